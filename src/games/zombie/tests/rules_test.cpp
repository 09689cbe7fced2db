// One test (or a few) per numbered rule of docs/rules/zombie.md and per decision taken there.
#include <gtest/gtest.h>

#include <algorithm>

#include "chess/fen.hpp"
#include "support/error_of.hpp"
#include "games/zombie/tests/helpers.hpp"

namespace menagerie::zombie {
namespace {

using namespace harness;
using menagerie::harness::expect_error;

Square sq(std::string_view name) { return *chess::parse_square(name); }

// Rule 1: the standard start, orthodox chess while nothing is captured.
TEST(ZombieRule1, StartsAsOrthodoxChess) {
  State s = at(chess::kStandardFen);
  EXPECT_EQ(legal(s).size(), 20u);
  step(s, "e2e4");
  step(s, "e7e5");
  EXPECT_EQ(Zombie::to_move(s), 0);
  EXPECT_EQ(s.zombies, 0u);
  EXPECT_FALSE(Zombie::outcome(s).over());
}

// Rule 2: the capturer buries the captured piece under one of its own pieces, as a step of its
// own turn; the burial is kept by square.
TEST(ZombieRule2, CaptureIsFollowedByABurialUnderAnOwnPiece) {
  State s = at("4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 1");
  step(s, "e4d5");
  EXPECT_EQ(Zombie::to_move(s), 0) << "the burial is the capturer's step";
  auto l = legal(s);
  EXPECT_EQ(l, (std::vector<std::string>{"bury-a1", "bury-e1", "bury-d5"}));
  std::string shown = step(s, "bury-a1");
  EXPECT_TRUE(contains(shown, "buried the pawn under a1")) << shown;
  EXPECT_EQ(Zombie::to_move(s), 1);
  ASSERT_EQ(s.burials[0].count, 1);
  EXPECT_EQ(s.burials[0].list[0].square, sq("a1"));
  EXPECT_EQ(s.burials[0].list[0].piece, chess::make_piece(chess::kBlack, chess::kPawn));
}

TEST(ZombieRule2, OneBurialPerSquareAndBadSquaresAreNamed) {
  State s = at("4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 1 white=na1");
  step(s, "e4d5");
  EXPECT_FALSE(is_legal(s, "bury-a1"));
  expect_error([&] { Zombie::parse_move(s, "bury-a1"); }, "already buried a piece there");
  expect_error([&] { Zombie::parse_move(s, "bury-c3"); }, "c3: it is empty");
  expect_error([&] { Zombie::parse_move(s, "bury-e8"); }, "holds a black king");
  expect_error([&] { Zombie::parse_move(s, "e8d8"); }, "White must first bury the captured");
  expect_error([&] { Zombie::parse_move(s, "end"); }, "must first bury");
}

TEST(ZombieRule2, WithEveryPieceOverABurialTheCaptureGoesToTheDustBin) {
  State s = at("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1 white=ne1,bd5");
  std::string shown = step(s, "e4d5");
  EXPECT_TRUE(contains(shown, "cannot bury the pawn")) << shown;
  EXPECT_EQ(Zombie::to_move(s), 1) << "no burial step";
  EXPECT_EQ(s.dust[chess::make_piece(chess::kBlack, chess::kPawn)], 1);
  EXPECT_EQ(s.burials[0].count, 2);
}

// Rule 3: at the end of the turn the square left is checked; a burial there rises as a zombie of
// its own colour, else "no zombie" is announced.
TEST(ZombieRule3, ABurialRisesFromTheSquareLeft) {
  State s = at("4k3/8/8/8/8/5N2/8/4K3 w - - 0 1 white=pf3");
  std::string shown = step(s, "f3g5");
  EXPECT_TRUE(contains(shown, "a zombie black pawn rises on f3")) << shown;
  EXPECT_EQ(s.pos.board[sq("f3")], chess::make_piece(chess::kBlack, chess::kPawn));
  EXPECT_TRUE(s.zombies & bit(sq("f3")));
  EXPECT_EQ(s.burials[0].count, 0) << "erased from the grid";
  State t = at("4k3/8/8/8/8/5N2/8/4K3 w - - 0 1");
  EXPECT_TRUE(contains(step(t, "f3g5"), "no zombie on f3"));
  EXPECT_EQ(t.zombies, 0u);
}

// Rule 4: castling reveals from both the king's and the rook's squares.
TEST(ZombieRule4, CastlingChecksBothSquares) {
  State s = at("4k3/8/8/8/8/8/8/4K2R w K - 0 1 white=ne1,bh1");
  std::string shown = step(s, "e1h1");
  EXPECT_TRUE(contains(shown, "rises on e1")) << shown;
  EXPECT_TRUE(contains(shown, "rises on h1")) << shown;
  EXPECT_EQ(s.pos.board[sq("e1")], chess::make_piece(chess::kBlack, chess::kKnight));
  EXPECT_EQ(s.pos.board[sq("h1")], chess::make_piece(chess::kBlack, chess::kBishop));
  EXPECT_EQ(s.pos.board[sq("g1")], chess::make_piece(chess::kWhite, chess::kKing));
}

// Rule 5: a move whose reveal would check the mover's own king is illegal.
TEST(ZombieRule5, ARevealMayNotCheckYourOwnKing) {
  State s = at("4k3/8/8/8/8/8/4N3/4K3 w - - 0 1 white=re2");
  EXPECT_FALSE(is_legal(s, "e2c3"));
  expect_error([&] { Zombie::parse_move(s, "e2c3"); }, "your king would be in check");
  State plain = at("4k3/8/8/8/8/8/4N3/4K3 w - - 0 1");
  EXPECT_TRUE(is_legal(plain, "e2c3"));
}

// Rule 5 over a whole turn: a step is legal when some completion of the turn leaves the king
// safe; zombies that will still move this turn are not counted as lost.
TEST(ZombieRule5, AHordeTurnIsJudgedAtItsEnd) {
  // In check from h1: the knight takes the rook, and then the a4 zombie must keep the a-file shut.
  for (const char* horde : {"", " horde=both"}) {
    State s = at(std::string("q6k/8/8/8/Rn6/2p3N1/8/K6r w - - 0 1 zombies=a4,g3") + horde);
    EXPECT_FALSE(Zombie::outcome(s).over()) << horde;
    auto first = legal(s);
    std::sort(first.begin(), first.end());
    EXPECT_EQ(first, (std::vector<std::string>{"g3f1", "g3h1"})) << horde;
    step(s, "g3h1");
    if (s.horde == Horde::kEither) {
      State under = s;
      step(under, "bury-a4");
      EXPECT_EQ(legal(under), (std::vector<std::string>{"a4a2", "a4a3"}))
          << "the rook rises on a4 when the zombie leaves: only below it is the king shielded";
    }
    EXPECT_TRUE(is_legal(s, "bury-a1")) << horde;
    step(s, "bury-h1");
    EXPECT_FALSE(is_legal(s, "end")) << "the a4 zombie would turn to dust" << horde;
    EXPECT_FALSE(is_legal(s, "a4b4")) << horde;
    EXPECT_TRUE(is_legal(s, "a4a8")) << horde;
    EXPECT_TRUE(is_legal(s, "a4a5")) << horde;
    step(s, "a4a5");
    if (s.horde == Horde::kBoth) step(s, "end");
    EXPECT_EQ(Zombie::to_move(s), 1) << horde;
    EXPECT_EQ(s.pos.board[sq("a4")], chess::kNoPiece) << horde;
  }
}

TEST(ZombieRule5, ABurialUnderAZombieStillToMoveCounts) {
  State s = at("q6k/8/8/8/8/6N1/R7/K6r w - - 0 1 zombies=a2,g3");
  step(s, "g3h1");
  EXPECT_FALSE(is_legal(s, "bury-a2")) << "a rook would rise next to the king, or a8 would check";
  expect_error([&] { Zombie::parse_move(s, "bury-a2"); }, "cannot bury under a2: at the end");
  EXPECT_TRUE(is_legal(s, "bury-h1"));
  EXPECT_TRUE(is_legal(s, "bury-a1"));
}

TEST(ZombieRule5, AShieldingZombieMayMoveLast) {
  State s = at("q6k/8/8/8/R7/6N1/8/K7 w - - 0 1 zombies=a4,g3");
  EXPECT_TRUE(is_legal(s, "g3e4")) << "the a4 zombie will still move this turn";
  step(s, "g3e4");
  EXPECT_FALSE(is_legal(s, "end")) << "'end' itself is checked: a4 would turn to dust";
  expect_error([&] { Zombie::parse_move(s, "end"); }, "your king would be in check");
  EXPECT_FALSE(is_legal(s, "a4b4"));
  EXPECT_TRUE(is_legal(s, "a4a6"));
}

TEST(ZombieRule5, NoLegalTurnIsStillCheckmate) {
  // Ka2 would lose the a4 zombie (an ordinary move) and open the a-file; the zombie cannot shut
  // the first rank.
  State mate = at("q6k/8/8/8/R7/8/1P6/K6r w - - 0 1 zombies=a4");
  EXPECT_EQ(legal(mate), std::vector<std::string>{});
  EXPECT_EQ(Zombie::outcome(mate), Outcome::win(1, "checkmate"));
}

TEST(ZombieRule5, AnotherZombieMayStandOnTheSquareLeftToKeepABurialDown) {
  // Black queens lie under c6 and e6, next to the king: whichever zombie leaves must be replaced.
  // After e6f5 the c8 bishop can go to e6; after e6d7 it cannot get there.
  State s = at("2B2B2/k7/N1Q1B3/3K4/8/7n/2p5/4n3 w - - 0 1 zombies=a6,c6,e6,c8,f8 white=qc6,qe6");
  EXPECT_TRUE(is_legal(s, "e6f5"));
  EXPECT_FALSE(is_legal(s, "e6d7"));
  step(s, "e6f5");
  EXPECT_FALSE(is_legal(s, "end")) << "a queen would rise on e6";
  EXPECT_TRUE(is_legal(s, "c8e6"));
  EXPECT_FALSE(is_legal(s, "c6e6")) << "then a queen rises on c6";
}

TEST(ZombieRule5, AKnightShieldCannotBeReplaced) {
  // The a4 knight shields a1 but cannot move without opening the file; the bishop cannot get past
  // c7 (or, in the second position, past b6) to take its place; the other knights are far away.
  // Only the king's ordinary moves are left (the zombies then turn to dust).
  for (const char* fen : {"q2B3k/2P5/8/8/N7/4NNNN/8/K7 w - - 0 1 zombies=d8,e3,f3,g3,h3,a4",
                          "q2B3k/8/1p6/8/N7/4NNNN/8/K7 w - - 0 1 zombies=d8,e3,f3,g3,h3,a4"}) {
    auto moves = legal(at(fen));
    std::sort(moves.begin(), moves.end());
    EXPECT_EQ(moves, (std::vector<std::string>{"a1b1", "a1b2"})) << fen;
  }
  State s = at("q2B3k/8/8/8/N7/4NNNN/8/K7 w - - 0 1 zombies=d8,e3,f3,g3,h3,a4");
  EXPECT_TRUE(is_legal(s, "e3g4")) << "without b6 the bishop may shut the file on a5";
}

// Decision: every step is also an orthodox move: a pinned piece may not leave the line, even
// when its own burial would rise behind it at the end of the turn and shut the line again.
TEST(ZombieRule5, APinnedPieceStaysPinnedOverItsOwnBurial) {
  State s = at("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1 white=pe2");
  EXPECT_FALSE(is_legal(s, "e2c3"));
  expect_error([&] { Zombie::parse_move(s, "e2c3"); }, "illegal move e2c3");
  EXPECT_TRUE(is_legal(s, "e1d1"));
}

// Rule 6: a zombie not moved on its owner's turn turns to dust; moved, it lives (and stays a
// zombie: decision "zombies for good").
TEST(ZombieRule6, UnmovedZombiesTurnToDust) {
  State s = at("4k3/8/8/8/8/2N5/4P3/4K3 w - - 0 1 zombies=c3");
  std::string shown = step(s, "e2e4");
  EXPECT_TRUE(contains(shown, "the zombie white knight on c3 turns to dust")) << shown;
  EXPECT_EQ(s.pos.board[sq("c3")], chess::kNoPiece);
  EXPECT_EQ(s.dust[chess::make_piece(chess::kWhite, chess::kKnight)], 1);
  State moved = at("4k3/8/8/8/8/2N5/4P3/4K3 w - - 0 1 zombies=c3");
  step(moved, "c3d5");
  EXPECT_EQ(Zombie::to_move(moved), 1) << "its only zombie moved: the turn is over";
  EXPECT_TRUE(moved.zombies & bit(sq("d5"))) << "a zombie stays a zombie";
  step(moved, "e8d8");
  step(moved, "e2e4");
  EXPECT_EQ(moved.pos.board[sq("d5")], chess::kNoPiece) << "so it must move every turn";
}

// Rule 6 and legality: losing an unmoved zombie may not expose your own king.
TEST(ZombieRule6, LosingAShieldingZombieCountsForCheck) {
  State s = at("4r1k1/8/8/8/8/8/4N2P/4K3 w - - 0 1 zombies=e2");
  EXPECT_FALSE(is_legal(s, "h2h3")) << "the zombie on e2 would crumble and open the e-file";
  EXPECT_FALSE(is_legal(s, "e2c3")) << "orthodox pin: the zombie cannot leave the file";
  EXPECT_TRUE(is_legal(s, "e1d1"));
}

// Rule 7 (decision: horde=either): zombies move one after another, each once; a turn is either
// one ordinary move or zombie moves; "end" ends it, unmoved zombies turn to dust.
TEST(ZombieRule7, AHordeMovesEachZombieOnce) {
  State s = at("4k3/8/8/8/8/2N2N2/8/4K3 w - - 0 1 zombies=c3,f3");
  EXPECT_FALSE(is_legal(s, "end")) << "a turn does not start with 'end'";
  step(s, "c3d5");
  EXPECT_EQ(Zombie::to_move(s), 0) << "the horde goes on";
  EXPECT_TRUE(is_legal(s, "end"));
  expect_error([&] { Zombie::parse_move(s, "d5c7"); }, "already moved");
  expect_error([&] { Zombie::parse_move(s, "e1d1"); }, "only zombies move");
  step(s, "f3g5");
  EXPECT_EQ(Zombie::to_move(s), 1) << "every zombie moved: the turn ends by itself";
  EXPECT_EQ(popcount(s.zombies), 2);
}

TEST(ZombieRule7, EndingAHordeEarlyDestroysTheRest) {
  State s = at("4k3/8/8/8/8/2N2N2/8/4K3 w - - 0 1 zombies=c3,f3");
  step(s, "c3d5");
  std::string shown = step(s, "end");
  EXPECT_TRUE(contains(shown, "White ends the turn")) << shown;
  EXPECT_TRUE(contains(shown, "knight on f3 turns to dust")) << shown;
  EXPECT_EQ(s.pos.board[sq("f3")], chess::kNoPiece);
}

TEST(ZombieRule7, OptionBothAllowsOneOrdinaryMoveAfterTheZombies) {
  State s = at("4k3/8/8/8/8/2N2N2/8/4K3 w - - 0 1 zombies=c3,f3 horde=both");
  step(s, "c3d5");
  EXPECT_TRUE(is_legal(s, "e1d1"));
  step(s, "e1d1");
  EXPECT_EQ(Zombie::to_move(s), 1) << "the ordinary move ends the turn";
  EXPECT_EQ(s.pos.board[sq("f3")], chess::kNoPiece) << "the unmoved zombie is gone";
  EXPECT_NE(s.pos.board[sq("d5")], chess::kNoPiece);
}

// Rule 8: a pawn rising on its last rank promotes at once, to what its owner chooses (as in
// chess); on its own first rank (decision) it turns to dust.
TEST(ZombieRule8, APawnRisingOnItsLastRankPromotesAsItsOwnerChooses) {
  State s = at("1n6/7k/8/8/8/8/8/4K3 b - - 0 1 black=Pb8");
  std::string shown = step(s, "b8c6");
  EXPECT_TRUE(contains(shown, "rises on b8, its last rank: White chooses")) << shown;
  EXPECT_EQ(Zombie::to_move(s), 0) << "the owner chooses, first thing in its turn";
  EXPECT_FALSE(Zombie::outcome(s).over());
  EXPECT_EQ(legal(s), (std::vector<std::string>{"promote-b8-q", "promote-b8-r", "promote-b8-b",
                                                "promote-b8-n"}));
  std::string text = Zombie::position_text(s);
  EXPECT_TRUE(contains(text, " promote=b8")) << text;
  EXPECT_EQ(Zombie::position_text(at(text)), text);
  expect_error([&] { Zombie::parse_move(s, "e1d1"); }, "White must first choose");
  EXPECT_TRUE(contains(step(s, "promote-b8-n"), "becomes a knight"));
  EXPECT_EQ(s.pos.board[sq("b8")], chess::make_piece(chess::kWhite, chess::kKnight));
  EXPECT_TRUE(s.zombies & bit(sq("b8"))) << "still a zombie";
  EXPECT_EQ(Zombie::to_move(s), 0) << "and now White's turn proper";
  EXPECT_TRUE(is_legal(s, "b8c6"));
}

TEST(ZombieRule8, ARevealMayNotLetAnyChoiceCheckTheMover) {
  // Risen on b8, the white pawn could become a knight that checks d7.
  State s = at("1n6/3k4/8/8/8/8/8/4K3 b - - 0 1 black=Pb8");
  EXPECT_FALSE(is_legal(s, "b8c6"));
  EXPECT_TRUE(is_legal(s, "d7e7"));
  State far = at("1n6/8/4k3/8/8/8/8/4K3 b - - 0 1 black=Pb8");
  EXPECT_TRUE(is_legal(far, "b8c6"));
}

TEST(ZombieRule8, TheMoverChoosesForItsOwnPawnBeforeTheTurnPasses) {
  // Rule 9: no white burial under d8, so Black's burial, a white pawn, rises: White's own piece.
  State s = at("3B3k/8/8/8/8/8/8/4K3 w - - 0 1 black=Pd8");
  step(s, "d8a5");
  EXPECT_EQ(Zombie::to_move(s), 0) << "White chooses before the turn passes";
  EXPECT_EQ(legal(s).size(), 4u);
  std::string text = Zombie::position_text(s);
  EXPECT_TRUE(contains(text, " promote=d8+end")) << text;
  step(s, "promote-d8-r");
  EXPECT_EQ(Zombie::to_move(s), 1);
  EXPECT_TRUE(s.pos.in_check()) << "the new rook checks h8";
  std::string closing = "3Q3k/8/8/B7/8/8/8/4K3 w - - 0 1 zombies=d8 promote=d8+end";
  EXPECT_EQ(Zombie::position_text(at(closing)), closing) << "Black may stand in check then";
}

TEST(ZombieRule8, APawnRisingOnItsOwnFirstRankTurnsToDust) {
  State s = at("4k3/8/8/8/8/8/8/n3K3 b - - 0 1 black=Pa1");
  std::string shown = step(s, "a1b3");
  EXPECT_TRUE(contains(shown, "its own first rank, and turns to dust")) << shown;
  EXPECT_EQ(s.pos.board[sq("a1")], chess::kNoPiece);
  EXPECT_EQ(s.dust[chess::make_piece(chess::kWhite, chess::kPawn)], 1);
}

// Rule 9: burials stay on their square under the capturer's piece; when it leaves, the capturer's
// own burial there rises first, else the other player's.
TEST(ZombieRule9, TheLeaversOwnBurialRisesFirst) {
  // Black buried a white knight under d4; White took the black piece there and buried under d4.
  State s = at("4k3/8/8/8/3B4/8/8/4K3 w - - 0 1 black=Nd4 white=rd4");
  std::string shown = step(s, "d4e5");
  EXPECT_TRUE(contains(shown, "a zombie black rook rises on d4")) << shown;
  EXPECT_EQ(s.burials[1].at(sq("d4")), 0) << "Black's burial stays, now under the rook";
}

TEST(ZombieRule9, ElseTheOtherPlayersBurialRisesAndLivesThroughThatTurn) {
  State s = at("4k3/8/8/8/3B4/8/8/4K3 w - - 0 1 black=Nd4");
  std::string shown = step(s, "d4e5");
  EXPECT_TRUE(contains(shown, "a zombie white knight rises on d4")) << shown;
  EXPECT_EQ(s.pos.board[sq("d4")], chess::make_piece(chess::kWhite, chess::kKnight));
  EXPECT_EQ(s.burials[1].count, 0);
  // Decision: it rose at the end of its owner's turn, so it is spared then, and must move on the
  // owner's next turn.
  step(s, "e8d7");
  EXPECT_TRUE(is_legal(s, "d4f5"));
  step(s, "e1d1");
  EXPECT_EQ(s.pos.board[sq("d4")], chess::kNoPiece);
}

// Rule 10: a zombie is an ordinary piece otherwise; captured, it is buried again.
TEST(ZombieRule10, ACapturedZombieIsBuriedAgain) {
  State s = at("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1 zombies=d5");
  step(s, "e4d5");
  EXPECT_EQ(s.pending, chess::make_piece(chess::kBlack, chess::kKnight));
  EXPECT_EQ(s.zombies, 0u) << "the capturing pawn is no zombie";
  step(s, "bury-e1");
  EXPECT_EQ(s.burials[0].count, 1);
}

// Rule 11: checkmate ends the game, reveal-checks counted; draws as decided.
TEST(ZombieRule11, CheckmateCountsRevealChecks) {
  // The king's only escapes would raise the black queen buried under h1 next to it.
  State mate = at("4k3/8/8/8/8/8/8/r6K w - - 0 1 white=qh1");
  EXPECT_EQ(Zombie::outcome(mate), Outcome::win(1, "checkmate"));
  State escape = at("4k3/8/8/8/8/8/8/r6K w - - 0 1");
  EXPECT_FALSE(Zombie::outcome(escape).over());
}

TEST(ZombieRule11, FoolsMate) {
  State s = at(chess::kStandardFen);
  for (auto m : {"f2f3", "e7e5", "g2g4", "d8h4"}) step(s, m);
  EXPECT_EQ(Zombie::outcome(s), Outcome::win(1, "checkmate"));
}

TEST(ZombieRule11, DrawsByOrthodoxRulesWhileNothingCanRise) {
  EXPECT_EQ(Zombie::outcome(at("4k3/8/8/8/8/8/8/4K3 w - - 0 1")),
            Outcome::draw("insufficient material"));
  EXPECT_EQ(Zombie::outcome(at("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1")),
            Outcome::draw("insufficient material"));
  EXPECT_FALSE(Zombie::outcome(at("4k3/8/8/8/8/8/8/4K1N1 w - - 0 1 white=ng1")).over())
      << "a buried knight may still rise";
  EXPECT_EQ(Zombie::outcome(at("4k3/8/8/8/8/8/4P3/4K3 w - - 100 80")),
            Outcome::draw("fifty-move rule"));
  EXPECT_EQ(Zombie::outcome(at("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")), Outcome::draw("stalemate"));
}

// Decision: en passant answers only the turn's last move.
TEST(ZombieDecisions, EnPassantAnswersADoubleStepThatEndedTheTurn) {
  State s = at("4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1");
  step(s, "e2e4");
  EXPECT_TRUE(is_legal(s, "f4e3"));
}

TEST(ZombieDecisions, AZombiePawnsDoubleStepKeepsEnPassantWhenTheTurnEndsAfterIt) {
  State s = at("4k3/8/8/8/5p2/8/3PP3/4K1N1 w - - 0 1 zombies=d2,e2,g1");
  step(s, "e2e4");
  EXPECT_EQ(Zombie::to_move(s), 0) << "the other zombies may still move";
  std::string text = Zombie::position_text(s);
  EXPECT_EQ(Zombie::position_text(at(text)), text) << "a turn under way keeps its square";
  EXPECT_FALSE(is_legal(s, "d2e3")) << "the mover takes no en passant of its own";
  step(s, "end");
  EXPECT_TRUE(is_legal(s, "f4e3")) << "nothing moved after the double step";
  State later = at("4k3/8/8/8/5p2/8/3PP3/4K1N1 w - - 0 1 zombies=d2,e2,g1");
  step(later, "e2e4");
  step(later, "g1f3");
  EXPECT_FALSE(is_legal(later, "f4e3")) << "another step came after it";
}

// Decision: a square left during a horde and then taken by another zombie is not checked.
TEST(ZombieDecisions, AReoccupiedSquareIsNotChecked) {
  State s = at("4k3/8/8/8/8/2N5/8/B3K3 w - - 0 1 zombies=c3,a1 white=rc3");
  step(s, "c3e4");
  step(s, "a1c3");
  EXPECT_EQ(s.burials[0].at(sq("c3")), 0) << "the burial stays under the bishop";
  EXPECT_EQ(s.pos.board[sq("c3")], chess::make_piece(chess::kWhite, chess::kBishop));
}

// Decision: mid-horde, a zombie may not take the king another one checks.
TEST(ZombieDecisions, NoKingIsCaptured) {
  State s = at("4k3/3N4/8/1B6/8/8/8/4K3 w - - 0 1 zombies=d7,b5");
  step(s, "d7b6");  // discovers the zombie bishop's check
  EXPECT_EQ(Zombie::to_move(s), 0);
  EXPECT_FALSE(is_legal(s, "b5e8"));
  expect_error([&] { Zombie::parse_move(s, "b5e8"); }, "a king is never captured");
  EXPECT_TRUE(is_legal(s, "b5d7"));
}

// Decision: legality never depends on the opponent's secret burials.
TEST(ZombieDecisions, LegalityIgnoresTheOpponentsBurials) {
  State with = at("4k3/8/8/8/8/8/4B3/4K2r w - - 0 1 black=Ne2");
  State without = at("4k3/8/8/8/8/8/4B3/4K2r w - - 0 1");
  EXPECT_EQ(legal(with), legal(without));
}

TEST(ZombieDecisions, OutOfTurnMovesAreRefused) {
  State s = at(chess::kStandardFen);
  expect_error([&] { Zombie::parse_move(s, "e7e5"); }, "it is White to move");
  expect_error([&] { Zombie::parse_move(s, "bury-e1"); }, "nothing to bury");
  expect_error([&] { Zombie::parse_move(s, "end"); }, "no turn is under way");
}

}  // namespace
}  // namespace menagerie::zombie
