// The pure part of rated games (server/rated.hpp): who may create or join one, and what its end
// writes (ratings, best scores, or nothing).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>

#include "server/rated.hpp"

namespace menagerie::server {
namespace {

using nlohmann::json;
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

// What the room's finish writes for a rated game (write_rated_end), on one SQLite file with two
// handles as the server has them (the games' and the players'), and a second call as another node
// finishing the same game would make.
class RatedEndWrite : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("menagerie-rated-end-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    const std::string file = (dir_ / "menagerie.db").string();
    games_ = store::open_sqlite(file);
    accounts_ = store::open_sqlite_accounts(file);
    ada_ = accounts_->create_account("Ada", "ada", "x", 1).id;
    bob_ = accounts_->create_account("Bob", "bob", "x", 1).id;
    store::GameRecord g;
    g.id = "g1";
    g.variant = "chess960";
    g.rated = true;
    g.seats = {store::SeatRecord{"human", 0, "Ada", std::string(64, 'a'), ada_},
               store::SeatRecord{"human", 0, "Bob", std::string(64, 'b'), bob_}};
    games_->create_game(g);
  }
  void TearDown() override {
    games_.reset();
    accounts_.reset();
    std::filesystem::remove_all(dir_);
  }
  json write(const RatedEnd& end, const std::string& variant = "chess960") {
    const std::vector<std::int64_t> seats{ada_, bob_};
    return write_rated_end(*games_, *accounts_, "g1", variant, kResult, end, seats, 1000);
  }
  const json kResult = {{"result", "win"}, {"winner", 1}, {"reason", "resignation"}};
  std::filesystem::path dir_;
  std::unique_ptr<store::Store> games_;
  std::unique_ptr<store::AccountStore> accounts_;
  std::int64_t ada_ = 0, bob_ = 0;
};

TEST_F(RatedEndWrite, ARatingIsWrittenOnceWithTheResultAndReadBackByEitherNode) {
  RatedEnd end;
  end.kind = RatedEnd::Kind::rate;
  end.accounts = {ada_, bob_};
  end.standing = players::Standing{{2, 1}, {}, {}};
  const json lines = write(end);
  ASSERT_TRUE(lines.is_array()) << lines;
  EXPECT_EQ(lines[0]["before"], 1500);
  EXPECT_LT(lines[0]["after"].get<int>(), 1500);
  EXPECT_GT(lines[1]["after"].get<int>(), 1500);
  EXPECT_TRUE(games_->load_game("g1")->game.finished);
  EXPECT_EQ(write(end), lines) << "the second node writes nothing and says the same";
  EXPECT_EQ(accounts_->rating_history(bob_, "chess960").size(), 1u);
}

TEST_F(RatedEndWrite, ACooperativeScoreIsKeptForBothPartners) {
  RatedEnd end;
  end.kind = RatedEnd::Kind::score;
  end.accounts = {ada_, bob_};
  end.scores = {4, 4};
  EXPECT_TRUE(write(end, "cooperative").is_null()) << "a score, no rating";
  EXPECT_TRUE(games_->load_game("g1")->game.finished);
  // Another node finishing the same game is refused by the store before any score: once only.
  EXPECT_THROW(write(end, "cooperative"), store::StoreError);
  const auto best = accounts_->best_scores("cooperative", 10);
  ASSERT_EQ(best.size(), 2u);
  for (const auto& b : best) {
    EXPECT_EQ(b.score, 4);
    EXPECT_EQ(b.game_id, "g1");
  }
}

TEST_F(RatedEndWrite, AnEndWithoutRatingOrARefusedRatingStillKeepsTheResult) {
  EXPECT_TRUE(write(RatedEnd{}).is_null());
  EXPECT_TRUE(games_->load_game("g1")->game.finished);
  EXPECT_FALSE(accounts_->rating(ada_, "chess960"));

  store::GameRecord other = games_->load_game("g1")->game;
  other.id = "g2";
  other.finished = false;
  other.result = nullptr;
  games_->create_game(other);
  RatedEnd unknown;
  unknown.kind = RatedEnd::Kind::rate;
  unknown.accounts = {ada_, 999};  // no such account: the store refuses the rating
  unknown.standing = players::Standing{{1, 2}, {}, {}};
  const std::vector<std::int64_t> seats{ada_, 999};
  EXPECT_TRUE(write_rated_end(*games_, *accounts_, "g2", "chess960", kResult, unknown, seats, 1000)
                  .is_null());
  EXPECT_TRUE(games_->load_game("g2")->game.finished) << "the result is never lost";
  EXPECT_FALSE(accounts_->rating(ada_, "chess960"));
}

}  // namespace
}  // namespace menagerie::server
