#include "games/chessence_sniderman/computer.hpp"

#include <cstdint>
#include <vector>

#include "core/error.hpp"
#include "engine/win_loss_solver.hpp"
#include "games/chessence_sniderman/objects.hpp"
#include "games/chessence_sniderman/solver_problem.hpp"
#include "games/chessence_sniderman/solving.hpp"

namespace menagerie::chessence_sniderman {

namespace {

using Clock = std::chrono::steady_clock;
using Solver = engine::WinLossSolver<SolverProblem>;

bool perfect(int level, Rng& rng) {
  if (level >= 8) return true;
  if (level <= 1) return false;
  return rng.below(7) < static_cast<std::uint64_t>(level - 1);
}

std::vector<Move> shuffled_captures(const State& s, Rng& rng) {
  MovesOf<ChessenceSniderman> legal;
  ChessenceSniderman::generate(s, legal);
  std::vector<Move> all(legal.begin(), legal.end());
  rng.shuffle(all);
  return all;
}

bool odd_wins(const State& s) {
  try {
    SolverProblem problem(object_by_id(s.object), s.start_ply, Side::kOdd);
    Solver solver(problem, solver_capacity(s));
    return solver.wins(problem.root(s));
  } catch (const InputError&) {
    return true;  // beyond the solver: either side is a guess
  }
}

Match::Move side(const Match::State& s, int level, Rng& rng) {
  bool odd = perfect(level, rng) ? odd_wins(s.round) : rng.below(2) == 0;
  return Match::Move{Match::Move::Kind::kSide, static_cast<std::uint8_t>(odd ? 0 : 1), 0, 0};
}

Match::Move object(const Match::State& s, int level, Rng& rng) {
  MovesOf<Match> legal;
  Match::generate(s, legal);
  std::vector<Match::Move> all(legal.begin(), legal.end());
  rng.shuffle(all);
  if (all.size() == 1 || !perfect(level, rng)) return all.front();
  auto deadline = Clock::now() + kObjectBudget;
  std::vector<Move> firsts = shuffled_captures(s.round, rng);
  Match::Move best = all.front();
  double best_score = 2;
  for (const Match::Move& m : all) {
    if (Clock::now() > deadline) break;
    State round = s.round;
    round.object = m.object;
    SolverProblem problem(object_by_id(m.object), round.start_ply, Side::kOdd);
    Solver solver(problem, solver_capacity(round));
    auto root = problem.root(round);
    int solved = 0, wins = 0;
    for (const auto& first : firsts) {
      if (solved > 0 && Clock::now() > deadline) break;
      wins += solver.wins(problem.child(root, first));
      ++solved;
    }
    double score = wins > 0 ? static_cast<double>(wins) / solved : 1;
    if (score < best_score) {
      best_score = score;
      best = m;
    }
  }
  return best;
}

}  // namespace

Move computer_capture(const State& s, int level, Rng& rng) {
  std::vector<Move> all = shuffled_captures(s, rng);
  if (!perfect(level, rng)) return all.front();
  try {
    SolverProblem problem(object_by_id(s.object), s.start_ply, ChessenceSniderman::side_to_move(s));
    Solver solver(problem, solver_capacity(s));
    auto root = problem.root(s);
    for (const auto& m : all)
      if (solver.wins(problem.child(root, m))) return m;
  } catch (const InputError&) {
  }
  return all.front();
}

MatchMove computer_match_move(const MatchState& s, int level, Rng& rng) {
  switch (s.phase) {
    case Phase::kObject:
      return object(s, level, rng);
    case Phase::kSide:
      return side(s, level, rng);
    case Phase::kPlay:
    case Phase::kOver:
      break;
  }
  return Match::from_capture(computer_capture(s.round, level, rng));
}

}  // namespace menagerie::chessence_sniderman
