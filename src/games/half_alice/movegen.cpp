// Legal moves of Half Alice Chess, generated directly; only the rare moves near a line to the king
// are made and tested. Every test works on a bitboard of one side of the mirror: the pieces on
// the other side are simply left out of the occupancy, which is what "invisible" means.
//
// Why only these tests are needed (docs/rules/half-alice.md, "Check"): a move must leave the king
// unattacked before the switch (on the side it was played on) and after it.
// - The king moves: its target must be safe on the side it leaves (before the switch) and on the
//   side it arrives on (after it).
// - Another piece on the king's side leaves that side. After the switch that side holds the same
//   enemy pieces and fewer blockers than before it, so the test after the switch is the stronger
//   one. In check, the piece must capture the single checker. A piece on a line between the king
//   and an enemy slider, or a capture on such a line, may uncover the king: those moves are made
//   and tested (the capturer does not stay to block, it switches).
// - A piece on the other side arrives on the king's side. It can only add a blocker there, so it
//   must block every check (one slider's), or the king was not in check.
#include "chess/pawn_steps.hpp"
#include "chess/play.hpp"
#include "games/half_alice/half_alice.hpp"

namespace menagerie::half_alice {

using namespace chess;

namespace {

using namespace chess::pawn_steps;

// Attackers of `sq` among `attackers_set` (pieces of one colour on one side), given that side's
// occupancy.
inline Bitboard attackers_on(const Position& p, Square sq, Bitboard attackers_set, Bitboard occ) {
  return p.attackers_to(sq, occ) & attackers_set;
}

// The slow, exact test for moves near a line to the king and en passant: play the move, and look at
// the king before the switch (on the side the move was played on, when the king stands there) and
// after it.
bool legal_by_playing(const State& s, Move m) {
  const Position& p = s.pos;
  const Color us = p.side, them = ~us;
  const Square from = m.from(), to = m.to();
  const bool side = s.behind(from);
  const Bitboard here = s.side_mask(side);
  Bitboard occ_here = p.pieces() & here;
  Bitboard their_here = p.pieces(them) & here;
  Square capsq = m.kind() == Move::kEnPassant ? (us == kWhite ? to - 8 : to + 8) : to;
  their_here &= ~bit(capsq);
  occ_here &= ~bit(capsq);
  Square ksq = p.king(us);
  if (s.behind(ksq) == side) {
    // Before the switch: the piece stands on `to` on this side.
    Bitboard before = (occ_here & ~bit(from)) | bit(to);
    if (attackers_on(p, ksq, their_here, before)) return false;
    // After: it has left this side.
    if (attackers_on(p, ksq, their_here, occ_here & ~bit(from))) return false;
  } else {
    Bitboard there = s.side_mask(!side);
    // The strict reading: before the switch the king, on the other side, must not be in check.
    if (s.strict && attackers_on(p, ksq, p.pieces(them) & there, p.pieces() & there)) return false;
    Bitboard occ_there = (p.pieces() & there) | bit(to);
    if (attackers_on(p, ksq, p.pieces(them) & there, occ_there)) return false;
  }
  return true;
}

// Adds the moves from `from` to each of `to_bb` that pass the exact test.
void add_checked(const State& s, MoveBuffer& moves, Square from, Bitboard to_bb, bool promotes) {
  while (to_bb) {
    Square to = pop_lsb(to_bb);
    if (!legal_by_playing(s, Move(from, to))) continue;
    if (promotes)
      add_promotions(moves, from, to);
    else
      moves.push_back(Move(from, to));
  }
}

template <Color Us>
void generate_for(const State& s, MoveBuffer& moves) {
  constexpr Color Them = ~Us;
  constexpr int Up = Us == kWhite ? 8 : -8;
  constexpr int West = Us == kWhite ? 7 : -9, East = Us == kWhite ? 9 : -7;
  constexpr Bitboard kRank7 = rank_bb(Us == kWhite ? 6 : 1);
  const Position& p = s.pos;
  const Bitboard occ = p.pieces();
  const Bitboard ours = p.pieces(Us), theirs = p.pieces(Them);
  const Square ksq = p.king(Us);
  const bool king_side = s.behind(ksq);
  const Bitboard kmask = s.side_mask(king_side);
  const Bitboard occ_k = occ & kmask;
  const Bitboard checkers = attackers_on(p, ksq, theirs & kmask, occ_k);
  const bool spare = s.has_spare(Us);

  // The king: safe on its side before the switch (seen without itself) and on the other after.
  if (king_side || spare) {
    const Bitboard omask = ~kmask;
    const Bitboard land = (~occ | (theirs & kmask));
    const Bitboard occ_without_king = occ_k ^ bit(ksq);
    for (Bitboard b = king_attacks(ksq) & land; b;) {
      Square to = pop_lsb(b);
      if (attackers_on(p, to, theirs & kmask, occ_without_king)) continue;
      if (attackers_on(p, to, theirs & omask, occ & omask)) continue;
      moves.push_back(Move(ksq, to));
    }
  }

  for (bool side : {false, true}) {
    if (!side && !spare) continue;  // a piece off the checkers needs a spare one
    const Bitboard here = s.side_mask(side);
    const Bitboard mine = ours & here & ~bit(ksq);
    if (!mine) continue;
    const Bitboard occ_here = occ & here;
    const Bitboard capturable = theirs & here;
    // A square may be landed on when empty, or when it holds an enemy piece on this side (taken).
    const Bitboard land = ~occ | capturable;
    Bitboard target, danger = 0;
    if (side == king_side) {
      if (checkers)
        target = (checkers & (checkers - 1)) ? 0 : checkers;
      else
        target = land;
      // The lines between the king and the enemy sliders aiming at it on this side, whatever
      // stands between: a piece leaving such a line, or a capture that empties a square of it,
      // may uncover the king (the capturing piece does not stay there to block, it switches).
      Bitboard snipers =
          (rook_attacks(ksq, 0) & (p.pieces(Them, kRook) | p.pieces(Them, kQueen))) |
          (bishop_attacks(ksq, 0) & (p.pieces(Them, kBishop) | p.pieces(Them, kQueen)));
      for (snipers &= here; snipers;) danger |= between(ksq, pop_lsb(snipers));
    } else if (!checkers) {
      target = land;
    } else if (s.strict) {
      target = 0;  // the check stands before the switch: no block from this side
    } else if (!(checkers & (checkers - 1)) &&
               (p.pieces(kBishop) | p.pieces(kRook) | p.pieces(kQueen)) & checkers) {
      target = between(ksq, lsb(checkers)) & land;
    } else {
      target = 0;
    }
    if (!target) continue;

    // The rare moves judged by playing them: pieces on a line to the king, and captures on one.
    const Bitboard slow = mine & danger;
    for (Bitboard b = slow; b;) {
      Square from = pop_lsb(b);
      PieceType t = type_of(p.board[from]);
      Bitboard to_bb;
      if (t == kPawn) {
        to_bb = pawn_attacks(Us, from) & capturable;
        Bitboard one = push<Us>(bit(from)) & ~occ_here;
        to_bb |= one & ~occ;
        if (bit(from) & rank_bb(Us == kWhite ? 1 : 6)) to_bb |= push<Us>(one) & ~occ;
      } else {
        to_bb = attacks_of(t, from, occ_here) & land;
      }
      add_checked(s, moves, from, to_bb & target, t == kPawn && (bit(from) & kRank7));
    }
    for (Bitboard b = danger & capturable & target; b;) {
      Square to = pop_lsb(b);
      Bitboard from_bb = p.attackers_to(to, occ_here) & mine & ~slow & ~p.pieces(kPawn);
      from_bb |= pawn_attacks(Them, to) & mine & ~slow & p.pieces(kPawn);
      while (from_bb) {
        Square from = pop_lsb(from_bb);
        add_checked(s, moves, from, bit(to),
                    type_of(p.board[from]) == kPawn && (bit(from) & kRank7));
      }
    }
    const Bitboard pinned = slow;  // done above
    target &= ~(danger & capturable);

    // Pawns, set-wise.
    const Bitboard pawns = mine & p.pieces(kPawn) & ~pinned;
    if (pawns) {
      const Bitboard normal = pawns & ~kRank7;
      // The square passed by a double step must be empty on this side only; the one landed on
      // must be empty altogether.
      Bitboard single = push<Us>(normal) & ~occ;
      Bitboard dbl =
          push<Us>(push<Us>(normal & rank_bb(Us == kWhite ? 1 : 6)) & ~occ_here) & ~occ & target;
      single &= target;
      while (single) {
        Square to = pop_lsb(single);
        moves.push_back(Move(to - Up, to));
      }
      while (dbl) {
        Square to = pop_lsb(dbl);
        moves.push_back(Move(to - 2 * Up, to));
      }
      for (Bitboard b = capture_west<Us>(normal) & capturable & target; b;) {
        Square to = pop_lsb(b);
        moves.push_back(Move(to - West, to));
      }
      for (Bitboard b = capture_east<Us>(normal) & capturable & target; b;) {
        Square to = pop_lsb(b);
        moves.push_back(Move(to - East, to));
      }
      const Bitboard promoting = pawns & kRank7;
      if (promoting) {
        for (Bitboard b = push<Us>(promoting) & ~occ & target; b;) {
          Square to = pop_lsb(b);
          add_promotions(moves, to - Up, to);
        }
        for (Bitboard b = capture_west<Us>(promoting) & capturable & target; b;) {
          Square to = pop_lsb(b);
          add_promotions(moves, to - West, to);
        }
        for (Bitboard b = capture_east<Us>(promoting) & capturable & target; b;) {
          Square to = pop_lsb(b);
          add_promotions(moves, to - East, to);
        }
      }
    }

    for (Bitboard b = mine & p.pieces(kKnight) & ~pinned; b;) {
      Square from = pop_lsb(b);
      for (Bitboard t = knight_attacks(from) & target; t;) moves.push_back(Move(from, pop_lsb(t)));
    }
    for (Bitboard b = mine & (p.pieces(kBishop) | p.pieces(kQueen)) & ~pinned; b;) {
      Square from = pop_lsb(b);
      Bitboard t = bishop_attacks(from, occ_here);
      if (p.board[from] == make_piece(Us, kQueen)) t |= rook_attacks(from, occ_here);
      for (t &= target; t;) moves.push_back(Move(from, pop_lsb(t)));
    }
    for (Bitboard b = mine & p.pieces(kRook) & ~pinned; b;) {
      Square from = pop_lsb(b);
      for (Bitboard t = rook_attacks(from, occ_here) & target; t;)
        moves.push_back(Move(from, pop_lsb(t)));
    }
  }

  // En passant: the taking pawn stands on the side where the pawn that stepped twice arrived (the
  // only side where it is visible); the square behind must be empty altogether. Judged by playing.
  if (p.ep != kNoSq && !(occ & bit(p.ep))) {
    const Square capsq = p.ep - Up;
    const bool side = s.behind(capsq);
    if (side || spare) {
      for (Bitboard b = pawn_attacks(Them, p.ep) & p.pieces(Us, kPawn) & s.side_mask(side); b;) {
        Move m(pop_lsb(b), p.ep, Move::kEnPassant);
        if (legal_by_playing(s, m)) moves.push_back(m);
      }
    }
  }

  // Castling: king and rook on the same side, orthodox there (path empty on that side, the king
  // neither in check nor crossing an attacked square there); both switch, so both targets must
  // be free of the other side's pieces, and the king safe where it arrives.
  if (checkers || !(p.castling & (3 << (Us * 2)))) return;
  if (!king_side && !s.has_spare(Us, 2)) return;
  const Bitboard omask = ~kmask;
  for (CastlingSide cs : {kHSide, kASide}) {
    if (!p.has_castling(Us, cs)) continue;
    Square rsq = p.castle_rook[castling_index(Us, cs)];
    if (!(kmask & bit(rsq))) continue;
    Square kto = castle_king_target(Us, cs), rto = castle_rook_target(Us, cs);
    Bitboard path = between(ksq, kto) | bit(kto) | between(rsq, rto) | bit(rto);
    if (path & occ_k & ~bit(ksq) & ~bit(rsq)) continue;
    if ((bit(kto) | bit(rto)) & occ & omask) continue;
    Bitboard after = occ_k ^ bit(ksq) ^ bit(rsq);
    bool safe = true;
    for (Bitboard k = between(ksq, kto) | bit(kto); k && safe;)
      safe = !attackers_on(p, pop_lsb(k), theirs & kmask, after);
    if (!safe) continue;
    if (attackers_on(p, kto, theirs & omask, (occ & omask) | bit(kto) | bit(rto))) continue;
    moves.push_back(Move(ksq, kto, Move::kCastling));
  }
}

// Places a piece on one side of the mirror, and lifts one off, keeping the mirror and key in step.
inline void place(State& s, Piece pc, Square sq, bool behind_mirror) {
  put_piece(s.pos, pc, sq);
  if (behind_mirror) {
    s.mirror |= bit(sq);
    s.pos.key ^= mirror_key(sq);
  }
}
inline void lift(State& s, Square sq) {
  if (s.behind(sq)) {
    s.mirror ^= bit(sq);
    s.pos.key ^= mirror_key(sq);
  }
  remove_piece(s.pos, sq);
}

}  // namespace

bool attacked_on_side(const State& s, Square sq, Color by, bool behind_mirror,
                      Bitboard occupied_side) {
  return attackers_on(s.pos, sq, s.pos.pieces(by) & s.side_mask(behind_mirror), occupied_side) != 0;
}

bool in_check(const State& s) {
  const Position& p = s.pos;
  Square ksq = p.king(p.side);
  bool side = s.behind(ksq);
  return attacked_on_side(s, ksq, ~p.side, side, p.pieces() & s.side_mask(side));
}

void generate_legal(const State& s, MoveBuffer& moves) {
  if (s.pos.side == kWhite)
    generate_for<kWhite>(s, moves);
  else
    generate_for<kBlack>(s, moves);
}

void play(State& s, Move m) {
  // Chess's move, except that the moved piece switches side of the mirror, castling moves name
  // the king's target, and en passant is recorded only when a taker stands on the side the pawn
  // arrived on and the square it passed is empty there.
  struct Board {
    State& s;
    bool arrives_behind;
    void lift(Square sq) { half_alice::lift(s, sq); }
    void place(Piece pc, Square sq) { half_alice::place(s, pc, sq, arrives_behind); }
    Square castling_rook(Move, CastlingSide cs) const {
      return s.pos.castle_rook[castling_index(s.pos.side, cs)];
    }
    bool en_passant_possible(Color us, Square ep) const {
      Bitboard takers =
          pawn_attacks(us, ep) & s.pos.pieces(~us, kPawn) & s.side_mask(arrives_behind);
      return takers && !(s.pos.pieces() & bit(ep));
    }
  };
  play_with(s.pos, m, Board{s, !s.behind(m.from())});  // the moved piece switches side
}

void HalfAlice::play_null(State& s) {
  Position& p = s.pos;
  if (p.ep != kNoSq) {
    p.key ^= zobrist::kEpFile[file_of(p.ep)];
    p.ep = kNoSq;
  }
  p.side = ~p.side;
  p.key ^= zobrist::kSide;
  ++p.halfmove;
}

}  // namespace menagerie::half_alice
