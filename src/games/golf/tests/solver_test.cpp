// The solver against a plain breadth-first search written here the simple way (positions as
// text in a std::set, no keys, no capture shortcut), on small and random holes.
#include <gtest/gtest.h>

#include <deque>
#include <map>
#include <optional>
#include <set>

#include "core/bitboard.hpp"
#include "core/rng.hpp"
#include "games/golf/solver.hpp"
#include "games/golf/tests/plain_search.hpp"
#include "games/golf/tests/helpers.hpp"

namespace menagerie::golf {
namespace {

using harness::expect_agrees;
using harness::plain_bfs;
using harness::random_hole;

TEST(Solver, AgreesWithPlainSearchOnSmallHoles) {
  Rng rng(11);
  for (int i = 0; i < 16; ++i)
    expect_agrees(random_hole(rng, 3 + i % 3, 2 + i % 2, Special(i % 3)), 4);
}

TEST(Solver, AgreesWithPlainSearchOnFullHoles) {
  Rng rng(12);
  for (int i = 0; i < 10; ++i) expect_agrees(random_hole(rng, 16, 2 + i % 2, Special(i % 3)), 2);
}

// No line at all: the reachable positions are exhausted and the answer is proved.
TEST(Solver, ProvesThatNoLineExists) {
  // Frozen: each colour has one piece and no king's step (option none).
  Hole frozen = harness::hole("8/8/8/8/8/8/8/b1K5", "K b", Special::kNone);
  EXPECT_FALSE(solve(frozen).optimum);
  EXPECT_TRUE(solve(frozen).proved);
  // Two white rooks wander, lending each other their moves; the black bishop and queen, alone
  // and with no king's step, never move, so neither ever has a lender to capture with.
  Hole wander = harness::hole("6RR/8/8/8/8/8/8/b6q", "b q", Special::kNone);
  Solution s = solve(wander);
  EXPECT_FALSE(s.optimum);
  EXPECT_TRUE(s.proved);
  EXPECT_GT(s.visited, 100u);
  EXPECT_EQ(plain_bfs(wander, 64), std::nullopt);
}

// No capture of the chosen cards can ever be made (no queen on the board): proved at once.
TEST(Solver, ProvesAtOnceThatNoCaptureCanBeMade) {
  Hole h = harness::hole("6RR/8/8/8/8/8/8/8", "Q q");
  Solution s = solve(h);
  EXPECT_FALSE(s.optimum);
  EXPECT_TRUE(s.proved);
  EXPECT_EQ(s.visited, 0u);
  // Three cards: the black knight may take the rook first, but then no second target is left.
  Hole one = harness::hole("8/8/8/8/8/8/8/nR6", "n R Q");
  EXPECT_EQ(solve(one).optimum, std::nullopt);
  EXPECT_TRUE(solve(one).proved);
}

TEST(Solver, AnsweredAtALimitIsUnknown) {
  Hole h = harness::hole("3R2b1/1Q3K1N/3R4/b5n1/N6B/3n2k1/1B2q2r/1r6", "b b");
  Solution s = solve(h, SolveLimits{.max_states = 1000});
  EXPECT_FALSE(s.optimum);
  EXPECT_FALSE(s.proved);
  s = solve(h, SolveLimits{.max_examined = 1000});
  EXPECT_FALSE(s.optimum);
  EXPECT_FALSE(s.proved);
  EXPECT_LE(s.examined, 1001u);
}

}  // namespace
}  // namespace menagerie::golf
