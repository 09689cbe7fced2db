#include "games/golf/optimum.hpp"

#include <algorithm>
#include <chrono>
#include <cstdint>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/rng.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/solver.hpp"

namespace menagerie::golf {

HoleOptimum hole_optimum(const Hole& dealt, std::size_t max_states) {
  // Holes of four cards or more (rule 15) search without the two-move lemma: the referee, which
  // solves while the golfers wait, also stops after 20 times its stored positions searched past
  // them ("unknown" beyond), instead of the solver's 100 million.
  SolveLimits limits{.max_states = max_states};
  if (dealt.card_count > 3)
    limits.max_examined = std::min<std::uint64_t>(limits.max_examined, 20 * max_states);
  Solution s = solve(dealt, limits);
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

Hole graded_hole(int par, CardRule rule, Special special, std::uint64_t seed) {
  constexpr int kDeals = 4000;
  constexpr auto kBudget = std::chrono::seconds(3);
  auto start = std::chrono::steady_clock::now();
  Rng rng(seed);
  for (int i = 0; i < kDeals && std::chrono::steady_clock::now() - start < kBudget; ++i) {
    Hole h = Golf::deal_hole(rng, rule, special);
    Solution s = solve(h, {.max_states = 50'000});
    if (s.optimum && *s.optimum == par) return h;
  }
  throw InputError(fmt::format(
      "option 'par': no hole of exactly {} strokes found from this seed{}; try another seed or par",
      par, rule == CardRule::kTwo && par >= 5 ? " (long holes need deal 3)" : ""));
}

}  // namespace menagerie::golf
