#include "server/ws_session.hpp"

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <deque>
#include <optional>

#include "server/account_http.hpp"
#include "server/accounts_api.hpp"
#include "server/rate_limit.hpp"
#include "server/work_pool.hpp"
#include "server/ws_messages.hpp"

namespace menagerie::server {

namespace beast = boost::beast;
namespace websocket = beast::websocket;

namespace {

constexpr std::size_t kMaxFrame = 64 * 1024;  // larger still: the connection is closed
constexpr std::size_t kMaxOutbox = 512;       // a client this far behind is dropped
constexpr int kMaxStrikes = 50;               // refused messages before the socket is closed

class WsSession final : public Subscriber, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(boost::asio::ip::tcp::socket socket, Site& site)
      : ws_(std::move(socket)), site_(site) {}

  void run(beast::http::request<beast::http::string_body> upgrade) {
    // The session cookie names the player whose seats this socket may act for: only when the page
    // that opened it is this site's (a foreign page's socket is a guest's).
    bool tls = upgrade["X-Forwarded-Proto"] == "https";
    if (site_.accounts &&
        !foreign_origin_error(upgrade[beast::http::field::origin],
                              upgrade[beast::http::field::host], tls) &&
        session_token(upgrade[beast::http::field::cookie]))
      cookie_ = std::string(upgrade[beast::http::field::cookie]);
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::server));
    ws_.read_message_max(kMaxFrame);
    ws_.async_accept(upgrade, [self = shared_from_this()](beast::error_code ec) {
      if (!ec) self->read();
    });
  }

  void send(std::string text) override {
    boost::asio::post(ws_.get_executor(),
                      [self = shared_from_this(), text = std::move(text)]() mutable {
                        self->enqueue(std::move(text));
                      });
  }

 private:
  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) {
        return self->leave();  // closed, reset, or beyond kMaxFrame (Beast closes with too_big)
      }
      std::string text = beast::buffers_to_string(self->buffer_.data());
      self->buffer_.consume(self->buffer_.size());
      bool text_frame = self->ws_.got_text();
      self->on_message(text, text_frame);
      if (!self->closed_) self->read();
    });
  }

  void on_message(const std::string& text, bool text_frame) {
    if (!limit_.allow()) return refuse("too many messages: at most 20 a second", "");
    if (!text_frame) return refuse("send JSON in text frames, not binary", "");
    WsAnswer answer = handle_ws_message(following_, shared_from_this(), text);
    if (answer.watch) return watch_as_player(std::move(*answer.watch));
    reply(std::move(answer));
  }

  // Finds whose session the cookie holds (a store read, on the work pool; once a socket), then
  // the game.
  void watch_as_player(WatchRequest request) {
    if (cookie_.empty() || account_id_) {
      request.account_id = account_id_.value_or(0);
      return find(request, 0);
    }
    bool queued = site_.work.submit([self = shared_from_this(), request]() mutable {
      std::int64_t id = 0;
      try {
        if (auto account = self->site_.accounts->account_of(self->cookie_)) id = account->id;
      } catch (const std::exception&) {
        // The store failed: the socket goes on as a guest's (a spectator) and asks again next time.
        return boost::asio::dispatch(self->ws_.get_executor(), [self, request] {
          if (!self->closed_) self->find(request, 0);
        });
      }
      boost::asio::dispatch(self->ws_.get_executor(), [self, request, id]() mutable {
        if (self->closed_) return;
        self->account_id_ = id;
        request.account_id = id;
        self->find(request, 0);
      });
    });
    if (!queued) refuse("the server is busy: watch again in a moment", "watch");
  }

  void reply(WsAnswer answer) {
    if (!answer.text.empty()) enqueue(std::move(answer.text));
    if (answer.refused) strike();
  }

  // A game not in memory is loaded on the work pool; what follows runs on this connection's
  // strand again (at once when the game was in memory).
  void find(const WatchRequest& request, int tries) {
    site_.hub.find_async(
        request.game, request.fresh_seats,
        [self = shared_from_this(), request, tries](std::shared_ptr<Room> room,
                                                    const Reply& failure) {
          std::string why = failure.body.is_object() ? failure.body.value("error", "") : "";
          boost::asio::dispatch(self->ws_.get_executor(), [self, request, tries, room, why] {
            if (self->closed_) return;
            bool retry = false;
            WsAnswer answer = follow(self->following_, self, request, room, why, retry);
            // It left memory between the lookup and the watch (the next lookup loads it again), or
            // another node gave the token its seat (the next one reads the seats from the store).
            if (retry && tries < 3) {
              WatchRequest again = request;
              again.fresh_seats = true;
              return self->find(again, tries + 1);
            }
            self->reply(std::move(answer));
          });
        });
  }

  // On the strand: errors are queued at once, so they go out before a close that follows them.
  void refuse(const std::string& why, const std::string& request) {
    enqueue(ws_error(why, request));
    strike();
  }

  void strike() {
    if (++strikes_ > kMaxStrikes) close(websocket::close_code::policy_error);
  }

  void enqueue(std::string text) {
    if (closed_) return;
    if (outbox_.size() >= kMaxOutbox) return close(websocket::close_code::policy_error);
    outbox_.push_back(std::move(text));
    if (outbox_.size() == 1) write();
  }

  void write() {
    ws_.text(true);
    ws_.async_write(boost::asio::buffer(outbox_.front()),
                    [self = shared_from_this()](beast::error_code ec, std::size_t) {
                      if (ec) return self->leave();
                      self->outbox_.pop_front();
                      if (!self->outbox_.empty())
                        self->write();
                      else if (self->close_code_)
                        self->finish_close();
                    });
  }

  // Stops taking messages, sends what is queued, then closes with `code`.
  void close(websocket::close_code code) {
    if (closed_) return;
    closed_ = true;
    close_code_ = code;
    leave();
    if (outbox_.empty()) finish_close();
  }

  void finish_close() {
    ws_.async_close(*close_code_, [self = shared_from_this()](beast::error_code) {});
  }

  void leave() {
    closed_ = true;
    if (following_.room) following_.room->unwatch(this);
    following_.room.reset();
  }

  websocket::stream<beast::tcp_stream> ws_;
  Site& site_;
  beast::flat_buffer buffer_;
  std::deque<std::string> outbox_;
  RateLimit limit_{20, 40};
  int strikes_ = 0;
  bool closed_ = false;
  std::optional<websocket::close_code> close_code_;
  Following following_;
  std::string cookie_;                      // a same-site session cookie, or empty
  std::optional<std::int64_t> account_id_;  // whose it is (0: nobody's), once looked up
};

}  // namespace

void start_ws_session(boost::asio::ip::tcp::socket socket, Site& site,
                      beast::http::request<beast::http::string_body> upgrade) {
  std::make_shared<WsSession>(std::move(socket), site)->run(std::move(upgrade));
}

}  // namespace menagerie::server
