// The relevance lemmas the solver prunes with (solver_relevance.hpp), checked against exhaustive
// search on sampled positions; and that they prune at all. The suite runs more samples.
#include <gtest/gtest.h>

#include "games/golf/tests/relevance_checks.hpp"

namespace menagerie::golf {
namespace {

using harness::Tally;

TEST(Relevance, EveryQuietMoveThatCreatesACaptureIsKept) {
  Rng rng(31);
  Tally tally;
  for (int i = 0; i < 600; ++i)
    harness::check_relevance(harness::sample_position(rng, 16, 2 + i % 2), tally);
  EXPECT_GT(tally.lines, 100);                 // the check met many such moves
  EXPECT_LT(tally.kept, tally.moves * 3 / 4);  // and the lemma leaves many out
}

TEST(Relevance, EveryFirstMoveOfAThreeMoveLineIsKept) {
  Rng rng(32);
  Tally tally;
  for (int i = 0; i < 500; ++i)
    harness::check_two_moves(harness::sample_position(rng, 16, 2), tally);
  EXPECT_GT(tally.lines, 100);
  EXPECT_LT(tally.kept, tally.moves * 9 / 10);
}

TEST(Relevance, EveryFirstMoveOfAFourMoveLineWithTwoCapturesIsKept) {
  Rng rng(33);
  Tally tally;
  for (int i = 0; i < 300; ++i)
    harness::check_two_moves(harness::sample_position(rng, 9, 3), tally);
  EXPECT_GT(tally.lines, 20);  // (on so few pieces nearly every move is kept: see Problem 3)
}

// The solver carries the capture table over quiet moves instead of working it out again.
TEST(Relevance, AQuietMoveCarriesTheCaptureTableOver) {
  Rng rng(34);
  int compared = 0;
  for (int i = 0; i < 300; ++i) {
    Hole h = harness::sample_position(rng, 16, 2 + i % 2);
    const CaptureTable t = capture_table(h);
    Steps all;
    generate(h, all);
    for (Step m : all) {
      if (h.at[m.to] != chess::kNoPiece) continue;
      Hole child = h;
      play(child, m);
      const CaptureTable expected = capture_table(child), got = quiet_move_table(t, m, child);
      EXPECT_EQ(got.targets, expected.targets) << harness::describe(h, m);
      EXPECT_EQ(got.only, expected.only) << harness::describe(h, m);
      EXPECT_EQ(got.capturers, expected.capturers) << harness::describe(h, m);
      ++compared;
    }
  }
  EXPECT_GT(compared, 1000);
}

// Problem 1 (two black bishops far apart, neither able to move): few first moves can start a line
// of three, and the one the optimal line starts with after two moves is among them.
TEST(Relevance, ProblemOneKeepsFewFirstMoves) {
  Hole h = harness::hole("3R2b1/1Q3K1N/3R4/b5n1/N6B/3n2k1/1B2q2r/1r6", "b b");
  ASSERT_EQ(harness::replay(h, {"f7f6", "e2c3"}), -1);
  const TwoMoveRelevance r(h, capture_table(h));
  Steps all;
  generate(h, all);
  int kept = 0;
  for (Step m : all) kept += r.matters(h, m);
  EXPECT_LT(kept, int(all.size()) / 4);
  EXPECT_TRUE(
      r.matters(h, Step{std::uint8_t(parse_square("d3")), std::uint8_t(parse_square("b5"))}));
}

// Problem 3 (three cards, a full board): a good share of the first moves is left out.
TEST(Relevance, ProblemThreeLeavesFirstMovesOut) {
  Hole h = harness::hole("1N2b1b1/1nr2B2/3B3R/6k1/N5q1/4Qn2/2r3R1/5K2", "N N B");
  ASSERT_FALSE(any_capture(h));
  const TwoMoveRelevance r(h, capture_table(h));
  Steps all;
  generate(h, all);
  int kept = 0;
  for (Step m : all) kept += r.matters(h, m);
  EXPECT_LT(kept, int(all.size()) * 3 / 4);
}

}  // namespace
}  // namespace menagerie::golf
