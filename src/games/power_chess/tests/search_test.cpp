// The generic search playing Power Chess: mates, the stalemate win, material and die values, and
// determinism. Wins "within n moves" are also checked by a plain minimax over the legal moves, so
// the positions are known to be what the test says before the search is asked.
#include <gtest/gtest.h>

#include "engine/search.hpp"
#include "games/power_chess/evaluate.hpp"
#include "games/power_chess/power_chess.hpp"
#include "helpers.hpp"

namespace menagerie::power_chess {
namespace {

using harness::after;
using harness::position;

// Found by a search over random king + bender positions, and checked below by plain minimax.
constexpr const char* kMateInTwo = "5/3KR3/5/2p2/5/5/3k1 w -/- p/- 0 1";
// The rook steps to b5 and Black's king on a3 has no move: stalemate, which Black loses.
constexpr const char* kStalemateWin = "1R23/5/5/5/k4/5/K4 w -/- -/- 0 1";

Outcome outcome_after(State s, const Move& m) {
  PowerChess::play(s, m);
  return PowerChess::outcome(s);
}

// Can the side to move force a win (mate or stalemate) within `n` of its own moves? Plain minimax.
bool wins_within(const State& s, int n, bool checkmate_only) {
  MovesOf<PowerChess> moves;
  PowerChess::generate(s, moves);
  for (const Move& m : moves) {
    State c = s;
    PowerChess::play(c, m);
    Outcome o = PowerChess::outcome(c);
    if (o.kind == Outcome::Kind::kWin && (!checkmate_only || o.reason == "checkmate")) return true;
    if (o.over() || n == 1) continue;
    MovesOf<PowerChess> replies;
    PowerChess::generate(c, replies);
    bool all = true;
    for (const Move& r : replies) {
      State d = c;
      PowerChess::play(d, r);
      if (PowerChess::outcome(d).over() || !wins_within(d, n - 1, checkmate_only)) {
        all = false;
        break;
      }
    }
    if (all) return true;
  }
  return false;
}

engine::Searcher<PowerChess>::Result search(const State& s, int depth) {
  engine::Searcher<PowerChess> searcher(4);
  engine::Limits limits;
  limits.depth = depth;
  return searcher.search(s, {}, limits);
}

std::string best(const State& s, int depth) {
  auto r = search(s, depth);
  EXPECT_TRUE(r.has_move);
  return PowerChess::move_text(s, r.best);
}

TEST(PowerChessSearch, FindsMateInOne) {
  // Black's near-field pawn could always enter on rank 7, so only a check can end the game.
  State s = position("k4/5/K4/5/5/5/4R6 w -/- p/- 0 1");
  ASSERT_TRUE(wins_within(s, 1, true));
  auto r = search(s, 3);
  EXPECT_EQ(r.score, engine::kMate - 1);
  EXPECT_EQ(engine::mate_in(r.score), 1);
  EXPECT_EQ(outcome_after(s, r.best), Outcome::win(kWhite, "checkmate"))
      << PowerChess::move_text(s, r.best);
}

TEST(PowerChessSearch, FindsMateInTwo) {
  State s = position(kMateInTwo);
  ASSERT_FALSE(wins_within(s, 1, false));
  ASSERT_TRUE(wins_within(s, 2, false));
  auto r = search(s, 5);
  EXPECT_EQ(engine::mate_in(r.score), 2) << r.score;
  // The first move keeps the forced win: every reply still loses within one move.
  State next = s;
  PowerChess::play(next, r.best);
  MovesOf<PowerChess> replies;
  PowerChess::generate(next, replies);
  ASSERT_FALSE(replies.empty());
  for (const Move& reply : replies) {
    State d = next;
    PowerChess::play(d, reply);
    EXPECT_TRUE(wins_within(d, 1, false)) << PowerChess::move_text(next, reply);
  }
}

TEST(PowerChessSearch, StalemateIsAWinForTheSideThatDeliversIt) {
  State s = position(kStalemateWin);
  ASSERT_FALSE(wins_within(s, 1, true)) << "no checkmate here: only the stalemate wins at once";
  ASSERT_TRUE(wins_within(s, 1, false));
  auto r = search(s, 3);
  EXPECT_EQ(r.score, engine::kMate - 1);
  EXPECT_EQ(outcome_after(s, r.best), Outcome::win(kWhite, "stalemate"))
      << PowerChess::move_text(s, r.best);
  // At depth 1 the stalemate is met in quiescence search, which stands pat on the evaluation: the
  // evaluation itself must know that the side with no move has lost.
  auto shallow = search(s, 1);
  EXPECT_EQ(outcome_after(s, shallow.best), Outcome::win(kWhite, "stalemate"))
      << PowerChess::move_text(s, shallow.best);
  State stalemated = s;
  PowerChess::play(stalemated, r.best);
  EXPECT_LT(PowerChess::evaluate(stalemated), -10000);
}

TEST(PowerChessSearch, WinsAHangingPiece) {
  // The black bishop on d4 is attacked by the rook and defended by nothing.
  State s = position("2k2/ppp2/5/3b21/5/PPP2/2K1R6 w -/- -/- 0 1");
  EXPECT_EQ(best(s, 4), "e1d4");
}

TEST(PowerChessSearch, PrefersTakingTheRookWithTheHigherDie) {
  // Two black rooks hang to the same pawn, alike but for their dice; every white pawn is defended,
  // so neither rook can win anything back. The die-6 rook is the prize.
  State s = position("2k2/5/5/1r61r11/P1P1P/1P1P1/2K2 w -/- -/- 0 1");
  const State take6 = after(s, "a3b4"), take1 = after(s, "e3d4");
  EXPECT_GT(-evaluate(take6), -evaluate(take1));
  for (int depth : {1, 4}) {
    std::string m = best(s, depth);
    EXPECT_EQ(m.substr(2), "b4") << m << " at depth " << depth;
  }
}

TEST(PowerChessSearch, IsDeterministicAtAFixedDepth) {
  State s = after(after(PowerChess::start(), "b2b3"), "d6d5");
  auto a = search(s, 5), b = search(s, 5);
  EXPECT_EQ(a.best, b.best);
  EXPECT_EQ(a.score, b.score);
  EXPECT_EQ(a.nodes, b.nodes);
  EXPECT_EQ(a.pv, b.pv);
  EXPECT_GT(a.nodes, 100u);
}

TEST(PowerChessSearch, PlaysFieldMoves) {
  // With a rook waiting in the near field and nothing else to gain, bringing it back is best.
  State s = position("2k2/ppp2/5/5/5/PPP2/3K1 w R6/- -/- 0 1");
  std::string m = best(s, 4);
  EXPECT_EQ(m.substr(0, 3), "R6@") << m;
}

TEST(PowerChessSearch, QuietLimitDrawIsNoWinAndNoLoss) {
  // A rook up, but the quiet-move limit is reached: the position is drawn.
  State s = position("4k/5/5/5/5/5/R61K2 w -/- -/- 100 80");
  EXPECT_TRUE(PowerChess::draw_by_rule(s));
  State fresh = position("4k/5/5/5/5/5/R61K2 w -/- -/- 0 80");
  EXPECT_FALSE(PowerChess::draw_by_rule(fresh));
}

}  // namespace
}  // namespace menagerie::power_chess
