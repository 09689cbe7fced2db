// The load-and-fault run (tests/support/fault_run.hpp) at length: N games played at once while the
// server is killed with SIGKILL at random moments and restarted on the same data. Prints the games,
// the moves acknowledged, the kills, the moves lost (must be 0) and the reconnect times.
//
//   bench_server_faults [--games 200] [--kills 10] [--think-ms 60] [--seed 1] [--postgres URL]
#include <algorithm>
#include <iostream>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "support/fault_run.hpp"

int main(int argc, char** argv) {
  CLI::App app{"Load and faults: games played while the server is killed and restarted"};
  menagerie::harness::FaultOptions o;
  o.binary = MENAGERIE_BINARY;
  o.games = 200;
  o.kills = 10;
  o.min_gap_ms = 500;
  o.max_gap_ms = 2000;
  app.add_option("--games", o.games, "Games played at once")->check(CLI::Range(1, 2000));
  app.add_option("--kills", o.kills, "Times the server is killed")->check(CLI::Range(0, 1000));
  app.add_option("--think-ms", o.think_ms, "A client's pause before each move")
      ->check(CLI::Range(0, 10000));
  app.add_option("--seed", o.seed, "Seed of the moves and of the moments of the kills");
  std::string postgres;
  app.add_option("--postgres", postgres,
                 "Run the server on this PostgreSQL database (default: SQLite)");
  CLI11_PARSE(app, argc, argv);
  if (!postgres.empty()) o.serve_args = {"--postgres", postgres};

  auto r = menagerie::harness::run_faults(o);
  auto at = [&](double p) {
    auto v = r.reconnect_ms;
    if (v.empty()) return 0.0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size())))];
  };
  fmt::print("games {}, moves acknowledged {}, kills {}, moves lost {}, games finished {}\n",
             r.games, r.acknowledged, r.kills, r.lost, r.finished);
  fmt::print("reconnects {}: p50 {:.0f} ms, p99 {:.0f} ms, max {:.0f} ms (from the kill)\n",
             r.reconnect_ms.size(), at(0.5), at(0.99), at(1.0));
  for (const auto& p : r.problems) fmt::print("problem: {}\n", p);
  return r.lost == 0 && r.problems.empty() ? 0 : 1;
}
