#include "chess/position.hpp"

#include "core/zobrist.hpp"

namespace menagerie::chess {

namespace zobrist {
const std::array<std::uint64_t, 16 * 64> kPiece = zobrist_table<16 * 64>("chess.piece");
const std::array<std::uint64_t, 16> kCastling = zobrist_table<16>("chess.castling");
const std::array<std::uint64_t, 8> kEpFile = zobrist_table<8>("chess.ep");
const std::uint64_t kSide = zobrist_table<1>("chess.side")[0];
}  // namespace zobrist

std::uint64_t compute_key(const Position& pos) {
  std::uint64_t k = 0;
  for (Square s = 0; s < 64; ++s)
    if (pos.board[s]) k ^= zobrist::kPiece[pos.board[s] * 64 + s];
  k ^= zobrist::kCastling[pos.castling];
  if (pos.ep != kNoSq) k ^= zobrist::kEpFile[file_of(pos.ep)];
  if (pos.side == kBlack) k ^= zobrist::kSide;
  return k;
}

}  // namespace menagerie::chess
