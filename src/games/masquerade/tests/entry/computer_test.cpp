// The computer's secret decision in Masquerade: the capture powers it gives the opponent are
// chosen, not drawn at random: among the 120 assignments, the one it picks leaves the opponent's
// pieces weaker (by the game's own evaluation) than nearly all others, whatever its seed.
#include <algorithm>
#include <string>

#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"
#include "games/masquerade/masquerade.hpp"

namespace menagerie::catalog::entries {
const Variant& masquerade_variant();
}

namespace menagerie::catalog {
namespace {

// The opponent's strength after White gives `move`, from the opponent's side (higher: stronger).
int opponent_strength(const std::string& move) {
  Masquerade::State s = Masquerade::start();
  Masquerade::play(s, Masquerade::parse_move(s, move));
  return Masquerade::evaluate(s);
}

TEST(MasqueradeComputer, GivesTheOpponentWeakPowers) {
  auto t = entries::masquerade_variant().create(json::object());
  std::vector<int> all;
  for (const auto& m : t->legal_moves()) all.push_back(opponent_strength(m));
  ASSERT_EQ(all.size(), 120u);
  std::sort(all.begin(), all.end());
  for (std::uint64_t seed : {1, 2, 3}) {
    auto engine = entries::masquerade_variant().make_engine();
    Rng rng(seed);
    // The default level (level 6 searches 400,000 nodes a move: minutes in a sanitized run).
    std::string chosen = engine->play_level(t->observation(0), 4, rng).best;
    int strength = opponent_strength(chosen);
    auto rank = std::lower_bound(all.begin(), all.end(), strength) - all.begin();
    EXPECT_LT(rank, 12) << chosen << " leaves the opponent stronger than " << rank
                        << " of the 120 assignments";
  }
}

}  // namespace
}  // namespace menagerie::catalog
