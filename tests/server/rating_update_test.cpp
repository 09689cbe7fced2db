// The RatingUpdate a rated game hands the store (server/rating_update.hpp): ratings grown by idle
// days, a new player's for none, rated by the standing, one more game each, stamped with the end.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "players/outcomes.hpp"
#include "server/rating_update.hpp"

namespace menagerie::server {
namespace {

constexpr std::int64_t kDay = players::kRatingPeriodMs;

TEST(RatingUpdate, RatesTheStandingFromRatingsAsTheyStoodAtTheEnd) {
  players::Standing st{{1, 2}, {}, {}};
  const std::int64_t end = 100 * kDay;
  auto update = rating_update(st, "chess960", {7, 9}, end);
  // Seat 0 (account 7) last played 30 days before; seat 1 (account 9) never rated here.
  store::RatingRecord stored{7, "chess960", 1600.0, 60.0, 0.06, 12, end - 30 * kDay};
  auto after = update({stored, std::nullopt});
  ASSERT_EQ(after.size(), 2u);
  const players::Rating grown = players::as_of({1600.0, 60.0, 0.06}, stored.updated_ms, end);
  EXPECT_GT(grown.rd, 60.0) << "thirty idle days widen the deviation";
  const std::array<int, 2> places{1, 2};
  const std::array<players::Rating, 2> before{grown, players::Rating{}};
  auto want = players::rate_standing(places, before);
  EXPECT_EQ(after[0].account_id, 7);
  EXPECT_EQ(after[1].account_id, 9);
  EXPECT_EQ(after[0].game, "chess960");
  EXPECT_DOUBLE_EQ(after[0].rating, want[0].rating);
  EXPECT_DOUBLE_EQ(after[0].rd, want[0].rd);
  EXPECT_DOUBLE_EQ(after[1].rating, want[1].rating);
  EXPECT_EQ(after[0].games, 13);
  EXPECT_EQ(after[1].games, 1);
  EXPECT_EQ(after[0].updated_ms, end);
  EXPECT_EQ(after[1].updated_ms, end);
}

TEST(RatingUpdate, RefusesAccountsThatDoNotFitTheStanding) {
  players::Standing st{{1, 2}, {}, {}};
  EXPECT_THROW(rating_update(st, "chess960", {7}, 0), std::invalid_argument);
}

}  // namespace
}  // namespace menagerie::server
