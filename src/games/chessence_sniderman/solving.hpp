// Exact values of positions through the generic solver (engine/win_loss_solver.hpp over
// SolverProblem). Everything that needs the solver (this, puzzles, the computer player and the
// analysis) is built as a library of its own, game_chessence_sniderman_solving: the game itself
// compiles without the engine.
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "games/chessence_sniderman/chessence_sniderman.hpp"

namespace menagerie::chessence_sniderman {

// Table slots for solving from s: a million for a full board, far fewer for a few pieces (the
// solver's values fill a few hundred thousand slots from a full board; a bigger table only saves
// re-searching, and clearing it costs time).
std::size_t solver_capacity(const State& s);

struct Solution {
  Side to_move = Side::kOdd;
  Side winner = Side::kOdd;                  // with perfect play from s
  std::vector<std::pair<Move, bool>> moves;  // every legal move and whether it wins for the mover
};

// Who wins s (with its object) and which moves win. Throws InputError when the object needs more
// history than the solver's keys hold.
Solution solve(const State& s);

}  // namespace menagerie::chessence_sniderman
