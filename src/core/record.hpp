// A game as it is played: the states it passed through and its move log, with undo and the draws that
// depend on history (repetition). Generic over the Game concept; the referee, the CLI and the server keep
// one of these per table.
#pragma once

#include <cstdint>
#include <vector>

#include "core/game.hpp"

namespace menagerie {

template <Game G>
class Record {
 public:
  explicit Record(const typename G::State& start) : states_{start} {}

  const typename G::State& state() const { return states_.back(); }
  const typename G::State& start() const { return states_.front(); }
  const std::vector<typename G::Move>& moves() const { return moves_; }
  std::size_t ply() const { return moves_.size(); }

  // The caller has checked that m is legal (see is_legal).
  void play(const typename G::Move& m) {
    typename G::State next = states_.back();
    G::play(next, m);
    states_.push_back(next);
    moves_.push_back(m);
  }
  bool undo() {
    if (moves_.empty()) return false;
    states_.pop_back();
    moves_.pop_back();
    return true;
  }
  bool is_legal(const typename G::Move& m) const {
    MovesOf<G> legal;
    G::generate(state(), legal);
    return legal.contains(m);
  }

  // How many times the current position has stood on the board, itself included.
  int occurrences() const {
    std::uint64_t key = G::hash(state());
    int n = 0;
    for (const auto& s : states_) n += G::hash(s) == key;
    return n;
  }

  // The position's own outcome, or a draw by repetition when the game declares one
  // (G::kRepetitionDraw = n: the n-th occurrence of a position is a draw).
  Outcome outcome() const {
    Outcome o = G::outcome(state());
    if (o.over()) return o;
    if constexpr (requires { G::kRepetitionDraw; }) {
      if (G::kRepetitionDraw > 0 && occurrences() >= G::kRepetitionDraw)
        return Outcome::draw(G::kRepetitionDraw == 3 ? "threefold repetition" : "repetition");
    }
    return o;
  }

 private:
  std::vector<typename G::State> states_;
  std::vector<typename G::Move> moves_;
};

}  // namespace menagerie
