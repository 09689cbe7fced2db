// The static evaluation for the search: material, a little centralisation and pawn advance, from
// the side to move's point of view. A team plays one colour, so this is chess's evaluation at heart;
// what is Crowded House's own is a small bonus for each half of the board where a colour still has
// a piece besides its king (a player with nothing on their half can only pass or bring a piece
// over, and a king alone there can be mated by one long-range piece).
#include <cstdlib>

#include "games/crowded_house/crowded_house.hpp"

namespace menagerie::crowded_house {

using namespace chess;

namespace {

constexpr int kValue[7] = {0, 100, 310, 330, 500, 950, 0};

// Distance from the centre, 0 (d4/e4/d5/e5) to 3 (the rim).
int rim_distance(Square sq) {
  int f = file_of(sq), r = rank_of(sq);
  int df = f < 4 ? 3 - f : f - 4, dr = r < 4 ? 3 - r : r - 4;
  return df > dr ? df : dr;
}

int side_score(const Position& pos, Color c) {
  int score = 0;
  for (Bitboard b = pos.pieces(c); b;) {
    Square sq = pop_lsb(b);
    PieceType t = type_of(pos.board[sq]);
    score += kValue[t];
    if (t == kKnight || t == kBishop || t == kQueen) score += 12 - 4 * rim_distance(sq);
    if (t == kPawn) score += 6 * (relative_rank(c, sq) - 1) - 3 * (rim_distance(sq) > 2);
  }
  Bitboard helpers = pos.pieces(c) & ~pos.pieces(kKing);
  if (helpers & kKingHalf) score += 25;
  if (helpers & kQueenHalf) score += 25;
  return score;
}

}  // namespace

int CrowdedHouse::evaluate(const State& s) {
  const Color us = s.pos.side;
  return side_score(s.pos, us) - side_score(s.pos, ~us);
}

int CrowdedHouse::order_score(const State& s, Move m) {
  if (m == kPass || m.kind() == Move::kCastling) return 0;
  int victim = m.kind() == Move::kEnPassant ? 100 : kValue[type_of(s.pos.board[m.to()])];
  int promo = m.kind() == Move::kPromotion ? kValue[m.promotion()] : 0;
  return 16 * (victim + promo) - kValue[type_of(s.pos.board[m.from()])] / 100;
}

}  // namespace menagerie::crowded_house
