#include <array>
#include <stdexcept>

#include <gmock/gmock.h>

#include "players/pairwise.hpp"

namespace menagerie::players {
namespace {

TEST(Pairwise, EveryGolferAgainstEveryOtherByPlace) {
  const std::array<Rating, 3> ratings{Rating{1500.0, 100.0, 0.06}, Rating{1600.0, 100.0, 0.06},
                                      Rating{1700.0, 100.0, 0.06}};
  const std::array<int, 3> places{2, 1, 2};  // side 1 won; sides 0 and 2 tied second
  const auto r = pairwise_results(places, ratings);
  ASSERT_EQ(r.size(), 3u);
  ASSERT_EQ(r[0].size(), 2u);
  EXPECT_EQ(r[0][0].opponent.rating, 1600.0);
  EXPECT_EQ(r[0][0].score, 0.0);
  EXPECT_EQ(r[0][1].opponent.rating, 1700.0);
  EXPECT_EQ(r[0][1].score, 0.5);
  EXPECT_EQ(r[1][0].score, 1.0);
  EXPECT_EQ(r[1][1].score, 1.0);
  EXPECT_EQ(r[2][0].score, 0.5);
  EXPECT_EQ(r[2][1].score, 0.0);
}

TEST(Pairwise, ABadStandingIsRefused) {
  const std::array<Rating, 2> two{};
  const std::array<int, 1> one_place{1};
  const std::array<int, 2> zero_place{1, 0};
  EXPECT_THROW(pairwise_results(one_place, two), std::invalid_argument);
  EXPECT_THROW(pairwise_results(zero_place, two), std::invalid_argument);
  EXPECT_THROW(
      pairwise_results(std::span<const int>(one_place), std::span<const Rating>(two).first(1)),
      std::invalid_argument);
}

TEST(TeamRating, MeanRatingRootMeanSquareDeviation) {
  const std::array<Rating, 2> seats{Rating{1400.0, 50.0, 0.05}, Rating{1800.0, 350.0, 0.07}};
  const Rating t = team_rating(seats);
  EXPECT_DOUBLE_EQ(t.rating, 1600.0);
  EXPECT_DOUBLE_EQ(t.rd, std::sqrt((50.0 * 50.0 + 350.0 * 350.0) / 2.0));
  EXPECT_DOUBLE_EQ(t.volatility, 0.06);
  EXPECT_THROW(team_rating({}), std::invalid_argument);
}

}  // namespace
}  // namespace menagerie::players
