// The differential suite: perft to depth 4 from the start and from 50 positions of seeded random
// play, ours against the independent two-board reference (classic Alice Chess: unlimited
// checkers), and depth 3 from 20 positions of the book's 12-checker game and 20 under the strict
// check rule.
#include <gtest/gtest.h>

#include "games/half_alice/tests/support/agreement.hpp"

namespace menagerie::half_alice {
namespace {

using namespace test_helpers;

TEST(HalfAlicePerftSuite, StartDepth4) { expect_agreement(start_position(kUnlimited), 4); }

TEST(HalfAlicePerftSuite, FiftyRandomPositionsDepth4) {
  for (const State& s : random_positions(50, kUnlimited, 2026)) expect_agreement(s, 4);
}

TEST(HalfAlicePerftSuite, StrictCheckDepth3) {
  for (State s : random_positions(20, kUnlimited, 99)) {
    s.strict = true;
    expect_agreement(s, 3);
  }
}

TEST(HalfAlicePerftSuite, TwelveCheckersDepth3) {
  for (const State& s : random_positions(20, 12, 12, 40, 120)) expect_agreement(s, 3);
}

}  // namespace
}  // namespace menagerie::half_alice
