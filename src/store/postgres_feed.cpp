// The PostgreSQL change feed: one connection that LISTENs on the store's channel and holds, while it
// lives, a shared advisory lock that says "a node is running here". A thread waits for
// announcements in short slices (so that it can stop) and passes each to the handlers.
#include <atomic>
#include <chrono>
#include <thread>

#include <fmt/format.h>
#include <pqxx/pqxx>

#include "store/feed.hpp"
#include "store/postgres_channel.hpp"
#include "store/store.hpp"

namespace menagerie::store {
namespace {

class Receiver final : public pqxx::notification_receiver {
 public:
  Receiver(pqxx::connection_base& c, const std::string& channel, const FeedHandlers& handlers)
      : pqxx::notification_receiver(c, channel), handlers_(handlers) {}

  void operator()(const std::string& payload, int) override {
    if (auto change = detail::parse_payload(payload); change && handlers_.changed)
      handlers_.changed(*change);
  }

 private:
  const FeedHandlers& handlers_;
};

class PostgresFeed final : public ChangeFeed {
 public:
  PostgresFeed(std::string url, FeedHandlers handlers)
      : url_(std::move(url)), handlers_(std::move(handlers)) {
    try {
      connect();
      // Exclusively only when no other node holds it (each holds it shared), then shared like the
      // others, then the exclusive hold is let go: of two nodes starting together exactly one is
      // alone, and at no moment is a running node invisible.
      pqxx::nontransaction tx(*conn_);
      alone_ = tx.exec1(fmt::format("SELECT pg_try_advisory_lock({})", key_))[0].as<bool>();
      tx.exec(fmt::format("SELECT pg_advisory_lock_shared({})", key_));
      if (alone_) tx.exec(fmt::format("SELECT pg_advisory_unlock({})", key_));
      tx.commit();
    } catch (const StoreError&) {
      throw;
    } catch (const std::exception& e) {
      throw StoreError(fmt::format("PostgreSQL: listening for other nodes: {}", e.what()));
    }
    thread_ = std::thread([this] { run(); });
  }

  ~PostgresFeed() override {
    stopping_ = true;
    thread_.join();
  }

  bool alone_at_start() const override { return alone_; }

 private:
  // A fresh connection that listens on the store's channel.
  void connect() {
    drop();
    conn_ = std::make_unique<pqxx::connection>(url_);
    const std::string channel = detail::notify_channel(*conn_);
    key_ = detail::node_lock_key(channel);
    // Named, so that an operator (or a test) can tell the listening connections apart.
    conn_->set_variable("application_name", conn_->quote("menagerie feed " + channel));
    receiver_ = std::make_unique<Receiver>(*conn_, channel, handlers_);
    pid_ = conn_->backendpid();
  }

  void drop() {
    receiver_.reset();  // it refers to the connection
    conn_.reset();
  }

  void run() {
    int failures = 0;
    while (!stopping_) {
      try {
        if (!conn_ || !conn_->is_open()) {
          connect();
          pqxx::nontransaction tx(*conn_);
          tx.exec(fmt::format("SELECT pg_advisory_lock_shared({})", key_));
          tx.commit();
          if (failures > 0) fmt::print(stderr, "listening for other nodes again\n");
          failures = 0;
          if (handlers_.reconnected) handlers_.reconnected();
        }
        conn_->await_notification(0, 200'000);
        // libpqxx may have reconnected by itself: its LISTEN comes back, the lock and whatever was
        // announced meanwhile do not.
        if (conn_->is_open() && conn_->backendpid() != pid_) drop();
      } catch (const std::exception& e) {
        if (failures++ == 0)
          fmt::print(stderr, "lost the connection that listens for other nodes: {}\n", e.what());
        drop();
        for (int i = 0; i < 10 && !stopping_; ++i)
          std::this_thread::sleep_for(std::chrono::milliseconds(100));
      }
    }
    // Let go of the lock before closing: the server ends a closed session's backend (and frees its
    // locks) a moment later, when a node starting at once would already have asked whether it is
    // alone.
    try {
      if (conn_ && conn_->is_open()) {
        pqxx::nontransaction tx(*conn_);
        tx.exec(fmt::format("SELECT pg_advisory_unlock_shared({})", key_));
        tx.commit();
      }
    } catch (const std::exception&) {
      // The connection is going anyway; its backend frees the lock when it ends.
    }
    drop();
  }

  std::string url_;
  FeedHandlers handlers_;
  std::unique_ptr<pqxx::connection> conn_;
  std::unique_ptr<Receiver> receiver_;
  std::int64_t key_ = 0;
  int pid_ = 0;
  bool alone_ = false;
  std::atomic<bool> stopping_{false};
  std::thread thread_;
};

}  // namespace

std::unique_ptr<ChangeFeed> open_postgres_feed(const std::string& url, FeedHandlers handlers) {
  return std::make_unique<PostgresFeed>(url, std::move(handlers));
}

}  // namespace menagerie::store
