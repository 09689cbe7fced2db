// Chess clocks for any number of seats: each seat has its own time, counts down only on its turn,
// and gains the increment after each timed move. A seat's first move is not timed (so nobody loses
// on time before having played at all; such a game is aborted instead). Pure arithmetic on
// millisecond timestamps passed in, so tests and crash recovery replay it exactly.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include <nlohmann/json.hpp>

namespace menagerie::server {

// A correspondence clock (`per_move`) gives every turn `initial_ms` of its own (days per move):
// nothing carries over from one turn to the next, and there is no increment.
class GameClock {
 public:
  GameClock(std::int64_t initial_ms, std::int64_t increment_ms, int seats, bool per_move = false)
      : initial_(initial_ms),
        increment_(per_move ? 0 : increment_ms),
        per_move_(per_move),
        remaining_(seats, initial_ms),
        moved_(seats, false) {}

  // `seat` is now to act, from `now`.
  void begin_turn(int seat, std::int64_t now) {
    turn_ = seat;
    turn_start_ = now;
    bool valid = seat >= 0 && seat < int(moved_.size());
    if (valid && per_move_) remaining_[seat] = initial_;
    running_ = valid && moved_[seat];
  }

  // The seat to act has just moved at `now`. Returns false when its time had already run out (a
  // flag fall: the caller refuses the move); the clock then shows zero for that seat.
  bool end_turn(std::int64_t now) {
    if (turn_ < 0) return true;
    if (running_) {
      remaining_[turn_] -= now - turn_start_;
      if (remaining_[turn_] <= 0) {
        remaining_[turn_] = 0;
        running_ = false;
        return false;
      }
      remaining_[turn_] = per_move_ ? initial_ : remaining_[turn_] + increment_;
    }
    moved_[turn_] = true;
    running_ = false;
    return true;
  }

  // Stops the clocks (the game ended at `now`), charging the running seat.
  void stop(std::int64_t now) {
    if (running_)
      remaining_[turn_] = std::max<std::int64_t>(0, remaining_[turn_] - (now - turn_start_));
    running_ = false;
  }

  // After a restart: the turn goes on from `now`; the time the server was down is not charged.
  // A correspondence turn's deadline is a date, which a restart does not move (minutes of downtime
  // are nothing against days, and every node then agrees when the flag falls).
  void resume(std::int64_t now) {
    if (!per_move_) turn_start_ = now;
  }

  // The running seat's time is up at this instant (nothing when no clock runs).
  std::optional<std::int64_t> deadline() const {
    if (!running_) return std::nullopt;
    return turn_start_ + remaining_[turn_];
  }

  std::int64_t increment() const { return increment_; }
  bool per_move() const { return per_move_; }

  std::int64_t remaining(int seat, std::int64_t now) const {
    std::int64_t r = remaining_[seat];
    if (running_ && seat == turn_) r -= now - turn_start_;
    return std::max<std::int64_t>(0, r);
  }

  std::optional<int> running() const { return running_ ? std::optional<int>(turn_) : std::nullopt; }

  nlohmann::json to_json(std::int64_t now) const {
    nlohmann::json r = nlohmann::json::array();
    for (int s = 0; s < int(remaining_.size()); ++s) r.push_back(remaining(s, now));
    return {{"remaining_ms", r}, {"running", running_ ? nlohmann::json(turn_) : nlohmann::json()}};
  }

 private:
  std::int64_t initial_;
  std::int64_t increment_;
  bool per_move_;
  std::vector<std::int64_t> remaining_;
  std::vector<bool> moved_;
  int turn_ = -1;
  std::int64_t turn_start_ = 0;
  bool running_ = false;
};

}  // namespace menagerie::server
