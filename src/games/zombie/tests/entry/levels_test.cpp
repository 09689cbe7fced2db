// Zombie's own playing levels (Zombie::kSampledLevels, docs/strength.md): the computer plays the
// table the game names, not the shared one, and every level below the top one stops on its nodes
// (a capture search that must bury before it may stand pat made the shared table's depth-4 level
// think for seconds in wide positions).
#include <gtest/gtest.h>

#include "games/zombie/zombie.hpp"
#include "support/sampled_levels.hpp"

namespace menagerie::catalog::entries {
const Variant& zombie_variant();
}

namespace menagerie::catalog {
namespace {

TEST(ZombieLevels, TheComputerDrawsTheSamplesOfZombiesOwnTable) {
  auto table = entries::zombie_variant().create(json::object());
  harness::expect_plays_own_sampled_levels<zombie::Zombie>(entries::zombie_variant(), *table);
}

TEST(ZombieLevels, EveryLevelBelowTheTopStopsOnItsNodes) {
  harness::expect_levels_below_the_top_stop_on_their_nodes<zombie::Zombie>();
}

}  // namespace
}  // namespace menagerie::catalog
