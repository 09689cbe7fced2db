// The board of Winslow's Chessence as bitboards: the fixed geometry (6×9, eight holes, drop
// squares) and the attack sets the move generator and the check test share. Internal to the game.
#pragma once

#include <array>

#include "core/bitboard.hpp"
#include "core/geometry.hpp"
#include "games/chessence_winslow/chessence_winslow.hpp"

namespace menagerie::chessence_winslow::board {

// a2 b3 d4 e5 (White's half) and their 180° images f8 e7 c6 b5.
inline constexpr Bitboard kHoles =
    bit(6) | bit(13) | bit(21) | bit(28) | bit(47) | bit(40) | bit(32) | bit(25);
inline constexpr Geometry kGeometry{kWidth, kHeight, kHoles};
inline constexpr Bitboard kRectangle = kGeometry.rectangle();
inline constexpr Bitboard kCellsBB = kGeometry.board();
// The six squares the men start on, which are also the only squares a side may drop on.
inline constexpr Bitboard kDropSquares[2] = {
    bit(4) | bit(9) | bit(10) | bit(11) | bit(15) | bit(16),     // e1 d2 e2 f2 d3 e3
    bit(49) | bit(42) | bit(43) | bit(44) | bit(37) | bit(38)};  // b9 a8 b8 c8 b7 c7

constexpr const Geometry& geometry() { return kGeometry; }

struct Tables {
  // rays[d][s]: the cells from s (exclusive) in direction d up to the edge or the first hole.
  // Directions 0..3 raise the square number (E, N, NE, NW), 4..7 lower it (W, S, SW, SE), which
  // tells the attack code whether the nearest blocker is the lowest or the highest set bit.
  std::array<std::array<Bitboard, 64>, 8> rays{};
  std::array<Bitboard, 64> knight{};
};
const Tables& tables();

inline Bitboard ray_attacks(const Tables& t, int s, int d, Bitboard occupied) {
  Bitboard ray = t.rays[d][s];
  Bitboard blockers = ray & occupied;
  if (!blockers) return ray;
  return ray ^ t.rays[d][d < 4 ? lsb(blockers) : msb(blockers)];
}
inline Bitboard rook_attacks(const Tables& t, int s, Bitboard occupied) {
  return ray_attacks(t, s, 0, occupied) | ray_attacks(t, s, 1, occupied) |
         ray_attacks(t, s, 4, occupied) | ray_attacks(t, s, 5, occupied);
}
inline Bitboard bishop_attacks(const Tables& t, int s, Bitboard occupied) {
  return ray_attacks(t, s, 2, occupied) | ray_attacks(t, s, 3, occupied) |
         ray_attacks(t, s, 6, occupied) | ray_attacks(t, s, 7, occupied);
}
inline Bitboard attacks(const Tables& t, int s, int powers, Bitboard occupied) {
  Bitboard a = 0;
  if (powers & kRook) a |= rook_attacks(t, s, occupied);
  if (powers & kBishop) a |= bishop_attacks(t, s, occupied);
  if (powers & kKnight) a |= t.knight[s];
  return a;
}

// The cells whose file stays on the board when moved df files sideways.
template <int df>
inline constexpr Bitboard kKeepFiles = kGeometry.file_shift_mask(df);

// Every cell of b moved by (df, dr), dropping what leaves the rectangle; holes may appear in the
// result but never hold a man, so callers intersect with men.
template <int df, int dr>
constexpr Bitboard shift(Bitboard b) {
  constexpr int delta = dr * kWidth + df;
  b &= kKeepFiles<df>;
  if constexpr (delta >= 0)
    return (b << delta) & kRectangle;
  else
    return (b >> -delta) & kRectangle;
}

// The men of `men` that have a friendly man orthogonally adjacent, diagonally adjacent, a knight's
// leap away: the rook-, bishop- and knight-powered men. A man is in its partners' neighbourhood
// exactly when one of them relates to it, so one set shift per offset decides all men at once.
constexpr Bitboard rook_powered(Bitboard men) {
  return men & (shift<1, 0>(men) | shift<-1, 0>(men) | shift<0, 1>(men) | shift<0, -1>(men));
}
constexpr Bitboard bishop_powered(Bitboard men) {
  return men & (shift<1, 1>(men) | shift<-1, 1>(men) | shift<1, -1>(men) | shift<-1, -1>(men));
}
constexpr Bitboard knight_powered(Bitboard men) {
  return men & (shift<1, 2>(men) | shift<2, 1>(men) | shift<2, -1>(men) | shift<1, -2>(men) |
                shift<-1, -2>(men) | shift<-2, -1>(men) | shift<-2, 1>(men) | shift<-1, 2>(men));
}

// Does any man of `attackers` (with the powers its friends give it) attack `target`, on a board
// where `occupied` holds every piece?
inline bool attacked(const Tables& t, int target, Bitboard attackers, Bitboard occupied) {
  if (t.knight[target] & knight_powered(attackers)) return true;
  Bitboard rooks = rook_powered(attackers), bishops = bishop_powered(attackers);
  return (rooks && (rook_attacks(t, target, occupied) & rooks)) ||
         (bishops && (bishop_attacks(t, target, occupied) & bishops));
}

}  // namespace menagerie::chessence_winslow::board
