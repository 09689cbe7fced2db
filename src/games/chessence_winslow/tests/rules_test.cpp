// The rules of Winslow's Chessence, one test per rule, on small hand-built positions (research
// notes, section 4 fixtures).
#include <gtest/gtest.h>

#include "core/record.hpp"
#include "games/chessence_winslow/tests/helpers.hpp"

namespace menagerie::chessence_winslow {
namespace {

using namespace harness;
using V = std::vector<std::string>;

TEST(Board, StartPositionMatchesTheRules) {
  State s = G::start();
  EXPECT_EQ(s.men[kWhite], bit(square("e1")) | bit(square("d2")) | bit(square("e2")) |
                               bit(square("f2")) | bit(square("d3")) | bit(square("e3")));
  EXPECT_EQ(s.men[kBlack], bit(square("b9")) | bit(square("a8")) | bit(square("b8")) |
                               bit(square("c8")) | bit(square("b7")) | bit(square("c7")));
  EXPECT_EQ(s.hand[kWhite], 3);
  EXPECT_EQ(s.hand[kBlack], 3);
  EXPECT_EQ(G::to_move(s), kWhite);
  EXPECT_FALSE(G::outcome(s).over());
}

TEST(Slides, RookSlideStopsBeforeAHole) {
  // b1 and c1 power each other as rooks; going up the b-file, b3 is a hole.
  State s = position("b1 c1", "");
  EXPECT_EQ(G::powers(s, square("b1")), kRook);
  EXPECT_EQ(destinations(s, "b1"), (V{"a1", "b2"}));
  // c1 slides up until c6, a hole, and right until the king on f1.
  EXPECT_EQ(destinations(s, "c1"), (V{"c2", "c3", "c4", "c5", "d1", "e1"}));
}

TEST(Slides, BishopSlideStopsBeforeAHole) {
  // c4 and d5 are diagonal partners; from c4 both left diagonals start on holes (b5, b3).
  State s = position("c4 d5", "");
  EXPECT_EQ(G::powers(s, square("c4")), kBishop);
  EXPECT_EQ(destinations(s, "c4"), (V{"d3", "e2"}));  // then the king on f1 blocks
}

TEST(Slides, SlidesStopAtPiecesAndCaptureEnemyMen) {
  // d1's rook line right: e1 empty, f1 is a king (blocks, never captured); up: d2 empty, d3 enemy.
  State s = position("c1 d1", "d3 c5");
  EXPECT_EQ(destinations(s, "d1"), (V{"d2", "d3", "e1"}));
}

TEST(Knights, LeapOverHolesButNeverLandOnOne) {
  // a3 is walled in by the holes a2 and b3 but leaps out; its leap to b5 is refused (a hole).
  State s = position("a3 c4", "");
  EXPECT_EQ(G::powers(s, square("a3")), kKnight);
  EXPECT_EQ(destinations(s, "a3"), (V{"b1", "c2"}));
  EXPECT_EQ(destinations(s, "c4"), (V{"a5", "b2", "b6", "d2", "d6", "e3"}));  // not e5
}

TEST(Knights, RelationIgnoresWhatLiesBetween) {
  // e4 and f6 are a knight's leap apart with the hole e5 between them.
  State s = position("e4 f6", "");
  EXPECT_EQ(G::powers(s, square("e4")), kKnight);
  EXPECT_EQ(G::powers(s, square("f6")), kKnight);
}

TEST(Powers, EachRelationGivesItsMove) {
  State rook = position("c3 c4", "");
  EXPECT_EQ(G::powers(rook, square("c3")), kRook);
  EXPECT_EQ(destinations(rook, "c3"), (V{"c1", "c2", "d3", "e3", "f3"}));

  State bishop = position("c4 d5", "");
  EXPECT_EQ(G::powers(bishop, square("d5")), kBishop);
  EXPECT_EQ(destinations(bishop, "d5"), (V{"e4", "e6", "f3", "f7"}));  // c6 is a hole

  State knight = position("a3 c4", "");
  EXPECT_EQ(G::powers(knight, square("c4")), kKnight);
}

TEST(Powers, PowersCombine) {
  // c3 has an orthogonal partner (c4) and a knight partner (e2): it moves as rook and knight.
  State s = position("c3 c4 e2", "");
  EXPECT_EQ(G::powers(s, square("c3")), kRook | kKnight);
  EXPECT_EQ(G::powers(s, square("c4")), kRook);
  EXPECT_EQ(G::powers(s, square("e2")), kKnight);
  EXPECT_EQ(destinations(s, "c3"), (V{"a4", "b1", "c1", "c2", "d1", "d3", "d5", "e3", "e4", "f3"}));
}

TEST(Powers, UnpoweredManCannotMove) {
  // e1 stands next to its own king and to an enemy man: neither gives a power.
  State s = position("e1", "d1 b4");
  EXPECT_EQ(G::powers(s, square("e1")), 0);
  EXPECT_TRUE(destinations(s, "e1").empty());
}

TEST(Powers, OnlyFriendlyMenGivePowers) {
  State s = position("c3", "c4");
  EXPECT_EQ(G::powers(s, square("c3")), 0);
  EXPECT_EQ(G::powers(s, square("c4")), 0);
}

TEST(Kings, NeverMoveAndNeverCapture) {
  // A white man next to the black king is safe, and no generated move starts on a king square.
  State s = position("b8 e1 e2", "c7 d7", 0, 0, 'b');
  for (const auto& m : legal(s)) {
    EXPECT_NE(m.substr(0, 2), "a9");
    EXPECT_NE(m.substr(0, 2), "f1");
  }
  EXPECT_FALSE(G::in_check(s));
}

TEST(Captures, CapturedMenAreGone) {
  State s = position("e4 f3", "f5 f6");
  State t = after(s, "e4f5");
  EXPECT_EQ(popcount(t.men[kBlack]), 1);
  EXPECT_EQ(t.hand[kWhite], 0);
  EXPECT_EQ(t.hand[kBlack], 0);
  EXPECT_EQ(t.key, G::compute_key(t));
}

TEST(Check, PinnedManMayNotLeaveTheLine) {
  // f5 (rook-powered by f6) would hit the white king on f1 once f3 steps off the f-file.
  State s = position("e4 f3", "f5 f6");
  EXPECT_FALSE(G::in_check(s));
  EXPECT_TRUE(test(G::reach(s, square("f3")), square("e2")));
  EXPECT_TRUE(destinations(s, "f3").empty());
  EXPECT_EQ(destinations(s, "e4"), (V{"b1", "c2", "d3", "d5", "f5"}));
}

TEST(Check, DiscoveredPowerCheck) {
  // d5 leaps to b6, next to a6: a6 gains rook power and now attacks a9 up the a-file. The man that
  // moved does not attack the king; the check comes from the man it powered.
  State s = position("a6 d5 e3", "c8 d8");
  EXPECT_EQ(G::powers(s, square("a6")), 0);
  State t = after(s, "d5b6");
  EXPECT_TRUE(G::in_check(t));
  EXPECT_EQ(G::powers(t, square("a6")), kRook);
  State without_a6 = t;
  without_a6.men[kWhite] &= ~bit(square("a6"));
  EXPECT_FALSE(G::king_attacked(without_a6, kBlack));
  EXPECT_EQ(G::move_display(s, G::parse_move(s, "d5b6")), "Mb6+");
  // Black answers by blocking on a8 (c8 slides there) and has nothing else.
  EXPECT_EQ(legal(t), (V{"c8a8"}));
}

TEST(Check, DiscoveredPowerCheckmate) {
  State s = position("a6 d5 e3", "");
  EXPECT_EQ(G::move_display(s, G::parse_move(s, "d5b6")), "Mb6#");
  State t = after(s, "d5b6");
  EXPECT_EQ(G::outcome(t), Outcome::win(kWhite, "checkmate"));
}

TEST(Check, CapturingTheCheckersPartnerEndsCheck) {
  // a6 checks a9 with the rook power b6 gives it. Black's knight-powered d7 cannot reach a6, a7 or
  // a8, but it can take b6, and then a6 has no power left.
  State s = position("a6 b6", "d7 f6", 0, 0, 'b');
  EXPECT_TRUE(G::in_check(s));
  EXPECT_EQ(legal(s), (V{"d7b6"}));
  State t = after(s, "d7b6");
  EXPECT_FALSE(G::king_attacked(t, kBlack));
  EXPECT_EQ(G::powers(t, square("a6")), 0);
}

TEST(Drops, DropBlocksACheck) {
  // f5 (with f6) checks f1 down the f-file; of White's drop squares only f2 is on that line.
  State file = position("", "f5 f6", 3, 0);
  EXPECT_TRUE(G::in_check(file));
  EXPECT_EQ(legal(file), (V{"M@f2"}));
  // b1 (with a1) checks along the first rank; e1 blocks it.
  State rank = position("", "a1 b1", 3, 0);
  EXPECT_EQ(legal(rank), (V{"M@e1"}));
}

TEST(Drops, OnlyOnOwnEmptyStartingSquares) {
  State s = position("e1 d2", "b4", 2, 3);
  V drops;
  for (const auto& m : legal(s))
    if (m[1] == '@') drops.push_back(m);
  EXPECT_EQ(drops, (V{"M@d3", "M@e2", "M@e3", "M@f2"}));

  State black = position("e1 d2", "b8", 2, 3, 'b');
  drops.clear();
  for (const auto& m : legal(black))
    if (m[1] == '@') drops.push_back(m);
  EXPECT_EQ(drops, (V{"M@a8", "M@b7", "M@b9", "M@c7", "M@c8"}));

  State empty_hand = position("e1 d2", "b4", 0, 3);
  for (const auto& m : legal(empty_hand)) EXPECT_NE(m[1], '@');
}

TEST(Drops, DropTakesAManFromTheHand) {
  State s = position("e1 d2", "b4", 2, 3);
  State t = after(s, "M@e3");
  EXPECT_EQ(t.hand[kWhite], 1);
  EXPECT_TRUE(test(t.men[kWhite], square("e3")));
  EXPECT_EQ(t.key, G::compute_key(t));
}

TEST(End, NoLegalMoveLosesWithoutCheck) {
  // White's only man has no partner and the hand is empty: White cannot move and loses.
  State s = position("e1", "d1 b4");
  EXPECT_TRUE(legal(s).empty());
  EXPECT_FALSE(G::in_check(s));
  EXPECT_EQ(G::outcome(s), Outcome::win(kBlack, "stalemate"));
}

TEST(End, NoLegalMoveLosesInCheck) {
  State s = position("a6 b6", "", 0, 0, 'b');
  EXPECT_TRUE(legal(s).empty());
  EXPECT_EQ(G::outcome(s), Outcome::win(kWhite, "checkmate"));
}

TEST(Endless, QuietPliesCountUntilACaptureOrDrop) {
  State s = G::start();
  s = after(s, "e1d1");
  EXPECT_EQ(s.quiet, 1);
  s = after(s, "b9c9");
  EXPECT_EQ(s.quiet, 2);
  EXPECT_EQ(s.fullmove, 2);
  s = after(s, "M@e1");
  EXPECT_EQ(s.quiet, 0);
  State c = position("e4 f3", "f5 f6");
  c.quiet = 40;
  EXPECT_EQ(after(c, "e4f5").quiet, 0);
}

TEST(Endless, MoveLimitDrawsTheGame) {
  State s = G::start();
  ASSERT_EQ(s.move_limit, kDefaultMoveLimit);
  s.quiet = kDefaultMoveLimit - 1;
  EXPECT_FALSE(G::outcome(s).over());
  State t = after(s, "e1d1");
  EXPECT_EQ(G::outcome(t), Outcome::draw("move limit"));
  EXPECT_TRUE(legal(t).empty());

  State off = t;
  off.move_limit = 0;
  EXPECT_FALSE(G::outcome(off).over());
  EXPECT_FALSE(legal(off).empty());
}

TEST(Endless, NoLegalMoveStillLosesAtTheMoveLimit) {
  State s = position("e1", "d1 b4");
  s.quiet = s.move_limit;
  EXPECT_EQ(G::outcome(s), Outcome::win(kBlack, "stalemate"));
}

TEST(Endless, ThirdRepetitionDraws) {
  const char* cycle[] = {"e1d1", "b9c9", "d1e1", "c9b9"};
  Record<G> game(G::start());
  Record<G> endless(G::start(), 0);
  for (int round = 0; round < 2; ++round) {
    EXPECT_FALSE(game.outcome().over());
    for (const char* m : cycle) {
      game.play(G::parse_move(game.state(), m));
      endless.play(G::parse_move(endless.state(), m));
    }
  }
  EXPECT_EQ(game.occurrences(), 3);
  EXPECT_EQ(game.outcome(), Outcome::draw("threefold repetition"));
  EXPECT_FALSE(endless.outcome().over());
}

TEST(Hash, FollowsTheMovesAndIgnoresTheCounters) {
  State s = G::start();
  for (const char* m : {"e1d1", "b9c9", "d1e1", "c9b9"}) {
    s = after(s, m);
    EXPECT_EQ(s.key, G::compute_key(s));
  }
  EXPECT_EQ(G::hash(s), G::hash(G::start()));  // same position, other counters
  State black = G::start();
  black.side = kBlack;
  EXPECT_NE(G::compute_key(black), G::hash(G::start()));
  State fewer = G::start();
  fewer.hand[kWhite] = 2;
  EXPECT_NE(G::compute_key(fewer), G::hash(G::start()));
}

}  // namespace
}  // namespace menagerie::chessence_winslow
