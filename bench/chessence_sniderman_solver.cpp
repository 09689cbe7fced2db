// The speed targets of Sniderman's Chessence's exact solver (issue 7), single thread, each
// repetition a fresh random start: the winner for one object; the value of every legal first move;
// all fourteen built-in objects with every first move valued. Read the "median" rows (one start per
// repetition).
#include <benchmark/benchmark.h>

#include <memory>
#include <vector>

#include "engine/win_loss_solver.hpp"
#include "games/chessence_sniderman/chessence_sniderman.hpp"
#include "games/chessence_sniderman/objects.hpp"
#include "games/chessence_sniderman/solver_problem.hpp"

namespace {

using namespace menagerie;
using namespace menagerie::chessence_sniderman;
using Solver = engine::WinLossSolver<SolverProblem>;

// One object (index 0..13 = 1..10, p1..p4, from the benchmark argument), a fresh random start per
// repetition; `measure(solver, root)` is the work being timed.
template <class Measure>
void each_start(benchmark::State& state, Measure measure) {
  SolverProblem problem(object_by_id(static_cast<ObjectId>(state.range(0))), 0);
  Solver solver(problem);
  static Rng rng(20260101);  // shared by the repetitions: each one takes the next start
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    state.PauseTiming();
    State start = ChessenceSniderman::random_start(rng);
    solver.clear();
    state.ResumeTiming();
    benchmark::DoNotOptimize(measure(solver, problem.root(start)));
    nodes += solver.nodes();
  }
  state.counters["nodes"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kAvgIterations);
}

void winner(benchmark::State& state) {
  each_start(state, [](Solver& s, const auto& root) { return s.wins(root); });
}

void every_first_move(benchmark::State& state) {
  each_start(state, [](Solver& s, const auto& root) { return s.move_values(root); });
}

// Every object solved on its own. (An earlier version solved 1 and p1, and 2 and p3, once and
// flipped the values: wrong, since under p1 ODD plays against the condition that it plays for under
// 1, and a side may be able to force both outcomes, or neither. Its figures were for 12 solves.)
void all_objects_every_first_move(benchmark::State& state) {
  std::vector<std::unique_ptr<SolverProblem>> problems;
  std::vector<std::unique_ptr<Solver>> solvers;
  for (ObjectId id = 0; id < 14; ++id) {
    problems.push_back(std::make_unique<SolverProblem>(object_by_id(id), 0));
    solvers.push_back(std::make_unique<Solver>(*problems.back()));
  }
  static Rng rng(20260202);
  std::vector<std::vector<std::pair<Move, bool>>> values(14);
  std::uint64_t nodes = 0;
  for (auto _ : state) {
    state.PauseTiming();
    State start = ChessenceSniderman::random_start(rng);
    for (auto& s : solvers) s->clear();
    state.ResumeTiming();
    for (std::size_t i = 0; i < solvers.size(); ++i) {
      values[i] = solvers[i]->move_values(problems[i]->root(start));
      nodes += solvers[i]->nodes();
    }
    benchmark::DoNotOptimize(values);
  }
  state.counters["nodes"] =
      benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kAvgIterations);
}

// Objects 1 (last captured White), 5 (odd number left) and 8 (last two squares' colours) stand for
// the three kinds of key: board only with the last capture dropped, board only, board plus one bit.
BENCHMARK(winner)
    ->Arg(0)
    ->Arg(4)
    ->Arg(7)
    ->Iterations(1)
    ->Repetitions(15)
    ->ReportAggregatesOnly(true)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(every_first_move)
    ->Arg(0)
    ->Arg(4)
    ->Arg(7)
    ->Iterations(1)
    ->Repetitions(9)
    ->ReportAggregatesOnly(true)
    ->Unit(benchmark::kMillisecond);
BENCHMARK(all_objects_every_first_move)
    ->Iterations(1)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true)
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
