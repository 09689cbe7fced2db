// The rules, one test per rule (docs/rules/power-chess.md), each on a position built for it.
#include <gtest/gtest.h>

#include <fmt/format.h>
#include "core/record.hpp"

#include "helpers.hpp"

namespace menagerie::power_chess {
namespace {

using harness::after;
using harness::is_legal;
using harness::legal;
using harness::legal_from;
using harness::position;
using harness::text;
using Set = std::set<std::string>;

// The seed's rook diagram: R a1, own K c1, pawns a2 and b3, an enemy man on d2.
constexpr const char* kRookDiagram = "4k/5/5/5/1p3/p2r11/R{}1K2 w -/- -/- 0 1";
State rook_diagram(int die) { return position(fmt::format(kRookDiagram, die)); }

TEST(PowerChessRules, StartPositionAndFirstMoves) {
  const State s = PowerChess::start();
  EXPECT_EQ(text(s), "r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B6KB6R6 w -/- -/- 0 1");
  // Benders and the king are hemmed in; pawns take one step only.
  EXPECT_EQ(legal(s), (Set{"a2a3", "b2b3", "c2c3", "d2d3", "e2e3"}));
}

TEST(PowerChessRules, RookTurnsCornersWithinItsDie) {
  // a1-b1-b2-c2-d2 is the shortest way to d2: four steps.
  EXPECT_EQ(legal_from(rook_diagram(4), "a1"),
            (Set{"a1a2", "a1b1", "a1b2", "a1b3", "a1c2", "a1c3", "a1d2"}));
  EXPECT_EQ(legal_from(rook_diagram(3), "a1"), (Set{"a1a2", "a1b1", "a1b2", "a1b3", "a1c2"}));
  EXPECT_EQ(legal_from(rook_diagram(1), "a1"), (Set{"a1a2", "a1b1"}));
}

TEST(PowerChessRules, BishopTurnsCornersAndChecksWithinItsDie) {
  // The seed's bishop diagram: B a1 checks the king on d2 via b2 and c3 when its die is at least 3.
  constexpr const char* diagram = "K4/5/5/5/1p3/p2k1/B{}4 b -/- -/- 0 1";
  EXPECT_TRUE(PowerChess::in_check(position(fmt::format(diagram, 3))));
  EXPECT_TRUE(PowerChess::in_check(position(fmt::format(diagram, 6))));
  EXPECT_FALSE(PowerChess::in_check(position(fmt::format(diagram, 2))));
  // A bishop keeps its colour while moving: from a1 it reaches only cells with even file+rank.
  State s = position("3k1/5/5/5/5/5/B62K1 w -/- -/- 0 1");
  for (const auto& m : legal_from(s, "a1")) {
    int f = m[2] - 'a', r = m[3] - '1';
    EXPECT_EQ((f + r) % 2, 0) << m;
  }
  EXPECT_TRUE(is_legal(s, "a1e5"));  // four straight steps
  EXPECT_TRUE(is_legal(s, "a1a7"));  // a zig-zag: b2 a3 b4 a5 b6 a7
}

TEST(PowerChessRules, CheckMustBeCutOnEveryPathWithinTheDie) {
  // Bishop c1 stands on the only 4-step path from the rook e1 to the king a1; around it the rook
  // needs 6 steps (e2 d2 c2 b2 a2/b1 a1).
  constexpr const char* layout = "4k/5/5/5/5/5/K1B51r{} w -/- -/- 0 1";
  State r6 = position(fmt::format(layout, 6));
  EXPECT_TRUE(PowerChess::in_check(r6));
  State r5 = position(fmt::format(layout, 5));
  EXPECT_FALSE(PowerChess::in_check(r5));
  // Pinned by the 4-step path: it may only take the pinner (c1-d2-e1).
  EXPECT_EQ(legal_from(r5, "c1"), (Set{"c1e1"}));
  State r3 = position(fmt::format(layout, 3));
  EXPECT_FALSE(legal_from(r3, "c1").empty()) << "die 3 cannot cover the 4 steps to a1";
  // The same with the seed's bishop: a white man on c1 leaves the b2-c3 path open; on c3 as well,
  // none.
  EXPECT_TRUE(PowerChess::in_check(position("K4/5/5/5/1p3/p2k1/B31R12 b -/- -/- 0 1")));
  EXPECT_FALSE(PowerChess::in_check(position("K4/5/5/5/1pR12/p2k1/B31R12 b -/- -/- 0 1")));
}

TEST(PowerChessRules, NoPassingThroughMenAndCaptureOnlyAtTheEnd) {
  // The rook's only exits are a2 (an enemy pawn: capture ends the move) and b1 (its own bishop).
  State s = position("4k/5/5/5/5/p4/R6B61K1 w -/- -/- 0 1");
  EXPECT_EQ(legal_from(s, "a1"), (Set{"a1a2"}));
  // With b1 empty the rook reaches a3 the long way round (b1 b2 a3... b2 b3 a3) but never through
  // a2.
  State open = position("4k/5/5/5/5/p4/R62K1 w -/- -/- 0 1");
  EXPECT_TRUE(is_legal(open, "a1a3"));
  EXPECT_TRUE(is_legal(position("4k/5/5/5/5/p4/R22K1 w -/- -/- 0 1"), "a1b2"));
  EXPECT_FALSE(is_legal(position("4k/5/5/5/5/p4/R22K1 w -/- -/- 0 1"), "a1a3"));
}

TEST(PowerChessRules, CaptureLowersTheDieByOneButNotBelowOne) {
  State s = after(rook_diagram(4), "a1d2");
  EXPECT_EQ(s.die[1 * kWidth + 3], 3);  // the rook now on d2
  EXPECT_EQ(text(s), "4k/5/5/5/1p3/p2R31/2K2 b -/- -/r1 0 1");
  State one = after(position("4k/5/5/5/5/p4/R11K2 w -/- -/- 0 1"), "a1a2");
  EXPECT_EQ(one.die[kWidth], 1);
  // A bishop too.
  State b = after(position("4k/5/5/5/5/1p3/B51K2 w -/- -/- 0 1"), "a1b2");
  EXPECT_EQ(b.die[kWidth + 1], 4);
  // Quiet moves keep the die.
  EXPECT_EQ(after(rook_diagram(4), "a1c3").die[2 * kWidth + 2], 4);
}

TEST(PowerChessRules, CapturedManKeepsItsDieAndTakesTwoTurnsToReturn) {
  State s = position("4k/5/5/1p3/R34/5/2K2 b -/- -/- 0 1");
  s = after(s, "b4a3");
  EXPECT_EQ(text(s), "4k/5/5/5/p4/5/2K2 w -/R3 -/- 0 2");
  // First turn: only from the back field to the near field.
  EXPECT_TRUE(is_legal(s, "R3@near"));
  for (const auto& m : legal(s)) EXPECT_EQ(m.find("@a1"), std::string::npos) << m;
  s = after(after(s, "R3@near"), "e7d7");
  EXPECT_EQ(text(s), "3k1/5/5/5/p4/5/2K2 w R3/- -/- 2 3");
  // Second turn: onto any empty cell of the first rank (c1 holds the king).
  Set entries;
  for (const auto& m : legal(s))
    if (m.rfind("R3@", 0) == 0) entries.insert(m);
  EXPECT_EQ(entries, (Set{"R3@a1", "R3@b1", "R3@d1", "R3@e1"}));
  s = after(s, "R3@a1");
  EXPECT_EQ(s.type_at(0), kRook);
  EXPECT_EQ(s.die[0], 3);
  EXPECT_TRUE(s.fields[kWhite][kNear].empty() && s.fields[kWhite][kBack].empty());
}

TEST(PowerChessRules, BishopsMayReEnterOnEitherColour) {
  State s = position("4k/5/5/5/5/5/K4 w B2/- -/- 0 1");
  for (const char* m : {"B2@b1", "B2@c1", "B2@d1", "B2@e1"}) EXPECT_TRUE(is_legal(s, m)) << m;
  EXPECT_FALSE(is_legal(s, "B2@a1"));  // occupied by the king
}

TEST(PowerChessRules, PawnsCanReEnterAndStepFromTheFirstRank) {
  State s = position("4k/5/5/5/5/5/3K1 w P/- -/- 0 1");
  s = after(after(s, "P@a1"), "e7e6");
  EXPECT_EQ(legal_from(s, "a1"), (Set{"a1a2"}));
}

TEST(PowerChessRules, EntryMayGiveCheck) {
  State s = after(position("4k/5/5/5/5/5/K4 w R6/- -/- 0 1"), "R6@e1");
  EXPECT_TRUE(PowerChess::in_check(s));
}

TEST(PowerChessRules, PawnsStepOneForwardAndCaptureDiagonally) {
  State s = position("4k/5/5/5/1p1p1/2P2/2K2 w -/- -/- 0 1");
  EXPECT_EQ(legal_from(s, "c2"), (Set{"c2c3", "c2b3", "c2d3"}));
  State blocked = position("4k/5/5/5/1ppp1/2P2/2K2 w -/- -/- 0 1");
  EXPECT_EQ(legal_from(blocked, "c2"), (Set{"c2b3", "c2d3"}));
  // No double step from the start, and so no en passant.
  EXPECT_FALSE(is_legal(PowerChess::start(), "c2c4"));
  // Black pawns go down the board.
  State black = position("2k2/2p2/5/5/5/5/K4 b -/- -/- 0 1");
  EXPECT_EQ(legal_from(black, "c6"), (Set{"c6c5"}));
}

TEST(PowerChessRules, KingMovesOneSquareAndNeverIntoCheck) {
  EXPECT_EQ(legal_from(position("4k/5/5/2K2/5/5/5 w -/- -/- 0 1"), "c4").size(), 8u);
  // The rook on a7 (die 6) covers the a-file and b7..; kings may not stand side by side.
  State s = position("r6k3/5/5/5/5/1K3/5 w -/- -/- 0 1");
  EXPECT_FALSE(is_legal(s, "b2a2"));
  EXPECT_TRUE(is_legal(s, "b2c2"));
  State kings = position("5/5/5/2k2/5/2K2/5 w -/- -/- 0 1");
  EXPECT_FALSE(is_legal(kings, "c2c3"));
  EXPECT_FALSE(is_legal(kings, "c2b3"));
}

// Promotion: White pawn on b6, rook (die 2) in the near field, bishop (die 4) in the back field.
constexpr const char* kPromotion = "4k/1P3/5/5/5/5/2K2 w R2/B4 -/- 0 1";

TEST(PowerChessRules, PromotionTakesARookOrBishopFromEitherFieldWithDieSix) {
  State s = position(kPromotion);
  EXPECT_EQ(legal_from(s, "b6"), (Set{"b6b7r2/near", "b6b7b4/back"}));
  State rook = after(s, "b6b7r");
  EXPECT_EQ(rook.type_at(6 * kWidth + 1), kRook);
  EXPECT_EQ(rook.die[6 * kWidth + 1], 6);
  // The pawn goes to the first (near) field.
  EXPECT_EQ(text(rook), "1R62k/5/5/5/5/5/2K2 b P/B4 -/- 0 1");
  EXPECT_TRUE(PowerChess::in_check(rook));  // b7-c7-d7-e7
  State bishop = after(s, "b6b7b4/back");
  EXPECT_EQ(text(bishop), "1B62k/5/5/5/5/5/2K2 b R2P/- -/- 0 1");
}

TEST(PowerChessRules, PromotedPawnMayGoToTheBackFieldByOption) {
  Rules rules;
  rules.promoted_pawn_to = kBack;
  State s = after(position(kPromotion, rules), "b6b7r");
  EXPECT_EQ(text(s), "1R62k/5/5/5/5/5/2K2 b -/B4P -/- 0 1");
}

TEST(PowerChessRules, PromotionChoosesAmongEqualPiecesInDifferentFields) {
  State s = position("4k/1P3/5/5/5/5/2K2 w R4B2/R4B5 -/- 0 1");
  EXPECT_EQ(legal_from(s, "b6"), (Set{"b6b7r4/near", "b6b7b2/near", "b6b7r4/back", "b6b7b5/back"}));
  EXPECT_EQ(text(after(s, "b6b7b5/back")), "1B62k/5/5/5/5/5/2K2 b R4B2P/R4 -/- 0 1");
  EXPECT_EQ(text(after(s, "b6b7r4/back")), "1R62k/5/5/5/5/5/2K2 b R4B2P/B5 -/- 0 1");
}

TEST(PowerChessRules, PromotionByCaptureSendsTheVictimHome) {
  State s = after(position("2r22/1P2k/5/5/5/5/2K2 w R5/- -/- 0 1"), "b6c7r");
  EXPECT_EQ(text(s), "2R62/4k/5/5/5/5/2K2 b P/- -/r2 0 1");
  EXPECT_EQ(s.die[6 * kWidth + 2], 6);  // reset to six, not lowered for the capture
}

TEST(PowerChessRules, PawnsInTheFieldsAreNotPromotionPieces) {
  State s = position("4k/1P3/5/5/5/5/2K2 w P/P -/- 0 1");
  EXPECT_EQ(legal_from(s, "b6"), (Set{"b6b7"}));  // the default: it stays a pawn
}

TEST(PowerChessRules, UnpromotablePawnStaysOnTheLastRankByDefault) {
  State s = after(position("4k/1P3/5/5/5/5/2K2 w -/- -/- 0 1"), "b6b7");
  EXPECT_EQ(s.type_at(6 * kWidth + 1), kPawn);
  s = after(s, "e7e6");
  EXPECT_TRUE(legal_from(s, "b7").empty()) << "a pawn on its last rank cannot move";
  // It does not promote later when a piece becomes available.
  s.fields[kWhite][kNear].add(field_kind(kRook, 3));
  EXPECT_TRUE(legal_from(s, "b7").empty());
}

TEST(PowerChessRules, UnpromotablePawnStepForbiddenByOption) {
  Rules rules;
  rules.unpromotable = Rules::Unpromotable::kForbidden;
  State s = position("4k/1P3/5/5/5/5/2K2 w -/- -/- 0 1", rules);
  EXPECT_TRUE(legal_from(s, "b6").empty());
  // With a piece to take, it promotes as usual.
  State with = position("4k/1P3/5/5/5/5/2K2 w R2/- -/- 0 1", rules);
  EXPECT_EQ(legal_from(with, "b6"), (Set{"b6b7r2/near"}));
}

TEST(PowerChessRules, BlackPromotesOnTheFirstRank) {
  State s = position("2k2/5/5/5/5/1p3/4K b -/- r3/- 0 1");
  EXPECT_EQ(legal_from(s, "b2"), (Set{"b2b1r3/near"}));
  State t = after(s, "b2b1r3/near");
  EXPECT_EQ(text(t), "2k2/5/5/5/5/5/1r62K w -/- p/- 0 2");
  EXPECT_TRUE(PowerChess::in_check(t));
}

// Stalemate: White's king a1 cannot move (a2 bishop-covered, b2 next to the king, b1 defended) and
// White's first rank is full.
constexpr const char* kStalemate = "5/5/5/5/2k2/5/Kb1r1pp w {}/{} -/- 0 1";

TEST(PowerChessRules, StalemateWinsForTheStalemater) {
  State s = position(fmt::format(kStalemate, "-", "-"));
  EXPECT_TRUE(legal(s).empty());
  EXPECT_EQ(PowerChess::outcome(s), Outcome::win(kBlack, "stalemate"));
}

TEST(PowerChessRules, AFieldMoveAvoidsStalemate) {
  State back = position(fmt::format(kStalemate, "-", "R6"));
  EXPECT_EQ(legal(back), (Set{"R6@near"}));
  EXPECT_FALSE(PowerChess::outcome(back).over());
  // A man in the near field helps only if it has an empty cell to enter.
  State near_full = position(fmt::format(kStalemate, "R6", "-"));
  EXPECT_EQ(PowerChess::outcome(near_full), Outcome::win(kBlack, "stalemate"));
  State near_open = position("5/5/5/5/2k2/5/K1r1pp w R6/- -/- 0 1");
  EXPECT_TRUE(is_legal(near_open, "R6@b1"));
  EXPECT_FALSE(PowerChess::outcome(near_open).over());
}

// Check along the first rank from e1 (rook, die 4); a2 and b2 are covered.
constexpr const char* kRankCheck = "5/5/5/5/1pk2/5/K3r4 w {}/{} -/- 0 1";

TEST(PowerChessRules, CheckmateWins) {
  State s = position(fmt::format(kRankCheck, "-", "-"));
  EXPECT_TRUE(PowerChess::in_check(s));
  EXPECT_EQ(PowerChess::outcome(s), Outcome::win(kBlack, "checkmate"));
}

TEST(PowerChessRules, EntryCanBlockCheckButAdvancingCannot) {
  State near = position(fmt::format(kRankCheck, "R6", "-"));
  EXPECT_EQ(legal(near), (Set{"R6@b1", "R6@c1", "R6@d1"}));
  State back = position(fmt::format(kRankCheck, "-", "R6"));
  EXPECT_EQ(PowerChess::outcome(back), Outcome::win(kBlack, "checkmate"));
}

TEST(PowerChessRules, EntriesThatDoNotBlockAreIllegalInCheck) {
  // The rook a7 checks down the a-file; no first-rank entry can block it, and b1 is the one flight.
  State s = position("r6k3/5/5/5/5/5/K4 w R6P/- -/- 0 1");
  EXPECT_TRUE(PowerChess::in_check(s));
  EXPECT_EQ(legal(s), (Set{"a1b1"}));
}

TEST(PowerChessRules, QuietMoveLimitDrawsAndIsOptional) {
  State s = after(position("4k/5/5/5/5/P4/2K2 w -/- -/- 99 1"), "c1c2");
  EXPECT_EQ(s.quiet_plies, 100);
  EXPECT_EQ(PowerChess::outcome(s), Outcome::draw("quiet-move limit"));
  EXPECT_TRUE(legal(s).empty());
  Rules unlimited;
  unlimited.quiet_limit = 0;
  State u = after(position("4k/5/5/5/5/P4/2K2 w -/- -/- 99 1", unlimited), "c1c2");
  EXPECT_FALSE(PowerChess::outcome(u).over());
  // Pawn moves and captures reset the count; field moves do not.
  EXPECT_EQ(after(position("4k/5/5/5/5/P4/2K2 w -/- -/- 99 1"), "a2a3").quiet_plies, 0);
  EXPECT_EQ(after(rook_diagram(4), "a1d2").quiet_plies, 0);
  EXPECT_EQ(after(position("4k/5/5/5/5/5/2K2 w -/R6 -/- 7 1"), "R6@near").quiet_plies, 8);
  EXPECT_EQ(after(position("4k/5/5/5/5/5/2K2 w R6/- -/- 7 1"), "R6@a1").quiet_plies, 8);
}

TEST(PowerChessRules, MateOnTheLimitStillWins) {
  State s = after(position("5/5/5/5/1pk2/4r4/K4 b -/- -/- 99 50"), "e2e1");
  EXPECT_EQ(s.quiet_plies, 100);
  EXPECT_EQ(PowerChess::outcome(s), Outcome::win(kBlack, "checkmate"));
}

TEST(PowerChessRules, ThreefoldRepetitionDraws) {
  Record<PowerChess> game(position("4k/5/5/5/5/5/2K2 w -/- -/- 0 1"));
  for (int round = 0; round < 2; ++round)
    for (const char* m : {"c1c2", "e7e6", "c2c1", "e6e7"}) {
      EXPECT_FALSE(game.outcome().over());
      game.play(PowerChess::parse_move(game.state(), m));
    }
  EXPECT_EQ(game.outcome(), Outcome::draw("threefold repetition"));
}

TEST(PowerChessRules, HashSeesDiceAndFieldsButNotClocks) {
  State a = position("4k/5/5/5/5/5/R62K1 w -/- -/- 0 1");
  EXPECT_NE(PowerChess::hash(a), PowerChess::hash(position("4k/5/5/5/5/5/R52K1 w -/- -/- 0 1")));
  EXPECT_NE(PowerChess::hash(a), PowerChess::hash(position("4k/5/5/5/5/5/R62K1 w P/- -/- 0 1")));
  EXPECT_NE(PowerChess::hash(position("4k/5/5/5/5/5/R62K1 w P/- -/- 0 1")),
            PowerChess::hash(position("4k/5/5/5/5/5/R62K1 w -/P -/- 0 1")));
  EXPECT_NE(PowerChess::hash(a), PowerChess::hash(position("4k/5/5/5/5/5/R62K1 b -/- -/- 0 1")));
  EXPECT_EQ(PowerChess::hash(a), PowerChess::hash(position("4k/5/5/5/5/5/R62K1 w -/- -/- 9 30")));
}

}  // namespace
}  // namespace menagerie::power_chess
