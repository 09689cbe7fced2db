// Problem 1's optimum (5 strokes) proved without the solver: every line of at most 4 strokes is
// played out with the game's own rules (hole.hpp's generate and play), nothing pruned, no position
// merged with another, and none solves the hole; a 5-stroke line does. So the claim "no shorter
// line" rests on the rules alone, not on the solver's lemmas.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "games/golf/hole.hpp"
#include "games/golf/solver.hpp"
#include "games/golf/tests/helpers.hpp"

namespace menagerie::golf {
namespace {

struct PlainCount {
  std::uint64_t lines = 0;   // lines of exactly `depth` strokes played out
  std::uint64_t solved = 0;  // lines that solved the hole on their way
};

// Every line from h of up to `depth` strokes, each legal stroke tried in turn.
void every_line(const Hole& h, int depth, PlainCount& out) {
  if (solved(h)) {
    ++out.solved;
    return;
  }
  if (depth == 0) {
    ++out.lines;
    return;
  }
  Steps steps;
  generate(h, steps);
  for (Step m : steps) {
    Hole next = h;
    play(next, m);
    every_line(next, depth - 1, out);
  }
}

const char* const kPlainProblem1 = "3R2b1/1Q3K1N/3R4/b5n1/N6B/3n2k1/1B2q2r/1r6";

TEST(Problem1Plain, NoLineOfFourStrokesOrFewerSolvesIt) {
  Hole h = harness::hole(kPlainProblem1, "b b");
  PlainCount count;
  every_line(h, 4, count);
  EXPECT_EQ(count.solved, 0u);
  // The search did walk the lines: thousands of them, not a board where nothing moves.
  EXPECT_GT(count.lines, 1000u) << count.lines;
}

// The optimum is reached: a line of 5 strokes (the solver's, checked here by the rules alone)
// plays legally and solves the hole.
TEST(Problem1Plain, AFiveStrokeLineSolvesIt) {
  Hole h = harness::hole(kPlainProblem1, "b b");
  Solution s = solve(h);
  ASSERT_EQ(s.line.size(), 5u);
  Hole played = h;
  for (Step m : s.line) {
    ASSERT_TRUE(harness::legal(played, step_text(m))) << step_text(m);
    play(played, m);
  }
  EXPECT_TRUE(solved(played));
}

// The search can fail: on G1 (optimum 3) it finds the lines of 3 strokes.
TEST(Problem1Plain, ThePlainSearchFindsAShortLineWhereThereIsOne) {
  Hole g1 = harness::hole("2B3R1/5k2/1r1n1N2/1r2b3/R5q1/1B1n1N2/b6K/5Q2", "K b");
  PlainCount two, three;
  every_line(g1, 2, two);
  every_line(g1, 3, three);
  EXPECT_EQ(two.solved, 0u);
  EXPECT_GT(three.solved, 0u);
}

}  // namespace
}  // namespace menagerie::golf
