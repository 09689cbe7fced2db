// How a chess game ends, judged from the position alone (repetition needs the history:
// core/record.hpp).
#pragma once

#include "chess/position.hpp"
#include "core/game.hpp"

namespace menagerie::chess {

// Neither side can ever mate: bare kings, a single minor piece, or bishops that all stand on
// squares of one colour.
bool insufficient_material(const Position& pos);

// Checkmate and stalemate first (a mate on the hundredth ply still wins), then the fifty-move rule
// and dead positions. Seats: 0 = White, 1 = Black.
Outcome outcome(const Position& pos);

}  // namespace menagerie::chess
