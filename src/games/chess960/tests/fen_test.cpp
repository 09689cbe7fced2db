#include "chess/fen.hpp"

#include <gtest/gtest.h>

#include "games/chess960/tests/helpers.hpp"

namespace menagerie::chess {
namespace {

using harness::error_of;
using ::testing::HasSubstr;

TEST(Fen, StandardRoundTripWritesShredderCastling) {
  Position pos = parse_fen(kStandardFen);
  EXPECT_EQ(to_fen(pos), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
  EXPECT_EQ(pos.castle_rook[castling_index(kWhite, kHSide)], make_square(7, 0));
  EXPECT_EQ(pos.castle_rook[castling_index(kBlack, kASide)], make_square(0, 7));
  EXPECT_EQ(parse_fen(to_fen(pos)), pos);
}

TEST(Fen, XFenLettersMeanTheOutermostRook) {
  // Two rooks on the h-side of the king: K means the outer one (h1), a file letter names either.
  Position outer = parse_fen("4k3/8/8/8/8/8/8/R3K1RR w KQ - 0 1");
  EXPECT_EQ(outer.castle_rook[castling_index(kWhite, kHSide)], make_square(7, 0));
  Position inner = parse_fen("4k3/8/8/8/8/8/8/R3K1RR w GA - 0 1");
  EXPECT_EQ(inner.castle_rook[castling_index(kWhite, kHSide)], make_square(6, 0));
  EXPECT_EQ(to_fen(inner), "4k3/8/8/8/8/8/8/R3K1RR w GA - 0 1");
}

TEST(Fen, ShredderFieldFromTheSharedSuite) {
  Position pos = parse_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
  EXPECT_EQ(pos.castle_rook[castling_index(kWhite, kHSide)], make_square(7, 0));
  EXPECT_EQ(pos.castle_rook[castling_index(kWhite, kASide)], make_square(5, 0));
  EXPECT_EQ(to_fen(pos), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
}

TEST(Fen, CountersMayBeLeftOut) {
  Position pos = parse_fen("4k3/8/8/8/8/8/8/4K3 b - -");
  EXPECT_EQ(pos.halfmove, 0);
  EXPECT_EQ(pos.fullmove, 1);
  EXPECT_EQ(pos.side, kBlack);
}

TEST(Fen, EnPassantIsKeptOnlyWhenACaptureIsPossible) {
  Position none = parse_fen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
  EXPECT_EQ(none.ep, kNoSq);
  Position some = parse_fen("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
  EXPECT_EQ(some.ep, make_square(4, 2));
  EXPECT_EQ(to_fen(some), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
}

struct BadFen {
  const char* fen;
  const char* message;
};

class FenErrors : public ::testing::TestWithParam<BadFen> {};

TEST_P(FenErrors, NameTheFault) {
  EXPECT_THAT(error_of([&] { parse_fen(GetParam().fen); }), HasSubstr(GetParam().message));
}

INSTANTIATE_TEST_SUITE_P(
    Fields, FenErrors,
    ::testing::Values(
        BadFen{"", "expected 4 to 6"}, BadFen{"8/8/8/8/8/8/8/8 w", "found 2"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra", "found 7"},
        BadFen{"4k3/8/8/8/8/8/8 w - - 0 1", "7 ranks"},
        BadFen{"4k3/8/8/8/8/8/8/8/4K3 w - - 0 1", "more than 8 ranks"},
        BadFen{"4k3/8/8/8/8/8/7/4K3 w - - 0 1", "rank 2 describes 7 squares"},
        BadFen{"4k3/8/8/8/8/8/44P/4K3 w - - 0 1", "rank 2 describes more than 8"},
        BadFen{"4k3/8/8/8/8/8/8/4X3 w - - 0 1", "'X' in the board field"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 x - - 0 1", "side-to-move field is 'x'"},
        BadFen{"4k3/8/8/8/8/8/8/8 w - - 0 1", "White has 0 kings"},
        BadFen{"4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "White has 2 kings"},
        BadFen{"3kk3/8/8/8/8/8/8/4K3 w - - 0 1", "Black has 2 kings"},
        BadFen{"4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "pawn stands on the first or last rank (a1)"},
        BadFen{"p3k3/8/8/8/8/8/8/4K3 w - - 0 1", "(a8)"},
        BadFen{"4k3/8/8/8/8/8/PPPPPPPP/P3K3 w - - 0 1", "more than 8 pawns"},
        BadFen{"4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "Black is in check but it is White's move"},
        BadFen{"4k3/8/8/8/8/8/8/R3K2R w X - 0 1", "'X' in the castling field"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w K - 0 1", "names no White rook on the h side"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w q - 0 1", "names no Black rook"},
        BadFen{"4k3/8/8/8/8/8/4K3/R6R w K - 0 1", "needs the White king on its first rank"},
        BadFen{"4k3/8/8/8/8/8/8/R3K2R w KH - 0 1", "two rights on the h-side"},
        BadFen{"4k3/8/8/8/8/8/8/R3K2R w E - 0 1", "names no White rook"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w - e9 0 1", "en passant field 'e9'"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w - e3 0 1", "not on rank 6"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "does not follow a two-step Black pawn move"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w - - -1 1", "halfmove field '-1'"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w - - x 1", "halfmove field 'x'"},
        BadFen{"4k3/8/8/8/8/8/8/4K3 w - - 0 0", "fullmove field '0'"},
        BadFen{"4k3/8/8/8/4q3/3n1n2/8/4K3 w - - 0 1", "in check from 3 pieces"}));

}  // namespace
}  // namespace menagerie::chess
