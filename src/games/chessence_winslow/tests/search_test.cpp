// The generic search playing Winslow's Chessence: mates, the stalemate win (no legal move loses), a
// hanging man, a poisoned capture, determinism; and the evaluator's colour symmetry. The tactical
// positions were picked by a random scan and are checked here again by a plain exhaustive solver,
// so a wrong position fails the test rather than being trusted.
#include <gtest/gtest.h>

#include "core/rng.hpp"
#include "engine/search.hpp"
#include "games/chessence_winslow/chessence_winslow.hpp"
#include "games/chessence_winslow/evaluate.hpp"
#include "games/chessence_winslow/tests/helpers.hpp"

namespace menagerie::chessence_winslow::harness {
namespace {

using Searcher = engine::Searcher<G>;

Searcher::Result search(const State& s, int depth) {
  Searcher searcher(4);
  engine::Limits limits;
  limits.depth = depth;
  return searcher.search(s, {}, limits);
}

// Exhaustive: +1 if the side to move can force a win within `plies` plies, -1 if it loses within
// them whatever it does, 0 otherwise. Independent of the search (no pruning, no evaluation).
int solve(const State& s, int plies) {
  MoveList<Move, G::kMaxMoves> moves;
  G::generate(s, moves);
  if (moves.empty()) return G::outcome(s).kind == Outcome::Kind::kWin ? -1 : 0;
  if (plies == 0) return 0;
  int best = -1;
  for (const auto& m : moves) {
    State child = s;
    G::play(child, m);
    best = std::max(best, -solve(child, plies - 1));
    if (best == 1) break;
  }
  return best;
}

// The winning first moves within `plies` plies.
std::vector<std::string> winning_moves(const State& s, int plies) {
  MoveList<Move, G::kMaxMoves> moves;
  G::generate(s, moves);
  std::vector<std::string> out;
  for (const auto& m : moves) {
    State child = s;
    G::play(child, m);
    if (solve(child, plies - 1) == -1) out.push_back(G::move_text(s, m));
  }
  return out;
}

std::string best_text(const State& s, const Searcher::Result& r) {
  return r.has_move ? G::move_text(s, r.best) : std::string("(none)");
}

// The same position seen from the other side: turned 180° (which maps the board, its holes, the
// kings and the drop squares onto themselves) with the colours, hands and turn swapped.
State mirror(const State& s) {
  auto turn = [](Bitboard b) {
    Bitboard out = 0;
    for (int sq : squares(b)) out |= bit(kCells - 1 - sq);
    return out;
  };
  State m = s;
  m.men[kWhite] = turn(s.men[kBlack]);
  m.men[kBlack] = turn(s.men[kWhite]);
  m.hand[kWhite] = s.hand[kBlack];
  m.hand[kBlack] = s.hand[kWhite];
  m.side = static_cast<std::uint8_t>(s.side ^ 1);
  m.key = G::compute_key(m);
  return m;
}

TEST(Search, FindsMateInOne) {
  // White: e3 c7 a8, one in hand; Black: c1 e2 a4 c9. a8b6 gives c7 a diagonal partner, and c7's
  // new bishop power checks a9 through b8; Black's only mobile men, the knights c1 and e2, can
  // neither block on b8 nor take c7 or b6.
  State s = G::parse_position("k1m3/M4*/2M1*1/2*3/1*2*1/m2*2/1*2M1/*3m1/2m2K[M] w");
  ASSERT_EQ(winning_moves(s, 1), (std::vector<std::string>{"a8b6"}));
  auto r = search(s, 3);
  EXPECT_EQ(best_text(s, r), "a8b6");
  EXPECT_TRUE(engine::is_mate_score(r.score));
  EXPECT_EQ(engine::mate_in(r.score), 1);
  State after = s;
  G::play(after, r.best);
  EXPECT_EQ(G::outcome(after), Outcome::win(kWhite, "checkmate"));
}

TEST(Search, FindsMateInTwo) {
  // White: a4 c5; Black: c4 e4 f7, one in hand. No mate in one; a4b6 alone forces one next move.
  State s = G::parse_position("k5/5*/4*m/2*3/1*M1*1/M1m*m1/1*4/*5/5K[m] w");
  ASSERT_TRUE(winning_moves(s, 1).empty());
  ASSERT_EQ(winning_moves(s, 3), (std::vector<std::string>{"a4b6"}));
  auto r = search(s, 5);
  EXPECT_EQ(best_text(s, r), "a4b6");
  EXPECT_EQ(engine::mate_in(r.score), 2);
}

TEST(Search, WinsByLeavingTheOpponentNoMove) {
  // Not a check: after b4xd5 every black man is without a partner and Black, not attacked, has no
  // legal move, which loses. A search that only counted the man would see +1, not a win.
  State s = G::parse_position("k4m/1m3*/2M1*1/2*1m1/1*1m*1/1M1*2/M*1M2/*5/m2M1K[] w");
  ASSERT_EQ(winning_moves(s, 1), (std::vector<std::string>{"b4d5"}));
  auto r = search(s, 3);
  EXPECT_EQ(best_text(s, r), "b4d5");
  EXPECT_EQ(engine::mate_in(r.score), 1);
  State after = s;
  G::play(after, r.best);
  EXPECT_FALSE(G::in_check(after));
  EXPECT_EQ(G::outcome(after), Outcome::win(kWhite, "stalemate"));
}

TEST(Search, WinsByAQuietMoveThatPinsTheLastMobileMan) {
  // Black's a7 and b9 are a knight's leap apart and move only as knights; a5 (powered by a4)
  // already pins a7 on the a-file. d6d9 gives e9 a partner, and d9 now pins b9 along the ninth
  // rank: Black has no legal move and loses. (a5xa7 also wins, leaving b9 without a partner.)
  State s = G::parse_position("km2M1/5*/m3*1/2*M2/M*1M*1/M2*2/1*4/*5/5K[] w");
  ASSERT_EQ(sorted(winning_moves(s, 1)), (std::vector<std::string>{"a5a7", "d6d9"}));
  ASSERT_FALSE(G::is_tactical(s, G::parse_move(s, "d6d9")));
  Searcher searcher(4);
  engine::Limits limits;
  limits.depth = 3;
  limits.multipv = 2;
  auto r = searcher.search(s, {}, limits);
  ASSERT_EQ(r.lines.size(), 2u);
  std::vector<std::string> firsts;
  for (const auto& line : r.lines) {
    EXPECT_EQ(engine::mate_in(line.score), 1) << G::move_text(s, line.pv[0]);
    firsts.push_back(G::move_text(s, line.pv[0]));
  }
  EXPECT_EQ(sorted(firsts), (std::vector<std::string>{"a5a7", "d6d9"}));
  State quiet = after(s, "d6d9");
  EXPECT_FALSE(G::in_check(quiet));
  EXPECT_EQ(G::outcome(quiet), Outcome::win(kWhite, "stalemate"));
}

TEST(Search, WinsAHangingMan) {
  // e3 (rook-powered by e2) can take e4. Its only partner is f6, a knight's leap away, which loses
  // its power with it and cannot take back; left alone, e4 would leap away.
  State s = position("e1 e2 e3", "e4 f6 b7 b8");
  auto r = search(s, 4);
  EXPECT_EQ(best_text(s, r), "e3e4");
  // Even material afterwards (three men each), so the score is about level, not a man down.
  EXPECT_GT(r.score, -60);
}

TEST(Search, DoesNotTakeAPoisonedMan) {
  // White: c3 f3 d5; Black: c2 b6 c8 e8, one in hand. d5xb6 is White's only capture, but then a
  // quiet black move leaves White with no legal move (quiescence cannot see it: a one-ply search
  // does take the man). Other moves hold for at least two more plies.
  State s = G::parse_position("k5/2m1m*/4*1/1m*3/1*1M*1/3*2/1*M2M/*1m3/5K[m] w");
  const std::string trap = "d5b6";
  State taken = after(s, trap);
  ASSERT_EQ(solve(taken, 1), 1) << "after the capture Black wins at once";
  auto r = search(s, 4);
  EXPECT_NE(best_text(s, r), trap);
  State played = s;
  G::play(played, r.best);
  EXPECT_NE(solve(played, 1), 1) << G::move_text(s, r.best) << " lets Black win at once";
}

TEST(Search, IsDeterministicAtFixedDepth) {
  State s = G::start();
  auto a = search(s, 5), b = search(s, 5);
  EXPECT_EQ(a.best, b.best);
  EXPECT_EQ(a.score, b.score);
  EXPECT_EQ(a.nodes, b.nodes);
  EXPECT_EQ(a.pv, b.pv);
  EXPECT_GT(a.nodes, 0u);
}

TEST(Search, QuietLimitIsADraw) {
  // At the limit with moves left the game is drawn, and the search scores it so.
  State s = position("e1 e2", "b7 b8");
  s.move_limit = 10;
  s.quiet = 10;
  EXPECT_TRUE(G::draw_by_rule(s));
  s.quiet = 9;
  EXPECT_FALSE(G::draw_by_rule(s));
  // One ply from the limit, and with no capture or drop to reset the count, every line ends in a
  // draw: the search scores 0 whatever the evaluation says.
  auto r = search(s, 3);
  EXPECT_EQ(r.score, 0);
  // With no move at the limit it is still a loss, not a draw.
  State stuck = position("e1", "d1 b4");
  stuck.move_limit = 10;
  stuck.quiet = 10;
  EXPECT_FALSE(G::draw_by_rule(stuck));
}

TEST(Hooks, TacticalMovesAreCapturesOnly) {
  State s = position("e1 e2", "e4 b7 b8", 1, 0);
  EXPECT_TRUE(G::is_tactical(s, G::parse_move(s, "e2e4")));
  EXPECT_FALSE(G::is_tactical(s, G::parse_move(s, "e2e3")));
  EXPECT_FALSE(G::is_tactical(s, G::parse_move(s, "M@d2")));
  MoveList<Move, G::kMaxMoves> moves;
  G::generate(s, moves);
  for (const auto& m : moves) EXPECT_LT(G::move_key(m), G::kMoveKeys);
}

TEST(Hooks, OrderingPrefersTheManWhoseLossCostsMost) {
  // c3 can take c5, which powers b6 and d6, or d3 can take f3, which powers nothing: all men are
  // worth the same, so the capture that strips the enemy of more powers is tried first.
  State s = position("c3 d3", "c5 b6 d6 f3");
  auto score = [&](const char* m) { return G::order_score(s, G::parse_move(s, m)); };
  EXPECT_GT(score("c3c5"), score("d3f3"));
}

TEST(Evaluate, ColourMirrorScoresTheSame) {
  // The start position is its own mirror; random playouts give asymmetric ones.
  EXPECT_EQ(G::position_text(mirror(G::start())), G::position_text([] {
              State s = G::start();
              s.side = kBlack;
              s.key = G::compute_key(s);
              return s;
            }()));
  Rng rng(20261122);
  int checked = 0;
  for (int game = 0; game < 40; ++game) {
    State s = G::start();
    for (int ply = 0; ply < 60; ++ply) {
      MoveList<Move, G::kMaxMoves> moves;
      G::generate(s, moves);
      if (moves.empty()) break;
      State m = mirror(s);
      // The mirror helper is right if the mirrored position has as many legal moves.
      MoveList<Move, G::kMaxMoves> mirrored;
      G::generate(m, mirrored);
      ASSERT_EQ(moves.size(), mirrored.size()) << G::position_text(s);
      ASSERT_EQ(G::evaluate(s), G::evaluate(m)) << G::position_text(s);
      ++checked;
      G::play(s, moves[rng.below(moves.size())]);
    }
  }
  EXPECT_GT(checked, 1000);
}

TEST(Evaluate, MaterialAndPowersCount) {
  // An extra man on the board, and a man in hand, are each worth having.
  State base = position("e1 e2", "b7 b8");
  State more = position("e1 e2 e3", "b7 b8");
  State hand = position("e1 e2", "b7 b8", 1, 0);
  EXPECT_GT(G::evaluate(more), G::evaluate(base));
  EXPECT_GT(G::evaluate(hand), G::evaluate(base));
  // A man with no partner cannot move: worse than the same man next to a friend.
  State lonely = position("e1 e2 a4", "b7 b8");
  State related = position("e1 e2 e3", "b7 b8");
  EXPECT_GT(G::evaluate(related), G::evaluate(lonely));
  // With nothing to move and nothing to drop the side to move has lost.
  EXPECT_EQ(G::evaluate(position("e1", "d1 b4")), -kStuckScore);
}

}  // namespace
}  // namespace menagerie::chessence_winslow::harness
