// The profile and leaderboard routes' decisions (server/profiles_api.hpp), on real SQLite stores
// (the games and the players' tables in one fresh file) and a clock the test sets: no HTTP. The
// ratings are written through rate_game as the rooms will write them.
#include "server/profiles_api.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <array>
#include <filesystem>

namespace menagerie::server {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using ::testing::HasSubstr;

constexpr std::int64_t kProfileDay = 24LL * 3600 * 1000;
constexpr std::int64_t kProfileNow = 1'700'000'000'000;

class ProfilesApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("menagerie-profiles-api-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    games_ = store::open_sqlite((dir_ / "menagerie.db").string());
    accounts_ = store::open_sqlite_accounts((dir_ / "menagerie.db").string());
    api_ = std::make_unique<ProfilesApi>(*accounts_, *games_, [this] { return now_; });
  }
  void TearDown() override {
    api_.reset();
    accounts_.reset();
    games_.reset();
    fs::remove_all(dir_);
  }

  std::int64_t account(const std::string& name) {
    std::string key = name;
    for (char& c : key) c = char(std::tolower(static_cast<unsigned char>(c)));
    return accounts_->create_account(name, key, "$h", 1).id;
  }
  // A rated game of `game` that leaves `who` at exactly rating/rd at `at`.
  void rated(const std::string& game_id, const std::string& game, std::int64_t who, double rating,
             double rd, std::int64_t at) {
    const std::array<std::int64_t, 1> ids{who};
    ASSERT_TRUE(accounts_->rate_game(
        game_id, game, ids, at, [&](const std::vector<std::optional<store::RatingRecord>>& b) {
          const std::int64_t n = b[0] ? b[0]->games + 1 : 1;
          return std::vector<store::RatingRecord>{{who, game, rating, rd, 0.06, n, at}};
        }));
  }
  // A two-seat game between the named accounts, finished with `results` (or unfinished: null).
  void played(const std::string& id, const std::string& game, std::int64_t created,
              std::pair<std::string, std::int64_t> first,
              std::pair<std::string, std::int64_t> second, const json& results) {
    store::GameRecord g;
    g.id = id;
    g.variant = game;
    g.options = {{"seed", 1}};
    g.created_ms = created;
    g.seats = {store::SeatRecord{"human", 0, first.first, std::string(64, 'a'), first.second},
               store::SeatRecord{"human", 0, second.first, std::string(64, 'b'), second.second}};
    games_->create_game(g);
    if (!results.is_null())
      games_->finish_game(id, {{"result", "win"}, {"winner", 0}, {"results", results}});
  }
  static const json* game_entry(const json& profile, const std::string& game) {
    for (const json& g : profile["games"])
      if (g["game"] == game) return &g;
    return nullptr;
  }

  fs::path dir_;
  std::unique_ptr<store::Store> games_;
  std::unique_ptr<store::AccountStore> accounts_;
  std::unique_ptr<ProfilesApi> api_;
  std::int64_t now_ = kProfileNow;
};

TEST_F(ProfilesApiTest, AnUnknownPlayerIsA404NamingThem) {
  account("Alice");
  for (const std::string name : {"Bobby", "no such!", ""}) {
    const Reply r = api_->player(name);
    EXPECT_EQ(r.status, 404) << name;
    EXPECT_THAT(r.body.value("error", ""), HasSubstr("no player '" + name + "'"));
  }
  EXPECT_EQ(api_->player("alice").status, 200) << "names are found whatever their case";
}

TEST_F(ProfilesApiTest, AProfileHasEachGamesRatingHistoryAndRecord) {
  const std::int64_t alice = account("Alice"), bob = account("Bob");
  played("g1", "chess960", kProfileNow - 3 * kProfileDay, {"Alice", alice}, {"Bob", bob},
         {"win", "loss"});
  played("g2", "chess960", kProfileNow - 2 * kProfileDay, {"Bob", bob}, {"Alice", alice},
         {"win", "loss"});
  played("g3", "zombie", kProfileNow - kProfileDay, {"Alice", alice}, {"Bob", bob},
         {"draw", "draw"});
  rated("g1", "chess960", alice, 1600, 200, kProfileNow - 3 * kProfileDay);
  rated("g2", "chess960", alice, 1580, 100, kProfileNow - 2 * kProfileDay);

  const Reply r = api_->player("Alice");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.body["name"], "Alice");
  const json* chess = game_entry(r.body, "chess960");
  ASSERT_TRUE(chess) << r.body;
  EXPECT_EQ((*chess)["title"], "Chess960");
  EXPECT_DOUBLE_EQ((*chess)["rating"].get<double>(), 1580);
  // Grown by two idle days (as_of): a little above the stored 100, still settled.
  EXPECT_GT((*chess)["rd"].get<double>(), 100);
  EXPECT_LT((*chess)["rd"].get<double>(), 110);
  EXPECT_EQ((*chess)["provisional"], false);
  EXPECT_EQ((*chess)["games"], 2);
  EXPECT_EQ((*chess)["history"],
            json::parse(R"([[1699740800000, 1600.0], [1699827200000, 1580.0]])"));
  EXPECT_EQ((*chess)["record"], json({{"wins", 1}, {"losses", 1}, {"draws", 0}}));
  // A game played but never rated: its record, and no rating.
  const json* zombie = game_entry(r.body, "zombie");
  ASSERT_TRUE(zombie) << r.body;
  EXPECT_TRUE((*zombie)["rating"].is_null());
  EXPECT_EQ((*zombie)["provisional"], true);
  EXPECT_EQ((*zombie)["history"], json::array());
  EXPECT_EQ((*zombie)["record"], json({{"wins", 0}, {"losses", 0}, {"draws", 1}}));

  // A year without a rated game: the RD has grown past 110, provisional again.
  now_ = kProfileNow + 365 * kProfileDay;
  const Reply a_year_on = api_->player("Alice");
  const json* later = game_entry(a_year_on.body, "chess960");
  ASSERT_TRUE(later);
  EXPECT_GT((*later)["rd"].get<double>(), 110);
  EXPECT_EQ((*later)["provisional"], true);
}

TEST_F(ProfilesApiTest, RecentGamesNameTheOpponentsTheResultAndTheLink) {
  const std::int64_t alice = account("Alice"), bob = account("Bob");
  played("old", "chess960", kProfileNow - 3 * kProfileDay, {"Bob", bob}, {"Alice", alice},
         {"win", "loss"});
  played("now", "zombie", kProfileNow - kProfileDay, {"Alice", alice}, {"Guest", 0}, nullptr);
  store::GameRecord ab;
  ab.id = "ab";
  ab.variant = "chess960";
  ab.created_ms = kProfileNow - 2 * kProfileDay;
  ab.seats = {store::SeatRecord{"human", 0, "Alice", std::string(64, 'a'), alice},
              store::SeatRecord{"computer", 3, "Computer level 3", ""}};
  games_->create_game(ab);
  games_->finish_game("ab", {{"result", "aborted"}, {"winner", -2}, {"reason", "aborted"}});

  played("secret", "masquerade", kProfileNow - 4 * kProfileDay, {"Alice", alice}, {"Bob", bob},
         {"win", "loss"});
  const json recent = api_->player("Alice").body["recent"];
  ASSERT_EQ(recent.size(), 4u) << recent;
  EXPECT_EQ(recent[3]["result"], "win");
  EXPECT_FALSE(recent[3].contains("analysis")) << "a game with secrets is never analysed";
  EXPECT_EQ(recent[0]["id"], "now");  // newest first
  EXPECT_EQ(recent[0]["game"], "zombie");
  EXPECT_EQ(recent[0]["title"], "Zombie Chess");
  EXPECT_EQ(recent[0]["opponents"], json::parse(R"([{"name": "Guest", "account": false}])"));
  EXPECT_EQ(recent[0]["result"], "playing");
  EXPECT_EQ(recent[0]["link"], "/game/now");
  EXPECT_FALSE(recent[0].contains("analysis")) << "not over yet";
  EXPECT_EQ(recent[1]["opponents"],
            json::parse(R"([{"name": "Computer level 3", "account": false}])"));
  EXPECT_FALSE(recent[1].contains("analysis")) << "aborted: nothing to analyse";
  EXPECT_EQ(recent[1]["result"], "aborted");
  EXPECT_EQ(recent[2]["id"], "old");
  EXPECT_EQ(recent[2]["opponents"], json::parse(R"([{"name": "Bob", "account": true}])"));
  EXPECT_EQ(recent[2]["analysis"], "/analysis?game=old");
  EXPECT_EQ(recent[2]["result"], "loss");  // Alice sat second
  EXPECT_EQ(recent[2]["created_ms"], kProfileNow - 3 * kProfileDay);
}

TEST_F(ProfilesApiTest, ALeaderboardRanksSettledPlayersOfTheLastMonth) {
  const std::int64_t ann = account("Ann"), ben = account("Ben"), cat = account("Cat"),
                     dan = account("Dan");
  rated("a", "chess960", ann, 1700, 60, kProfileNow - kProfileDay);
  rated("b", "chess960", ben, 1800, 80, kProfileNow - 2 * kProfileDay);
  rated("c", "chess960", cat, 2000, 200, kProfileNow - kProfileDay);  // provisional
  rated("d", "chess960", dan, 2100, 50,
        kProfileNow - 40 * kProfileDay);  // not played in the last month

  const Reply r = api_->leaderboard("chess960");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.body["game"], "chess960");
  EXPECT_EQ(r.body["title"], "Chess960");
  EXPECT_EQ(r.body["kind"], "ratings");
  const json rows = r.body["rows"];
  ASSERT_EQ(rows.size(), 2u) << rows;
  EXPECT_EQ(rows[0]["rank"], 1);
  EXPECT_EQ(rows[0]["name"], "Ben");
  EXPECT_DOUBLE_EQ(rows[0]["rating"].get<double>(), 1800);
  EXPECT_EQ(rows[0]["games"], 1);
  EXPECT_EQ(rows[1]["rank"], 2);
  EXPECT_EQ(rows[1]["name"], "Ann");
}

// The store keeps RDs as of each player's last game; one that the idle days since have grown past
// the bound is provisional now, and off the board.
TEST_F(ProfilesApiTest, ALeaderboardLeavesOutRatingsGrownProvisionalSinceTheirLastGame) {
  const std::int64_t ann = account("Ann"), ben = account("Ben");
  rated("a", "chess960", ann, 1700, 109, kProfileNow - 25 * kProfileDay);
  rated("b", "chess960", ben, 1600, 60, kProfileNow - 25 * kProfileDay);
  const json rows = api_->leaderboard("chess960").body["rows"];
  ASSERT_EQ(rows.size(), 1u) << rows;
  EXPECT_EQ(rows[0]["name"], "Ben");
}

// The board is full (its size) even when players above the cut went provisional since: the next
// settled ones move up.
TEST_F(ProfilesApiTest, ALeaderboardFillsItsPlacesPastRatingsGrownProvisional) {
  ProfilePolicy policy;
  policy.leaderboard_size = 2;
  api_ = std::make_unique<ProfilesApi>(
      *accounts_, *games_, [this] { return now_; }, policy);
  const std::int64_t ann = account("Ann"), ben = account("Ben"), cat = account("Cat"),
                     dan = account("Dan");
  rated("a", "chess960", ann, 1900, 109, kProfileNow - 25 * kProfileDay);  // grown past 110
  rated("b", "chess960", ben, 1800, 60, kProfileNow - kProfileDay);
  rated("c", "chess960", cat, 1700, 60, kProfileNow - kProfileDay);
  rated("d", "chess960", dan, 1600, 60, kProfileNow - kProfileDay);
  // More grown provisional than a first read of the board four times over holds: read on.
  for (const char* name : {"Eve", "Fay", "Gus", "Hal", "Ida", "Jon"}) {
    rated(std::string("x") + name, "chess960", account(name), 2000, 109,
          kProfileNow - 25 * kProfileDay);
  }
  const json rows = api_->leaderboard("chess960").body["rows"];
  ASSERT_EQ(rows.size(), 2u) << rows;
  EXPECT_EQ(rows[0]["name"], "Ben");
  EXPECT_EQ(rows[1]["name"], "Cat");
  EXPECT_EQ(rows[1]["rank"], 2);
}

TEST_F(ProfilesApiTest, AnUnknownGamesLeaderboardIsA404NamingIt) {
  const Reply r = api_->leaderboard("checkers");
  EXPECT_EQ(r.status, 404);
  EXPECT_THAT(r.body.value("error", ""), HasSubstr("'checkers'"));
}

TEST_F(ProfilesApiTest, CooperativesLeaderboardIsItsBestScores) {
  const std::int64_t ann = account("Ann"), ben = account("Ben");
  accounts_->record_score(ann, "cooperative", 12, "c1", kProfileNow - 5 * kProfileDay);
  accounts_->record_score(ben, "cooperative", 30, "c2", kProfileNow - 90 * kProfileDay);
  const Reply r = api_->leaderboard("cooperative");
  ASSERT_EQ(r.status, 200) << r.body;
  EXPECT_EQ(r.body["kind"], "scores");
  const json rows = r.body["rows"];
  ASSERT_EQ(rows.size(), 2u) << rows;
  EXPECT_EQ(rows[0]["rank"], 1);
  EXPECT_EQ(rows[0]["name"], "Ben");
  EXPECT_EQ(rows[0]["score"], 30);
  EXPECT_EQ(rows[0]["link"], "/game/c2");
  EXPECT_EQ(rows[1]["name"], "Ann");
}

}  // namespace
}  // namespace menagerie::server
