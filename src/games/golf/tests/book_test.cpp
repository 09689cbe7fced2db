// The book's diagrams and published lines (tests/data is not needed: the texts are short).
#include <gtest/gtest.h>

#include "games/golf/solver.hpp"
#include "games/golf/tests/diagrams.hpp"
#include "games/golf/tests/helpers.hpp"

namespace menagerie::golf {
namespace {

using harness::hole;
using harness::replay;

struct Line {
  const char* name;
  const char* board;
  const char* cards;
  std::vector<std::string> moves;
  Special special = Special::kPairs;
};

std::vector<Line> published() {
  return {
      {"G2", kG1.c_str(), "K b", {"e5g6", "g6h5", "h5h2"}},
      {"G3", kG1.c_str(), "K b", {"b3c3", "b5b3", "a2h2"}},
      {"G3 by the king, with the special move", kG1.c_str(), "K b", {"b3b1", "f1g1", "h2a2"}},
      {"G6", "5Q2/b6K/1B1n1N2/R5q1/1r2b3/1r1n1N2/5k2/2B3R1", "q N", {"b6c6", "f6g5"}},
      {"Problem 1",
       "3R2b1/1Q3K1N/3R4/b5n1/N6B/3n2k1/1B2q2r/1r6",
       "b b",
       {"d3b5", "a5c6", "c6e7", "g3g4", "g5f6", "e7g8"}},
      {"Problem 2",
       "5r1b/2n5/8/3Q4/Bk4n1/4N3/Rr1KR1B1/N4qb1",
       "n n r",
       {"e3g3", "g1b6", "c7f4", "g4e5", "f4e6", "e6f8", "f8g7", "g7e5"}},
      {"Problem 3",
       "1N2b1b1/1nr2B2/3B3R/6k1/N5q1/4Qn2/2r3R1/5K2",
       "N N B",
       {"g2f2", "e3e7", "f7b3", "a4d7", "d7d6", "d6d8", "d8b8"}},
  };
}

// Every published line is legal move by move and solves its hole with its last move only.
TEST(Book, PublishedLinesAreLegalAndSolveOnlyAtTheEnd) {
  for (const Line& l : published()) {
    Hole h = hole(l.board, l.cards, l.special);
    std::vector<std::string> all_but_last(l.moves.begin(), l.moves.end() - 1);
    ASSERT_EQ(replay(h, all_but_last), -1) << l.name;
    EXPECT_FALSE(solved(h)) << l.name;
    ASSERT_EQ(replay(h, {l.moves.back()}), -1) << l.name;
    EXPECT_TRUE(solved(h)) << l.name;
  }
}

// G3's claim holds only without the special move: then the king's line breaks at f1g1.
TEST(Book, TheKingsThreeMoveLineNeedsTheSpecialMove) {
  Hole h = hole(kG1, "K b", Special::kNone);
  EXPECT_EQ(replay(h, {"b3b1", "f1g1", "h2a2"}), 1);
}

// Problem 2's seventh move is a special king's step: Black has no pair left then.
TEST(Book, ProblemTwosSeventhMoveIsAKingsStep) {
  Hole h = hole("5r1b/2n5/8/3Q4/Bk4n1/4N3/Rr1KR1B1/N4qb1", "n n r");
  ASSERT_EQ(replay(h, {"e3g3", "g1b6", "c7f4", "g4e5", "f4e6", "e6f8"}), -1);
  EXPECT_TRUE(king_steps(h, chess::kBlack));
  Hole without = hole("5r1b/2n5/8/3Q4/Bk4n1/4N3/Rr1KR1B1/N4qb1", "n n r", Special::kNone);
  EXPECT_EQ(replay(without, {"e3g3", "g1b6", "c7f4", "g4e5", "f4e6", "e6f8", "f8g7"}), 6);
}

// The book's Problems 1-3 solved exactly: the optimum is proved, the line replays and is no longer
// than the published one (the book does not claim its lines are the shortest). The optima, 5, 6
// and 6, were first proved by the plain breadth-first solver this one replaced (1.85 million
// positions stored), and this search agrees.
TEST(Book, ProblemsAreSolvedOptimally) {
  struct P {
    const char *board, *cards;
    int book, optimum;
  };
  for (P p : {P{"3R2b1/1Q3K1N/3R4/b5n1/N6B/3n2k1/1B2q2r/1r6", "b b", 6, 5},
              P{"5r1b/2n5/8/3Q4/Bk4n1/4N3/Rr1KR1B1/N4qb1", "n n r", 8, 6},
              P{"1N2b1b1/1nr2B2/3B3R/6k1/N5q1/4Qn2/2r3R1/5K2", "N N B", 7, 6}}) {
    Hole h = hole(p.board, p.cards);
    Solution s = solve(h);
    ASSERT_TRUE(s.optimum) << p.board;
    EXPECT_TRUE(s.proved);
    EXPECT_EQ(*s.optimum, p.optimum) << p.board;
    EXPECT_LE(*s.optimum, p.book);
    std::vector<std::string> line;
    for (Step m : s.line) line.push_back(step_text(m));
    EXPECT_EQ(int(line.size()), *s.optimum);
    EXPECT_EQ(replay(h, line), -1);
    EXPECT_TRUE(solved(h));
  }
}

// The solver's optimum on the short diagrams.
TEST(Book, SolverOptimaOfTheShortDiagrams) {
  EXPECT_EQ(solve(hole(kG1, "K b")).optimum, 3);
  EXPECT_EQ(solve(hole(kG1, "K b", Special::kNone)).optimum, 3);  // G2 needs no special move
  EXPECT_EQ(solve(hole("5Q2/b6K/1B1n1N2/R5q1/1r2b3/1r1n1N2/5k2/2B3R1", "q N")).optimum, 2);
  EXPECT_EQ(solve(hole("1N1N2B1/1B3R2/1R5Q/6k1/n1n2b2/b3r3/r5q1/5K2", "B Q")).optimum, 2);
}

}  // namespace
}  // namespace menagerie::golf
