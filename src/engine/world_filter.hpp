// Worlds weighted by how likely the opponent was to act as it did in each (issue 27 §2).
//
// The opponent may know what the seat does not (in Masquerade, the seat's own capture powers), so
// its moves carry a hint: a move that leaves a piece to a capture in one world and not in another
// is less likely to have been played in the first. The filter remembers the worlds it weighed at
// the seat's last choice and the move chosen; at the next choice it plays that move in each of
// them, finds the opponent's reply that leads to what the seat now sees, and multiplies the
// world's weight by the reply's likelihood there:
//
//   likelihood = floor + (1 - floor) * exp(-gain / temperature),
//
// where `gain` (centipawns) is what the seat could win at once after the reply in that world: the
// quiescence search's value less the static evaluation, for the seat now to move. A reply that hangs
// material in a world (a blunder there) makes that world less likely, never impossible (`floor`:
// opponents blunder). When nothing links the two choices (a new game, or a move the seat did not
// choose here and that no other move explains), every world weighs the same again.
//
// Only one opponent move between two of the seat's choices is followed (two-seat games); the
// worlds must be listed exactly (engine/belief.hpp, G::worlds). Names no game.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

#include "core/game.hpp"
#include "engine/search.hpp"

namespace menagerie::engine {

struct FilterLimits {
  double temperature = 0;  // centipawns; 0 = no filter (every world the same)
  double floor = 0.05;     // the least likelihood of any reply
  // Nodes for each world's measure, about (a quiescence search of Masquerade's attempts can grow
  // large: one move took 40 s without a bound); a world whose measure ran out learns nothing.
  std::uint64_t nodes = 4096;
};

template <Determinized G>
class WorldFilter {
 public:
  using State = typename G::State;
  using Move = typename G::Move;
  using Observation = typename G::Observation;

  void clear() {
    before_.clear();
    weight_.clear();
    played_.reset();
  }

  // The worlds last weighed and their weights.
  const std::vector<State>& worlds() const { return before_; }
  const std::vector<double>& weights() const { return weight_; }

  // Whether the last weights followed from the choice before (else every world weighed the same).
  bool linked() const { return linked_; }

  // The move the seat chose from the worlds last weighed.
  void chose(const Move& m) { played_ = m; }

  // The weights (summing to 1) of `now`, the worlds the seat that sees `seen` lists now, given
  // the worlds and weights of its last choice; remembered for the next one. `nodes` counts the
  // searches' nodes.
  std::vector<double> weigh(const std::vector<State>& now, const Observation& seen,
                            Searcher<G>& searcher, const FilterLimits& limits,
                            std::uint64_t& nodes) {
    std::vector<double> w(now.size(), 0);
    bool linked = false;
    if (limits.temperature > 0 && played_ && !before_.empty() && !now.empty()) {
      Seat seat = G::to_move(now.front());
      std::unordered_multimap<std::uint64_t, std::size_t> index;
      for (std::size_t i = 0; i < now.size(); ++i) index.emplace(G::hash(now[i]), i);
      linked = follow(*played_, seat, seen, now, index, searcher, limits, w, nodes);
      if (!linked) {
        // The seat may have played another move than the one chosen (a level's spread): any
        // legal move that explains what it sees.
        MovesOf<G> ours;
        G::generate(before_.front(), ours);
        for (const Move& m : ours)
          if (!(m == *played_) &&
              (linked = follow(m, seat, seen, now, index, searcher, limits, w, nodes)))
            break;
      }
    }
    double total = 0;
    for (double x : w) total += x;
    if (!linked || total <= 0) {
      std::fill(w.begin(), w.end(), 1.0);
      total = double(w.size());
    }
    for (double& x : w) x /= total;
    linked_ = linked && total > 0;
    before_ = now;
    weight_ = w;
    played_.reset();
    return w;
  }

 private:
  // Plays `ours` then each opponent reply in every remembered world; a result the seat sees as
  // `seen` passes the world's weight times the reply's likelihood to the matching world of `now`.
  // False when no world leads to `now`.
  bool follow(const Move& ours, Seat seat, const Observation& seen, const std::vector<State>& now,
              const std::unordered_multimap<std::uint64_t, std::size_t>& index,
              Searcher<G>& searcher, const FilterLimits& limits, std::vector<double>& w,
              std::uint64_t& nodes) {
    std::fill(w.begin(), w.end(), 0.0);
    std::vector<bool> reached(now.size(), false);
    bool any = false;
    for (std::size_t i = 0; i < before_.size(); ++i) {
      MovesOf<G> legal;
      G::generate(before_[i], legal);
      if (std::find(legal.begin(), legal.end(), ours) == legal.end()) continue;
      State s1 = before_[i];
      G::play(s1, ours);
      if (G::outcome(s1).over()) continue;
      if (G::to_move(s1) == seat) {  // no reply between: no evidence, the weight goes on
        if (auto k = find(s1, seen, seat, now, index)) {
          w[*k] += weight_[i];
          reached[*k] = any = true;
        }
        continue;
      }
      MovesOf<G> replies;
      G::generate(s1, replies);
      for (const Move& r : replies) {
        State s2 = s1;
        G::play(s2, r);
        auto k = find(s2, seen, seat, now, index);
        if (!k) continue;
        reached[*k] = any = true;
        if (weight_[i] > 0) w[*k] += weight_[i] * likelihood(s2, searcher, limits, nodes);
      }
    }
    if (!any) return false;
    // A world of `now` no remembered world reached (the memory was not the whole set): the mean.
    double sum = 0;
    int n = 0;
    for (std::size_t k = 0; k < now.size(); ++k)
      if (reached[k]) sum += w[k], ++n;
    for (std::size_t k = 0; k < now.size(); ++k)
      if (!reached[k]) w[k] = sum / n;
    return true;
  }

  static std::optional<std::size_t> find(
      const State& s, const Observation& seen, Seat seat, const std::vector<State>& now,
      const std::unordered_multimap<std::uint64_t, std::size_t>& index) {
    if (G::to_move(s) != seat || G::outcome(s).over() || !(G::observe(s, seat) == seen))
      return std::nullopt;
    for (auto [it, end] = index.equal_range(G::hash(s)); it != end; ++it)
      if (now[it->second] == s) return it->second;
    return std::nullopt;
  }

  // How likely the reply that led to `s` (the seat to move) was: what the seat wins at once.
  static double likelihood(const State& s, Searcher<G>& searcher, const FilterLimits& limits,
                           std::uint64_t& nodes) {
    auto gain = searcher.capture_gain(s, 3000, limits.nodes);
    nodes += gain.nodes;
    return limits.floor + (1 - limits.floor) * std::exp(-gain.centipawns / limits.temperature);
  }

  std::vector<State> before_;
  std::vector<double> weight_;
  std::optional<Move> played_;
  bool linked_ = false;
};

}  // namespace menagerie::engine
