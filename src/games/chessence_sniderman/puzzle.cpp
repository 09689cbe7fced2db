#include "games/chessence_sniderman/puzzle.hpp"

#include <algorithm>
#include <bit>
#include <string>

#include <fmt/format.h>

#include "core/error.hpp"
#include "engine/win_loss_solver.hpp"
#include "games/chessence_sniderman/objects.hpp"
#include "games/chessence_sniderman/solver_problem.hpp"
#include "games/chessence_sniderman/solving.hpp"

namespace menagerie::chessence_sniderman {

namespace {

using Solver = engine::WinLossSolver<SolverProblem>;

enum class Seen { kWin, kLoss, kUnknown };

// What a search of `plies` plies proves for `side` from s: a forced win, a forced loss, or nothing.
Seen look_ahead(const State& s, Side side, int plies) {
  MovesOf<ChessenceSniderman> moves;
  ChessenceSniderman::generate(s, moves);
  if (moves.empty())
    return object_by_id(s.object).winner(ChessenceSniderman::round(s)) == side ? Seen::kWin
                                                                               : Seen::kLoss;
  if (plies == 0) return Seen::kUnknown;
  bool ours = ChessenceSniderman::side_to_move(s) == side;
  Seen good = ours ? Seen::kWin : Seen::kLoss, bad = ours ? Seen::kLoss : Seen::kWin;
  bool all_bad = true;
  for (const Move& m : moves) {
    State c = s;
    ChessenceSniderman::play(c, m);
    Seen v = look_ahead(c, side, plies - 1);
    if (v == good) return good;
    all_bad = all_bad && v == bad;
  }
  return all_bad ? bad : Seen::kUnknown;
}

}  // namespace

std::string_view difficulty_name(Difficulty d) {
  switch (d) {
    case Difficulty::kEasy:
      return "easy";
    case Difficulty::kMedium:
      return "medium";
    case Difficulty::kHard:
      return "hard";
  }
  return "easy";
}

Difficulty parse_difficulty(std::string_view text) {
  for (Difficulty d : {Difficulty::kEasy, Difficulty::kMedium, Difficulty::kHard})
    if (text == difficulty_name(d)) return d;
  throw InputError("unknown difficulty '" + std::string(text) + "' (use easy, medium or hard)");
}

Difficulty difficulty_for(int decoys) {
  if (decoys <= kEasyDecoys) return Difficulty::kEasy;
  if (decoys <= kMediumDecoys) return Difficulty::kMedium;
  return Difficulty::kHard;
}

std::vector<MoveValue> value_moves(const State& s, bool grade) {
  Side side = ChessenceSniderman::side_to_move(s);
  SolverProblem problem(object_by_id(s.object), s.start_ply, side);
  Solver solver(problem, solver_capacity(s));
  auto root = problem.root(s);
  std::vector<MoveValue> out;
  for (const auto& [m, wins] : solver.move_values(root)) {
    State c = s;
    ChessenceSniderman::play(c, m);
    out.push_back({m, wins, grade && look_ahead(c, side, kPlausibilityPlies - 1) != Seen::kLoss});
  }
  return out;
}

State fresh_history(const State& s) {
  State out = s;
  out.start_ply = out.ply;
  out.captures = {};
  return out;
}

std::optional<Puzzle> grade_position(const State& s) {
  // The exact values first: most positions have no single winning move, and then the look-ahead
  // is not needed.
  std::vector<MoveValue> values = value_moves(s, false);
  Puzzle p;
  p.position = s;
  p.legal = static_cast<int>(values.size());
  int winners = 0;
  for (const MoveValue& v : values) {
    if (!v.wins) continue;
    ++winners;
    p.answer = v.move;
  }
  // One legal move is no choice, so not a puzzle.
  if (winners != 1 || p.legal < 2) return std::nullopt;
  Side side = ChessenceSniderman::side_to_move(s);
  for (const MoveValue& v : values) {
    State c = s;
    ChessenceSniderman::play(c, v.move);
    p.plausible += look_ahead(c, side, kPlausibilityPlies - 1) != Seen::kLoss;
  }
  // The answer always counts as plausible: a look-ahead never proves a winning move lost.
  p.difficulty = difficulty_for(p.plausible - 1);
  return p;
}

std::optional<Puzzle> find_puzzle(const PuzzleSpec& spec) {
  Rng rng(spec.seed);
  const int builtins = static_cast<int>(builtin_objects().size());
  for (int attempt = 1; attempt <= spec.max_attempts; ++attempt) {
    State s = ChessenceSniderman::random_start(rng);
    s.object = spec.object ? *spec.object : static_cast<ObjectId>(rng.below(builtins));
    int captures =
        kMinSetupCaptures + static_cast<int>(rng.below(kMaxSetupCaptures - kMinSetupCaptures + 1));
    bool over = false;
    for (int i = 0; i < captures && !over; ++i) {
      MovesOf<ChessenceSniderman> moves;
      ChessenceSniderman::generate(s, moves);
      if (moves.empty()) {
        over = true;
        break;
      }
      ChessenceSniderman::play(s, moves[rng.below(moves.size())]);
    }
    if (over) continue;
    s = fresh_history(s);
    if (!ChessenceSniderman::any_capture(s)) continue;
    std::optional<Puzzle> p = grade_position(s);
    if (!p || (spec.difficulty && p->difficulty != *spec.difficulty)) continue;
    p->seed = spec.seed;
    p->attempts = attempt;
    return p;
  }
  return std::nullopt;
}

std::vector<Move> refutation(const State& s) {
  Side winner = ChessenceSniderman::side_to_move(s);
  SolverProblem problem(object_by_id(s.object), s.start_ply, winner);
  Solver solver(problem, solver_capacity(s));
  auto node = problem.root(s);
  if (!solver.wins(node))
    throw InputError("that move does not lose: the side that made it still wins");
  std::vector<Move> line;
  for (;;) {
    MovesOf<ChessenceSniderman> moves;
    ChessenceSniderman::generate(node.s, moves);
    if (moves.empty()) break;
    const Move* chosen = nullptr;
    if (problem.maximiser_to_move(node)) {
      for (const Move& m : moves) {
        auto c = problem.child(node, m);
        if (problem.count_moves(c) == 0 && problem.maximiser_wins(c)) {
          chosen = &m;
          break;
        }
      }
      for (const Move& m : moves)
        if (!chosen && solver.wins(problem.child(node, m))) chosen = &m;
    } else {
      // Every move loses; the best try leaves the winner the fewest winning replies.
      std::size_t fewest = SIZE_MAX;
      for (const Move& m : moves) {
        auto c = problem.child(node, m);
        MovesOf<ChessenceSniderman> replies;
        ChessenceSniderman::generate(c.s, replies);
        std::size_t winning = 0;
        for (const Move& r : replies) winning += solver.wins(problem.child(c, r));
        if (replies.empty()) winning = SIZE_MAX - 1;  // ends the round lost: the worst try
        if (winning < fewest) {
          fewest = winning;
          chosen = &m;
        }
      }
    }
    line.push_back(*chosen);
    node = problem.child(node, *chosen);
  }
  return line;
}

namespace {
std::string side_word(Side s) { return s == Side::kOdd ? "ODD" : "EVEN"; }
}  // namespace

std::string puzzle_question(const State& s) {
  return side_word(ChessenceSniderman::side_to_move(s)) +
         " to play: find the only move that guarantees a win.";
}

AnswerCheck check_answer(const State& s, const Move& tried) {
  AnswerCheck out;
  for (const auto& v : value_moves(s, false)) {
    if (!v.wins) continue;
    out.winning.push_back(v.move);
    out.correct = out.correct || v.move == tried;
  }
  std::string who = side_word(ChessenceSniderman::side_to_move(s));
  std::string shown = ChessenceSniderman::move_display(s, tried);
  if (out.correct) {
    out.text = fmt::format("Right: {} wins for {} against any defence.", shown, who);
    return out;
  }
  State after = s;
  ChessenceSniderman::play(after, tried);
  out.refutation = refutation(after);
  out.text = out.winning.empty()
                 ? fmt::format("No move wins here for {}: {} loses like every other.", who, shown)
                 : fmt::format("Wrong: after {} the other side wins with perfect play.", shown);
  return out;
}

}  // namespace menagerie::chessence_sniderman
