// The solver against a plain breadth-first search written here the simple way (positions as
// text in a std::set, no keys, no capture shortcut), on small and random holes.
#include <gtest/gtest.h>

#include <cstdio>
#include <deque>
#include <map>
#include <optional>
#include <set>

#include "core/bitboard.hpp"
#include "core/rng.hpp"
#include "games/golf/solver.hpp"
#include "games/golf/tests/plain_search.hpp"
#include "games/golf/tests/test_support.hpp"

namespace menagerie::golf {
namespace {

using testing::expect_agrees;
using testing::plain_bfs;
using testing::random_hole;

TEST(Solver, AgreesWithPlainSearchOnSmallHoles) {
  Rng rng(11);
  for (int i = 0; i < 20; ++i)
    expect_agrees(random_hole(rng, 4 + i % 2, 2 + i % 2, Special(i % 3)), 3);
}

TEST(Solver, AgreesWithPlainSearchOnFullHoles) {
  Rng rng(12);
  for (int i = 0; i < 10; ++i) expect_agrees(random_hole(rng, 16, 2, Special(i % 3)), 2);
}

// No line at all: the reachable positions are exhausted and the answer is proved.
TEST(Solver, ProvesThatNoLineExists) {
  // Frozen: each colour has one piece and no king's step (option none).
  Hole frozen = testing::hole("8/8/8/8/8/8/8/b1K5", "K b", Special::kNone);
  EXPECT_FALSE(solve(frozen).optimum);
  EXPECT_TRUE(solve(frozen).proved);
  // Two rooks wander all over the board, but no queen is there to be taken.
  Hole wander = testing::hole("6RR/8/8/8/8/8/8/8", "Q q", Special::kPairs);
  Solution s = solve(wander);
  EXPECT_FALSE(s.optimum);
  EXPECT_TRUE(s.proved);
  EXPECT_GT(s.visited, 1000u);
  EXPECT_EQ(plain_bfs(wander, 64), std::nullopt);
}

TEST(Solver, AnsweredAtTheStateLimitIsUnknown) {
  Hole h = testing::hole("3R2b1/1Q3K1N/3R4/b5n1/N6B/3n2k1/1B2q2r/1r6", "b b");
  Solution s = solve(h, SolveLimits{1000});
  EXPECT_FALSE(s.optimum);
  EXPECT_FALSE(s.proved);
}

TEST(Solver, DISABLED_Measure) {
  for (auto [b, c] : {std::pair{"3R2b1/1Q3K1N/3R4/b5n1/N6B/3n2k1/1B2q2r/1r6", "b b"},
                      {"5r1b/2n5/8/3Q4/Bk4n1/4N3/Rr1KR1B1/N4qb1", "n n r"},
                      {"1N2b1b1/1nr2B2/3B3R/6k1/N5q1/4Qn2/2r3R1/5K2", "N N B"}}) {
    Solution s = solve(testing::hole(b, c));
    std::printf("%s optimum %d visited %llu bytes %zu\n", c, s.optimum ? *s.optimum : -1,
                (unsigned long long)s.visited, s.peak_bytes);
  }
}

}  // namespace
}  // namespace menagerie::golf
