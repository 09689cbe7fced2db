// Determinization: the seam through which an algorithm plays a hidden-information game from one
// seat's observation alone. It draws full States consistent with what the seat knows (the game's
// G::sample), which a search may then treat as perfect-information positions (PIMC) or share
// across an information set (ISMCTS). It never sees the referee's State. Names no game.
#pragma once

#include <vector>

#include "core/game.hpp"

namespace menagerie::engine {

// `n` States drawn at random, each one the seat's observation could have come from.
template <Determinizable G>
std::vector<typename G::State> determinize(const typename G::Observation& seen, int n, Rng& rng) {
  std::vector<typename G::State> out;
  out.reserve(std::size_t(n));
  for (int i = 0; i < n; ++i) out.push_back(G::sample(seen, rng));
  return out;
}

}  // namespace menagerie::engine
