// Zombie's own playing levels (Zombie::kSampledLevels, docs/strength.md): the computer plays the
// table the game names, not the shared one, and every level below the top one stops on its nodes,
// so that no position can keep a person waiting (a capture search that must bury before it may
// stand pat made the shared table's depth-4 level think for seconds in wide positions).
#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"
#include "engine/levels.hpp"
#include "games/zombie/zombie.hpp"

namespace menagerie::catalog::entries {
const Variant& zombie_variant();
}

namespace menagerie::catalog {
namespace {

using zombie::Zombie;

// The most nodes a level below the top may search for one move, all its samples together: level
// 8's fixed nodes (16 samples of 40,000), which it reaches only on a quiet machine within its 0.75 s.
constexpr std::uint64_t kMostNodesBelowTheTop = 640000;

TEST(ZombieLevels, TheComputerDrawsTheSamplesOfZombiesOwnTable) {
  auto table = entries::zombie_variant().create(json::object());
  auto engine = entries::zombie_variant().make_engine();
  engine->set_fixed_nodes(true);
  bool differs = false;
  for (int level = engine::kMinLevel; level <= 5; ++level) {
    const engine::SampledLevel own = Zombie::kSampledLevels[std::size_t(level - 1)];
    differs |= own.samples != engine::sampled_level(level).samples;
    Rng rng{std::uint64_t(level)};
    // The number of samples drawn is what the engine reports as its depth.
    EXPECT_EQ(engine->play_level(table->observation(table->to_move()), level, rng).depth,
              own.samples)
        << "level " << level;
  }
  EXPECT_TRUE(differs) << "the table must differ from the shared one for this test to tell";
}

// Levels 1-7 have no time budget (their choice is the same for the same seed on any machine):
// each sample's search stops on its nodes, and a level's whole choice stays under what level 8
// may search in its three quarters of a second, with room for a loaded machine.
TEST(ZombieLevels, EveryLevelBelowTheTopStopsOnItsNodes) {
  for (int level = engine::kMinLevel; level < engine::kMaxLevel; ++level) {
    const engine::SampledLevel l = Zombie::kSampledLevels[std::size_t(level - 1)];
    EXPECT_GT(l.nodes, 0u) << "level " << level;
    EXPECT_LE(std::uint64_t(l.samples) * l.nodes, kMostNodesBelowTheTop) << "level " << level;
    EXPECT_LE(l.spread, engine::kMaxSpread) << "level " << level;
    if (level > engine::kMinLevel) {
      EXPECT_LE(l.spread, Zombie::kSampledLevels[std::size_t(level - 2)].spread) << level;
    }
  }
}

}  // namespace
}  // namespace menagerie::catalog
