#include "games/chessence_winslow/evaluate.hpp"

#include "games/chessence_winslow/board.hpp"

namespace menagerie::chessence_winslow {

namespace {

using namespace board;

// Hand-set starting values; a man in hand is worth a little less than one on the board because it
// can only come back on one's own starting squares, far from the enemy king.
constexpr Weights kDefault{{
    100,  // kManOnBoard
    85,   // kManInHand
    10,   // kRookPower
    8,    // kBishopPower
    6,    // kKnightPower
    -18,  // kUnpowered
    3,    // kMobility
    -6,   // kKingLine
    -8,   // kKingZoneAttacked
    6,    // kKingDefender
    -10,  // kKingAttacker
    -6,   // kDropAttacked
    3,    // kDropOpen
    12,   // kTempo
}};

// The cells within two king steps of each king (its own cell excluded).
constexpr Bitboard king_zone(int king) {
  Bitboard zone = 0;
  for (int s = 0; s < kCells; ++s) {
    int df = s % kWidth - king % kWidth, dr = s / kWidth - king / kWidth;
    if (s != king && df >= -2 && df <= 2 && dr >= -2 && dr <= 2) zone |= bit(s);
  }
  return zone & kCellsBB;
}
constexpr Bitboard kZone[2] = {king_zone(kKingSquare[kWhite]), king_zone(kKingSquare[kBlack])};

struct Side {
  int score = 0;
  Bitboard attacks = 0;  // every cell this side's men attack
  int moves = 0;         // board moves ignoring king safety, plus drops
};

Side assess(const State& s, int c, Bitboard occupied, const Tables& t, const Weights& w) {
  Side out;
  const Bitboard own = s.men[c];
  const Bitboard rooks = rook_powered(own), bishops = bishop_powered(own),
                 knights = knight_powered(own);
  out.score += popcount(own) * w[Weights::kManOnBoard] + s.hand[c] * w[Weights::kManInHand] +
               popcount(rooks) * w[Weights::kRookPower] +
               popcount(bishops) * w[Weights::kBishopPower] +
               popcount(knights) * w[Weights::kKnightPower] +
               popcount(own & ~(rooks | bishops | knights)) * w[Weights::kUnpowered];
  int reach = 0;
  for (int sq : squares(rooks | bishops | knights)) {
    Bitboard a = 0;
    if (test(rooks, sq)) a |= rook_attacks(t, sq, occupied);
    if (test(bishops, sq)) a |= bishop_attacks(t, sq, occupied);
    if (test(knights, sq)) a |= t.knight[sq];
    out.attacks |= a;
    reach += popcount(a & ~(own | kKings));
  }
  out.score += reach * w[Weights::kMobility];
  out.moves = reach + (s.hand[c] ? popcount(kDropSquares[c] & ~occupied) : 0);
  return out;
}

}  // namespace

const Weights& default_weights() { return kDefault; }

int evaluate(const State& s, const Weights& w) {
  const Tables& t = tables();
  const Bitboard occupied = s.men[kWhite] | s.men[kBlack] | kKings;
  Side side[2] = {assess(s, kWhite, occupied, t, w), assess(s, kBlack, occupied, t, w)};
  const int us = s.side;
  // Nothing to move and nothing to drop: no legal move either, which loses.
  if (side[us].moves == 0) return -kStuckScore;

  int score[2];
  for (int c = 0; c < 2; ++c) {
    const int them = c ^ 1, king = kKingSquare[c];
    const Bitboard own = s.men[c];
    int v = side[c].score;
    Bitboard lines =
        (rook_attacks(t, king, occupied) | bishop_attacks(t, king, occupied) | t.knight[king]) &
        ~own;
    v += popcount(lines) * w[Weights::kKingLine] +
         popcount(kZone[c] & side[them].attacks) * w[Weights::kKingZoneAttacked] +
         popcount(kZone[c] & own) * w[Weights::kKingDefender] +
         popcount(kZone[c] & s.men[them]) * w[Weights::kKingAttacker] +
         popcount(kDropSquares[c] & side[them].attacks) * w[Weights::kDropAttacked];
    if (s.hand[c])
      v += popcount(kDropSquares[c] & ~occupied & ~side[them].attacks) * w[Weights::kDropOpen];
    score[c] = v;
  }
  return score[us] - score[us ^ 1] + w[Weights::kTempo];
}

}  // namespace menagerie::chessence_winslow
