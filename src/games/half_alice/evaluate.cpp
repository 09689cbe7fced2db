// The evaluator: material, piece-square terms, and the mirror. A king is safer where its own side
// of the mirror is crowded with its own pieces (they block lines there and may take attackers) and
// in danger where enemy pieces stand on its side (only they can give check). A player whose
// checkers are all in use cannot move its pieces off the checkers: a small penalty.
#include "games/half_alice/half_alice.hpp"

namespace menagerie::half_alice {

using namespace chess;

namespace {

constexpr int kValue[7] = {0, 100, 320, 330, 500, 900, 0};

// Steps from the centre: 0 for d4/e4/d5/e5 up to 6 for the corners.
constexpr int centre_distance(Square s) {
  int f = file_of(s), r = rank_of(s);
  int df = f < 4 ? 3 - f : f - 4, dr = r < 4 ? 3 - r : r - 4;
  return df + dr;
}

int piece_square(PieceType t, Color c, Square s, bool endgame) {
  int centre = 6 - centre_distance(s);
  switch (t) {
    case kPawn:
      return 6 * (relative_rank(c, s) - 1) + (centre >= 4 ? 8 : 0);
    case kKnight:
      return 6 * centre - 18;
    case kBishop:
      return 4 * centre - 12;
    case kRook:
      return relative_rank(c, s) == 6 ? 20 : 2 * centre;
    case kQueen:
      return 2 * centre;
    case kKing:
      return endgame ? 6 * centre - 18
                     : (relative_rank(c, s) == 0 ? 10 : -10 * relative_rank(c, s));
    default:
      return 0;
  }
}

int side_score(const State& s, Color c, bool endgame) {
  const Position& p = s.pos;
  int score = 0;
  for (Bitboard b = p.pieces(c); b;) {
    Square sq = pop_lsb(b);
    PieceType t = type_of(p.board[sq]);
    score += kValue[t] + piece_square(t, c, sq, endgame);
  }
  // The mirror: the king's side of the board.
  Square k = p.king(c);
  Bitboard kside = s.side_mask(s.behind(k));
  Bitboard near = king_attacks(k) | bit(k);
  near |= c == kWhite ? near << 8 : near >> 8;
  int friends = popcount(p.pieces(c) & kside & ~bit(k));
  int guards = popcount(p.pieces(c) & kside & near & ~bit(k));
  Bitboard enemies = p.pieces(~c) & kside & ~p.pieces(kPawn) & ~p.pieces(kKing);
  int heavy = popcount(enemies & (p.pieces(kQueen) | p.pieces(kRook)));
  // Mating nets stay dangerous with few pieces (one enemy on the king's side is enough): the
  // term stays in the endgame, at half weight.
  int mirror_term = 3 * friends + 6 * guards - 12 * popcount(enemies) - 10 * heavy;
  score += endgame ? mirror_term / 2 : mirror_term;
  if (s.supply != kUnlimited && !s.has_spare(c)) score -= 20;
  return score;
}

}  // namespace

int piece_value(PieceType t) { return kValue[t]; }

int evaluate(const State& s) {
  const Position& p = s.pos;
  int heavy_material = 0;
  for (PieceType t : {kKnight, kBishop, kRook, kQueen})
    heavy_material += kValue[t] * popcount(p.pieces(t));
  bool endgame = heavy_material <= 2600;
  int white = side_score(s, kWhite, endgame), black = side_score(s, kBlack, endgame);
  int score = p.side == kWhite ? white - black : black - white;
  return score + 10;  // the move is worth something
}

}  // namespace menagerie::half_alice
