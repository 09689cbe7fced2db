#include "chess/movegen.hpp"

#include "chess/pawn_steps.hpp"
#include "chess/play.hpp"

namespace menagerie::chess {

namespace {

using namespace pawn_steps;

// Pieces of Us that stand alone between our king and an enemy slider aiming at it.
template <Color Us>
Bitboard pinned_pieces(const Position& pos, Square ksq) {
  constexpr Color Them = ~Us;
  Bitboard occ = pos.pieces();
  Bitboard snipers =
      (rook_attacks(ksq, 0) & (pos.pieces(Them, kRook) | pos.pieces(Them, kQueen))) |
      (bishop_attacks(ksq, 0) & (pos.pieces(Them, kBishop) | pos.pieces(Them, kQueen)));
  Bitboard pinned = 0;
  while (snipers) {
    Bitboard b = between(ksq, pop_lsb(snipers)) & occ;
    if (b && !(b & (b - 1))) pinned |= b & pos.pieces(Us);
  }
  return pinned;
}

template <Color Us>
void generate_pawn_moves(const Position& pos, MoveBuffer& moves, Bitboard target, Bitboard pinned,
                         Square ksq) {
  constexpr Color Them = ~Us;
  constexpr int Up = Us == kWhite ? 8 : -8;
  constexpr Bitboard kRank7 = rank_bb(Us == kWhite ? 6 : 1);
  constexpr Bitboard kRank3 = rank_bb(Us == kWhite ? 2 : 5);
  const Bitboard empty = ~pos.pieces();
  const Bitboard theirs = pos.pieces(Them);
  const Bitboard pawns = pos.pieces(Us, kPawn);

  // Unpinned pawns, set-wise.
  Bitboard free = pawns & ~pinned;
  Bitboard normal = free & ~kRank7;
  Bitboard single = push<Us>(normal) & empty;
  Bitboard dbl = push<Us>(single & kRank3) & empty & target;
  single &= target;
  while (single) {
    Square to = pop_lsb(single);
    moves.push_back(Move(to - Up, to));
  }
  while (dbl) {
    Square to = pop_lsb(dbl);
    moves.push_back(Move(to - 2 * Up, to));
  }
  constexpr int West = Us == kWhite ? 7 : -9, East = Us == kWhite ? 9 : -7;
  for (Bitboard b = capture_west<Us>(normal) & theirs & target; b;) {
    Square to = pop_lsb(b);
    moves.push_back(Move(to - West, to));
  }
  for (Bitboard b = capture_east<Us>(normal) & theirs & target; b;) {
    Square to = pop_lsb(b);
    moves.push_back(Move(to - East, to));
  }
  Bitboard promoting = free & kRank7;
  if (promoting) {
    for (Bitboard b = push<Us>(promoting) & empty & target; b;) {
      Square to = pop_lsb(b);
      add_promotions(moves, to - Up, to);
    }
    for (Bitboard b = capture_west<Us>(promoting) & theirs & target; b;) {
      Square to = pop_lsb(b);
      add_promotions(moves, to - West, to);
    }
    for (Bitboard b = capture_east<Us>(promoting) & theirs & target; b;) {
      Square to = pop_lsb(b);
      add_promotions(moves, to - East, to);
    }
  }

  // Pinned pawns, one by one: they may move only along the line through their king.
  for (Bitboard b = pawns & pinned; b;) {
    Square from = pop_lsb(b);
    Bitboard allowed = line(ksq, from) & target;
    Bitboard to_bb = pawn_attacks(Us, from) & theirs;
    Bitboard one = push<Us>(bit(from)) & empty;
    to_bb |= one;
    if (one & kRank3) to_bb |= push<Us>(one) & empty;
    to_bb &= allowed;
    while (to_bb) {
      Square to = pop_lsb(to_bb);
      if (bit(from) & kRank7)
        add_promotions(moves, from, to);
      else
        moves.push_back(Move(from, to));
    }
  }

  // En passant: judged on the board as it would be, which covers every pin and check at once
  // (including the rank pin that removes two pawns from between a rook and the king).
  if (pos.ep != kNoSq) {
    Square capsq = pos.ep - Up;
    for (Bitboard b = pawn_attacks(Them, pos.ep) & pawns; b;) {
      Square from = pop_lsb(b);
      Bitboard occ = (pos.pieces() ^ bit(from) ^ bit(capsq)) | bit(pos.ep);
      Bitboard attackers = pos.attackers_to(ksq, occ) & theirs & ~bit(capsq);
      if (!attackers) moves.push_back(Move(from, pos.ep, Move::kEnPassant));
    }
  }
}

template <Color Us>
void generate(const Position& pos, MoveBuffer& moves) {
  constexpr Color Them = ~Us;
  const Bitboard occ = pos.pieces();
  const Bitboard ours = pos.pieces(Us), theirs = pos.pieces(Them);
  const Square ksq = pos.king(Us);
  const Bitboard checkers = pos.attackers_to(ksq, occ) & theirs;

  // The king may go to any square not attacked once it has left its own (a slider's ray through the
  // king's square still attacks the square behind it).
  const Bitboard occ_without_king = occ ^ bit(ksq);
  for (Bitboard b = king_attacks(ksq) & ~ours; b;) {
    Square to = pop_lsb(b);
    if (!(pos.attackers_to(to, occ_without_king) & theirs)) moves.push_back(Move(ksq, to));
  }
  if (checkers & (checkers - 1)) return;  // double check: only the king moves

  // In check, other pieces must capture the checker or block it.
  const Bitboard target = checkers ? between(ksq, lsb(checkers)) | checkers : ~ours;
  const Bitboard pinned = pinned_pieces<Us>(pos, ksq);

  generate_pawn_moves<Us>(pos, moves, target, pinned, ksq);

  for (Bitboard b = pos.pieces(Us, kKnight) & ~pinned; b;) {  // a pinned knight can never move
    Square from = pop_lsb(b);
    for (Bitboard t = knight_attacks(from) & target; t;) moves.push_back(Move(from, pop_lsb(t)));
  }
  for (Bitboard b = pos.pieces(Us, kBishop) | pos.pieces(Us, kRook) | pos.pieces(Us, kQueen); b;) {
    Square from = pop_lsb(b);
    Bitboard t = attacks_of(type_of(pos.board[from]), from, occ) & target;
    if (pinned & bit(from)) t &= line(ksq, from);
    while (t) moves.push_back(Move(from, pop_lsb(t)));
  }

  if (checkers || !(pos.castling & (3 << (Us * 2)))) return;
  for (CastlingSide side : {kHSide, kASide}) {
    if (!pos.has_castling(Us, side)) continue;
    Square rsq = pos.castle_rook[castling_index(Us, side)];
    Square kto = castle_king_target(Us, side), rto = castle_rook_target(Us, side);
    // Every square either piece crosses or lands on is empty, the two castling pieces apart.
    Bitboard path = between(ksq, kto) | bit(kto) | between(rsq, rto) | bit(rto);
    if (path & occ & ~bit(ksq) & ~bit(rsq)) continue;
    // No square the king crosses or lands on is attacked, judged without the castling rook (which
    // would otherwise shield its own king's destination along the first rank).
    Bitboard after = occ ^ bit(ksq) ^ bit(rsq);
    bool safe = true;
    for (Bitboard k = between(ksq, kto) | bit(kto); k && safe;)
      safe = !(pos.attackers_to(pop_lsb(k), after) & theirs);
    if (safe) moves.push_back(Move(ksq, rsq, Move::kCastling));
  }
}

}  // namespace

void generate_legal(const Position& pos, MoveBuffer& moves) {
  if (pos.side == kWhite)
    generate<kWhite>(pos, moves);
  else
    generate<kBlack>(pos, moves);
}

void play(Position& pos, Move m) {
  // Orthodox chess: pieces live on the board alone; castling moves name the rook's square.
  struct Board : OnBoard {
    bool en_passant_possible(Color us, Square ep) const {
      return (pawn_attacks(us, ep) & pos.pieces(~us, kPawn)) != 0;
    }
  };
  play_with(pos, m, Board{{pos}});
}

}  // namespace menagerie::chess
