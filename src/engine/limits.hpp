// How long a search may run, and what it reports. Nothing here knows a game.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace menagerie::engine {

struct Limits {
  int depth = 0;                       // 0: no depth limit
  std::uint64_t nodes = 0;             // 0: no node limit
  std::int64_t movetime = 0;           // milliseconds for this move; 0: none
  std::int64_t time[2] = {0, 0};       // remaining clock per seat (ms); 0: no clock
  std::int64_t increment[2] = {0, 0};  // per seat (ms)
  int movestogo = 0;
  bool infinite = false;  // until stopped
  int multipv = 1;

  bool has_clock() const { return time[0] > 0 || time[1] > 0; }
};

// The tighter of two time limits in milliseconds, where 0 means none.
inline std::int64_t tighter_ms(std::int64_t a, std::int64_t b) {
  return a > 0 && b > 0 ? std::min(a, b) : a + b;
}

// One line of `info`: the search's view after finishing a depth (per principal variation).
struct Info {
  int depth = 0;
  int seldepth = 0;
  int multipv = 1;
  int score = 0;      // from the side to move's view
  bool mate = false;  // score is a mate: mate_moves says in how many moves (negative: being mated)
  int mate_moves = 0;
  std::uint64_t nodes = 0;
  std::int64_t time_ms = 0;
  std::vector<std::string> pv;  // machine move texts
  std::uint64_t nps() const {
    return time_ms > 0 ? nodes * 1000 / std::uint64_t(time_ms) : nodes * 1000;
  }
};

using InfoCallback = std::function<void(const Info&)>;

}  // namespace menagerie::engine
