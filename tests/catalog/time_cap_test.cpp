// A computer under a clock (the server's computer seats, UCI's `Level` with `go wtime ...`) thinks
// no longer than its share of the clock: every level's limits, and the determinized search's
// budget, shrink to the cap; a benchmark's fixed nodes ignore it.
#include <gtest/gtest.h>

#include <algorithm>

#include "catalog/variant.hpp"
#include "engine/levels.hpp"

namespace menagerie::catalog {
namespace {

TEST(TimeCap, EveryLevelKeepsToTheClocksShare) {
  auto engine = find("chess960").make_engine();
  ASSERT_TRUE(engine);
  EXPECT_EQ(engine->level_limits(8).movetime, 1000) << "no clock: a second at most";
  engine->set_time_cap(200);
  for (int level = engine::kMinLevel; level <= engine::kMaxLevel; ++level)
    EXPECT_EQ(engine->level_limits(level).movetime, 200) << level;
  engine->set_time_cap(5000);
  EXPECT_EQ(engine->level_limits(8).movetime, 1000) << "a long clock leaves the level as it is";
  engine->set_time_cap(200);
  engine->set_fixed_nodes(true);
  EXPECT_EQ(engine->level_limits(8).movetime, 0) << "fixed nodes never stop on a clock";
  engine->set_fixed_nodes(false);
  engine->set_time_cap(0);
  EXPECT_EQ(engine->level_limits(3).movetime, 1000);
}

// A hidden game's computer (a determinized search) under a very short share still answers with a
// legal move (its budget shrinks to the share; how long it took is a benchmark's to measure).
TEST(TimeCap, AHiddenGamesComputerStillAnswersUnderAShortShare) {
  const Variant& v = find("masquerade");
  auto table = v.create(json::object());
  auto engine = v.make_engine();
  ASSERT_TRUE(engine);
  engine->set_time_cap(50);
  Rng rng(1);
  Thought t = engine->play_level(table->observation(table->to_move()), 8, rng);
  auto legal = table->legal_moves();
  EXPECT_NE(std::find(legal.begin(), legal.end(), t.best), legal.end()) << t.best;
}

}  // namespace
}  // namespace menagerie::catalog
