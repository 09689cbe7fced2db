// The 4×4 board of Sniderman's Chessence: pieces, squares and the attack tables.
//
// Squares are numbered rank-major from a1 (a1 = 0, d1 = 3, a2 = 4, ..., d4 = 15), as in
// core/geometry. A piece is a 4-bit code: the low three bits are its kind, bit 3 is set for Black;
// 0 is an empty square. Kinds are numbered in the seed's rank order (knight lowest, king highest)
// so that "outranks" is a plain comparison of kind numbers.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "core/bitboard.hpp"
#include "core/geometry.hpp"

namespace menagerie::chessence_sniderman {

using Square = int;
using Piece = std::uint8_t;
using Squares = std::uint16_t;  // one bit per square of the 4×4 board

enum Kind : std::uint8_t {
  kNoKind = 0,
  kKnight = 1,
  kBishop = 2,
  kRook = 3,
  kQueen = 4,
  kKing = 5
};
enum Colour : std::uint8_t { kWhite = 0, kBlack = 1 };

inline constexpr int kSquares = 16;
inline constexpr Piece kEmpty = 0;
inline constexpr Geometry kGeometry{4, 4};
inline constexpr Squares kAllSquares = static_cast<Squares>(kGeometry.board());

constexpr Piece make_piece(Colour c, Kind k) { return static_cast<Piece>((c << 3) | k); }
constexpr Kind kind_of(Piece p) { return static_cast<Kind>(p & 7); }
constexpr Colour colour_of(Piece p) { return static_cast<Colour>(p >> 3); }

constexpr int file_of(Square s) { return s & 3; }
constexpr int rank_of(Square s) { return s >> 2; }  // 0-based: rank 1 is 0
// a1 is dark; the seed's red squares are the light ones: (file + rank) odd.
constexpr bool is_red(Square s) { return ((file_of(s) + rank_of(s)) & 1) != 0; }
inline constexpr Squares kRedSquares = static_cast<Squares>(kGeometry.light_squares());
static_assert(kAllSquares == 0xFFFF && kRedSquares == 0x5A5A);

// 'K' 'Q' 'R' 'B' 'N' for White, lower case for Black, '.' for empty.
char piece_char(Piece p);
// The piece for a letter, or kEmpty for anything that is not one of KQRBNkqrbn.
Piece piece_from_char(char c);
std::string_view kind_name(Kind k);
std::string_view square_name(Square s);

namespace detail {

constexpr Squares ray_attacks(Square s, Squares occupied, const int (*dirs)[2], int n) {
  Squares out = 0;
  for (int d = 0; d < n; ++d) {
    int f = file_of(s) + dirs[d][0], r = rank_of(s) + dirs[d][1];
    while (f >= 0 && f < 4 && r >= 0 && r < 4) {
      Square t = r * 4 + f;
      out |= Squares(1u << t);
      if (occupied & (1u << t)) break;
      f += dirs[d][0];
      r += dirs[d][1];
    }
  }
  return out;
}

constexpr int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int kBishopDirs[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
constexpr int kKingSteps[8][2] = {{1, 0}, {-1, 0}, {0, 1},  {0, -1},
                                  {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
constexpr int kKnightLeaps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                    {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

constexpr Squares leaps(Square s, const int (*offsets)[2]) {
  Squares out = 0;
  for (int d = 0; d < 8; ++d) {
    int f = file_of(s) + offsets[d][0], r = rank_of(s) + offsets[d][1];
    if (f >= 0 && f < 4 && r >= 0 && r < 4) out |= Squares(1u << (r * 4 + f));
  }
  return out;
}

// On a 4×4 board only the four centre squares can block a bishop (every other square of a diagonal
// is its end), and a rook is blocked only by the two inner squares of its rank and of its file. So
// four bits of occupancy index each slider's table exactly.
constexpr int bishop_index(Squares occupied) {
  return ((occupied >> 5) & 3) | ((occupied >> 7) & 0xC);
}
constexpr int rook_index(Square s, Squares occupied) {
  int rank_bits = (occupied >> (rank_of(s) * 4 + 1)) & 3;
  int file_bits =
      ((occupied >> (4 + file_of(s))) & 1) | (((occupied >> (8 + file_of(s))) & 1) << 1);
  return rank_bits | (file_bits << 2);
}

struct Tables {
  Squares knight[16]{}, king[16]{}, bishop[16][16]{}, rook[16][16]{};
};

constexpr Tables make_tables() {
  Tables t;
  for (Square s = 0; s < 16; ++s) {
    t.knight[s] = leaps(s, kKnightLeaps);
    t.king[s] = leaps(s, kKingSteps);
    for (int i = 0; i < 16; ++i) {
      Squares b_occ = Squares(((i & 3) << 5) | ((i & 0xC) << 7));
      t.bishop[s][i] = ray_attacks(s, b_occ, kBishopDirs, 4);
      Squares r_occ =
          Squares(((i & 3) << (rank_of(s) * 4 + 1)) | (((i >> 2) & 1) << (4 + file_of(s))) |
                  (((i >> 3) & 1) << (8 + file_of(s))));
      t.rook[s][i] = ray_attacks(s, r_occ, kRookDirs, 4);
    }
  }
  return t;
}

inline constexpr Tables kTables = make_tables();

}  // namespace detail

// Every square a piece of kind k on s attacks, given the occupied squares (sliders stop at the
// first piece in each direction, which they attack).
constexpr Squares attacks(Kind k, Square s, Squares occupied) {
  switch (k) {
    case kKnight:
      return detail::kTables.knight[s];
    case kBishop:
      return detail::kTables.bishop[s][detail::bishop_index(occupied)];
    case kRook:
      return detail::kTables.rook[s][detail::rook_index(s, occupied)];
    case kQueen:
      return detail::kTables.bishop[s][detail::bishop_index(occupied)] |
             detail::kTables.rook[s][detail::rook_index(s, occupied)];
    case kKing:
      return detail::kTables.king[s];
    default:
      return 0;
  }
}

// The plain ray walk the tables are built from, kept as the reference the tests compare them with.
constexpr Squares attacks_by_rays(Kind k, Square s, Squares occupied) {
  switch (k) {
    case kKnight:
      return detail::leaps(s, detail::kKnightLeaps);
    case kBishop:
      return detail::ray_attacks(s, occupied, detail::kBishopDirs, 4);
    case kRook:
      return detail::ray_attacks(s, occupied, detail::kRookDirs, 4);
    case kQueen:
      return detail::ray_attacks(s, occupied, detail::kBishopDirs, 4) |
             detail::ray_attacks(s, occupied, detail::kRookDirs, 4);
    case kKing:
      return detail::leaps(s, detail::kKingSteps);
    default:
      return 0;
  }
}

// The per-colour numbers of each kind in the full set (K, Q, 2 R, 2 B, 2 N).
inline constexpr std::array<int, 6> kSetCount = {0, 2, 2, 2, 1, 1};

}  // namespace menagerie::chessence_sniderman
