// One test (or more) per numbered rule and per decision of docs/rules/cooperative.md.
#include <gtest/gtest.h>

#include "support/error_of.hpp"
#include "games/cooperative/tests/helpers.hpp"

namespace menagerie::cooperative {
namespace {

using namespace harness;
using menagerie::harness::expect_error;

// White to move from the standard start, holding N, B, p; Black holds Q, r, k.
const char* kDealt =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 hands=NBp/Qrk stacks=-/- "
    "captured=- step=start";

// Rule 1: the deal's odds are the cards' shares of the deck.
TEST(CooperativeRules, R1ChanceDrawsByTheCardsLeft) {
  State s = Cooperative::start();
  ChanceOf<Cooperative> odds;
  Cooperative::chance(s, odds);
  ASSERT_EQ(odds.size(), 12u);
  for (const auto& o : odds) {
    double want = kDeckCount[chess::type_of(o.move.card)] / 32.0;
    EXPECT_DOUBLE_EQ(o.probability, want) << Cooperative::move_text(s, o.move);
  }
  // The white king card dealt: no second one can come.
  step(s, "draw-K");
  odds.clear();
  Cooperative::chance(s, odds);
  for (const auto& o : odds) EXPECT_NE(o.move.card, chess::make_piece(chess::kWhite, chess::kKing));
  EXPECT_EQ(odds.size(), 11u);
}

// Rule 2-3: the card goes onto the player's own stack; a turn is at most one non-capturing move,
// then exactly one card, then captures; the hand is drawn back up to three.
TEST(CooperativeRules, R3TurnOrder) {
  State s = at(kDealt);
  EXPECT_TRUE(is_legal(s, "e2e4"));
  EXPECT_TRUE(is_legal(s, "card-N"));
  EXPECT_FALSE(is_legal(s, "end")) << "the card is not optional";
  step(s, "e2e4");
  EXPECT_FALSE(is_legal(s, "d2d4")) << "one non-capturing move";
  expect_error([&] { step(s, "d2d4"); }, "already made this turn's move");
  expect_error([&] { step(s, "end"); }, "must play a card");
  EXPECT_EQ(legal(s), (std::vector<std::string>{"card-N", "card-B", "card-p"}));
  step(s, "card-B");
  EXPECT_EQ(field(s, "stacks"), "B/-");
  EXPECT_EQ(field(s, "hands"), "Np/Qrk");
  // Black's stack is empty: nothing to capture, so the turn ends and White draws one card.
  ASSERT_EQ(Cooperative::to_move(s), kChance);
  EXPECT_EQ(drawer(s), 0);
  step(s, "draw-R");
  EXPECT_EQ(field(s, "hands"), "NRp/Qrk");
  EXPECT_EQ(Cooperative::to_move(s), 1);
}

// Rule 3: the card may come first (no move), and after it only captures or "end".
TEST(CooperativeRules, R3CardFirstThenOnlyCapturesOrEnd) {
  State s =
      at("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 hands=PBN/qrk stacks=-/p "
         "captured=- step=start");
  step(s, "card-P");
  EXPECT_EQ(legal(s), (std::vector<std::string>{"e4d5", "end"}));
  expect_error([&] { step(s, "d2d4"); }, "only captures");
  step(s, "end");
  EXPECT_EQ(Cooperative::to_move(s), kChance);
}

// Rule 3: every move of a turn by the same piece.
TEST(CooperativeRules, R3OnePiecePerTurn) {
  State s =
      at("rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3 hands=PNB/qrk stacks=-/pp "
         "captured=- step=start");
  steps(s, {"b1c3", "card-N"});
  // The f3 knight could take e5 by the cards, but the c3 knight moved this turn.
  expect_error([&] { step(s, "f3e5"); }, "one piece");
  EXPECT_TRUE(is_legal(s, "c3d5"));
  State t =
      at("rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3 hands=PNB/qrk stacks=-/pp "
         "captured=- step=start");
  steps(t, {"card-N", "f3e5"});
  EXPECT_TRUE(is_legal(t, "e5f7"));
  expect_error([&] { step(t, "e4d5"); }, "one piece");
}

// Rule 4: the capturer's type is the card played; the captured type is the partner's top card;
// colour does not matter; each capture moves that card to the captured pile.
TEST(CooperativeRules, R4CaptureMatching) {
  const char* text =
      "rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3 hands=PnB/qrk "
      "stacks=-/Np captured=- step=start";
  State s = at(text);
  step(s, "card-n");  // a black knight card moves a white knight: colour does not matter
  EXPECT_TRUE(is_legal(s, "f3e5"));
  EXPECT_FALSE(is_legal(s, "e4d5")) << "a pawn cannot capture on a knight card";
  expect_error([&] { step(s, "e4d5"); }, "the capturing piece is a pawn but the card played");
  step(s, "f3e5");
  EXPECT_EQ(field(s, "captured"), "p");
  EXPECT_EQ(field(s, "stacks"), "n/N");
  // Now Black's top card is a (red) knight: the e5 knight may take the knight on b8? Not in
  // reach; nothing else matches, so the turn is over.
  EXPECT_EQ(Cooperative::to_move(s), kChance);
  State t = at(text);
  step(t, "card-P");
  expect_error([&] { step(t, "f3e5"); }, "capturing piece is a knight");
  State u =
      at("rnbqkbnr/ppp2ppp/8/3pp3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3 hands=PB/qrk "
         "stacks=n/pN captured=- step=played");
  expect_error([&] { step(u, "f3e5"); }, "the captured piece is a pawn but the top card");
}

// Rule 4: after each capture the next card of the partner's stack decides the next capture.
TEST(CooperativeRules, R4ChainsDownThePartnersStack) {
  State s =
      at("4k3/8/8/3p1p2/4Q3/8/8/4K3 w - - 0 20 hands=QPP/qrk stacks=-/ppp captured=- step=start");
  steps(s, {"card-Q", "e4d5"});
  EXPECT_EQ(field(s, "piece"), "d5");
  ASSERT_TRUE(is_legal(s, "d5f5")) << "the next card is a pawn too";
  step(s, "d5f5");
  EXPECT_EQ(field(s, "captured"), "pp");
  EXPECT_EQ(field(s, "stacks"), "Q/p");
  EXPECT_EQ(Cooperative::to_move(s), kChance) << "no black pawn left to take: the turn ended";
}

// Rule 5a: a type the stack's owner no longer has is wild on that stack, both ways.
TEST(CooperativeRules, R5aWildWhenTheTypeIsGone) {
  // White has no queen: the Q card on White's stack lets any white piece capture.
  State s =
      at("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 2 hands=QBN/qrk stacks=-/p "
         "captured=- step=start");
  step(s, "card-Q");
  EXPECT_TRUE(is_legal(s, "e4d5"));
  // Black has no queen: a q card on Black's stack lets White capture any black piece.
  State t =
      at("rnb1kbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 hands=PBN/prk stacks=-/q "
         "captured=- step=start");
  step(t, "card-P");
  EXPECT_TRUE(is_legal(t, "e4d5"));
  // With the queen still there, the q card is not wild.
  State u =
      at("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 hands=PBN/prk stacks=-/q "
         "captured=- step=start");
  step(u, "card-P");
  EXPECT_FALSE(is_legal(u, "e4d5"));
}

// Rule 5b: a double colour match makes the next captured card wild for one capture; the wild
// chain goes on only through further double colour matches.
TEST(CooperativeRules, R5bDoubleColourMatchChains) {
  State s =
      at("b3k2r/4q3/3n4/2p5/3P4/8/8/4K3 w - - 0 20 hands=PQR/qnk stacks=-/brp captured=- "
         "step=start");
  steps(s, {"card-P", "d4c5"});  // white pawn on a red card, black pawn on a black card
  EXPECT_EQ(field(s, "wild"), "1");
  ASSERT_TRUE(is_legal(s, "c5d6")) << "the r card is wild: the knight may be taken";
  step(s, "c5d6");  // black knight on a black card: the chain goes on
  EXPECT_EQ(field(s, "wild"), "1");
  EXPECT_TRUE(is_legal(s, "d6e7")) << "the b card is wild: the queen may be taken";
}

TEST(CooperativeRules, R5bWildLastsOneCaptureWithoutAColourMatch) {
  State s =
      at("b3k2r/4q3/3n4/2p5/3P4/8/8/4K3 w - - 0 20 hands=PQN/qnk stacks=-/bRp captured=- "
         "step=start");
  steps(s, {"card-P", "d4c5", "c5d6"});  // the R card is wild; a black knight on a red card
  EXPECT_EQ(field(s, "wild"), "");
  EXPECT_FALSE(is_legal(s, "d6e7")) << "the b card needs a bishop";
}

// Rule 6: castling with the king crossing attacked squares; the king may stand in check.
TEST(CooperativeRules, R6CastlingAndCheckDoNotMatter) {
  State s =
      at("r3k2r/8/8/8/8/8/5q2/R3K2R w KQkq - 0 10 hands=PNB/prk stacks=-/- captured=- step=start");
  EXPECT_TRUE(is_legal(s, "e1h1")) << "through and into attacked squares";
  EXPECT_TRUE(is_legal(s, "e1a1"));
  EXPECT_TRUE(is_legal(s, "e1f1")) << "into check";
  State t = s;
  step(t, "e1g1");  // the king's target is accepted too
  EXPECT_EQ(field(t, "piece"), "g1") << "the king is this turn's piece";
  EXPECT_EQ(Cooperative::position_text(t).substr(0, 25), "r3k2r/8/8/8/8/8/5q2/R4RK1");
}

// Rule 6: en passant on the partner's next turn, if the cards allow.
TEST(CooperativeRules, R6EnPassant) {
  State s = at("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 10 hands=PNB/prk stacks=-/- captured=- step=start");
  steps(s, {"d7d5", "card-p"});
  EXPECT_EQ(field(s, "nextep"), "d6");
  step(s, "draw-q");
  EXPECT_EQ(Cooperative::to_move(s), 0);
  steps(s, {"card-P"});
  // White's top... Black's top card is the black pawn card: e5xd6 e.p. is allowed.
  ASSERT_TRUE(is_legal(s, "e5d6"));
  std::string shown = step(s, "e5d6");
  EXPECT_EQ(shown, "e5xd6 e.p.");
  EXPECT_EQ(Cooperative::position_text(s).substr(0, 22), "4k3/8/3P4/8/8/8/8/4K3 ");
}

// Rule 6 and the king decision: promotion is compulsory, to Q, R, B or N, never a king.
TEST(CooperativeRules, R6PromotionWithoutAKing) {
  State s = at("4k3/P7/8/8/8/8/8/4K3 w - - 0 10 hands=PNB/prk stacks=-/- captured=- step=start");
  EXPECT_TRUE(is_legal(s, "a7a8q"));
  EXPECT_TRUE(is_legal(s, "a7a8n"));
  EXPECT_FALSE(is_legal(s, "a7a8"));
  expect_error([&] { Cooperative::parse_move(s, "a7a8"); }, "say what the pawn becomes");
  expect_error([&] { Cooperative::parse_move(s, "a7a8k"); }, "n, b, r or q");
}

// Rule 7: a king's capture ends the game at once; both seats win and score the types gone.
TEST(CooperativeRules, R7KingCaptureWinsAndScoresTheTypesGone) {
  // No queens and no bishops on the board; White's knight takes the black king on the k card.
  State s =
      at("r3k2r/pppp1ppp/8/3N4/8/8/PPPPPPPP/R3K2R w KQkq - 0 10 hands=NPP/prn stacks=-/pk "
         "captured=- step=start");
  steps(s, {"d5f6", "card-N"});
  ASSERT_TRUE(is_legal(s, "f6e8"));
  step(s, "f6e8");
  Outcome o = Cooperative::outcome(s);
  EXPECT_EQ(o.kind, Outcome::Kind::kWin);
  EXPECT_EQ(o.winners, seat_bit(0) | seat_bit(1));
  EXPECT_TRUE(o.scored);
  EXPECT_EQ(o.score[0], 2) << "queens and bishops: the book's example";
  EXPECT_EQ(o.score[1], 2);
  EXPECT_TRUE(legal(s).empty());
}

// Rule 7 decision: running out of cards. Default: a seat with no card is skipped; the team loses
// when both hands are empty. Option "first": lost as soon as the seat to move has none.
std::string exhausted(const char* hands, const char* rule) {
  // Every other card is on the stacks or captured: the draw pile is empty.
  return std::string("4k3/8/8/8/8/8/8/4K3 w - - 0 30 hands=") + hands +
         " stacks=PPPPPPNNBBRRQK/ppppppppnnbbrrq captured=k step=start" + rule;
}

TEST(CooperativeRules, R7OutOfCardsBothHands) {
  State s = at(exhausted("PP/-", ""));
  EXPECT_EQ(draw_pile_size(s), 0);
  step(s, "card-P");
  EXPECT_FALSE(Cooperative::outcome(s).over());
  EXPECT_EQ(Cooperative::to_move(s), 0) << "Black has no card: White plays on";
  step(s, "card-P");
  Outcome o = Cooperative::outcome(s);
  EXPECT_EQ(o.kind, Outcome::Kind::kLoss);
  EXPECT_EQ(o.reason, "out of cards");
}

TEST(CooperativeRules, R7OutOfCardsFirstEmptyHand) {
  State s = at(exhausted("PP/-", " outofcards=first"));
  step(s, "card-P");
  Outcome o = Cooperative::outcome(s);
  EXPECT_EQ(o.kind, Outcome::Kind::kLoss);
}

// Bad input: named, and nothing changes.
TEST(CooperativeRules, BadStepsAreNamed) {
  State s = at(kDealt);
  State before = s;
  expect_error([&] { Cooperative::parse_move(s, "card-Q"); }, "White holds no red queen card");
  expect_error([&] { Cooperative::parse_move(s, "e7e5"); }, "it is White's turn");
  expect_error([&] { Cooperative::parse_move(s, "draw-Q"); }, "drawn by the game");
  expect_error([&] { Cooperative::parse_move(s, "e2e5"); }, "cannot move to e5");
  expect_error([&] { Cooperative::parse_move(s, "card-X"); }, "not a card");
  expect_error([&] { Cooperative::parse_move(s, "hello"); }, "not a move");
  EXPECT_EQ(s, before);
}

TEST(CooperativeRules, BadPositionsAreNamed) {
  expect_error(
      [] { at("4k3/8/8/8/8/8/8/4K3 w - - 0 1 hands=QQ/- stacks=-/- captured=- step=start"); },
      "the deck has only 1");
  expect_error(
      [] { at("4k3/8/8/8/8/8/8/4K3 w - - 0 1 hands=PPPP/- stacks=-/- captured=- step=start"); },
      "at most 3");
  expect_error([] { at("4k3/8/8/8/8/8/8/4K3 w - - 0 1 hands=-/- step=later"); }, "step must be");
  expect_error([] { at("4k3/8/8/8/8/8/8/4K3 w - - 0 1 hands=-/- colour=red"); },
               "unknown field 'colour'");
}

}  // namespace
}  // namespace menagerie::cooperative

namespace menagerie::cooperative {
namespace {

using namespace harness;
using menagerie::harness::expect_error;

// Decision: a promoted pawn is still the turn's piece, with its new type for the next capture.
TEST(CooperativeDecisions, PromotedPieceCapturesByItsNewType) {
  State s =
      at("3rk3/4Pr2/8/8/8/8/P7/4K3 w - - 0 20 hands=PNB/qnp stacks=-/rr captured=- step=start");
  steps(s, {"card-P", "e7d8n"});
  // The knight on d8 reaches the rook on f7 and the next card is a rook card, but a knight needs
  // a knight card: the pawn card played allows no more, and the turn is over.
  EXPECT_EQ(Cooperative::to_move(s), kChance);
  // With no white pawn left the pawn card is wild on White's stack (rule 5a): the new queen
  // takes the king.
  State t = at("3rk3/4P3/8/8/8/8/8/4K3 w - - 0 20 hands=PNB/qnp stacks=-/kr captured=- step=start");
  steps(t, {"card-P", "e7d8q"});
  EXPECT_EQ(field(t, "piece"), "d8");
  EXPECT_TRUE(is_legal(t, "d8e8"));
}

// Decision: wildness is judged at each capture, so a type gone during the turn is wild at once.
TEST(CooperativeDecisions, ATypeGoneMidTurnIsWildAtOnce) {
  // Black's stack: N (red knight) under n. White plays a black knight card (no colour match), and
  // taking Black's only knight makes the N card under it wild: the rook on c7 may be taken.
  const char* text =
      "4k3/2r5/8/3n4/8/4N3/8/4K3 w - - 0 20 hands=PnB/qpk stacks=-/Nn captured=- step=start";
  State s = at(text);
  steps(s, {"card-n", "e3d5"});
  EXPECT_EQ(field(s, "wild"), "");
  EXPECT_TRUE(is_legal(s, "d5c7"));
  // With a second black knight on the board the N card is no wild: the turn ends instead.
  State t =
      at("4k2n/2r5/8/3n4/8/4N3/8/4K3 w - - 0 20 hands=PnB/qpk stacks=-/Nn captured=- step=start");
  steps(t, {"card-n", "e3d5"});
  EXPECT_EQ(Cooperative::to_move(t), kChance);
}

// Decision: en passant only while the pawn that stepped twice still stands where it arrived.
TEST(CooperativeDecisions, EnPassantLapsesWhenThePawnMovedOn) {
  State s =
      at("4k3/3p4/8/4P3/4P3/8/8/4K3 b - - 0 10 hands=PNB/prk stacks=P/- captured=- step=start");
  steps(s, {"d7d5", "card-p", "d5e4", "draw-q"});
  EXPECT_EQ(Cooperative::to_move(s), 0);
  EXPECT_NE(Cooperative::position_text(s).find(" w - - "), std::string::npos)
      << "no en passant square: the d-pawn has left d5";
}

// Decision: a lost game scores 0 for both seats.
TEST(CooperativeDecisions, ALossScoresZero) {
  State s =
      at("4k3/8/8/8/8/8/8/4K3 w - - 0 30 hands=P/- stacks=PPPPPPPNNBBRRQK/ppppppppnnbbrrq "
         "captured=k step=start");
  step(s, "card-P");
  Outcome o = Cooperative::outcome(s);
  EXPECT_EQ(o.kind, Outcome::Kind::kLoss);
  EXPECT_TRUE(o.scored);
  EXPECT_EQ(o.score[0], 0);
  EXPECT_EQ(o.score[1], 0);
}

}  // namespace
}  // namespace menagerie::cooperative
