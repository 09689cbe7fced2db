// A small blocking HTTP and WebSocket client for the server tests and benches. Its Boost.Beast
// code lives in tests/support/client.cpp (the library menagerie_test_client), compiled once:
// as an inline header it was instantiated again in every file that used it, which cost the
// release tree a minute of CI's compile time.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace menagerie::harness {

using nlohmann::json;

// "http://127.0.0.1:PORT/" → "PORT".
std::string port_of(const std::string& url);

struct HttpAnswer {
  int status = 0;
  std::string body;
  std::string content_type;
  std::string set_cookie;  // the Set-Cookie header, when the answer has one
  json as_json() const { return json::parse(body); }
};

enum class Verb { get, post, delete_ };

using Headers = std::vector<std::pair<std::string, std::string>>;

// `headers` are added to the request, after the client's own (Host, and Content-Type
// application/json with a body), which they replace when they name the same field.
HttpAnswer http_request(const std::string& url, Verb verb, const std::string& target,
                        const std::string& body = "", const Headers& headers = {});

inline HttpAnswer get(const std::string& url, const std::string& target) {
  return http_request(url, Verb::get, target);
}
inline HttpAnswer post(const std::string& url, const std::string& target, const json& body) {
  return http_request(url, Verb::post, target, body.dump());
}

// One kept-alive HTTP connection: each get() is another request on the same socket.
class HttpConnection {
 public:
  explicit HttpConnection(const std::string& url);
  ~HttpConnection();
  int get_status(const std::string& target);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

class WsClient {
 public:
  // `headers` go with the upgrade request (a session's Cookie, an Origin).
  explicit WsClient(const std::string& url, const Headers& headers = {});
  ~WsClient();

  void send(const json& m) { send_text(m.dump()); }
  void send_text(const std::string& text);
  void send_binary(const std::string& bytes);

  // The next message (throws when the socket closes or nothing comes within 20 s).
  json next() { return json::parse(next_text()); }
  // The next message as the server wrote it.
  std::string next_text();

  // Skips messages until one of `type` arrives (and, for "state", until `ready` accepts it).
  // Errors skipped on the way are kept, to say why an awaited message never came.
  json next_of(const std::string& type, const std::function<bool(const json&)>& ready = nullptr);

  // The state once the game has `ply` moves.
  json state_at(std::size_t ply) {
    return next_of("state", [&](const json& m) { return m["ply"] == ply; });
  }

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  std::vector<std::string> errors_;

  std::string seen_errors() const;
};

// A WebSocket following game `id` (as the seat `token` holds, or as a spectator when it is empty),
// its first state message given back through `first`.
std::unique_ptr<WsClient> follow(const std::string& url, const std::string& id,
                                 const std::string& token, json* first = nullptr);

// A short game, as the eviction test and the soak bench play many: Chess960 created with both seats
// taken, watched over a socket of its own (one socket for many would pass the limit of messages a
// second), resigned, and seen finished. Returns its id; throws when any step fails.
std::string play_short_game(const std::string& url);

}  // namespace menagerie::harness
