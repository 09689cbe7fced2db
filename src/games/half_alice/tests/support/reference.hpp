// An independent move generator for classic Alice Chess written the two-board way: two 8×8
// mailboxes, a move played on its board by the orthodox rules of that board alone, then the moved
// piece transferred to the same square of the other board, which must be empty there. It shares no
// code with the game (no bitboards, no src/chess) and reads the game's position text by itself, so
// that perft agreement between the two is evidence, not an echo. With a checker supply it also
// limits the pieces on the second board (Half Alice's checkers).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace menagerie::half_alice::reference {

struct Boards {
  // boards[0]: pieces off the checkers; boards[1]: pieces on checkers. '.' is empty; FEN letters.
  std::array<std::array<char, 64>, 2> boards{};
  bool white = true;
  std::array<bool, 4> castle{};  // K, Q, k, q
  int ep = -1;                   // the square a pawn skipped on its double step, or -1
  int supply = 0;                // checkers per player, 0 for unlimited
  bool strict = false;           // before the transfer the king may not be in check on either board
};

struct Move {
  int board = 0;  // the board it is played on
  int from = 0, to = 0;
  char promo = 0;  // 'q', 'r', 'b', 'n' or 0
  bool castle = false, en_passant = false;
};

// Reads Half Alice's position text (FEN, '*' after a piece on a checker, then the supply).
Boards parse(std::string_view text);
std::vector<Move> legal_moves(const Boards& b);
Boards play(const Boards& b, const Move& m);
std::string text(const Move& m);  // e2e4, e7e8q, castling e1g1
std::uint64_t perft(const Boards& b, int depth);
std::vector<std::pair<std::string, std::uint64_t>> divide(const Boards& b, int depth);

}  // namespace menagerie::half_alice::reference
