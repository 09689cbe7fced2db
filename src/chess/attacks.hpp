// Attack tables for orthodox pieces: leapers by lookup, sliders by magic bitboards, and the
// line/between tables that check and pin detection need. Built once at start-up (a few
// milliseconds).
#pragma once

#include "chess/types.hpp"

namespace menagerie::chess {

struct Magic {
  Bitboard mask;
  Bitboard magic;
  const Bitboard* attacks;
  unsigned shift;
  unsigned index(Bitboard occupied) const { return unsigned(((occupied & mask) * magic) >> shift); }
};

struct AttackTables {
  Bitboard pawn[2][64];
  Bitboard knight[64];
  Bitboard king[64];
  Magic rook[64];
  Magic bishop[64];
  Bitboard between[64][64];  // squares strictly between two aligned squares, else 0
  Bitboard line[64][64];     // the whole line through two aligned squares, else 0
};

namespace detail {
// Filled before main() runs (dynamic initialisation of attacks.cpp); a plain global so that every
// lookup is a direct address.
extern AttackTables kTables;
}  // namespace detail

inline Bitboard pawn_attacks(Color c, Square s) { return detail::kTables.pawn[c][s]; }
inline Bitboard knight_attacks(Square s) { return detail::kTables.knight[s]; }
inline Bitboard king_attacks(Square s) { return detail::kTables.king[s]; }
inline Bitboard rook_attacks(Square s, Bitboard occupied) {
  const Magic& m = detail::kTables.rook[s];
  return m.attacks[m.index(occupied)];
}
inline Bitboard bishop_attacks(Square s, Bitboard occupied) {
  const Magic& m = detail::kTables.bishop[s];
  return m.attacks[m.index(occupied)];
}
inline Bitboard queen_attacks(Square s, Bitboard occupied) {
  return rook_attacks(s, occupied) | bishop_attacks(s, occupied);
}
inline Bitboard between(Square a, Square b) { return detail::kTables.between[a][b]; }
inline Bitboard line(Square a, Square b) { return detail::kTables.line[a][b]; }

// Attacks of a piece of type t (not a pawn) from s.
inline Bitboard attacks_of(PieceType t, Square s, Bitboard occupied) {
  switch (t) {
    case kKnight:
      return knight_attacks(s);
    case kBishop:
      return bishop_attacks(s, occupied);
    case kRook:
      return rook_attacks(s, occupied);
    case kQueen:
      return queen_attacks(s, occupied);
    case kKing:
      return king_attacks(s);
    default:
      return 0;
  }
}

}  // namespace menagerie::chess
