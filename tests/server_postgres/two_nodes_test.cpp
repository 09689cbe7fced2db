// Two `menagerie serve --postgres` processes on one PostgreSQL (the fixture of src/store starts it):
// a game created on one node is joined and played from the other, each move reaches the clients of
// both, one seat's move sent to both nodes at once is accepted once, and the computer's move and a
// flag fall happen once although both nodes hold the game (docs/scaling.md). Each test works in a
// schema of its own.
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <thread>

#include <fmt/format.h>
#include <gmock/gmock.h>
#include <pqxx/pqxx>

#include "server/client.hpp"
#include "server_postgres/two_nodes.hpp"
#include "store/store.hpp"
#include "store/token.hpp"

namespace menagerie::harness {
namespace {

// Created on A, joined on B, played with one player on each node: every move reaches both, and a
// spectator on either node sees the same game.
TEST_F(TwoNodes, AGameCreatedOnOneNodeIsPlayedFromBoth) {
  json created = create(a_->url(), chess960_game({{{"kind", "human"}}, {{"kind", "human"}}}, 518));
  std::string id = created["id"], white = created["tokens"]["0"];
  auto w = watch(a_->url(), id, white);
  auto spectator_a = watch(a_->url(), id);
  HttpAnswer joined = post(b_->url(), "/api/games/" + id + "/join", {{"name", "Bea"}});
  ASSERT_EQ(joined.status, 200) << joined.body;
  std::string black = joined.as_json()["token"];
  // The seat taken on B shows on A.
  json seen_a =
      w->next_of("state", [](const json& m) { return m["game"]["seats"][1]["name"] == "Bea"; });
  json seen_b;
  auto b = watch(b_->url(), id, black, &seen_b);
  auto spectator_b = watch(b_->url(), id);

  for (int ply = 0; ply < 8; ++ply) {
    // Each player moves from what its own node showed it.
    const json& s = ply % 2 == 0 ? seen_a : seen_b;
    (ply % 2 == 0 ? w : b)
        ->send({{"type", "move"}, {"move", s["view"]["legal"][0]["text"]}, {"ply", ply}});
    seen_a = w->state_at(ply + 1);
    seen_b = b->state_at(ply + 1);
    EXPECT_EQ(seen_a["view"]["history"], seen_b["view"]["history"]) << "ply " << ply;
  }
  json end_a = spectator_a->state_at(8), end_b = spectator_b->state_at(8);
  EXPECT_EQ(end_a["view"]["history"], end_b["view"]["history"]);
  EXPECT_EQ(end_a["view"]["history"].size(), 8u);
  EXPECT_EQ(log_of(id).size(), 8u);
  // Either node answers for the game as the log has it.
  EXPECT_EQ(get(b_->url(), "/api/games/" + id).as_json()["view"]["history"],
            end_a["view"]["history"]);
}

// A seat given on A is held at once on B, which already had the game in memory: a socket that
// watches with the new token straight away plays that seat, whether B has heard of the claim yet or
// reads it from the store.
TEST_F(TwoNodes, ASeatTakenOnOneNodeIsHeldAtOnceOnTheOther) {
  for (int round = 0; round < 5; ++round) {
    json created = create(a_->url(), {{"variant", "chess960"},
                                      {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                                      {"listed", false}});
    std::string id = created["id"];
    auto spectator_b = watch(b_->url(), id);  // B holds the game now
    HttpAnswer joined = post(a_->url(), "/api/games/" + id + "/join", {{"name", "Cy"}});
    ASSERT_EQ(joined.status, 200) << joined.body;
    WsClient player(b_->url());
    player.send({{"type", "watch"}, {"game", id}, {"token", joined.as_json()["token"]}});
    json first = player.next();
    ASSERT_EQ(first["type"], "state") << "round " << round << ": " << first.dump();
    EXPECT_EQ(first["you"], json::array({1})) << "round " << round;
  }
}

// A rematch asked for on A and accepted on B: B creates it, and each player hears of it from its own
// node with the token that holds its new seat there (the old seat's token: old seat s plays s + 1).
TEST_F(TwoNodes, ARematchAgreedAcrossNodesReachesBothPlayers) {
  json created = create(a_->url(), chess960_game({{{"kind", "human"}}, {{"kind", "human"}}}, 518));
  std::string id = created["id"], white = created["tokens"]["0"];
  HttpAnswer joined = post(b_->url(), "/api/games/" + id + "/join", json::object());
  ASSERT_EQ(joined.status, 200) << joined.body;
  std::string black = joined.as_json()["token"];
  auto w = watch(a_->url(), id, white);
  auto b = watch(b_->url(), id, black);
  w->send({{"type", "resign"}});
  auto over = [](const json& m) { return m["game"]["status"] == "finished"; };
  w->next_of("state", over);
  b->next_of("state", over);
  w->send({{"type", "rematch"}});
  // B has read White's wish before Black answers it.
  b->next_of("state", [](const json& m) { return m["rematch_agreed"] == json::array({0}); });
  b->send({{"type", "rematch"}});
  json to_b = b->next_of("rematch"), to_w = w->next_of("rematch");
  EXPECT_EQ(to_w["id"], to_b["id"]);
  EXPECT_EQ(to_w["token"], white);
  EXPECT_EQ(to_b["token"], black);
  json first;
  auto again_w = watch(a_->url(), to_w["id"], white, &first);
  EXPECT_EQ(first["you"], json::array({1})) << "White plays Black now";
  auto again_b = watch(b_->url(), to_b["id"], black, &first);
  EXPECT_EQ(first["you"], json::array({0}));
}

// One player holding both seats sends a move for the same ply to both nodes at once, round after
// round: each round exactly one of the two is in the log, the other is refused (it was for an
// older position), and both nodes end with the log's game.
TEST_F(TwoNodes, TheSameSeatsMoveSentToBothNodesIsAcceptedOnce) {
  json created = create(a_->url(), {{"variant", "chess960"},
                                    {"options", {{"sp", 518}}},
                                    {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                                    {"take", {0, 1}},
                                    {"listed", false}});
  std::string id = created["id"], token = created["tokens"]["0"];
  json s;
  auto on_a = watch(a_->url(), id, token, &s);
  auto on_b = watch(b_->url(), id, token);
  constexpr int kRounds = 10;
  int refused = 0;
  for (int ply = 0; ply < kRounds; ++ply) {
    const json legal = s["view"]["legal"];
    ASSERT_GE(legal.size(), 2u);
    std::string move_a = legal[0]["text"], move_b = legal[1]["text"];
    on_a->send({{"type", "move"}, {"move", move_a}, {"ply", ply}});
    on_b->send({{"type", "move"}, {"move", move_b}, {"ply", ply}});
    json after_a = on_a->state_at(ply + 1), after_b = on_b->state_at(ply + 1);
    EXPECT_EQ(after_a["view"]["history"], after_b["view"]["history"]) << "ply " << ply;
    s = after_a;
    // Then a request each socket's node handles after the move (its reply comes after the
    // move's): every refusal of a move comes before it.
    for (WsClient* ws : {on_a.get(), on_b.get()}) {
      ws->send({{"type", "decline"}});
      for (;;) {
        json m = ws->next();
        if (m["type"] != "error") continue;
        if (m["request"] == "decline") break;
        EXPECT_EQ(m["request"], "move");
        EXPECT_THAT(m["message"].get<std::string>(), ::testing::HasSubstr("older position"));
        ++refused;
      }
    }
    Log log = log_of(id);
    ASSERT_EQ(log.size(), std::size_t(ply + 1));
    EXPECT_THAT(log.back(), ::testing::AnyOf(fmt::format("{} move {} {}", ply, ply % 2, move_a),
                                             fmt::format("{} move {} {}", ply, ply % 2, move_b)));
  }
  EXPECT_EQ(refused, kRounds) << "one of the two moves of each round";
}

// A computer seat's move is made by the node that wrote the move before it, once: the log
// alternates and has nothing twice although both nodes hold the game.
TEST_F(TwoNodes, TheComputerMovesOnceForBothNodes) {
  json created = create(
      a_->url(), chess960_game({{{"kind", "human"}}, {{"kind", "computer"}, {"level", 1}}}, 518));
  std::string id = created["id"], token = created["tokens"]["0"];
  auto spectator_a = watch(a_->url(), id);
  json s;
  auto human = watch(b_->url(), id, token, &s);
  for (int ply = 0; ply < 6; ply += 2) {
    human->send({{"type", "move"}, {"move", s["view"]["legal"][0]["text"]}, {"ply", ply}});
    s = human->state_at(ply + 2);  // the computer's answer
  }
  EXPECT_EQ(spectator_a->state_at(6)["view"]["history"],
            get(b_->url(), "/api/games/" + id).as_json()["view"]["history"]);
  std::this_thread::sleep_for(std::chrono::milliseconds(500));  // nothing more comes
  Log log = log_of(id);
  ASSERT_EQ(log.size(), 6u);
  for (int i = 0; i < 6; ++i)
    EXPECT_THAT(log[i], ::testing::StartsWith(fmt::format("{} move {} ", i, i % 2)));
}

// A game whose computer is to move that no running node has asked (the node that should have died
// before answering): both nodes load it for their spectators, wait the takeover time, both ask
// their computer, and exactly one move lands.
TEST_F(TwoNodes, AComputerMoveNobodyMadeIsTakenOverOnce) {
  store::GameRecord g;
  g.id = "orphan-" + std::to_string(getpid());
  g.variant = "chess960";
  g.options = {{"sp", 518}};
  g.seats = {store::SeatRecord{"computer", 1, "Computer level 1", ""},
             store::SeatRecord{"human", 0, "Guest", store::hash_token("tok")}};
  g.clock = nullptr;
  g.created_ms = 1;
  store::open_postgres(postgres_)->create_game(g);
  auto on_a = watch(a_->url(), g.id), on_b = watch(b_->url(), g.id);
  json seen_a = on_a->state_at(1), seen_b = on_b->state_at(1);
  EXPECT_EQ(seen_a["view"]["history"], seen_b["view"]["history"]);
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  Log log = log_of(g.id);
  ASSERT_EQ(log.size(), 1u);
  EXPECT_THAT(log[0], ::testing::StartsWith("0 move 0 "));
}

// Both nodes hold a game whose clock runs out: both timers fire, one flag is written, and both
// nodes' players see the game lost on time.
TEST_F(TwoNodes, AFlagFallsOnceForBothNodes) {
  json created = create(a_->url(), {{"variant", "chess960"},
                                    {"options", {{"sp", 518}}},
                                    {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                                    {"clock", {{"initial_s", 1}, {"increment_s", 0}}},
                                    {"listed", false}});
  std::string id = created["id"], white = created["tokens"]["0"];
  HttpAnswer joined = post(b_->url(), "/api/games/" + id + "/join", json::object());
  ASSERT_EQ(joined.status, 200) << joined.body;
  json s;
  auto w = watch(a_->url(), id, white, &s);
  auto b = watch(b_->url(), id, joined.as_json()["token"]);
  // A seat's first move is not timed: after one each, White's clock runs on both nodes.
  w->send({{"type", "move"}, {"move", s["view"]["legal"][0]["text"]}, {"ply", 0}});
  s = b->state_at(1);
  b->send({{"type", "move"}, {"move", s["view"]["legal"][0]["text"]}, {"ply", 1}});
  auto lost = [](const json& m) { return m["game"]["status"] == "finished"; };
  json end_a = w->next_of("state", lost), end_b = b->next_of("state", lost);
  for (const json& end : {end_a, end_b}) {
    EXPECT_EQ(end["view"]["reason"], "time");
    EXPECT_EQ(end["view"]["winner"], 1);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  Log log = log_of(id);
  ASSERT_EQ(log.size(), 3u);
  EXPECT_EQ(log[2], "2 flag 0 ");
}

// A move made while the nodes' listening connections are cut (their announcement is lost) still
// reaches the other node's sockets: once its feed is back, every room it holds reads its log again.
TEST_F(TwoNodes, AMoveMadeWhileTheFeedIsCutArrivesOnceItIsBack) {
  json created = create(a_->url(), {{"variant", "chess960"},
                                    {"options", {{"sp", 518}}},
                                    {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                                    {"take", {0, 1}},
                                    {"listed", false}});
  std::string id = created["id"];
  json s;
  auto player = watch(a_->url(), id, created["tokens"]["0"], &s);
  auto spectator_b = watch(b_->url(), id);
  {
    // The feeds wait a second before they connect again: the move below falls in between.
    pqxx::connection c(server_);
    pqxx::nontransaction tx(c);
    pqxx::row cut = tx.exec1(
        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = " +
        tx.quote("menagerie feed menagerie_" + schema_->name()));
    ASSERT_EQ(cut[0].as<int>(), 2) << "one listening connection per node";
  }
  player->send({{"type", "move"}, {"move", s["view"]["legal"][0]["text"]}, {"ply", 0}});
  json moved = player->state_at(1);
  EXPECT_EQ(spectator_b->state_at(1)["view"]["history"], moved["view"]["history"]);
}

// A Golf race's timer runs on both nodes: when the counting time runs out, both play the referee's
// timeout, and the log has it once (never the same referee's move twice in a row).
TEST_F(TwoNodes, AGolfTimeoutIsPlayedOnceForBothNodes) {
  json created =
      create(a_->url(), {{"variant", "golf"},
                         {"options", {{"seats", 2}, {"holes", 2}, {"deal", "2"}, {"timer", 1}}},
                         {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                         {"listed", false}});
  std::string id = created["id"];
  HttpAnswer joined = post(b_->url(), "/api/games/" + id + "/join", json::object());
  ASSERT_EQ(joined.status, 200) << joined.body;
  json s;
  auto first = watch(a_->url(), id, created["tokens"]["0"], &s);
  auto second = watch(b_->url(), id, joined.as_json()["token"]);
  // Golfer 1 counts (the first count starts the timer); golfer 2 lets it run out.
  first->send({{"type", "move"}, {"move", s["view"]["legal"][0]["text"]}, {"ply", 0}});
  auto timed_out = [](const json& m) {
    for (const json& line : m["view"]["history"])
      if (line.is_string() && line.get<std::string>().rfind("time: ", 0) == 0) return true;
    return false;
  };
  first->next_of("state", timed_out);
  second->next_of("state", timed_out);
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  Log log = log_of(id);
  // Each event without its seq: "kind seat data".
  auto what = [](const std::string& e) { return e.substr(e.find(' ') + 1); };
  int referee = 0;
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (log[i].find(" move -1 ") == std::string::npos) continue;
    ++referee;
    if (i > 0) {
      EXPECT_NE(what(log[i - 1]), what(log[i])) << "the same referee's move twice at " << i;
    }
  }
  EXPECT_GE(referee, 1) << "the timeout is in the log";
}

// A correspondence game (a day a move) across nodes and days, on the nodes' test clocks (both
// restarted with their clock moved on, as a service runs on after a day): the day is a date that
// neither the restart nor a move through the other node moves; a move in time the next day gives
// the opponent a whole day; a day over when the nodes start again falls once, though both hold
// the game and both find it late.
TEST_F(TwoNodes, ACorrespondenceDayIsADateForEveryNodeAndFallsOnce) {
  constexpr std::int64_t kHour = 3'600'000, kDay = 24 * kHour;
  json created = create(a_->url(), {{"variant", "chess960"},
                                    {"options", {{"sp", 518}}},
                                    {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                                    {"clock", {{"days_per_move", 1}}},
                                    {"listed", false}});
  std::string id = created["id"], white = created["tokens"]["0"];
  HttpAnswer joined = post(b_->url(), "/api/games/" + id + "/join", json::object());
  ASSERT_EQ(joined.status, 200) << joined.body;
  std::string black = joined.as_json()["token"];
  {
    json s;
    auto w = watch(a_->url(), id, white, &s);
    auto b = watch(b_->url(), id, black);
    w->send({{"type", "move"}, {"move", "e2e4"}, {"ply", 0}});
    b->state_at(1);
    b->send({{"type", "move"}, {"move", "e7e5"}, {"ply", 1}});
    EXPECT_EQ(w->state_at(2)["clock"]["running"], 0) << "White's day runs";
  }
  auto restart_both = [&](const char* hours) {
    a_->stop();
    b_->stop();
    a_ = start_node("a", {"--clock-offset-hours", hours});
    b_ = start_node("b", {"--clock-offset-hours", hours});
  };
  // Twenty hours on: White moves through B, in time; Black gets a whole day.
  restart_both("20");
  json s;
  auto w = watch(b_->url(), id, white, &s);
  EXPECT_EQ(s["game"]["status"], "playing");
  EXPECT_LE(s["clock"]["remaining_ms"][0], 4 * kHour) << "the outage gave back no time";
  EXPECT_GT(s["clock"]["remaining_ms"][0], 4 * kHour - 60'000);
  auto b = watch(a_->url(), id, black);
  w->send({{"type", "move"}, {"move", "g1f3"}, {"ply", 2}});
  s = b->state_at(3);
  EXPECT_EQ(s["clock"]["running"], 1);
  EXPECT_GT(s["clock"]["remaining_ms"][1], kDay - 60'000) << "Black's turn has a whole day";
  w.reset();
  b.reset();
  // Forty-six hours on, Black never moved: both nodes start, both find the day over; one flag.
  restart_both("46");
  Log log;
  for (int i = 0; i < 100 && log.size() < 4; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    log = log_of(id);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(500));  // a second flag would be in by now
  log = log_of(id);
  std::vector<std::string> flags;
  for (const std::string& e : log)
    if (e.find(" flag ") != std::string::npos) flags.push_back(e);
  ASSERT_EQ(flags.size(), 1u) << ::testing::PrintToString(log);
  EXPECT_THAT(flags[0], ::testing::StartsWith(fmt::format("{} flag 1", log.size() - 1)));
  for (const std::string& node : {a_->url(), b_->url()}) {
    json g = get(node, "/api/games/" + id).as_json();
    EXPECT_EQ(g["game"]["status"], "finished") << node;
    EXPECT_EQ(g["game"]["result"]["reason"], "time") << node;
    EXPECT_EQ(g["game"]["result"]["winner"], 0) << node;
  }
}

// What the node says of seek `id` once it is no longer pairing (or after about 5 s).
json seek_outcome(const std::string& node, const std::string& id) {
  json o;
  for (int i = 0; i < 100; ++i) {
    o = get(node, "/api/seeks/" + id).as_json();
    if (o["status"] != "pairing") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  return o;
}

// Quick pairing across nodes: one player seeks on A, another on B, and they are paired into one
// game (the book is in the database), each told its seat and token by its own node, and each
// hears the other's move through its own node (which node holds White is the pairing's draw).
// What the database holds of the book names neither seek's secret nor either seat's token.
TEST_F(TwoNodes, PlayersSeekingOnDifferentNodesArePairedIntoOneGame) {
  const json blitz = {{"variant", "chess960"}, {"clock", {{"initial_s", 180}, {"increment_s", 2}}}};
  HttpAnswer ann = post(a_->url(), "/api/seeks", blitz);
  ASSERT_EQ(ann.status, 201) << ann.body;
  json listed = get(b_->url(), "/api/seeks").as_json();
  ASSERT_EQ(listed.size(), 1u) << "B lists A's seek";
  EXPECT_EQ(listed[0]["id"], ann.as_json()["public_id"]);
  HttpAnswer bob = post(b_->url(), "/api/seeks", blitz);
  ASSERT_EQ(bob.status, 201) << bob.body;
  std::string a_id = ann.as_json()["id"], b_id = bob.as_json()["id"];
  json pa = seek_outcome(a_->url(), a_id), pb = seek_outcome(b_->url(), b_id);
  ASSERT_EQ(pa["status"], "paired") << pa.dump();
  ASSERT_EQ(pb["status"], "paired") << pb.dump();
  EXPECT_EQ(pa["game"], pb["game"]);
  EXPECT_NE(pa["seat"], pb["seat"]);
  // Each is told its seat by its own node, with the token its node gave it.
  json view_a, view_b;
  auto wa = watch(a_->url(), pa["game"], pa["token"], &view_a);
  EXPECT_EQ(view_a["you"], json::array({pa["seat"]}));
  auto wb = watch(b_->url(), pa["game"], pb["token"], &view_b);
  EXPECT_EQ(view_b["you"], json::array({pb["seat"]}));
  // Each hears the other's move, whichever node holds White.
  const bool white_on_a = pa["seat"] == 0;
  WsClient& white = white_on_a ? *wa : *wb;
  WsClient& black = white_on_a ? *wb : *wa;
  json white_view = white_on_a ? view_a : view_b, black_view = white_on_a ? view_b : view_a;
  ASSERT_FALSE(white_view["view"]["legal"].empty()) << white_view.dump();
  EXPECT_TRUE(black_view["view"]["legal"].empty()) << "not Black's turn";
  white.send({{"type", "move"}, {"move", white_view["view"]["legal"][0]["text"]}, {"ply", 0}});
  black_view = black.state_at(1);
  ASSERT_FALSE(black_view["view"]["legal"].empty()) << black_view.dump();
  black.send({{"type", "move"}, {"move", black_view["view"]["legal"][0]["text"]}, {"ply", 1}});
  EXPECT_EQ(white.state_at(2)["view"]["history"].size(), 2u);
  EXPECT_EQ(log_of(pa["game"]).size(), 2u) << "both moves are in the log once";
  EXPECT_TRUE(get(a_->url(), "/api/seeks").as_json().empty()) << "both seeks left the list";
  pqxx::connection c(postgres_);
  pqxx::work tx(c);
  std::string book =
      tx.exec1("SELECT text FROM shared_texts WHERE name = 'seeks'")[0].as<std::string>();
  for (const std::string& secret :
       {a_id, b_id, pa["token"].get<std::string>(), pb["token"].get<std::string>()})
    EXPECT_EQ(book.find(secret), std::string::npos) << "the database holds a secret in clear";
  EXPECT_NE(book.find(store::hash_token(a_id)), std::string::npos) << "the book keys by hashes";
}

// Restarting one node while the other runs is not an outage: no "resume" event gives the players
// back the time since the last move. Once every node has stopped, the first to start writes it.
TEST_F(TwoNodes, OnlyTheFirstNodeAfterAnOutageResumesClocks) {
  json created = create(a_->url(), {{"variant", "chess960"},
                                    {"options", {{"sp", 518}}},
                                    {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                                    {"take", {0, 1}},
                                    {"clock", {{"initial_s", 600}, {"increment_s", 0}}},
                                    {"listed", false}});
  std::string id = created["id"], token = created["tokens"]["0"];
  {
    json s;
    auto ws = watch(a_->url(), id, token, &s);
    for (int ply = 0; ply < 2; ++ply) {
      ws->send({{"type", "move"}, {"move", s["view"]["legal"][0]["text"]}, {"ply", ply}});
      s = ws->state_at(ply + 1);
    }
  }
  // A write through a node's committer returns after whatever it queued while starting (as the
  // games resumed) is written.
  auto written_through = [&](ServerProcess& node) {
    create(node.url(),
           {{"variant", "chess960"}, {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}}});
  };
  b_->stop();
  b_ = start_node("b");
  written_through(*b_);
  EXPECT_EQ(log_of(id).size(), 2u) << "B came back while A ran";
  a_->stop();
  b_->stop();
  a_ = start_node("a");
  written_through(*a_);
  Log log = log_of(id);
  ASSERT_EQ(log.size(), 3u) << "A is the first after the outage";
  EXPECT_EQ(log[2], "2 resume -2 ");
  b_ = start_node("b");
  written_through(*b_);
  EXPECT_EQ(log_of(id).size(), 3u);
}

}  // namespace
}  // namespace menagerie::harness
