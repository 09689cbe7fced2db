#include "games/chessence_sniderman/analysis.hpp"

#include <algorithm>
#include <memory>
#include <utility>

#include "core/rng.hpp"
#include "engine/win_loss_solver.hpp"
#include "games/chessence_sniderman/objects.hpp"
#include "games/chessence_sniderman/solver_problem.hpp"
#include "games/chessence_sniderman/solving.hpp"

namespace menagerie::chessence_sniderman {

std::vector<ObjectStats> analyse_objects(const AnalysisStarts& starts,
                                         const std::function<void(double)>& progress) {
  using Solver = engine::WinLossSolver<SolverProblem>;
  const std::vector<State>& given = starts.given;
  std::int64_t count = given.empty() ? starts.count : static_cast<std::int64_t>(given.size());
  auto builtins = builtin_objects();
  struct Tally {
    std::int64_t odd_wins = 0, legal = 0, winning = 0, puzzles = 0;
  };
  std::vector<Tally> tally(builtins.size());
  // Every object is solved on its own. Objects with the same condition and opposite sides (1 and
  // p1, 2 and p3) are different games, not one game with its values flipped: under 1 ODD plays
  // for the condition, under p1 against it, and a side may be able to force both (or neither).
  std::vector<std::unique_ptr<SolverProblem>> problems;
  std::vector<std::unique_ptr<Solver>> solvers;
  // A full table for random starts; given small boards need far fewer slots (and 14 full tables
  // take a while to allocate).
  std::size_t slots = std::size_t{1} << 20;
  if (!given.empty()) {
    slots = 0;
    for (const auto& s : given) slots = std::max(slots, solver_capacity(s));
  }
  for (std::size_t i = 0; i < builtins.size(); ++i) {
    const auto& o = object_by_id(static_cast<ObjectId>(i));
    problems.push_back(std::make_unique<SolverProblem>(o, 0));
    solvers.push_back(std::make_unique<Solver>(*problems[i], slots));
  }
  Rng rng(starts.seed);
  std::vector<std::vector<std::pair<Move, bool>>> values(builtins.size());
  for (std::int64_t n = 0; n < count; ++n) {
    State s = given.empty() ? ChessenceSniderman::random_start(rng) : given[n];
    for (std::size_t i = 0; i < builtins.size(); ++i) {
      solvers[i]->clear();
      values[i] = solvers[i]->move_values(problems[i]->root(s));
      std::int64_t wins = 0;
      for (const auto& [m, odd_wins] : values[i]) wins += odd_wins;  // ODD moves first
      Tally& t = tally[i];
      t.legal += static_cast<std::int64_t>(values[i].size());
      t.winning += wins;
      s.object = static_cast<ObjectId>(i);
      t.odd_wins +=
          values[i].empty() ? ChessenceSniderman::outcome(s).winner == kOddSeat : wins > 0;
      t.puzzles += wins == 1;
      if (progress)
        progress((static_cast<double>(n) + static_cast<double>(i + 1) / builtins.size()) / count);
    }
  }
  std::vector<ObjectStats> rows;
  for (std::size_t i = 0; i < builtins.size(); ++i) {
    const Tally& t = tally[i];
    double d = static_cast<double>(count);
    rows.push_back({builtins[i].name, builtins[i].description, t.odd_wins / d, t.legal / d,
                    t.winning / d, t.puzzles / d});
  }
  return rows;
}

}  // namespace menagerie::chessence_sniderman
