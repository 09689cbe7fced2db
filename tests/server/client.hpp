// A small blocking HTTP and WebSocket client for the server tests (Boost.Beast).
#pragma once

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace menagerie::testing {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = boost::asio::ip::tcp;
using nlohmann::json;

// "http://127.0.0.1:PORT/" → "PORT".
inline std::string port_of(const std::string& url) {
  auto colon = url.rfind(':');
  return url.substr(colon + 1, url.size() - colon - 2);
}

struct HttpAnswer {
  int status = 0;
  std::string body;
  std::string content_type;
  json as_json() const { return json::parse(body); }
};

inline HttpAnswer http_request(const std::string& url, http::verb verb, const std::string& target,
                               const std::string& body = "") {
  boost::asio::io_context io;
  tcp::resolver resolver(io);
  beast::tcp_stream stream(io);
  stream.connect(resolver.resolve("127.0.0.1", port_of(url)));
  http::request<http::string_body> req{verb, target, 11};
  req.set(http::field::host, "127.0.0.1");
  if (!body.empty()) {
    req.set(http::field::content_type, "application/json");
    req.body() = body;
  }
  req.prepare_payload();
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  http::read(stream, buffer, res);
  beast::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  return {int(res.result_int()), res.body(), std::string(res[http::field::content_type])};
}

inline HttpAnswer get(const std::string& url, const std::string& target) {
  return http_request(url, http::verb::get, target);
}
inline HttpAnswer post(const std::string& url, const std::string& target, const json& body) {
  return http_request(url, http::verb::post, target, body.dump());
}

class WsClient {
 public:
  explicit WsClient(const std::string& url) : ws_(io_) {
    tcp::resolver resolver(io_);
    auto results = resolver.resolve("127.0.0.1", port_of(url));
    beast::get_lowest_layer(ws_).connect(results);
    ws_.handshake("127.0.0.1", "/ws");
  }

  void send(const json& m) { send_text(m.dump()); }
  void send_text(const std::string& text) {
    ws_.text(true);
    ws_.write(boost::asio::buffer(text));
  }
  void send_binary(const std::string& bytes) {
    ws_.binary(true);
    ws_.write(boost::asio::buffer(bytes));
  }

  // The next message (throws when the socket closes or nothing comes within 20 s). A blocking
  // read would ignore the stream's expiry, so the read is asynchronous and the wait bounded.
  json next() { return json::parse(next_text()); }

  // The next message as the server wrote it.
  std::string next_text() {
    beast::flat_buffer buffer;
    beast::error_code ec = boost::asio::error::would_block;
    ws_.async_read(buffer, [&](beast::error_code e, std::size_t) { ec = e; });
    io_.restart();
    io_.run_for(std::chrono::seconds(20));
    if (ec == boost::asio::error::would_block) {
      beast::get_lowest_layer(ws_).cancel();  // end the read before the buffer goes
      io_.restart();
      io_.run();
      throw std::runtime_error("no message came within 20 s" + seen_errors());
    }
    if (ec) throw beast::system_error(ec);
    return beast::buffers_to_string(buffer.data());
  }

  // Skips messages until one of `type` arrives (and, for "state", until `ready` accepts it).
  // Errors skipped on the way are kept, to say why an awaited message never came.
  json next_of(const std::string& type, const std::function<bool(const json&)>& ready = nullptr) {
    for (int i = 0; i < 100; ++i) {
      json m = next();
      if (m["type"] == type && (!ready || ready(m))) return m;
      if (m["type"] == "error") errors_.push_back(m.dump());
    }
    throw std::runtime_error("no " + type + " message came" + seen_errors());
  }

  // The state once the game has `ply` moves.
  json state_at(std::size_t ply) {
    return next_of("state", [&](const json& m) { return m["ply"] == ply; });
  }

 private:
  boost::asio::io_context io_;
  websocket::stream<beast::tcp_stream> ws_;
  std::vector<std::string> errors_;

  std::string seen_errors() const {
    std::string out;
    for (const auto& e : errors_) out += (out.empty() ? "; errors skipped: " : ", ") + e;
    return out;
  }
};

// A WebSocket following game `id` (as the seat `token` holds, or as a spectator when it is empty),
// its first state message given back through `first`.
inline std::unique_ptr<WsClient> follow(const std::string& url, const std::string& id,
                                        const std::string& token, json* first = nullptr) {
  auto ws = std::make_unique<WsClient>(url);
  json watch = {{"type", "watch"}, {"game", id}};
  if (!token.empty()) watch["token"] = token;
  ws->send(watch);
  json s = ws->next_of("state");
  if (first) *first = s;
  return ws;
}

// A short game, as the eviction test and the soak bench play many: Chess960 created with both seats
// taken, watched over a socket of its own (one socket for many would pass the limit of messages a
// second), resigned, and seen finished. Returns its id; throws when any step fails.
inline std::string play_short_game(const std::string& url) {
  json created = post(url, "/api/games",
                      {{"variant", "chess960"},
                       {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                       {"take", {0, 1}}})
                     .as_json();
  WsClient ws(url);
  ws.send({{"type", "watch"}, {"game", created["id"]}, {"token", created["tokens"]["0"]}});
  ws.next_of("state");
  ws.send({{"type", "resign"}});
  ws.next_of("state", [](const json& m) { return m["game"]["status"] == "finished"; });
  return created["id"];
}

}  // namespace menagerie::testing
