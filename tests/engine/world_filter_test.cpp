// The world filter (engine/world_filter.hpp) on a toy trap: seat 1 hides a trap under one of three
// squares (seat 0 does not know which), seat 0 waits, seat 1 steps on a square, and seat 0 may
// then spring the trap, which wins if seat 1 stands on it. Stepping on one's own trap is a
// blunder: in the world where the trap is under the square seat 1 stepped on, its move was
// unlikely, so that world should weigh less than the others once seat 0 has seen the step.
#include <string>

#include <gtest/gtest.h>

#include "engine/belief_search.hpp"
#include "engine/world_filter.hpp"

namespace menagerie::engine {
namespace {

struct Trap {
  struct State {
    int trap = 0;   // 0-2, seat 1's secret
    int step = -1;  // the square seat 1 stepped on (public)
    int turn = 0;   // 0 seat 0 waits, 1 seat 1 steps, 2 seat 0 springs or not, 3 over
    bool sprung = false;
    bool operator==(const State&) const = default;
  };
  // 0 wait, 1-3 step on square a-1, 4 spring, 5 leave it.
  struct Move {
    int action = 0;
    bool operator==(const Move&) const = default;
  };
  struct Observation {
    int step = -1, turn = 0;
    bool sprung = false;
    bool operator==(const Observation&) const = default;
  };
  static constexpr std::string_view kId = "trap";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = 3;
  static constexpr Traits kTraits{.hidden = true};
  static constexpr std::uint32_t kMoveKeys = 6;

  static Seat to_move(const State& s) { return s.turn == 1 || s.turn == 3 ? 1 : 0; }
  static void generate(const State& s, MovesOf<Trap>& out) {
    if (s.turn == 0) out.push_back(Move{0});
    if (s.turn == 1)
      for (int a = 1; a <= 3; ++a) out.push_back(Move{a});
    if (s.turn == 2) {
      out.push_back(Move{4});
      out.push_back(Move{5});
    }
  }
  static void play(State& s, Move m) {
    if (m.action >= 1 && m.action <= 3) s.step = m.action - 1;
    if (m.action == 4) s.sprung = true;
    ++s.turn;
  }
  static Outcome outcome(const State& s) {
    if (s.turn != 3) return Outcome::ongoing();
    return s.sprung && s.step == s.trap ? Outcome::win(0, "trapped") : Outcome::draw("escaped");
  }
  static std::uint64_t hash(const State& s) {
    std::uint64_t x = std::uint64_t(((s.trap * 4 + s.step + 1) * 4 + s.turn) * 2 + s.sprung);
    return Rng::splitmix(x);
  }
  static int evaluate(const State&) { return 0; }
  static bool in_check(const State& s) { return s.turn != 3; }
  static bool is_tactical(const State&, Move) { return false; }
  static int order_score(const State&, Move) { return 0; }
  static std::uint32_t move_key(Move m) { return std::uint32_t(m.action); }

  static Observation observe(const State& s, Seat) { return {s.step, s.turn, s.sprung}; }
  static State sample(const Observation& o, Rng& rng) {
    auto all = worlds(o, 3);
    return all[rng.below(all.size())];
  }
  static std::vector<State> worlds(const Observation& o, std::size_t) {
    std::vector<State> out;
    for (int k = 0; k < 3; ++k) out.push_back({k, o.step, o.turn, o.sprung});
    return out;
  }
  static std::string observation_text(const Observation& o) {
    return std::to_string(((o.step + 1) * 4 + o.turn) * 2 + o.sprung);
  }
  static Observation parse_observation(std::string_view t) {
    int v = std::stoi(std::string(t));
    return {v / 8 - 1, v / 2 % 4, v % 2 == 1};
  }
};
static_assert(Determinized<Trap> && WorldsListed<Trap>);

FilterLimits trap_filter() {
  FilterLimits l;
  l.temperature = 100;
  l.floor = 0.05;
  return l;
}

TEST(WorldFilter, AWorldWhereTheOpponentBlunderedWeighsLess) {
  WorldFilter<Trap> filter;
  Searcher<Trap> searcher;
  std::uint64_t nodes = 0;
  Trap::Observation first{-1, 0, false};
  auto before = filter.weigh(Trap::worlds(first, 3), first, searcher, trap_filter(), nodes);
  ASSERT_EQ(before.size(), 3u);
  for (double w : before) EXPECT_NEAR(w, 1.0 / 3, 1e-9);  // nothing seen yet
  filter.chose(Trap::Move{0});
  Trap::Observation stepped{1, 2, false};  // seat 1 stepped on square 1
  auto now = Trap::worlds(stepped, 3);
  auto w = filter.weigh(now, stepped, searcher, trap_filter(), nodes);
  ASSERT_EQ(w.size(), 3u);
  EXPECT_NEAR(w[0] + w[1] + w[2], 1.0, 1e-9);
  EXPECT_LT(w[1], w[0] / 10) << "the trap under the square it stepped on: a blunder there";
  EXPECT_NEAR(w[0], w[2], 1e-9);
  EXPECT_GT(w[1], 0) << "never impossible: opponents blunder";
  EXPECT_GT(nodes, 0u);
}

TEST(WorldFilter, EveryWorldWeighsTheSameWhenNothingLinksTheChoices) {
  WorldFilter<Trap> filter;
  Searcher<Trap> searcher;
  std::uint64_t nodes = 0;
  Trap::Observation stepped{1, 2, false};
  auto w = filter.weigh(Trap::worlds(stepped, 3), stepped, searcher, trap_filter(), nodes);
  for (double x : w) EXPECT_NEAR(x, 1.0 / 3, 1e-9);
  // Off (temperature 0): the same even after a linked move.
  filter.chose(Trap::Move{0});
  FilterLimits off = trap_filter();
  off.temperature = 0;
  Trap::Observation first{-1, 0, false};
  filter.weigh(Trap::worlds(first, 3), first, searcher, off, nodes);
  filter.chose(Trap::Move{0});
  w = filter.weigh(Trap::worlds(stepped, 3), stepped, searcher, off, nodes);
  for (double x : w) EXPECT_NEAR(x, 1.0 / 3, 1e-9);
}

TEST(WorldFilter, TheBeliefSearchWeighsItsWorldsByTheOpponentsMove) {
  // Springing wins only where the trap is under the square stepped on, the world the filter
  // doubts: with the filter the search values springing at that world's small weight.
  BeliefSearch<Trap> with, without;
  BeliefLimits l;
  l.depth = 2;
  l.scored_moves = 2;
  BeliefLimits lf = l;
  lf.filter = trap_filter();
  Rng ra(1), rb(1);
  Trap::Observation first{-1, 0, false}, stepped{1, 2, false};
  with.choose(first, lf, ra);
  without.choose(first, l, rb);
  auto a = with.choose(stepped, lf, ra);
  auto b = without.choose(stepped, l, rb);
  ASSERT_TRUE(a.has_move && b.has_move);
  auto spring = [](const Pimc<Trap>::Choice& c) {
    for (const auto& m : c.moves)
      if (m.move.action == 4) return m.expectancy;
    return -1.0;
  };
  EXPECT_NEAR(spring(b), 0.5 + 0.5 / 3, 0.02);  // a win in one world of three, draws elsewhere
  EXPECT_LT(spring(a), 0.5 + 0.5 / 10);
}

}  // namespace
}  // namespace menagerie::engine
