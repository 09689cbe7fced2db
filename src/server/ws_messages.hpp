// What one WebSocket client's messages ask, read apart from the socket (ws_session.cpp keeps the
// connection, its rate limit and its queue), so that tests and the fuzzer drive the server's message
// handling in-process. The messages are the ones docs/api.md lists.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "server/http_session.hpp"

namespace menagerie::server {

// The game a client follows, and the seats its token holds there (none: a spectator).
struct Following {
  std::shared_ptr<Room> room;
  std::vector<int> seats;
};

// The immediate answer to one message (pong, or an error), which the session sends before anything
// the room sends later.
struct WsAnswer {
  std::string text;      // empty: nothing to send at once
  bool refused = false;  // the message was refused (`text` is the error): the session counts it
};

// Handles one text message from `who`: "ping" and "watch" here, the rest by the room `following`
// names. A message that is too long, not JSON, or not understood is refused and changes nothing.
WsAnswer handle_ws_message(Site& site, Following& following, const std::shared_ptr<Subscriber>& who,
                           const std::string& text);

// The error message a refused request gets: {"type": "error", "message": why, "request": type}.
std::string ws_error(const std::string& why, const std::string& request);

}  // namespace menagerie::server
