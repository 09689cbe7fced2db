// The exact solver of a hole: the fewest moves that solve it, proved, and one line that does.
// Built as the game's engine library (game_golf_engine), beside the game, not inside it.
//
// The search is breadth-first over compact keys, bounded two ways (docs/rules/golf.md, "Solver"):
//   - the last move must be a capture, so the deepest layer is never stored: a state one move from
//     the goal is recognised by a cheap capture test instead of by generating its children;
//   - positions are keyed by occupancy plus a nibble per piece (identical pieces are one state).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "games/golf/hole.hpp"

namespace menagerie::golf {

struct SolveLimits {
  std::size_t max_states = 10'000'000;  // about 400 MB; beyond it the answer is "unknown"
};

struct Solution {
  // The proven optimum, or nothing: then `proved` says whether no line exists (the reachable
  // positions were exhausted) or the search stopped at the state limit.
  std::optional<int> optimum;
  bool proved = true;
  std::vector<Step> line;     // an optimal line when there is one
  std::uint64_t visited = 0;  // positions stored
  std::size_t peak_bytes = 0;
};

Solution solve(const Hole& start, SolveLimits limits = {});

}  // namespace menagerie::golf
