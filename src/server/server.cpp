#include "server/server.hpp"

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <thread>

#include <fmt/format.h>

#include "server/accounts_api.hpp"
#include "server/analysis_pool.hpp"
#include "server/http_session.hpp"
#include "server/pairing.hpp"
#include "server/profiles_api.hpp"
#include "server/work_pool.hpp"
#include "store/accounts.hpp"
#include "store/feed.hpp"

namespace menagerie::server {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {

std::int64_t wall_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count();
}

std::string sqlite_file(const ServerOptions& o) {
  return (std::filesystem::path(o.data_dir) / "menagerie.db").string();
}

std::unique_ptr<store::Store> open_store(const ServerOptions& o) {
  if (!o.postgres.empty()) return store::open_postgres(o.postgres);
  std::filesystem::create_directories(o.data_dir);
  return store::open_sqlite(sqlite_file(o));
}

// The players' tables in the same database as the games (opened after them: the folder exists).
std::unique_ptr<store::AccountStore> open_accounts(const ServerOptions& o) {
  if (!o.postgres.empty()) return store::open_postgres_accounts(o.postgres);
  return store::open_sqlite_accounts(sqlite_file(o));
}

AccountPolicy account_policy(const ServerOptions& o) {
  AccountPolicy policy;
  if (o.cheap_passwords) policy.cost = players::PasswordCost::cheapest();
  policy.hashes = o.hashes;
  if (!o.login_limits) policy.address_burst = policy.name_burst = 1e9;
  return policy;
}

}  // namespace

// Members are declared in the order they are built; run() tears them down in dependency order.
struct Server::Parts {
  explicit Parts(const ServerOptions& o)
      : options(o),
        io(o.threads),
        store(open_store(o)),
        account_store(open_accounts(o)),
        now_ms(o.now_ms ? o.now_ms : std::function<std::int64_t()>([offset = o.clock_offset_ms] {
          return wall_ms() + offset;
        })),
        accounts(*account_store, now_ms, account_policy(o)),
        profiles(*account_store, *store, now_ms),
        committer(*store, io.get_executor()),
        computers(o.computers),
        analysis(o.analysts),
        work(o.workers, std::size_t(std::max(1, o.work_queue))),
        hub(std::make_unique<Hub>(*store, committer, computers, work, io, now_ms)),
        pairing(std::make_unique<Pairing>(*hub, *account_store, io, now_ms)),
        site{*hub, analysis, o.web_dir, o.docs_dir, work, &accounts, pairing.get(), &profiles},
        acceptor(io),
        session_sweep(io) {}

  // Expired sessions are deleted now and every hour after (one that is over is refused anyway:
  // the sweep keeps the table from growing), on the work pool; a failure is logged there.
  void sweep_sessions() {
    work.submit([this] { accounts.sweep_sessions(); });
    session_sweep.expires_after(std::chrono::hours(1));
    session_sweep.async_wait([this](const boost::system::error_code& ec) {
      if (!ec) sweep_sessions();
    });
  }

  void accept() {
    acceptor.async_accept(asio::make_strand(io),
                          [this](boost::system::error_code ec, tcp::socket s) {
                            if (ec == asio::error::operation_aborted || !acceptor.is_open()) return;
                            if (!ec) start_http_session(std::move(s), site);
                            accept();
                          });
  }

  ServerOptions options;
  asio::io_context io;
  std::unique_ptr<store::Store> store;
  std::unique_ptr<store::AccountStore> account_store;
  std::function<std::int64_t()> now_ms;  // the wall clock (a test's own, or the system's)
  AccountsApi accounts;
  ProfilesApi profiles;
  Committer committer;
  ComputerPool computers;
  AnalysisPool analysis;
  WorkPool work;
  std::unique_ptr<Hub> hub;
  std::unique_ptr<Pairing> pairing;  // creates games through the hub
  Site site;
  tcp::acceptor acceptor;
  asio::steady_timer session_sweep;
  std::unique_ptr<store::ChangeFeed> feed;  // PostgreSQL: the other nodes' writes
  std::string url;
  int resumed = 0;
};

Server::Server(const ServerOptions& options) : parts_(std::make_unique<Parts>(options)) {
  Parts& p = *parts_;
  bool alone = true;
  if (!options.postgres.empty()) {
    // Listening before the games are loaded, so that no write of another node falls in between.
    p.hub->share_store(options.takeover_ms);
    Hub& hub = *p.hub;
    p.feed = store::open_postgres_feed(
        options.postgres,
        {[&hub](const store::Change& c) { hub.remote_change(c); }, [&hub] { hub.catch_up_all(); }});
    alone = p.feed->alone_at_start();
  }
  p.hub->use_accounts(p.account_store.get());
  p.resumed = p.hub->resume_all(alone);
  // Every game that stays has been looked at by then: a tenth of the idle time, at most a minute.
  p.hub->set_lesson_idle(options.lesson_idle_ms);
  p.hub->allow_chosen_seeds(options.allow_chosen_seeds);
  p.hub->set_eviction(options.evict_after_ms,
                      std::clamp<std::int64_t>(options.evict_after_ms / 10, 10, 60'000));
  tcp::endpoint endpoint(asio::ip::make_address(options.host), options.port);
  p.acceptor.open(endpoint.protocol());
  p.acceptor.set_option(asio::socket_base::reuse_address(true));
  p.acceptor.bind(endpoint);
  p.acceptor.listen(asio::socket_base::max_listen_connections);
  p.url = fmt::format("http://{}:{}/", options.host, p.acceptor.local_endpoint().port());
  p.accept();
  p.sweep_sessions();
  p.pairing->start();
}

Server::~Server() {
  Parts& p = *parts_;
  // Nothing more from other nodes, no new work or searches, every accepted write on disk, then the
  // games (their timers use io).
  p.feed.reset();
  p.session_sweep.cancel();
  p.work.stop();
  p.computers.stop();
  p.analysis.stop();
  p.committer.flush();
  p.pairing.reset();
  p.hub.reset();
}

const std::string& Server::url() const { return parts_->url; }
int Server::resumed() const { return parts_->resumed; }

void Server::run() {
  Parts& p = *parts_;
  std::vector<std::thread> threads;
  for (int i = 1; i < p.options.threads; ++i) threads.emplace_back([&] { p.io.run(); });
  p.io.run();
  for (auto& t : threads) t.join();
}

void Server::stop() {
  asio::post(parts_->io, [&p = *parts_] {
    boost::system::error_code ec;
    p.acceptor.close(ec);
    p.io.stop();
  });
}

int serve(const ServerOptions& options, const std::function<void(const std::string&)>& ready) {
  Server server(options);
  asio::io_context signal_io;
  asio::signal_set signals(signal_io, SIGINT, SIGTERM);
  signals.async_wait([&](boost::system::error_code, int) { server.stop(); });
  std::thread signal_thread([&] { signal_io.run(); });
  if (server.resumed())
    fmt::print("resumed {} unfinished game{}\n", server.resumed(),
               server.resumed() == 1 ? "" : "s");
  ready(server.url());
  server.run();
  signal_io.stop();
  signal_thread.join();
  return 0;
}

}  // namespace menagerie::server
