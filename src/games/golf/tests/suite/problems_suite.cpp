// The book's Problems 1-3 solved exactly: the optimum is proved, replays, and is no longer than
// the published line (the book does not claim its lines are the shortest). Seconds each.
#include <gtest/gtest.h>

#include "games/golf/solver.hpp"
#include "games/golf/tests/test_support.hpp"

namespace menagerie::golf {
namespace {

TEST(Problems, OptimaAreProvedAndNoLongerThanTheBook) {
  struct P {
    const char *board, *cards;
    int book;
  };
  for (P p : {P{"3R2b1/1Q3K1N/3R4/b5n1/N6B/3n2k1/1B2q2r/1r6", "b b", 6},
              P{"5r1b/2n5/8/3Q4/Bk4n1/4N3/Rr1KR1B1/N4qb1", "n n r", 8},
              P{"1N2b1b1/1nr2B2/3B3R/6k1/N5q1/4Qn2/2r3R1/5K2", "N N B", 7}}) {
    Hole h = testing::hole(p.board, p.cards);
    Solution s = solve(h);
    ASSERT_TRUE(s.optimum) << p.board;
    EXPECT_LE(*s.optimum, p.book);
    std::vector<std::string> line;
    for (Step m : s.line) line.push_back(step_text(m));
    EXPECT_EQ(int(line.size()), *s.optimum);
    EXPECT_EQ(testing::replay(h, line), -1);
    EXPECT_TRUE(solved(h));
  }
}

}  // namespace
}  // namespace menagerie::golf
