// Rated games wired end to end (issue 29): "rated" chosen at creation between logged-in people,
// kept with the game, said in its data and the lobby; a seat of one needs another account; its end
// rates both players exactly once, in the transaction that records the result (a second node's
// attempt on the same database gets false and changes nothing), and its data says each seat's
// rating before and after, also after a restart. An aborted or casual game changes no rating.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "players/names.hpp"
#include "players/standing.hpp"
#include "server/accounts_fixture.hpp"
#include "server/rating_update.hpp"
#include "store/accounts.hpp"

namespace menagerie::harness {
namespace {

using ::testing::HasSubstr;

json rated_duel() {
  return {{"variant", "chess960"},
          {"options", {{"sp", 518}}},
          {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
          {"take", {0}},
          {"rated", true}};
}

class RatedGamesTest : public AccountsServerTest {
 protected:
  json game_of(const std::string& id) { return get(url_, "/api/games/" + id).as_json()["game"]; }
  json lobby() { return get(url_, "/api/games").as_json(); }
  // A second handle on the server's database: what another node would see and do.
  std::unique_ptr<store::AccountStore> other_node() {
    return store::open_sqlite_accounts((dir_ / "data" / "menagerie.db").string());
  }
  std::int64_t account_id(store::AccountStore& accounts, const std::string& name) {
    auto a = accounts.find_account(players::name_key(name));
    EXPECT_TRUE(a) << name;
    return a ? a->id : 0;
  }
  // Ada creates a rated (or casual) Chess960 game and Bob joins it: the seats' tokens.
  std::pair<std::string, std::array<std::string, 2>> ada_against_bob(const std::string& ada,
                                                                     const std::string& bob,
                                                                     bool rated) {
    json request = rated_duel();
    request["rated"] = rated;
    HttpAnswer made = post_as(ada, "/api/games", request);
    EXPECT_EQ(made.status, 201) << made.body;
    std::string id = made.as_json()["id"];
    HttpAnswer joined = post_as(bob, "/api/games/" + id + "/join", json::object());
    EXPECT_EQ(joined.status, 200) << joined.body;
    return {id, {made.as_json()["tokens"]["0"], joined.as_json()["token"]}};
  }
};

TEST_F(RatedGamesTest, ARatedGameIsChosenAtCreationAndSaidInItsDataAndTheLobby) {
  std::string ada = sign_up("Ada");
  HttpAnswer rated = post_as(ada, "/api/games", rated_duel());
  ASSERT_EQ(rated.status, 201) << rated.body;
  json casual_request = rated_duel();
  casual_request.erase("rated");
  HttpAnswer casual = post_as(ada, "/api/games", casual_request);
  ASSERT_EQ(casual.status, 201) << casual.body;
  std::string rated_id = rated.as_json()["id"], casual_id = casual.as_json()["id"];
  EXPECT_EQ(game_of(rated_id)["rated"], true);
  EXPECT_EQ(game_of(casual_id)["rated"], false);
  std::map<std::string, json> listed;
  for (const json& g : lobby()) listed[g["id"]] = g["rated"];
  EXPECT_EQ(listed[rated_id], true);
  EXPECT_EQ(listed[casual_id], false);
  restart();  // kept with the game
  EXPECT_EQ(game_of(rated_id)["rated"], true);
  EXPECT_EQ(game_of(casual_id)["rated"], false);
}

TEST_F(RatedGamesTest, ARatedGameIsRefusedWithAClearErrorAndNothingMade) {
  std::string ada = sign_up("Ada");
  auto refusal = [&](const std::string& cookie, const json& request) {
    HttpAnswer a = post_as(cookie, "/api/games", request);
    EXPECT_EQ(a.status, 400) << a.body;
    return a.as_json().value("error", std::string());
  };
  EXPECT_THAT(refusal("", rated_duel()), HasSubstr("log in"));
  json computer = rated_duel();
  computer["seats"][1] = {{"kind", "computer"}, {"level", 2}};
  EXPECT_THAT(refusal(ada, computer), HasSubstr("seat 1 is a computer"));
  json both = rated_duel();
  both["take"] = {0, 1};
  EXPECT_THAT(refusal(ada, both), HasSubstr("one seat"));
  json word = rated_duel();
  word["rated"] = "yes";
  EXPECT_THAT(refusal(ada, word), HasSubstr("\"rated\" must be true or false"));
  json solo = {{"variant", "golf"}, {"seats", {{{"kind", "human"}}}}, {"rated", true}};
  EXPECT_THAT(refusal(ada, solo), HasSubstr("two players or more"));
  EXPECT_TRUE(lobby().empty());
  EXPECT_TRUE(http_request(url_, Verb::get, "/api/account/games", "", as(ada)).as_json().empty());
}

TEST_F(RatedGamesTest, ASeatOfARatedGameNeedsAnotherLoggedInPlayer) {
  std::string ada = sign_up("Ada"), bob = sign_up("Bob");
  HttpAnswer made = post_as(ada, "/api/games", rated_duel());
  ASSERT_EQ(made.status, 201) << made.body;
  std::string join = "/api/games/" + std::string(made.as_json()["id"]) + "/join";
  HttpAnswer guest = post_as("", join, json::object());
  EXPECT_EQ(guest.status, 409) << guest.body;
  EXPECT_THAT(guest.body, HasSubstr("log in"));
  HttpAnswer again = post_as(ada, join, json::object());
  EXPECT_EQ(again.status, 409) << again.body;
  EXPECT_THAT(again.body, HasSubstr("you already play seat 0"));
  EXPECT_EQ(lobby().size(), 1u) << "still open";
  HttpAnswer joined = post_as(bob, join, json::object());
  ASSERT_EQ(joined.status, 200) << joined.body;
  EXPECT_EQ(game_of(made.as_json()["id"])["seats"][1]["name"], "Bob");
}

TEST_F(RatedGamesTest, ARatedGameEndsWithBothRatingsChangedOnceAndSaysSo) {
  std::string ada = sign_up("Ada"), bob = sign_up("Bob");
  auto [id, tokens] = ada_against_bob(ada, bob, true);
  auto white = follow(url_, id, tokens[0]), black = follow(url_, id, tokens[1]);
  white->send({{"type", "move"}, {"move", "e2e4"}});
  white->state_at(1);
  black->send({{"type", "move"}, {"move", "e7e5"}});
  white->state_at(2);
  white->send({{"type", "resign"}});
  json end = white->next_of("state", [](const json& m) {
    return m["game"].contains("ratings") && m["game"]["ratings"].is_array();
  });
  const json ratings = end["game"]["ratings"];
  ASSERT_EQ(ratings.size(), 2u) << ratings;
  EXPECT_EQ(ratings[0]["before"], 1500);
  EXPECT_EQ(ratings[1]["before"], 1500);
  EXPECT_LT(ratings[0]["after"].get<int>(), 1500) << "Ada resigned";
  EXPECT_GT(ratings[1]["after"].get<int>(), 1500);
  EXPECT_EQ(ratings[0]["provisional"], true) << "a first game is far from settled";

  auto node = other_node();
  const std::int64_t ada_id = account_id(*node, "Ada"), bob_id = account_id(*node, "Bob");
  auto bobs = node->rating(bob_id, "chess960");
  ASSERT_TRUE(bobs);
  EXPECT_EQ(bobs->games, 1);
  EXPECT_EQ(int(std::lround(bobs->rating)), ratings[1]["after"].get<int>());
  // Another node that saw the same end (a draw, say) tries to write it: it gets false and changes
  // nothing.
  const std::vector<std::int64_t> both{ada_id, bob_id};
  players::Standing drawn{{1, 1}, {}, {}};
  EXPECT_FALSE(node->finish_and_rate_game(id, {{"result", "draw"}}, "chess960", both, 1,
                                          server::rating_update(drawn, "chess960", both, 1)));
  EXPECT_EQ(node->rating(bob_id, "chess960")->rating, bobs->rating);
  EXPECT_EQ(node->rating_history(bob_id, "chess960").size(), 1u);
  EXPECT_EQ(game_of(id)["result"]["winner"], 1);

  // Their rematch is rated too (the same accounts, each in one seat).
  white->send({{"type", "rematch"}});
  black->send({{"type", "rematch"}});
  std::string rematch = white->next_of("rematch")["id"];
  EXPECT_EQ(game_of(rematch)["rated"], true);

  restart();  // the finished game's data still says it (read back from the store)
  EXPECT_EQ(game_of(id)["ratings"], ratings);
}

TEST_F(RatedGamesTest, AnAbortedRatedGameOrACasualOneChangesNoRating) {
  std::string ada = sign_up("Ada"), bob = sign_up("Bob");
  auto [aborted, aborted_tokens] = ada_against_bob(ada, bob, true);
  auto [casual, casual_tokens] = ada_against_bob(ada, bob, false);
  auto a = follow(url_, aborted, aborted_tokens[0]);
  a->send({{"type", "abort"}});
  a->next_of("state", [](const json& m) { return m["view"].value("over", false); });
  auto c = follow(url_, casual, casual_tokens[1]);
  c->send({{"type", "resign"}});
  c->next_of("state", [](const json& m) { return m["view"].value("over", false); });
  a.reset();
  c.reset();
  restart();  // every write is durable once the server has stopped
  EXPECT_FALSE(game_of(aborted).contains("ratings"));
  EXPECT_FALSE(game_of(casual).contains("ratings"));
  auto node = other_node();
  EXPECT_FALSE(node->rating(account_id(*node, "Ada"), "chess960"));
  EXPECT_FALSE(node->rating(account_id(*node, "Bob"), "chess960"));
}

}  // namespace
}  // namespace menagerie::harness
