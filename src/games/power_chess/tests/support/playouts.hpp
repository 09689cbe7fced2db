// Positions for cross-checking: seeded random games from the start, every position along the way.
#pragma once

#include <cstdint>
#include <vector>

#include "core/rng.hpp"
#include "games/power_chess/power_chess.hpp"

namespace menagerie::power_chess::harness {

// `games` random games of at most `plies` plies each under `rules`; returns every position met
// (including the start and the final ones), stopping a game when it is over.
inline std::vector<State> random_positions(std::uint64_t seed, int games, int plies,
                                           const Rules& rules = {}) {
  Rng rng(seed);
  std::vector<State> out;
  for (int g = 0; g < games; ++g) {
    State s = PowerChess::start(rules);
    out.push_back(s);
    for (int p = 0; p < plies; ++p) {
      MovesOf<PowerChess> moves;
      PowerChess::generate(s, moves);
      if (moves.empty()) break;
      PowerChess::play(s, moves[rng.below(moves.size())]);
      out.push_back(s);
    }
  }
  return out;
}

}  // namespace menagerie::power_chess::harness
