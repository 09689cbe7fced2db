// The load-and-fault run: games played at once over WebSockets by client threads while the server
// is killed with SIGKILL at random moments and restarted on the same data, several times. Each
// client keeps the moves it saw acknowledged and reconnects after every kill; when the run is over
// the server is restarted once more and every game is read back from the store: every acknowledged
// move must be there, in order, and each clock must agree with its game. Used by the short test
// (tests/server/fault_test.cpp) and by bench_server_faults, which reports the figures.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>

#include "server/client.hpp"
#include "support/server_process.hpp"

namespace menagerie::harness {

struct FaultOptions {
  std::string binary;                   // the menagerie program
  std::vector<std::string> serve_args;  // more arguments of `serve` (--postgres URL); none: SQLite
  int games = 8;
  int kills = 3;
  int min_gap_ms = 300, max_gap_ms = 900;  // between kills, chosen at random
  int think_ms = 60;  // a client's pause before each move (a socket may send 20 messages a second)
  std::uint64_t seed = 1;
  std::int64_t clock_initial_s = 600;
};

struct FaultReport {
  int games = 0, kills = 0, finished = 0;
  long acknowledged = 0;             // moves the clients saw acknowledged
  long lost = 0;                     // of those, missing from the store at the end
  std::vector<double> reconnect_ms;  // from a kill to the client's first state afterwards
  std::vector<std::string> problems;
};

inline FaultReport run_faults(const FaultOptions& o) {
  namespace fs = std::filesystem;
  using Clock = std::chrono::steady_clock;
  fs::path dir =
      fs::temp_directory_path() / fmt::format("menagerie-faults-{}-{}", ::getpid(), o.seed);
  fs::remove_all(dir);
  FaultReport report;
  report.games = o.games;

  std::mutex mutex;  // guards the server, its URL, the report's lists and the last kill's time
  auto server = std::make_unique<ServerProcess>(o.binary, dir.string(), "", o.serve_args);
  std::string url = server->url();
  Clock::time_point last_kill{};
  auto current_url = [&] {
    std::lock_guard lock(mutex);
    return url;
  };
  auto problem = [&](std::string what) {
    std::lock_guard lock(mutex);
    report.problems.push_back(std::move(what));
  };

  struct Game {
    std::string id, token;
    json acknowledged = json::array();  // the history as last seen acknowledged
    bool finished = false;
  };
  std::vector<Game> games(std::size_t(o.games));
  for (auto& g : games) {
    HttpAnswer a = post(url, "/api/games",
                        {{"variant", "chess960"},
                         {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                         {"take", {0, 1}},
                         {"clock", {{"initial_s", o.clock_initial_s}, {"increment_s", 0}}}});
    if (a.status != 201) throw std::runtime_error("cannot create a game: " + a.body);
    g.id = a.as_json()["id"];
    g.token = a.as_json()["tokens"]["0"];
  }

  std::atomic<bool> stop{false};
  std::atomic<long> acknowledged{0};
  std::vector<std::thread> clients;
  for (int c = 0; c < o.games; ++c)
    clients.emplace_back([&, c] {
      Game& g = games[std::size_t(c)];
      std::mt19937_64 rng(o.seed * 1000 + std::uint64_t(c));
      bool cut = false;  // the connection was lost: the next state is a reconnection
      while (!stop && !g.finished) {
        try {
          WsClient ws(current_url());
          ws.send({{"type", "watch"}, {"game", g.id}, {"token", g.token}});
          json s = ws.next_of("state");
          if (cut) {
            std::lock_guard lock(mutex);
            report.reconnect_ms.push_back(
                std::chrono::duration<double, std::milli>(Clock::now() - last_kill).count());
            cut = false;
          }
          // What the restarted server holds must begin with everything acknowledged before.
          const json& history = s["view"]["history"];
          for (std::size_t i = 0; i < g.acknowledged.size(); ++i)
            if (i >= history.size() || history[i] != g.acknowledged[i]) {
              problem(fmt::format("game {}: acknowledged move {} ({}) is not in the history {}",
                                  g.id, i + 1, g.acknowledged[i].dump(), history.dump()));
              break;
            }
          g.acknowledged = history;
          while (!stop) {
            if (s["game"]["status"] != "playing") {
              g.finished = true;
              break;
            }
            const json& legal = s["view"]["legal"];
            if (legal.empty()) {
              s = ws.next_of("state");
              continue;
            }
            if (o.think_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(o.think_ms));
            std::size_t ply = s["ply"];
            ws.send(
                {{"type", "move"}, {"move", legal[rng() % legal.size()]["text"]}, {"ply", ply}});
            s = ws.state_at(ply + 1);
            g.acknowledged = s["view"]["history"];
            ++acknowledged;
          }
        } catch (const std::exception& e) {
          if (getenv("FAULT_DEBUG")) fmt::print(stderr, "client {}: {}\n", c, e.what());
          // The server is gone (killed) or not back yet: try again shortly.
          cut = true;
          std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
      }
    });

  // Each stretch of play lasts its random gap and, on a busy machine (the sanitizers, a loaded CI
  // core), until `want` more moves were acknowledged in it, so that every kill falls on games in
  // play whatever the pace; a server that acknowledges nothing for half a minute ends the wait
  // (and the caller's count of acknowledged moves says so).
  auto play_for = [&](int gap_ms, long want) {
    long from = acknowledged;
    std::this_thread::sleep_for(std::chrono::milliseconds(gap_ms));
    for (int waited = 0; acknowledged - from < want && waited < 30'000; waited += 20)
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
  };
  std::mt19937_64 rng(o.seed);
  for (int k = 0; k < o.kills; ++k) {
    int gap = o.min_gap_ms + int(rng() % std::uint64_t(o.max_gap_ms - o.min_gap_ms + 1));
    play_for(gap, o.games);
    std::lock_guard lock(mutex);
    server->kill_now();
    last_kill = Clock::now();
    server = std::make_unique<ServerProcess>(o.binary, dir.string(), "", o.serve_args);
    url = server->url();
    ++report.kills;
  }
  // A last stretch of play after the last restart, then the end.
  play_for(o.min_gap_ms, o.games);
  stop = true;
  for (auto& t : clients) t.join();
  report.acknowledged = acknowledged;

  // Read every game back from the store after a clean restart.
  server->stop();
  server = std::make_unique<ServerProcess>(o.binary, dir.string(), "", o.serve_args);
  for (const auto& g : games) {
    HttpAnswer a = get(server->url(), "/api/games/" + g.id);
    if (a.status != 200) {
      report.problems.push_back("game " + g.id + " cannot be read back: " + a.body);
      report.lost += long(g.acknowledged.size());
      continue;
    }
    json page = a.as_json();
    const json& history = page["view"]["history"];
    for (std::size_t i = 0; i < g.acknowledged.size(); ++i)
      if (i >= history.size() || history[i] != g.acknowledged[i]) {
        report.lost += long(g.acknowledged.size() - i);
        report.problems.push_back(
            fmt::format("game {}: the store lost acknowledged moves from {}", g.id, i + 1));
        break;
      }
    if (history.size() > g.acknowledged.size() + 1)
      report.problems.push_back(fmt::format("game {}: {} moves stored, {} acknowledged", g.id,
                                            history.size(), g.acknowledged.size()));
    if (page["game"]["status"] != "playing") ++report.finished;
    // The clock: within its bounds (no increment), and running for the side to move once both
    // have moved.
    const json& clock = page["clock"];
    for (const json& ms : clock["remaining_ms"])
      if (ms.get<std::int64_t>() < 0 || ms.get<std::int64_t>() > o.clock_initial_s * 1000)
        report.problems.push_back(fmt::format("game {}: a clock shows {} ms", g.id, ms.dump()));
    if (page["game"]["status"] == "playing" && !clock["running"].is_null() &&
        clock["running"].get<std::size_t>() != history.size() % 2)
      report.problems.push_back(fmt::format("game {}: the clock runs for seat {} after {} moves",
                                            g.id, clock["running"].dump(), history.size()));
  }
  server->stop();
  server.reset();
  fs::remove_all(dir);
  return report;
}

}  // namespace menagerie::harness
