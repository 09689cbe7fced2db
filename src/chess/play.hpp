// Making a move on a chess position, written once for the chess family. A variant whose pieces
// live somewhere besides the board (Half Alice's mirror) passes a Board policy with its hooks;
// orthodox chess passes one that only touches the position, so it costs nothing after inlining.
#pragma once

#include "chess/position.hpp"

namespace menagerie::chess {

namespace play_detail {

// A lost right forgets its rook too, so that equal positions are equal byte for byte.
inline void drop_castling(Position& pos, int index) {
  pos.castling &= std::uint8_t(~(1 << index));
  pos.castle_rook[index] = kNoSq;
}

}  // namespace play_detail

// The Board policy of pieces that live on the board alone, castling written as the king taking
// its own rook (to = the rook's square).
struct OnBoard {
  Position& pos;
  void lift(Square sq) { remove_piece(pos, sq); }
  void place(Piece pc, Square sq) { put_piece(pos, pc, sq); }
  Square castling_rook(Move m, CastlingSide) const { return m.to(); }
};

// The pieces' part of the legal move m by pos.side: takes what it captures, moves the piece (the
// king and rook when castling), and drops the castling rights it loses. Nothing of the turn: the
// side to move, clocks, en passant and the key's castling and side terms stay as they were, for
// a variant whose turn is several moves (Cooperative). Board provides:
//   void lift(Square), void place(Piece, Square): take a piece off, put one on (keeping the key);
//   Square castling_rook(Move, CastlingSide): where the castling rook stands.
template <class Board>
inline void move_pieces_with(Position& pos, Move m, Board&& board) {
  using play_detail::drop_castling;
  const Color us = pos.side;
  const Square from = m.from(), to = m.to();
  if (m.kind() == Move::kCastling) {
    CastlingSide side = to > from ? kHSide : kASide;
    Square rsq = board.castling_rook(m, side);
    board.lift(from);
    board.lift(rsq);
    board.place(make_piece(us, kKing), castle_king_target(us, side));
    board.place(make_piece(us, kRook), castle_rook_target(us, side));
    drop_castling(pos, castling_index(us, kHSide));
    drop_castling(pos, castling_index(us, kASide));
    return;
  }
  const Piece piece = pos.board[from];
  if (m.kind() == Move::kEnPassant)
    board.lift(us == kWhite ? to - 8 : to + 8);
  else if (pos.board[to])
    board.lift(to);
  board.lift(from);
  board.place(m.kind() == Move::kPromotion ? make_piece(us, m.promotion()) : piece, to);
  if (pos.castling) {
    if (type_of(piece) == kKing) {
      drop_castling(pos, castling_index(us, kHSide));
      drop_castling(pos, castling_index(us, kASide));
    }
    for (int i = 0; i < 4; ++i)
      if (pos.castle_rook[i] == from || pos.castle_rook[i] == to) drop_castling(pos, i);
  }
}

// Plays the legal move m on pos: move_pieces_with, then the turn passes. Board provides its hooks
// and also
//   bool en_passant_possible(Color us, Square ep): whether a double step records ep (only when
//     an enemy pawn could take, so that equal positions have equal keys).
template <class Board>
inline void play_with(Position& pos, Move m, Board&& board) {
  const Color us = pos.side, them = ~us;
  const Square from = m.from(), to = m.to();
  const bool pawn = m.kind() != Move::kCastling && type_of(pos.board[from]) == kPawn;
  const bool capture =
      m.kind() == Move::kEnPassant || (m.kind() != Move::kCastling && pos.board[to]);
  pos.key ^= zobrist::kCastling[pos.castling];
  if (pos.ep != kNoSq) {
    pos.key ^= zobrist::kEpFile[file_of(pos.ep)];
    pos.ep = kNoSq;
  }
  pos.halfmove = pawn || capture ? 0 : pos.halfmove + 1;
  move_pieces_with(pos, m, board);
  if (pawn && (from ^ to) == 16) {
    Square ep = (from + to) / 2;
    if (board.en_passant_possible(us, ep)) {
      pos.ep = ep;
      pos.key ^= zobrist::kEpFile[file_of(ep)];
    }
  }
  pos.key ^= zobrist::kCastling[pos.castling];
  if (us == kBlack) ++pos.fullmove;
  pos.side = them;
  pos.key ^= zobrist::kSide;
}

}  // namespace menagerie::chess
