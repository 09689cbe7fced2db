// Puzzles: (position, object) pairs in which exactly one legal move wins for the side to move, the
// kind the seed prints ("Can you find the only move ... that guarantees a win?"), graded by how
// many moves look plausible, and the refutation of a wrong answer. Definitions and reasons in
// docs/rules/chessence-sniderman.md, "Puzzles".
//
// This is where the game meets the exact solver (engine/win_loss_solver.hpp), so it is built into
// a library of its own (game_chessence_sniderman_solving, see solving.hpp): the game itself
// compiles without the engine.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "games/chessence_sniderman/chessence_sniderman.hpp"

namespace menagerie::chessence_sniderman {

enum class Difficulty : std::uint8_t { kEasy = 0, kMedium = 1, kHard = 2 };

std::string_view difficulty_name(Difficulty d);  // "easy", "medium", "hard"
// Throws InputError naming the word and the three it may be.
Difficulty parse_difficulty(std::string_view text);

// The look-ahead that decides plausibility: a move is plausible unless a search of this many plies
// (the move itself included) proves that it loses, i.e. the round is over within these plies with
// the mover beaten whatever the mover does.
inline constexpr int kPlausibilityPlies = 4;

// Wrong moves that look plausible ("decoys") at most this many: easy; at most kMediumDecoys:
// medium; more: hard.
inline constexpr int kEasyDecoys = 2;
inline constexpr int kMediumDecoys = 6;

Difficulty difficulty_for(int decoys);

// Random captures played from a random start before a puzzle's position is taken: enough that the
// exact solver answers in milliseconds (a full board takes up to a second per object), few enough
// that the position still has a real choice.
inline constexpr int kMinSetupCaptures = 3;
inline constexpr int kMaxSetupCaptures = 9;
// Positions tried for one puzzle before giving up (each is solved exactly).
inline constexpr int kMaxAttempts = 600;

struct MoveValue {
  Move move;
  bool wins = false;       // for the player who makes it, with perfect play after
  bool plausible = false;  // not proved lost by the kPlausibilityPlies look-ahead
};

// Every legal move of s (generation order) with its exact value for the mover and, when asked,
// whether it looks plausible (else `plausible` is false). Throws InputError when the object needs
// more history than the solver's keys hold.
std::vector<MoveValue> value_moves(const State& s, bool grade = true);

struct Puzzle {
  State position;  // object set; the history starts here (start_ply == ply, no captures)
  Move answer{};   // the only winning move
  int legal = 0;
  int plausible = 0;  // plausible moves, the answer included
  Difficulty difficulty = Difficulty::kEasy;
  std::uint64_t seed = 0;
  int attempts = 0;  // positions tried to find it
};

struct PuzzleSpec {
  std::uint64_t seed = 0;
  std::optional<Difficulty> difficulty;  // any when absent
  std::optional<ObjectId> object;        // a random built-in when absent
  int max_attempts = kMaxAttempts;
};

// The same spec always gives the same puzzle (or the same nothing, when max_attempts positions had
// none of the difficulty asked for).
std::optional<Puzzle> find_puzzle(const PuzzleSpec& spec);

// Whether s, with its object, is a puzzle: of two or more legal moves exactly one wins for the
// mover; then that move and the grading, else nothing.
std::optional<Puzzle> grade_position(const State& s);

// The position a puzzle is posed from: the board and move count of s with the history dropped (as
// when the position text is read back).
State fresh_history(const State& s);

// After a move that loses (s is the position after it): the winner's line to the end of the round
// with perfect play. The winner plays a move that ends the round in its favour at once when there
// is one, else the first winning move; the loser plays the move that leaves the winner the fewest
// winning replies. Empty when s is over. Throws InputError when the winner of s is the side that
// made the move (the move did not lose) or the object is beyond the solver.
std::vector<Move> refutation(const State& s);

// What a puzzle asks: "ODD to play: find the only move that guarantees a win."
std::string puzzle_question(const State& s);

// A tried answer judged: whether it wins for the side to move of s, every move that does, and
// after a move that does not, the winner's line from the position after it (refutation()), with
// words for the player.
struct AnswerCheck {
  bool correct = false;
  std::vector<Move> winning;     // every winning move of s, in generation order
  std::vector<Move> refutation;  // empty when correct
  std::string text;              // "Right: ...", "Wrong: ..." or "No move wins here ..."
};

// `tried` is a legal move of s (a round not over). Throws InputError when the object is beyond
// the solver.
AnswerCheck check_answer(const State& s, const Move& tried);

}  // namespace menagerie::chessence_sniderman
