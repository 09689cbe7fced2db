// The computer golfer: what it plays seeing only its observation (never the referee's State).
// It counts with the solver (the lower levels look less far and less long, and are sometimes
// wrong: a count too high, too low, or "impossible"), and demonstrates its own optimal line,
// giving up when that line is longer than its count. As the dealer offered a card more (rising,
// 2024) it deals one more only when it is behind: a harder hole is a swingier one (more failed
// demonstrations and impossibles, which score the largest count plus one), and the golfer behind
// needs swings while the leader wants none; never past kMaxCount + 1 cards, beyond which no count
// can be right. Built in the game's engine library.
#pragma once

#include <cstddef>
#include <string>

#include "core/rng.hpp"
#include "games/golf/golf.hpp"

namespace menagerie::golf {

struct ComputerLevel {
  int depth;               // the longest line it looks for; longer holes it calls impossible
  std::size_t max_states;  // how long it looks: positions the solver may store
  int miss_percent;        // how often its count is wrong
};
ComputerLevel computer_level(int level);  // 1 (a beginner) to 8 (full strength, never wrong)

// The machine text of the computer's move at `level` (empty when its seat may not act now).
std::string computer_move(const GolfObservation& o, int level, Rng& rng);

}  // namespace menagerie::golf
