// Masquerade's own playing levels (Masquerade::kSampledLevels, docs/strength.md): the computer
// plays the table the game names, not the shared one, and every level below the top one stops on
// its nodes. Masquerade's secret is large (each side's powers are one of 120 permutations, its own
// too), yet more than about four samples paid nothing at a level's budget: nodes did.
#include <gtest/gtest.h>

#include "games/masquerade/masquerade.hpp"
#include "support/sampled_levels.hpp"

namespace menagerie::catalog::entries {
const Variant& masquerade_variant();
}

namespace menagerie::catalog {
namespace {

TEST(MasqueradeLevels, TheComputerDrawsTheSamplesOfMasqueradesOwnTable) {
  // After the set-up (each side gives the other its powers), where the computer searches.
  auto table = entries::masquerade_variant().create(json::object());
  for (int i = 0; i < 2; ++i) table->play(table->legal_moves().front());
  harness::expect_plays_own_sampled_levels<Masquerade>(entries::masquerade_variant(), *table);
}

TEST(MasqueradeLevels, EveryLevelBelowTheTopStopsOnItsNodes) {
  harness::expect_levels_below_the_top_stop_on_their_nodes<Masquerade>();
}

}  // namespace
}  // namespace menagerie::catalog
