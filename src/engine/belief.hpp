// A belief: the hidden worlds one seat's observation leaves possible, each with a weight (issue 27
// §2). Where a game can list them and they are few (the optional hook G::worlds), the belief is
// exact: every consistent world once, weighted equally (weighted_belief below takes weights from
// how likely the opponent was to act as it did: engine/world_filter.hpp). Otherwise it falls back to worlds drawn with G::sample, equal
// draws merged and weighted by how often they came up. Names no game.
#pragma once

#include <algorithm>
#include <cmath>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "core/game.hpp"
#include "core/rng.hpp"

namespace menagerie::engine {

// The optional hook: every State consistent with the observation, each once and in an order that
// depends on the observation alone; none (an empty list) when there are more than `limit`.
template <class G>
concept WorldsListed = Determinizable<G> &&
    requires(const typename G::Observation& o, std::size_t limit) {
  { G::worlds(o, limit) } -> std::same_as<std::vector<typename G::State>>;
};

template <class G>
struct Belief {
  struct World {
    typename G::State state;
    double weight = 0;  // the weights sum to 1
  };
  std::vector<World> worlds;
  bool exact = false;  // every consistent world is here (none was drawn at random)
};

// The belief of the seat that sees `seen`: exact when the game lists at most `limit` worlds,
// otherwise `samples` draws (equal draws merged). At most `keep` worlds are kept: an exact belief
// with more is thinned to `keep` of them drawn without replacement (and is then no longer exact).
template <class State>
bool same(const State& a, const State& b) {
  if constexpr (std::equality_comparable<State>)
    return a == b;
  else
    return false;  // a game whose States cannot be compared keeps each draw apart
}

template <Determinizable G>
Belief<G> believe(const typename G::Observation& seen, std::size_t limit, int samples,
                  std::size_t keep, Rng& rng) {
  Belief<G> b;
  if constexpr (WorldsListed<G>) {
    std::vector<typename G::State> all = G::worlds(seen, limit);
    if (!all.empty()) {
      b.exact = all.size() <= keep;
      // A partial Fisher-Yates shuffle picks `keep` distinct worlds; the kept ones stay in the
      // listed order so the search's order does not depend on the draw more than it must.
      if (!b.exact) {
        std::vector<std::size_t> order(all.size());
        for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
        for (std::size_t i = 0; i < keep; ++i)
          std::swap(order[i], order[i + std::size_t(rng.below(order.size() - i))]);
        order.resize(keep);
        std::sort(order.begin(), order.end());
        std::vector<typename G::State> kept;
        for (std::size_t i : order) kept.push_back(all[i]);
        all = std::move(kept);
      }
      for (const auto& s : all) b.worlds.push_back({s, 1.0 / double(all.size())});
      return b;
    }
  }
  int n = samples < 1 ? 1 : samples;
  std::unordered_multimap<std::uint64_t, std::size_t> by_hash;  // hash -> index in b.worlds
  for (int i = 0; i < n; ++i) {
    typename G::State s = G::sample(seen, rng);
    std::uint64_t h = G::hash(s);
    bool merged = false;
    for (auto [it, end] = by_hash.equal_range(h); it != end && !merged; ++it)
      if (same(b.worlds[it->second].state, s)) {
        b.worlds[it->second].weight += 1.0 / n;
        merged = true;
      }
    if (merged) continue;
    by_hash.emplace(h, b.worlds.size());
    b.worlds.push_back({s, 1.0 / n});
  }
  if (b.worlds.size() > keep) b.worlds.resize(keep);  // draws are already random: keep the first
  double total = 0;
  for (const auto& w : b.worlds) total += w.weight;
  for (auto& w : b.worlds) w.weight /= total;
  return b;
}

// A belief from listed worlds with weights (engine/world_filter.hpp): all of them with their
// weights when at most `keep`, else `keep` drawn without replacement, each with a chance that
// grows with its weight (the larger of u^(1 / weight), u uniform), then weighted equally: the
// draw has already favoured the likely ones.
template <Determinizable G>
Belief<G> weighted_belief(const std::vector<typename G::State>& all,
                          const std::vector<double>& weight, std::size_t keep, Rng& rng) {
  Belief<G> b;
  b.exact = all.size() <= keep;
  if (b.exact) {
    double total = 0;
    for (double w : weight) total += w;
    for (std::size_t i = 0; i < all.size(); ++i)
      if (weight[i] > 0) b.worlds.push_back({all[i], weight[i] / total});
    return b;
  }
  std::vector<std::pair<double, std::size_t>> keyed;
  for (std::size_t i = 0; i < all.size(); ++i) {
    double u = (double(rng.below(1u << 30)) + 1) / double((1u << 30) + 1);
    keyed.push_back({weight[i] > 0 ? std::pow(u, 1 / weight[i]) : -1.0, i});
  }
  std::partial_sort(keyed.begin(), keyed.begin() + std::ptrdiff_t(keep), keyed.end(),
                    [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < keep; ++i) order.push_back(keyed[i].second);
  std::sort(order.begin(), order.end());
  for (std::size_t i : order) b.worlds.push_back({all[i], 1.0 / double(keep)});
  return b;
}

}  // namespace menagerie::engine
