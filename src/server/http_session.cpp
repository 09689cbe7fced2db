#include "server/http_session.hpp"

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <optional>

#include "server/rate_limit.hpp"
#include "server/routes.hpp"
#include "server/ws_session.hpp"

namespace menagerie::server {

namespace beast = boost::beast;

namespace {

constexpr std::size_t kMaxBody = 64 * 1024;

class HttpSession : public std::enable_shared_from_this<HttpSession> {
 public:
  HttpSession(boost::asio::ip::tcp::socket socket, Site& site)
      : stream_(std::move(socket)), site_(site) {}

  void run() {
    boost::asio::dispatch(stream_.get_executor(), [self = shared_from_this()] { self->read(); });
  }

 private:
  void read() {
    parser_.emplace();
    parser_->body_limit(kMaxBody);
    stream_.expires_after(std::chrono::seconds(60));
    http::async_read(
        stream_, buffer_, *parser_,
        [self = shared_from_this()](beast::error_code ec, std::size_t) { self->on_read(ec); });
  }

  void on_read(beast::error_code ec) {
    if (ec == http::error::end_of_stream) return shut();
    if (ec == http::error::body_limit) {
      Request req;
      req.version(11);
      req.keep_alive(false);
      Response res{http::status::payload_too_large, 11};
      res.set(http::field::content_type, "application/json");
      res.body() = R"({"error":"the request body is larger than 64 KiB"})";
      res.keep_alive(false);
      res.prepare_payload();
      return write(std::move(res));
    }
    if (ec) return;  // timeouts and resets: just drop the connection
    if (beast::websocket::is_upgrade(parser_->get())) {
      if (parser_->get().target() != "/ws") return shut();
      stream_.expires_never();
      return start_ws_session(stream_.release_socket(), site_, parser_->release());
    }
    Request req = parser_->release();
    if (!limit_.allow()) {
      Response res{http::status::too_many_requests, req.version()};
      res.set(http::field::content_type, "application/json");
      res.set(http::field::retry_after, "1");
      res.body() = R"({"error":"too many requests on this connection: at most 50 a second"})";
      res.keep_alive(req.keep_alive());
      res.prepare_payload();
      return write(std::move(res));
    }
    // The client's address: the analysis pool bounds the jobs each client runs.
    beast::error_code addr_ec;
    auto peer = stream_.socket().remote_endpoint(addr_ec);
    std::string client = addr_ec ? "" : peer.address().to_string();
    route(site_, req, client,
          [self = shared_from_this(), head = req.method() == http::verb::head](Response res) {
            // Answers may come from the store's thread: hop back onto this connection's strand.
            boost::asio::post(self->stream_.get_executor(),
                              [self, res = std::move(res), head]() mutable {
                                if (head) res.body().clear();
                                self->write(std::move(res));
                              });
          });
  }

  void write(Response res) {
    auto message = std::make_shared<Response>(std::move(res));
    bool keep = message->keep_alive();
    http::async_write(
        stream_, *message,
        [self = shared_from_this(), message, keep](beast::error_code ec, std::size_t) {
          if (ec) return;
          if (!keep) return self->shut();
          self->read();
        });
  }

  void shut() {
    beast::error_code ec;
    stream_.socket().shutdown(boost::asio::ip::tcp::socket::shutdown_send, ec);
  }

  beast::tcp_stream stream_;
  Site& site_;
  beast::flat_buffer buffer_;
  std::optional<http::request_parser<http::string_body>> parser_;
  RateLimit limit_{50, 100};
};

}  // namespace

void start_http_session(boost::asio::ip::tcp::socket socket, Site& site) {
  std::make_shared<HttpSession>(std::move(socket), site)->run();
}

}  // namespace menagerie::server
