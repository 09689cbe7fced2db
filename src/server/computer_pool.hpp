// Computer players think here, on a fixed set of worker threads, never on the network threads: a
// slow search delays only the games waiting for a computer, never a person's move or a page.
// Each worker keeps one engine per variant (its hash table stays warm between moves).
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "catalog/variant.hpp"

namespace menagerie::server {

// What a computer is asked: its seat's observation (a copy, so the network side can change its
// table meanwhile; never the game's State or seed), and the level to play at; or, for table talk,
// a preset question to answer from that observation.
struct ComputerRequest {
  catalog::ObservationText seen;
  int level = 4;
  std::uint64_t seed = 0;  // for the weaker levels' choices
  std::string question;    // not empty: answer this preset question ("yes"/"no") instead of moving
  std::int64_t time_cap_ms = 0;  // the most the move may take (the seat's clock); 0: no clock
};

class ComputerPool {
 public:
  // `done` gets the chosen move (machine form), "yes" or "no" for a question, or an error text
  // beginning "error: ".
  using Done = std::function<void(const std::string& move)>;

  explicit ComputerPool(int threads, std::size_t hash_mb = 16);
  ~ComputerPool();
  ComputerPool(const ComputerPool&) = delete;
  ComputerPool& operator=(const ComputerPool&) = delete;

  // Queues a search; does nothing once the pool is stopping.
  void submit(ComputerRequest request, Done done);
  // Drops the searches not yet started, waits for the running ones, and stops the threads.
  void stop();
  std::size_t waiting() const;

 private:
  struct Job {
    ComputerRequest request;
    Done done;
  };
  void run();

  std::size_t hash_mb_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Job> queue_;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace menagerie::server
