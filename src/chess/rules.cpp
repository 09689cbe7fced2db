#include "chess/rules.hpp"

#include "chess/movegen.hpp"

namespace menagerie::chess {

namespace {
constexpr Bitboard kLightSquares = kBoard.light_squares();
}

bool insufficient_material(const Position& pos) {
  if (pos.pieces(kPawn) | pos.pieces(kRook) | pos.pieces(kQueen)) return false;
  Bitboard minors = pos.pieces(kKnight) | pos.pieces(kBishop);
  if (popcount(minors) <= 1) return true;
  if (pos.pieces(kKnight)) return false;
  Bitboard bishops = pos.pieces(kBishop);
  return !(bishops & kLightSquares) || !(bishops & ~kLightSquares);
}

Outcome outcome(const Position& pos) {
  MoveBuffer moves;
  generate_legal(pos, moves);
  if (moves.empty())
    return pos.in_check() ? Outcome::win(~pos.side, "checkmate") : Outcome::draw("stalemate");
  if (pos.halfmove >= 100) return Outcome::draw("fifty-move rule");
  if (insufficient_material(pos)) return Outcome::draw("insufficient material");
  return Outcome::ongoing();
}

}  // namespace menagerie::chess
