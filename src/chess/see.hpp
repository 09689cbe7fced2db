// Static exchange evaluation: the material a capture wins or loses if both sides then keep
// recapturing on its square with their least valuable piece, each free to stop when going on would
// cost it. The search uses it to try losing captures late and to skip them in quiescence. Pins and
// checks are ignored (a pinned piece is counted as a recapturer), as is usual: SEE is a guess that
// must be cheap.
#pragma once

#include "chess/position.hpp"
#include "chess/types.hpp"

namespace menagerie::chess {

// The piece values SEE counts with (pawn 100; the king never gets captured: a large value).
int see_value(PieceType t);

// Whether m, played in pos, gains at least `threshold` centipawns by the exchange on its target
// square. Castling and en passant count as gaining 0 beside their capture; a promotion counts its
// pawn as a pawn.
bool see_ge(const Position& pos, Move m, int threshold);

}  // namespace menagerie::chess
