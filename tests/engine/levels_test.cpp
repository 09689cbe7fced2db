#include "engine/levels.hpp"
#include "engine/searchable.hpp"

#include <array>

#include <gtest/gtest.h>

namespace menagerie::engine {
namespace {

TEST(Levels, GrowStrongerFromOneToEight) {
  EXPECT_EQ(level(1).depth, 1);
  EXPECT_GT(level(1).spread, level(4).spread);
  EXPECT_EQ(level(8).spread, 0);
  EXPECT_EQ(level(0).depth, level(1).depth);  // clamped
  EXPECT_EQ(limits_for(8, 1500).movetime, 1500);
  EXPECT_EQ(limits_for(3).depth, 3);
}

TEST(Levels, ChoiceStaysWithinTheSpreadAndFavoursBetterLines) {
  Rng rng(11);
  std::vector<int> scores{100, 90, 40, -500};
  std::array<int, 4> picked{};
  for (int i = 0; i < 10000; ++i) ++picked[choose_line(scores, 100, rng)];
  EXPECT_EQ(picked[3], 0);  // 600 below the best: never
  EXPECT_GT(picked[0], picked[1]);
  EXPECT_GT(picked[1], picked[2]);
  EXPECT_GT(picked[2], 0);
  EXPECT_EQ(choose_line(scores, 0, rng), 0u);
}

// A weaker level chooses among sound moves: no level's spread comes near a minor piece (300), the
// spread shrinks as the level rises, and a larger spread asked of choose_line is capped.
TEST(Levels, NoLevelChoosesALineAPieceBelowTheBest) {
  for (int n = kMinLevel; n <= kMaxLevel; ++n) {
    EXPECT_LE(level(n).spread, kMaxSpread) << n;
    EXPECT_LE(sampled_level(n).spread, kMaxSpread) << n;
    if (n > kMinLevel) {
      EXPECT_LE(level(n).spread, level(n - 1).spread) << n;
      EXPECT_LE(sampled_level(n).spread, sampled_level(n - 1).spread) << n;
    }
  }
  Rng rng(5);
  std::vector<int> hung{40, 30, -260, -300};  // two sound moves, two that drop a piece
  for (int i = 0; i < 2000; ++i) EXPECT_LT(choose_line(hung, 500, rng), 2u);
}

// No level keeps a person waiting more than about a second: every level stops at a second's
// thinking whatever the load. The shallow ones (by depth) finish far sooner as a rule, but a
// position can make a few plies explode (Crowded House's capture search in a run of checks kept
// a depth-7 search going for minutes), and a person must not wait for that.
TEST(Levels, EveryLevelStopsWithinASecond) {
  for (int n = kMinLevel; n <= kMaxLevel; ++n) {
    Limits l = limits_for(n);
    EXPECT_GT(l.movetime, 0) << n;
    EXPECT_LE(l.movetime, 1000) << n;
  }
  // Level 7's samples stay below level 8's, whose whole choice has a 0.75 s budget.
  EXPECT_LT(sampled_level(7).samples * sampled_level(7).nodes,
            sampled_level(8).samples * sampled_level(8).nodes / 4);
}

// A game may name its own sampled levels (G::kSampledLevels); one that does not gets the shared
// table.
struct GameWithSampledLevels {
  static constexpr std::array<SampledLevel, 8> kSampledLevels{{{1, 2, 0, 90},
                                                               {2, 3, 0, 70},
                                                               {2, 4, 0, 50},
                                                               {3, 5, 0, 30},
                                                               {4, 0, 20000, 20},
                                                               {5, 0, 30000, 10},
                                                               {6, 0, 40000, 0},
                                                               {7, 0, 50000, 0}}};
};
struct GameWithoutSampledLevels {};

TEST(Levels, AGameMayNameItsOwnSampledLevels) {
  for (int n = kMinLevel; n <= kMaxLevel; ++n) {
    SampledLevel own = sampled_level_of<GameWithSampledLevels>(n),
                 named = GameWithSampledLevels::kSampledLevels[std::size_t(n - 1)];
    EXPECT_EQ(own.samples, named.samples) << n;
    EXPECT_EQ(own.depth, named.depth) << n;
    EXPECT_EQ(own.nodes, named.nodes) << n;
    EXPECT_EQ(own.spread, named.spread) << n;
    SampledLevel shared = sampled_level_of<GameWithoutSampledLevels>(n);
    EXPECT_EQ(shared.samples, sampled_level(n).samples) << n;
    EXPECT_EQ(shared.depth, sampled_level(n).depth) << n;
    EXPECT_EQ(shared.nodes, sampled_level(n).nodes) << n;
    EXPECT_EQ(shared.spread, sampled_level(n).spread) << n;
  }
  // Out of range, as the shared table: clamped to 1-8.
  EXPECT_EQ(sampled_level_of<GameWithSampledLevels>(0).samples, 1);
  EXPECT_EQ(sampled_level_of<GameWithSampledLevels>(9).samples, 7);
}

// Under a clock a level thinks no longer than a thirtieth of what is left plus most of the
// increment, and never nothing.
TEST(Levels, AClockCapsATurnToItsShare) {
  EXPECT_EQ(clock_cap_ms(60'000, 0), 2000);
  EXPECT_EQ(clock_cap_ms(3'000, 0), 100);
  EXPECT_EQ(clock_cap_ms(10'000, 100), 333 + 75);
  EXPECT_EQ(clock_cap_ms(0, 0), 10);
}

// A found mate is played, not a longer one: choosing among mates a few plies apart (all within
// the spread) could put the mate off for ever.
TEST(Levels, AFoundMateIsPlayedAtOnce) {
  Rng rng(3);
  std::vector<int> mates{kMate - 1, kMate - 3, kMate - 5, 200};
  for (int i = 0; i < 500; ++i) EXPECT_EQ(choose_line(mates, kMaxSpread, rng), 0u);
  // Being mated is no reason to stop choosing: the lines are then all as bad.
  std::vector<int> mated{-kMate + 9, -kMate + 7};
  std::array<int, 2> picked{};
  for (int i = 0; i < 500; ++i) ++picked[choose_line(mated, kMaxSpread, rng)];
  EXPECT_GT(picked[0], 0);
}

// The ladder (bench_level_ladder) must not depend on the machine's load: with fixed limits every
// level stops on its depth or nodes alone, never on a clock, and levels 1-7 search as people get.
TEST(Levels, FixedLimitsNeverStopOnTheClock) {
  for (int n = kMinLevel; n <= kMaxLevel; ++n) {
    Limits fixed = fixed_limits_for(n), people = limits_for(n);
    EXPECT_EQ(fixed.movetime, 0) << n;
    EXPECT_FALSE(fixed.has_clock()) << n;
    EXPECT_TRUE(fixed.depth > 0 || fixed.nodes > 0) << n;
    EXPECT_EQ(fixed.multipv, people.multipv) << n;
    if (n < kMaxLevel) {
      EXPECT_EQ(fixed.depth, people.depth) << n;
      EXPECT_EQ(fixed.nodes, people.nodes) << n;
    }
  }
  EXPECT_EQ(fixed_limits_for(kMaxLevel).nodes, kFullStrengthNodes);
  EXPECT_GT(kFullStrengthNodes, fixed_limits_for(kMaxLevel - 1).nodes);
}

}  // namespace
}  // namespace menagerie::engine
