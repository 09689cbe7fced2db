// The position text (FEN with '*' for a piece on a checker, and the checker supply), move texts,
// SAN, and the errors bad input gets.
#include <gtest/gtest.h>

#include "core/error.hpp"
#include "games/half_alice/tests/helpers.hpp"
#include "support/error_of.hpp"

namespace menagerie::half_alice {
namespace {

using namespace test_helpers;
using menagerie::harness::error_of;

TEST(HalfAliceNotation, StartText) {
  EXPECT_EQ(position_text(start_position()),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 12");
  EXPECT_EQ(position_text(start_position(kUnlimited)),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 unlimited");
}

TEST(HalfAliceNotation, MarksRoundTrip) {
  State s = after(start_position(16), {"e2e4", "e7e5", "g1f3"});
  std::string text = position_text(s);
  EXPECT_EQ(text, "rnbqkbnr/pppp1ppp/8/4p*3/4P*3/5N*2/PPPP1PPP/RNBQKB1R b KQkq - 1 2 16");
  State back = parse_position(text);
  EXPECT_EQ(back, s);
  // The strict check rule is an eighth field.
  State strict = start_position(12, true);
  EXPECT_EQ(position_text(strict),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 12 strict");
  EXPECT_EQ(parse_position(position_text(strict)), strict);
}

TEST(HalfAliceNotation, BadPositionsAreRefusedWithTheReason) {
  auto err = [](const char* t) { return error_of([&] { parse_position(t); }); };
  EXPECT_NE(err("4k3/8/8/8/8/8/8/*4K3 w - - 0 1").find("'*'"), std::string::npos);
  EXPECT_NE(err("4k3/8/8/8/8/8/8/4K**3 w - - 0 1").find("'*'"), std::string::npos);
  EXPECT_NE(err("4k3/8/8/8/8/8/8/4K3 w - - 0 1 13").find("checker supply"), std::string::npos);
  EXPECT_NE(err("4k3/8/8/8/8/8/8/4K3 w - - 0 1 12 loose").find("eighth field"), std::string::npos);
  EXPECT_NE(err("4k3/8/8/8/8/8/8/P3K3 w - - 0 1 12").find("rank"), std::string::npos);
  // Thirteen white pieces on checkers with twelve checkers.
  EXPECT_NE(err("4k3/8/8/P*P*P*P*P*P*P*P*/N*N*N*N*N*3/8/8/4K3 w - - 0 1 12").find("checkers"),
            std::string::npos);
  // Castling rights for a king and rook on different sides of the mirror.
  EXPECT_NE(err("4k3/8/8/8/8/8/8/4K2R* w K - 0 1 12").find("different sides"), std::string::npos);
  // Black in check on its own side with White to move.
  EXPECT_NE(err("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1 12").find("in check"), std::string::npos);
  // ... but a rook on the other side of the mirror gives no check.
  EXPECT_NO_THROW(parse_position("4k3/8/8/8/8/8/8/4R*1K1 w - - 0 1 12"));
}

TEST(HalfAliceNotation, MoveTextsAndSan) {
  State s = start_position();
  EXPECT_EQ(move_display(s, parse_move(s, "g1f3")), "Nf3");
  EXPECT_EQ(move_text(parse_move(s, "Nf3")), "g1f3");
  // SAN as every reader takes it (issue 25), needless disambiguation included.
  for (const char* text : {"Ngf3", "N1f3", "Ng1f3", "Ng1-f3", "Nf3!"})
    EXPECT_EQ(move_text(parse_move(s, text)), "g1f3") << text;
  EXPECT_EQ(move_text(parse_move(s, "e2-e4")), "e2e4");
  State c = parse_position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 12");
  Move castle = parse_move(c, "e1g1");
  EXPECT_EQ(castle.kind(), Move::kCastling);
  EXPECT_EQ(move_text(castle), "e1g1");
  EXPECT_EQ(move_display(c, castle), "O-O");
  EXPECT_EQ(parse_move(c, "e1h1"), castle);  // king takes rook, as Chess960's UCI writes it
  EXPECT_EQ(parse_move(c, "O-O-O"), parse_move(c, "e1c1"));
  EXPECT_EQ(parse_move(c, "0-0"), castle);
  State p = parse_position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 12");
  // The new queen arrives behind the mirror: it checks a king there, not one in front.
  EXPECT_EQ(move_display(p, parse_move(p, "b7b8q")), "b8=Q");
  State q = parse_position("4k*3/1P6/8/8/8/8/8/4K3 w - - 0 1 12");
  EXPECT_EQ(move_display(q, parse_move(q, "b7b8q")), "b8=Q+");
  State a1 = parse_position("1k1Q4/8/1R*6/8/8/8/8/7K b - - 0 1 12");
  EXPECT_EQ(move_display(a1, parse_move(a1, "b8a7")), "Ka7");
}

TEST(HalfAliceNotation, IllegalMovesSayWhy) {
  State s = start_position();
  auto err = [&](const State& st, const char* m) { return error_of([&] { parse_move(st, m); }); };
  EXPECT_NE(err(s, "e3e4").find("no piece on e3"), std::string::npos);
  EXPECT_NE(err(s, "e7e5").find("Black's"), std::string::npos);
  EXPECT_NE(err(s, "zz").find("not a move"), std::string::npos);
  EXPECT_NE(err(s, "e2e5").find("not a legal move"), std::string::npos);
  State m = parse_position("4k3/8/8/3p*4/8/8/8/3QK3 w - - 0 1 12");
  EXPECT_NE(err(m, "d1d5").find("other side of the mirror"), std::string::npos);
  State full = parse_position("4k3/8/8/8/P*P*P*P*P*P*P*P*/N*N*N*N*4/8/R3K3 w - - 0 1 12");
  EXPECT_NE(err(full, "a1a2").find("checkers are in use"), std::string::npos);
}

}  // namespace
}  // namespace menagerie::half_alice
