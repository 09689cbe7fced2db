// Soak: many short games, one after another on a few clients, against a server in this process.
// Each game is created over HTTP, watched and resigned over a WebSocket of its own, and left; once
// over and unwatched it should leave the server's memory after --evict-after seconds. Prints, every
// --every games, the games played, the games the server holds in memory (GET /api/status) and this
// process's resident memory, so that the curve shows whether memory stays flat.
//
//   bench_server_soak [--games 100000] [--clients 4] [--every 10000] [--evict-after 2]
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <thread>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "server/client.hpp"
#include "server/server.hpp"
#include "support/server_process.hpp"

namespace {

using menagerie::harness::get;
using menagerie::harness::resident_mb;
using nlohmann::json;

int in_memory(const std::string& url) {
  return get(url, "/api/status").as_json()["games_in_memory"].get<int>();
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Soak: many short games; the server's memory along the way"};
  int games = 100000, clients = 4, every = 10000;
  double evict_after_s = 2;
  app.add_option("--games", games, "Games to play")->check(CLI::Range(1, 10'000'000));
  app.add_option("--clients", clients, "Clients playing at once")->check(CLI::Range(1, 64));
  app.add_option("--every", every, "Print a line every this many games")
      ->check(CLI::PositiveNumber);
  app.add_option("--evict-after", evict_after_s, "The server's --evict-after, seconds")
      ->check(CLI::Range(0.05, 3600.0));
  CLI11_PARSE(app, argc, argv);

  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / fmt::format("menagerie-soak-{}", ::getpid());
  fs::remove_all(dir);
  menagerie::server::ServerOptions o;
  o.port = 0;
  o.data_dir = (dir / "data").string();
  o.evict_after_ms = std::int64_t(evict_after_s * 1000);
  menagerie::server::Server server(o);
  std::string url = server.url();
  std::thread serving([&] { server.run(); });

  fmt::print("{:>10} {:>10} {:>16} {:>12}\n", "games", "seconds", "games in memory", "RSS MB");
  auto t0 = std::chrono::steady_clock::now();
  auto seconds = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  };
  fmt::print("{:>10} {:>10.1f} {:>16} {:>12.1f}\n", 0, 0.0, in_memory(url),
             resident_mb(::getpid()));
  std::atomic<int> next{0}, done{0}, failed{0};
  std::vector<std::thread> players;
  for (int c = 0; c < clients; ++c)
    players.emplace_back([&] {
      while (next.fetch_add(1) < games) {
        try {
          menagerie::harness::play_short_game(url);
        } catch (const std::exception& e) {
          if (failed.fetch_add(1) < 5) fmt::print(stderr, "a game failed: {}\n", e.what());
        }
        int n = done.fetch_add(1) + 1;
        if (n % every == 0)
          fmt::print("{:>10} {:>10.1f} {:>16} {:>12.1f}\n", n, seconds(), in_memory(url),
                     resident_mb(::getpid()));
      }
    });
  for (auto& p : players) p.join();
  // The last games' eviction: wait a few sweeps (at most half a minute).
  double idle_s = std::min(3 * evict_after_s, 30.0);
  std::this_thread::sleep_for(std::chrono::milliseconds(std::int64_t(idle_s * 1000)));
  fmt::print("{:>10} {:>10.1f} {:>16} {:>12.1f}  (after {} s idle)\n", games, seconds(),
             in_memory(url), resident_mb(::getpid()), idle_s);
  fmt::print("{} games in {:.1f} s ({:.0f} a second), {} failed\n", games, seconds(),
             games / seconds(), failed.load());
  server.stop();
  serving.join();
  fs::remove_all(dir);
  return failed.load() == 0 ? 0 : 1;
}
