// Checks of a hidden game's own playing levels (G::kSampledLevels, read by
// engine::sampled_level_of<G>), shared by every game that names a table: the computer draws the
// samples the game's table names, not the shared table's, and every level below the top stops on
// its nodes, so that no position can keep a person waiting and a level's choice is the same for the
// same seed on any machine.
#pragma once

#include <cstdint>

#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"
#include "engine/levels.hpp"
#include "engine/search.hpp"

namespace menagerie::harness {

// The most nodes a level below the top may search for one move, all its samples together: about
// what level 8 searches in its three quarters of a second on a quiet machine.
inline constexpr std::uint64_t kMostNodesBelowTheTop = 640000;

// Levels 1-5 of `variant`'s computer, to move at `table`, play G's own table: each draws as many
// samples as the table says (the engine reports the samples drawn as its depth) and searches no
// more nodes than they allow. At least one level must play as the shared table could not (other
// samples, or more nodes than its limits), or this could not tell which table was played.
template <class G>
void expect_plays_own_sampled_levels(const catalog::Variant& variant, const catalog::Table& table) {
  auto engine = variant.make_engine();
  engine->set_fixed_nodes(true);
  bool told = false;
  for (int level = engine::kMinLevel; level <= 5; ++level) {
    const engine::SampledLevel own = G::kSampledLevels[std::size_t(level - 1)];
    const engine::SampledLevel shared = engine::sampled_level(level);
    Rng rng{std::uint64_t(level)};
    const catalog::Thought t = engine->play_level(table.observation(table.to_move()), level, rng);
    EXPECT_EQ(t.depth, own.samples) << "level " << level;
    if (own.nodes) {
      // A small search looks at its limit at every node (a few past it at most), a larger one
      // every 1,024 nodes (engine::Searcher::kExactNodeLimit).
      const std::uint64_t past = own.nodes < engine::Searcher<G>::kExactNodeLimit ? 16 : 1024;
      EXPECT_LE(t.nodes, std::uint64_t(own.samples) * (own.nodes + past)) << "level " << level;
    }
    told |= t.depth != shared.samples ||
            (shared.nodes && t.nodes > std::uint64_t(shared.samples) * shared.nodes);
  }
  EXPECT_TRUE(told)
      << "every level played as the shared table would: this cannot tell the tables apart";
}

// Levels 1-7 have no time budget: each sample's search stops on its nodes, a level's whole choice
// stays under kMostNodesBelowTheTop, and the spread (how far below the best a chosen move may
// score) never grows from one level to the next nor passes engine::kMaxSpread.
template <class G>
void expect_levels_below_the_top_stop_on_their_nodes() {
  for (int level = engine::kMinLevel; level < engine::kMaxLevel; ++level) {
    const engine::SampledLevel l = G::kSampledLevels[std::size_t(level - 1)];
    EXPECT_GT(l.nodes, 0u) << "level " << level;
    EXPECT_LE(std::uint64_t(l.samples) * l.nodes, kMostNodesBelowTheTop) << "level " << level;
    EXPECT_LE(l.spread, engine::kMaxSpread) << "level " << level;
    if (level > engine::kMinLevel) {
      EXPECT_LE(l.spread, G::kSampledLevels[std::size_t(level - 2)].spread) << "level " << level;
    }
  }
}

}  // namespace menagerie::harness
