// The search on a game whose turns are several moves (Traits::multi_step): a pile of counters, a
// turn is two takes of 1 or 2 by the same player (the second may not be skipped unless the pile is
// empty), and whoever takes the last counter wins. Negating the score on the turn's second move, as
// the search does between players, would make the mover help the opponent; the search's verdict is
// checked against plain minimax written separately here.
#include <vector>

#include <gtest/gtest.h>

#include "engine/search.hpp"

namespace menagerie::engine {
namespace {

struct DoubleTake {
  struct State {
    int counters = 0;
    int turn = 0;   // the player to move
    int step = 0;   // 0: the turn's first take, 1: its second
    int last = -1;  // who took the last counter
  };
  // A struct, not a bare int: g++ 12 misreads the search's vectors of int at -O3
  // (-Wfree-nonheap-object).
  struct Move {
    int take = 0;
    bool operator==(const Move&) const = default;
  };
  static constexpr std::string_view kId = "double-take";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = 2;
  static constexpr Traits kTraits{.multi_step = true};
  static constexpr std::uint32_t kMoveKeys = 3;

  static Seat to_move(const State& s) { return s.turn; }
  static void generate(const State& s, MovesOf<DoubleTake>& out) {
    for (int take = 1; take <= 2 && take <= s.counters; ++take) out.push_back(Move{take});
  }
  static void play(State& s, Move m) {
    s.counters -= m.take;
    if (s.counters == 0) s.last = s.turn;
    if (s.step == 0 && s.counters > 0) {
      s.step = 1;  // the same player takes again
    } else {
      s.step = 0;
      s.turn ^= 1;
    }
  }
  static Outcome outcome(const State& s) {
    return s.counters == 0 ? Outcome::win(s.last, "took the last counter") : Outcome::ongoing();
  }
  // Mixed like a Zobrist key: the transposition table indexes and checks entries by the key's
  // high bits, which a small number leaves all zero.
  static std::uint64_t hash(const State& s) {
    std::uint64_t x =
        std::uint64_t(s.counters) * 8 + std::uint64_t(s.turn) * 2 + std::uint64_t(s.step) + 1;
    return Rng::splitmix(x);
  }
  static int evaluate(const State&) { return 0; }
  // The search prunes by the static evaluation unless the side to move is "in check"; an empty pile
  // is the one position where that would hide the game's end, so it counts as check.
  static bool in_check(const State& s) { return s.counters == 0; }
  static bool is_tactical(const State&, Move) { return false; }
  static int order_score(const State&, Move) { return 0; }
  static std::uint32_t move_key(Move m) { return std::uint32_t(m.take); }
};
static_assert(Searchable<DoubleTake>);

// Whether the player to move at s wins with best play: plain minimax over whole turns.
bool mover_wins(const DoubleTake::State& s) {
  MovesOf<DoubleTake> moves;
  DoubleTake::generate(s, moves);
  for (DoubleTake::Move m : moves) {
    DoubleTake::State c = s;
    DoubleTake::play(c, m);
    if (c.counters == 0) return true;
    bool same = c.turn == s.turn;
    if (same ? mover_wins(c) : !mover_wins(c)) return true;
  }
  return false;
}

TEST(MultiStepSearch, ScoresMatchMinimaxWhenTurnsAreTwoMoves) {
  int disagreements = 0, wins = 0;
  for (int n = 1; n <= 14; ++n)
    for (int step = 0; step <= 1; ++step) {
      DoubleTake::State s{n, 0, step, -1};
      Searcher<DoubleTake> searcher(1);
      Limits limits;
      limits.depth = 2 * n + 2;
      const std::vector<std::uint64_t> no_history;
      auto result = searcher.search(s, no_history, limits);
      ASSERT_TRUE(result.has_move);
      bool search_says_win = result.score >= kMateBound;
      bool truth = mover_wins(s);
      wins += truth;
      disagreements += search_says_win != truth;
      EXPECT_EQ(search_says_win, truth)
          << "n=" << n << " step=" << step << " score " << result.score;
      if (truth) {
        DoubleTake::State c = s;
        DoubleTake::play(c, result.best);
        EXPECT_TRUE(c.counters == 0 || (c.turn == s.turn ? mover_wins(c) : !mover_wins(c)))
            << "n=" << n << " step=" << step << ": the chosen take throws the win away";
      }
    }
  EXPECT_EQ(disagreements, 0);
  EXPECT_GT(wins, 0);
  EXPECT_LT(wins, 28) << "some positions must be lost, or the test proves nothing";
}

}  // namespace
}  // namespace menagerie::engine
