// The evaluator's terms, each by a pair of positions that differ in that term alone.
#include <gtest/gtest.h>

#include "games/half_alice/tests/helpers.hpp"

namespace menagerie::half_alice {
namespace {

using namespace test_helpers;

int eval(const char* text) { return evaluate(parse_position(text)); }

TEST(HalfAliceEvaluate, StartIsLevelButForTheMove) {
  State s = start_position();
  State t = s;
  HalfAlice::play_null(t);
  EXPECT_EQ(evaluate(s), evaluate(t));
}

TEST(HalfAliceEvaluate, MaterialCounts) {
  EXPECT_GT(eval("4k3/8/8/8/8/8/8/R3K3 w - - 0 1 12"), eval("4k3/8/8/8/8/8/8/N3K3 w - - 0 1 12"));
}

// A king whose side of the mirror holds its own pieces is safer than one alone on its side.
TEST(HalfAliceEvaluate, CrowdedKingSideIsSafer) {
  const char* crowded = "rn2k3/pp6/8/8/8/8/PPP5/1KR5 w - - 0 1 16";
  const char* alone = "rn2k3/pp6/8/8/8/8/P*P*P*5/1KR*5 w - - 0 1 16";
  EXPECT_GT(eval(crowded), eval(alone));
}

// Enemy pieces on the king's side (the only ones that can check it) are a danger.
TEST(HalfAliceEvaluate, EnemiesOnTheKingsSideAreADanger) {
  EXPECT_LT(eval("3qk3/pp6/8/8/8/8/PPP5/1K6 w - - 0 1 16"),
            eval("3q*k3/pp6/8/8/8/8/PPP5/1K6 w - - 0 1 16"));
}

// With every checker in use the pieces off the checkers cannot move: a small penalty.
TEST(HalfAliceEvaluate, NoSpareCheckerIsAPenalty) {
  const char* full = "4k3/8/8/8/P*P*P*P*P*P*P*P*/N*N*N*N*4/8/R3K3 w - - 0 1 {}";
  std::string twelve = full, sixteen = full;
  twelve.replace(twelve.find("{}"), 2, "12");
  sixteen.replace(sixteen.find("{}"), 2, "16");
  EXPECT_LT(eval(twelve.c_str()), eval(sixteen.c_str()));
}

}  // namespace
}  // namespace menagerie::half_alice
