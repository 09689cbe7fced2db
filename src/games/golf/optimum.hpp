// A hole's proved optimum and one optimal line in the form people read, for showing after the
// hole is played (the referee computes it once the hole is over: src/catalog/entries/golf.cpp).
// Built with the solver, in the game's engine library.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "games/golf/hole.hpp"

namespace menagerie::golf {

struct HoleOptimum {
  std::optional<int> strokes;  // the proved optimum; nothing: impossible, or unknown (!proved)
  bool proved = true;
  std::vector<std::string> line;  // one optimal line, display form ("Be5-g6", "Bh5xKh2")
};

HoleOptimum hole_optimum(const Hole& dealt, std::size_t max_states);
// "3 strokes: Be5-g6 Bg6-h5 Bh5xKh2", "impossible: no line solves it", "unknown: ...".
std::string optimum_text(const HoleOptimum& o);

}  // namespace menagerie::golf
