// Zombie Chess's rules on top of orthodox chess: burial after every capture, reveals at the end of
// a turn from the squares its moves left, zombies that must move or turn to dust, hordes.
// docs/rules/zombie.md lists every rule and decision; the tests name them.
#pragma once

#include <array>

#include "core/game.hpp"
#include "games/zombie/state.hpp"

namespace menagerie::zombie {

inline constexpr std::size_t kMaxMoves = 256 + 1;  // orthodox moves (or burials) and "end turn"
using MoveBuffer = MoveList<Move, kMaxMoves>;

// What one step did, for the texts people read (every part of it is public but the burial
// square).
struct Report {
  Piece captured = chess::kNoPiece;
  bool cannot_bury = false;  // rule 2: every piece of the capturer already had a burial
  bool turn_ended = false;
  struct Destroyed {
    std::uint8_t square;
    Piece piece;
  };
  std::array<Destroyed, 16> destroyed{};
  int destroyed_count = 0;
  // A square checked at the end of the turn: `buried` is the piece that rose (kNoPiece: "no
  // zombie"), `risen` what now stands there (a queen for a promoted pawn; kNoPiece when it
  // crumbled), `burier` whose burial it was.
  struct Checked {
    std::uint8_t square;
    Piece buried, risen;
    Color burier;
  };
  std::array<Checked, 64> checked{};
  int checked_count = 0;
};

// What stands on `sq` when `p` rises there (rule 8): a pawn on its last rank is a queen at once; a
// pawn on its own first rank crumbles to dust (kNoPiece).
Piece risen_piece(Piece p, Square sq);

// Every legal step of the seat to move.
void generate(const State& s, MoveBuffer& out);
// Plays a legal step in place; `report` (optional) says what happened.
void play(State& s, const Move& m, Report* report = nullptr);
// Checkmate and stalemate at the start of a turn, the fifty-move rule, dead positions.
Outcome outcome(const State& s);
// Why a move that parses as orthodox chess is not a legal step here (empty: it is legal).
std::string why_illegal(const State& s, chess::Move m);
// Why "end" is not a legal step now, and why a burial under sq (a square of one of the mover's
// pieces without a burial of its own) is not (empty: it is legal).
std::string why_end_illegal(const State& s);
std::string why_burial_illegal(const State& s, Square sq);

// Zobrist key of the whole state, secrets included, from scratch.
std::uint64_t hash(const State& s);

}  // namespace menagerie::zombie
