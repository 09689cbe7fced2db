#include <array>
#include <stdexcept>

#include <gmock/gmock.h>

#include "players/outcomes.hpp"
#include "players/standing.hpp"

namespace menagerie::players {
namespace {

using ::testing::ElementsAre;

constexpr Traits kTwo{};
constexpr Traits kTeams{.teams = true, .min_seats = 4, .max_seats = 4};
constexpr Traits kRace{
    .hidden = true, .chance = true, .scores = true, .min_seats = 1, .max_seats = 8};
constexpr Traits kTogether{.cooperative = true};

TEST(StandingOf, TwoPlayersWinnerFirstOrBothFirstInADraw) {
  auto won = standing_of(kTwo, Outcome::win(1, "checkmate"), 2);
  ASSERT_TRUE(won);
  EXPECT_THAT(won->places, ElementsAre(2, 1));
  EXPECT_TRUE(won->team_of_seat.empty());
  EXPECT_THAT(standing_of(kTwo, Outcome::draw("stalemate"), 2)->places, ElementsAre(1, 1));
}

TEST(StandingOf, NothingForAnUnfinishedOrCooperativeGame) {
  EXPECT_FALSE(standing_of(kTwo, Outcome::ongoing(), 2));
  EXPECT_FALSE(standing_of(kTogether, Outcome::team_win(0b11, "took the king"), 2));
  EXPECT_FALSE(standing_of(kTogether, Outcome::all_lose("out of cards"), 2));
}

TEST(StandingOf, TeamsPlaceByTheirTeam) {
  const std::array<int, 4> teams{0, 1, 0, 1};  // Crowded House: White KS, Black KS, White QS, ...
  auto st = standing_of(kTeams, Outcome::team_win(0b1010, "king captured"), 4, teams);
  ASSERT_TRUE(st);
  EXPECT_THAT(st->team_places, ElementsAre(2, 1));
  EXPECT_THAT(st->places, ElementsAre(2, 1, 2, 1));
  EXPECT_THAT(st->team_of_seat, ElementsAre(0, 1, 0, 1));
  EXPECT_THAT(standing_of(kTeams, Outcome::draw("quiet limit"), 4, teams)->team_places,
              ElementsAre(1, 1));
  EXPECT_THROW(standing_of(kTeams, Outcome::draw("x"), 4, std::array<int, 3>{0, 1, 0}),
               std::invalid_argument);
}

// A race ranks every golfer by strokes, fewest first, because the winner has the fewest; with the
// winner holding the most, the most would rank first.
TEST(StandingOf, ARaceRanksEverySeatByScoreWinnersFirst) {
  Outcome o = Outcome::win(2, "course played");
  o.with_score(0, 30).with_score(1, 41).with_score(2, 27).with_score(3, 30);
  EXPECT_THAT(standing_of(kRace, o, 4)->places, ElementsAre(2, 4, 1, 2));
  Outcome most = Outcome::win(1, "most points");
  most.with_score(0, 3).with_score(1, 9).with_score(2, 5);
  EXPECT_THAT(standing_of(kRace, most, 3)->places, ElementsAre(3, 1, 2));
  // Two golfers: first and second, whatever the scores.
  Outcome pair = Outcome::win(0, "course played");
  pair.with_score(0, 20).with_score(1, 25);
  EXPECT_THAT(standing_of(kRace, pair, 2)->places, ElementsAre(1, 2));
}

TEST(RatingsAfter, TeamsByRateTeamsOthersByRateStanding) {
  const std::array<Rating, 4> before{Rating{1500.0, 200.0, 0.06}, Rating{1600.0, 100.0, 0.06},
                                     Rating{1300.0, 50.0, 0.06}, Rating{1500.0, 50.0, 0.06}};
  const std::array<int, 4> teams{0, 1, 0, 1};
  auto st = standing_of(kTeams, Outcome::team_win(0b0101, "king captured"), 4, teams);
  const std::array<int, 2> team_places{1, 2};
  auto want = rate_teams(teams, team_places, before);
  auto got = ratings_after(*st, before);
  ASSERT_EQ(got.size(), 4u);
  for (std::size_t i = 0; i < 4; ++i) EXPECT_DOUBLE_EQ(got[i].rating, want[i].rating);
  EXPECT_GT(got[0].rating, 1500.0);
  const std::array<Rating, 2> two{Rating{}, Rating{}};
  auto duel = ratings_after(*standing_of(kTwo, Outcome::win(0, "checkmate"), 2), two);
  const std::array<int, 2> places{1, 2};
  EXPECT_DOUBLE_EQ(duel[0].rating, rate_standing(places, two)[0].rating);
  EXPECT_GT(duel[0].rating, 1500.0);
}

}  // namespace
}  // namespace menagerie::players
