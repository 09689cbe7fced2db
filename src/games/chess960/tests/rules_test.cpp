#include "chess/rules.hpp"

#include <gtest/gtest.h>

#include "core/record.hpp"
#include "games/chess960/chess960.hpp"

namespace menagerie::chess {
namespace {

Outcome outcome_of(const char* fen) { return outcome(parse_fen(fen)); }

TEST(Outcome, CheckmateWinsForTheMover) {
  EXPECT_EQ(outcome_of("R5k1/5ppp/8/8/8/8/8/4K3 b - - 0 1"), Outcome::win(0, "checkmate"));
  EXPECT_EQ(outcome_of("4k3/8/8/8/8/8/5PPP/3r2K1 w - - 0 1"), Outcome::win(1, "checkmate"));
}

TEST(Outcome, StalemateIsADraw) {
  EXPECT_EQ(outcome_of("k7/8/1Q6/8/8/8/8/4K3 b - - 0 1"), Outcome::draw("stalemate"));
}

TEST(Outcome, FiftyMoveRuleAfterAHundredPliesButMateComesFirst) {
  EXPECT_FALSE(outcome_of("4k3/8/8/8/8/8/8/R3K3 w - - 99 80").over());
  EXPECT_EQ(outcome_of("4k3/8/8/8/8/8/8/R3K3 w - - 100 80"), Outcome::draw("fifty-move rule"));
  EXPECT_EQ(outcome_of("R5k1/5ppp/8/8/8/8/8/4K3 b - - 100 80"), Outcome::win(0, "checkmate"));
}

TEST(Outcome, InsufficientMaterial) {
  EXPECT_TRUE(insufficient_material(parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1")));
  EXPECT_TRUE(insufficient_material(parse_fen("4k3/8/8/8/8/8/8/4KN2 w - - 0 1")));
  EXPECT_TRUE(
      insufficient_material(parse_fen("4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1")));  // both on dark
  EXPECT_FALSE(insufficient_material(parse_fen("4k1b1/8/8/8/8/8/8/2B1K3 w - - 0 1")));  // opposite
  EXPECT_FALSE(insufficient_material(parse_fen("4kn2/8/8/8/8/8/8/4KN2 w - - 0 1")));
  EXPECT_FALSE(insufficient_material(parse_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")));
  EXPECT_FALSE(insufficient_material(parse_fen("4k3/8/8/8/8/8/8/4KR2 w - - 0 1")));
  EXPECT_EQ(outcome_of("4k3/8/8/8/8/8/8/4KN2 w - - 0 1"), Outcome::draw("insufficient material"));
}

TEST(Outcome, ThreefoldRepetitionThroughTheRecord) {
  Record<Chess960> game(parse_fen(kStandardFen));
  for (int cycle = 0; cycle < 2; ++cycle) {
    for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8"}) {
      EXPECT_FALSE(game.outcome().over());
      game.play(Chess960::parse_move(game.state(), m));
    }
  }
  EXPECT_EQ(game.occurrences(), 3);
  EXPECT_EQ(game.outcome(), Outcome::draw("threefold repetition"));
  game.undo();
  EXPECT_FALSE(game.outcome().over());
}

TEST(Outcome, CastlingRightsMakeAPositionDifferentForRepetition) {
  // Same pieces after Rh1-h2-h1, but White has lost the h-side right: not a repetition of the
  // start.
  Record<Chess960> game(parse_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
  for (const char* m : {"h1h2", "e8d8", "h2h1", "d8e8"})
    game.play(Chess960::parse_move(game.state(), m));
  EXPECT_EQ(game.occurrences(), 1);
}

}  // namespace
}  // namespace menagerie::chess
