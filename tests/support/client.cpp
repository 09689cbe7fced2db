// The test client's Boost.Beast side (tests/server/client.hpp), compiled once.
#include "server/client.hpp"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <chrono>
#include <stdexcept>

namespace menagerie::harness {

namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = boost::asio::ip::tcp;

std::string port_of(const std::string& url) {
  auto colon = url.rfind(':');
  return url.substr(colon + 1, url.size() - colon - 2);
}

namespace {

http::verb beast_verb(Verb v) {
  switch (v) {
    case Verb::get: return http::verb::get;
    case Verb::post: return http::verb::post;
    case Verb::delete_: return http::verb::delete_;
  }
  return http::verb::get;
}

}  // namespace

HttpAnswer http_request(const std::string& url, Verb verb, const std::string& target,
                        const std::string& body, const Headers& headers) {
  boost::asio::io_context io;
  tcp::resolver resolver(io);
  beast::tcp_stream stream(io);
  stream.connect(resolver.resolve("127.0.0.1", port_of(url)));
  http::request<http::string_body> req{beast_verb(verb), target, 11};
  req.set(http::field::host, "127.0.0.1");
  if (!body.empty()) {
    req.set(http::field::content_type, "application/json");
    req.body() = body;
  }
  for (const auto& [field, value] : headers) req.set(field, value);
  req.prepare_payload();
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  http::read(stream, buffer, res);
  beast::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  return {int(res.result_int()), res.body(), std::string(res[http::field::content_type]),
          std::string(res[http::field::set_cookie])};
}

struct HttpConnection::Impl {
  boost::asio::io_context io;
  beast::tcp_stream stream{io};
};

HttpConnection::HttpConnection(const std::string& url) : impl_(std::make_unique<Impl>()) {
  impl_->stream.connect(tcp::resolver(impl_->io).resolve("127.0.0.1", port_of(url)));
}
HttpConnection::~HttpConnection() = default;

int HttpConnection::get_status(const std::string& target) {
  http::request<http::string_body> req{http::verb::get, target, 11};
  req.set(http::field::host, "127.0.0.1");
  http::write(impl_->stream, req);
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  http::read(impl_->stream, buffer, res);
  return int(res.result_int());
}

struct WsClient::Impl {
  boost::asio::io_context io;
  websocket::stream<beast::tcp_stream> ws{io};
};

WsClient::WsClient(const std::string& url, const Headers& headers)
    : impl_(std::make_unique<Impl>()) {
  tcp::resolver resolver(impl_->io);
  auto results = resolver.resolve("127.0.0.1", port_of(url));
  beast::get_lowest_layer(impl_->ws).connect(results);
  impl_->ws.set_option(websocket::stream_base::decorator([headers](websocket::request_type& req) {
    for (const auto& [field, value] : headers) req.set(field, value);
  }));
  impl_->ws.handshake("127.0.0.1", "/ws");
}
WsClient::~WsClient() = default;

void WsClient::send_text(const std::string& text) {
  impl_->ws.text(true);
  impl_->ws.write(boost::asio::buffer(text));
}

void WsClient::send_binary(const std::string& bytes) {
  impl_->ws.binary(true);
  impl_->ws.write(boost::asio::buffer(bytes));
}

// A blocking read would ignore the stream's expiry, so the read is asynchronous and the wait
// bounded.
std::string WsClient::next_text() {
  beast::flat_buffer buffer;
  beast::error_code ec = boost::asio::error::would_block;
  impl_->ws.async_read(buffer, [&](beast::error_code e, std::size_t) { ec = e; });
  impl_->io.restart();
  impl_->io.run_for(std::chrono::seconds(20));
  if (ec == boost::asio::error::would_block) {
    beast::get_lowest_layer(impl_->ws).cancel();  // end the read before the buffer goes
    impl_->io.restart();
    impl_->io.run();
    throw std::runtime_error("no message came within 20 s" + seen_errors());
  }
  if (ec) throw beast::system_error(ec);
  return beast::buffers_to_string(buffer.data());
}

json WsClient::next_of(const std::string& type, const std::function<bool(const json&)>& ready) {
  for (int i = 0; i < 100; ++i) {
    json m = next();
    if (m["type"] == type && (!ready || ready(m))) return m;
    if (m["type"] == "error") errors_.push_back(m.dump());
  }
  throw std::runtime_error("no " + type + " message came" + seen_errors());
}

std::string WsClient::seen_errors() const {
  std::string out;
  for (const auto& e : errors_) out += (out.empty() ? "; errors skipped: " : ", ") + e;
  return out;
}

std::unique_ptr<WsClient> follow(const std::string& url, const std::string& id,
                                 const std::string& token, json* first) {
  auto ws = std::make_unique<WsClient>(url);
  json watch = {{"type", "watch"}, {"game", id}};
  if (!token.empty()) watch["token"] = token;
  ws->send(watch);
  json s = ws->next_of("state");
  if (first) *first = s;
  return ws;
}

std::string play_short_game(const std::string& url) {
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

}  // namespace menagerie::harness
