// Bitboard steps on the 5×7 board (square = rank * 5 + file, a1 = 0): whole-set shifts, so a
// breadth- first reach advances every frontier cell at once.
#pragma once

#include <array>

#include "core/bitboard.hpp"
#include "core/geometry.hpp"
#include "games/power_chess/power_chess.hpp"

namespace menagerie::power_chess {

inline constexpr Geometry kGeometry{kWidth, kHeight};
inline constexpr Bitboard kBoard = kGeometry.board();
constexpr Bitboard file_mask(int f) { return kGeometry.file_mask(f); }
constexpr Bitboard rank_mask(int r) { return kGeometry.rank_mask(r); }
// The cells a step west (east) may start from without wrapping onto the next rank.
inline constexpr Bitboard kNotFileA = kGeometry.file_shift_mask(-1);
inline constexpr Bitboard kNotFileE = kGeometry.file_shift_mask(1);

constexpr Bitboard north(Bitboard b) { return (b << kWidth) & kBoard; }
constexpr Bitboard south(Bitboard b) { return b >> kWidth; }
constexpr Bitboard east(Bitboard b) { return (b & kNotFileE) << 1; }
constexpr Bitboard west(Bitboard b) { return (b & kNotFileA) >> 1; }
constexpr Bitboard orthogonal_steps(Bitboard b) { return north(b) | south(b) | east(b) | west(b); }
constexpr Bitboard diagonal_steps(Bitboard b) {
  Bitboard ew = east(b) | west(b);
  return north(ew) | south(ew);
}
constexpr Bitboard steps(Bitboard b, PieceType t) {
  return t == kRook ? orthogonal_steps(b) : diagonal_steps(b);
}
constexpr Bitboard king_steps(Bitboard b) {
  Bitboard row = b | east(b) | west(b);
  return (row | north(row) | south(row)) & ~b;
}
// The cells from which a pawn of colour c attacks the cells of b.
constexpr Bitboard pawn_attackers(Bitboard b, Color c) {
  Bitboard ew = east(b) | west(b);
  return c == kWhite ? south(ew) : north(ew);
}
constexpr Bitboard pawn_pushes(Bitboard pawns, Color c) {
  return c == kWhite ? north(pawns) : south(pawns);
}
constexpr Bitboard pawn_captures(Bitboard pawns, Color c) {
  Bitboard ew = east(pawns) | west(pawns);
  return c == kWhite ? north(ew) : south(ew);
}
constexpr int first_rank(Color c) { return c == kWhite ? 0 : kHeight - 1; }
constexpr int last_rank(Color c) { return c == kWhite ? kHeight - 1 : 0; }

static_assert(file_mask(0) == 0x42108421ull && rank_mask(1) == Bitboard{0x1f} << kWidth);
static_assert(kNotFileA == (kBoard & ~file_mask(0)) &&
              kNotFileE == (kBoard & ~file_mask(kWidth - 1)));
static_assert(king_steps(bit(0)) == (bit(1) | bit(5) | bit(6)));
static_assert(east(bit(4)) == 0 && west(bit(5)) == 0 && north(bit(34)) == 0);

}  // namespace menagerie::power_chess
