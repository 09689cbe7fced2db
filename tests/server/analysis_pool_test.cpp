// The analysis pool gives a game the same analysis whichever thread searched which position
// before: every position is searched from an empty table, as on its own.
#include "server/analysis_pool.hpp"

#include <gtest/gtest.h>

#include "catalog/game_analysis.hpp"
#include "catalog/variant.hpp"

namespace menagerie::server {
namespace {

TEST(AnalysisPoolTable, EachPositionIsSearchedAsIfAlone) {
  const catalog::Variant& v = catalog::find("chess960");
  catalog::GamePositions game = catalog::game_positions(
      v, {{"sp", 518}},
      {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "f3g5", "d7d5", "e4d5", "f6d5"});
  constexpr int kDepth = 6;
  AnalysisPool pool(1);  // one thread: it searches every position, in order
  auto job = pool.start("test", game, kDepth, 1);
  pool.wait(job);
  nlohmann::json evals = job->progress()["evaluations"];
  ASSERT_EQ(evals.size(), game.views.size());
  for (std::size_t ply = 0; ply < game.views.size(); ++ply) {
    auto alone = v.make_engine();
    alone->set_hash(16);
    nlohmann::json expected =
        catalog::evaluate_position(*alone, game, ply, kDepth, 1, nullptr).to_json();
    EXPECT_EQ(evals[ply], expected) << "position " << ply;
  }
}

}  // namespace
}  // namespace menagerie::server
