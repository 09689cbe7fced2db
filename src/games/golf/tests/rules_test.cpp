// Chess Golf's rules, one test per numbered rule of docs/rules/golf.md, and the book's diagrams.
#include <gtest/gtest.h>

#include "core/bitboard.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "games/golf/tests/diagrams.hpp"
#include "games/golf/tests/helpers.hpp"

namespace menagerie::golf {
namespace {

using harness::hole;
using harness::legal;
using harness::replay;
using harness::targets;
using Set = std::set<std::string>;

const std::string kG4 = "5Q2/b6K/1B1n1N2/R5q1/1r2b3/1r1n1N2/5k2/2B3R1";

// Rule 1: the layout, card by card, with the gaps N 1, B 2, R 3, Q 5, K 6 (diagram G4).
TEST(Rules, LayoutSkipsEachCardsGap) {
  Golf::State s = Golf::dealt_course(1, CardRule::kTwo, Special::kPairs);
  for (char c : std::string("BRkrnNrbRqBnNbKQ")) {
    ASSERT_EQ(Golf::to_move(s), kChance);
    MoveList<ChanceOutcome<Golf::Move>, Golf::kMaxMoves> outcomes;
    Golf::chance(s, outcomes);
    bool found = false;
    for (const auto& o : outcomes)
      if (o.move.piece == piece_of_letter(c)) {
        Golf::play(s, o.move);
        found = true;
      }
    ASSERT_TRUE(found) << c;
  }
  EXPECT_EQ(board_text(s.hole), "5Q2/b6K/1B1n1N2/R5q1/1r2b3/1r1n1N2/5k2/2B3R1");
  EXPECT_EQ(s.phase, Phase::kCards);
}

// Rule 1's fact: the gaps add to 46, so the last piece lands on f8 whatever the order.
TEST(Rules, EveryLayoutEndsOnF8) {
  Rng rng(5);
  for (int i = 0; i < 50; ++i) {
    Golf::State s = Golf::dealt_course(1, CardRule::kTwo, Special::kPairs);
    while (s.phase == Phase::kLayout) {
      MoveList<ChanceOutcome<Golf::Move>, Golf::kMaxMoves> outcomes;
      Golf::chance(s, outcomes);
      Golf::play(s, outcomes[rng.below(outcomes.size())].move);
    }
    EXPECT_EQ(msb(s.hole.occupied()), parse_square("f8"));
    EXPECT_EQ(s.hole.piece_count(), 16);
  }
}

// Rule 3: the cards are dealt from the deck by their shares; a hole turns two.
TEST(Rules, CardsAreDealtByTheirShareOfTheDeck) {
  Golf::State s = Golf::dealt_course(1, CardRule::kTwo, Special::kPairs);
  s.phase = Phase::kCards;
  MoveList<ChanceOutcome<Golf::Move>, Golf::kMaxMoves> outcomes;
  Golf::chance(s, outcomes);
  ASSERT_EQ(outcomes.size(), 10u);
  for (const auto& o : outcomes)
    EXPECT_DOUBLE_EQ(o.probability, kSetCount[chess::type_of(o.move.piece)] / 16.0);
  Golf::play(s, Golf::Move{Golf::Move::Kind::kCard, 0, 0, piece_of_letter('K')});
  outcomes.clear();
  Golf::chance(s, outcomes);
  EXPECT_EQ(outcomes.size(), 9u);  // the only white king card is turned
  Golf::play(s, Golf::Move{Golf::Move::Kind::kCard, 0, 0, piece_of_letter('b')});
  EXPECT_EQ(s.phase, Phase::kPlay);
  EXPECT_EQ(cards_text(s.hole), "Kb");
}

// Rule 4 (diagram G1): the e5 bishop moves only like its knight neighbour d6; the king and the
// a2 bishop have no same-coloured neighbour and cannot move.
TEST(Rules, APieceBorrowsItsNeighboursMoves) {
  Hole h = hole(kG1, "K b");
  EXPECT_EQ(targets(h, "e5"), (Set{"c4", "c6", "d7", "g6"}));
  EXPECT_EQ(targets(h, "h2"), Set{});
  EXPECT_EQ(targets(h, "a2"), Set{});
}

// Rule 4: several neighbours lend several moves; slides stop at any piece.
TEST(Rules, SeveralNeighboursLendSeveralMovesAndSlidesAreBlocked) {
  Hole h = hole("8/8/8/8/8/2NR4/1B6/8", "k q");
  EXPECT_EQ(targets(h, "b2"), (Set{"a4", "c4", "d1"}));  // the c3 knight's moves
  Set c3 = targets(h, "c3");                             // the b2 bishop's and the d3 rook's
  for (const char* sq : {"a5", "e1", "h8", "c8", "c1", "a3"}) EXPECT_TRUE(c3.count(sq)) << sq;
  EXPECT_FALSE(c3.count("e3"));  // behind its rook neighbour
  EXPECT_FALSE(c3.count("a1"));  // behind its bishop neighbour
  EXPECT_FALSE(c3.count("e4"));  // a knight's move, and no knight stands beside it
}

// Rule 5 (diagrams G5, G6): a colour with no adjacent pair may step like a king, every piece of
// it: b6c6 breaks White's last pair, then f6g5 takes the queen with a king's step.
TEST(Rules, KingStepWhenAColourHasNoPairs) {
  Hole h = hole(kG4, "q N");
  EXPECT_FALSE(king_steps(h, chess::kWhite));  // b6 and a5 stand side by side
  EXPECT_FALSE(legal(h, "f6g5"));
  ASSERT_EQ(replay(h, {"b6c6"}), -1);  // the bishop takes the a5 rook's move
  EXPECT_TRUE(king_steps(h, chess::kWhite));
  EXPECT_TRUE(legal(h, "f6g5"));  // a king's step capturing the queen
  EXPECT_TRUE(legal(h, "f8e8"));  // and a quiet one by the queen
  ASSERT_EQ(replay(h, {"f6g5"}), -1);
  EXPECT_EQ(board_text(h), "5Q2/b6K/2Bn4/R5N1/1r2b3/1r1n1N2/5k2/2B3R1");  // diagram G6
  EXPECT_TRUE(solved(h));
}

// Rule 5, option `special`: pairs (the booklet), moves (the author's code), none.
TEST(Rules, SpecialMoveOptions) {
  // Two white rooks side by side, boxed in: a pair, yet no legal borrowed move.
  Hole pairs = hole("8/8/8/8/8/8/nn6/RRb5", "k Q");
  EXPECT_FALSE(king_steps(pairs, chess::kWhite));
  EXPECT_FALSE(legal(pairs, "b1c2"));
  Hole moves = pairs;
  moves.special = Special::kMoves;
  EXPECT_TRUE(king_steps(moves, chess::kWhite));
  EXPECT_TRUE(legal(moves, "b1c2"));
  Hole none = hole(kG4, "q N", Special::kNone);
  ASSERT_EQ(replay(none, {"b6c6"}), -1);
  EXPECT_FALSE(king_steps(none, chess::kWhite));
  EXPECT_FALSE(legal(none, "f6g5"));
  EXPECT_EQ(parse_special("moves"), Special::kMoves);
  EXPECT_THROW(parse_special("kings"), InputError);
}

// Rule 6 and the author's test: a piece that is not chosen can't capture; a chosen one takes
// only a piece of the other chosen type; no move ends on any other occupied square.
TEST(Rules, OnlyAChosenPieceCapturesTheOtherChosenType) {
  Hole h = hole(kG1, "K b");
  EXPECT_FALSE(legal(h, "e5h2"));  // the arrows of G1: tempting, not a legal move
  EXPECT_FALSE(legal(h, "a2h2"));
  EXPECT_FALSE(legal(hole("8/8/8/8/8/8/1Nk5/R7", "k B"), "b2c2"));  // the knight is not chosen
  EXPECT_TRUE(legal(hole("8/8/8/8/8/8/1Nk5/R7", "k N"), "b2c2"));
  EXPECT_FALSE(legal(hole("8/8/8/8/8/8/1Nq5/R7", "k N"), "b2c2"));  // a queen is not chosen
  // Same-colour captures count: the white knight takes the white bishop.
  EXPECT_TRUE(legal(hole("8/8/8/8/8/8/1NB5/R7", "B N"), "b2c2"));
}

// The author's test: chosen BB lets a bishop take a bishop of that colour; one B card does not.
TEST(Rules, ChosenBishopBishopAllowsBishopTakesBishop) {
  Hole h = hole("8/8/8/8/8/8/8/RBB5", "B B");
  EXPECT_EQ(replay(h, {"b1c1"}), -1);
  EXPECT_TRUE(solved(h));
  EXPECT_FALSE(legal(hole("8/8/8/8/8/8/8/RBB5", "B b"), "b1c1"));
}

// Rule 11 and the author's test: with three cards the piece that made the first capture makes
// the second; the hole is solved when every chosen card but one has been taken.
TEST(Rules, ASecondCaptureMustBeByTheSamePiece) {
  Hole h = hole("8/8/8/R6R/7n/7r/N7/nr6", "n N R");
  EXPECT_TRUE(legal(h, "h4h5"));  // before any capture, either black knight may take
  ASSERT_EQ(replay(h, {"a1a2"}), -1);
  EXPECT_FALSE(solved(h));
  EXPECT_EQ(h.taking, parse_square("a2"));
  EXPECT_FALSE(legal(h, "h4h5"));  // another knight may no longer take
  EXPECT_TRUE(legal(h, "a2a5"));
  ASSERT_EQ(replay(h, {"a2a5"}), -1);
  EXPECT_TRUE(solved(h));
}

// The capturing piece stays the capturer when it moves on without capturing.
TEST(Rules, TheCapturerIsFollowedWhenItMoves) {
  Hole h = hole("8/8/8/R6R/7n/7r/N7/nr6", "n N R");
  ASSERT_EQ(replay(h, {"a1a2", "a2a3"}), -1);
  EXPECT_EQ(h.taking, parse_square("a3"));
  EXPECT_FALSE(legal(h, "h4h5"));  // still only the capturer
}

// The author's graph test: a two-move solution, g8g6 then g6h6.
TEST(Rules, TheAuthorsTwoMoveSolution) {
  Hole h = hole("1N1N2B1/1B3R2/1R5Q/6k1/n1n2b2/b3r3/r5q1/5K2", "B Q");
  Steps steps;
  generate(h, steps);
  for (Step m : steps) EXPECT_EQ(h.at[m.to], chess::kNoPiece) << step_text(m);  // none in one
  EXPECT_EQ(replay(h, {"g8g6", "g6h6"}), -1);
  EXPECT_TRUE(solved(h));
}

// Golf reads and writes squares as every game does: the 8×8 names, nothing else.
TEST(Rules, SquaresAreTheBoardsNamesOnly) {
  EXPECT_EQ(parse_square("a1"), 0);
  EXPECT_EQ(parse_square("h8"), 63);
  EXPECT_EQ(square_text(parse_square("e4")), "e4");
  for (const char* bad : {"", "e", "a0", "i1", "E4", "a9", "a08", "e44", " e4", "e4 "})
    EXPECT_EQ(parse_square(bad), -1) << bad;
}

}  // namespace
}  // namespace menagerie::golf
