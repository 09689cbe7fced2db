#include <iostream>

#include "cli/commands.hpp"
#include "cli/install_dirs.hpp"
#include "server/server.hpp"

namespace menagerie::cli {

void add_serve(CLI::App& app) {
  auto* cmd = app.add_subcommand("serve", "Serve games to browsers (HTTP and WebSocket)");
  auto options = std::make_shared<server::ServerOptions>();
  // Installed beside the program, else the source tree it was built in (install_dirs.hpp).
  DataDirs dirs = default_data_dirs();
  options->web_dir = dirs.web;
  options->docs_dir = dirs.docs;
  cmd->add_option("--host", options->host, "Address to listen on")->capture_default_str();
  cmd->add_option("--port", options->port, "Port (0: any free port)")->capture_default_str();
  cmd->add_option("--data", options->data_dir, "Folder for the SQLite database")
      ->capture_default_str();
  cmd->add_option("--postgres", options->postgres, "Use PostgreSQL at this URL instead of SQLite");
  cmd->add_option("--takeover-ms", options->takeover_ms,
                  "With PostgreSQL: how long to wait for another node's computer move before "
                  "making it here")
      ->check(CLI::Range(100, 3'600'000))
      ->capture_default_str();
  cmd->add_option("--web", options->web_dir, "The built web client")->capture_default_str();
  cmd->add_option("--docs", options->docs_dir, "The docs folder (rules pages)")
      ->capture_default_str();
  cmd->add_option("--threads", options->threads, "Network threads")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  cmd->add_option("--computers", options->computers, "Threads for computer players")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  cmd->add_option("--analysis-threads", options->analysts,
                  "Threads for game analyses (0: one per core)")
      ->check(CLI::Range(0, 64))
      ->capture_default_str();
  cmd->add_option("--workers", options->workers,
                  "Threads for requests that may take long (puzzles, loading stored games)")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  cmd->add_flag("--allow-chosen-seeds", options->allow_chosen_seeds,
                "Let a game's creator choose its seed (so its deal and secrets) even when others "
                "join it: for tests, and tournaments that publish their deals");
  cmd->add_flag("--cheap-passwords", options->cheap_passwords,
                "Hash passwords at libsodium's cheapest cost: for tests and benchmarks that sign "
                "many players up, never for real players");
  auto no_limits = std::make_shared<bool>(false);
  cmd->add_flag("--no-login-limits", *no_limits,
                "Lift the limits on log-in and sign-up attempts: for benchmarks only");
  cmd->add_option("--password-hashes", options->hashes,
                  "Passwords hashed at once at most (each takes 64 MiB at the normal cost)")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  auto offset_h = std::make_shared<double>(0);
  cmd->add_option("--clock-offset-hours", *offset_h,
                  "Run the server's clock this many hours ahead of the system's: for tests of "
                  "correspondence games across days (a restart with a later offset is the next "
                  "day), never for real players")
      ->check(CLI::Range(0.0, 24.0 * 366));
  auto evict_s = std::make_shared<double>(double(options->evict_after_ms) / 1000);
  cmd->add_option("--evict-after", *evict_s,
                  "Seconds after which a finished game nobody watches leaves memory (0: never)")
      ->check(CLI::Range(0.0, 1e7))
      ->capture_default_str();
  cmd->callback([options, evict_s, no_limits, offset_h] {
    options->evict_after_ms = std::int64_t(*evict_s * 1000);
    options->clock_offset_ms = std::int64_t(*offset_h * 3'600'000);
    options->login_limits = !*no_limits;
    // Which files are served, so that a surprising 404 explains itself.
    std::cout << "web client: " << options->web_dir << "\nrules pages: " << options->docs_dir
              << "/rules" << std::endl;
    server::serve(*options, [](const std::string& url) {
      std::cout << "Menagerie is serving at " << url << std::endl;
    });
  });
}

}  // namespace menagerie::cli
