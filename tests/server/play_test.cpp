// Playing over WebSockets: moves, the computer's replies, resign/draw/abort/rematch, clocks, a
// restart in the middle of a game, and hostile messages that must change nothing.
#include <gmock/gmock.h>

#include "server/server_fixture.hpp"

namespace menagerie::harness {
namespace {

using ::testing::HasSubstr;

json two_humans(json extra = json::object()) {
  json r = {{"variant", "chess960"},
            {"options", {{"sp", 518}}},
            {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
            {"take", {0, 1}}};
  r.update(extra);
  return r;
}

// A socket following game `id` with `token` (empty: a spectator), past its first state message.
TEST_F(ServerTest, HotSeatPlaysBothSidesAndIllegalMovesChangeNothing) {
  json created = create(two_humans());
  std::string id = created["id"], token = created["tokens"]["0"];
  json first;
  auto ws = follow(url_, id, token, &first);
  EXPECT_EQ(first["you"], json({0, 1}));
  EXPECT_EQ(first["view"]["legal"].size(), 20u);

  ws->send({{"type", "move"}, {"move", "e2e5"}, {"ply", 0}});
  json e = ws->next_of("error");
  EXPECT_EQ(e["request"], "move");
  EXPECT_THAT(std::string(e["message"]), HasSubstr("e2e5"));

  ws->send({{"type", "move"}, {"move", "e2e4"}, {"ply", 0}});
  json s = ws->state_at(1);
  EXPECT_EQ(s["view"]["history"], json({"e4"}));
  EXPECT_EQ(s["view"]["to_move"], 1);

  ws->send({{"type", "move"}, {"move", "e7e5"}, {"ply", 0}});  // seen before e4: stale
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("older position"));
  ws->send({{"type", "move"}, {"move", "e7e5"}, {"ply", 1}});
  EXPECT_EQ(ws->state_at(2)["view"]["history"], json({"e4", "e5"}));
  json g = get(url_, "/api/games/" + id).as_json();
  EXPECT_EQ(g["view"]["history"].size(), 2u) << "the illegal and stale moves left no trace";
}

// What each request type is answered while the game is played and once it is over (the room
// dispatches them through a table: this pins the order of its refusals).
TEST_F(ServerTest, RequestTypesAreRefusedInTheirOrderBeforeAndAfterTheEnd) {
  json created = create(two_humans());
  std::string id = created["id"], token = created["tokens"]["0"];
  auto ws = follow(url_, id, token);
  auto refusal = [&](const json& m) {
    ws->send(m);
    return std::string(ws->next_of("error")["message"]);
  };
  EXPECT_THAT(refusal({{"type", "juggle"}}), HasSubstr("unknown request type \"juggle\""));
  EXPECT_THAT(refusal({{"type", "rematch"}}), HasSubstr("only when the game is over"));
  EXPECT_THAT(refusal({{"type", "decline"}}), HasSubstr("no draw offer to decline"));
  EXPECT_THAT(refusal({{"type", "decline"}, {"offer", "takeback"}}),
              HasSubstr("no takeback request to decline"));
  ws->send({{"type", "move"}, {"move", "e2e4"}});
  ws->state_at(1);
  ws->send({{"type", "move"}, {"move", "e7e5"}});
  ws->state_at(2);
  EXPECT_THAT(refusal({{"type", "abort"}}), HasSubstr("too late to abort"));
  ws->send({{"type", "resign"}});
  ws->next_of("state", [](const json& m) { return m["view"].value("over", false); });
  for (const char* type : {"juggle", "draw", "resign", "abort", "hint", "decline", "takeback"})
    EXPECT_THAT(refusal({{"type", type}}), HasSubstr("the game is over")) << type;
  EXPECT_THAT(refusal({{"type", "move"}, {"move", "g1f3"}}), HasSubstr("the game is over"));
  ws->send({{"type", "rematch"}});
  EXPECT_FALSE(std::string(ws->next_of("rematch")["id"]).empty());
}

TEST_F(ServerTest, SpectatorsAndWrongTokensCannotAct) {
  json created = create(two_humans());
  std::string id = created["id"];
  auto spectator = follow(url_, id, "");
  spectator->send({{"type", "move"}, {"move", "e2e4"}});
  EXPECT_THAT(std::string(spectator->next_of("error")["message"]), HasSubstr("watching"));
  spectator->send({{"type", "resign"}});
  EXPECT_THAT(std::string(spectator->next_of("error")["message"]), HasSubstr("watching"));

  WsClient forger(url_);
  forger.send({{"type", "watch"}, {"game", id}, {"token", "not-a-real-token"}});
  EXPECT_THAT(std::string(forger.next_of("error")["message"]), HasSubstr("holds no seat"));
  forger.send({{"type", "watch"}, {"game", "nosuchgame"}});
  EXPECT_THAT(std::string(forger.next_of("error")["message"]), HasSubstr("no game"));

  // A seat's token of another game holds nothing here, and a refused watch leaves nothing to act
  // through.
  json other = create(two_humans());
  forger.send({{"type", "watch"}, {"game", id}, {"token", other["tokens"]["0"]}});
  EXPECT_THAT(std::string(forger.next_of("error")["message"]), HasSubstr("holds no seat"));
  forger.send({{"type", "move"}, {"move", "e2e4"}});
  EXPECT_THAT(std::string(forger.next_of("error")["message"]), HasSubstr("watch"));
  EXPECT_EQ(get(url_, "/api/games/" + id).as_json()["view"]["history"].size(), 0u)
      << "no refused request left a trace";
}

TEST_F(ServerTest, TwoPlayersSeeEachOthersMovesAndTurnsAreEnforced) {
  json created = create({{"variant", "chess960"},
                         {"options", {{"sp", 518}}},
                         {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}}});
  std::string id = created["id"];
  json joined = post(url_, "/api/games/" + id + "/join", {{"name", "Bob"}}).as_json();
  auto white = follow(url_, id, created["tokens"]["0"]);
  auto black = follow(url_, id, joined["token"]);
  black->send({{"type", "move"}, {"move", "e7e5"}});
  EXPECT_THAT(std::string(black->next_of("error")["message"]), HasSubstr("not your turn"));
  white->send({{"type", "move"}, {"move", "Nf3"}});  // SAN is accepted too
  json seen = black->state_at(1);
  EXPECT_EQ(seen["view"]["history"], json({"Nf3"}));
  EXPECT_TRUE(seen["view"].contains("legal")) << "black is to move and sees its moves";
  EXPECT_FALSE(white->state_at(1)["view"].contains("legal"));
}

TEST_F(ServerTest, TheComputerReplies) {
  json created = create({{"variant", "chess960"},
                         {"options", {{"sp", 518}}},
                         {"seats", {{{"kind", "human"}}, {{"kind", "computer"}, {"level", 1}}}}});
  auto ws = follow(url_, created["id"], created["tokens"]["0"]);
  ws->send({{"type", "move"}, {"move", "d2d4"}, {"ply", 0}});
  json s = ws->state_at(2);
  EXPECT_EQ(s["view"]["to_move"], 0);
  EXPECT_EQ(s["game"]["seats"][1]["name"], "Computer level 1");
}

TEST_F(ServerTest, TheComputerMovesFirstWhenItHasWhite) {
  json created = create({{"variant", "chess960"},
                         {"seats", {{{"kind", "computer"}, {"level", 2}}, {{"kind", "human"}}}}});
  EXPECT_EQ(created["tokens"].begin().key(), "1");
  // The computer may have moved before this watcher joined: then the first state is already ply 1.
  json first;
  auto ws = follow(url_, created["id"], created["tokens"]["1"], &first);
  json s = first["ply"] == 1 ? first : ws->state_at(1);
  EXPECT_EQ(s["view"]["legal"].size() > 0, true);
}

TEST_F(ServerTest, CheckmateEndsTheGameAndARematchSwapsSeats) {
  // Fool's mate, from the standard start.
  json created = create(two_humans());
  std::string id = created["id"];
  auto ws = follow(url_, id, created["tokens"]["0"]);
  std::vector<std::string> moves = {"f2f3", "e7e5", "g2g4", "d8h4"};
  for (std::size_t i = 0; i < moves.size(); ++i) {
    ws->send({{"type", "move"}, {"move", moves[i]}, {"ply", i}});
    ws->state_at(i + 1);
  }
  json g = get(url_, "/api/games/" + id).as_json();
  EXPECT_EQ(g["game"]["status"], "finished");
  EXPECT_EQ(g["game"]["result"]["reason"], "checkmate");
  EXPECT_EQ(g["game"]["result"]["winner"], 1);
  ws->send({{"type", "move"}, {"move", "a2a3"}, {"ply", 4}});
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("over"));
  EXPECT_TRUE(get(url_, "/api/games/" + id + "/record").body.find("0-1") != std::string::npos);

  ws->send({{"type", "rematch"}});  // hot-seat: nobody to wait for
  json r = ws->next_of("rematch");
  std::string next = r["id"];
  ASSERT_FALSE(std::string(r["token"]).empty());
  json again = get(url_, "/api/games/" + next).as_json();
  EXPECT_EQ(again["game"]["rematch_of"], id);
  EXPECT_EQ(get(url_, "/api/games/" + id).as_json()["game"]["rematch"], next);
  auto ws2 = follow(url_, next, r["token"]);
  ws2->send({{"type", "move"}, {"move", "e2e4"}, {"ply", 0}});
  ws2->state_at(1);
}

TEST_F(ServerTest, ResignDrawAndAbort) {
  json created = create({{"variant", "chess960"},
                         {"options", {{"sp", 518}}},
                         {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                         {"name", "Ann"}});
  std::string id = created["id"];
  json joined = post(url_, "/api/games/" + id + "/join", {{"name", "Bob"}}).as_json();
  auto white = follow(url_, id, created["tokens"]["0"]);
  auto black = follow(url_, id, joined["token"]);
  white->send({{"type", "move"}, {"move", "e2e4"}});
  black->state_at(1);
  white->state_at(1);
  white->send({{"type", "draw"}});
  EXPECT_EQ(black->next_of("state")["draw_offer"], 0);
  white->next_of("state");
  white->send({{"type", "draw"}});
  EXPECT_THAT(std::string(white->next_of("error")["message"]), HasSubstr("already offered"));
  black->send({{"type", "decline"}});
  EXPECT_TRUE(white->next_of("state")["draw_offer"].is_null());
  black->send({{"type", "move"}, {"move", "e7e5"}});
  white->state_at(2);
  white->send({{"type", "abort"}});
  EXPECT_THAT(std::string(white->next_of("error")["message"]), HasSubstr("too late"));
  black->send({{"type", "resign"}});
  json end =
      white->next_of("state", [](const json& m) { return m["game"]["status"] == "finished"; });
  EXPECT_EQ(end["game"]["result"]["reason"], "resignation");
  EXPECT_EQ(end["game"]["result"]["winner"], 0);
  EXPECT_EQ(end["view"]["reason"], "resignation");
  // The record names the players and the day, and carries the result.
  std::string pgn = get(url_, "/api/games/" + id + "/record").body;
  EXPECT_THAT(pgn, HasSubstr("[White \"Ann\"]"));
  EXPECT_THAT(pgn, HasSubstr("[Black \"Bob\"]"));
  EXPECT_THAT(pgn,
              ::testing::ContainsRegex("\\[Date \"20[0-9][0-9]\\.[01][0-9]\\.[0-3][0-9]\"\\]"));
  EXPECT_THAT(pgn, HasSubstr("[Result \"1-0\"]"));
  EXPECT_THAT(pgn, HasSubstr("[Termination \"resignation\"]"));
  EXPECT_FALSE(end["view"].contains("legal"));
}

// A state message is written field by field, not dumped from one tree (server/json_text.hpp): its
// text must be what dumping its object gives (keys in order, nothing left out or doubled), through
// names to escape, a clock, a computer seat, a draw offer, the end and a rematch.
TEST_F(ServerTest, AStateMessageIsTheTextOfItsObject) {
  auto canonical = [](const std::string& text) {
    EXPECT_EQ(text, json::parse(text).dump()) << "written out of order";
    return json::parse(text);
  };
  auto next_state = [&](WsClient& ws) {
    for (;;) {
      std::string text = ws.next_text();
      json m = canonical(text);
      if (m["type"] == "state") return m;
    }
  };
  json created = create({{"variant", "chess960"},
                         {"options", {{"sp", 518}}},
                         {"clock", {{"initial_s", 600}, {"increment_s", 5}}},
                         {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                         {"name", "Ann \"the Rook\" Ü"}});
  std::string id = created["id"];
  json joined = post(url_, "/api/games/" + id + "/join", {{"name", "Bob\\"}}).as_json();
  auto white = std::make_unique<WsClient>(url_);
  white->send({{"type", "watch"}, {"game", id}, {"token", created["tokens"]["0"]}});
  json first = next_state(*white);
  EXPECT_EQ(first["game"]["seats"][0]["name"], "Ann \"the Rook\" Ü");
  EXPECT_EQ(first["game"]["seats"][1]["name"], "Bob\\");
  EXPECT_FALSE(first["clock"].is_null());
  white->send({{"type", "move"}, {"move", "e2e4"}, {"ply", 0}});
  EXPECT_EQ(next_state(*white)["ply"], 1);
  white->send({{"type", "draw"}});
  EXPECT_EQ(next_state(*white)["draw_offer"], 0);
  white->send({{"type", "resign"}});
  json end = next_state(*white);
  EXPECT_EQ(end["game"]["status"], "finished");
  white->send({{"type", "rematch"}});
  EXPECT_EQ(next_state(*white)["rematch_offer"], 0);

  json computer = create({{"variant", "chess960"},
                          {"options", {{"sp", 518}}},
                          {"seats", {{{"kind", "human"}}, {{"kind", "computer"}, {"level", 1}}}}});
  auto player = std::make_unique<WsClient>(url_);
  player->send({{"type", "watch"}, {"game", computer["id"]}, {"token", computer["tokens"]["0"]}});
  EXPECT_EQ(next_state(*player)["game"]["seats"][1]["level"], 1);
}

TEST_F(ServerTest, AbortBeforeBothHaveMoved) {
  json created = create(two_humans());
  auto ws = follow(url_, created["id"], created["tokens"]["0"]);
  ws->send({{"type", "move"}, {"move", "e2e4"}});
  ws->state_at(1);
  ws->send({{"type", "abort"}});
  json s = ws->next_of("state", [](const json& m) { return m["game"]["status"] == "finished"; });
  EXPECT_EQ(s["game"]["result"]["result"], "aborted");
  // An aborted game has no result: "*", and the record says why it stopped.
  std::string pgn = get(url_, "/api/games/" + std::string(created["id"]) + "/record").body;
  EXPECT_THAT(pgn, HasSubstr("[Result \"*\"]"));
  EXPECT_THAT(pgn, HasSubstr("[Termination \"abandoned\"]"));
}

TEST_F(ServerTest, AFlagFallLosesOnTime) {
  json created = create(two_humans({{"clock", {{"initial_s", 1}, {"increment_s", 0}}}}));
  auto ws = follow(url_, created["id"], created["tokens"]["0"]);
  ws->send({{"type", "move"}, {"move", "e2e4"}});
  ws->state_at(1);
  ws->send({{"type", "move"}, {"move", "e7e5"}});
  json s = ws->state_at(2);
  EXPECT_EQ(s["clock"]["running"], 0) << "both first moves are free; white's clock now runs";
  json end = ws->next_of("state", [](const json& m) { return m["game"]["status"] == "finished"; });
  EXPECT_EQ(end["game"]["result"]["reason"], "time");
  EXPECT_EQ(end["game"]["result"]["winner"], 1);
  EXPECT_EQ(end["clock"]["remaining_ms"][0], 0);
  std::string pgn = get(url_, "/api/games/" + std::string(created["id"]) + "/record").body;
  EXPECT_THAT(pgn, HasSubstr("[Result \"0-1\"]"));
  EXPECT_THAT(pgn, HasSubstr("[Termination \"time\"]"));
}

TEST_F(ServerTest, AnAgreedDrawReachesTheRecord) {
  json created = create(two_humans());
  std::string id = created["id"];
  auto ws = follow(url_, id, created["tokens"]["0"]);  // hot-seat: one token, both seats
  ws->send({{"type", "move"}, {"move", "e2e4"}});
  ws->state_at(1);
  ws->send({{"type", "draw"}});  // one hand holding both seats: offered and accepted at once
  json end = ws->next_of("state", [](const json& m) { return m["game"]["status"] == "finished"; });
  EXPECT_EQ(end["game"]["result"]["reason"], "agreement");
  std::string pgn = get(url_, "/api/games/" + id + "/record").body;
  EXPECT_THAT(pgn, HasSubstr("[Result \"1/2-1/2\"]"));
  EXPECT_THAT(pgn, HasSubstr("[Termination \"agreement\"]"));
}

TEST_F(ServerTest, AGameResumesAfterARestartWithItsClock) {
  json created = create(two_humans({{"clock", {{"initial_s", 600}, {"increment_s", 5}}}}));
  std::string id = created["id"], token = created["tokens"]["0"];
  {
    auto ws = follow(url_, id, token);
    for (std::size_t i = 0; i < 4; ++i) {
      ws->send({{"type", "move"},
                {"move", std::vector<std::string>{"e2e4", "e7e5", "g1f3", "b8c6"}[i]},
                {"ply", i}});
      ws->state_at(i + 1);
    }
  }
  json before = get(url_, "/api/games/" + id).as_json();
  restart();
  json after;
  auto ws = follow(url_, id, token, &after);
  EXPECT_EQ(after["view"]["history"], before["view"]["history"]);
  EXPECT_EQ(after["view"]["position"], before["view"]["position"]);
  EXPECT_EQ(after["clock"]["running"], 0);
  // White's time is what it had at the last move: the restart itself is not charged (so it may
  // be a few ms more than `before`, read a moment after that move), and never more than the start
  // plus one increment (white's first move was free, its second earned 5 s).
  std::int64_t had = before["clock"]["remaining_ms"][0], has = after["clock"]["remaining_ms"][0];
  EXPECT_LE(has, 605'000);
  EXPECT_GT(has, had - 2'000);
  ws->send({{"type", "move"}, {"move", "f1b5"}, {"ply", 4}});
  EXPECT_EQ(ws->state_at(5)["view"]["history"].back(), "Bb5");
}

// A turn of several steps (Zombie Chess: a capture, then its burial by the same player) earns
// the increment once, when the turn passes to the other seat, not once per step.
TEST_F(ServerTest, AMultiStepTurnEarnsOneIncrement) {
  json created = create(two_humans({{"variant", "zombie"},
                                    {"options", json::object()},
                                    {"clock", {{"initial_s", 600}, {"increment_s", 5}}}}));
  auto ws = follow(url_, created["id"], created["tokens"]["0"]);
  std::vector<std::string> moves = {"e2e4", "d7d5", "g1f3", "g8f6", "e4d5", "bury-e1"};
  std::vector<std::int64_t> white;  // White's time after each step
  for (std::size_t i = 0; i < moves.size(); ++i) {
    ws->send({{"type", "move"}, {"move", moves[i]}, {"ply", i}});
    json s = ws->state_at(i + 1);
    white.push_back(s["clock"]["remaining_ms"][0]);
    if (i == 4) {
      EXPECT_EQ(s["clock"]["running"], 0) << "the burial is still White's to make";
    } else if (i == 5) {
      EXPECT_EQ(s["clock"]["running"], 1);
    }
  }
  // Before the turn (after 2...Nf6) and after it (capture and burial): one increment, less the
  // few milliseconds the turn took.
  std::int64_t gained = white[5] - white[3];
  EXPECT_GT(gained, 3'000);
  EXPECT_LE(gained, 5'000);
  EXPECT_LE(white[4], white[3]) << "no increment after the capture alone";
}

TEST_F(ServerTest, HostileMessagesGetErrorsAndChangeNothing) {
  json created = create(two_humans());
  std::string id = created["id"];
  auto ws = follow(url_, id, created["tokens"]["0"]);
  ws->send_text("{not json");
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("not valid JSON"));
  ws->send_text("[1,2,3]");
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("\"type\""));
  ws->send({{"type", 7}});
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("\"type\""));
  ws->send({{"type", "teleport"}});
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("teleport"));
  ws->send({{"type", "move"}});
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("\"move\""));
  ws->send({{"type", "move"}, {"move", 42}});
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("\"move\""));
  ws->send({{"type", "move"}, {"move", "e2e4"}, {"ply", "zero"}});
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("ply"));
  ws->send({{"type", "move"}, {"move", std::string(100, 'x')}});
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("64"));
  ws->send_binary("\x01\x02");
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("text frames"));
  ws->send({{"type", "ping"}});
  EXPECT_EQ(ws->next()["type"], "pong");
  EXPECT_EQ(get(url_, "/api/games/" + id).as_json()["view"]["history"].size(), 0u);
  // Still usable afterwards.
  ws->send({{"type", "move"}, {"move", "e2e4"}, {"ply", 0}});
  ws->state_at(1);
}

TEST_F(ServerTest, AFloodIsRefusedAndAHugeMessageClosesTheSocket) {
  json created = create(two_humans());
  auto ws = follow(url_, created["id"], "");
  for (int i = 0; i < 60; ++i) ws->send({{"type", "ping"}});
  int pongs = 0, refused = 0;
  for (int i = 0; i < 60; ++i) {
    json m = ws->next();
    if (m["type"] == "pong") ++pongs;
    if (m["type"] == "error" && std::string(m["message"]).find("too many") != std::string::npos)
      ++refused;
  }
  EXPECT_GE(refused, 15);
  EXPECT_LE(pongs, 45);

  WsClient big(url_);
  big.send_text(std::string(10'000, ' '));
  EXPECT_THAT(std::string(big.next()["message"]), HasSubstr("4096"));
  big.send({{"type", "ping"}});
  EXPECT_EQ(big.next()["type"], "pong") << "a refused message does not end the connection";
  // Beyond any reason: the server hangs up, possibly while the frame is still being written.
  EXPECT_ANY_THROW({
    big.send_text(std::string(100'000, ' '));
    big.next();
  });
  EXPECT_EQ(get(url_, "/api/variants").status, 200) << "the server lives on";
}

}  // namespace
}  // namespace menagerie::harness
