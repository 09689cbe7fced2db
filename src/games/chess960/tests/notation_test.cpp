#include "chess/notation.hpp"

#include <gtest/gtest.h>

#include "games/chess960/tests/helpers.hpp"

namespace menagerie::chess {
namespace {

using harness::error_of;
using ::testing::HasSubstr;

std::string san(const std::string& fen, const std::string& uci) {
  Position pos = parse_fen(fen);
  return to_san(pos, parse_move(pos, uci));
}

TEST(San, PiecesCapturesPawnsAndPromotions) {
  EXPECT_EQ(san(std::string(kStandardFen), "g1f3"), "Nf3");
  EXPECT_EQ(san(std::string(kStandardFen), "e2e4"), "e4");
  EXPECT_EQ(san("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"), "exd5");
  EXPECT_EQ(san("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7b8q"), "axb8=Q+");
  EXPECT_EQ(san("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6"), "exd6");
}

TEST(San, DisambiguatesByFileThenRankThenSquare) {
  EXPECT_EQ(san("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "b1d2"), "Nbd2");
  EXPECT_EQ(san("4k3/8/8/8/8/R7/8/R3K3 w - - 0 1", "a1a2"), "R1a2");
  EXPECT_EQ(san("7k/8/8/8/2Q1Q3/8/2Q5/4K3 w - - 0 1", "c4d3"), "Qc4d3");
}

TEST(San, CastlingCheckAndMate) {
  EXPECT_EQ(san("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1h1"), "O-O");
  EXPECT_EQ(san("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1a1"), "O-O-O");
  EXPECT_EQ(san("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"), "Ra8+");
  EXPECT_EQ(san("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"), "Ra8#");
}

TEST(ParseMove, AcceptsEveryUsualForm) {
  Position pos = parse_fen("4k3/P7/8/8/8/8/8/R3K2R w KQ - 0 1");
  EXPECT_EQ(parse_move(pos, "e1g1"), parse_move(pos, "e1h1"));  // standard and Chess960 castling
  EXPECT_EQ(parse_move(pos, "O-O"), parse_move(pos, "0-0"));
  EXPECT_EQ(parse_move(pos, "a8=Q+"), parse_move(pos, "a7a8q"));
  EXPECT_EQ(parse_move(pos, "a8Q"), parse_move(pos, "a7a8q"));
  EXPECT_EQ(parse_move(pos, "Rd1!?"), parse_move(pos, "a1d1"));
  EXPECT_EQ(parse_move(pos, "Rad1"), parse_move(pos, "a1d1"));  // superfluous disambiguation
}

TEST(ParseMove, KingStepToG1IsNotCastlingWhenItIsAnOrdinaryMove) {
  // King f1, rook h1: f1g1 is a plain king step; castling is f1h1.
  Position pos = parse_fen("4k3/8/8/8/8/8/8/5K1R w H - 0 1");
  EXPECT_EQ(parse_move(pos, "f1g1").kind(), Move::kNormal);
  EXPECT_EQ(parse_move(pos, "f1h1").kind(), Move::kCastling);
}

struct BadMove {
  const char* fen;
  const char* move;
  const char* message;
};
class MoveErrors : public ::testing::TestWithParam<BadMove> {};

TEST_P(MoveErrors, SayWhyTheMoveIsRejected) {
  Position pos = parse_fen(GetParam().fen);
  Position before = pos;
  EXPECT_THAT(error_of([&] { parse_move(pos, GetParam().move); }), HasSubstr(GetParam().message));
  EXPECT_EQ(pos, before);
}

INSTANTIATE_TEST_SUITE_P(
    Cases, MoveErrors,
    ::testing::Values(
        BadMove{kStandardFen.data(), "", "no move given"},
        BadMove{kStandardFen.data(), "zz9", "bad move 'zz9'"},
        BadMove{kStandardFen.data(), "e3e4", "there is no piece on e3"},
        BadMove{kStandardFen.data(), "e7e5", "the pawn on e7 is Black's, and it is White to move"},
        BadMove{kStandardFen.data(), "e2e5", "the pawn on e2 cannot move to e5"},
        BadMove{kStandardFen.data(), "Nf4", "no White knight can move to f4"},
        BadMove{kStandardFen.data(), "e2e4q", "is not a promotion"},
        BadMove{kStandardFen.data(), "e2e4k", "promotion letter must be q, r, b or n"},
        BadMove{"4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", "e1f2", "leave the White king in check"},
        BadMove{"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", "Nd2",
                "ambiguous move Nd2: it could be Nbd2 or Nfd2"},
        BadMove{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8", "promotes: add the piece"},
        BadMove{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8", "say what the pawn becomes"},
        BadMove{"4k3/8/8/8/8/8/8/4K2R w - - 0 1", "O-O", "White cannot castle h-side now"},
        BadMove{"4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1g1", "castling is not allowed here"},
        BadMove{"k7/8/1Q6/8/8/8/8/4K3 b - - 0 1", "a8b8", "game is over by stalemate"},
        BadMove{"R5k1/5ppp/8/8/8/8/8/4K3 b - - 0 1", "g8h8", "game is over by checkmate"}));

}  // namespace
}  // namespace menagerie::chess
