// Legal move generation and making moves for orthodox chess with Chess960 castling.
#pragma once

#include "chess/position.hpp"
#include "core/game.hpp"

namespace menagerie::chess {

inline constexpr std::size_t kMaxMoves = 256;  // the most known in a legal position is 218
using MoveBuffer = MoveList<Move, kMaxMoves>;

// Appends every legal move of pos (directly legal: no pseudo-legal filtering afterwards).
void generate_legal(const Position& pos, MoveBuffer& moves);
// Plays a legal move in place.
void play(Position& pos, Move m);

}  // namespace menagerie::chess
