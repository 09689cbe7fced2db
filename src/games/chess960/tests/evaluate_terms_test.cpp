// The evaluator's threat, pawn, outpost and king-file terms, each probed alone (its weight set,
// every other weight zero), so the evaluation is exactly the count of threats the term sees, times
// the weight.
#include <string_view>

#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "games/chess960/evaluate.hpp"

namespace menagerie::chess960 {
namespace {

// The evaluation of `fen` with only the weight named `name` set, to 1 in both phases.
int only(std::string_view name, std::string_view fen) {
  Weights w{};
  for (int i = 0; i < Weights::kCount; ++i)
    if (Weights::names()[i] == name) w.values[i] = {1, 1};
  return evaluate(chess::parse_fen(fen), w);
}

TEST(EvaluateThreats, APawnAttackingAPieceCounts) {
  // The e4 pawn attacks the d5 knight; nothing defends it, so it hangs as well.
  EXPECT_EQ(only("threat-by-pawn", "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1"), 1);
  EXPECT_EQ(only("hanging", "4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1"), 1);
  // From Black's side of the board the same threat counts against the side to move.
  EXPECT_EQ(only("threat-by-pawn", "4k3/8/8/3n4/4P3/8/8/4K3 b - - 0 1"), -1);
  // A pawn attacks pawns too, but that is no threat to a piece.
  EXPECT_EQ(only("threat-by-pawn", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"), 0);
}

TEST(EvaluateThreats, ADefendedPieceDoesNotHang) {
  // The e6 pawn defends the knight: still attacked by a pawn, no longer hanging.
  EXPECT_EQ(only("threat-by-pawn", "4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1"), 1);
  EXPECT_EQ(only("hanging", "4k3/8/4p3/3n4/4P3/8/8/4K3 w - - 0 1"), 0);
}

TEST(EvaluateThreats, AMinorPieceAttackingARookOrQueenCounts) {
  EXPECT_EQ(only("threat-by-minor", "4k3/8/8/3r4/8/4N3/8/4K3 w - - 0 1"), 1);
  EXPECT_EQ(only("threat-by-minor", "4k3/8/8/3q4/8/4N3/8/4K3 w - - 0 1"), 1);
  // A knight attacking a bishop is no threat of this kind.
  EXPECT_EQ(only("threat-by-minor", "4k3/8/8/3b4/8/4N3/8/4K3 w - - 0 1"), 0);
  // A rook attacking a rook is not a minor piece's threat, and each rook is defended by its king.
  EXPECT_EQ(only("threat-by-minor", "3rk3/8/8/8/8/8/8/3RK3 w - - 0 1"), 0);
  EXPECT_EQ(only("hanging", "3rk3/8/8/8/8/8/8/3RK3 w - - 0 1"), 0);
}

TEST(EvaluatePawns, PawnsSideBySideOrDefendedAreConnected) {
  EXPECT_EQ(only("connected-pawn", "4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1"), 2);
  // e5 is defended by d4; d4 itself has no support.
  EXPECT_EQ(only("connected-pawn", "4k3/8/8/4P3/3P4/8/8/4K3 w - - 0 1"), 1);
  EXPECT_EQ(only("connected-pawn", "4k3/8/8/8/2P1P3/8/8/4K3 w - - 0 1"), 0);
}

TEST(EvaluatePawns, APassedPawnWantsOurKingNearerItsStopSquare) {
  // The e4 pawn has come two ranks from its start; its stop square is e5. Their king on a8 is
  // four steps from e5, ours on e3 two: (4 - 2) × 2.
  EXPECT_EQ(only("passed-king", "k7/8/8/8/4P3/4K3/8/8 w - - 0 1"), 4);
  EXPECT_EQ(only("passed-king", "k7/8/8/8/4P3/4K3/8/8 b - - 0 1"), -4);
  // With a black pawn on d6 the e4 pawn is not passed, and no term is counted.
  EXPECT_EQ(only("passed-king", "k7/8/3p4/8/4P3/4K3/8/8 w - - 0 1"), 0);
}

TEST(EvaluatePawns, APassedPawnWithAPieceOnItsStopSquareIsBlocked) {
  EXPECT_EQ(only("passed-blocked", "4k3/8/8/4n3/4P3/8/8/4K3 w - - 0 1"), 2);
  EXPECT_EQ(only("passed-blocked", "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1"), 0);
}

TEST(EvaluatePieces, AKnightNoPawnCanChaseIsOnAnOutpost) {
  EXPECT_EQ(only("knight-outpost", "4k3/8/8/3N4/4P3/8/8/4K3 w - - 0 1"), 1);
  // c7 can advance to c6 and attack d5.
  EXPECT_EQ(only("knight-outpost", "4k3/2p5/8/3N4/4P3/8/8/4K3 w - - 0 1"), 0);
  // Without the defending pawn it is no outpost.
  EXPECT_EQ(only("knight-outpost", "4k3/8/8/3N4/8/8/8/4K3 w - - 0 1"), 0);
}

TEST(EvaluateKing, FilesAtOrBesideTheKingWithoutOurPawnsAreOpen) {
  // White's king on e1 has no pawn of its own on d or e; Black's e8 king is covered.
  EXPECT_EQ(only("king-open-file", "4k3/pppppppp/8/8/8/8/PPP2PPP/4K3 w - - 0 1"), 2);
  EXPECT_EQ(only("king-open-file", "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1"), 0);
}

}  // namespace
}  // namespace menagerie::chess960
