// The generic pieces (Record, perft) on a toy game small enough to count by hand: a pile of
// counters, each turn takes 1 or 2; whoever cannot move loses. Moves are plain ints.
#include "core/record.hpp"

#include <gtest/gtest.h>

#include "engine/perft.hpp"

namespace menagerie {
namespace {

struct Pile {
  struct State {
    int counters;
    int turn;
  };
  using Move = int;
  static constexpr std::string_view kId = "pile";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = 2;
  static constexpr int kRepetitionDraw = 3;
  static Seat to_move(const State& s) { return s.turn; }
  static void generate(const State& s, MovesOf<Pile>& moves) {
    for (int take = 1; take <= 2 && take <= s.counters; ++take) moves.push_back(take);
  }
  static void play(State& s, Move m) {
    s.counters -= m;
    s.turn ^= 1;
  }
  static Outcome outcome(const State& s) {
    return s.counters == 0 ? Outcome::win(s.turn ^ 1, "no move") : Outcome::ongoing();
  }
  static std::uint64_t hash(const State& s) { return std::uint64_t(s.counters * 2 + s.turn); }
};
static_assert(Game<Pile>);

TEST(Perft, CountsTheTreeOfAToyGame) {
  // Ways to take 1 or 2 at a time: paths of length d in a tree that stops at zero.
  EXPECT_EQ(engine::perft<Pile>({4, 0}, 1), 2u);
  EXPECT_EQ(engine::perft<Pile>({4, 0}, 2), 4u);
  // 111 112 121 211; 122 and 212 take more than is left, and 22 ends the game after two plies.
  EXPECT_EQ(engine::perft<Pile>({4, 0}, 3), 4u);
  EXPECT_EQ(engine::perft<Pile>({4, 0}, 0), 1u);
  auto d = engine::divide<Pile>({4, 0}, 3);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].second, 3u);  // after taking 1: 11 12 21
  EXPECT_EQ(d[1].second, 1u);  // after taking 2: 11
}

TEST(Record, PlaysUndoesAndJudges) {
  Record<Pile> r({3, 0});
  EXPECT_TRUE(r.is_legal(2));
  EXPECT_FALSE(r.is_legal(3));
  r.play(2);
  r.play(1);
  EXPECT_EQ(r.outcome(), Outcome::win(1, "no move"));
  EXPECT_TRUE(r.undo());
  EXPECT_EQ(r.state().counters, 1);
  EXPECT_FALSE(r.outcome().over());
  EXPECT_TRUE(r.undo());
  EXPECT_FALSE(r.undo());
  EXPECT_EQ(r.ply(), 0u);
}

}  // namespace
}  // namespace menagerie
