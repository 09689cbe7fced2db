// A chess position: pieces, side to move, castling rights (as rook squares, so Chess960 needs
// nothing special), en passant, move counters and its Zobrist key. About 180 bytes and trivially
// copyable: the search copies it rather than undoing moves.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "chess/attacks.hpp"
#include "chess/types.hpp"

namespace menagerie::chess {

// Castling rights: one bit per (colour, side). The h-side ("king side", O-O) ends with the king on
// g1 and the rook on f1; the a-side (O-O-O) with the king on c1 and the rook on d1.
enum CastlingSide : std::uint8_t { kHSide = 0, kASide = 1 };
constexpr int castling_index(Color c, CastlingSide side) { return c * 2 + side; }

struct Position {
  Bitboard by_type[7];  // by_type[0]: every piece
  Bitboard by_color[2];
  Piece board[64];
  Square castle_rook[4];  // rook square per castling_index, kNoSq when the right is gone
  Square ep;  // square behind a pawn that just advanced two, only when a capture is possible
  Color side;
  std::uint8_t castling;  // bit castling_index(c, side) set while the right remains
  int halfmove;           // plies since the last capture or pawn move (fifty-move rule)
  int fullmove;
  std::uint64_t key;

  Bitboard pieces() const { return by_type[0]; }
  Bitboard pieces(Color c) const { return by_color[c]; }
  Bitboard pieces(PieceType t) const { return by_type[t]; }
  Bitboard pieces(Color c, PieceType t) const { return by_color[c] & by_type[t]; }
  // Every legal position has one king per side; the mask keeps the compiler sure of the bounds.
  Square king(Color c) const { return lsb(pieces(c, kKing)) & 63; }

  // Pieces of either colour that attack s, given an occupancy.
  Bitboard attackers_to(Square s, Bitboard occupied) const {
    return (pawn_attacks(kBlack, s) & pieces(kWhite, kPawn)) |
           (pawn_attacks(kWhite, s) & pieces(kBlack, kPawn)) |
           (knight_attacks(s) & by_type[kKnight]) | (king_attacks(s) & by_type[kKing]) |
           (rook_attacks(s, occupied) & (by_type[kRook] | by_type[kQueen])) |
           (bishop_attacks(s, occupied) & (by_type[kBishop] | by_type[kQueen]));
  }
  Bitboard checkers() const { return attackers_to(king(side), pieces()) & pieces(~side); }
  bool in_check() const { return checkers() != 0; }

  bool has_castling(Color c, CastlingSide s) const {
    return castling & (1 << castling_index(c, s));
  }

  bool operator==(const Position&) const = default;
};

// Zobrist keys (filled before main() runs).
namespace zobrist {
extern const std::array<std::uint64_t, 16 * 64> kPiece;
extern const std::array<std::uint64_t, 16> kCastling;  // by the whole rights mask
extern const std::array<std::uint64_t, 8> kEpFile;
extern const std::uint64_t kSide;
}  // namespace zobrist

// Places and removes pieces while keeping every bitboard and the key in step.
inline void put_piece(Position& pos, Piece p, Square s) {
  Bitboard b = bit(s);
  pos.board[s] = p;
  pos.by_type[0] |= b;
  pos.by_type[type_of(p)] |= b;
  pos.by_color[color_of(p)] |= b;
  pos.key ^= zobrist::kPiece[p * 64 + s];
}

inline void remove_piece(Position& pos, Square s) {
  Piece p = pos.board[s];
  Bitboard b = bit(s);
  pos.board[s] = kNoPiece;
  pos.by_type[0] ^= b;
  pos.by_type[type_of(p)] ^= b;
  pos.by_color[color_of(p)] ^= b;
  pos.key ^= zobrist::kPiece[p * 64 + s];
}

// The key from scratch (tests compare it with the incrementally updated one).
std::uint64_t compute_key(const Position& pos);

// Where the king and the rook stand after castling to `side`.
constexpr Square castle_king_target(Color c, CastlingSide side) {
  return relative(c, side == kHSide ? make_square(6, 0) : make_square(2, 0));
}
constexpr Square castle_rook_target(Color c, CastlingSide side) {
  return relative(c, side == kHSide ? make_square(5, 0) : make_square(3, 0));
}

}  // namespace menagerie::chess
