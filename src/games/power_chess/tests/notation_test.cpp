// Position text and move text: round trips, the accepted forms, and an error naming the fault for
// each malformed part, impossible position and illegal move.
#include <string>

#include <gtest/gtest.h>

#include "support/error_of.hpp"

#include "core/error.hpp"
#include "helpers.hpp"
#include "support/playouts.hpp"

namespace menagerie::power_chess {
namespace {

using harness::after;
using harness::position;
using harness::text;

using menagerie::harness::expect_error;

void bad_position(const std::string& text, const std::string& needle, const Rules& rules = {}) {
  SCOPED_TRACE(text);
  expect_error([&] { PowerChess::parse_position(text, rules); }, needle);
}

void bad_move(const State& s, const std::string& move, const std::string& needle) {
  SCOPED_TRACE(move);
  const std::string before = text(s);
  expect_error([&] { PowerChess::parse_move(s, move); }, needle);
  EXPECT_EQ(text(s), before);
}

TEST(PowerChessNotation, ShortFormDefaultsTheClocks) {
  State s = position("r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B6KB6R6 w -/- -/-");
  EXPECT_EQ(text(s), text(PowerChess::start()));
}

TEST(PowerChessNotation, FieldsAcceptAnyOrderAndPrintCanonically) {
  State s = position("4k/5/5/5/5/5/2K2 w PB3R1/P b2pr6/- 3 9");
  EXPECT_EQ(text(s), "4k/5/5/5/5/5/2K2 w R1B3P/P r6b2p/- 3 9");
  EXPECT_EQ(s.fields[kWhite][kNear].count(field_kind(kBishop, 3)), 1);
  EXPECT_EQ(s.fields[kBlack][kNear].count(field_kind(kRook, 6)), 1);
}

TEST(PowerChessNotation, MalformedPositionTextNamesThePart) {
  bad_position("", "4 or 6 space-separated parts");
  bad_position("r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B6KB6R6 w -/-", "4 or 6 space-separated parts");
  bad_position("r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B6KB6R6 w -/- -/- 0", "4 or 6");
  bad_position("r6b6kb6r6/ppppp/5/5/PPPPP/R6B6KB6R6 w -/- -/-", "7 ranks");
  bad_position("r6b6kb6r6/pppppp/5/5/5/PPPPP/R6B6KB6R6 w -/- -/-", "rank 6");
  bad_position("r6b6kb6r6/pppp/5/5/5/PPPPP/R6B6KB6R6 w -/- -/-", "rank 6");
  bad_position("r6b6kb6r6/ppppp/5/6/5/PPPPP/R6B6KB6R6 w -/- -/-", "rank 4");
  bad_position("r6b6kb6r6/ppppp/5/5/5/PPNPP/R6B6KB6R6 w -/- -/-", "'N' on rank 2 is not a man");
  bad_position("r6b6kb6r6/ppppp/5/5/5/PPPPP/RB6KB6R6 w -/- -/-",
               "rook 'R' on rank 1 needs its die");
  bad_position("r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B7KB6R6 w -/- -/-",
               "bishop 'B' on rank 1 needs its die");
  bad_position("r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B6KB6R6 x -/- -/-",
               "side to move must be 'w' or 'b'");
  bad_position("r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B6KB6R6 w - -/-",
               "White's fields must be written near/back");
  bad_position("r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B6KB6R6 w -/- -/-/-", "Black's fields");
  bad_position("r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B6KB6R6 w /- -/-", "White's near field is empty");
  bad_position("r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B6KB6R6 w -/X -/-", "'X' in White's back field");
  bad_position("4k/5/5/5/5/5/2K2 w -/- -/P", "wrong case");
  bad_position("4k/5/5/5/5/5/2K2 w p/- -/-", "wrong case");
  bad_position("4k/5/5/5/5/5/2K2 w -/K -/-", "a king cannot be in White's back field");
  bad_position("4k/5/5/5/5/5/2K2 w R/- -/-", "rook 'R' in White's near field needs its die");
  bad_position("4k/5/5/5/5/5/2K2 w -/- -/- x 1", "quiet-ply count must be a whole number");
  bad_position("4k/5/5/5/5/5/2K2 w -/- -/- 0 0", "move number starts at 1");
  bad_position("4k/5/5/5/5/5/2K2 w -/- -/- 0 -3", "move number must be a whole number");
}

TEST(PowerChessNotation, ImpossiblePositionsAreRefused) {
  bad_position("5/5/5/5/5/5/2K2 w -/- -/-", "Black has 0 kings");
  bad_position("4k/5/5/5/5/5/2KK1 w -/- -/-", "White has 2 kings");
  bad_position("4k/5/5/5/5/PPPPP/2K2 w P/- -/-", "White has 6 pawns");
  bad_position("4k/5/5/5/5/5/R6R6K2 w R3/- -/-", "White has 3 rooks");
  bad_position("4k/5/5/5/5/5/2K2 w -/- b1b2b3/-", "Black has 3 bishops");
  // Black in check with White to move.
  bad_position("4k/5/5/5/5/5/2K1R6 w -/- -/-", "Black is in check but it is White's move");
  // A pawn on its last rank: possible by default, impossible when that step is forbidden.
  EXPECT_NO_THROW(position("1P2k/5/5/5/5/5/2K2 w -/- -/-"));
  Rules forbidden;
  forbidden.unpromotable = Rules::Unpromotable::kForbidden;
  bad_position("1P2k/5/5/5/5/5/2K2 w -/- -/-", "White pawn stands on its last rank", forbidden);
  bad_position("4k/5/5/5/5/5/1pK2 w -/- -/-", "Black pawn stands on its last rank", forbidden);
}

TEST(PowerChessNotation, MoveTextForEveryKindOfMove) {
  State s = position("4k/1P3/5/5/5/5/R42K1 w R2/B4 -/- 0 1");
  MovesOf<PowerChess> moves;
  PowerChess::generate(s, moves);
  for (const Move& m : moves) {
    // Every machine form parses back to the same move.
    EXPECT_EQ(PowerChess::parse_move(s, PowerChess::move_text(s, m)), m)
        << PowerChess::move_text(s, m);
    EXPECT_EQ(PowerChess::parse_move(s, PowerChess::move_display(s, m)), m)
        << PowerChess::move_display(s, m);
  }
  EXPECT_EQ(PowerChess::move_text(s, PowerChess::parse_move(s, "B4@near")), "B4@near");
  EXPECT_EQ(PowerChess::move_text(s, PowerChess::parse_move(s, "R2@b1")), "R2@b1");
  EXPECT_EQ(PowerChess::move_text(s, PowerChess::parse_move(s, "b6b7r")), "b6b7r2/near");
}

TEST(PowerChessNotation, DisplayForms) {
  State s = position("4k/1P3/5/5/5/p4/R42K1 w R2/B4 -/- 0 1");
  auto shown = [&](const char* m) {
    return PowerChess::move_display(s, PowerChess::parse_move(s, m));
  };
  EXPECT_EQ(shown("a1a2"), "Ra1xa2");
  EXPECT_EQ(shown("a1c3"), "Ra1-c3");
  EXPECT_EQ(shown("d1d2"), "Kd1-d2");
  // A fresh die-6 rook on b7 reaches d7, d6 and e6 too: the lone king is mated.
  EXPECT_EQ(shown("b6b7r"), "b6-b7=R#");
  EXPECT_EQ(shown("b6b7b"), "b6-b7=B");
  EXPECT_EQ(shown("B4@near"), "B4@near");
  EXPECT_EQ(shown("R2@e1"), "R2@e1");
  // Two rooks to choose from: the display names the die and field.
  State two = position("4k/1P3/5/5/5/5/2K2 w R4/R1 -/- 0 1");
  EXPECT_EQ(PowerChess::move_display(two, PowerChess::parse_move(two, "b6b7r1")), "b6-b7=R1/back#");
  // Check without mate is marked with '+'.
  State check = position("4k/5/5/5/5/5/K4 w R6/- p/-");
  EXPECT_EQ(PowerChess::move_display(check, PowerChess::parse_move(check, "R6@e1")), "R6@e1+");
  // Mate is marked with '#'.
  State mate = position("5/5/5/5/1pk2/4r4/K4 b -/- -/-");
  EXPECT_EQ(PowerChess::move_display(mate, PowerChess::parse_move(mate, "e2e1")), "Re2-e1#");
  // Display and loose forms are accepted.
  EXPECT_EQ(PowerChess::parse_move(s, "Ra1xa2"), PowerChess::parse_move(s, "a1a2"));
  EXPECT_EQ(PowerChess::parse_move(s, "a1-c3"), PowerChess::parse_move(s, "a1c3"));
  EXPECT_EQ(PowerChess::parse_move(s, "b6-b7=R+"), PowerChess::parse_move(s, "b6b7r2/near"));
  EXPECT_EQ(PowerChess::parse_move(s, "b6b7b/back"), PowerChess::parse_move(s, "b6b7b4/back"));
  EXPECT_EQ(PowerChess::parse_move(s, "b4@near"), PowerChess::parse_move(s, "B4@near"));
  EXPECT_EQ(PowerChess::parse_move(s, "B@near"), PowerChess::parse_move(s, "B4@near"));
}

TEST(PowerChessNotation, IllegalMovesNameTheFault) {
  const State start = PowerChess::start();
  bad_move(start, "", "empty move");
  bad_move(start, "zz", "expected a from-square");
  bad_move(start, "a2", "expected a to-square");
  bad_move(start, "a2a9", "expected a to-square");
  bad_move(start, "c3c4", "there is no man on c3");
  bad_move(start, "c6c5", "the pawn on c6 is Black's; White is to move");
  bad_move(start, "Ka2a3", "the man on a2 is a pawn, not a king");
  bad_move(start, "a1a2", "a2 is occupied by your own pawn");
  bad_move(start, "c2c4", "a pawn steps one square forward");
  bad_move(start, "c2c3q", "'q' is not a promotion piece");
  bad_move(start, "c2c3r", "not a promotion");
  bad_move(start, "R6@near", "White has no rook with die 6 in the back field");

  State rook = position("4k/5/5/5/1p3/p2r11/R31K2 w -/- -/- 0 1");
  bad_move(rook, "a1d2", "the rook on a1 (die 3) cannot reach d2");
  bad_move(rook, "c1e1", "the king moves one square");
  bad_move(rook, "a1a1", "a move must go somewhere");

  // Leaves the king in check: the bishop c1 is pinned (see the rules tests).
  State pinned = position("4k/5/5/5/5/5/K1B51r5 w -/- -/- 0 1");
  bad_move(pinned, "c1d2", "leave the king in check");

  State fields = position("4k/1P3/5/5/5/5/2K2 w R4R1/B3B2 -/- 0 1");
  bad_move(fields, "R@a1", "ambiguous: say which one (R1@a1, R4@a1)");
  bad_move(fields, "R5@a1", "no rook with die 5 in the near field");
  bad_move(fields, "R4@c1", "c1 is not empty");
  bad_move(fields, "R4@a3", "men enter on White's first rank (1), not on a3");
  bad_move(fields, "K@near", "kings never leave the board");
  bad_move(fields, "Q@near", "'Q' is not a man");
  bad_move(fields, "R9@a1", "'9' is not a die value for a rook");
  bad_move(fields, "P4@a1", "'4' is not a die value for a pawn");
  bad_move(fields, "R4@f1", "'f1' is neither 'near' nor a square");
  bad_move(fields, "b6b7", "ambiguous promotion");
  bad_move(fields, "b6b7r", "ambiguous promotion");
  bad_move(fields, "b6b7r6", "White has no such rook in the big fields");
  bad_move(fields, "b6b7b4", "White has no such bishop");
  bad_move(fields, "b6b7r4/side", "a promotion ends with /near or /back");

  Rules forbidden;
  forbidden.unpromotable = Rules::Unpromotable::kForbidden;
  bad_move(position("4k/1P3/5/5/5/5/2K2 w -/- -/-", forbidden), "b6b7",
           "these rules forbid reaching the last rank");

  // Advancing does not answer a check.
  bad_move(position("5/5/5/5/1pk2/5/K3r4 w R6/R3 -/-"), "R3@near", "leave the king in check");
  // Over: no move at all.
  bad_move(position("5/5/5/5/1pk2/5/K3r4 w -/- -/-"), "a1a2", "no move is possible: checkmate");
}

}  // namespace
}  // namespace menagerie::power_chess
