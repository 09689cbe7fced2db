#include "server/ws_session.hpp"

#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>

#include <deque>
#include <optional>

#include "server/rate_limit.hpp"

namespace menagerie::server {

namespace beast = boost::beast;
namespace websocket = beast::websocket;
using nlohmann::json;

namespace {

constexpr std::size_t kMaxMessage = 4096;     // larger ones are refused with an error
constexpr std::size_t kMaxFrame = 64 * 1024;  // larger still: the connection is closed
constexpr std::size_t kMaxOutbox = 512;       // a client this far behind is dropped
constexpr int kMaxStrikes = 50;               // refused messages before the socket is closed

class WsSession final : public Subscriber, public std::enable_shared_from_this<WsSession> {
 public:
  WsSession(boost::asio::ip::tcp::socket socket, Site& site)
      : ws_(std::move(socket)), site_(site) {}

  void run(beast::http::request<beast::http::string_body> upgrade) {
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
    if (text.size() > kMaxMessage) return refuse("a message is at most 4096 bytes", "");
    json m;
    try {
      m = json::parse(text);
    } catch (const json::parse_error&) {
      return refuse("the message is not valid JSON", "");
    }
    if (!m.is_object() || !m.contains("type") || !m["type"].is_string())
      return refuse("a message is a JSON object with a \"type\" string", "");
    std::string type = m["type"].get<std::string>();
    if (type == "ping") return enqueue(json{{"type", "pong"}}.dump());
    if (type == "watch") return watch(m);
    if (!room_) return refuse("send {\"type\": \"watch\", \"game\": ID} first", type);
    room_->request(shared_from_this(), seats_, m);
  }

  void watch(const json& m) {
    if (!m.contains("game") || !m["game"].is_string())
      return refuse("\"watch\" needs \"game\": the game id", "watch");
    std::string token;
    if (m.contains("token") && !m["token"].is_null()) {
      if (!m["token"].is_string()) return refuse("\"token\" must be text", "watch");
      token = m["token"].get<std::string>();
    }
    std::shared_ptr<Room> room;
    try {
      room = site_.hub.find(m["game"].get<std::string>());
    } catch (const std::exception& e) {
      return refuse(std::string("the game cannot be loaded: ") + e.what(), "watch");
    }
    if (!room) return refuse("no game " + m["game"].get<std::string>(), "watch");
    std::vector<int> seats = room->seats_of(token);
    if (!token.empty() && seats.empty())
      return refuse("that token holds no seat in this game", "watch");
    if (room_) room_->unwatch(this);
    room_ = room;
    seats_ = seats;
    room_->watch(shared_from_this(), seats_, token);
  }

  void refuse(const std::string& why, const std::string& request) {
    reply_error(why, request);
    if (++strikes_ > kMaxStrikes) close(websocket::close_code::policy_error);
  }

  // On the strand: errors are queued at once, so they go out before a close that follows them.
  void reply_error(const std::string& why, const std::string& request) {
    enqueue(json{{"type", "error"}, {"message", why}, {"request", request}}.dump());
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
    if (room_) room_->unwatch(this);
    room_.reset();
  }

  websocket::stream<beast::tcp_stream> ws_;
  Site& site_;
  beast::flat_buffer buffer_;
  std::deque<std::string> outbox_;
  RateLimit limit_{20, 40};
  int strikes_ = 0;
  bool closed_ = false;
  std::optional<websocket::close_code> close_code_;
  std::shared_ptr<Room> room_;
  std::vector<int> seats_;
};

}  // namespace

void start_ws_session(boost::asio::ip::tcp::socket socket, Site& site,
                      beast::http::request<beast::http::string_body> upgrade) {
  std::make_shared<WsSession>(std::move(socket), site)->run(std::move(upgrade));
}

}  // namespace menagerie::server
