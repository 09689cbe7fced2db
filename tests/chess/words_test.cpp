// The colour and piece words every 8×8 variant's view, record and messages share.
#include "chess/words.hpp"

#include <gtest/gtest.h>

namespace menagerie::chess {
namespace {

TEST(ChessWords, ColoursAsViewAndSentenceWriteThem) {
  EXPECT_STREQ(color_word(kWhite), "white");
  EXPECT_STREQ(color_word(kBlack), "black");
  EXPECT_STREQ(color_name(kWhite), "White");
  EXPECT_STREQ(color_name(kBlack), "Black");
}

TEST(ChessWords, EveryTypeHasItsWordAndLetter) {
  const char* words[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
  const char letters[] = {'P', 'N', 'B', 'R', 'Q', 'K'};
  for (int t = kPawn; t <= kKing; ++t) {
    EXPECT_STREQ(type_word(PieceType(t)), words[t - 1]);
    EXPECT_EQ(type_letter(PieceType(t)), letters[t - 1]);
  }
  EXPECT_STREQ(type_word(kNoType), "");
}

TEST(ChessWords, PieceWordIsColourThenType) {
  EXPECT_EQ(piece_word(make_piece(kWhite, kKnight)), "white knight");
  EXPECT_EQ(piece_word(make_piece(kBlack, kQueen)), "black queen");
}

}  // namespace
}  // namespace menagerie::chess
