#include "games/chessence_sniderman/solving.hpp"

#include <algorithm>
#include <bit>

#include "engine/win_loss_solver.hpp"
#include "games/chessence_sniderman/objects.hpp"
#include "games/chessence_sniderman/solver_problem.hpp"

namespace menagerie::chessence_sniderman {

std::size_t solver_capacity(const State& s) {
  int pieces = std::popcount(static_cast<unsigned>(s.occupied()));
  return std::size_t{1} << std::clamp(pieces + 4, 10, 20);
}

Solution solve(const State& s) {
  // Values for ODD throughout (a full-size table: one position, solved once).
  SolverProblem problem(object_by_id(s.object), s.start_ply, Side::kOdd);
  engine::WinLossSolver<SolverProblem> solver(problem);
  auto root = problem.root(s);
  bool odd_moves = ChessenceSniderman::to_move(s) == kOddSeat;
  Solution out;
  out.to_move = odd_moves ? Side::kOdd : Side::kEven;
  bool odd_wins = false;
  auto values = solver.move_values(root);
  if (values.empty()) {
    odd_wins = ChessenceSniderman::outcome(s).winner == kOddSeat;
  } else {
    odd_wins = !odd_moves;  // the mover wins if one move wins for it
    for (const auto& [m, odd_after] : values) {
      bool mover_wins = odd_after == odd_moves;
      if (mover_wins) odd_wins = odd_moves;
      out.moves.emplace_back(m, mover_wins);
    }
  }
  out.winner = odd_wins ? Side::kOdd : Side::kEven;
  return out;
}

}  // namespace menagerie::chessence_sniderman
