// A deliberately plain second implementation of Winslow's Chessence, used only as a test oracle: a
// character grid, loops over squares and directions, legality by trying each move and scanning
// every enemy man for an attack on the king. It shares nothing with the fast generator but the
// State layout it reads (square = rank * 6 + file); holes, drop squares and kings are written down
// here again.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "games/chessence_winslow/chessence_winslow.hpp"

namespace menagerie::chessence_winslow::ref {

struct Position {
  char cell[9][6];  // [rank][file]: 'K' 'k' 'M' 'm', '.' empty, '*' hole
  int hand[2] = {0, 0};
  int side = 0;  // 0 White, 1 Black
};

// An empty board with the kings, given men ("e1 d2 ..."), hands and side to move.
Position setup(const std::string& white_men, const std::string& black_men, int white_hand,
               int black_hand, char side);
Position from_state(const State& s);
// The position in the documented text form, counters "0 1".
std::string fen(const Position& p);

bool king_attacked(const Position& p, int color);
// Legal moves as text: "e3c5", drops "M@e1".
std::vector<std::string> legal_moves(const Position& p);
Position after(const Position& p, const std::string& move);
std::uint64_t perft(const Position& p, int depth);

}  // namespace menagerie::chessence_winslow::ref
