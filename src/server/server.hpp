// `menagerie serve`: the game server. HTTP (static files for the web client, the REST API in
// docs/api.md) and WebSockets on one port, over Boost.Beast.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace menagerie::server {

struct ServerOptions {
  std::string host = "127.0.0.1";
  unsigned short port = 8080;  // 0: any free port (the URL printed says which)
  std::string data_dir = "data";
  std::string postgres;  // a connection URL; empty: SQLite under data_dir
  std::string web_dir;   // the built web client (index.html and assets)
  std::string docs_dir;  // docs/ (the rules pages)
  int threads = 2;       // network threads
  int computers = 1;     // computer-player threads
  int analysts = 0;      // threads for analyses (server/analysis_pool.hpp); 0: one per core
  int workers = 2;       // threads for requests that may take long (server/work_pool.hpp)
  int work_queue = 256;  // requests that may wait for them; beyond: "busy" (HTTP 503)
  // A finished game nobody watches or asks about for this long leaves memory (it is loaded from
  // the store when next asked for); 0: games stay in memory.
  std::int64_t evict_after_ms = 10 * 60 * 1000;
  // A lesson's game (the Learn page's) is deleted from the store once over and evicted, or after
  // this long unfinished with nobody watching or asking about it; 0: only once over.
  std::int64_t lesson_idle_ms = 60 * 60 * 1000;
  // With PostgreSQL, where other nodes may share the database: how long a node that learned of a
  // computer's turn from another node waits for that node's move before making it (docs/scaling.md).
  int takeover_ms = 30'000;
  // Whether a game's creator may choose its seed while leaving a human seat to others (who could
  // not trust a deal the creator knows): for tests, and tournaments that publish their deals.
  bool allow_chosen_seeds = false;
  // Accounts (docs/players.md): passwords are hashed at libsodium's interactive cost (64 MiB, about
  // a tenth of a second), at most `hashes` at once. Tests and sanitizer builds may choose the
  // cheapest cost, where each hash would otherwise take seconds.
  bool cheap_passwords = false;
  int hashes = 2;
  // The limits on log-in and sign-up attempts per address and per name; off only for a benchmark
  // that signs thousands of players up from one address.
  bool login_limits = true;
  // The wall clock, milliseconds since the Unix epoch (none: the system's). Tests set a clock of
  // their own to see a correspondence game's days pass.
  std::function<std::int64_t()> now_ms;
  // How far the system's clock is run ahead when `now_ms` is none (`serve --clock-offset-hours`:
  // a restart with a later offset is "the next day", for tests of correspondence in a browser).
  std::int64_t clock_offset_ms = 0;
};

// A running server: the constructor opens the store, resumes unfinished games and binds the port;
// run() serves until stop() (from any thread).
class Server {
 public:
  explicit Server(const ServerOptions& options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  const std::string& url() const;
  int resumed() const;
  void run();
  void stop();

 private:
  struct Parts;
  std::unique_ptr<Parts> parts_;
};

// Runs until SIGINT/SIGTERM. `ready` is called with the URL once the port is open.
int serve(const ServerOptions& options, const std::function<void(const std::string& url)>& ready);

}  // namespace menagerie::server
