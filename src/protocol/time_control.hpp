// A match's time control: "base+increment" in seconds ("10+0.1", "60", "0.5+0.01"), and the clock
// of one side during a game, measured by the runner from `go` to `bestmove`.
#pragma once

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>

namespace menagerie::protocol {

struct TimeControl {
  std::int64_t base_ms = 10000;
  std::int64_t increment_ms = 100;

  // Throws InputError naming the fault.
  static TimeControl parse(std::string_view text);
  // The PGN TimeControl tag value: "10+0.1" (seconds).
  std::string text() const;
};

// One side's clock. A move that takes longer than the time left plus the margin loses on time;
// within the margin the clock stops at zero rather than going negative (pipe and scheduling delays
// on a loaded machine are not the engine's thinking).
class Clock {
 public:
  Clock(const TimeControl& tc, std::chrono::milliseconds margin)
      : left_ms_(tc.base_ms), increment_ms_(tc.increment_ms), margin_ms_(margin.count()) {}

  std::int64_t left_ms() const { return left_ms_; }
  std::int64_t increment_ms() const { return increment_ms_; }
  // How long to wait for the answer before declaring the flag fallen.
  std::chrono::milliseconds deadline() const {
    return std::chrono::milliseconds(left_ms_ + margin_ms_);
  }
  // Charges a move that took `used`; false when the flag fell (the clock is then left at zero).
  bool charge(std::chrono::milliseconds used);

 private:
  std::int64_t left_ms_, increment_ms_, margin_ms_;
};

}  // namespace menagerie::protocol
