// Move generation rules, each in a position built to show it. Castling is written king-takes-rook.
#include "chess/movegen.hpp"

#include <gtest/gtest.h>

#include "core/rng.hpp"
#include "engine/perft.hpp"
#include "games/chess960/chess960.hpp"
#include "games/chess960/tests/helpers.hpp"

namespace menagerie::chess {
namespace {

using harness::has_move;
using harness::uci_moves;

TEST(Castling, StandardBothSides) {
  const char* fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  EXPECT_TRUE(has_move(fen, "e1h1"));
  EXPECT_TRUE(has_move(fen, "e1a1"));
  Position pos = parse_fen(fen);
  play(pos, parse_move(pos, "O-O"));
  EXPECT_EQ(pos.board[make_square(6, 0)], make_piece(kWhite, kKing));
  EXPECT_EQ(pos.board[make_square(5, 0)], make_piece(kWhite, kRook));
  EXPECT_FALSE(pos.has_castling(kWhite, kASide));
  EXPECT_TRUE(pos.has_castling(kBlack, kASide));
}

TEST(Castling, KingAlreadyOnItsTargetSquare) {
  // King g1, rook h1: only the rook moves (to f1), which needs f1 empty and g1 not attacked.
  const char* fen = "4k3/8/8/8/8/8/8/6KR w H - 0 1";
  ASSERT_TRUE(has_move(fen, "g1h1"));
  Position pos = parse_fen(fen);
  play(pos, Move(make_square(6, 0), make_square(7, 0), Move::kCastling));
  EXPECT_EQ(pos.board[make_square(6, 0)], make_piece(kWhite, kKing));
  EXPECT_EQ(pos.board[make_square(5, 0)], make_piece(kWhite, kRook));
  EXPECT_EQ(pos.board[make_square(7, 0)], kNoPiece);
}

TEST(Castling, RookAlreadyOnItsTargetSquare) {
  // King e1, h-side rook f1: the king passes over its own rook to g1.
  EXPECT_TRUE(has_move("4k3/8/8/8/8/8/8/4KR2 w F - 0 1", "e1f1"));
}

TEST(Castling, KingAndRookSwapPlaces) {
  // King b1, a-side rook... a1: king to c1, rook to d1.
  const char* fen = "4k3/8/8/8/8/8/8/RK6 w A - 0 1";
  ASSERT_TRUE(has_move(fen, "b1a1"));
  Position pos = parse_fen(fen);
  play(pos, parse_move(pos, "O-O-O"));
  EXPECT_EQ(pos.board[make_square(2, 0)], make_piece(kWhite, kKing));
  EXPECT_EQ(pos.board[make_square(3, 0)], make_piece(kWhite, kRook));
}

TEST(Castling, EverySquareCrossedMustBeEmptyForBothPieces) {
  // The king's path (b1..c1) is clear but the rook's (a1..d1) is blocked by a knight on d1.
  EXPECT_FALSE(has_move("4k3/8/8/8/8/8/8/RK1N4 w A - 0 1", "b1a1"));
  // A piece on the rook's target square blocks too.
  EXPECT_FALSE(has_move("4k3/8/8/8/8/8/8/4K1NR w H - 0 1", "e1h1"));
}

TEST(Castling, KingMayNotCrossOrLandOnAnAttackedSquare) {
  EXPECT_FALSE(has_move("4kr2/8/8/8/8/8/8/4K2R w H - 0 1", "e1h1"));   // f1 attacked
  EXPECT_FALSE(has_move("4k1r1/8/8/8/8/8/8/4K2R w H - 0 1", "e1h1"));  // g1 attacked
  EXPECT_FALSE(has_move("4k3/8/8/8/8/8/8/r3K2R w H - 0 1", "e1h1"));   // in check
}

TEST(Castling, TheRookMayCrossAttackedSquares) {
  // b1 is attacked, but only the rook crosses it in O-O-O.
  EXPECT_TRUE(has_move("1r2k3/8/8/8/8/8/8/R3K3 w A - 0 1", "e1a1"));
}

TEST(Castling, TheCastlingRookDoesNotShieldTheKingsDestination) {
  // Black rook a1 is behind White's castling rook b1: after O-O-O the king on c1 would be in check.
  EXPECT_FALSE(has_move("4k3/8/8/8/8/8/8/rR2K3 w B - 0 1", "e1b1"));
}

TEST(Castling, RightsLostWhenKingOrRookMovesOrTheRookIsTaken) {
  Position pos = parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  Position p1 = pos;
  play(p1, parse_move(p1, "Rh2"));
  EXPECT_FALSE(p1.has_castling(kWhite, kHSide));
  EXPECT_TRUE(p1.has_castling(kWhite, kASide));
  Position p2 = pos;
  play(p2, parse_move(p2, "Kd1"));
  EXPECT_FALSE(p2.has_castling(kWhite, kHSide));
  EXPECT_FALSE(p2.has_castling(kWhite, kASide));
  Position p3 = pos;
  play(p3, parse_move(p3, "Rxh8+"));
  EXPECT_FALSE(p3.has_castling(kBlack, kHSide));
  EXPECT_TRUE(p3.has_castling(kBlack, kASide));
}

TEST(EnPassant, CaptureRemovesThePawnBehind) {
  Position pos = parse_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
  Move m = parse_move(pos, "exd6");
  EXPECT_EQ(m.kind(), Move::kEnPassant);
  play(pos, m);
  EXPECT_EQ(pos.board[make_square(3, 4)], kNoPiece);
  EXPECT_EQ(pos.board[make_square(3, 5)], make_piece(kWhite, kPawn));
}

TEST(EnPassant, OnlyRightAfterTheDoubleStep) {
  Position pos = parse_fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
  play(pos, parse_move(pos, "d5"));
  EXPECT_TRUE(has_move(to_fen(pos), "e5d6"));
  play(pos, parse_move(pos, "Kf1"));
  play(pos, parse_move(pos, "Kf8"));
  EXPECT_FALSE(has_move(to_fen(pos), "e5d6"));
}

TEST(EnPassant, IllegalWhenBothPawnsLeaveAPinnedRank) {
  // King a5, pawns e5/d5 between it and a rook on h5: taking would expose the king.
  EXPECT_FALSE(has_move("4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 1", "e5d6"));
}

TEST(EnPassant, CapturesTheCheckingPawn) {
  // The d5 pawn that just advanced gives check to the king on e4; taking it en passant answers.
  EXPECT_TRUE(has_move("4k3/8/8/3pP3/4K3/8/8/8 w - d6 0 1", "e5d6"));
}

TEST(Promotion, FourPiecesAndCapturePromotions) {
  auto moves = uci_moves("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
  for (const char* m : {"a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8n"})
    EXPECT_NE(std::find(moves.begin(), moves.end(), m), moves.end()) << m;
}

TEST(Check, DoubleCheckAllowsOnlyKingMoves) {
  // Rook e8 and bishop b4 both check the king on e1; the queen could take either but may not.
  for (const auto& m : uci_moves("4r1k1/8/8/8/1b6/8/3Q4/4K3 w - - 0 1"))
    EXPECT_EQ(m.substr(0, 2), "e1");
}

TEST(Check, PinnedPieceMovesOnlyAlongThePin) {
  // The rook on e4 is pinned by the rook on e8: it may slide on the e-file, never sideways.
  auto moves = uci_moves("4r1k1/8/8/8/4R3/8/8/4K3 w - - 0 1");
  EXPECT_NE(std::find(moves.begin(), moves.end(), "e4e8"), moves.end());
  EXPECT_EQ(std::find(moves.begin(), moves.end(), "e4a4"), moves.end());
}

TEST(Check, KingCannotStepAlongTheCheckingRay) {
  // Rook on a1 checks the king on e1; f1 stays attacked once the king leaves e1.
  EXPECT_FALSE(has_move("4k3/8/8/8/8/8/8/r3K3 w - - 0 1", "e1f1"));
}

TEST(Keys, IncrementalKeyMatchesRecomputedOverRandomPlayouts) {
  Rng rng(20261122);
  for (int game = 0; game < 50; ++game) {
    Position pos = parse_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
    for (int ply = 0; ply < 120; ++ply) {
      MoveBuffer moves;
      generate_legal(pos, moves);
      if (moves.empty()) break;
      play(pos, moves[rng.below(moves.size())]);
      ASSERT_EQ(pos.key, compute_key(pos)) << to_fen(pos);
      ASSERT_EQ(parse_fen(to_fen(pos)), pos) << to_fen(pos);
    }
  }
}

TEST(Perft, KnownCountsOfTheStandardTestPositions) {
  // Counts published with the classic perft positions (start, "Kiwipete", and positions 3 to 5).
  EXPECT_EQ(engine::perft<Chess960>(parse_fen(kStandardFen), 4), 197281u);
  EXPECT_EQ(
      engine::perft<Chess960>(
          parse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"), 3),
      97862u);
  EXPECT_EQ(engine::perft<Chess960>(parse_fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"), 4),
            43238u);
  EXPECT_EQ(engine::perft<Chess960>(
                parse_fen("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"), 3),
            9467u);
  EXPECT_EQ(engine::perft<Chess960>(
                parse_fen("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"), 3),
            62379u);
}

}  // namespace
}  // namespace menagerie::chess
