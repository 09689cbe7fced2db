// The relevance lemmas of the solver (solver_relevance.hpp) checked against exhaustive search on
// sampled positions: every move that the lemma says can be left out really can.
#pragma once

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <utility>

#include "core/rng.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/solver_relevance.hpp"
#include "games/golf/tests/plain_search.hpp"

namespace menagerie::golf::harness {

// A position to check: a dealt hole or a random one of up to `max_pieces` pieces, `cards` cards,
// any special rule, after a few random moves (so that layouts away from the deal, and positions
// after a first capture, are met too).
inline Hole sample_position(Rng& rng, int max_pieces, int cards) {
  Special special = Special(rng.below(3));
  Hole h =
      max_pieces >= 16 && rng.below(2)
          ? Golf::deal_hole(rng, cards == 3 ? CardRule::kThree : CardRule::kTwo, special)
          : random_hole(rng, 3 + int(rng.below(std::uint64_t(max_pieces - 2))), cards, special);
  for (int walk = int(rng.below(6)); walk > 0; --walk) {
    Steps steps;
    generate(h, steps);
    if (steps.empty()) break;
    Hole next = h;
    play(next, steps[rng.below(steps.size())]);
    if (solved(next)) break;
    h = next;
  }
  return h;
}

inline std::string describe(const Hole& h, Step m) {
  return board_text(h) + " " + cards_text(h) + " taken " + std::to_string(h.taken_count) +
         " taking " + std::to_string(h.taking) + " " + std::string(special_name(h.special)) +
         " move " + step_text(m);
}

struct Tally {
  int positions = 0;  // positions where the lemma applied
  int lines = 0;      // first moves of a line that the lemma had to keep
  int kept = 0;       // moves it kept
  int moves = 0;      // moves looked at
};

// The first lemma: in a position without a capture, every quiet move whose child has one is
// relevant; and generate_relevant lists exactly the relevant quiet moves.
inline void check_relevance(const Hole& h, Tally& tally) {
  const CaptureTable t = capture_table(h);
  const Relevance r(h, t);
  Steps all, listed;
  generate(h, t, all);
  generate_relevant(h, t, r, listed);
  std::set<std::pair<int, int>> expected, got;
  for (Step m : all)
    if (h.at[m.to] == chess::kNoPiece && r.matters(h, m)) expected.insert({m.from, m.to});
  for (Step m : listed) got.insert({m.from, m.to});
  EXPECT_EQ(expected, got) << board_text(h) << " " << cards_text(h);
  EXPECT_EQ(got.size(), listed.size()) << "a move listed twice: " << board_text(h);
  if (any_capture(h)) return;
  ++tally.positions;
  for (Step m : all) {
    Hole child = h;
    play(child, m);
    ++tally.moves;
    tally.kept += r.matters(h, m);
    if (!any_capture(child)) continue;
    ++tally.lines;
    EXPECT_TRUE(r.matters(h, m)) << describe(h, m);
  }
}

// The second lemma: with c captures left (1 or 2), no capture at hand and no line shorter than
// c + 2 moves, every first move of a line of c + 2 moves is kept by TwoMoveRelevance.
inline void check_two_moves(const Hole& h, Tally& tally) {
  const int c = h.card_count - 1 - h.taken_count;
  if (c < 1 || any_capture(h) || within(h, c + 1)) return;
  ++tally.positions;
  const TwoMoveRelevance r(h, capture_table(h));
  Steps all;
  generate(h, all);
  for (Step m : all) {
    ++tally.moves;
    tally.kept += r.matters(h, m);
    Hole child = h;
    play(child, m);
    if (!within(child, c + 1)) continue;
    ++tally.lines;
    EXPECT_TRUE(r.matters(h, m)) << describe(h, m);
  }
}

}  // namespace menagerie::golf::harness
