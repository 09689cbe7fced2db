// Conforms<G> is built from one concept per promise of a game's traits: a game that breaks one
// promise fails that part alone (so the compiler names it), and Conforms with it.
#include <gtest/gtest.h>

#include "core/game.hpp"

namespace menagerie {
namespace {

// A counter game: one seat adds one until ten. Each variant below declares a trait without the
// hook it needs (or with the hook it must not have).
struct Count {
  struct State {
    int n = 0;
  };
  using Move = int;
  static constexpr std::string_view kId = "count";
  static constexpr int kSeats = 1;
  static constexpr int kMaxMoves = 1;
  static constexpr Traits kTraits{.min_seats = 1, .max_seats = 1};
  static Seat to_move(const State&) { return 0; }
  static void generate(const State& s, MovesOf<Count>& list) {
    if (s.n < 10) list.push_back(1);
  }
  static void play(State& s, Move m) { s.n += m; }
  static Outcome outcome(const State& s) {
    return s.n < 10 ? Outcome::ongoing() : Outcome::win(0, "ten");
  }
  static std::uint64_t hash(const State& s) { return std::uint64_t(s.n); }
};

struct CountWithChance : Count {
  static constexpr Traits kTraits{.chance = true, .min_seats = 1, .max_seats = 1};
};
struct CountInTeams : Count {
  static constexpr Traits kTraits{.teams = true, .min_seats = 1, .max_seats = 1};
};
struct CountForSomeSeats : Count {
  static constexpr Traits kTraits{.min_seats = 1, .max_seats = 2};
  static constexpr int kSeats = 2;
};
struct CountForTooManySeats : Count {
  static constexpr Traits kTraits{.min_seats = 1, .max_seats = 2};
};
struct CountHidden : Count {
  static constexpr Traits kTraits{.hidden = true, .min_seats = 1, .max_seats = 1};
};

TEST(ConformsParts, AGameThatKeepsItsPromisesConforms) {
  EXPECT_TRUE(Game<Count>);
  EXPECT_TRUE(Conforms<Count>);
}

TEST(ConformsParts, EachBrokenPromiseFailsItsOwnPart) {
  EXPECT_FALSE(DrawsAsDeclared<CountWithChance>);
  EXPECT_TRUE(TeamsAsDeclared<CountWithChance>);
  EXPECT_FALSE(Conforms<CountWithChance>);

  EXPECT_FALSE(TeamsAsDeclared<CountInTeams>);
  EXPECT_TRUE(DrawsAsDeclared<CountInTeams>);
  EXPECT_FALSE(Conforms<CountInTeams>);

  EXPECT_FALSE(SeatRangeAsDeclared<CountForSomeSeats>);
  EXPECT_TRUE(SeatsWithinLimits<CountForSomeSeats>);
  EXPECT_FALSE(Conforms<CountForSomeSeats>);

  EXPECT_FALSE(SeatsWithinLimits<CountForTooManySeats>);
  EXPECT_FALSE(Conforms<CountForTooManySeats>);

  EXPECT_FALSE(HidesAsDeclared<CountHidden>);
  EXPECT_TRUE(SeatRangeAsDeclared<CountHidden>);
  EXPECT_FALSE(Conforms<CountHidden>);
}

}  // namespace
}  // namespace menagerie
