#include "protocol/time_control.hpp"

#include <cmath>
#include <string>

#include <fmt/format.h>

#include "core/error.hpp"

namespace menagerie::protocol {

namespace {

std::int64_t seconds_to_ms(std::string_view whole, std::string_view part) {
  std::string s(part);
  std::size_t used = 0;
  double v = -1;
  try {
    v = std::stod(s, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (s.empty() || used != s.size() || !std::isfinite(v) || v < 0 || v > 1e7)
    throw InputError(fmt::format(
        "bad time control '{}': '{}' is not a number of seconds (e.g. 10+0.1)", whole, part));
  return std::llround(v * 1000);
}

std::string seconds_text(std::int64_t ms) {
  std::string s = fmt::format("{:.3f}", ms / 1000.0);
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

}  // namespace

TimeControl TimeControl::parse(std::string_view text) {
  TimeControl tc;
  auto plus = text.find('+');
  tc.base_ms = seconds_to_ms(text, text.substr(0, plus));
  tc.increment_ms = plus == std::string_view::npos ? 0 : seconds_to_ms(text, text.substr(plus + 1));
  if (tc.base_ms <= 0 && tc.increment_ms <= 0)
    throw InputError(fmt::format("bad time control '{}': it gives no time at all", text));
  return tc;
}

std::string TimeControl::text() const {
  return seconds_text(base_ms) + "+" + seconds_text(increment_ms);
}

bool Clock::charge(std::chrono::milliseconds used) {
  if (used.count() > left_ms_ + margin_ms_) {
    left_ms_ = 0;
    return false;
  }
  left_ms_ = std::max<std::int64_t>(left_ms_ - used.count(), 0) + increment_ms_;
  return true;
}

}  // namespace menagerie::protocol
