#include <array>
#include <stdexcept>

#include <gmock/gmock.h>

#include "players/outcomes.hpp"
#include "players/pairwise.hpp"

namespace menagerie::players {
namespace {

TEST(RateStanding, ATwoPlayerGameIsTheStandingOfTwo) {
  const std::array<Rating, 2> before{Rating{1500.0, 200.0, 0.06}, Rating{1400.0, 30.0, 0.06}};
  const std::array<int, 2> places{2, 1};  // the 1400 won
  const std::vector<Rating> after = rate_standing(places, before);
  const std::array<Result, 1> lost{Result{before[1], 0.0}};
  const std::array<Result, 1> won{Result{before[0], 1.0}};
  EXPECT_DOUBLE_EQ(after[0].rating, rate(before[0], lost).rating);
  EXPECT_DOUBLE_EQ(after[1].rating, rate(before[1], won).rating);
  EXPECT_LT(after[0].rating, 1500.0);
  EXPECT_GT(after[1].rating, 1400.0);
}

// The paper's player, placed between three golfers as its results there say: first of the race
// against the 1400 only, behind the other two.
TEST(RateStanding, AGolfRaceIsEveryGolferAgainstEveryOther) {
  const std::array<Rating, 4> before{Rating{1500.0, 200.0, 0.06}, Rating{1400.0, 30.0, 0.06},
                                     Rating{1550.0, 100.0, 0.06}, Rating{1700.0, 300.0, 0.06}};
  const std::array<int, 4> places{3, 4, 1, 2};
  const std::vector<Rating> after = rate_standing(places, before);
  EXPECT_NEAR(after[0].rating, 1464.06, 0.015) << "the paper's worked example again";
  EXPECT_NEAR(after[0].rd, 151.52, 0.01);
  EXPECT_LT(after[1].rating, 1400.0) << "last: lost to all three";
  EXPECT_GT(after[2].rating, 1550.0) << "first: beat all three";
}

TEST(RateTeams, EachSeatAgainstTheOtherTeamsComposite) {
  const std::array<Rating, 4> before{Rating{1500.0, 200.0, 0.06}, Rating{1600.0, 100.0, 0.06},
                                     Rating{1300.0, 50.0, 0.06}, Rating{1500.0, 50.0, 0.06}};
  const std::array<int, 4> team_of_seat{0, 0, 1, 1};
  const std::array<int, 2> team_places{2, 1};  // team 1 won
  const std::vector<Rating> after = rate_teams(team_of_seat, team_places, before);
  const std::array<Rating, 2> winners{before[2], before[3]};
  const std::array<Result, 1> lost_to_them{Result{team_rating(winners), 0.0}};
  EXPECT_DOUBLE_EQ(after[0].rating, rate(before[0], lost_to_them).rating);
  EXPECT_LT(after[1].rating, 1600.0);
  EXPECT_GT(after[2].rating, 1300.0);
  EXPECT_GT(after[3].rating, 1500.0);
}

TEST(RateTeams, ABadLineUpIsRefused) {
  const std::array<Rating, 2> before{};
  const std::array<int, 2> places{1, 2};
  const std::array<int, 2> no_team_one{0, 0};
  const std::array<int, 2> team_five{0, 5};
  const std::array<int, 1> one_team{1};
  EXPECT_THROW(rate_teams(no_team_one, places, before), std::invalid_argument);
  EXPECT_THROW(rate_teams(team_five, places, before), std::invalid_argument);
  EXPECT_THROW(rate_teams(no_team_one, one_team, before), std::invalid_argument);
}

TEST(AsOf, TheDeviationGrowsOnePeriodPerWholeDay) {
  const Rating stored{1800.0, 60.0, 0.06};
  EXPECT_EQ(as_of(stored, 1000, 1000 + kRatingPeriodMs - 1).rd, 60.0) << "less than a day";
  EXPECT_DOUBLE_EQ(as_of(stored, 1000, 1000 + 3 * kRatingPeriodMs + 5).rd, idle(stored, 3).rd);
  EXPECT_EQ(as_of(stored, 1000, 500).rd, 60.0) << "a clock that went back changes nothing";
  EXPECT_EQ(as_of(stored, 0, std::int64_t{1} << 62).rd, 350.0);
}

}  // namespace
}  // namespace menagerie::players
