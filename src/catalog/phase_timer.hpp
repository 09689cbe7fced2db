// The host's side of a game's timed phases (Table::deadline, core/game.hpp's Timed): when the
// current phase started and when its time runs out. The game names the limit and the phase; the
// host (the server's room, the terminal) tells this timer, after every change, what the table's
// deadline now is and when the change happened, and plays the deadline's move once due() has
// passed. Pure arithmetic on millisecond timestamps passed in, so a replayed log of timed events
// rebuilds it exactly.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>

#include <nlohmann/json.hpp>

#include "catalog/variant.hpp"

namespace menagerie::catalog {

class PhaseTimer {
 public:
  // After a change at `at_ms`: a phase not seen before starts its time now; the same phase keeps
  // its start; no deadline stops the timer.
  void update(const std::optional<Deadline>& d, std::int64_t at_ms) {
    if (!d) {
      current_.reset();
      return;
    }
    if (!current_ || current_->phase != d->phase) start_ = at_ms;
    current_ = d;
  }
  // After a restart: the phase's time starts again from `at_ms` (the downtime is nobody's).
  void resume(std::int64_t at_ms) {
    if (current_) start_ = at_ms;
  }

  const std::optional<Deadline>& current() const { return current_; }
  // When the current phase's time runs out (nothing when no phase is timed).
  std::optional<std::int64_t> due() const {
    if (!current_) return std::nullopt;
    return start_ + current_->ms;
  }
  std::int64_t remaining(std::int64_t now) const {
    return current_ ? std::max<std::int64_t>(0, start_ + current_->ms - now) : 0;
  }

  // As clients are sent it: {"remaining_ms", "total_ms", "what"}, or null.
  nlohmann::json to_json(std::int64_t now) const {
    if (!current_) return nullptr;
    return {{"remaining_ms", remaining(now)}, {"total_ms", current_->ms}, {"what", current_->what}};
  }

 private:
  std::optional<Deadline> current_;
  std::int64_t start_ = 0;
};

}  // namespace menagerie::catalog
