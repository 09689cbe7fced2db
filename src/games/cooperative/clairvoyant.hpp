// The clairvoyant: Cooperative Chess played by one mind that sees every card, both hands and the
// order of the draw pile. What it reaches on a deal bounds what any two partners reach on that
// deal playing from their own observations (every line they can play is open to it too), so the
// benchmark measures the computer partner against it (bench/cooperative_score.cpp,
// docs/rules/cooperative.md).
//
// It takes the referee's knowledge (a State and the pile's order) and is never reachable from a
// seat's play: the catalog's computer player takes an Observation (catalog::Engine::think), and no
// file outside the benchmark and the tests includes this header.
//
// Two searches. solve_exact() is a depth-first search over every step with a table of solved
// states and an admissible bound (captures left against the pieces still to take): exact when it
// finishes within its node limit, which it does when few cards are left. solve() is a beam search
// over whole turns that hands a state to solve_exact() once few cards are left: every score it
// reports was reached by a legal line on the deal, so it is a lower bound of the true
// perfect-information optimum, a strong estimate rather than a proof (the rules page says how
// strong).
#pragma once

#include <cstdint>
#include <vector>

#include "core/rng.hpp"
#include "games/cooperative/cooperative.hpp"

namespace menagerie::cooperative {

// A deal as the clairvoyant sees it: the state (both hands) and its draw pile in the order the
// cards will come, next card first.
struct Deal {
  State state;
  std::vector<Card> order;
};

// The pile of `s` in the order one stream `rng` draws it, one draw_outcome per card over the
// pile's cards, each by its share, as the benchmark draws. Cards leave the pile only by being
// drawn, so the order is fixed by the seed alone, whatever is played meanwhile: the same seed deals
// the same game to the clairvoyant as to the partners the benchmark plays from that seed. (The
// server's referee seeds each draw by its ply instead, so there the order depends on the play.)
Deal deal_from(const State& s, Rng& rng);

// The next card of the deal at `s` (a chance step of a state reached from d.state). Throws
// InputError when the order does not fit the pile of `s`.
Move next_draw(const Deal& d, const State& s);

struct Solution {
  // 0: lost; 1 + the score: won. The best value is the best score and, among lines of the same
  // score, a win.
  int value = 0;
  bool exact = false;       // proven best (the search finished)
  std::uint64_t nodes = 0;  // states visited
  std::vector<Move> line;   // every step from the deal's state to the end, draws included
  bool win() const { return value > 0; }
  int score() const { return value > 0 ? value - 1 : 0; }
};

// An admissible bound on the value reachable from `s`: 1 + the types already gone + as many more
// types (fewest pieces first) as the captures still possible can clear, keeping one capture for a
// king. Every capture moves a card that is not yet captured onto the captured pile.
int value_bound(const State& s);

// Depth-first search of every line from d.state. Exact when it finishes within `node_limit`
// states; otherwise `exact` is false and the best line found so far is returned.
Solution solve_exact(const Deal& d, std::uint64_t node_limit);

struct BeamLimits {
  int width = 64;                       // states kept per turn
  int endgame_cards = 3;                // solve exactly once hands and pile hold at most this many
  std::uint64_t endgame_nodes = 20000;  // per exact endgame search
};

// The beam search over whole turns, keeping the states furthest on towards clearing types (each
// type gone counts one, a type on its way the square of the share of its pieces taken), with
// exact endgames; every king capture met on the way is a line it may report. Exact only when the
// whole deal fits the first exact search.
Solution solve(const Deal& d, const BeamLimits& limits);

}  // namespace menagerie::cooperative
