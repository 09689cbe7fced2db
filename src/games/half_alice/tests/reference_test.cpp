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

// Positions chosen for the rare moves: castling on either side of the mirror, en passant on the
// arrival side, promotions, checks to block from the other side, and a full checker supply.
TEST(HalfAliceReference, AgreesOnSpecialMoves) {
  for (const char* text : {
           "r3k2r/pppq1ppp/2n*2n2/3p*4/4P*3/2N2N*2/PPPQ1PPP/R3K2R w KQkq - 0 1 unlimited",
           "r*3k*2r*/8/8/8/8/8/8/R*3K*2R* b KQkq - 0 1 unlimited",
           "4k3/8/8/8/3p*4/8/4P3/4K3 w - - 0 1 unlimited",
           "4k3/1P*P5/8/8/8/8/1p*p5/4K3 w - - 0 1 16",
           "4r1k1/8/8/8/8/2N*5/1B*6/4K3 w - - 0 1 unlimited",
           "4k3/8/8/8/P*P*P*P*P*P*P*P*/N*N*N*N*4/8/R3K2R w KQ - 0 1 12",
           "r3k2r/8/8/8/P*P*P*P*P*P*P*1/N*N*N*N*4/8/R3K2R w KQkq - 0 1 12",
       }) {
    SCOPED_TRACE(text);
    expect_agreement(parse_position(text), 3);
  }
}

// The strict check rule (option check=strict) in both generators.
TEST(HalfAliceReference, AgreesUnderTheStrictRule) {
  for (State s : random_positions(10, kUnlimited, 17)) {
    s.strict = true;
    expect_agreement(s, 2);
  }
  State block = parse_position("4r1k1/8/8/8/8/2N*5/1B*6/4K3 w - - 0 1 unlimited strict");
  expect_agreement(block, 3);
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
