// Import: PGNs, move lists and positions read into options and moves, through the game's own
// parsers, with errors that name the line and the move at fault.
#include "catalog/import.hpp"

#include <gtest/gtest.h>

#include "catalog/create.hpp"
#include "support/error_of.hpp"

namespace menagerie::catalog {
namespace {

using menagerie::harness::error_of;
using menagerie::harness::expect_error;

TEST(Import, PgnWithCommentsVariationsAndAnnotations) {
  const char* pgn =
      "[Event \"Casual\"]\n"
      "[White \"Ann\"]\n"
      "[Black \"Bob\"]\n"
      "\n"
      "1. e4 e5 {the open game} 2. Nf3 (2. Nc3 Nf6) Nc6 3. Bb5 a6 $1\n"
      "4. Ba4?! Nf6 ; the Berlin is off\n"
      "5. O-O Be7 1-0\n";
  Imported in = import_text(find("chess960"), json::object(), pgn);
  EXPECT_EQ(in.kind, "pgn");
  EXPECT_EQ(in.result, "1-0");
  EXPECT_EQ(in.moves, (std::vector<std::string>{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6",
                                                "b5a4", "g8f6", "e1h1", "f8e7"}));
  EXPECT_EQ(in.shown.front(), "e4");
  EXPECT_EQ(in.shown[8], "O-O");
  EXPECT_FALSE(in.options.contains("fen"));
  // What it read creates the game again, every move played.
  json options = in.options;
  options["moves"] = in.moves;
  auto table = create_game(find("chess960"), options);
  EXPECT_EQ(table->history(kSpectator), in.shown);
}

TEST(Import, PgnWithAStartPosition) {
  const char* pgn =
      "[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
      "[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n"
      "9. g3 cxb2 *";
  std::string why = error_of([&] { import_text(find("chess960"), json::object(), pgn); });
  // cxb2 is not legal there: the second move, on line 5, by Black.
  EXPECT_NE(why.find("line 5"), std::string::npos) << why;
  EXPECT_NE(why.find("move 2"), std::string::npos) << why;
  EXPECT_NE(why.find("'cxb2'"), std::string::npos) << why;
  Imported in = import_text(find("chess960"), json::object(),
                            "[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - "
                            "2 9\"]\n\n9. g3 Ne4 *");
  EXPECT_EQ(in.options["fen"], "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
  EXPECT_EQ(in.moves, (std::vector<std::string>{"g2g3", "f6e4"}));
}

TEST(Import, MoveListsWithOrWithoutNumbers) {
  Imported a = import_text(find("chess960"), json::object(), "e2e4 e7e5 g1f3");
  EXPECT_EQ(a.kind, "moves");
  EXPECT_EQ(a.shown, (std::vector<std::string>{"e4", "e5", "Nf3"}));
  Imported b = import_text(find("chess960"), json::object(), "1.e4 e5 2.Nf3");
  EXPECT_EQ(b.moves, a.moves);
  // From the start the options give (start position 0 here).
  Imported c = import_text(find("chess960"), {{"sp", 0}}, "1. b4");
  EXPECT_EQ(c.options["sp"], 0);
  EXPECT_EQ(c.moves, (std::vector<std::string>{"b2b4"}));
}

TEST(Import, APosition) {
  const std::string fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
  Imported in = import_text(find("chess960"), json::object(), "  " + fen + "\n");
  EXPECT_EQ(in.kind, "position");
  EXPECT_EQ(in.options["fen"], fen);
  EXPECT_TRUE(in.moves.empty());
  EXPECT_EQ(position_option(find("chess960")), "fen");
}

TEST(Import, ErrorsNameTheLineAndTheMove) {
  expect_error(
      [] { import_text(find("chess960"), json::object(), "1. e4 e5\n2. Nf3 Nc6\n3. Bb5 Qh9"); },
      "line 3, move 6 (3. for Black) 'Qh9'");
  expect_error([] { import_text(find("chess960"), json::object(), "1. e4 {never closed\n2. d4"); },
               "line 1: a comment is not closed");
  expect_error([] { import_text(find("chess960"), json::object(), "1. e4 (1. d4 d5\n2. c4"); },
               "line 1: a variation '(' is not closed");
  expect_error([] { import_text(find("chess960"), json::object(), "[Event \"x\"\n1. e4"); },
               "line 1: a tag is not closed");
  expect_error([] { import_text(find("chess960"), json::object(), "[FEN \"8/8/8 w\"]\n1. e4"); },
               "the [FEN] tag is wrong");
  expect_error([] { import_text(find("chess960"), json::object(), "   "); }, "nothing to import");
  // Neither a position nor a move list: both reasons.
  std::string why = error_of([] { import_text(find("chess960"), json::object(), "hello world"); });
  EXPECT_NE(why.find("not a position of chess960 (bad FEN"), std::string::npos) << why;
  EXPECT_NE(why.find("nor a move list (line 1, move 1 (1. for White) 'hello'"), std::string::npos)
      << why;
}

TEST(Import, AHiddenGameOnlyFromAPosition) {
  // Its moves carry secrets (what is buried, assigned or dealt): a move list cannot say them.
  int hidden = 0;
  for (const Variant* v : variants()) {
    if (!v->traits().hidden) continue;
    ++hidden;
    expect_error([&] { import_text(*v, json::object(), "1. e2e4 e7e5"); }, "carry secrets");
  }
  if (hidden == 0) GTEST_SKIP() << "no hidden game in this build";
  const Variant* zombie = lookup("zombie");
  if (!zombie) GTEST_SKIP() << "zombie is not in this build";
  Imported in = import_text(*zombie, json::object(),
                            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  EXPECT_EQ(in.kind, "position");
  EXPECT_EQ(create_game(*zombie, in.options)->to_move(), 1);
}

}  // namespace
}  // namespace menagerie::catalog
