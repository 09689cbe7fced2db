// A game of four seats in two teams (Crowded House) through the server's existing API: created with
// four seats, computers in some, turns enforced per seat, and a checkmate that the whole team wins.
#include <gmock/gmock.h>

#include "catalog/variant.hpp"
#include "server/server_fixture.hpp"

namespace menagerie::harness {
namespace {

using ::testing::HasSubstr;

std::unique_ptr<WsClient> watch(const std::string& url, const std::string& id,
                                const std::string& token) {
  auto ws = std::make_unique<WsClient>(url);
  ws->send({{"type", "watch"}, {"game", id}, {"token", token}});
  ws->next_of("state");
  return ws;
}

TEST_F(ServerTest, FourSeatsWithComputersInTwoOfThem) {
  if (!catalog::lookup("crowded-house")) GTEST_SKIP() << "crowded_house is not built";
  json created = create({{"variant", "crowded-house"},
                         {"seats",
                          {{{"kind", "human"}},
                           {{"kind", "computer"}, {"level", 1}},
                           {{"kind", "human"}},
                           {{"kind", "computer"}, {"level", 1}}}},
                         {"take", {0, 2}}});
  std::string id = created["id"], token = created["tokens"]["0"];
  auto ws = watch(url_, id, token);
  ws->send({{"type", "move"}, {"move", "b1c3"}, {"ply", 0}});  // the queen side's knight: refused
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("king side (files e-h)"));
  ws->send({{"type", "move"}, {"move", "e2e4"}, {"ply", 0}});
  json s = ws->state_at(2);  // Black (king side), a computer, has answered
  EXPECT_EQ(s["view"]["to_move"], 2);
  EXPECT_EQ(s["game"]["seats"].size(), 4u);
  ws->send({{"type", "move"}, {"move", "d2d4"}, {"ply", 2}});
  s = ws->state_at(4);
  EXPECT_EQ(s["view"]["to_move"], 0);
  EXPECT_EQ(s["view"]["history"].size(), 4u);
  // One player resigns for the team: the other team wins, both its seats.
  ws->send({{"type", "resign"}});
  s = ws->next_of("state");
  EXPECT_EQ(s["view"]["winners"], json({1, 3}));
  EXPECT_EQ(s["view"]["reason"], "resignation");
}

TEST_F(ServerTest, FourSeatsTurnsAreEnforcedAndTheTeamWins) {
  if (!catalog::lookup("crowded-house")) GTEST_SKIP() << "crowded_house is not built";
  json human = {{"kind", "human"}};
  json created = create({{"variant", "crowded-house"},
                         {"options", {{"fen", "6k1/5ppp/8/8/8/8/7P/K2R4 w - - 0 1 q"}}},
                         {"seats", {human, human, human, human}},
                         {"take", {2}}});
  std::string id = created["id"];
  json joined = post(url_, "/api/games/" + id + "/join", {{"name", "Bob"}, {"seat", 3}}).as_json();
  auto winnie = watch(url_, id, created["tokens"]["2"]);
  auto bob = watch(url_, id, joined["token"]);
  bob->send({{"type", "move"}, {"move", "g8f8"}, {"ply", 0}});
  EXPECT_THAT(std::string(bob->next_of("error")["message"]), HasSubstr("not your turn"));
  winnie->send({{"type", "move"}, {"move", "d1d8"}, {"ply", 0}});
  json s = winnie->state_at(1);
  EXPECT_TRUE(s["view"]["over"].get<bool>());
  EXPECT_EQ(s["view"]["results"], json({"win", "loss", "win", "loss"}));
  EXPECT_EQ(s["view"]["winners"], json({0, 2}));
  json g = get(url_, "/api/games/" + id).as_json();
  EXPECT_EQ(g["game"]["result"]["reason"], "checkmate");
  EXPECT_EQ(g["game"]["result"]["winners"], json({0, 2}));
  HttpAnswer record = get(url_, "/api/games/" + id + "/record");
  EXPECT_EQ(record.content_type, "application/x-chess-pgn");
  EXPECT_THAT(record.body, HasSubstr("[Result \"1-0\"]")) << "the White team won";
  EXPECT_THAT(record.body, HasSubstr("[BlackQueenSide \"Bob\"]")) << "the record names the players";
}

// Bad input from four players changes nothing: a fifth player finds no seat, and a move outside
// the mover's half is refused with the rule named.
TEST_F(ServerTest, FourSeatsRefuseAFifthPlayerAndAMoveOutsideTheHalf) {
  if (!catalog::lookup("crowded-house")) GTEST_SKIP() << "crowded_house is not built";
  json human = {{"kind", "human"}};
  json created = create(
      {{"variant", "crowded-house"}, {"seats", {human, human, human, human}}, {"take", {0}}});
  std::string id = created["id"];
  for (int seat : {1, 2, 3})
    EXPECT_EQ(post(url_, "/api/games/" + id + "/join", {{"seat", seat}}).status, 200);
  HttpAnswer fifth = post(url_, "/api/games/" + id + "/join", json::object());
  EXPECT_EQ(fifth.status, 409) << fifth.body;
  auto walter = watch(url_, id, created["tokens"]["0"]);
  walter->send({{"type", "move"}, {"move", "a2a4"}, {"ply", 0}});  // queen side: not Walter's half
  EXPECT_THAT(std::string(walter->next_of("error")["message"]), HasSubstr("outside the king side"));
  json g = get(url_, "/api/games/" + id).as_json();
  EXPECT_TRUE(g["view"]["history"].empty());
  EXPECT_EQ(g["view"]["to_move"], 0);
}

// A rematch of four starts only when all four have asked (a draw likewise needs every seat).
TEST_F(ServerTest, FourSeatsRematchWaitsForEveryone) {
  if (!catalog::lookup("crowded-house")) GTEST_SKIP() << "crowded_house is not built";
  json human = {{"kind", "human"}};
  json created = create(
      {{"variant", "crowded-house"}, {"seats", {human, human, human, human}}, {"take", {0}}});
  std::string id = created["id"];
  std::vector<std::unique_ptr<WsClient>> players;
  players.push_back(watch(url_, id, created["tokens"]["0"]));
  for (int seat : {1, 2, 3}) {
    json joined = post(url_, "/api/games/" + id + "/join", {{"seat", seat}}).as_json();
    players.push_back(watch(url_, id, joined["token"]));
  }
  // The state in which exactly `seats` have asked for the rematch.
  auto asked = [](const std::unique_ptr<WsClient>& ws, const json& seats) {
    return ws->next_of("state", [&](const json& m) { return m["rematch_agreed"] == seats; });
  };
  players[0]->send({{"type", "resign"}});
  players[0]->next_of("state", [](const json& m) { return m["view"].value("over", false); });
  players[0]->send({{"type", "rematch"}});
  asked(players[0], {0});
  players[0]->send({{"type", "rematch"}});
  EXPECT_THAT(std::string(players[0]->next_of("error")["message"]), HasSubstr("already asked"));
  players[2]->send({{"type", "rematch"}});
  json s = asked(players[2], {0, 2});
  EXPECT_FALSE(s["game"].contains("rematch")) << "two of four asked: no rematch yet";
  players[1]->send({{"type", "rematch"}});
  asked(players[1], {0, 1, 2});
  players[3]->send({{"type", "rematch"}});
  json r = players[3]->next_of("rematch");
  EXPECT_FALSE(std::string(r["id"]).empty());
}

}  // namespace
}  // namespace menagerie::harness
