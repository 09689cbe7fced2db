// What every computer seat that plays from one seat's observation does alike, whatever it
// searches with (DeterminizedEngine's sampled search, Cooperative's partner): it refuses another
// game's observation, seeds its randomness with what it has seen, and reports its decision as one
// line of info.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "engine/limits.hpp"

namespace menagerie::catalog {

// An observation of another game is a caller's mistake, named as such.
inline void expect_variant(const ObservationText& seen, std::string_view id) {
  if (seen.variant != id)
    throw InputError("this engine plays " + std::string(id) + ", not " + seen.variant);
}

// The same observation gives the same choice: no hidden clock or counter changes it.
inline std::uint64_t observation_seed(const ObservationText& seen) {
  std::uint64_t x = std::hash<std::string>{}(seen.info) ^ seen.moves.size();
  return Rng::splitmix(x);
}

// The decided move as one line of info, when one is asked for; `depth` is what the engine counts
// as its depth (its samples).
inline void report_thought(const engine::InfoCallback& info, const Thought& t, int depth) {
  if (!info || t.best.empty()) return;
  engine::Info i;
  i.depth = depth;
  i.score = t.score;
  i.nodes = t.nodes;
  i.pv = {t.best};
  info(i);
}

}  // namespace menagerie::catalog
