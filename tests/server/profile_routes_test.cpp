// The profile and leaderboard routes through HTTP (docs/api.md, "Players"), on a real server with
// its SQLite database: a player signs up, a rating is written beside the server as a rated game
// writes it, and anyone (no cookie) reads the profile and the leaderboard.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <chrono>

#include "server_fixture.hpp"
#include "store/accounts.hpp"

namespace menagerie::harness {
namespace {

using ::testing::HasSubstr;

class ProfileRoutesTest : public ServerTest {
 protected:
  void configure(server::ServerOptions& o) override { o.cheap_passwords = true; }

  void sign_up(const std::string& name) {
    HttpAnswer a = http_request(url_, Verb::post, "/api/account/signup",
                                json{{"name", name}, {"password", "a fine password"}}.dump(),
                                {{"Origin", "http://127.0.0.1"}});
    ASSERT_EQ(a.status, 201) << a.body;
  }
  // Writes the account's rating in `game` as a rated game that ended just now would.
  void rate(const std::string& name, const std::string& game_id, double rating, double rd) {
    auto accounts = store::open_sqlite_accounts((dir_ / "data" / "menagerie.db").string());
    const std::int64_t id = accounts->find_account(name_key(name))->id;
    const std::int64_t now = std::chrono::duration_cast<std::chrono::milliseconds>(
                                 std::chrono::system_clock::now().time_since_epoch())
                                 .count();
    const std::array<std::int64_t, 1> ids{id};
    ASSERT_TRUE(accounts->rate_game(
        game_id, "chess960", ids, now,
        [&](const std::vector<std::optional<store::RatingRecord>>& before) {
          const std::int64_t games = before[0] ? before[0]->games + 1 : 1;
          return std::vector<store::RatingRecord>{{id, "chess960", rating, rd, 0.06, games, now}};
        }));
  }
  static std::string name_key(std::string name) {
    for (char& c : name) c = char(std::tolower(static_cast<unsigned char>(c)));
    return name;
  }
};

TEST_F(ProfileRoutesTest, AnyoneReadsAProfileAndALeaderboard) {
  sign_up("Alice");
  sign_up("Bobby");
  rate("Alice", "r1", 1620, 300);
  rate("Alice", "r2", 1650, 90);
  rate("Bobby", "r3", 1550, 80);

  HttpAnswer profile = get(url_, "/api/players/alice");
  ASSERT_EQ(profile.status, 200) << profile.body;
  const json p = profile.as_json();
  EXPECT_EQ(p["name"], "Alice");
  ASSERT_EQ(p["games"].size(), 1u) << p;
  EXPECT_EQ(p["games"][0]["game"], "chess960");
  EXPECT_DOUBLE_EQ(p["games"][0]["rating"].get<double>(), 1650);
  EXPECT_EQ(p["games"][0]["provisional"], false);
  EXPECT_EQ(p["games"][0]["history"].size(), 2u);

  HttpAnswer board = get(url_, "/api/leaderboard/chess960");
  ASSERT_EQ(board.status, 200) << board.body;
  const json rows = board.as_json()["rows"];
  ASSERT_EQ(rows.size(), 2u) << rows;
  EXPECT_EQ(rows[0]["name"], "Alice");
  EXPECT_EQ(rows[1]["name"], "Bobby");
  EXPECT_EQ(rows[1]["rank"], 2);
}

TEST_F(ProfileRoutesTest, UnknownPlayersAndGamesAreNamedIn404s) {
  HttpAnswer nobody = get(url_, "/api/players/Nobody");
  EXPECT_EQ(nobody.status, 404);
  EXPECT_THAT(nobody.as_json().value("error", ""), HasSubstr("no player 'Nobody'"));
  HttpAnswer game = get(url_, "/api/leaderboard/checkers");
  EXPECT_EQ(game.status, 404);
  EXPECT_THAT(game.as_json().value("error", ""), HasSubstr("no game 'checkers'"));
  HttpAnswer posted = post(url_, "/api/leaderboard/chess960", json::object());
  EXPECT_EQ(posted.status, 405);
  EXPECT_THAT(posted.as_json().value("error", ""), HasSubstr("GET"));
}

}  // namespace
}  // namespace menagerie::harness
