// Token buckets by key (rate_limit.hpp's, one per client address or account name), for the
// attempts that cost an Argon2id hash: sign-up and log-in (docs/players.md). Decided at a time the
// caller gives, so the tests need no clock. Safe from several threads at once.
//
// Memory is bounded: beyond `max_keys` buckets, those idle long enough to be full again are
// forgotten (a new bucket is full too, so nothing changes for their keys); when every bucket is
// still in use, a new key is refused rather than one in use forgotten (which would hand an
// attacker who floods new keys a fresh bucket for the key they attack).
#pragma once

#include <cstddef>
#include <mutex>
#include <string>
#include <unordered_map>

#include "server/rate_limit.hpp"

namespace menagerie::server {

class KeyedLimit {
 public:
  KeyedLimit(double rate, double burst, std::size_t max_keys = 100'000)
      : rate_(rate), burst_(burst), max_keys_(max_keys) {}

  // Takes one token from `key`'s bucket at `now` (seconds); false when it is empty.
  bool allow(const std::string& key, double now) {
    std::lock_guard lock(mutex_);
    auto it = buckets_.find(key);
    if (it == buckets_.end()) {
      if (buckets_.size() >= max_keys_) forget_idle(now);
      if (buckets_.size() >= max_keys_) return false;
      it = buckets_.emplace(key, Bucket{RateLimit(rate_, burst_), now}).first;  // full
    }
    it->second.last = now;
    return it->second.limit.allow(now);
  }

  std::size_t keys() const {
    std::lock_guard lock(mutex_);
    return buckets_.size();
  }

 private:
  struct Bucket {
    RateLimit limit;
    double last;
  };

  // Drops the buckets untouched for as long as an empty one takes to fill.
  void forget_idle(double now) {
    double refill = burst_ / rate_;
    for (auto it = buckets_.begin(); it != buckets_.end();)
      it = now - it->second.last >= refill ? buckets_.erase(it) : std::next(it);
  }

  double rate_, burst_;
  std::size_t max_keys_;
  mutable std::mutex mutex_;
  std::unordered_map<std::string, Bucket> buckets_;
};

}  // namespace menagerie::server
