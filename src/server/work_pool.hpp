// Work that may take long runs here, never on the network threads nor on the committer's: puzzles
// (a solver), games created with an option that searches (Golf's graded "par" hole), games loaded
// from the store and replayed, imports and analysis set-ups, lists that read the store. A network
// thread that waited for them would hold up every connection it serves, and the committer every
// move of every game; here they hold up only each other. The answer goes back to the client when
// the job is done (the HTTP session hops back onto its connection's strand).
//
// The queue is bounded: beyond `max_waiting` jobs the caller is told the server is busy (HTTP
// 503), rather than the queue growing with a flood.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace menagerie::server {

class WorkPool {
 public:
  explicit WorkPool(int threads, std::size_t max_waiting = 256);
  ~WorkPool();
  WorkPool(const WorkPool&) = delete;
  WorkPool& operator=(const WorkPool&) = delete;

  // Queues `job`; false (and nothing queued) when the pool is full or stopping. A job that throws
  // is logged and dropped: jobs answer their clients themselves, errors included.
  bool submit(std::function<void()> job);
  // Drops the jobs not yet started, waits for the running ones and stops the threads.
  void stop();
  std::size_t waiting() const;
  std::size_t running() const;

 private:
  void run();

  std::size_t max_waiting_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::function<void()>> queue_;
  std::size_t running_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace menagerie::server
