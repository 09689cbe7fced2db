#include "chess/see.hpp"

#include <algorithm>

#include "chess/attacks.hpp"

namespace menagerie::chess {

int see_value(PieceType t) {
  static constexpr int kValues[7] = {0, 100, 320, 330, 500, 950, 20000};
  return kValues[t];
}

bool see_ge(const Position& pos, Move m, int threshold) {
  if (m.kind() == Move::kCastling) return threshold <= 0;
  const Square from = m.from(), to = m.to();
  Bitboard occupied = pos.pieces() ^ bit(from);
  // gain[d]: what the side making capture d wins if the exchange stopped right after it, counting
  // from that side's point of view (capture 0 is m itself).
  int gain[32];
  if (m.kind() == Move::kEnPassant) {
    gain[0] = see_value(kPawn);
    occupied ^= bit(Square(to ^ 8));  // the captured pawn stands beside the target square
  } else {
    gain[0] = see_value(type_of(pos.board[to]));
  }
  if (gain[0] < threshold) return false;  // even an unanswered capture falls short

  const Bitboard diagonal = pos.pieces(kBishop) | pos.pieces(kQueen);
  const Bitboard straight = pos.pieces(kRook) | pos.pieces(kQueen);
  Bitboard attackers = pos.attackers_to(to, occupied);
  int on_square = see_value(type_of(pos.board[from]));  // the piece the next capture would take
  Color side = ~color_of(pos.board[from]);
  int d = 0;
  while (d < 31) {
    attackers &= occupied;
    Bitboard ours = attackers & pos.pieces(side);
    if (!ours) break;
    PieceType t = kPawn;
    while (!(ours & pos.pieces(t))) t = PieceType(t + 1);
    // A king may not capture onto a square the other side still covers.
    if (t == kKing && (attackers & pos.pieces(~side))) break;
    ++d;
    gain[d] = on_square - gain[d - 1];
    on_square = see_value(t);
    occupied ^= bit(Square(lsb(ours & pos.pieces(t))));
    // Sliders behind the piece that just moved now see the square.
    if (t == kPawn || t == kBishop || t == kQueen)
      attackers |= bishop_attacks(to, occupied) & diagonal;
    if (t == kRook || t == kQueen) attackers |= rook_attacks(to, occupied) & straight;
    side = ~side;
  }
  // Each side stops where continuing would cost it: fold the list back to the first capture.
  while (d > 0) {
    gain[d - 1] = -std::max(-gain[d - 1], gain[d]);
    --d;
  }
  return gain[0] >= threshold;
}

}  // namespace menagerie::chess
