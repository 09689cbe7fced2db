#include "chess/see.hpp"

#include <gtest/gtest.h>

#include <string>

#include "chess/fen.hpp"
#include "chess/notation.hpp"

namespace menagerie::chess {
namespace {

// The exchange value of `move` in `fen`, found as the threshold where see_ge turns false; checks
// that see_ge is monotone on the way.
int exchange_value(const std::string& fen, const std::string& move) {
  Position pos = parse_fen(fen);
  Move m = parse_move(pos, move);
  for (int t = -2000; t <= 2000; ++t)
    if (!see_ge(pos, m, t)) {
      for (int u = t; u <= t + 300; u += 7) EXPECT_FALSE(see_ge(pos, m, u)) << fen << " " << u;
      return t - 1;
    }
  return 2000;
}

TEST(StaticExchange, UndefendedPawnWinsAPawn) {
  EXPECT_EQ(exchange_value("k7/8/8/4p3/8/8/8/K3R3 w - - 0 1", "e1e5"), 100);
}

TEST(StaticExchange, QueenTakingADefendedPawnLosesTheQueenForIt) {
  EXPECT_EQ(exchange_value("k7/8/3p4/4p3/8/8/8/K3Q3 w - - 0 1", "e1e5"), 100 - 950);
}

TEST(StaticExchange, PieceBehindTheCapturerJoinsIn) {
  // Re2xe5 Rxe5 Rxe5: the e1 rook sees e5 once the e2 rook has gone.
  EXPECT_EQ(exchange_value("k3r3/8/8/4p3/8/8/4R3/K3R3 w - - 0 1", "e2e5"), 100);
  // Without it, the rook is lost for a pawn.
  EXPECT_EQ(exchange_value("k3r3/8/8/4p3/8/8/4R3/K7 w - - 0 1", "e2e5"), 100 - 500);
}

TEST(StaticExchange, DefenderStopsWhenRecapturingWouldCostIt) {
  // Nxe5: the queen would win the knight but lose itself to the bishop, so Black stops.
  EXPECT_EQ(exchange_value("4q2k/8/8/4p3/8/3N2B1/8/K7 w - - 0 1", "d3e5"), 100);
}

TEST(StaticExchange, KingRecapturesOnlyAnUncoveredSquare) {
  EXPECT_EQ(exchange_value("8/8/3k4/4p3/8/8/8/K3R3 w - - 0 1", "e1e5"), 100 - 500);
  // The h2 bishop covers e5: the king may not take.
  EXPECT_EQ(exchange_value("8/8/3k4/4p3/8/8/7B/K3R3 w - - 0 1", "e1e5"), 100);
}

TEST(StaticExchange, EnPassantTakesThePawnBesideTheTarget) {
  EXPECT_EQ(exchange_value("k7/8/8/3pP3/8/8/8/K7 w - d6 0 1", "e5d6"), 100);
  EXPECT_EQ(exchange_value("k7/2p5/8/3pP3/8/8/8/K7 w - d6 0 1", "e5d6"), 0);
}

TEST(StaticExchange, QuietMoveOntoAnAttackedSquareLosesThePiece) {
  EXPECT_EQ(exchange_value("k7/8/3p4/8/8/8/8/K3N3 w - - 0 1", "e1f3"), 0);
  EXPECT_EQ(exchange_value("k7/8/8/3p4/8/8/8/K5N1 w - - 0 1", "g1e2"), 0);
  EXPECT_EQ(exchange_value("k7/8/8/3p4/8/8/8/K2N4 w - - 0 1", "d1e3"), 0);
  // Ne3 is attacked by the d4 pawn.
  EXPECT_EQ(exchange_value("k7/8/8/8/3p4/8/8/K2N4 w - - 0 1", "d1e3"), -320);
}

}  // namespace
}  // namespace menagerie::chess
