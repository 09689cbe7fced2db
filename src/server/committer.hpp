// Group commit: every write to the store goes through one thread that takes all the writes waiting
// at that moment and commits the event appends among them in ONE transaction (one sync for a burst
// of moves from many games). A write's callback runs once the write is durable, or with the error
// that stopped it; only then does the server tell anybody that the move happened. The callbacks
// (which build and send every watcher's view) run on the executor given, the network threads, so
// that the one writer thread only writes: on it they were the server's bottleneck under load.
// Without an executor they run on the writer thread (a rig that turns the io_context itself).
#pragma once

#include <boost/asio/any_io_executor.hpp>

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "store/store.hpp"

namespace menagerie::server {

class Committer {
 public:
  // error is empty on success.
  using Done = std::function<void(const std::string& error)>;
  // How an append ended: written; refused because another writer (a node sharing the database)
  // took its seq first, which is no fault (the room reads the log again); or failed.
  struct Appended {
    enum class Kind { kWritten, kTaken, kFailed } kind = Kind::kWritten;
    std::string error;  // kTaken, kFailed: what the store said
  };
  using AppendDone = std::function<void(const Appended&)>;

  explicit Committer(store::Store& store, boost::asio::any_io_executor callbacks = {});
  ~Committer();  // finishes every queued write, then stops
  Committer(const Committer&) = delete;
  Committer& operator=(const Committer&) = delete;

  void append(store::Append event, AppendDone done);
  // Any other write (creating a game, claiming a seat, finishing a game).
  void write(std::function<void(store::Store&)> work, Done done);
  // Waits until everything queued before this call is durable (its callbacks may still be queued
  // on the executor).
  void flush();

 private:
  struct Job {
    std::optional<store::Append> append;
    std::function<void(store::Store&)> work;
    Done done;
    AppendDone appended;
  };
  void run();
  void commit_appends(std::deque<Job>& jobs);
  // Runs f on the callbacks' executor, or here without one.
  void call_back(std::function<void()> f);

  store::Store& store_;
  boost::asio::any_io_executor callbacks_;
  std::mutex mutex_;
  std::condition_variable wake_, idle_;
  std::deque<Job> queue_;
  bool busy_ = false, stopping_ = false;
  std::thread thread_;
};

}  // namespace menagerie::server
