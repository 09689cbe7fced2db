// The computer golfer (computer.hpp) from its observation only: full strength counts the proved
// optimum and demonstrates it; weaker levels look less far and are sometimes wrong; it gives up a
// demonstration its line cannot fit.
#include <gtest/gtest.h>

#include "catalog/table.hpp"
#include "games/golf/computer.hpp"
#include "games/golf/tests/diagrams.hpp"
#include "games/golf/tests/helpers.hpp"

namespace menagerie::golf {
namespace {

using Table = catalog::GameTable<Golf>;

Golf::State two_golfers_on_g1(int seats) {
  Golf::State s =
      Golf::dealt_race(seats, 1, CardRule::kTwo, Special::kPairs, 60, TimerStart::kFirst);
  s.hole = harness::hole(kG1, "K b");
  s.race.start = s.hole;
  s.phase = Phase::kCount;
  return s;
}

std::string move_of(const Table& t, Seat seat, int level, std::uint64_t seed = 1) {
  Rng rng(seed);
  return computer_move(Golf::observe(t.game_record().state(), seat), level, rng);
}

TEST(Computer, FullStrengthCountsTheOptimumAndDemonstratesIt) {
  Table t(two_golfers_on_g1(2));
  t.play_as(1, "5");
  EXPECT_EQ(move_of(t, 0, 8), "0:count 3 hole 1");
  t.play_as(0, move_of(t, 0, 8));
  ASSERT_EQ(t.game_record().state().race.demonstrator, 0);
  for (int stroke = 0; stroke < 3 && !t.outcome().over(); ++stroke) {
    EXPECT_TRUE(move_of(t, 1, 8).empty()) << "not its turn";
    t.play_as(0, move_of(t, 0, 8));
  }
  ASSERT_TRUE(t.outcome().over());
  EXPECT_EQ(t.outcome().score[0], 3);
  EXPECT_EQ(t.outcome().winners, seat_bit(0));
}

TEST(Computer, ItSeesOnlyItsObservation) {
  // Two races that differ only in the other golfer's count: the same observation, the same move.
  Table a(two_golfers_on_g1(2)), b(two_golfers_on_g1(2));
  a.play_as(1, "2");
  b.play_as(1, "7");
  EXPECT_EQ(Golf::observe(a.game_record().state(), 0), Golf::observe(b.game_record().state(), 0));
  for (int level = 1; level <= 8; ++level)
    for (std::uint64_t seed = 1; seed < 6; ++seed)
      EXPECT_EQ(move_of(a, 0, level, seed), move_of(b, 0, level, seed));
}

TEST(Computer, WeakLevelsAreSometimesWrongAndFullStrengthNever) {
  Table t(two_golfers_on_g1(2));
  int wrong[9] = {};
  for (int level : {1, 4, 8})
    for (std::uint64_t seed = 0; seed < 200; ++seed)
      wrong[level] += move_of(t, 0, level, seed) != "0:count 3 hole 1";
  EXPECT_EQ(wrong[8], 0);
  EXPECT_GT(wrong[4], 8) << "level 4 misses about one count in eight";
  EXPECT_LT(wrong[4], 50);
  // Level 1 looks two strokes deep: a hole of three is beyond it (it says impossible, or guesses).
  EXPECT_EQ(computer_level(1).depth, 2);
  EXPECT_EQ(wrong[1], 200);
}

TEST(Computer, ItGivesUpADemonstrationItsLineDoesNotFit) {
  Table t(two_golfers_on_g1(2));
  t.play_as(0, "2");  // too few: the optimum is 3
  t.play_as(1, "0");
  EXPECT_EQ(move_of(t, 0, 8), "give-up");
}

}  // namespace
}  // namespace menagerie::golf
