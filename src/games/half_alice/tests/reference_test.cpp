// The short differential test: our generator against the independent two-board reference
// (tests/support/reference.cpp) from the start and from positions of random play. The long one,
// depth 4 from 50 positions, is the suite's (tests/suite/perft_suite.cpp).
#include <gtest/gtest.h>

#include "games/half_alice/tests/helpers.hpp"
#include "games/half_alice/tests/support/agreement.hpp"

namespace menagerie::half_alice {
namespace {

using namespace test_helpers;

TEST(HalfAliceReference, AgreesFromTheStart) { expect_agreement(start_position(kUnlimited), 3); }

TEST(HalfAliceReference, AgreesFromRandomPlay) {
  for (const State& s : random_positions(12, kUnlimited, 11)) expect_agreement(s, 2);
}

// The reference also counts checkers: positions of the book's 12-checker game.
TEST(HalfAliceReference, AgreesWithTwelveCheckers) {
  for (const State& s : random_positions(8, 12, 5, 30, 90)) expect_agreement(s, 2);
}

// The reference is a real oracle: it tells the rules apart where ours would be wrong (a king may
// not escape check by switching, diagram A1).
TEST(HalfAliceReference, ReferenceSeesDiagramA1) {
  auto b = reference::parse("1k1Q4/8/1R*6/8/8/8/8/7K b - - 0 1 12");
  auto moves = reference::legal_moves(b);
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_EQ(reference::text(moves[0]), "b8a7");
}

}  // namespace
}  // namespace menagerie::half_alice
