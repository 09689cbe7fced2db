// The vocabulary of orthodox 8×8 chess: colours, pieces, squares and moves.
#pragma once

#include <cstdint>

#include "core/bitboard.hpp"
#include "core/geometry.hpp"

namespace menagerie::chess {

using menagerie::Bitboard;
using menagerie::Geometry;

enum Color : std::uint8_t { kWhite = 0, kBlack = 1 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : std::uint8_t { kNoType = 0, kPawn, kKnight, kBishop, kRook, kQueen, kKing };

// A piece is colour * 8 + type; 0 is an empty square.
using Piece = std::uint8_t;
inline constexpr Piece kNoPiece = 0;
constexpr Piece make_piece(Color c, PieceType t) { return Piece(c * 8 + t); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }
constexpr Color color_of(Piece p) { return Color(p >> 3); }

// Squares 0..63, a1 = 0, b1 = 1, ..., h8 = 63.
using Square = int;
inline constexpr Square kNoSq = -1;
constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return rank * 8 + file; }
// The square as seen from `c`'s side: rank r for White is rank 7 - r for Black.
constexpr Square relative(Color c, Square s) { return c == kWhite ? s : s ^ 56; }
constexpr int relative_rank(Color c, Square s) { return c == kWhite ? rank_of(s) : 7 - rank_of(s); }

// The 8×8 board; its masks are built at compile time.
inline constexpr Geometry kBoard{8, 8};
inline constexpr Bitboard kFileA = kBoard.file_mask(0);
inline constexpr Bitboard kRank1 = kBoard.rank_mask(0);
constexpr Bitboard file_bb(int f) { return kFileA << f; }
constexpr Bitboard rank_bb(int r) { return kRank1 << (8 * r); }

// A move in 16 bits: from (6) | to (6) | kind (2) | promotion piece (2). Castling is written as the
// king capturing its own rook (to = the rook's square), which is unambiguous in Chess960.
class Move {
 public:
  enum Kind : std::uint16_t { kNormal = 0, kPromotion = 1, kEnPassant = 2, kCastling = 3 };

  constexpr Move() = default;
  constexpr Move(Square from, Square to, Kind kind = kNormal, PieceType promo = kKnight)
      : data_(std::uint16_t(from | (to << 6) | (kind << 12) | ((promo - kKnight) << 14))) {}

  constexpr Square from() const { return data_ & 63; }
  constexpr Square to() const { return (data_ >> 6) & 63; }
  constexpr Kind kind() const { return Kind((data_ >> 12) & 3); }
  constexpr PieceType promotion() const { return PieceType(((data_ >> 14) & 3) + kKnight); }
  constexpr bool is_null() const { return data_ == 0; }
  constexpr std::uint16_t raw() const { return data_; }
  constexpr bool operator==(const Move&) const = default;

 private:
  std::uint16_t data_ = 0;
};

}  // namespace menagerie::chess
