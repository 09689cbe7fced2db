// Move generation and play. A move is legal when it starts or ends on the mover's half and, once
// played, the next seat (always an opponent, colours alternate) could not capture the mover's king
// with a move that obeys ITS half rule. Orthodox "check" is replaced by that one test.
#include <array>

#include "chess/fen.hpp"
#include "games/crowded_house/crowded_house.hpp"

namespace menagerie::crowded_house {

using namespace chess;

namespace {

// The seat's half in the key (the colour is in the position's own key already).
constexpr std::uint64_t kQueenSideKey = 0x5D1B6F3C2A9E8471ull;

// Pieces of `their` colour that could capture on k, judged on `occ`, kept to those `by` may move
// there: an attacker on by's half, or any attacker when k itself is on by's half.
inline Bitboard restricted_attackers(const Position& pos, Square k, Bitboard occ, Bitboard their,
                                     Seat by) {
  Bitboard a = pos.attackers_to(k, occ) & their;
  if (!(bit(k) & half_of(by))) a &= half_of(by);
  return a;
}

// After the mover's move from → to (capturing on `captured`, kNoSq for none), whether the next
// seat could capture the mover's king, which then stands on `king`.
inline bool exposed(const Position& pos, Color us, Seat next, Square from, Square to,
                    Square captured, Square king) {
  Bitboard occ = (pos.pieces() ^ bit(from)) | bit(to);
  Bitboard their = pos.pieces(~us);
  if (captured != kNoSq) {
    occ &= ~bit(captured) | bit(to);
    their &= ~bit(captured);
  }
  return restricted_attackers(pos, king, occ, their, next) != 0;
}

// Every pseudo-legal move of the side to move whose from or to lies in `half` (all squares: no
// half rule). `legal` filters by the king's safety against seat `next`.
template <bool Legal>
void generate_moves(const State& s, MoveBuffer& moves, Bitboard half, Seat next) {
  const Position& pos = s.pos;
  const Color us = pos.side, them = ~us;
  const Bitboard occ = pos.pieces(), ours = pos.pieces(us), theirs = pos.pieces(them);
  const Square ksq = pos.king(us);
  // Not in check now: a piece off every line through the king cannot expose it.
  const bool checked = Legal && restricted_attackers(pos, ksq, occ, theirs, next) != 0;
  // Out of check, only the king and a piece standing alone between the king and an enemy slider
  // (whichever seat's half it is on: a superset of the pins) can expose the king.
  Bitboard risky = bit(ksq);
  if (Legal && !checked) {
    Bitboard snipers =
        (rook_attacks(ksq, 0) & (pos.pieces(them, kRook) | pos.pieces(them, kQueen))) |
        (bishop_attacks(ksq, 0) & (pos.pieces(them, kBishop) | pos.pieces(them, kQueen)));
    while (snipers) {
      Bitboard b = between(ksq, pop_lsb(snipers)) & occ;
      if (b && !(b & (b - 1))) risky |= b & ours;
    }
  }

  auto add = [&](Square from, Square to, Move m) {
    if constexpr (Legal) {
      bool king = from == ksq;
      bool sure = !checked && !(risky & bit(from));
      if (!sure && exposed(pos, us, next, from, to, pos.board[to] ? to : kNoSq, king ? to : ksq))
        return;
    }
    moves.push_back(m);
  };
  auto targets_from = [&](Square from, Bitboard targets) {
    return bit(from) & half ? targets : targets & half;
  };

  // Pawns. A push stays on its file, so only pawns on the half push (set-wise); captures and
  // promotions go pawn by pawn (a capture may cross onto the half from the file next to it).
  const int up = us == kWhite ? 8 : -8;
  const Bitboard pawns = pos.pieces(us, kPawn);
  const Bitboard rank7 = rank_bb(us == kWhite ? 6 : 1), rank3 = rank_bb(us == kWhite ? 2 : 5);
  {
    Bitboard single = pawns & half & ~rank7;
    single = (us == kWhite ? single << 8 : single >> 8) & ~occ;
    Bitboard dbl = single & rank3;
    dbl = (us == kWhite ? dbl << 8 : dbl >> 8) & ~occ;
    for (Bitboard b = single; b;) {
      Square to = pop_lsb(b);
      add(to - up, to, Move(to - up, to));
    }
    for (Bitboard b = dbl; b;) {
      Square to = pop_lsb(b);
      add(to - 2 * up, to, Move(to - 2 * up, to));
    }
  }
  for (Bitboard b = pawns; b;) {
    Square from = pop_lsb(b);
    const bool promoting = bit(from) & rank7;
    Bitboard to_bb = pawn_attacks(us, from) & theirs;
    if (promoting && !(occ & bit(from + up))) to_bb |= bit(from + up);
    to_bb = targets_from(from, to_bb);
    while (to_bb) {
      Square to = pop_lsb(to_bb);
      if (promoting) {
        for (PieceType t : {kQueen, kRook, kBishop, kKnight})
          add(from, to, Move(from, to, Move::kPromotion, t));
      } else {
        add(from, to, Move(from, to));
      }
    }
  }
  // En passant: the position keeps the square only for the seat to move (play() clears it).
  if (pos.ep != kNoSq) {
    Square capsq = pos.ep - up;
    for (Bitboard b = pawn_attacks(them, pos.ep) & pos.pieces(us, kPawn); b;) {
      Square from = pop_lsb(b);
      if (!((bit(from) | bit(pos.ep)) & half)) continue;
      if constexpr (Legal) {
        Bitboard occ2 = (occ ^ bit(from) ^ bit(capsq)) | bit(pos.ep);
        if (restricted_attackers(pos, ksq, occ2, theirs & ~bit(capsq), next)) continue;
      }
      moves.push_back(Move(from, pos.ep, Move::kEnPassant));
    }
  }
  for (Bitboard b = ours & ~pos.pieces(kPawn); b;) {
    Square from = pop_lsb(b);
    Bitboard t = targets_from(from, attacks_of(type_of(pos.board[from]), from, occ) & ~ours);
    // Off every line through the king, and not in check: every target is legal.
    if (Legal && !checked && !(risky & bit(from))) {
      while (t) moves.push_back(Move(from, pop_lsb(t)));
      continue;
    }
    while (t) {
      Square to = pop_lsb(t);
      add(from, to, Move(from, to));
    }
  }

  // Castling (classic squares only: parse_position refuses others). The king's move decides whose
  // half it is on; the king may castle out of check, and across a square the next seat could
  // capture on only when the rules allow it.
  if (!(pos.castling & (3 << (us * 2)))) return;
  for (CastlingSide side : {kHSide, kASide}) {
    if (!pos.has_castling(us, side)) continue;
    Square rsq = pos.castle_rook[castling_index(us, side)];
    Square kto = castle_king_target(us, side), rto = castle_rook_target(us, side);
    if (!((bit(ksq) | bit(kto)) & half)) continue;
    Bitboard path = between(ksq, kto) | bit(kto) | between(rsq, rto) | bit(rto);
    if (path & occ & ~bit(ksq) & ~bit(rsq)) continue;
    if constexpr (Legal) {
      Bitboard after = occ ^ bit(ksq) ^ bit(rsq);
      if (restricted_attackers(pos, kto, after | bit(kto) | bit(rto), theirs, next)) continue;
      bool safe = true;
      if (!s.rules.castle_through_check)
        for (Bitboard k = between(ksq, kto); k && safe;)
          safe = !restricted_attackers(pos, pop_lsb(k), after, theirs, next);
      if (!safe) continue;
    }
    moves.push_back(Move(ksq, rsq, Move::kCastling));
  }
}

// Whether the seat to move has a piece on its half.
bool has_piece_on_half(const State& s) { return s.pos.pieces(s.pos.side) & half_of(s.seat); }

void flip_turn(State& s) {
  s.seat = std::uint8_t(next_seat(s.seat));
  // En passant belongs to the next seat alone: keep the square only if it may take there.
  Position& pos = s.pos;
  if (pos.ep == kNoSq) return;
  const Color us = pos.side;  // already the next seat's colour
  bool usable = false;
  for (Bitboard b = pawn_attacks(~us, pos.ep) & pos.pieces(us, kPawn); b && !usable;)
    usable = (bit(pop_lsb(b)) | bit(pos.ep)) & half_of(s.seat);
  if (!usable) {
    pos.key ^= zobrist::kEpFile[file_of(pos.ep)];
    pos.ep = kNoSq;
  }
}

}  // namespace

std::string_view seat_name(Seat seat) {
  static constexpr std::array<std::string_view, 4> kNames = {
      "White (king side)", "Black (king side)", "White (queen side)", "Black (queen side)"};
  return seat >= 0 && seat < 4 ? kNames[seat] : std::string_view("nobody");
}

State CrowdedHouse::start(const Rules& rules) {
  State s;
  s.pos = parse_fen(kStandardFen);
  s.seat = 0;
  s.rules = rules;
  return s;
}

std::uint64_t CrowdedHouse::hash(const State& s) {
  return s.pos.key ^ (queen_side(s.seat) ? kQueenSideKey : 0);
}

bool CrowdedHouse::king_capturable(const State& s, Color c, Seat by) {
  const Position& pos = s.pos;
  if (!pos.pieces(c, kKing)) return false;
  return restricted_attackers(pos, pos.king(c), pos.pieces(), pos.pieces(~c), by) != 0;
}

void CrowdedHouse::generate_unrestricted(const State& s, MoveBuffer& moves) {
  generate_moves<false>(s, moves, ~Bitboard(0), next_seat(s.seat));
}

bool CrowdedHouse::leaves_king_safe(const State& s, Move m) {
  State next = s;
  chess::play(next.pos, m);
  return !king_capturable(next, s.pos.side, next_seat(s.seat));
}

void CrowdedHouse::generate(const State& s, MoveBuffer& moves) {
  generate_moves<true>(s, moves, half_of(s.seat), next_seat(s.seat));
  if (!moves.empty() || in_check(s)) return;
  // No move and not in check: the source's pass when no piece stands on the seat's half; our
  // choice (Rules::stuck) when one does.
  if (!has_piece_on_half(s) || s.rules.stuck == Rules::Stuck::kPass) moves.push_back(kPass);
}

void CrowdedHouse::play(State& s, Move m) {
  if (m == kPass) {
    play_null(s);
    ++s.pos.halfmove;
    return;
  }
  chess::play(s.pos, m);
  flip_turn(s);
}

void CrowdedHouse::play_null(State& s) {
  Position& pos = s.pos;
  if (pos.ep != kNoSq) {
    pos.key ^= zobrist::kEpFile[file_of(pos.ep)];
    pos.ep = kNoSq;
  }
  if (pos.side == kBlack) ++pos.fullmove;
  pos.side = ~pos.side;
  pos.key ^= zobrist::kSide;
  s.seat = std::uint8_t(next_seat(s.seat));
}

bool CrowdedHouse::null_move_ok(const State& s) {
  return (s.pos.pieces(s.pos.side) & ~s.pos.pieces(kPawn) & ~s.pos.pieces(kKing)) != 0;
}

Outcome CrowdedHouse::outcome(const State& s) {
  MoveBuffer moves;
  generate(s, moves);
  if (moves.empty()) {
    if (in_check(s)) {
      // The other colour's two seats win together.
      Seat a = next_seat(s.seat), b = next_seat(next_seat(next_seat(s.seat)));
      return Outcome::team_win(SeatSet(seat_bit(a) | seat_bit(b)), "checkmate");
    }
    return Outcome::draw("stalemate");
  }
  if (draw_by_rule(s)) return Outcome::draw("fifty-move rule");
  return Outcome::ongoing();
}

}  // namespace menagerie::crowded_house
