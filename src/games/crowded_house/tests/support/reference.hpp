// A deliberately simple second Crowded House generator, written apart from the real one to check
// it: characters on an 8×8 grid, every move found by walking directions square by square, and the
// king's safety judged by listing every move of the next seat and looking for one that lands on
// the king. Slow on purpose; it shares no code with src/games/crowded_house or src/chess and reads
// positions from their documented text.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace menagerie::crowded_house::reference {

struct Position {
  char cell[8][8];  // [rank][file]: '.', or PNBRQK (White) / pnbrqk (Black)
  int seat;         // 0 White king side, 1 Black king side, 2 White queen side, 3 Black queen side
  bool castle[4];   // K, Q, k, q
  int ep_file;      // the file a pawn just passed over with a two-square step, or -1
  bool stuck_passes;   // a seat with a piece on its half but no move passes (else: stalemate)
  bool through_check;  // the king may castle across a square the next seat could capture on
};

// Reads the documented text: FEN (KQkq castling) and then "k" or "q".
Position parse(const std::string& text, bool stuck_passes = true, bool through_check = false);
// Board, side, castling, en passant (only where the seat to move may take) and the seat's half.
std::string text(const Position& p);
// Every legal move: e2e4, e7e8q, e1g1 (castling), pass.
std::vector<std::string> legal_moves(const Position& p);
Position play(const Position& p, const std::string& move);
// The next seat could capture the king of the seat to move at once.
bool in_check(const Position& p);
std::uint64_t perft(const Position& p, int depth);

}  // namespace menagerie::crowded_house::reference
