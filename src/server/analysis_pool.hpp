// Analyses of whole games run here, on threads of their own (one per core by default), never on
// the network threads and never in the computer players' queue: a game against the computer keeps
// its pace while someone analyses. A job is one game at one depth; the pool hands out its
// positions one at a time, taking turns between jobs so that a long game does not hold up a short
// one. Each thread keeps one engine per variant, its hash table warm from one position of a job
// to the next.
//
// Bounds: at most kMaxJobsPerClient running jobs per client and kMaxRunning in all (the caller
// gets a clear refusal beyond them); a job nobody has asked about for kLeaseSeconds is cancelled
// (its page was closed); finished results are kept for kKeepSeconds to be read, and the results of
// the last kCacheSize finished jobs answer the same request again at once.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "catalog/game_analysis.hpp"

namespace menagerie::server {

using nlohmann::json;

class AnalysisJob {
 public:
  enum class Status { kRunning, kDone, kCancelled };

  AnalysisJob(std::string id, std::string client, catalog::GamePositions game, int depth,
              int lines);

  const std::string& id() const { return id_; }
  const std::string& client() const { return client_; }
  const catalog::GamePositions& game() const { return game_; }
  int depth() const { return depth_; }
  int lines() const { return lines_; }
  std::size_t positions() const { return game_.views.size(); }
  // The key under which a finished job's results are cached: variant, start, moves, depth, lines.
  std::string key() const;

  Status status() const;
  bool running() const { return status() == Status::kRunning; }
  // {"id", "status": "running"|"done"|"cancelled", "done", "total", "depth", "lines",
  //  "evaluations": [PositionEval or null per position], "judgements": [per move, or null until
  //  both its positions are evaluated]} (docs/api.md).
  json progress() const;

  void cancel();
  const std::atomic<bool>* stop_flag() const { return &cancelled_; }

 private:
  friend class AnalysisPool;
  std::string id_, client_;
  catalog::GamePositions game_;
  int depth_, lines_;
  mutable std::mutex mutex_;
  std::vector<std::optional<catalog::PositionEval>> evals_;
  std::size_t next_ = 0;  // the next position to hand out (under the pool's lock)
  std::size_t done_ = 0;
  std::atomic<bool> cancelled_{false};
  std::chrono::steady_clock::time_point seen_, finished_;
};

class AnalysisPool {
 public:
  static constexpr int kMaxJobsPerClient = 2;
  static constexpr int kMaxRunning = 8;
  static constexpr int kLeaseSeconds = 30;
  static constexpr int kKeepSeconds = 600;
  static constexpr std::size_t kCacheSize = 32;

  // A refusal by the bounds above (too many jobs): the server answers 429.
  struct Busy : std::runtime_error {
    using std::runtime_error::runtime_error;
  };

  // `threads` 0: one per core of the machine.
  explicit AnalysisPool(int threads = 0, std::size_t hash_mb = 16);
  ~AnalysisPool();
  AnalysisPool(const AnalysisPool&) = delete;
  AnalysisPool& operator=(const AnalysisPool&) = delete;

  // Starts analysing `game` (checked by the caller: catalog::require_analysable). Throws Busy when
  // `client` already runs kMaxJobsPerClient jobs or the pool kMaxRunning. A request answered by
  // the cache gives a job that is done already.
  std::shared_ptr<AnalysisJob> start(const std::string& client, catalog::GamePositions game,
                                     int depth, int lines);
  // The job, or nullptr when there is none (or it was forgotten); asking keeps it alive.
  std::shared_ptr<AnalysisJob> find(const std::string& id);
  // Cancels a running job; false when there is no such job.
  bool cancel(const std::string& id);
  // Waits until `job` is no longer running (for benchmarks and tests).
  void wait(const std::shared_ptr<AnalysisJob>& job);
  void stop();
  int threads() const { return int(threads_.size()); }

 private:
  void run();
  void expire_locked();
  void finish_locked(const std::shared_ptr<AnalysisJob>& job);

  std::size_t hash_mb_;
  std::mutex mutex_;
  std::condition_variable wake_, finished_;
  bool stopping_ = false;
  std::deque<std::shared_ptr<AnalysisJob>> turns_;  // running jobs with positions to hand out
  std::map<std::string, std::shared_ptr<AnalysisJob>> jobs_;
  std::deque<std::pair<std::string, std::vector<catalog::PositionEval>>> cache_;
  std::vector<std::thread> threads_;
};

}  // namespace menagerie::server
