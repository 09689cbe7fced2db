// A hole's proved optimum and one optimal line in the form people read, for showing after the
// hole is played (the referee computes it once the hole is over: course_view.hpp), and a puzzle
// graded by its optimum. Built with the solver, in the game's engine library.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "games/golf/golf.hpp"

namespace menagerie::golf {

struct HoleOptimum {
  std::optional<int> strokes;  // the proved optimum; nothing: impossible, or unknown (!proved)
  bool proved = true;
  std::vector<std::string> line;  // one optimal line, display form ("Be5-g6", "Bh5xKh2")
};

HoleOptimum hole_optimum(const Hole& dealt, std::size_t max_states);
// "3 strokes: Be5-g6 Bg6-h5 Bh5xKh2", "impossible: no line solves it", "unknown: ...".
std::string optimum_text(const HoleOptimum& o);

// The pars a graded puzzle may ask for: holes of more than six strokes are too rare among random
// deals to find while a player waits.
inline constexpr int kMinPar = 2, kMaxPar = 6;

// Holes dealt from `seed` until the solver proves one takes exactly `par` strokes. Each solve is
// capped (a hole too hard to prove quickly is skipped), and so are the deals and the time (this
// runs while a player waits for the game): the same seed and par give the same hole. Throws
// InputError when none is found.
Hole graded_hole(int par, CardRule rule, Special special, std::uint64_t seed);

}  // namespace menagerie::golf
