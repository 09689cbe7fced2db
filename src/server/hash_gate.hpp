// A bound on the Argon2id hashes computed at once (each takes 64 MiB for about a tenth of a
// second): a counting semaphore that refuses rather than waits. The account routes already run on
// the work pool, whose bounded queue is where a burst waits; a job that waited here as well would
// hold a work thread idle that other requests (puzzles, imports) need, so a request over the bound
// is answered 503 at once ("busy: try again in a moment") and the memory stays bounded.
#pragma once

#include <mutex>
#include <optional>

namespace menagerie::server {

class HashGate {
 public:
  explicit HashGate(int permits) : free_(permits < 1 ? 1 : permits) {}

  // A permit held until the Pass is destroyed.
  class Pass {
   public:
    explicit Pass(HashGate& gate) : gate_(&gate) {}
    Pass(Pass&& other) noexcept : gate_(other.gate_) { other.gate_ = nullptr; }
    Pass(const Pass&) = delete;
    Pass& operator=(const Pass&) = delete;
    Pass& operator=(Pass&&) = delete;
    ~Pass() {
      if (gate_) gate_->release();
    }

   private:
    HashGate* gate_;
  };

  // A permit, or nothing when every permit is held.
  std::optional<Pass> try_enter() {
    std::lock_guard lock(mutex_);
    if (free_ == 0) return std::nullopt;
    --free_;
    return std::optional<Pass>(std::in_place, *this);
  }

  int free() const {
    std::lock_guard lock(mutex_);
    return free_;
  }

 private:
  void release() {
    std::lock_guard lock(mutex_);
    ++free_;
  }

  mutable std::mutex mutex_;
  int free_;
};

}  // namespace menagerie::server
