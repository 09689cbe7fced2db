// Seats taken by logged-in players (issue 29): a game created or joined with a session names the
// account in the seat (whatever name the body gives) and keeps it in the store, so that the
// account's games are listed from any device; a guest plays as before; a forged session is a
// guest's, and lists nothing.
#include <gtest/gtest.h>

#include "server/accounts_fixture.hpp"

namespace menagerie::harness {
namespace {

const json kTwoPeople = {{"variant", "chess960"},
                         {"options", {{"sp", 518}}},
                         {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                         {"take", {0}},
                         {"name", "Mallory"}};

class AccountSeatsTest : public AccountsServerTest {
 protected:
  HttpAnswer games_of(const std::string& cookie) {
    return http_request(url_, Verb::get, "/api/account/games", "", as(cookie));
  }
  json seats_of(const std::string& id) {
    return get(url_, "/api/games/" + id).as_json()["game"]["seats"];
  }
  static json ws_state(WsClient& ws) { return ws.next_of("state"); }
  static std::vector<std::string> ids(const HttpAnswer& a) {
    std::vector<std::string> out;
    for (const json& g : a.as_json()) out.push_back(g["id"]);
    return out;
  }
};

TEST_F(AccountSeatsTest, ASeatTakenLoggedInNamesTheAccountAndListsTheGameAnywhere) {
  std::string ada = sign_up("Ada"), bob = sign_up("Bob");
  HttpAnswer made = post_as(ada, "/api/games", kTwoPeople);
  ASSERT_EQ(made.status, 201) << made.body;
  std::string id = made.as_json()["id"];
  EXPECT_EQ(seats_of(id)[0]["name"], "Ada") << "the account's name, not the body's";

  HttpAnswer joined = post_as(bob, "/api/games/" + id + "/join", {{"name", "Ada"}});
  ASSERT_EQ(joined.status, 200) << joined.body;
  EXPECT_EQ(seats_of(id)[1]["name"], "Bob");

  // A guest's game, created beside them, is nobody's.
  HttpAnswer guest = post_as("", "/api/games", kTwoPeople);
  ASSERT_EQ(guest.status, 201) << guest.body;
  EXPECT_EQ(seats_of(guest.as_json()["id"])[0]["name"], "Mallory");

  HttpAnswer mine = games_of(ada);
  ASSERT_EQ(mine.status, 200) << mine.body;
  EXPECT_EQ(ids(mine), std::vector<std::string>{id});
  EXPECT_EQ(ids(games_of(bob)), std::vector<std::string>{id});
  // The seats are in the database: after a restart the lists are the same.
  restart();
  EXPECT_EQ(ids(games_of(ada)), std::vector<std::string>{id});
  EXPECT_EQ(seats_of(id)[1]["name"], "Bob");
}

TEST_F(AccountSeatsTest, WithoutAValidSessionTheGamesAreNotListedAndAGameIsAGuests) {
  sign_up("Ada");
  EXPECT_EQ(games_of("").status, 401);
  std::string forged = "menagerie_session=" + std::string(43, 'A');
  HttpAnswer listed = games_of(forged);
  EXPECT_EQ(listed.status, 401);
  EXPECT_NE(listed.as_json()["error"].get<std::string>().find("log in"), std::string::npos);
  HttpAnswer made = post_as(forged, "/api/games", kTwoPeople);
  ASSERT_EQ(made.status, 201) << made.body;
  EXPECT_EQ(seats_of(made.as_json()["id"])[0]["name"], "Mallory") << "a forged session is a guest";
  EXPECT_EQ(http_request(url_, Verb::post, "/api/account/games", "{}", as("")).status, 405);
}

// A guest who signs up keeps the games played in this browser: the page sends the tokens it holds
// and their seats become the account's (a token proves the seat); a wrong token claims nothing,
// and another account cannot take a seat an account holds.
TEST_F(AccountSeatsTest, AGuestsSeatsAreClaimedWithTheirTokens) {
  HttpAnswer guest = post_as("", "/api/games", kTwoPeople);
  ASSERT_EQ(guest.status, 201) << guest.body;
  std::string id = guest.as_json()["id"], token = guest.as_json()["tokens"]["0"];
  std::string ada = sign_up("Ada"), bob = sign_up("Bob");
  json wrong = {{"seats", {{{"game", id}, {"token", "not-the-token"}}}}};
  HttpAnswer none = post_as(ada, "/api/account/claim", wrong);
  ASSERT_EQ(none.status, 200) << none.body;
  EXPECT_EQ(none.as_json()["seats"], 0);
  EXPECT_TRUE(games_of(ada).as_json().empty());

  json mine = {{"seats", {{{"game", id}, {"token", token}}}}};
  EXPECT_EQ(post_as("", "/api/account/claim", mine).status, 401) << "a guest cannot claim";
  HttpAnswer claimed = post_as(ada, "/api/account/claim", mine);
  ASSERT_EQ(claimed.status, 200) << claimed.body;
  EXPECT_EQ(claimed.as_json()["seats"], 1);
  EXPECT_EQ(ids(games_of(ada)), std::vector<std::string>{id});
  EXPECT_EQ(post_as(bob, "/api/account/claim", mine).as_json()["seats"], 0) << "Ada's now";
  EXPECT_TRUE(games_of(bob).as_json().empty());

  // Bad requests name the fault and claim nothing.
  EXPECT_EQ(post_as(ada, "/api/account/claim", {{"seats", "all"}}).status, 400);
  EXPECT_EQ(post_as(ada, "/api/account/claim", {{"seats", {{{"game", id}}}}}).status, 400);
  Headers cross{{"Origin", "http://evil.example"}, {"Cookie", ada}};
  EXPECT_EQ(http_request(url_, Verb::post, "/api/account/claim", mine.dump(), cross).status, 403);
  Headers plain{{"Origin", "http://127.0.0.1"}, {"Cookie", ada}, {"Content-Type", "text/plain"}};
  EXPECT_EQ(http_request(url_, Verb::post, "/api/account/claim", mine.dump(), plain).status, 415);
  EXPECT_EQ(http_request(url_, Verb::get, "/api/account/claim", "", as(ada)).status, 405);
}

// A game goes on from any device its player logs in on: a socket opened with the session's cookie
// and no token acts for the seats the account holds. A socket with another account's session, a
// forged or ended one, or one opened by a foreign page (its Origin) is a spectator's, and its
// moves change nothing.
TEST_F(AccountSeatsTest, ASocketWithTheSessionPlaysTheAccountsSeatsFromAnyDevice) {
  std::string ada = sign_up("Ada"), bob = sign_up("Bob"), eve = sign_up("Eve");
  HttpAnswer made = post_as(ada, "/api/games", kTwoPeople);
  ASSERT_EQ(made.status, 201) << made.body;
  std::string id = made.as_json()["id"];
  ASSERT_EQ(post_as(bob, "/api/games/" + id + "/join", json::object()).status, 200);
  auto open = [&](const Headers& headers) {
    auto ws = std::make_unique<WsClient>(url_, headers);
    ws->send({{"type", "watch"}, {"game", id}});
    return std::pair{std::move(ws), ws_state(*ws)};
  };
  // No token on these sockets: the account's seat answers for itself.
  auto [ada_ws, ada_first] = open(as(ada));
  EXPECT_EQ(ada_first["you"], json::array({0}));
  auto [bob_ws, bob_first] = open(as(bob));
  EXPECT_EQ(bob_first["you"], json::array({1}));

  // Eve, a forged session, and Ada's cookie sent by a foreign page are spectators.
  EXPECT_EQ(open(as(eve)).second["you"], json::array());
  EXPECT_EQ(open(as("menagerie_session=" + std::string(43, 'A'))).second["you"], json::array());
  auto [foreign_ws, foreign_first] = open({{"Origin", "http://evil.example"}, {"Cookie", ada}});
  EXPECT_EQ(foreign_first["you"], json::array());
  foreign_ws->send({{"type", "move"}, {"move", "e2e4"}, {"ply", 0}});
  EXPECT_EQ(foreign_ws->next_of("error")["request"], "move");

  ada_ws->send({{"type", "move"}, {"move", "e2e4"}, {"ply", 0}});
  EXPECT_EQ(bob_ws->state_at(1)["you"], json::array({1}));
  bob_ws->send({{"type", "move"}, {"move", "e7e5"}, {"ply", 1}});
  ada_ws->state_at(2);
  // The lists say whose turn it is (White's again: Ada's) and which seats are the account's.
  json ada_games = games_of(ada).as_json(), bob_games = games_of(bob).as_json();
  ASSERT_EQ(ada_games.size(), 1u);
  EXPECT_EQ(ada_games[0]["you"], json::array({0}));
  EXPECT_EQ(ada_games[0]["acting"], json::array({0}));
  EXPECT_EQ(bob_games[0]["you"], json::array({1}));
  EXPECT_EQ(get(url_, "/api/games/" + id).as_json()["game"]["acting"], json::array({0}));

  // Logged out, the same cookie is a spectator's on a new socket.
  ASSERT_EQ(post_as(ada, "/api/account/logout", json::object()).status, 200);
  EXPECT_EQ(open(as(ada)).second["you"], json::array());
}

}  // namespace
}  // namespace menagerie::harness
