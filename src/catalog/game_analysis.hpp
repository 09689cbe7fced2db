// Analysis of a game of perfect information: every position of a game evaluated by the variant's
// engine to a depth, with up to three best lines (MultiPV), and each move judged by how much of
// its mover's winning chances it threw away. Nothing here knows a game or a thread: the server's
// analysis pool (server/analysis_pool.hpp) and the benchmark call these per position.
//
// Scores are given from the side of the first seat (White; in a game of teams, the first seat's
// team), whoever is to move: an evaluation bar reads them as they are.
#pragma once

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "catalog/variant.hpp"

namespace menagerie::catalog {

inline constexpr int kAnalysisMinDepth = 1;
inline constexpr int kAnalysisMaxDepth = 20;
// Measured with bench/analysis.cpp: a 60-move Chess960 game (121 positions, three lines each)
// takes 8.3 s of processor time at depth 9 (8.8 s wall on two cores shared with other builds,
// about 4.5 s on two free ones); depth 10 takes 15.9 s (each depth costs about 1.8 times the one
// before; three lines about three times one).
inline constexpr int kAnalysisDefaultDepth = 9;
inline constexpr int kAnalysisMaxLines = 3;
inline constexpr std::size_t kAnalysisMaxMoves = 600;
// A bound on one position's search whatever the depth asked (a position where the search
// explodes stops at the depth it has completed).
inline constexpr std::uint64_t kAnalysisMaxNodes = 30'000'000;

// Throws InputError saying why `v` cannot be analysed: hidden information (a position's
// evaluation would need what a seat does not know), chance, or no engine that evaluates.
void require_analysable(const Variant& v);

// A game to analyse: its start and every move, and what a client shows of each position.
struct GamePositions {
  std::string variant;
  json options;                    // the start: the game's options without "moves"
  std::vector<std::string> moves;  // every move, machine form (option "moves" first)
  std::vector<std::string> shown;  // the same, display form
  std::vector<Seat> movers;        // the seat that played each move
  std::vector<json> views;         // the spectator's view before move 0, 1, ... and at the end
  std::vector<int> sides;          // per move: +1 when its mover plays for the first seat's team
};

// Replays `moves` after the game `options` create (which may hold moves of their own). Throws
// InputError naming a bad option, or a move that cannot be played by its number and text; also
// when there are more than kAnalysisMaxMoves moves.
GamePositions game_positions(const Variant& v, const json& options,
                             const std::vector<std::string>& moves);

// A score from the first seat's side: centipawns, a mate in n moves (positive: the first seat's
// side mates), or the end of the game (+1 won, -1 lost, 0 drawn, for the first seat's side).
struct Score {
  enum class Kind { kCentipawns, kMate, kEnd };
  Kind kind = Kind::kCentipawns;
  int value = 0;
  // The first seat's side's winning chances, -1 (lost) .. +1 (won): a logistic of the
  // centipawns, +-1 for a mate or an end.
  double chances() const;
  json to_json() const;
  bool operator==(const Score&) const = default;
};

struct EvalLine {
  Score score;
  std::vector<std::string> pv;     // display form
  std::vector<std::string> moves;  // the same, machine form
};

struct PositionEval {
  std::size_t ply = 0;  // the position before move `ply` (the number of moves played)
  int depth = 0;        // the depth completed (0 at the end of the game)
  std::uint64_t nodes = 0;
  Score score;                  // the best line's
  std::vector<EvalLine> lines;  // best first; none at the end of the game
  json to_json() const;
};

// Evaluates position `ply` of `game` with `engine` (of the game's variant) to `depth`, with up to
// `lines` best lines. Returns the deepest completed result (depth 0 if `stop` came first).
PositionEval evaluate_position(Engine& engine, const GamePositions& game, std::size_t ply,
                               int depth, int lines, const std::atomic<bool>* stop = nullptr);

// How bad a move was: the winning chances (of the -1..+1 scale) its mover lost, judged from the
// evaluations of the positions before and after it. At least 0.3: a blunder (??), 0.2: a mistake
// (?), 0.1: an inaccuracy (?!). The engine's own first choice is never marked.
enum class Judgement { kNone, kInaccuracy, kMistake, kBlunder };
inline constexpr double kInaccuracyLoss = 0.1, kMistakeLoss = 0.2, kBlunderLoss = 0.3;
struct MoveJudgement {
  double loss = 0;
  Judgement judgement = Judgement::kNone;
  std::string best;  // the engine's choice, display form
  json to_json() const;
};
MoveJudgement judge_move(const GamePositions& game, std::size_t move, const PositionEval& before,
                         const PositionEval& after);

// {"variant", "options", "moves", "shown", "movers", "views"}: the positions as a client steps
// through them.
json positions_json(const GamePositions& game);

}  // namespace menagerie::catalog
