// The speed targets of Chess Golf's exact solver (single thread): the book's three Problems proved
// optimal (target < 0.1 s for all three), and random holes (a dealt layout and two or three cards,
// targets: median < 5 ms and < 20 ms). Counters: positions stored ("visited") and the solver's
// peak memory in bytes, averaged per repetition. Read the "median" rows of the random holes.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/solver.hpp"

namespace {

using namespace menagerie;
using namespace menagerie::golf;

Hole problem(const char* board, const char* cards) {
  Hole h = parse_board(board);
  parse_cards(h, cards);
  return h;
}

void book_problems(benchmark::State& state) {
  const std::vector<Hole> problems = {
      problem("3R2b1/1Q3K1N/3R4/b5n1/N6B/3n2k1/1B2q2r/1r6", "b b"),
      problem("5r1b/2n5/8/3Q4/Bk4n1/4N3/Rr1KR1B1/N4qb1", "n n r"),
      problem("1N2b1b1/1nr2B2/3B3R/6k1/N5q1/4Qn2/2r3R1/5K2", "N N B"),
  };
  double visited = 0, peak = 0;
  for (auto _ : state)
    for (const Hole& h : problems) {
      Solution s = solve(h);
      benchmark::DoNotOptimize(s.optimum);
      visited += double(s.visited);
      peak = std::max(peak, double(s.peak_bytes));
    }
  state.counters["visited"] = benchmark::Counter(visited, benchmark::Counter::kAvgIterations);
  state.counters["peak_bytes"] = peak;
}

// A hole as the referee deals it: the layout, then `cards` cards, all by the game's own chance.
Hole dealt(Rng& rng, int cards) {
  return Golf::deal_hole(rng, cards == 3 ? CardRule::kThree : CardRule::kTwo, Special::kPairs);
}

void random_hole(benchmark::State& state) {
  static Rng rng(20261125);
  double visited = 0, peak = 0, unknown = 0;
  for (auto _ : state) {
    state.PauseTiming();
    Hole h = dealt(rng, int(state.range(0)));
    state.ResumeTiming();
    Solution s = solve(h, SolveLimits{2'000'000});
    benchmark::DoNotOptimize(s.optimum);
    visited += double(s.visited);
    peak = std::max(peak, double(s.peak_bytes));
    unknown += !s.proved;
  }
  state.counters["visited"] = benchmark::Counter(visited, benchmark::Counter::kAvgIterations);
  state.counters["peak_bytes"] = peak;
  state.counters["unknown"] = unknown;
}

}  // namespace

BENCHMARK(book_problems)->Unit(benchmark::kMillisecond)->Iterations(1);
BENCHMARK(random_hole)
    ->Arg(2)
    ->Arg(3)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)  // one hole per repetition: the "median" row is the median hole
    ->Repetitions(41)
    ->ReportAggregatesOnly(true);
BENCHMARK_MAIN();
