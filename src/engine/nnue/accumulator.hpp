// The accumulator of a network (engine/nnue/network.hpp): for each side, the feature
// transformer's output, the sum of the weight rows of the inputs active as that side sees the
// board. A game declares its inputs:
//   G::kNnueInputs                         how many there are
//   G::nnue_features(s, side, list)        the active ones as `side` (a seat, 0 or 1) sees `s`
// A move changes few of them, so the accumulator is updated from the difference between the
// active lists before and after (what left, what came), not summed afresh: the game needs no hook
// per move, and make and unmake are the same update. Evaluator below keeps the last position it
// evaluated and updates from there, which serves a copy-make search as well as make/unmake.
#pragma once

#include <algorithm>
#include <array>
#include <concepts>
#include <cstdint>
#include <memory>

#include "core/game.hpp"
#include "engine/nnue/network.hpp"

namespace menagerie::engine::nnue {

// The active inputs of one side, kept sorted so that two lists differ by a merge.
struct FeatureList {
  static constexpr int kCapacity = 64;
  std::array<std::uint16_t, kCapacity> at{};
  int size = 0;
  void add(int feature) { at[std::size_t(size++)] = std::uint16_t(feature); }
  void sort() { std::sort(at.begin(), at.begin() + size); }
  const std::uint16_t* begin() const { return at.data(); }
  const std::uint16_t* end() const { return at.data() + size; }
};

template <class G>
concept HasNnueFeatures = requires(const typename G::State& s, FeatureList& list) {
  { G::kNnueInputs } -> std::convertible_to<int>;
  { G::nnue_features(s, 0, list) } -> std::same_as<void>;
};

template <class G>
void features_of(const typename G::State& s, int side, FeatureList& list) {
  list.size = 0;
  G::nnue_features(s, side, list);
  list.sort();
}

struct Accumulator {
  alignas(32) std::array<std::array<std::int16_t, kHidden>, 2> side{};  // by seat
  std::array<FeatureList, 2> active;                                    // what it sums

  void refresh(const Network& net, int seat, const FeatureList& list) {
    auto& acc = side[std::size_t(seat)];
    acc = net.b1;
    for (auto f : list) add_row(acc, net.row(f));
    active[std::size_t(seat)] = list;
  }
  // Moves the accumulator of `seat` from its active list to `list`; returns how many rows changed.
  int update(const Network& net, int seat, const FeatureList& list) {
    auto& acc = side[std::size_t(seat)];
    const auto& old = active[std::size_t(seat)];
    int changed = 0;
    const std::uint16_t *a = old.begin(), *b = list.begin();
    while (a != old.end() || b != list.end()) {
      if (b == list.end() || (a != old.end() && *a < *b)) {
        sub_row(acc, net.row(*a++));
        ++changed;
      } else if (a == old.end() || *b < *a) {
        add_row(acc, net.row(*b++));
        ++changed;
      } else {
        ++a, ++b;
      }
    }
    active[std::size_t(seat)] = list;
    return changed;
  }
  int output(const Network& net, int to_move) const {
    return net.propagate(side[std::size_t(to_move)].data(), side[std::size_t(1 - to_move)].data());
  }

 private:
  static void add_row(std::array<std::int16_t, kHidden>& acc, const std::int16_t* row) {
    for (int i = 0; i < kHidden; ++i)
      acc[std::size_t(i)] = std::int16_t(acc[std::size_t(i)] + row[i]);
  }
  static void sub_row(std::array<std::int16_t, kHidden>& acc, const std::int16_t* row) {
    for (int i = 0; i < kHidden; ++i)
      acc[std::size_t(i)] = std::int16_t(acc[std::size_t(i)] - row[i]);
  }
};

// Evaluates positions with a network, updating its accumulator from the previous position it saw
// (in a search, usually a near relative) unless too much changed, when it sums afresh.
template <class G>
requires HasNnueFeatures<G>
class Evaluator {
 public:
  explicit Evaluator(std::shared_ptr<const Network> net) : net_(std::move(net)) {}
  const Network& network() const { return *net_; }

  int evaluate(const typename G::State& s, int to_move) {
    FeatureList list;
    for (int seat = 0; seat < 2; ++seat) {
      features_of<G>(s, seat, list);
      // Past this many changed rows a refresh costs less than the update.
      if (!primed_ || differs_by_more(acc_.active[std::size_t(seat)], list, kRefreshAbove))
        acc_.refresh(*net_, seat, list);
      else
        acc_.update(*net_, seat, list);
    }
    primed_ = true;
    return acc_.output(*net_, to_move);
  }
  const Accumulator& accumulator() const { return acc_; }

 private:
  static constexpr int kRefreshAbove = 16;
  static bool differs_by_more(const FeatureList& x, const FeatureList& y, int limit) {
    int d = 0;
    const std::uint16_t *a = x.begin(), *b = y.begin();
    while (a != x.end() && b != y.end()) {
      if (*a == *b)
        ++a, ++b;
      else if (*a < *b)
        ++a, ++d;
      else
        ++b, ++d;
      if (d > limit) return true;
    }
    d += int(x.end() - a) + int(y.end() - b);
    return d > limit;
  }
  std::shared_ptr<const Network> net_;
  Accumulator acc_;
  bool primed_ = false;
};

}  // namespace menagerie::engine::nnue
