// One of two nodes killed with SIGKILL while the other plays on (docs/scaling.md): its players come
// back through the other node with their tokens and the game goes on from the log; a computer move
// it owed is made once by the other node after --takeover-ms; moves on their way to it at the kill
// are in the log whole or not at all. What a dead node was committing is read once its append has
// ended (TwoNodes::log_of, settled).
#include <atomic>
#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>
#include <gmock/gmock.h>

#include "server/client.hpp"
#include "server_postgres/two_nodes.hpp"

namespace menagerie::harness {
namespace {

// A move as the log holds it (TwoNodes::log_of).
std::string move_line(std::size_t seq, int seat, const std::string& move) {
  return fmt::format("{} move {} {}", seq, seat, move);
}

// The move to play from state `s`: one of its legal moves, varied with the ply so that the game
// neither goes round in circles nor ends early, and the same whenever the same state comes again.
std::string choose(const json& s) {
  const json& legal = s["view"]["legal"];
  std::size_t ply = s["ply"];
  return legal[(ply * 7) % legal.size()]["text"];
}

// ws.state_at(ply), failing with what was awaited rather than only "no message came".
json awaited(WsClient& ws, std::size_t ply, const std::string& what) {
  try {
    return ws.state_at(ply);
  } catch (const std::exception& e) {
    throw std::runtime_error(fmt::format("{} (the state at ply {}): {}", what, ply, e.what()));
  }
}

// Human against human, White on A and Black on B. White sends a move and A is killed at once,
// before it can answer (A has mostly not read it yet, so it is lost; now and then it is written);
// White comes back through B with its token and both play on there. The log
// holds every move either player saw acknowledged, in order, the move in flight at most once, and
// nothing else; A, started again, serves the same game and follows B's moves.
TEST_F(TwoNodes, APlayerWhoseNodeIsKilledPlaysOnFromTheOther) {
  json created = create(a_->url(), chess960_game({{{"kind", "human"}}, {{"kind", "human"}}}, 518));
  std::string id = created["id"], white = created["tokens"]["0"];
  HttpAnswer joined = post(b_->url(), "/api/games/" + id + "/join", json::object());
  ASSERT_EQ(joined.status, 200) << joined.body;
  std::string black = joined.as_json()["token"];
  json seen_w, seen_b;  // what each player's node showed it last
  auto w = watch(a_->url(), id, white, &seen_w);
  auto b = watch(b_->url(), id, black, &seen_b);
  Log played;  // every move acknowledged so far, as the log must hold it
  // The move of seat ply % 2 from its own socket, acknowledged to both.
  auto play = [&](std::size_t ply) {
    const bool white_moves = ply % 2 == 0;
    std::string move = choose(white_moves ? seen_w : seen_b);
    (white_moves ? w : b)->send({{"type", "move"}, {"move", move}, {"ply", ply}});
    seen_w = w->state_at(ply + 1);
    seen_b = b->state_at(ply + 1);
    EXPECT_EQ(seen_w["view"]["history"], seen_b["view"]["history"]) << "ply " << ply;
    ASSERT_EQ(seen_w["game"]["status"], "playing") << "ply " << ply;
    played.push_back(move_line(ply, int(ply % 2), move));
  };
  for (std::size_t ply = 0; ply < 6; ++ply) play(ply);

  // White's seventh move is on its way to A when A dies: written whole or not at all.
  const std::string in_flight = choose(seen_w);
  w->send({{"type", "move"}, {"move", in_flight}, {"ply", 6}});
  a_->kill_now();
  Log log = log_of(id, true);
  ASSERT_THAT(log.size(), ::testing::AnyOf(6u, 7u));
  EXPECT_EQ(Log(log.begin(), log.begin() + 6), played) << "every acknowledged move, in order";
  if (log.size() == 7) {
    EXPECT_EQ(log[6], move_line(6, 0, in_flight));
    played.push_back(log[6]);
    // A announced it as it committed: B tells Black, who plays on from there.
    seen_b = awaited(*b, 7, "B tells Black of the move A committed as it died");
  }

  // White comes back through B with its token and finds the game as the log has it.
  w = watch(b_->url(), id, white, &seen_w);
  EXPECT_EQ(seen_w["you"], json::array({0}));
  ASSERT_EQ(seen_w["ply"], played.size());
  for (std::size_t ply = played.size(); ply < 16; ++ply) play(ply);
  EXPECT_EQ(log_of(id), played) << "every move once, in order, nothing else";

  // A started again (B running: no outage, no resume event) serves the same game and hears B.
  a_ = start_node("a");
  EXPECT_EQ(get(a_->url(), "/api/games/" + id).as_json()["view"]["history"],
            seen_w["view"]["history"]);
  auto spectator_a = watch(a_->url(), id);
  play(16);
  EXPECT_EQ(awaited(*spectator_a, 17, "A, started again, hears B's move")["view"]["history"],
            seen_w["view"]["history"]);
  EXPECT_EQ(log_of(id), played);
}

// A game against the computer, created on A, the human's socket on A. A is killed right after
// acknowledging the human's move, while its computer thinks (level 8: two seconds). B, which loads
// the game when the human comes back through it, waits --takeover-ms for A, then its own computer
// moves, once; the human sees that move and plays on, and B answers as the node that wrote.
TEST_F(TwoNodes, TheComputerMoveAKilledNodeOwedIsMadeOnceByTheOther) {
  json created = create(
      a_->url(), chess960_game({{{"kind", "human"}}, {{"kind", "computer"}, {"level", 8}}}, 518));
  std::string id = created["id"], token = created["tokens"]["0"];
  json s;
  auto human = watch(a_->url(), id, token, &s);
  human->send({{"type", "move"}, {"move", choose(s)}, {"ply", 0}});
  human->state_at(1);
  a_->kill_now();
  ASSERT_EQ(log_of(id, true).size(), 1u) << "A died before its computer moved";

  human = watch(b_->url(), id, token, &s);
  EXPECT_EQ(s["ply"], 1);
  s = awaited(*human, 2, "B's computer moves once A has been waited for --takeover-ms");
  Log log = log_of(id);
  ASSERT_EQ(log.size(), 2u);
  EXPECT_THAT(log[1], ::testing::StartsWith("1 move 1 "));
  human->send({{"type", "move"}, {"move", choose(s)}, {"ply", 2}});
  awaited(*human, 4, "B's computer answers the move B wrote");
  std::this_thread::sleep_for(std::chrono::milliseconds(500));  // nothing more comes
  log = log_of(id);
  ASSERT_EQ(log.size(), 4u);
  for (std::size_t i = 0; i < log.size(); ++i)
    EXPECT_THAT(log[i], ::testing::StartsWith(fmt::format("{} move {} ", i, i % 2)));
}

// Eight games, each played by one socket on A holding both seats, as fast as the message limit
// allows, and watched on B; A is killed in the middle. In each game every move its player saw
// acknowledged is in the log, in order, and at most the one move in flight beyond (the rule of
// tests/support/fault_run.hpp); B's spectator ends on the log's game, and the player, back through
// B, plays on.
TEST_F(TwoNodes, MovesInFlightWhenANodeIsKilledAreKeptOrLostWhole) {
  constexpr int kGames = 8;
  struct Game {
    std::string id, token;
    std::unique_ptr<WsClient> spectator;  // on B
    Log acknowledged;                     // as the log must hold them
    std::string in_flight;                // sent, not yet acknowledged
  };
  std::vector<Game> games(kGames);
  for (int i = 0; i < kGames; ++i) {
    json request = chess960_game({{{"kind", "human"}}, {{"kind", "human"}}}, 100 + 37 * i);
    request["take"] = {0, 1};
    json created = create(a_->url(), request);
    games[i].id = created["id"];
    games[i].token = created["tokens"]["0"];
    games[i].spectator = watch(b_->url(), games[i].id);
  }
  const std::string url_a = a_->url();
  std::atomic<int> playing{0};
  std::vector<std::thread> players;
  for (Game& g : games)
    players.emplace_back([&, url_a] {
      try {
        WsClient ws(url_a);
        ws.send({{"type", "watch"}, {"game", g.id}, {"token", g.token}});
        json s = ws.next_of("state");
        ++playing;
        // These eight games are still on after 60 plies of choose(); the kill comes long before.
        while (s["game"]["status"] == "playing" && s["ply"] < 60) {
          // 25 ms between moves: about 30 messages a second, within the limit's burst of 40 for
          // the second or so that this lasts.
          std::this_thread::sleep_for(std::chrono::milliseconds(25));
          std::size_t ply = s["ply"];
          std::string move = choose(s);
          g.in_flight = move_line(ply, int(ply % 2), move);
          ws.send({{"type", "move"}, {"move", move}, {"ply", ply}});
          s = ws.state_at(ply + 1);
          g.acknowledged.push_back(std::exchange(g.in_flight, ""));
        }
      } catch (const std::exception&) {
        // A is gone.
      }
    });
  while (playing < kGames) std::this_thread::sleep_for(std::chrono::milliseconds(10));
  std::this_thread::sleep_for(std::chrono::milliseconds(500));
  a_->kill_now();
  for (auto& t : players) t.join();

  int kept = 0;
  for (Game& g : games) {
    SCOPED_TRACE("game " + g.id);
    Log log = log_of(g.id, true);
    const std::size_t acked = g.acknowledged.size();
    EXPECT_GT(acked, 0u) << "the player moved before the kill";
    ASSERT_GE(log.size(), acked);
    EXPECT_EQ(Log(log.begin(), log.begin() + long(acked)), g.acknowledged)
        << "every acknowledged move, in order";
    if (log.size() > acked) {
      ASSERT_EQ(log.size(), acked + 1) << "at most the move in flight";
      EXPECT_EQ(log.back(), g.in_flight);
      ++kept;
    }
    json seen = awaited(*g.spectator, log.size(), "B's spectator sees the log's last move");
    // The player comes back through B, finds the log's game and plays on.
    json s;
    auto ws = watch(b_->url(), g.id, g.token, &s);
    EXPECT_EQ(s["view"]["history"], seen["view"]["history"]);
    ASSERT_EQ(s["ply"], log.size());
    ASSERT_EQ(s["game"]["status"], "playing");
    ws->send({{"type", "move"}, {"move", choose(s)}, {"ply", log.size()}});
    ws->state_at(log.size() + 1);
    EXPECT_EQ(log_of(g.id).size(), log.size() + 1);
  }
  RecordProperty("in_flight_kept", kept);
}

}  // namespace
}  // namespace menagerie::harness
