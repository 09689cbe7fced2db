// Players' names in a game's record (issue 29): a seat held by an account is named by the account
// in the seats and in the record (PGN White/Black, a per-seat tag in a game of more seats), also a
// guest's seat the account claimed when the guest signed up; other seats as they are shown
// ("Guest", a guest's chosen name, "Computer level N").
#include <gmock/gmock.h>

#include <fmt/format.h>

#include <chrono>
#include <map>
#include <thread>

#include "server/accounts_fixture.hpp"

namespace menagerie::harness {
namespace {

using ::testing::HasSubstr;

class RecordNamesTest : public AccountsServerTest {
 protected:
  // Seeks `body` as `cookie` and polls it until it is paired: the outcome.
  json paired_seat(const std::string& id) {
    json s;
    for (int i = 0; i < 500; ++i) {
      s = get(url_, "/api/seeks/" + id).as_json();
      if (s.value("status", "") == "paired" || s.value("status", "") == "failed") break;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return s;
  }
  std::string seek_as(const std::string& cookie, const json& body) {
    HttpAnswer a = post_as(cookie, "/api/seeks", body);
    EXPECT_EQ(a.status, 201) << a.body;
    return a.as_json().value("id", "");
  }
  std::string record_of(const std::string& game) {
    return get(url_, "/api/games/" + game + "/record").body;
  }
};

TEST_F(RecordNamesTest, PairedAccountsAreWhiteAndBlackInThePgn) {
  std::string ann = sign_up("Ann"), bob = sign_up("Bob");
  json blitz = {{"variant", "chess960"}, {"rated", true}};
  std::string a = seek_as(ann, blitz), b = seek_as(bob, blitz);
  json pa = paired_seat(a), pb = paired_seat(b);
  ASSERT_EQ(pa["status"], "paired") << pa.dump();
  ASSERT_EQ(pb["status"], "paired") << pb.dump();
  std::string white = pa["seat"] == 0 ? "Ann" : "Bob", black = white == "Ann" ? "Bob" : "Ann";
  std::string pgn = record_of(pa["game"]);
  EXPECT_THAT(pgn, HasSubstr("[White \"" + white + "\"]")) << pgn;
  EXPECT_THAT(pgn, HasSubstr("[Black \"" + black + "\"]")) << pgn;
}

TEST_F(RecordNamesTest, AFourPlayerGameNamesEverySeatsAccount) {
  std::vector<std::string> names = {"Walter", "Betty", "Winnie", "Bobby"};
  std::vector<std::string> ids;
  for (const auto& n : names) ids.push_back(seek_as(sign_up(n), {{"variant", "crowded-house"}}));
  std::map<int, std::string> by_seat;
  std::string game;
  for (std::size_t k = 0; k < ids.size(); ++k) {
    json o = paired_seat(ids[k]);
    ASSERT_EQ(o["status"], "paired") << o.dump();
    by_seat[int(o["seat"])] = names[k];
    game = o["game"];
  }
  std::string pgn = record_of(game);
  const char* tags[] = {"WhiteKingSide", "BlackKingSide", "WhiteQueenSide", "BlackQueenSide"};
  for (int s = 0; s < 4; ++s)
    EXPECT_THAT(pgn, HasSubstr(fmt::format("[{} \"{}\"]", tags[s], by_seat[s]))) << pgn;
  EXPECT_THAT(pgn, HasSubstr(fmt::format("[White \"{} & {}\"]", by_seat[0], by_seat[2])));
}

TEST_F(RecordNamesTest, AGolfRaceNamesItsGolfersBySeat) {
  std::string ann = sign_up("Ann");
  json race = {{"variant", "golf"}, {"players", 2}};
  std::string a = seek_as(ann, race);
  json guest = race;
  guest["name"] = "Gil";
  std::string g = seek_as("", guest);
  json pa = paired_seat(a), pg = paired_seat(g);
  ASSERT_EQ(pa["status"], "paired") << pa.dump();
  ASSERT_EQ(pg["status"], "paired") << pg.dump();
  json record = json::parse(get(url_, "/api/games/" + std::string(pa["game"]) + "/record").body);
  json players = json::array();
  players[int(pa["seat"])] = "Ann";
  players[int(pg["seat"])] = "Gil";
  EXPECT_EQ(record["players"], players) << record.dump();
}

TEST_F(RecordNamesTest, AGuestsSeatClaimedByTheirNewAccountIsNamedByIt) {
  json created = create({{"variant", "chess960"},
                         {"seats", {{{"kind", "human"}}, {{"kind", "computer"}, {"level", 1}}}},
                         {"take", {0}},
                         {"name", "Walt"}});
  std::string id = created["id"], token = created["tokens"]["0"];
  EXPECT_THAT(record_of(id), HasSubstr("[White \"Walt\"]"));
  EXPECT_THAT(record_of(id), HasSubstr("[Black \"Computer level 1\"]"));
  std::string walter = sign_up("Walter");
  HttpAnswer claimed =
      post_as(walter, "/api/account/claim", {{"seats", {{{"game", id}, {"token", token}}}}});
  ASSERT_EQ(claimed.status, 200) << claimed.body;
  EXPECT_THAT(record_of(id), HasSubstr("[White \"Walter\"]"));
  EXPECT_EQ(get(url_, "/api/games/" + id).as_json()["game"]["seats"][0]["name"], "Walter");
  restart();
  EXPECT_THAT(record_of(id), HasSubstr("[White \"Walter\"]")) << "the store keeps the name";
}

}  // namespace
}  // namespace menagerie::harness
