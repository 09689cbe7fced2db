// The exact solver of a hole: the fewest moves that solve it, proved, and one line that does.
// Built as the game's engine library (game_golf_engine), beside the game, not inside it.
//
// The search is breadth-first over compact keys, bounded three ways (docs/rules/golf.md, "Solver"):
//   - positions are keyed by occupancy plus a nibble per piece (identical pieces are one state);
//   - the last move must be a finishing capture, so the deepest layer is never stored: each stored
//     position's children are tested for one before the next layer is stored;
//   - that test runs only on children whose move could create a capture (it moves a capturer or a
//     target, arrives beside a capturer of its colour, leaves the path between them, or gives
//     the capturer's colour the king's step); any other move leaves the captures as they were.
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
  std::vector<Step> line;      // an optimal line when there is one
  std::uint64_t visited = 0;   // positions stored
  std::uint64_t examined = 0;  // positions reached past the stored ones (never stored)
  std::size_t peak_bytes = 0;
};

Solution solve(const Hole& start, SolveLimits limits = {});

}  // namespace menagerie::golf
