// A deliberately simple second Power Chess generator, written apart from the real one to check it:
// characters on a 5×7 grid, big fields as sorted lists of strings, every walk of a rook or bishop
// enumerated step by step (revisits allowed, exactly as the rule is worded), check found by asking
// whether any enemy move could land on the king. Slow on purpose; it shares no code with
// src/games/power_chess beyond reading a State once to start from.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "games/power_chess/power_chess.hpp"

namespace menagerie::power_chess::reference {

struct Position {
  char cell[7][5];  // [rank][file]: '.', or PBRK (White) / pbrk (Black)
  int die[7][5];    // die of a rook or bishop, 0 elsewhere
  // fields[colour][0 = near, 1 = back]: men written "P", "R4", "B6" (upper case for both colours).
  std::vector<std::string> fields[2][2];
  int side;  // 0 White, 1 Black
  bool unpromotable_forbidden;
  int promoted_pawn_field;  // 0 near, 1 back
};

Position from_state(const State& s);
// The position in the documented text form (board, side, fields; no clocks), written independently.
std::string text(const Position& p);
// Every legal move in the documented machine notation.
std::vector<std::string> legal_moves(const Position& p);
// Plays a move returned by legal_moves.
Position play(const Position& p, const std::string& move);
bool in_check(const Position& p);
std::uint64_t perft(const Position& p, int depth);

}  // namespace menagerie::power_chess::reference
