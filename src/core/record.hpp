// A game as it is played: the states it passed through and its move log, with undo and the draws
// that depend on history (repetition). Generic over the Game concept; the referee, the CLI and the
// server keep one of these per table.
#pragma once

#include <cstdint>
#include <vector>

#include "core/game.hpp"

namespace menagerie {

// The game's default for the repetition draw: G::kRepetitionDraw = n makes the n-th occurrence of a
// position a draw; 0 (or no such constant) means repetition never draws.
template <Game G>
constexpr int default_repetition_draw() {
  if constexpr (requires { G::kRepetitionDraw; })
    return G::kRepetitionDraw;
  else
    return 0;
}

template <Game G>
class Record {
 public:
  // `repetition_draw` overrides the game's default (a house-rule option, say).
  explicit Record(const typename G::State& start,
                  int repetition_draw = default_repetition_draw<G>())
      : states_{start}, repetition_draw_(repetition_draw) {}

  int repetition_draw() const { return repetition_draw_; }

  const typename G::State& state() const { return states_.back(); }
  const typename G::State& start() const { return states_.front(); }
  const std::vector<typename G::Move>& moves() const { return moves_; }
  // The position before move `ply` (0: the start; ply(): the current one).
  const typename G::State& state_at(std::size_t ply) const { return states_[ply]; }
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

  // The position's own outcome, or a draw by repetition.
  Outcome outcome() const {
    Outcome o = G::outcome(state());
    if (o.over()) return o;
    if (repetition_draw_ > 0 && occurrences() >= repetition_draw_)
      return Outcome::draw(repetition_draw_ == 3 ? "threefold repetition" : "repetition");
    return o;
  }

 private:
  std::vector<typename G::State> states_;
  std::vector<typename G::Move> moves_;
  int repetition_draw_;
};

}  // namespace menagerie
