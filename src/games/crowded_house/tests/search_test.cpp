// The generic alpha-beta (engine/search.hpp) on Crowded House. Colours alternate every ply, so the
// team to move changes every ply and the score is negated at every ply; these tests would fail if
// a partner's move were scored as an opponent's.
#include <gtest/gtest.h>

#include "engine/search.hpp"
#include "games/crowded_house/crowded_house.hpp"
#include "helpers.hpp"

namespace menagerie::crowded_house {
namespace {

static_assert(engine::Searchable<CrowdedHouse>);

engine::Searcher<CrowdedHouse>::Result search(const State& s, int depth) {
  engine::Searcher<CrowdedHouse> searcher(4);
  engine::Limits limits;
  limits.depth = depth;
  return searcher.search(s, {}, limits);
}

// Winnie mates at once: Rd1-d8 checks g8 from the queen side, and Bob (queen side) can neither
// move Black's king nor block on the king side.
TEST(CrowdedHouseSearch, FindsTheMateOfTheSeatToMove) {
  State s = harness::at("6k1/5ppp/8/8/8/8/7P/K2R4 w - - 0 1 q");
  auto r = search(s, 3);
  ASSERT_TRUE(r.has_move);
  EXPECT_EQ(CrowdedHouse::move_text(s, r.best), "d1d8");
  EXPECT_TRUE(engine::is_mate_score(r.score));
  EXPECT_EQ(engine::mate_in(r.score), 1);
}

// The same board with Walter to move: Walter cannot play Rd8 (d1 and d8 are on the queen side),
// but his partner can two plies later whatever Betty does. The search must see its partner's
// mate as its own win: a mate in two of the team's moves, with a positive score.
TEST(CrowdedHouseSearch, CountsThePartnersMateAsItsOwn) {
  State s = harness::at("6k1/5ppp/8/8/8/8/7P/K2R4 w - - 0 1 k");
  EXPECT_FALSE(harness::has(s, "d1d8"));
  auto r = search(s, 4);
  ASSERT_TRUE(r.has_move);
  ASSERT_TRUE(engine::is_mate_score(r.score)) << r.score;
  EXPECT_GT(r.score, 0);
  EXPECT_EQ(engine::mate_in(r.score), 2);
  ASSERT_GE(r.pv.size(), 3u);
  State line = s;
  for (int i = 0; i < 2; ++i) CrowdedHouse::play(line, r.pv[i]);
  EXPECT_EQ(CrowdedHouse::move_text(line, r.pv[2]), "d1d8");
}

// Betty, in between, sees the same mate against her team: a negative mate score.
TEST(CrowdedHouseSearch, TheOpponentSeesTheMateAgainstIt) {
  State s = harness::at("6k1/5ppp/8/8/8/8/7P/K2R4 w - - 0 1 k");
  s = harness::after(s, {"h2h3"});
  ASSERT_EQ(CrowdedHouse::to_move(s), 1);
  auto r = search(s, 3);
  ASSERT_TRUE(engine::is_mate_score(r.score)) << r.score;
  EXPECT_LT(r.score, 0);
}

// A hanging queen is taken by the seat whose half allows it, and only by a legal move.
TEST(CrowdedHouseSearch, TakesMaterialWithinItsHalf) {
  // Black queen on f5, attacked by the e4 pawn (Walter may take: e4 and f5 on the king side).
  State s = harness::at("4k3/8/8/5q2/4P3/8/8/4K3 w - - 0 1 k");
  auto r = search(s, 3);
  EXPECT_EQ(CrowdedHouse::move_text(s, r.best), "e4f5");
  EXPECT_GT(r.score, 0);  // a pawn up instead of a queen down
}

}  // namespace
}  // namespace menagerie::crowded_house
