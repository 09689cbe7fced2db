// The game server without its sockets, for the HTTP and WebSocket fuzz targets: the hub on an
// in-memory store, a clock that moves only when told, and a fresh game for every input, whose id
// and seat tokens the input writes as $GAME, $TOKEN (seat 0) and $TOKEN2 (seat 1).
#pragma once

#include <boost/asio/io_context.hpp>

#include <atomic>
#include <memory>
#include <string>
#include <string_view>

#include "server/http_session.hpp"
#include "support/memory_store.hpp"

namespace menagerie::server {
class Pairing;
}

namespace menagerie::fuzz {

class ServerRig {
 public:
  // `web_dir`: where the web client's files are served from (empty: not built).
  explicit ServerRig(std::string web_dir = "");
  ~ServerRig();
  ServerRig(const ServerRig&) = delete;
  ServerRig& operator=(const ServerRig&) = delete;

  // Starts an input from its first line, "VARIANT [clock] [OPTIONS]": a new game of that variant
  // with every seat human, a clock when asked, and OPTIONS (a JSON object; default: none). False
  // when no such game can be created. Every few hundred inputs the hub and the store start afresh,
  // since a hub keeps every game it has seen.
  bool begin(std::string_view first_line);
  // `text` with $GAME, $TOKEN and $TOKEN2 replaced by this input's game id and tokens.
  std::string substitute(std::string_view text) const;
  // Waits until every write is durable and its consequences (broadcasts, queued requests) are done.
  void settle();
  void advance_clock(std::int64_t ms) { now_ms_ += ms; }
  // Stops the computer, analysis and work threads (at exit; the rig serves nothing afterwards).
  void stop_threads();

  server::Site& site() { return *site_; }
  const std::string& game() const { return game_; }
  // The game rebuilt from what the store holds, as after a restart, must be the game being played:
  // the same state for a spectator (view, seats, clock, offers, result).
  void check_replay();

 private:
  struct Parts;
  std::unique_ptr<Parts> parts_;
  std::unique_ptr<server::Hub> hub_;
  std::unique_ptr<server::Pairing> pairing_;
  std::unique_ptr<server::Site> site_;
  std::atomic<std::int64_t> now_ms_{1'700'000'000'000};
  std::string web_dir_;
  int inputs_ = 0;
  std::string game_, token_, token2_;
};

}  // namespace menagerie::fuzz
