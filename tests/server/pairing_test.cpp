// Quick pairing over HTTP (issue 29): seeks that match make a game at once, each player polling
// their seek learns its seat and token; a listed seek is taken by its public id; four seeks fill
// a game of four; Golf seeks fill a race of the size asked, or start short after the wait; one
// browser's two seeks never pair; a cancelled seek is gone; wrong seeks are refused, naming the
// fault, and change nothing.
#include <gmock/gmock.h>

#include <atomic>
#include <chrono>
#include <set>
#include <thread>

#include "server/accounts_fixture.hpp"

namespace menagerie::harness {
namespace {

using ::testing::HasSubstr;

class PairingTest : public AccountsServerTest {
 protected:
  // The server's clock: the wall clock, `ahead_` more (a race's wait passes without waiting).
  void configure(server::ServerOptions& o) override {
    AccountsServerTest::configure(o);
    o.now_ms = [this] {
      using namespace std::chrono;
      return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count() +
             ahead_.load();
    };
  }
  std::atomic<std::int64_t> ahead_{0};
  HttpAnswer seek(const json& body, const std::string& cookie = "") {
    return post_as(cookie, "/api/seeks", body);
  }
  std::string seek_id(const json& body, const std::string& cookie = "") {
    HttpAnswer a = seek(body, cookie);
    EXPECT_EQ(a.status, 201) << a.body;
    return a.as_json().value("id", "");
  }
  // Polls the seek until it is paired or failed (or gives up after ten seconds).
  json outcome(const std::string& id) {
    json s;
    for (int i = 0; i < 500; ++i) {
      s = get(url_, "/api/seeks/" + id).as_json();
      if (s.value("status", "") != "waiting" && s.value("status", "") != "pairing") break;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return s;
  }
  // The seats and games the seeks `ids` were paired into (each must be paired).
  struct Seated {
    std::set<int> seats;
    std::set<std::string> games;
  };
  Seated seated(const std::vector<std::string>& ids) {
    Seated out;
    for (const auto& id : ids) {
      json o = outcome(id);
      EXPECT_EQ(o["status"], "paired") << o.dump();
      if (o["status"] != "paired") continue;
      out.seats.insert(int(o["seat"]));
      out.games.insert(std::string(o["game"]));
    }
    return out;
  }
};

const json kBlitz = {{"variant", "chess960"}, {"clock", {{"initial_s", 180}, {"increment_s", 2}}}};

TEST_F(PairingTest, TwoMatchingSeeksMakeOneGameWithASeatEach) {
  json ann = kBlitz, bob = kBlitz;
  ann["name"] = "Ann";
  bob["name"] = "Bob";
  // Written differently, the same control: 180 s is 180.0 s.
  bob["clock"]["initial_s"] = 180.0;
  std::string a = seek_id(ann);
  EXPECT_EQ(get(url_, "/api/seeks/" + a).as_json()["status"], "waiting");
  std::string b = seek_id(bob);
  json pa = outcome(a), pb = outcome(b);
  ASSERT_EQ(pa["status"], "paired") << pa.dump();
  ASSERT_EQ(pb["status"], "paired") << pb.dump();
  EXPECT_EQ(pa["game"], pb["game"]);
  EXPECT_EQ((std::set<int>{pa["seat"], pb["seat"]}), (std::set<int>{0, 1}));
  std::string game = pa["game"];
  json g = get(url_, "/api/games/" + game).as_json()["game"];
  EXPECT_EQ(g["clock"]["initial_ms"], 180'000);
  EXPECT_EQ(g["seats"][int(pa["seat"])]["name"], "Ann");
  EXPECT_EQ(g["seats"][int(pb["seat"])]["name"], "Bob");
  EXPECT_FALSE(g["listed"]) << "a paired game is nobody else's to join";
  // Each token holds its own seat.
  json first;
  follow(url_, game, pa["token"], &first);
  EXPECT_EQ(first["you"], json::array({pa["seat"]}));
  follow(url_, game, pb["token"], &first);
  EXPECT_EQ(first["you"], json::array({pb["seat"]}));
  EXPECT_TRUE(get(url_, "/api/seeks").as_json().empty()) << "both seeks left the list";
}

TEST_F(PairingTest, AListedSeekIsTakenByItsPublicIdAndACancelledOneIsGone) {
  json casual = {{"variant", "half-alice"}, {"name", "Ann"}};
  std::string a = seek_id(casual);
  json listed = get(url_, "/api/seeks").as_json();
  ASSERT_EQ(listed.size(), 1u);
  EXPECT_EQ(listed[0]["name"], "Ann");
  EXPECT_EQ(listed[0]["variant"], "half-alice");
  std::string shown = listed[0]["id"];
  EXPECT_EQ(get(url_, "/api/seeks").as_json()[0]["id"], shown);
  EXPECT_NE(shown, a) << "the list shows no seek's secret";
  EXPECT_EQ(get(url_, "/api/seeks/" + shown).status, 404) << "the public id polls nothing";

  json other = {{"variant", "chess960"}, {"take", shown}};
  HttpAnswer wrong = seek(other);
  EXPECT_EQ(wrong.status, 409);
  EXPECT_THAT(wrong.body, HasSubstr("another game"));
  json take = casual;
  take["take"] = shown;
  take["name"] = "Cy";
  std::string c = seek_id(take);
  EXPECT_EQ(outcome(a)["game"], outcome(c)["game"]);

  std::string d = seek_id(casual);
  EXPECT_EQ(http_request(url_, Verb::delete_, "/api/seeks/" + d).status, 200);
  EXPECT_EQ(get(url_, "/api/seeks/" + d).status, 404);
  EXPECT_EQ(http_request(url_, Verb::delete_, "/api/seeks/" + d).status, 404);
  EXPECT_TRUE(get(url_, "/api/seeks").as_json().empty());
}

TEST_F(PairingTest, FourSeeksFillAGameOfFour) {
  json house = {{"variant", "crowded-house"}};
  std::vector<std::string> ids;
  for (int i = 0; i < 3; ++i) ids.push_back(seek_id(house));
  EXPECT_EQ(get(url_, "/api/seeks").as_json().size(), 3u);
  ids.push_back(seek_id(house));
  Seated paired = seated(ids);
  EXPECT_EQ(paired.seats, (std::set<int>{0, 1, 2, 3}));
  EXPECT_EQ(paired.games.size(), 1u);
}

TEST_F(PairingTest, GolfSeeksFillARaceOfTheSizeAskedOrOfAnySize) {
  json three = {{"variant", "golf"}, {"players", 3}};
  json any = {{"variant", "golf"}, {"players", "any"}};
  std::vector<std::string> ids = {seek_id(three), seek_id(any)};
  json listed = get(url_, "/api/seeks").as_json();
  ASSERT_EQ(listed.size(), 2u);
  EXPECT_EQ(listed[0]["players"], 3);
  EXPECT_EQ(listed[1]["any"], true);
  EXPECT_EQ(get(url_, "/api/seeks/" + ids[0]).as_json()["status"], "waiting");
  ids.push_back(seek_id(three));
  Seated paired = seated(ids);
  EXPECT_EQ(paired.seats, (std::set<int>{0, 1, 2}));
  ASSERT_EQ(paired.games.size(), 1u);
  json g = get(url_, "/api/games/" + *paired.games.begin()).as_json()["game"];
  EXPECT_EQ(g["seats"].size(), 3u) << g.dump();
}

TEST_F(PairingTest, ARaceStartsWithThosePresentAfterItsWait) {
  json four = {{"variant", "golf"}, {"players", 4}};
  std::string a = seek_id(four), b = seek_id(four);
  // Its players keep asking (a seek nobody asks about for 20 s is dropped) while 30 s pass.
  for (int step = 0; step < 3; ++step) {
    ahead_ += 10'000;
    EXPECT_EQ(get(url_, "/api/seeks/" + a).as_json()["status"], "waiting");
    EXPECT_EQ(get(url_, "/api/seeks/" + b).as_json()["status"], "waiting");
  }
  json pa = outcome(a), pb = outcome(b);
  ASSERT_EQ(pa["status"], "paired") << pa.dump();
  EXPECT_EQ(pb["game"], pa["game"]);
  json g = get(url_, "/api/games/" + std::string(pa["game"])).as_json()["game"];
  EXPECT_EQ(g["seats"].size(), 2u) << "two golfers were there: a race of two";
}

TEST_F(PairingTest, OneGuestSeekingFromTwoTabsIsNeverPairedWithThemself) {
  json tab = kBlitz;
  tab["holder"] = "browser-one";
  std::string first = seek_id(tab), second = seek_id(tab);
  EXPECT_EQ(get(url_, "/api/seeks/" + second).as_json()["status"], "waiting");
  json listed = get(url_, "/api/seeks").as_json();
  ASSERT_EQ(listed.size(), 2u);
  json take = tab;
  take["take"] = listed[0]["id"];
  HttpAnswer own = seek(take);
  EXPECT_EQ(own.status, 409);
  EXPECT_THAT(own.body, HasSubstr("your own"));
  EXPECT_EQ(get(url_, "/api/seeks").as_json().size(), 2u) << "a refused take changes nothing";
  json other = kBlitz;
  other["holder"] = "browser-two";
  std::string o = seek_id(other);
  EXPECT_EQ(outcome(o)["game"], outcome(first)["game"]);
  EXPECT_EQ(get(url_, "/api/seeks/" + second).as_json()["status"], "waiting");
}

TEST_F(PairingTest, AnAccountsSeekSeatsTheAccountAndNeverMeetsItself) {
  std::string ann = sign_up("Ann");
  std::string a1 = seek_id(kBlitz, ann), a2 = seek_id(kBlitz, ann);
  EXPECT_EQ(get(url_, "/api/seeks/" + a2).as_json()["status"], "waiting") << "one player, two tabs";
  json guest = kBlitz;
  guest["name"] = "Ann";  // a guest's name is only a name: the account's seat says whose it is
  std::string g = seek_id(guest);
  json paired = outcome(a1);
  ASSERT_EQ(paired["status"], "paired") << paired.dump();
  EXPECT_EQ(outcome(g)["game"], paired["game"]);
  HttpAnswer mine = http_request(url_, Verb::get, "/api/account/games", "", as(ann));
  ASSERT_EQ(mine.status, 200);
  ASSERT_EQ(mine.as_json().size(), 1u);
  EXPECT_EQ(mine.as_json()[0]["you"], json::array({paired["seat"]}));
}

TEST_F(PairingTest, TwoAccountsSeekingRatedPlayARatedGame) {
  std::string ann = sign_up("Ann"), bob = sign_up("Bob");
  json rated = kBlitz;
  rated["rated"] = true;
  std::string a = seek_id(rated, ann);
  std::string casual = seek_id(kBlitz, bob);
  EXPECT_EQ(get(url_, "/api/seeks/" + casual).as_json()["status"], "waiting")
      << "rated and casual never meet";
  std::string b = seek_id(rated, bob);
  json pa = outcome(a);
  ASSERT_EQ(pa["status"], "paired") << pa.dump();
  EXPECT_EQ(outcome(b)["game"], pa["game"]);
  json g = get(url_, "/api/games/" + std::string(pa["game"])).as_json()["game"];
  EXPECT_EQ(g["rated"], true);
}

TEST_F(PairingTest, WrongSeeksAreRefusedAndChangeNothing) {
  struct Case {
    json body;
    int status;
    std::string says;
  };
  std::vector<Case> cases = {
      {json::array(), 400, "JSON object"},
      {{{"clock", nullptr}}, 400, "variant"},
      {{{"variant", "no-such-game"}}, 400, "no-such-game"},
      {{{"variant", "chess960"}, {"clock", {{"days_per_move", 4}}}}, 400, "days_per_move"},
      {{{"variant", "chess960"}, {"rated", "yes"}}, 400, "rated"},
      {{{"variant", "chess960"}, {"rated", true}}, 401, "log in"},
      {{{"variant", "chess960"}, {"name", std::string(41, 'x')}}, 400, "name"},
      {{{"variant", "chess960"}, {"take", "nobody"}}, 409, "gone"},
      {{{"variant", "chess960"}, {"players", 3}}, 400, "players"},
      {{{"variant", "golf"}, {"players", 1}}, 400, "2 to 8"},
      {{{"variant", "golf"}, {"players", 9}}, 400, "2 to 8"},
      {{{"variant", "golf"}, {"players", "many"}}, 400, "players"},
      {{{"variant", "chess960"}, {"holder", 7}}, 400, "holder"},
      {{{"variant", "chess960"}, {"holder", std::string(65, 'x')}}, 400, "holder"},
  };
  for (const auto& c : cases) {
    HttpAnswer a = seek(c.body);
    EXPECT_EQ(a.status, c.status) << c.body.dump() << " " << a.body;
    EXPECT_THAT(a.body, HasSubstr(c.says)) << c.body.dump();
  }
  HttpAnswer broken = http_request(url_, Verb::post, "/api/seeks", "{not json", {});
  EXPECT_EQ(broken.status, 400);
  EXPECT_TRUE(get(url_, "/api/seeks").as_json().empty());
  EXPECT_EQ(http_request(url_, Verb::post, "/api/seeks/x", "{}", {}).status, 405);
}

}  // namespace
}  // namespace menagerie::harness
