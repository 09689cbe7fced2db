// Pawn steps as bitboard shifts, from one colour's point of view, and the four promotions of one
// pawn move: shared by the orthodox move generator and the games built on it (Half Alice).
#pragma once

#include "chess/movegen.hpp"

namespace menagerie::chess::pawn_steps {

// The squares a capture towards the a-file (the h-file) may start from without wrapping.
inline constexpr Bitboard kNotFileA = kBoard.file_shift_mask(-1);
inline constexpr Bitboard kNotFileH = kBoard.file_shift_mask(1);
static_assert(kNotFileA == ~file_bb(0) && kNotFileH == ~file_bb(7));

template <Color Us>
constexpr Bitboard push(Bitboard b) {
  return Us == kWhite ? b << 8 : b >> 8;
}
// Captures towards the a-file and towards the h-file, from Us's point of view.
template <Color Us>
constexpr Bitboard capture_west(Bitboard b) {
  return Us == kWhite ? (b & kNotFileA) << 7 : (b & kNotFileA) >> 9;
}
template <Color Us>
constexpr Bitboard capture_east(Bitboard b) {
  return Us == kWhite ? (b & kNotFileH) << 9 : (b & kNotFileH) >> 7;
}

// Into any move list (Half Alice's is longer than chess's).
template <class Buffer>
void add_promotions(Buffer& moves, Square from, Square to) {
  moves.push_back(Move(from, to, Move::kPromotion, kQueen));
  moves.push_back(Move(from, to, Move::kPromotion, kRook));
  moves.push_back(Move(from, to, Move::kPromotion, kBishop));
  moves.push_back(Move(from, to, Move::kPromotion, kKnight));
}

}  // namespace menagerie::chess::pawn_steps
