#include "games/zombie/rules.hpp"

#include <array>
#include <string>
#include <unordered_map>

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

// The position if the turn ended now, as the mover can know it (rule 5): its unmoved zombies gone
// to dust, its own burials risen from the squares left. Judged without what the opponent's burials
// would return to the mover (rule 9), which it cannot know; those are its own pieces and could
// only shield its king. Returns the enemy pieces that would then check the mover's king.
Bitboard end_checkers(const State& s, Position& pos) {
  pos = s.pos;
  const Color us = pos.side;
  for (Bitboard doomed = s.zombies & pos.pieces(us) & ~s.moved; doomed;)
    remove_piece(pos, pop_lsb(doomed));
  Bitboard promoted = 0;
  for (Bitboard b = s.left & ~pos.pieces(); b;) {
    Square sq = pop_lsb(b);
    int i = s.burials[us].at(sq);
    if (i < 0) continue;
    Piece buried = s.burials[us].list[std::size_t(i)].piece;
    if (Piece p = risen_piece(buried, sq)) {
      put_piece(pos, p, sq);
      if (p != buried) promoted |= bit(sq);
    }
  }
  // A promoted pawn's owner chooses what it becomes (rule 8): a queen covers the rook's and the
  // bishop's lines, the knight's jumps are added.
  const Square king = pos.king(us);
  return (pos.attackers_to(king, pos.pieces()) & pos.pieces(~us)) |
         (knight_attacks(king) & promoted);
}

bool end_is_safe(const State& s) {
  Position pos;
  return !end_checkers(s, pos);
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

// The turn passes to the other seat.
void hand_over(State& s, Report* r) {
  Position& pos = s.pos;
  const Color us = pos.side, them = ~us;
  // En passant needs the pawn's starting square empty behind it; a zombie risen there closes it.
  if (pos.ep != kNoSq && pos.board[us == kWhite ? pos.ep - 8 : pos.ep + 8]) clear_ep(pos);
  s.moved = s.left = 0;
  s.pending = kNoPiece;
  s.ends_after_burial = s.ends_after_choice = false;
  pos.side = them;
  pos.key ^= zobrist::kSide;
  if (us == kBlack) ++pos.fullmove;
  if (r) r->turn_ended = true;
}

// End of the turn: unmoved zombies of the mover turn to dust (rule 6; only those that stood when
// the turn began, so rule 9's late risers live on), then every square the turn left that is
// still empty is checked (rules 3, 9), then the other seat is to move, once the mover has chosen
// what a pawn of its own risen on its last rank becomes.
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
        if (risen != buried) s.promoting |= bit(sq);
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
  if (s.choices_due()) {
    s.moved = s.left = 0;
    s.pending = kNoPiece;
    s.ends_after_burial = false;
    s.ends_after_choice = true;
    return;
  }
  hand_over(s, r);
}

Bitboard burial_squares(const State& s) {
  return s.pos.pieces(s.pos.side) & ~s.burials[s.pos.side].squares();
}

// The board the mover's steps come from: mid-turn its en passant square is its own double step's,
// which none of its own moves answers.
Position step_board(const State& s) {
  Position pos = s.pos;
  if (s.moved) clear_ep(pos);
  return pos;
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

// The mover's pieces that may still move this turn: its unmoved zombies and, under horde=both
// (the ordinary move is still to come), every other piece.
Bitboard movable(const State& s) {
  const Color us = s.pos.side;
  Bitboard zombies = s.zombies & s.pos.pieces(us) & ~s.moved;
  return s.horde == Horde::kBoth ? s.pos.pieces(us) & ~s.moved : zombies;
}

// An orthodox step up to the end of its turn: the move, then the captured piece waiting for its
// burial (or in the dust bin, rule 2). Returns whether the turn is over now; with a burial due,
// `ends_after_burial` says whether it will be after it.
bool advance(State& s, chess::Move m, Report* r) {
  const Color us = s.pos.side;
  bool zombie = (s.zombies & bit(m.from())) != 0;
  Piece captured = move_pieces(s, m);
  bool ends = !zombie || (s.horde == Horde::kEither && !(s.zombies & s.pos.pieces(us) & ~s.moved));
  if (captured) {
    if (r) r->captured = captured;
    if (burial_squares(s)) {
      s.pending = captured;
      s.ends_after_burial = ends;
      return false;
    }
    ++s.dust[captured];  // rule 2: nowhere left to bury it
    if (r) r->cannot_bury = true;
  }
  return ends;
}

void bury(State& s, Square sq) {
  s.burials[s.pos.side].add({std::uint8_t(sq), s.pending, s.pos.pieces(s.pos.side)});
  s.pending = kNoPiece;
}

// Rule 5 over a whole turn: a step is legal when some way of going on with the turn ends it with
// the mover's king safe. A search over the rest of the turn (each zombie moves at most once, so it
// is finite), remembering the states it has judged: zombie moves made in another order often
// meet again.
class Completion {
 public:
  // Can the turn end safely after step m from s?
  bool after_play(const State& s, chess::Move m) {
    State t = s;
    bool over = advance(t, m, nullptr);
    if (t.pending) return t.ends_after_burial ? end_is_safe(t) : after_burial_due(t);
    return over ? end_is_safe(t) : goes_on(t);
  }

  // Can it after burying the piece due under sq?
  bool after_burial(const State& s, Square sq) {
    if (s.ends_after_burial) return end_is_safe(s);  // the piece above stays: nothing rises
    State t = s;
    bury(t, sq);
    return goes_on(t);
  }

 private:
  // A burial under a piece that will not move again this turn cannot change how it ends: one such
  // square stands for all of them.
  bool after_burial_due(const State& t) {
    Bitboard squares = burial_squares(t), live = squares & movable(t), rest = squares & ~live;
    if (rest) live |= bit(lsb(rest));
    for (Bitboard b = live; b;)
      if (after_burial(t, pop_lsb(b))) return true;
    return false;
  }

  // A turn under way, nothing due: end it now, or go on with another step.
  bool goes_on(const State& t) {
    Position end;
    Bitboard checkers = end_checkers(t, end);
    if (!checkers) return true;
    if (hopeless(t, checkers)) return false;
    const std::uint64_t key = key_of(t);
    if (auto it = judged_.find(key); it != judged_.end()) return it->second;
    bool found = false;
    chess::MoveBuffer moves;
    chess::generate_legal(step_board(t), moves);
    // Steps that end the turn (horde=both's ordinary move) are judged at once: try them first.
    const Bitboard zombies = t.zombies & t.pos.pieces(t.pos.side), skip = idle(t);
    for (bool last : {true, false})
      for (chess::Move m : moves)
        if (!found && ((zombies & bit(m.from())) == 0) == last && !(skip & bit(m.from())) &&
            shape_allowed(t, m))
          found = after_play(t, m);
    judged_.emplace(key, found);
    return found;
  }

  // Where the piece on sq could go this turn, at most: its moves if nothing but `fixed` (the
  // mover's pieces that stay put this turn; enemy pieces may be taken) stood in its way.
  static Bitboard reach_from(const State& t, Square sq, Bitboard fixed) {
    const Color us = t.pos.side;
    const PieceType type = type_of(t.pos.board[sq]);
    if (type != kPawn) return attacks_of(type, sq, fixed) & ~fixed;
    Bitboard out = pawn_attacks(us, sq) & t.pos.pieces(~us);
    Square ahead = us == kWhite ? sq + 8 : sq - 8;
    if (!(fixed & bit(ahead))) {
      out |= bit(ahead);
      Square two = us == kWhite ? sq + 16 : sq - 16;
      if (relative_rank(us, sq) == 1 && !(fixed & bit(two))) out |= bit(two);
    }
    return out;
  }

  // A quick way to cut the search, never to decide it: every enemy piece that would check the
  // king at the end must then be taken or (a slider) blocked, by a zombie still to move (within its
  // reach) or by a burial rising from the square such a zombie leaves (one there already, or one
  // a capture this turn may still bring). Under horde=both the king itself may still move: no cut.
  bool hopeless(const State& t, Bitboard checkers) const {
    if (t.horde == Horde::kBoth) return false;
    const Color us = t.pos.side;
    const Square king = t.pos.king(us);
    const Bitboard still = movable(t), fixed = t.pos.pieces(us) & ~still;
    Bitboard reach = 0;
    for (Bitboard b = still; b;) reach |= reach_from(t, pop_lsb(b), fixed);
    const bool captures = (reach & t.pos.pieces(~us)) != 0;
    reach |= captures ? still : still & t.burials[us].squares();
    for (Bitboard b = checkers; b;) {
      Square c = pop_lsb(b);
      if (!((bit(c) | between(king, c)) & reach)) return true;
    }
    return false;
  }

  // Where a piece could check the king this turn: on a line from the king up to an enemy piece
  // or to a square where one may rise (a square left, or one a zombie still to move may leave),
  // or a knight's jump away when such a piece is there.
  static Bitboard near_king(const State& t, Square king, Bitboard still) {
    const Bitboard sources = t.pos.pieces(~t.pos.side) | still | (t.left & ~t.pos.pieces());
    Bitboard out = sources & knight_attacks(king);
    for (Bitboard b = sources & queen_attacks(king, 0); b;) {
      Square src = pop_lsb(b);
      out |= between(king, src) | bit(src);
    }
    return out;
  }

  // What the search remembers a state by (horde=either): zombies that have moved and now stand
  // out of reach of every piece still to move, away from the king's lines (near_king) and on no
  // square left or buried under are left out, so that turns that differ only in where such
  // zombies went are judged once.
  static std::uint64_t key_of(const State& t) {
    if (t.horde == Horde::kBoth) return hash(t);
    const Color us = t.pos.side;
    const Bitboard still = movable(t), fixed = t.pos.pieces(us) & ~still;
    // Every square a piece still to move could go to or be stopped by.
    Bitboard reach = still;
    for (Bitboard b = still; b;) {
      Square sq = pop_lsb(b);
      PieceType type = type_of(t.pos.board[sq]);
      if (type == kPawn) {
        Bitboard ahead = us == kWhite ? bit(sq) << 8 | bit(sq) << 16 : bit(sq) >> 8 | bit(sq) >> 16;
        reach |= pawn_attacks(us, sq) | ahead;
      } else {
        reach |= attacks_of(type, sq, fixed);
      }
    }
    // (Not on a square left this turn: standing there, a zombie keeps a burial from rising.)
    const Bitboard loose = t.moved & ~reach & ~near_king(t, t.pos.king(us), still) & ~t.left &
                           ~t.burials[0].squares() & ~t.burials[1].squares();
    if (!loose) return hash(t);
    State c = t;
    for (Bitboard b = loose; b;) remove_piece(c.pos, pop_lsb(b));
    c.zombies &= ~loose;
    c.moved &= ~loose;
    return hash(c) ^ (0x9E3779B97F4A7C15ull * std::uint64_t(popcount(loose)));
  }

  // Zombies that need not be tried (horde=either): whatever they do changes nothing that could
  // matter to the king this turn. Such a zombie takes nothing, and neither its square nor where
  // it may go lies where a piece could check the king (on a line from the king up to an enemy piece,
  // or to a square where an enemy piece may rise, or a knight's jump away from one) or in the
  // reach of a zombie that does need trying. Leaving it unmoved (to dust) is then as good as
  // moving it.
  Bitboard idle(const State& t) const {
    if (t.horde == Horde::kBoth) return 0;
    const Color us = t.pos.side;
    const Square king = t.pos.king(us);
    const Bitboard still = movable(t), fixed = t.pos.pieces(us) & ~still;
    const Bitboard sensitive = near_king(t, king, still);
    std::array<Bitboard, 64> touched{};
    Bitboard candidates = 0;
    for (Bitboard b = still; b;) {
      Square sq = pop_lsb(b);
      Bitboard reach = reach_from(t, sq, fixed);
      touched[std::size_t(sq)] = reach | bit(sq);
      if (!(reach & t.pos.pieces(~us)) && !(touched[std::size_t(sq)] & sensitive))
        candidates |= bit(sq);
    }
    for (bool changed = true; changed;) {
      changed = false;
      Bitboard needed = 0;
      for (Bitboard b = still & ~candidates; b;) needed |= touched[std::size_t(pop_lsb(b))];
      for (Bitboard b = candidates; b;) {
        Square sq = pop_lsb(b);
        if (touched[std::size_t(sq)] & needed) {
          candidates &= ~bit(sq);
          changed = true;
        }
      }
    }
    return candidates;
  }

  std::unordered_map<std::uint64_t, bool> judged_;
};

}  // namespace

// A pawn on its last rank stands as a queen until its owner chooses (a Move::kPromote step).
Piece risen_piece(Piece p, Square sq) {
  if (type_of(p) != kPawn) return p;
  Color c = color_of(p);
  if (relative_rank(c, sq) == 7) return make_piece(c, kQueen);
  if (relative_rank(c, sq) == 0) return kNoPiece;
  return p;
}

void generate(const State& s, MoveBuffer& out) {
  if (Bitboard due = s.choices_due()) {
    for (PieceType t : {kQueen, kRook, kBishop, kKnight}) out.push_back(Move::promote(lsb(due), t));
    return;
  }
  Completion completion;
  if (s.pending) {
    // Burials under pieces that will not move again this turn are alike: judge one for all.
    const Bitboard live = movable(s);
    int still = -1;
    for (Bitboard b = burial_squares(s); b;) {
      Square sq = pop_lsb(b);
      bool ok;
      if (s.ends_after_burial || (live & bit(sq)))
        ok = completion.after_burial(s, sq);
      else
        ok = still >= 0 ? still != 0 : (still = completion.after_burial(s, sq)) != 0;
      if (ok) out.push_back(Move::bury(sq));
    }
    return;
  }
  chess::MoveBuffer orthodox;
  chess::generate_legal(step_board(s), orthodox);
  for (chess::Move m : orthodox)
    if (shape_allowed(s, m) && completion.after_play(s, m)) out.push_back(Move::of(m));
  if (s.moved && end_is_safe(s)) out.push_back(Move::end_turn());
}

std::string why_illegal(const State& s, chess::Move m) {
  const Square from = m.from();
  if (s.choices_due()) return "first choose what the pawn risen on its last rank becomes";
  if (s.pending) return "a captured piece must be buried first";
  if (m.kind() != chess::Move::kCastling && type_of(s.pos.board[m.to()]) == kKing)
    return "a king is never captured";
  if (s.moved & bit(from)) return "that zombie has already moved this turn";
  if (!shape_allowed(s, m))
    return "after a zombie move only zombies move this turn (or end it with 'end')";
  if (!Completion().after_play(s, m))
    return "at the end of the turn your king would be in check, however the turn goes on (a "
           "zombie you reveal, or one of yours turning to dust)";
  return "";
}

std::string why_end_illegal(const State& s) {
  if (!s.moved) return "no turn is under way to end: a turn ends only after a zombie has moved";
  if (!end_is_safe(s))
    return "your king would be in check at the end of the turn (a zombie you reveal, or one of "
           "yours turning to dust): move on";
  return "";
}

std::string why_burial_illegal(const State& s, Square sq) {
  if (!Completion().after_burial(s, sq))
    return "at the end of the turn your king would be in check, however the turn goes on (the "
           "piece rises when the zombie above it moves on)";
  return "";
}

void play(State& s, const Move& m, Report* r) {
  switch (m.kind) {
    case Move::kPlay:
      if (advance(s, m.play, r)) finish_turn(s, r);
      return;
    case Move::kBury: {
      bool ends = s.ends_after_burial;
      bury(s, m.square);
      if (ends) finish_turn(s, r);
      return;
    }
    case Move::kEndTurn:
      finish_turn(s, r);
      return;
    case Move::kPromote: {
      const Square sq = m.square;
      const Piece now = make_piece(color_of(s.pos.board[sq]), m.type);
      if (now != s.pos.board[sq]) {
        remove_piece(s.pos, sq);
        put_piece(s.pos, now, sq);
      }
      s.promoting &= ~bit(sq);
      if (s.ends_after_choice && !s.choices_due()) hand_over(s, r);
      return;
    }
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
constexpr std::size_t kZombie = 0, kMoved = 64, kLeft = 128, kPromoting = 192, kBurial = 256,
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
  for (Bitboard b = s.promoting; b;) h ^= kKeys[kPromoting + std::size_t(pop_lsb(b))];
  for (int c = 0; c < 2; ++c)
    for (const Burial& x : s.burials[c]) {
      std::uint64_t k = kKeys[kBurial + std::size_t((c * 16 + x.piece) * 64 + x.square)];
      h ^= k ^ mix(x.candidates ^ k);
    }
  for (std::size_t p = 0; p < 16; ++p) h ^= s.dust[p] ? kKeys[kDust + p * 16 + s.dust[p] % 16] : 0;
  if (s.pending) h ^= kKeys[kPending + s.pending];
  if (s.ends_after_burial) h ^= kKeys[kFlags];
  if (s.horde == Horde::kBoth) h ^= kKeys[kFlags + 1];
  if (s.ends_after_choice) h ^= kKeys[kFlags + 2];
  return h;
}

}  // namespace menagerie::zombie
