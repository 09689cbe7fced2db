// The pure part of rated games (server/rated.hpp): who may create or join one, and what its end
// writes (ratings, best scores, or nothing).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "server/rated.hpp"

namespace menagerie::server {
namespace {

using ::testing::HasSubstr;
using ::testing::Optional;

std::vector<store::SeatRecord> people_seats(int n) {
  return std::vector<store::SeatRecord>(std::size_t(n), store::SeatRecord{"human", 0, "", "", 0});
}

const Traits kDuel{};
const Traits kPartners{.hidden = true, .cooperative = true, .scores = true, .talk = true};

TEST(RatedChoice, ARatedGameIsBetweenLoggedInPeopleWithTwoSeatsOrMore) {
  EXPECT_EQ(why_not_rated(kDuel, "chess960", people_seats(2), true, 1, false), std::nullopt);
  EXPECT_EQ(why_not_rated(kPartners, "cooperative", people_seats(2), true, 1, false), std::nullopt)
      << "a cooperative game keeps a best score";
  EXPECT_THAT(why_not_rated(kDuel, "chess960", people_seats(2), false, 1, false),
              Optional(HasSubstr("log in")));
  auto with_computer = people_seats(2);
  with_computer[1].kind = "computer";
  EXPECT_THAT(why_not_rated(kDuel, "chess960", with_computer, true, 1, false),
              Optional(HasSubstr("seat 1 is a computer")));
  const Traits solo{.scores = true, .min_seats = 1, .max_seats = 8};
  EXPECT_THAT(why_not_rated(solo, "golf", people_seats(1), true, 1, false),
              Optional(HasSubstr("two players or more")));
  EXPECT_THAT(why_not_rated(kDuel, "chess960", people_seats(2), true, 2, false),
              Optional(HasSubstr("one seat")));
  EXPECT_THAT(why_not_rated(kDuel, "chess960", people_seats(2), true, 1, true),
              Optional(HasSubstr("lesson")));
}

TEST(RatedChoice, ASeatOfARatedGameTakesAnAccountThatHoldsNoOtherSeat) {
  auto seats = people_seats(4);
  seats[0].account_id = 7;
  seats[0].token_hash = "aa";
  EXPECT_EQ(why_not_join_rated(seats, 1, 9), std::nullopt);
  EXPECT_THAT(why_not_join_rated(seats, 1, 0), Optional(HasSubstr("log in")));
  EXPECT_THAT(why_not_join_rated(seats, 2, 7), Optional(HasSubstr("you already play seat 0")));
  // Any open seat: the first one the account may take decides nothing else.
  EXPECT_THAT(why_not_join_rated(seats, -1, 7), Optional(HasSubstr("you already play seat 0")));
}

TEST(RatedEnding, ADecidedDuelRatesBothAccountsWinnerFirst) {
  const std::vector<std::int64_t> accounts{7, 9};
  RatedEnd end = rated_end(kDuel, Outcome::win(1, "resignation"), false, accounts, {});
  ASSERT_EQ(end.kind, RatedEnd::Kind::rate);
  EXPECT_EQ(end.accounts, accounts);
  EXPECT_EQ(end.standing.places, (std::vector<int>{2, 1}));
  RatedEnd drawn = rated_end(kDuel, Outcome::draw("agreement"), false, accounts, {});
  ASSERT_EQ(drawn.kind, RatedEnd::Kind::rate);
  EXPECT_EQ(drawn.standing.places, (std::vector<int>{1, 1}));
}

TEST(RatedEnding, AnAbortedGameOrASeatWithoutAnAccountWritesNothing) {
  const std::vector<std::int64_t> accounts{7, 9};
  EXPECT_EQ(rated_end(kDuel, Outcome::ongoing(), true, accounts, {}).kind, RatedEnd::Kind::nothing);
  EXPECT_EQ(rated_end(kDuel, Outcome::win(0, "resignation"), true, accounts, {}).kind,
            RatedEnd::Kind::nothing);
  const std::vector<std::int64_t> one_guest{7, 0};
  EXPECT_EQ(rated_end(kDuel, Outcome::win(0, "checkmate"), false, one_guest, {}).kind,
            RatedEnd::Kind::nothing);
  EXPECT_EQ(rated_end(kDuel, Outcome::ongoing(), false, accounts, {}).kind, RatedEnd::Kind::nothing)
      << "not over";
}

TEST(RatedEnding, ATeamGameRatesEverySeatByItsTeam) {
  const Traits teams{.teams = true, .min_seats = 4, .max_seats = 4};
  const std::vector<std::int64_t> accounts{1, 2, 3, 4};
  const std::vector<int> team_of{0, 1, 0, 1};
  RatedEnd end = rated_end(teams, Outcome::team_win(seat_bit(1) | seat_bit(3), "checkmate"), false,
                           accounts, team_of);
  ASSERT_EQ(end.kind, RatedEnd::Kind::rate);
  EXPECT_EQ(end.standing.team_places, (std::vector<int>{2, 1}));
  EXPECT_EQ(end.standing.places, (std::vector<int>{2, 1, 2, 1}));
}

TEST(RatedEnding, ACooperativeGameKeepsEachPartnersScoreAndAnUnscoredEndNone) {
  const std::vector<std::int64_t> accounts{7, 9};
  RatedEnd won = rated_end(kPartners,
                           Outcome::team_win(seat_bit(0) | seat_bit(1), "king captured")
                               .with_score(0, 4)
                               .with_score(1, 4),
                           false, accounts, {});
  ASSERT_EQ(won.kind, RatedEnd::Kind::score);
  EXPECT_EQ(won.accounts, accounts);
  EXPECT_EQ(won.scores, (std::vector<std::int64_t>{4, 4}));
  EXPECT_EQ(rated_end(kPartners, Outcome::all_lose("resignation"), false, accounts, {}).kind,
            RatedEnd::Kind::nothing)
      << "a resigned partnership scored nothing to keep";
}

}  // namespace
}  // namespace menagerie::server
