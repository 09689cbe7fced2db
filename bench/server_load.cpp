// Load on the game server: N games, each between two WebSocket clients that play random legal
// moves with a think time, all at once. Prints moves per second and the move round trip (from
// sending a move to seeing it acknowledged) at p50 and p99. Starts its own server unless --url.
// With --nodes 2 and --postgres URL it starts two server nodes on that PostgreSQL instead: each
// game is created on the first and joined on the second, one player on each, and it also prints
// the cross-node round trip (from sending a move to the opponent, on the other node, seeing it).
// --postgres alone runs the one node on PostgreSQL. Figures: docs/scaling.md.
//
//   bench_server_load [--games 1000] [--seconds 30] [--think-ms 1000] [--url http://...] [--hotseat 1]
//                     [--nodes 2 --postgres URL] [--rated 1]
//
// --rated 1: every player is a signed-up account (the server it starts hashes passwords at the
// cheapest cost, without limits on sign-ups from one address) and every game is rated; when the time is up, the first player of each game
// resigns and the bench waits for the ratings to be written, printing how many games were rated
// and how long the last took.
// --hotseat 1: one socket per game, holding both seats (as a hot-seat game), so that 10,000 games
// fit under a limit of 20,000 open files per process. Prints the servers' resident memory at the
// end when it started them.
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <memory>
#include <optional>
#include <random>
#include <string_view>
#include <thread>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include "support/server_process.hpp"

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

std::string port_of(const std::string& url) {
  auto colon = url.rfind(':');
  return url.substr(colon + 1, url.size() - colon - 2);
}

// POSTs `body`; `cookie` is sent as the session, and `set_cookie` gets what the answer sets.
json post(const std::string& url, const std::string& target, const json& body,
          const std::string& cookie = "", std::string* set_cookie = nullptr) {
  asio::io_context io;
  beast::tcp_stream stream(io);
  stream.connect(tcp::resolver(io).resolve("127.0.0.1", port_of(url)));
  http::request<http::string_body> req{http::verb::post, target, 11};
  req.set(http::field::host, "127.0.0.1");
  req.set(http::field::content_type, "application/json");
  req.set(http::field::origin, "http://127.0.0.1");
  if (!cookie.empty()) req.set(http::field::cookie, cookie);
  req.body() = body.dump();
  req.prepare_payload();
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  http::read(stream, buffer, res);
  if (set_cookie) {
    std::string c(res[http::field::set_cookie]);
    *set_cookie = c.substr(0, c.find(';'));
  }
  return json::parse(res.body());
}

// A move in flight between a game's two players: when it was sent and by whom, so that the other
// player (perhaps on another node) can time its arrival. The io_context runs on one thread.
struct Relay {
  std::optional<Clock::time_point> sent;
  std::size_t ply = 0;  // the ply the move makes
  const void* from = nullptr;
};

// What a player reads of a state message. The load generator shares the machine with the server,
// so it does not parse the whole message (about 2.5 KB, the view with its history): it looks for
// the few fields it needs. The server writes JSON with sorted keys and no spaces: the top-level
// "ply" comes before the view, the game's "status" is the first, and a move of "legal" holds no
// array.
struct Seen {
  std::size_t ply = 0;
  bool playing = false;
  std::vector<std::string> legal;
};

Seen scan(std::string_view m) {
  Seen seen;
  if (auto at = m.find(R"("ply":)"); at != std::string_view::npos)
    seen.ply = std::strtoull(m.data() + at + 6, nullptr, 10);
  seen.playing = m.find(R"("status":"playing")") != std::string_view::npos;
  auto at = m.find(R"("legal":[)");
  if (at == std::string_view::npos) return seen;
  auto end = m.find(']', at);
  for (at = m.find(R"("text":")", at); at < end; at = m.find(R"("text":")", at)) {
    at += 8;
    auto close = m.find('"', at);
    seen.legal.emplace_back(m.substr(at, close - at));
  }
  return seen;
}

// One player's socket: waits for its turn, thinks, plays a random legal move, and times the answer.
class Player : public std::enable_shared_from_this<Player> {
 public:
  Player(asio::io_context& io, std::string game, std::string token, int think_ms,
         std::vector<double>& rtts, std::uint64_t seed, std::shared_ptr<Relay> relay,
         std::vector<double>& cross)
      : ws_(asio::make_strand(io)),
        timer_(ws_.get_executor()),
        game_(std::move(game)),
        token_(std::move(token)),
        think_ms_(think_ms),
        rtts_(rtts),
        rng_(seed),
        relay_(std::move(relay)),
        cross_(cross) {}

  void start(const tcp::resolver::results_type& endpoints) {
    beast::get_lowest_layer(ws_).async_connect(endpoints, [self = shared_from_this()](auto ec,
                                                                                      auto) {
      if (ec) return self->fail("connect", ec);
      self->ws_.async_handshake("127.0.0.1", "/ws", [self](beast::error_code ec) {
        if (ec) return self->fail("handshake", ec);
        self->send(json{{"type", "watch"}, {"game", self->game_}, {"token", self->token_}}.dump());
        self->read();
      });
    });
  }

  static inline std::atomic<long> errors{0}, moves{0}, finished{0}, rated{0};
  static inline std::atomic<bool> resigning{false};
  // When the last rated game's ratings arrived.
  static inline std::atomic<Clock::rep> last_rated{0};

  // The time is up: this player gives the game up (the server then rates it).
  void resign() {
    asio::post(ws_.get_executor(), [self = shared_from_this()] {
      self->resigned_ = true;
      self->send(json{{"type", "resign"}}.dump());
    });
  }
  static inline std::atomic<bool> stopping{false};

 private:
  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return self->fail("read", ec);
      std::string text = beast::buffers_to_string(self->buffer_.data());
      self->buffer_.consume(self->buffer_.size());
      self->on_message(text);
      self->read();
    });
  }

  void on_message(std::string_view m) {
    if (m.find(R"("type":"error")") != std::string_view::npos) {
      ++errors;
      return;
    }
    if (m.find(R"("type":"state")") == std::string_view::npos) return;
    Seen seen = scan(m);
    std::size_t ply = seen.ply;
    if (relay_->sent && relay_->from != this && ply == relay_->ply) {
      cross_.push_back(
          std::chrono::duration<double, std::milli>(Clock::now() - *relay_->sent).count());
      relay_->sent.reset();
    }
    if (sent_at_ && ply == waiting_for_) {
      rtts_.push_back(std::chrono::duration<double, std::milli>(Clock::now() - *sent_at_).count());
      sent_at_.reset();
      ++moves;
    }
    if (!seen.playing) {
      if (!counted_) ++finished;
      // Its ratings, counted once (by the player who resigned).
      if (resigned_ && !rated_ && m.find(R"("ratings":)") != std::string_view::npos) {
        rated_ = true;
        ++rated;
        last_rated = Clock::now().time_since_epoch().count();
      }
      counted_ = true;
      return;
    }
    if (seen.legal.empty() || sent_at_ || stopping) return;
    std::string move = seen.legal[rng_() % seen.legal.size()];
    int think = think_ms_ ? int(rng_() % (think_ms_ + 1)) + think_ms_ / 2 : 0;
    timer_.expires_after(std::chrono::milliseconds(think));
    timer_.async_wait([self = shared_from_this(), move, ply](beast::error_code ec) {
      if (ec || stopping) return;
      self->waiting_for_ = ply + 1;
      self->sent_at_ = Clock::now();
      *self->relay_ = {self->sent_at_, ply + 1, self.get()};
      self->send(json{{"type", "move"}, {"move", move}, {"ply", ply}}.dump());
    });
  }

  void send(std::string text) {
    outbox_.push_back(std::move(text));
    if (outbox_.size() == 1) write();
  }
  void write() {
    ws_.text(true);
    ws_.async_write(asio::buffer(outbox_.front()),
                    [self = shared_from_this()](beast::error_code ec, std::size_t) {
                      if (ec) return self->fail("write", ec);
                      self->outbox_.pop_front();
                      if (!self->outbox_.empty()) self->write();
                    });
  }
  void fail(const char* what, beast::error_code ec) {
    if (stopping) return;
    ++errors;
    if (errors < 5) fmt::print(stderr, "{}: {}\n", what, ec.message());
  }

  websocket::stream<beast::tcp_stream> ws_;
  asio::steady_timer timer_;
  beast::flat_buffer buffer_;
  std::deque<std::string> outbox_;
  std::string game_, token_;
  int think_ms_;
  std::vector<double>& rtts_;
  std::mt19937_64 rng_;
  std::optional<Clock::time_point> sent_at_;
  std::size_t waiting_for_ = 0;
  std::shared_ptr<Relay> relay_;
  std::vector<double>& cross_;
  bool counted_ = false, resigned_ = false, rated_ = false;
};

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, std::size_t(p * v.size()))];
}

}  // namespace

int main(int argc, char** argv) {
  int games = 1000, seconds = 30, think_ms = 1000, nodes = 1;
  bool hotseat = false, rated = false;
  std::string url, postgres;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string k = argv[i], v = argv[i + 1];
    if (k == "--games")
      games = std::stoi(v);
    else if (k == "--seconds")
      seconds = std::stoi(v);
    else if (k == "--think-ms")
      think_ms = std::stoi(v);
    else if (k == "--url")
      url = v;
    else if (k == "--nodes")
      nodes = std::stoi(v);
    else if (k == "--postgres")
      postgres = v;
    else if (k == "--hotseat")
      hotseat = v != "0";
    else if (k == "--rated")
      rated = v != "0";
    else {
      std::cerr << "unknown option " << k << "\n";
      return 2;
    }
  }
  if (rated && hotseat) {
    std::cerr << "--rated needs two players a game (no --hotseat)\n";
    return 2;
  }
  if (nodes != 1 && (nodes != 2 || postgres.empty() || !url.empty() || hotseat)) {
    std::cerr << "--nodes 2 needs --postgres URL (and no --url, no --hotseat): the two nodes share "
                 "it, one player of each game on each\n";
    return 2;
  }
  auto data =
      std::filesystem::temp_directory_path() / ("menagerie-load-" + std::to_string(getpid()));
  std::vector<std::unique_ptr<menagerie::harness::ServerProcess>> servers;
  std::vector<std::string> urls;  // players of seat s connect to urls[s % urls.size()]
  if (url.empty()) {
    for (int n = 0; n < nodes; ++n) {
      std::vector<std::string> more;
      if (!postgres.empty()) more = {"--postgres", postgres};
      if (rated) more.insert(more.end(), {"--cheap-passwords", "--no-login-limits"});
      servers.push_back(std::make_unique<menagerie::harness::ServerProcess>(
          MENAGERIE_BINARY, (data / std::to_string(n)).string(), "", more));
      urls.push_back(servers.back()->url());
    }
  } else {
    urls.push_back(url);
  }
  url = urls.front();
  const std::string& join_url = urls.back();
  const int per_game = hotseat ? 1 : 2;
  fmt::print("server{} {}: creating {} games, {}...\n", urls.size() > 1 ? "s" : "",
             fmt::join(urls, " and "), games,
             hotseat ? "one socket holding both seats each" : "two players each");
  std::vector<std::array<std::string, 3>> seats(games);  // id, token 0, token 1
  {
    std::vector<std::thread> creators;
    std::atomic<int> next{0};
    for (int t = 0; t < 16; ++t)
      creators.emplace_back([&] {
        for (int g; (g = next++) < games;) {
          json request = {{"variant", "chess960"},
                          {"options", {{"start", "random"}}},
                          {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}}};
          if (hotseat) request["take"] = {0, 1};
          // Rated: two accounts signed up for the game, each seat taken with its session.
          std::array<std::string, 2> cookies;
          if (rated) {
            request["rated"] = true;
            for (int s = 0; s < 2; ++s)
              post(url, "/api/account/signup",
                   {{"name", fmt::format("load{}x{}x{}", getpid() % 1000, g, s)},
                    {"password", "load bench password"}},
                   "", &cookies[s]);
          }
          json created = post(url, "/api/games", request, cookies[0]);
          if (hotseat) {
            seats[g] = {created["id"], created["tokens"]["0"], ""};
            continue;
          }
          json joined = post(join_url, "/api/games/" + std::string(created["id"]) + "/join",
                             json::object(), cookies[1]);
          seats[g] = {created["id"], created["tokens"]["0"], joined["token"]};
        }
      });
    for (auto& t : creators) t.join();
  }
  asio::io_context io;
  std::vector<tcp::resolver::results_type> endpoints;
  for (const auto& u : urls)
    endpoints.push_back(tcp::resolver(io).resolve("127.0.0.1", port_of(u)));
  std::vector<std::vector<double>> rtts(std::size_t(per_game * games));
  std::vector<double> cross;
  std::vector<std::shared_ptr<Player>> players;
  for (int g = 0; g < games; ++g) {
    auto relay = std::make_shared<Relay>();
    for (int s = 0; s < per_game; ++s) {
      players.push_back(std::make_shared<Player>(io, seats[g][0], seats[g][1 + s], think_ms,
                                                 rtts[per_game * g + s], 1000 * g + s, relay,
                                                 cross));
      players.back()->start(endpoints[s % endpoints.size()]);
    }
  }
  asio::steady_timer stop(io, std::chrono::seconds(seconds));
  Clock::time_point resigned_at;
  stop.async_wait([&](auto) {
    Player::stopping = true;
    if (!rated) return io.stop();
    // Every game's first player resigns; the ratings are written as the games end. Waits for
    // them at most a minute.
    resigned_at = Clock::now();
    for (std::size_t i = 0; i < players.size(); i += 2) players[i]->resign();
    stop.expires_after(std::chrono::seconds(60));
    stop.async_wait([&](auto) { io.stop(); });
  });
  asio::steady_timer watch(io);
  std::function<void()> check_rated = [&] {
    watch.expires_after(std::chrono::milliseconds(100));
    watch.async_wait([&](auto ec) {
      if (ec) return;
      if (rated && Player::stopping && Player::rated >= games) return io.stop();
      check_rated();
    });
  };
  if (rated) check_rated();
  std::vector<double> cpu0;
  for (auto& server : servers) cpu0.push_back(menagerie::harness::cpu_seconds(server->pid()));
  double own0 = menagerie::harness::cpu_seconds(getpid());
  auto t0 = Clock::now();
  io.run();
  double elapsed = std::chrono::duration<double>(Clock::now() - t0).count();
  if (rated) {
    double rating_s =
        std::chrono::duration<double>(
            Clock::time_point(Clock::duration(Player::last_rated.load())) - resigned_at)
            .count();
    fmt::print("rated games: {} of {} rated after the resignations, the last {:.1f} s after them\n",
               Player::rated.load(), games, std::max(0.0, rating_s));
    elapsed = seconds;  // the moves' rate is over the timed phase
  }
  std::vector<double> all;
  for (auto& r : rtts) all.insert(all.end(), r.begin(), r.end());
  fmt::print("{} games, {} sockets, {:.0f} s, think {}..{} ms\n", games, per_game * games, elapsed,
             think_ms / 2, think_ms + think_ms / 2);
  fmt::print("moves acknowledged: {} ({:.0f} moves/s), games finished: {}, errors: {}\n",
             Player::moves.load(), Player::moves / elapsed, Player::finished.load() / per_game,
             Player::errors.load());
  fmt::print("move round trip: p50 {:.1f} ms, p99 {:.1f} ms, max {:.1f} ms\n", percentile(all, 0.5),
             percentile(all, 0.99), percentile(all, 1.0));
  // The opponent's socket sees the move: on one node a broadcast; across nodes also the commit's
  // NOTIFY and the other node's read of the log.
  if (!hotseat)
    fmt::print("{} round trip: p50 {:.1f} ms, p99 {:.1f} ms, max {:.1f} ms ({} moves)\n",
               urls.size() > 1 ? "cross-node move" : "move to the opponent", percentile(cross, 0.5),
               percentile(cross, 0.99), percentile(cross, 1.0), cross.size());
  // CPU per move: what a server costs, unlike the round trip, does not depend on what else the
  // machine is running (this load generator among it).
  long moved = std::max(1L, Player::moves.load());
  for (std::size_t n = 0; n < servers.size(); ++n)
    fmt::print("server {}: {:.0f} MB resident, {:.0f} us CPU per move ({:.0f}% of a core)\n", n + 1,
               menagerie::harness::resident_mb(servers[n]->pid()),
               (menagerie::harness::cpu_seconds(servers[n]->pid()) - cpu0[n]) * 1e6 / moved,
               (menagerie::harness::cpu_seconds(servers[n]->pid()) - cpu0[n]) * 100 / elapsed);
  fmt::print("load generator: {:.0f} us CPU per move\n",
             (menagerie::harness::cpu_seconds(getpid()) - own0) * 1e6 / moved);
  players.clear();
  for (auto& server : servers) server->stop();
  if (!servers.empty()) std::filesystem::remove_all(data);
  return Player::errors > 0 ? 1 : 0;
}
