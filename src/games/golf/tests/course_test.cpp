// The course through the referee (catalog::GameTable): chance steps dealt from the seed, strokes
// counted, holes given up, captured pieces put back, the score; bad input leaves it unchanged.
#include <gtest/gtest.h>

#include "catalog/table.hpp"
#include "core/bitboard.hpp"
#include "core/error.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/tests/diagrams.hpp"

namespace menagerie::golf {
namespace {

using Table = catalog::GameTable<Golf>;

const Golf::State& course_state(const Table& t) { return t.game_record().state(); }

TEST(Course, TheRefereeDealsTheLayoutAndTheCards) {
  Table t(Golf::dealt_course(2, CardRule::kRising, Special::kPairs), catalog::ChanceSeed{7});
  EXPECT_EQ(t.to_move(), 0);
  EXPECT_EQ(course_state(t).phase, Phase::kPlay);
  EXPECT_EQ(course_state(t).hole.piece_count(), 16);
  EXPECT_EQ(course_state(t).hole.card_count, 2);  // rising: two cards on the first hole
  EXPECT_TRUE(t.history(0).empty());              // the referee's steps are not listed as moves
  Table same(Golf::dealt_course(2, CardRule::kRising, Special::kPairs), catalog::ChanceSeed{7});
  EXPECT_EQ(t.position(0), same.position(0));
}

TEST(Course, GivingUpScoresTenAndRisingTurnsThreeCardsNext) {
  Table t(Golf::dealt_course(2, CardRule::kRising, Special::kPairs), catalog::ChanceSeed{3});
  EXPECT_EQ(t.play("give-up"), "gave up hole 1");
  EXPECT_EQ(course_state(t).hole_index, 1);
  EXPECT_EQ(course_state(t).total, kGiveUpStrokes);
  EXPECT_EQ(course_state(t).hole.card_count, 3);
  EXPECT_EQ(t.play("give-up"), "gave up hole 2");
  Outcome o = t.outcome();
  ASSERT_TRUE(o.over());
  EXPECT_TRUE(o.scored);
  EXPECT_EQ(o.score[0], 2 * kGiveUpStrokes);
}

TEST(Course, StrokesCountAndCapturedPiecesGoBackOnEmptySquares) {
  Table t(Golf::parse_position(kG1 + " Kb play 1/2 0 0 - - 2 pairs"), catalog::ChanceSeed{9});
  EXPECT_EQ(t.play("e5g6"), "be5-g6");
  t.play("g6h5");
  EXPECT_EQ(course_state(t).strokes, 2);
  EXPECT_EQ(t.play("h5h2"), "bh5xKh2");
  // The referee put the king back on an empty square and turned the next hole's cards.
  EXPECT_EQ(course_state(t).hole_index, 1);
  EXPECT_EQ(course_state(t).total, 3);
  EXPECT_EQ(course_state(t).strokes, 0);
  EXPECT_EQ(course_state(t).hole.piece_count(), 16);
  EXPECT_EQ(course_state(t).hole.taken_count, 0);
  EXPECT_EQ(course_state(t).phase, Phase::kPlay);
  EXPECT_EQ(t.history(0), (std::vector<std::string>{"be5-g6", "bg6-h5", "bh5xKh2"}));
  Bitboard kings = 0;
  for (Square sq = 0; sq < 64; ++sq)
    if (course_state(t).hole.at[sq] == piece_of_letter('K')) kings |= bit(sq);
  EXPECT_EQ(popcount(kings), 1);                  // back on the board
  EXPECT_FALSE(kings & bit(parse_square("h2")));  // not where it was taken: a black bishop is
}

TEST(Course, ThePuzzleEndsWithTheHoleAndScoresItsStrokes) {
  Table t(Golf::parse_position(kG1 + " Kb"));
  for (const char* m : {"b3c3", "b5b3", "a2h2"}) t.play(m);
  Outcome o = t.outcome();
  ASSERT_TRUE(o.over());
  EXPECT_EQ(o.score[0], 3);
}

TEST(Course, BadInputNamesTheFaultAndChangesNothing) {
  Table t(Golf::parse_position(kG1 + " Kb"));
  std::string before = t.position(0);
  auto error = [&](const char* move) {
    try {
      t.play(move);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(error("b5b3").find("may not capture"), std::string::npos);  // a rook is not chosen
  EXPECT_NE(error("e5h2").find("cannot reach"), std::string::npos);
  EXPECT_NE(error("e4e5").find("no piece on e4"), std::string::npos);
  EXPECT_NE(error("zz").find("not a move"), std::string::npos);
  EXPECT_NE(error("card K").find("not a legal move"), std::string::npos);  // the referee deals
  EXPECT_EQ(t.position(0), before);
  EXPECT_THROW(Golf::parse_position("8/8 Kb"), InputError);
  EXPECT_THROW(Golf::parse_position(kG1 + " Kp"), InputError);
  EXPECT_THROW(Golf::parse_position(kG1 + " K"), InputError);
  EXPECT_THROW(Golf::parse_position(kG1 + " KKb"), InputError);  // one white king card
  EXPECT_THROW(Golf::parse_position("8/8/8/8/8/8/8/PPK5 Kb"), InputError);
  EXPECT_THROW(Golf::parse_position("8/8/8/8/8/8/8/NNN5 Kb"), InputError);
}

}  // namespace
}  // namespace menagerie::golf
