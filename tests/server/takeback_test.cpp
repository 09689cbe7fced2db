// Takebacks (docs/api.md): which moves a request undoes, at once against the computer, by agreement
// between people (declined, lapsing with a move), replayed after a restart, refused where a move
// showed something that cannot be unseen.
#include <gmock/gmock.h>

#include "server/server_fixture.hpp"
#include "server/takeback.hpp"

namespace menagerie::harness {
namespace {

using server::moves_to_take_back;
using ::testing::HasSubstr;

TEST(MovesToTakeBack, TheAskersLastTurnAndEveryReplySinceWhole) {
  EXPECT_EQ(moves_to_take_back({}, 0), 0u) << "nothing played";
  EXPECT_EQ(moves_to_take_back({1}, 0), 0u) << "only the other seat moved";
  EXPECT_EQ(moves_to_take_back({0}, 0), 1u);
  EXPECT_EQ(moves_to_take_back({0, 1}, 0), 2u) << "the reply goes too";
  EXPECT_EQ(moves_to_take_back({0, 1}, 1), 1u);
  EXPECT_EQ(moves_to_take_back({0, 1, 0, 0, 1}, 0), 3u) << "a turn of two steps goes whole";
  EXPECT_EQ(moves_to_take_back({0, 1, 2, 3}, 1), 3u) << "four seats: the replies of 2 and 3";
  EXPECT_EQ(moves_to_take_back({0, -1, 1}, 0), 3u) << "the game's own move between";
}

json takeback_game(json seats, json take) {
  return {{"variant", "chess960"}, {"options", {{"sp", 518}}}, {"seats", seats}, {"take", take}};
}

json takeback_human() { return {{"kind", "human"}}; }

class TakebackTest : public ServerTest {
 protected:
  // Plays `move` as the socket's seat and waits for the state after it.
  json takeback_play(WsClient& ws, const std::string& move, std::size_t ply) {
    ws.send({{"type", "move"}, {"move", move}, {"ply", ply}});
    return ws.state_at(ply + 1);
  }
};

TEST_F(TakebackTest, AgainstTheComputerItHappensAtOnce) {
  json created =
      create(takeback_game({takeback_human(), {{"kind", "computer"}, {"level", 1}}}, {0}));
  std::string id = created["id"];
  auto ws = follow(url_, id, created["tokens"]["0"]);
  ws->send({{"type", "move"}, {"move", "e2e4"}, {"ply", 0}});
  ws->state_at(2);  // the computer has replied
  ws->send({{"type", "takeback"}});
  json s = ws->state_at(0);
  EXPECT_EQ(s["view"]["history"], json::array()) << "the move and the computer's reply are undone";
  EXPECT_EQ(s["view"]["to_move"], 0);
  EXPECT_TRUE(s["takeback_offer"].is_null());
  // Play goes on: another first move, and the computer answers it.
  ws->send({{"type", "move"}, {"move", "d2d4"}, {"ply", 0}});
  EXPECT_EQ(ws->state_at(2)["view"]["history"][0], "d4");

  // The log replays it: after a restart the game is where it was.
  json before = get(url_, "/api/games/" + id).as_json()["view"]["history"];
  ws.reset();
  restart();
  EXPECT_EQ(get(url_, "/api/games/" + id).as_json()["view"]["history"], before);
}

TEST_F(TakebackTest, BetweenPeopleTheOtherMustAgree) {
  json created = create(takeback_game({takeback_human(), takeback_human()}, {0}));
  std::string id = created["id"];
  json joined = post(url_, "/api/games/" + id + "/join", json::object()).as_json();
  auto white = follow(url_, id, created["tokens"]["0"]);
  auto black = follow(url_, id, joined["token"]);
  white->send({{"type", "takeback"}});
  EXPECT_THAT(std::string(white->next_of("error")["message"]), HasSubstr("no move to take back"));

  takeback_play(*white, "e2e4", 0);
  takeback_play(*black, "e7e5", 1);
  white->send({{"type", "takeback"}});
  json asked =
      black->next_of("state", [](const json& m) { return !m["takeback_offer"].is_null(); });
  EXPECT_EQ(asked["takeback_offer"], 0);
  EXPECT_EQ(asked["takeback_agreed"], json::array({0}));
  EXPECT_EQ(asked["ply"], 2) << "nothing undone before Black agrees";
  white->send({{"type", "takeback"}});
  EXPECT_THAT(std::string(white->next_of("error")["message"]), HasSubstr("already asked"));

  // Declined: nothing undone, the request gone.
  black->send({{"type", "decline"}, {"offer", "takeback"}});
  json declined =
      white->next_of("state", [](const json& m) { return m["takeback_offer"].is_null(); });
  EXPECT_EQ(declined["ply"], 2);

  // Asked again, and lapsed: Black moves on instead.
  takeback_play(*white, "g1f3", 2);
  white->send({{"type", "takeback"}});
  black->next_of("state", [](const json& m) { return !m["takeback_offer"].is_null(); });
  json lapsed = takeback_play(*black, "b8c6", 3);
  EXPECT_TRUE(lapsed["takeback_offer"].is_null());

  // Asked by Black and agreed by White: Black's last move alone is undone, Black to move.
  black->send({{"type", "takeback"}});
  white->next_of("state", [](const json& m) { return m["takeback_offer"] == 1; });
  white->send({{"type", "takeback"}});
  json agreed = black->state_at(3);
  EXPECT_EQ(agreed["view"]["history"], json({"e4", "e5", "Nf3"}));
  EXPECT_EQ(agreed["view"]["to_move"], 1);
}

TEST_F(TakebackTest, RefusedWhereAMoveShowedASecret) {
  for (const char* variant : {"zombie", "masquerade", "cooperative"}) {
    SCOPED_TRACE(variant);
    json created = create(
        {{"variant", variant}, {"seats", {takeback_human(), takeback_human()}}, {"take", {0, 1}}});
    json first;
    auto ws = follow(url_, created["id"], created["tokens"]["0"], &first);
    ASSERT_FALSE(first["view"]["legal"].empty());
    ws->send({{"type", "move"}, {"move", first["view"]["legal"][0]["text"]}, {"ply", 0}});
    ws->state_at(1);
    std::string page = "/api/games/" + std::string(created["id"]);
    json before = get(url_, page).as_json()["view"];
    ws->send({{"type", "takeback"}});
    EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("secrets or chance"));
    EXPECT_EQ(get(url_, page).as_json()["view"], before) << "nothing undone";
  }
}

}  // namespace
}  // namespace menagerie::harness
