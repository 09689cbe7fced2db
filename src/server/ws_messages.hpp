// What one WebSocket client's messages ask, read apart from the socket (ws_session.cpp keeps the
// connection, its rate limit and its queue), so that tests and the fuzzer drive the server's message
// handling in-process. The messages are the ones docs/api.md lists.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "server/site.hpp"

namespace menagerie::server {

// The game a client follows, and the seats its token holds there (none: a spectator).
struct Following {
  std::shared_ptr<Room> room;
  std::vector<int> seats;
};

// A well-formed "watch": the game to follow and the token (empty: as a spectator). Finding the game
// may load it from the store, which is work for the work pool, not for the caller's thread: the
// caller looks it up (Hub::find_async, or Hub::find where waiting is fine) and calls follow().
struct WatchRequest {
  std::string game, token;
  // The account logged in on the socket (0: none). Without a token, the seats it holds are the
  // watcher's: a player's game goes on from any device they log in on.
  std::int64_t account_id = 0;
  // Read the game's seats from the store before following it: another server node may have given
  // the token its seat a moment ago (docs/scaling.md).
  bool fresh_seats = false;
};

// The immediate answer to one message (pong, or an error), which the session sends before anything
// the room sends later.
struct WsAnswer {
  std::string text;      // empty: nothing to send at once
  bool refused = false;  // the message was refused (`text` is the error): the session counts it
  std::optional<WatchRequest> watch;  // a "watch" to carry out
};

// Handles one text message from `who`: "ping" here, "watch" checked and handed back, the rest by the
// room `following` names. A message that is too long, not JSON, or not understood is refused and
// changes nothing.
WsAnswer handle_ws_message(Following& following, const std::shared_ptr<Subscriber>& who,
                           const std::string& text);

// Carries out a watch once its game is found (`room` null: not found, `failure` says why). `retry`:
// the room left memory between the lookup and the watch, or (several nodes) the token or account
// holds no seat that this node knows of yet, so the caller looks the game up again with fresh_seats.
WsAnswer follow(Following& following, const std::shared_ptr<Subscriber>& who,
                const WatchRequest& request, const std::shared_ptr<Room>& room,
                const std::string& failure, bool& retry);

// The error message a refused request gets: {"type": "error", "message": why, "request": type}.
std::string ws_error(const std::string& why, const std::string& request);

}  // namespace menagerie::server
