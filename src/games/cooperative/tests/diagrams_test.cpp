// The booklet's diagrams K1-K6 (docs/rules/cooperative.md, "Diagrams"), replayed step by step.
#include <gtest/gtest.h>

#include "support/error_of.hpp"
#include "games/cooperative/tests/helpers.hpp"

namespace menagerie::cooperative {
namespace {

using namespace harness;
using menagerie::harness::expect_error;

// K2: Black to move; White's stack P then p (top); one P captured; Black holds n, b, k.
const char* kK2 =
    "rnbqkbnr/ppp1pppp/8/3P4/4P3/8/PP1P1PPP/RNBQKBNR b KQkq - 0 3 hands=QRN/nbk stacks=Pp/- "
    "captured=P step=start";
// K5: the same board; White's stack r then P (top).
const char* kK5 =
    "rnbqkbnr/ppp1pppp/8/3P4/4P3/8/PP1P1PPP/RNBQKBNR b KQkq - 0 3 hands=QRN/nbk stacks=rP/- "
    "captured=P step=start";

std::string board_of(const State& s) {
  std::string fen = Cooperative::position_text(s);
  return fen.substr(0, fen.find(' '));
}

TEST(CooperativeDiagrams, K1TheDealIsThreeCardsEachByChance) {
  State s = Cooperative::start();
  EXPECT_EQ(Cooperative::to_move(s), kChance);
  int dealt = 0;
  while (Cooperative::to_move(s) == kChance) {
    step(s, dealt < 3 ? "draw-P" : "draw-p");
    ++dealt;
  }
  EXPECT_EQ(dealt, 6);
  EXPECT_EQ(field(s, "hands"), "PPP/ppp");
  EXPECT_EQ(draw_pile_size(s), 26);
  EXPECT_EQ(Cooperative::to_move(s), 0) << "White plays first";
}

TEST(CooperativeDiagrams, K3BishopTakesBothPawns) {
  State s = at(kK2);
  steps(s, {"c8e6", "card-b", "e6d5", "d5e4"});
  EXPECT_EQ(board_of(s), "rn1qkbnr/ppp1pppp/8/8/4b3/8/PP1P1PPP/RNBQKBNR");
  EXPECT_EQ(field(s, "captured"), "PpP");
  EXPECT_EQ(field(s, "stacks"), "-/b");
  // White's stack is empty: nothing more to capture, so the turn ends and Black draws.
  EXPECT_EQ(Cooperative::to_move(s), kChance);
  EXPECT_EQ(drawer(s), 1);
}

TEST(CooperativeDiagrams, K4KnightTakesBothPawns) {
  State s = at(kK2);
  steps(s, {"g8f6", "card-n", "f6e4", "e4d2"});
  EXPECT_EQ(board_of(s), "rnbqkb1r/ppp1pppp/8/3P4/8/8/PP1n1PPP/RNBQKBNR");
  EXPECT_EQ(field(s, "captured"), "PpP");
}

TEST(CooperativeDiagrams, K6DoubleColourMatchMakesTheRookCardWild) {
  State s = at(kK5);
  steps(s, {"c8f5", "card-b", "f5e4"});
  EXPECT_EQ(field(s, "wild"), "1");
  // The top of White's stack is now the black rook card; the knight on b1 may be taken.
  EXPECT_TRUE(is_legal(s, "e4b1"));
  step(s, "e4b1");
  EXPECT_EQ(board_of(s), "rn1qkbnr/ppp1pppp/8/3P4/8/8/PP1P1PPP/RbBQKBNR");
  EXPECT_EQ(field(s, "captured"), "PPr");
}

TEST(CooperativeDiagrams, K5WithoutTheColourMatchTheRookCardIsNoWild) {
  // The same turn with a red bishop card: the capturer (black) does not match its card's colour.
  State s =
      at("rnbqkbnr/ppp1pppp/8/3P4/4P3/8/PP1P1PPP/RNBQKBNR b KQkq - 0 3 hands=QRN/nBk stacks=rP/- "
         "captured=P step=start");
  steps(s, {"c8f5", "card-B", "f5e4"});
  EXPECT_EQ(field(s, "wild"), "");
  // No capture is left (the rook card is not wild), so the turn ended by itself.
  EXPECT_EQ(Cooperative::to_move(s), kChance);
}

TEST(CooperativeDiagrams, K3OtherCapturesAreRefusedByTheCards) {
  State s = at(kK2);
  steps(s, {"c8e6", "card-b"});
  // Black's queen would need a queen card; the e6 bishop cannot take anything but pawns.
  expect_error([&] { step(s, "d8d5"); }, "one piece");
  expect_error([&] { step(s, "e6f5"); }, "after the card only captures");
  // A card that allows no capture ends the turn at once.
  State t = at(kK2);
  step(t, "card-k");
  EXPECT_EQ(Cooperative::to_move(t), kChance);
  expect_error([&] { step(t, "e8d7"); }, "drawing");
}

}  // namespace
}  // namespace menagerie::cooperative
