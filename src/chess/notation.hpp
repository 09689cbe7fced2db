// Moves as text: UCI (e2e4, e7e8q; castling as the king taking its own rook, e1h1, as UCI_Chess960
// does) and SAN (Nf3, exd5, e8=Q, O-O, O-O-O, with disambiguation and +/#).
#pragma once

#include <string>
#include <string_view>

#include "chess/position.hpp"

namespace menagerie::chess {

int file_distance(Square a, Square b);
std::string to_uci(Move m);
// SAN of a legal move, with + or # when it checks or mates.
std::string to_san(const Position& pos, Move m);

// A legal move of pos written in UCI or SAN. Accepts the standard castling form e1g1 as well as
// e1h1, 0-0 for O-O, a missing or superfluous disambiguation, "e8Q" for "e8=Q", trailing +, #, !
// and ?. Throws InputError saying why the text names no legal move (malformed, no piece there, the
// other side's piece, the piece cannot go there, it would leave the king in check, ambiguous).
Move parse_move(const Position& pos, std::string_view text);

}  // namespace menagerie::chess
