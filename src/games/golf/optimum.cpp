#include "games/golf/optimum.hpp"

#include <fmt/format.h>

#include "games/golf/golf.hpp"
#include "games/golf/solver.hpp"

namespace menagerie::golf {

HoleOptimum hole_optimum(const Hole& dealt, std::size_t max_states) {
  Solution s = solve(dealt, {.max_states = max_states});
  HoleOptimum out;
  out.strokes = s.optimum;
  out.proved = s.proved;
  GolfState at = Golf::puzzle(dealt);
  for (Step m : s.line) {
    GolfMove move{.kind = GolfMove::Kind::kStep, .from = m.from, .to = m.to};
    out.line.push_back(Golf::move_display(at, move));
    golf::play(at.hole, m);
  }
  return out;
}

std::string optimum_text(const HoleOptimum& o) {
  if (!o.strokes)
    return o.proved ? "impossible: no line solves it"
                    : "unknown: the solver stopped before finding a line";
  std::string line;
  for (const auto& m : o.line) line += " " + m;
  return fmt::format("{} stroke{}:{}", *o.strokes, *o.strokes == 1 ? "" : "s", line);
}

}  // namespace menagerie::golf
