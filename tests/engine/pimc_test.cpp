// The determinized search on a one-move game with a secret: three doors, the prize behind one of
// the doors the observation leaves possible. "left" wins when the prize is behind door 1 or 2,
// "right" when it is behind door 3, and "stay" draws. Knowing nothing, "left" wins two times in
// three: the best move on average, although every sample whose prize is behind door 3 alone
// prefers "right". A search that trusted one sample would pick "right" a third of the time.
#include <string>

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "engine/pimc.hpp"

namespace menagerie::engine {
namespace {

struct Doors {
  struct State {
    int prize = 1;   // 1-3: the secret
    int doors = 7;   // bit d-1: door d may hide the prize (public)
    int chosen = 0;  // 0: not yet; 1 left, 2 right, 3 stay
  };
  struct Move {
    int action = 1;
    bool operator==(const Move&) const = default;
  };
  struct Observation {
    int doors = 7, chosen = 0;
    bool operator==(const Observation&) const = default;
  };
  static constexpr std::string_view kId = "doors";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = 3;
  static constexpr Traits kTraits{.hidden = true};
  static constexpr std::uint32_t kMoveKeys = 4;

  static Seat to_move(const State& s) { return s.chosen ? 1 : 0; }
  static void generate(const State& s, MovesOf<Doors>& out) {
    if (s.chosen) return;
    for (int a = 1; a <= 3; ++a) out.push_back(Move{a});
  }
  static void play(State& s, Move m) { s.chosen = m.action; }
  static Outcome outcome(const State& s) {
    if (!s.chosen) return Outcome::ongoing();
    if (s.chosen == 3) return Outcome::draw("stayed");
    bool won = s.chosen == 1 ? s.prize != 3 : s.prize == 3;
    return Outcome::win(won ? 0 : 1, won ? "found the prize" : "missed it");
  }
  static std::uint64_t hash(const State& s) {
    std::uint64_t x = std::uint64_t(s.prize * 64 + s.doors * 4 + s.chosen + 1);
    return Rng::splitmix(x);
  }
  static int evaluate(const State&) { return 0; }
  static bool in_check(const State& s) { return s.chosen != 0; }  // no stand-pat at the end
  static bool is_tactical(const State&, Move) { return false; }
  static int order_score(const State&, Move) { return 0; }
  static std::uint32_t move_key(Move m) { return std::uint32_t(m.action); }

  static Observation observe(const State& s, Seat) { return {s.doors, s.chosen}; }
  static State sample(const Observation& o, Rng& rng) {
    int possible[3], n = 0;
    for (int d = 1; d <= 3; ++d)
      if (o.doors & (1 << (d - 1))) possible[n++] = d;
    return {possible[rng.below(std::uint64_t(n))], o.doors, o.chosen};
  }
  static std::string observation_text(const Observation& o) {
    return std::to_string(o.doors * 4 + o.chosen);
  }
  static Observation parse_observation(std::string_view t) {
    int v = std::stoi(std::string(t));
    return {v / 4, v % 4};
  }
};
static_assert(Determinized<Doors> && !Searchable<Doors>);

PimcLimits limits(int samples) {
  PimcLimits l;
  l.samples = samples;
  l.per_sample.depth = 2;
  return l;
}

TEST(Pimc, PlaysTheMoveBestOnAverageNotTheBestOfOneSample) {
  Pimc<Doors> pimc;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Rng rng(seed);
    auto c = pimc.choose({7, 0}, limits(60), rng);
    ASSERT_TRUE(c.has_move);
    EXPECT_EQ(c.best.action, 1) << "seed " << seed;
    EXPECT_EQ(c.samples, 60);
    ASSERT_EQ(c.moves.size(), 3u);
    // Left wins in about two samples of three; staying is an even result in every sample.
    EXPECT_NEAR(c.moves[0].expectancy, 2.0 / 3, 0.2);
    for (const auto& m : c.moves)
      if (m.move.action == 3) {
        EXPECT_DOUBLE_EQ(m.expectancy, 0.5);
      }
  }
}

TEST(Pimc, FollowsWhatTheObservationRulesOut) {
  Pimc<Doors> pimc;
  Rng rng(3);
  EXPECT_EQ(pimc.choose({4, 0}, limits(8), rng).best.action, 2);  // only door 3 is left
  EXPECT_EQ(pimc.choose({3, 0}, limits(8), rng).best.action, 1);  // doors 1 and 2
}

TEST(Pimc, TheSameSeedAndObservationGiveTheSameChoice) {
  Pimc<Doors> a, b;
  Rng ra(11), rb(11);
  auto x = a.choose({7, 0}, limits(5), ra);
  auto y = b.choose({7, 0}, limits(5), rb);
  ASSERT_EQ(x.moves.size(), y.moves.size());
  for (std::size_t k = 0; k < x.moves.size(); ++k) {
    EXPECT_EQ(x.moves[k].move, y.moves[k].move);
    EXPECT_DOUBLE_EQ(x.moves[k].expectancy, y.moves[k].expectancy);
  }
}

TEST(Pimc, NoMoveWhenTheGameIsOver) {
  Pimc<Doors> pimc;
  Rng rng(1);
  EXPECT_FALSE(pimc.choose({7, 1}, limits(4), rng).has_move);
}

TEST(Pimc, ExpectancyAndCentipawnsAreInverse) {
  EXPECT_DOUBLE_EQ(expectancy(0), 0.5);
  EXPECT_NEAR(expectancy(400), 10.0 / 11, 1e-12);
  for (int cp : {-800, -120, 0, 35, 400, 1200}) EXPECT_EQ(centipawns(expectancy(cp)), cp);
  EXPECT_LT(expectancy(-kMate), 1e-6);
  EXPECT_GT(expectancy(kMate), 1 - 1e-6);
}

}  // namespace
}  // namespace menagerie::engine
