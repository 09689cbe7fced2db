// The speed targets of Chess Golf's exact solver (single thread): the book's three Problems proved
// optimal (target: < 0.1 s for all three), and random holes as the referee deals them (a layout
// and two or three cards; targets: median < 5 ms with two cards, < 20 ms with three). Times are the
// solving thread's CPU time (the machine may be shared), each Problem the median of `runs` solves.
// Per Problem: the optimum, the time, the positions stored (the breadth-first layers) and examined
// (the search past them, never stored), and the solver's peak memory.
// Usage: bench_golf_solver [holes per card count, default 201] [runs per Problem, default 5]
//                          [special rule of the random holes: pairs (default), moves, none]
//                          [max stored positions per random hole, default 2000000; 0: the
//                           solver's own limits, as `menagerie solve` meets them]
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/rng.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/solver.hpp"

namespace {

using namespace menagerie;
using namespace menagerie::golf;

double cpu_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

// The solution and the median CPU time of `runs` solves.
std::pair<Solution, double> timed(const Hole& h, int runs, SolveLimits limits = {}) {
  std::vector<double> times;
  Solution s;
  for (int i = 0; i < runs; ++i) {
    double t0 = cpu_seconds();
    s = solve(h, limits);
    times.push_back(cpu_seconds() - t0);
  }
  std::sort(times.begin(), times.end());
  return {s, times[times.size() / 2]};
}

const char* verdict(bool met) { return met ? "met" : "NOT MET"; }

void problems(int runs) {
  struct Problem {
    const char *board, *cards;
  };
  const Problem book[] = {
      {"3R2b1/1Q3K1N/3R4/b5n1/N6B/3n2k1/1B2q2r/1r6", "b b"},
      {"5r1b/2n5/8/3Q4/Bk4n1/4N3/Rr1KR1B1/N4qb1", "n n r"},
      {"1N2b1b1/1nr2B2/3B3R/6k1/N5q1/4Qn2/2r3R1/5K2", "N N B"},
  };
  double total = 0;
  int number = 0;
  for (const Problem& p : book) {
    Hole h = parse_board(p.board);
    parse_cards(h, p.cards);
    auto [s, seconds] = timed(h, runs);
    total += seconds;
    fmt::print(
        "Problem {} ({:5}): optimum {}, {:7.2f} ms, {:>8} stored, {:>9} examined, {:>7.1f} KB\n",
        ++number, p.cards, s.optimum ? std::to_string(*s.optimum) : "none", seconds * 1e3,
        s.visited, s.examined, double(s.peak_bytes) / 1024);
  }
  fmt::print("Problems 1-3: {:.1f} ms in all (target < 100 ms: {})\n\n", total * 1e3,
             verdict(total < 0.1));
}

// Random dealt holes, the same ones every run (a fixed seed), each solved once.
void random_holes(int cards, int holes, double target_ms, Special special, SolveLimits limits) {
  Rng rng(20261125 + cards);
  std::vector<double> ms;
  std::uint64_t stored = 0, examined = 0;
  std::size_t peak = 0;
  int unknown = 0, none = 0, optimum_sum = 0;
  double slowest = -1;
  std::string slowest_hole;
  for (int i = 0; i < holes; ++i) {
    Hole h = Golf::deal_hole(rng, cards == 3 ? CardRule::kThree : CardRule::kTwo, special);
    auto [s, seconds] = timed(h, 1, limits);
    ms.push_back(seconds * 1e3);
    if (seconds > slowest) {
      slowest = seconds;
      slowest_hole =
          fmt::format("{} {} ({}: {} stored, {} examined, {:.0f} KB)", board_text(h), cards_text(h),
                      !s.proved   ? "unknown"
                      : s.optimum ? std::to_string(*s.optimum)
                                  : "no line",
                      s.visited, s.examined, double(s.peak_bytes) / 1024);
    }
    stored += s.visited;
    examined += s.examined;
    peak = std::max(peak, s.peak_bytes);
    unknown += !s.proved;
    none += s.proved && !s.optimum;
    optimum_sum += s.optimum ? *s.optimum : 0;
  }
  std::vector<double> sorted = ms;
  std::sort(sorted.begin(), sorted.end());
  auto at = [&](double q) { return sorted[std::size_t(q * double(sorted.size() - 1))]; };
  double mean = 0;
  for (double x : ms) mean += x / double(ms.size());
  fmt::print(
      "Random holes, {} cards ({} dealt): median {:.3f} ms (target < {} ms: {}), mean {:.3f} ms, "
      "90% {:.3f} ms, max {:.1f} ms\n",
      cards, holes, at(0.5), target_ms, verdict(at(0.5) < target_ms), mean, at(0.9), sorted.back());
  fmt::print(
      "  mean {:.0f} stored and {:.0f} examined positions, peak {:.0f} KB; {} without a line, "
      "{} unknown; mean optimum {:.2f}\n",
      double(stored) / holes, double(examined) / holes, double(peak) / 1024, none, unknown,
      double(optimum_sum) / std::max(1, holes - none - unknown));
  fmt::print("  slowest: {}\n\n", slowest_hole);
}

}  // namespace

int main(int argc, char** argv) {
  const int holes = argc > 1 ? std::max(1, std::atoi(argv[1])) : 201;
  const int runs = argc > 2 ? std::max(1, std::atoi(argv[2])) : 5;
  fmt::print("Chess Golf exact solver, single thread, CPU time\n\n");
  problems(runs);
  const Special special = argc > 3 ? parse_special(argv[3]) : Special::kPairs;
  SolveLimits limits{2'000'000};
  if (argc > 4)
    limits =
        std::atoll(argv[4]) > 0 ? SolveLimits{std::size_t(std::atoll(argv[4]))} : SolveLimits{};
  fmt::print("Random holes: special {}, at most {} stored, {} examined\n\n", special_name(special),
             limits.max_states, limits.max_examined);
  random_holes(2, holes, 5, special, limits);
  random_holes(3, holes, 20, special, limits);
  return 0;
}
