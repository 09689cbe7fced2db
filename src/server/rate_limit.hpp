// A token bucket: `rate` requests per second on average, bursts up to `burst`. One per connection,
// so a client that floods is refused without slowing anybody else.
#pragma once

#include <algorithm>
#include <chrono>

namespace menagerie::server {

class RateLimit {
 public:
  RateLimit(double rate, double burst) : rate_(rate), burst_(burst), tokens_(burst) {}

  // Takes one token at `now` (seconds); false when the bucket is empty.
  bool allow(double now) {
    tokens_ = std::min(burst_, tokens_ + (now - last_) * rate_);
    last_ = now;
    if (tokens_ < 1) return false;
    tokens_ -= 1;
    return true;
  }

  bool allow() {
    using namespace std::chrono;
    return allow(duration<double>(steady_clock::now().time_since_epoch()).count());
  }

 private:
  double rate_, burst_, tokens_;
  double last_ = 0;
};

}  // namespace menagerie::server
