#include "games/zombie/rules.hpp"

#include <string>

#include "chess/movegen.hpp"
#include "chess/rules.hpp"
#include "core/zobrist.hpp"

namespace menagerie::zombie {

using namespace chess;

namespace {

void clear_ep(Position& pos) {
  if (pos.ep == kNoSq) return;
  pos.key ^= zobrist::kEpFile[file_of(pos.ep)];
  pos.ep = kNoSq;
}

// The orthodox part of a step: the move itself, the zombie markers travelling with their pieces,
// the squares left; the side to move stays the mover (chess::play hands the move over, a turn here
// may go on). Returns the captured piece.
Piece move_pieces(State& s, chess::Move m) {
  Position& pos = s.pos;
  const Color us = pos.side;
  const Square from = m.from(), to = m.to();
  Piece captured = kNoPiece;
  Square capsq = to;
  if (m.kind() == chess::Move::kEnPassant) {
    capsq = us == kWhite ? to - 8 : to + 8;
    captured = pos.board[capsq];
  } else if (m.kind() != chess::Move::kCastling) {
    captured = pos.board[to];
  }
  s.left |= bit(from);
  if (m.kind() == chess::Move::kCastling) s.left |= bit(to);  // the rook's square too (rule 4)
  s.zombies &= ~bit(capsq);  // a captured zombie is just a captured piece (rule 10)
  if (s.zombies & bit(from)) {
    s.zombies ^= bit(from) | bit(to);
    s.moved |= bit(to);
  }
  chess::play(pos, m);
  pos.side = us;
  pos.key ^= zobrist::kSide;
  if (us == kBlack) --pos.fullmove;
  if (captured) pos.halfmove = 0;
  return captured;
}

// The squares where the mover's own burials would rise if the turn ended now, and the zombies it
// would lose: would its king then stand in check (rule 5)? Judged without what the opponent's
// burials would return to the mover (rule 9), which it cannot know; those are its own pieces and
// could only shield its king.
bool end_is_safe(const State& s) {
  Position pos = s.pos;
  const Color us = pos.side;
  for (Bitboard doomed = s.zombies & pos.pieces(us) & ~s.moved; doomed;)
    remove_piece(pos, pop_lsb(doomed));
  for (Bitboard b = s.left & ~pos.pieces(); b;) {
    Square sq = pop_lsb(b);
    int i = s.burials[us].at(sq);
    if (i < 0) continue;
    if (Piece p = risen_piece(s.burials[us].list[std::size_t(i)].piece, sq)) put_piece(pos, p, sq);
  }
  return !(pos.attackers_to(pos.king(us), pos.pieces()) & pos.pieces(~us));
}

// A burial rose from `sq`: everyone now knows that one burial of this type is gone. Which one, if
// several of that type could have lain there, nobody but the burier knows, so each remaining
// candidate of them may lie anywhere any of them could have.
void take_out(Burials& b, int index, Square sq) {
  const Piece type = b.list[std::size_t(index)].piece;
  Bitboard merged = 0;
  for (const Burial& x : b)
    if (x.piece == type && (x.candidates & bit(sq))) merged |= x.candidates;
  b.remove(index);
  for (Burial& x : b)
    if (x.piece == type && (x.candidates & bit(sq))) x.candidates = merged;
}

void forget_square(Burials& b, Square sq) {
  for (Burial& x : b) x.candidates &= ~bit(sq);
}

// End of the turn: unmoved zombies of the mover turn to dust (rule 6; only those that stood when
// the turn began, so rule 9's late risers live on), then every square the turn left that is
// still empty is checked (rules 3, 9), then the other seat is to move.
void finish_turn(State& s, Report* r) {
  Position& pos = s.pos;
  const Color us = pos.side, them = ~us;
  for (Bitboard doomed = s.zombies & pos.pieces(us) & ~s.moved; doomed;) {
    Square sq = pop_lsb(doomed);
    Piece p = pos.board[sq];
    if (r) r->destroyed[std::size_t(r->destroyed_count++)] = {std::uint8_t(sq), p};
    remove_piece(pos, sq);
    ++s.dust[p];
    s.zombies &= ~bit(sq);
  }
  for (Bitboard b = s.left & ~pos.pieces(); b;) {
    Square sq = pop_lsb(b);
    Color burier = us;
    int i = s.burials[us].at(sq);
    if (i < 0) {
      burier = them;
      i = s.burials[them].at(sq);
    }
    Piece buried = kNoPiece, risen = kNoPiece;
    if (i >= 0) {
      buried = s.burials[burier].list[std::size_t(i)].piece;
      take_out(s.burials[burier], i, sq);
      risen = risen_piece(buried, sq);
      if (risen) {
        put_piece(pos, risen, sq);
        s.zombies |= bit(sq);
      } else {
        ++s.dust[buried];
      }
      pos.halfmove = 0;
    }
    // What everyone learns: no burial of the mover is left under sq; nor of the opponent, unless
    // the mover's own burial was the one that rose (it keeps the opponent's hidden, rule 9).
    forget_square(s.burials[us], sq);
    if (burier == them || i < 0) forget_square(s.burials[them], sq);
    if (r) r->checked[std::size_t(r->checked_count++)] = {std::uint8_t(sq), buried, risen, burier};
  }
  // En passant needs the pawn's starting square empty behind it; a zombie risen there closes it.
  if (pos.ep != kNoSq && pos.board[us == kWhite ? pos.ep - 8 : pos.ep + 8]) clear_ep(pos);
  s.moved = s.left = 0;
  s.pending = kNoPiece;
  s.ends_after_burial = false;
  pos.side = them;
  pos.key ^= zobrist::kSide;
  if (us == kBlack) ++pos.fullmove;
  if (r) r->turn_ended = true;
}

Bitboard burial_squares(const State& s) {
  return s.pos.pieces(s.pos.side) & ~s.burials[s.pos.side].squares();
}

// The orthodox moves that are steps here, before the check of rule 5.
bool shape_allowed(const State& s, chess::Move m) {
  const Square from = m.from();
  const Piece target = s.pos.board[m.to()];
  if (m.kind() != chess::Move::kCastling && type_of(target) == kKing) return false;
  if (s.moved & bit(from)) return false;  // each zombie moves at most once a turn (rule 7)
  bool zombie = (s.zombies & s.pos.pieces(s.pos.side) & bit(from)) != 0;
  if (s.moved && s.horde == Horde::kEither && !zombie) return false;
  return true;
}

}  // namespace

Piece risen_piece(Piece p, Square sq) {
  if (type_of(p) != kPawn) return p;
  Color c = color_of(p);
  if (relative_rank(c, sq) == 7) return make_piece(c, kQueen);
  if (relative_rank(c, sq) == 0) return kNoPiece;
  return p;
}

void generate(const State& s, MoveBuffer& out) {
  if (s.pending) {
    for (Bitboard b = burial_squares(s); b;) out.push_back(Move::bury(pop_lsb(b)));
    return;
  }
  chess::MoveBuffer orthodox;
  chess::generate_legal(s.pos, orthodox);
  for (chess::Move m : orthodox) {
    if (!shape_allowed(s, m)) continue;
    State t = s;
    move_pieces(t, m);
    if (end_is_safe(t)) out.push_back(Move::of(m));
  }
  if (s.moved) out.push_back(Move::end_turn());
}

std::string why_illegal(const State& s, chess::Move m) {
  const Square from = m.from();
  if (s.pending) return "a captured piece must be buried first";
  if (m.kind() != chess::Move::kCastling && type_of(s.pos.board[m.to()]) == kKing)
    return "a king is never captured";
  if (s.moved & bit(from)) return "that zombie has already moved this turn";
  if (!shape_allowed(s, m))
    return "after a zombie move only zombies move this turn (or end it with 'end')";
  State t = s;
  move_pieces(t, m);
  if (!end_is_safe(t))
    return "at the end of the turn your king would be in check (a zombie you reveal, or one of "
           "yours turning to dust)";
  return "";
}

void play(State& s, const Move& m, Report* r) {
  const Color us = s.pos.side;
  switch (m.kind) {
    case Move::kPlay: {
      bool zombie = (s.zombies & bit(m.play.from())) != 0;
      Piece captured = move_pieces(s, m.play);
      bool ends =
          !zombie || (s.horde == Horde::kEither && !(s.zombies & s.pos.pieces(us) & ~s.moved));
      if (!ends) clear_ep(s.pos);  // en passant answers only a turn's last move
      if (captured) {
        if (r) r->captured = captured;
        if (burial_squares(s)) {
          s.pending = captured;
          s.ends_after_burial = ends;
          return;
        }
        ++s.dust[captured];  // rule 2: nowhere left to bury it
        if (r) r->cannot_bury = true;
      }
      if (ends) finish_turn(s, r);
      return;
    }
    case Move::kBury:
      s.burials[us].add({m.square, s.pending, s.pos.pieces(us)});
      s.pending = kNoPiece;
      if (s.ends_after_burial) finish_turn(s, r);
      return;
    case Move::kEndTurn:
      finish_turn(s, r);
      return;
  }
}

Outcome outcome(const State& s) {
  if (s.under_way()) return Outcome::ongoing();
  MoveBuffer moves;
  generate(s, moves);
  if (moves.empty())
    return s.pos.in_check() ? Outcome::win(~s.pos.side, "checkmate") : Outcome::draw("stalemate");
  if (s.pos.halfmove >= 100) return Outcome::draw("fifty-move rule");
  // A buried piece may still rise: only with both graveyards empty is bare material dead.
  if (insufficient_material(s.pos) && !s.burials[0].count && !s.burials[1].count)
    return Outcome::draw("insufficient material");
  return Outcome::ongoing();
}

namespace {
const auto kKeys = zobrist_table<64 * 4 + 2 * 16 * 64 + 16 * 16 + 16 + 4>("zombie");
constexpr std::size_t kZombie = 0, kMoved = 64, kLeft = 128, kBurial = 256,
                      kDust = 256 + 2 * 16 * 64, kPending = kDust + 256, kFlags = kPending + 16;

std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 30;
  x *= 0xBF58476D1CE4E5B9ull;
  x ^= x >> 27;
  x *= 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}
}  // namespace

std::uint64_t hash(const State& s) {
  std::uint64_t h = s.pos.key;
  for (Bitboard b = s.zombies; b;) h ^= kKeys[kZombie + std::size_t(pop_lsb(b))];
  for (Bitboard b = s.moved; b;) h ^= kKeys[kMoved + std::size_t(pop_lsb(b))];
  for (Bitboard b = s.left; b;) h ^= kKeys[kLeft + std::size_t(pop_lsb(b))];
  for (int c = 0; c < 2; ++c)
    for (const Burial& x : s.burials[c]) {
      std::uint64_t k = kKeys[kBurial + std::size_t((c * 16 + x.piece) * 64 + x.square)];
      h ^= k ^ mix(x.candidates ^ k);
    }
  for (std::size_t p = 0; p < 16; ++p) h ^= s.dust[p] ? kKeys[kDust + p * 16 + s.dust[p] % 16] : 0;
  if (s.pending) h ^= kKeys[kPending + s.pending];
  if (s.ends_after_burial) h ^= kKeys[kFlags];
  if (s.horde == Horde::kBoth) h ^= kKeys[kFlags + 1];
  return h;
}

}  // namespace menagerie::zombie
