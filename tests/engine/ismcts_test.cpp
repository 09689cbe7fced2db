// Information-set MCTS on a toy lock: a code 0-3 (secret from seat 0, which must open the lock),
// two turns of seat 0 with a pass of seat 1 between, and the second turn may only open. On the
// first turn seat 0 may open now, wait, or ask "is it k?" (the answer is public). Opening now or
// waiting wins a time in four; asking wins half the time (a yes opens surely, a no leaves three
// codes). The tree's children of a move are told apart by what the seat then sees, so below a
// question the last turn is decided knowing the answer alone: it asks. (Keyed by moves alone, the
// last turn would mix every code and asking would look no better than waiting.)
#include <string>

#include <gtest/gtest.h>

#include "engine/ismcts.hpp"

namespace menagerie::engine {
namespace {

struct CodeLock {
  struct State {
    int code = 0;
    int possible = 15;  // bit k: the code may be k (public)
    int turn = 0;       // 0 seat 0's first, 1 seat 1's pass, 2 seat 0's last, 3 over
    int opened = -1;
    bool operator==(const State&) const = default;
  };
  // 0-3 open k, 4 wait, 5-8 ask about k-5, 9 pass.
  struct Move {
    int action = 0;
    bool operator==(const Move&) const = default;
  };
  struct Observation {
    int possible = 15, turn = 0, opened = -1;
    bool operator==(const Observation&) const = default;
  };
  static constexpr std::string_view kId = "code-lock";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = 9;
  static constexpr Traits kTraits{.hidden = true};
  static constexpr std::uint32_t kMoveKeys = 10;

  // After the last move the other seat is "to move", as the search expects of a finished game.
  static Seat to_move(const State& s) { return s.turn == 1 || s.turn == 3 ? 1 : 0; }
  static void generate(const State& s, MovesOf<CodeLock>& out) {
    if (s.turn == 3) return;
    if (s.turn == 1) {
      out.push_back(Move{9});
      return;
    }
    for (int k = 0; k < 4; ++k) out.push_back(Move{k});
    if (s.turn == 0)
      for (int a = 4; a <= 8; ++a) out.push_back(Move{a});
  }
  static void play(State& s, Move m) {
    if (m.action < 4) {
      s.opened = m.action;
      s.turn = 3;
    } else if (m.action == 9) {
      s.turn = 2;
    } else {
      if (m.action > 4) {
        int k = m.action - 5;
        s.possible = s.code == k ? 1 << k : s.possible & ~(1 << k);
      }
      s.turn = 1;
    }
  }
  static Outcome outcome(const State& s) {
    if (s.turn != 3) return Outcome::ongoing();
    return s.opened == s.code ? Outcome::win(0, "opened") : Outcome::win(1, "wrong code");
  }
  static std::uint64_t hash(const State& s) {
    std::uint64_t x = std::uint64_t(((s.code * 16 + s.possible) * 4 + s.turn) * 8 + s.opened + 1);
    return Rng::splitmix(x);
  }
  static int evaluate(const State&) { return 0; }
  static bool in_check(const State& s) { return s.turn != 3; }  // no stand-pat before the end
  static bool is_tactical(const State&, Move) { return false; }
  static int order_score(const State&, Move) { return 0; }
  static std::uint32_t move_key(Move m) { return std::uint32_t(m.action); }

  static Observation observe(const State& s, Seat) { return {s.possible, s.turn, s.opened}; }
  static State sample(const Observation& o, Rng& rng) {
    auto all = worlds(o, 4);
    return all[rng.below(all.size())];
  }
  static std::vector<State> worlds(const Observation& o, std::size_t) {
    std::vector<State> out;
    for (int k = 0; k < 4; ++k)
      if (o.possible >> k & 1) out.push_back({k, o.possible, o.turn, o.opened});
    return out;
  }
  static std::string observation_text(const Observation& o) {
    return std::to_string((o.possible * 4 + o.turn) * 8 + o.opened + 1);
  }
  static Observation parse_observation(std::string_view t) {
    int v = std::stoi(std::string(t));
    return {v / 32, v / 8 % 4, v % 8 - 1};
  }
};
static_assert(Determinized<CodeLock> && WorldsListed<CodeLock>);

IsmctsLimits lock_limits() {
  IsmctsLimits l;
  l.iterations = 4000;
  l.leaf_depth = -1;
  return l;
}

double mean_of(const std::vector<Ismcts<CodeLock>::Scored>& moves, int action) {
  for (const auto& m : moves)
    if (m.move.action == action) return m.expectancy;
  return -1;
}

TEST(Ismcts, AsksWhereTheAnswerHelpsTheNextDecision) {
  Ismcts<CodeLock> search;
  Rng rng(1);
  auto c = search.choose({15, 0, -1}, lock_limits(), rng);
  ASSERT_TRUE(c.has_move);
  EXPECT_GE(c.best.action, 5) << "asks; played " << c.best.action;
  EXPECT_LE(c.best.action, 8);
  EXPECT_EQ(c.samples, 4000);
  EXPECT_NEAR(c.expectancy, 0.5, 0.08);
  // Waiting: the last turn guesses among four codes.
  EXPECT_NEAR(mean_of(c.moves, 4), 0.25, 0.08);
}

TEST(Ismcts, ImplicitMinimaxValuesTheAnswerToo) {
  // Moves valued by the minimax of the leaves below them alone: a question is worth the mean over
  // its answers of the best next move, opening now the mean over the codes.
  Ismcts<CodeLock> search;
  Rng rng(4);
  IsmctsLimits l = lock_limits();
  l.minimax = 1;
  l.exploration = 0.3;
  auto c = search.choose({15, 0, -1}, l, rng);
  ASSERT_TRUE(c.has_move);
  EXPECT_GE(c.best.action, 5) << "asks; played " << c.best.action;
  EXPECT_LE(c.best.action, 8);
}

TEST(Ismcts, TheRootsMovesMayBeValuedByADeeperSearch) {
  // Nine walks: each of the nine first moves tried once, valued at its node one move down. By the
  // evaluation (always even) waiting is worth 0.5; by a search to the end of that walk's world,
  // which knows the code there, 1.
  IsmctsLimits l = lock_limits();
  l.iterations = 9;
  Ismcts<CodeLock> a, b;
  Rng ra(6), rb(6);
  EXPECT_DOUBLE_EQ(mean_of(a.choose({15, 0, -1}, l, ra).moves, 4), 0.5);
  l.root_leaf_depth = 4;
  EXPECT_DOUBLE_EQ(mean_of(b.choose({15, 0, -1}, l, rb).moves, 4), 1.0);
}

TEST(Ismcts, KnowingTheCodeOpensIt) {
  Ismcts<CodeLock> search;
  Rng rng(2);
  auto c = search.choose({4, 0, -1}, lock_limits(), rng);
  EXPECT_EQ(c.best.action, 2);
  EXPECT_NEAR(c.expectancy, 1.0, 0.02);
}

TEST(Ismcts, SpendsItsNodesAndNoMore) {
  // A leaf search of depth 2 at every new node: the last one is cut to what is left, so the
  // choice spends its budget within the last walk's moves in the tree (at most 3 here) and the
  // few nodes a stopped search counts as it unwinds.
  Ismcts<CodeLock> search;
  Rng rng(3);
  IsmctsLimits l;
  l.nodes = 700;
  l.leaf_depth = 2;
  auto c = search.choose({15, 0, -1}, l, rng);
  ASSERT_TRUE(c.has_move);
  EXPECT_GE(c.nodes, 700u);
  EXPECT_LE(c.nodes, 700u + 8u);
  EXPECT_GT(c.samples, 10);
}

TEST(Ismcts, TheSameSeedAndObservationGiveTheSameChoice) {
  Ismcts<CodeLock> a, b;
  Rng ra(9), rb(9);
  auto x = a.choose({15, 0, -1}, lock_limits(), ra);
  auto y = b.choose({15, 0, -1}, lock_limits(), rb);
  ASSERT_EQ(x.moves.size(), y.moves.size());
  for (std::size_t k = 0; k < x.moves.size(); ++k) {
    EXPECT_EQ(x.moves[k].move, y.moves[k].move);
    EXPECT_DOUBLE_EQ(x.moves[k].expectancy, y.moves[k].expectancy);
    EXPECT_EQ(x.moves[k].samples, y.moves[k].samples);
  }
}

TEST(Ismcts, WithNoLimitItStopsAfterTheDefaultWalks) {
  Ismcts<CodeLock> search;
  Rng rng(5);
  auto c = search.choose({15, 0, -1}, IsmctsLimits{}, rng);
  EXPECT_TRUE(c.has_move);
  EXPECT_EQ(c.samples, Ismcts<CodeLock>::kDefaultWalks);
}

TEST(Ismcts, NoMoveWhenTheGameIsOver) {
  Ismcts<CodeLock> search;
  Rng rng(1);
  EXPECT_FALSE(search.choose({15, 3, 0}, lock_limits(), rng).has_move);
}

}  // namespace
}  // namespace menagerie::engine
