// The exact solver of a hole: the fewest moves that solve it, proved, and one line that does.
// Built as the game's engine library (game_golf_engine), beside the game, not inside it.
//
// The search (docs/rules/golf.md, "Solver"; the proof at solve() in solver.cpp):
//   - breadth-first layers over compact keys (occupancy plus a nibble per piece: identical pieces
//     are one state), stored, so that every position is met once at its true depth;
//   - past the deepest stored layer, the last c + 2 moves (c captures still to make) are searched
//     depth-first and never stored, pruned by two lemmas about which quiet moves can lead to a
//     capture (solver_relevance.hpp): a line found there is as short as any;
//   - no line at all is proved when the table of captures allows none, or when the reachable
//     positions are exhausted.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "games/golf/hole.hpp"

namespace menagerie::golf {

struct SolveLimits {
  // Beyond either limit the answer is "unknown". Stored positions take 32 bytes each and their
  // index at most 16 more (docs/rules/golf.md, "Solver", for the measured worst case).
  std::size_t max_states = 4'000'000;        // stored: at most about 250 MB with the index
  std::uint64_t max_examined = 100'000'000;  // searched past them
};

struct Solution {
  // The proven optimum, or nothing: then `proved` says whether no line exists (no capture can
  // ever be made, or the reachable positions were exhausted) or the search stopped at a limit.
  std::optional<int> optimum;
  bool proved = true;
  std::vector<Step> line;      // an optimal line when there is one
  std::uint64_t visited = 0;   // positions stored
  std::uint64_t examined = 0;  // positions reached past the stored ones (never stored)
  std::size_t peak_bytes = 0;
};

Solution solve(const Hole& start, SolveLimits limits = {});

}  // namespace menagerie::golf
