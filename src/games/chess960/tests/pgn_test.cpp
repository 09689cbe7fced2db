#include "chess/pgn.hpp"

#include <gtest/gtest.h>

#include "games/chess960/chess960.hpp"
#include "games/chess960/start.hpp"
#include "games/chess960/tests/helpers.hpp"

namespace menagerie::chess {
namespace {

using harness::error_of;
using ::testing::HasSubstr;

TEST(Pgn, WritesChess960TagsAndReadsItBack) {
  // Chess Kit, Chess960 diagram N2: 1.e4 e5 2.Qe2 f6 3.O-O-O from the start BNRQKBNR.
  PgnGame game;
  game.start = chess960::start_position(chess960::start_number("BNRQKBNR"));
  Position pos = game.start;
  for (const char* m : {"e4", "e5", "Qe2", "f6", "O-O-O"}) {
    game.moves.push_back(parse_move(pos, m));
    play(pos, game.moves.back());
  }
  EXPECT_EQ(to_fen(pos), "bnrqkbnr/pppp2pp/5p2/4p3/4P3/8/PPPPQPPP/BNKR1BNR b hc - 1 3");
  std::string text = write_pgn(game, "Chess960");
  EXPECT_THAT(text, HasSubstr("[Variant \"Chess960\"]"));
  EXPECT_THAT(text, HasSubstr("[SetUp \"1\"]"));
  EXPECT_THAT(text,
              HasSubstr("[FEN \"bnrqkbnr/pppppppp/8/8/8/8/PPPPPPPP/BNRQKBNR w HChc - 0 1\"]"));
  EXPECT_THAT(text, HasSubstr("1. e4 e5 2. Qe2 f6 3. O-O-O *"));
  PgnGame back = read_pgn(text);
  EXPECT_EQ(back.start, game.start);
  EXPECT_EQ(back.moves, game.moves);
  EXPECT_EQ(back.tags["Variant"], "Chess960");
}

TEST(Pgn, SkipsCommentsVariationsAndNags) {
  PgnGame g = read_pgn(
      "[Event \"x\"]\n\n1. e4 {best by test} e5 (1... c5 2. Nf3) 2. Nf3 $1 ; a comment\n Nc6 "
      "1-0\n");
  ASSERT_EQ(g.moves.size(), 4u);
  EXPECT_EQ(g.result, "1-0");
  EXPECT_EQ(g.tags["Event"], "x");
}

TEST(Pgn, StartsWithBlackToMove) {
  PgnGame g;
  g.start = parse_fen("4k3/8/8/8/8/8/8/R3K3 b - - 0 7");
  g.moves.push_back(parse_move(g.start, "Kd7"));
  EXPECT_THAT(write_pgn(g, "Chess960"), HasSubstr("7... Kd7 *"));
}

// Found by fuzz/pgn.cpp: a player's name is any text without control characters (the server's
// rule), and a ']' in it used to end the tag early, so the game's own record did not read back.
TEST(Pgn, ReadsBackTagValuesWithBracketsQuotesAndBackslashes) {
  PgnGame g;
  g.tags["White"] = "[Event \"Cnt}\"]";
  g.tags["Black"] = "a\\b ] c";
  PgnGame back = read_pgn(write_pgn(g, "Standard"));
  EXPECT_EQ(back.tags["White"], "[Event \"Cnt}\"]");
  EXPECT_EQ(back.tags["Black"], "a\\b ] c");
  EXPECT_EQ(back.start, g.start);
}

TEST(Pgn, ErrorsNameTheMoveOrTag) {
  EXPECT_THAT(error_of([] { read_pgn("1. e4 e5 2. Ke3"); }), HasSubstr("move 2. 'Ke3'"));
  EXPECT_THAT(error_of([] { read_pgn("[FEN \"8/8 w\"]\n1. e4"); }), HasSubstr("FEN tag is wrong"));
  EXPECT_THAT(error_of([] { read_pgn("[Event \"x\"\n1. e4"); }), HasSubstr("a tag is not closed"));
  EXPECT_THAT(error_of([] { read_pgn("[Event]\n1. e4"); }), HasSubstr("has no quoted value"));
  EXPECT_THAT(error_of([] { read_pgn("[Event \"x]\n1. e4"); }), HasSubstr("tag [Event]"));
  EXPECT_THAT(error_of([] { read_pgn("[Event \"x\" y]\n1. e4"); }), HasSubstr("not closed"));
}

}  // namespace
}  // namespace menagerie::chess
