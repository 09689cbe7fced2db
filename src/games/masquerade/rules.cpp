// The rules: set-up moves, board moves without check rules, capture attempts answered from the
// secret powers, and how the game ends.
#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "games/masquerade/masquerade.hpp"

namespace menagerie::masquerade {

using namespace chess;

namespace {

// Zobrist keys for what the board's key does not cover: the powers of each colour (120 values
// and "unassigned") and the two deduction sets.
struct ExtraKeys {
  std::uint64_t powers[2][masquerade::kPerms + 1];
  std::uint64_t known[2][4];  // multipliers for the set's two words
};
constexpr ExtraKeys kExtra = [] {
  ExtraKeys k{};
  std::uint64_t seed = 0x6d617371756572ull;  // "masquer"
  auto next = [&seed] {
    std::uint64_t z = (seed += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  };
  for (auto& side : k.powers)
    for (auto& key : side) key = next();
  for (auto& side : k.known)
    for (auto& key : side) key = next() | 1;
  return k;
}();

std::uint64_t mix(std::uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ull;
  return x ^ (x >> 33);
}

bool has_king(const Position& pos, Color c) { return pos.pieces(c, kKing) != 0; }

void push_pawn_moves(const Position& pos, Square from, Square to, MovesOf<Masquerade>& out,
                     Move::Kind kind = chess::Move::kNormal) {
  if (rank_of(to) == 0 || rank_of(to) == 7) {
    for (PieceType t : {kQueen, kRook, kBishop, kKnight})
      out.push_back({chess::Move(from, to, chess::Move::kPromotion, t)});
  } else {
    out.push_back({chess::Move(from, to, kind)});
  }
  (void)pos;
}

}  // namespace

Masquerade::State Masquerade::start() {
  State s{};
  s.pos = parse_fen(kStandardFen);
  s.powers[0] = s.powers[1] = kUnassigned;
  s.known[0] = s.known[1] = PermSet::all();
  return s;
}

masquerade::Patterns Masquerade::could_capture(const Position& pos, Square from, Square to) {
  Bitboard occ = pos.pieces(), target = bit(to);
  masquerade::Patterns out = 0;
  for (int k = 0; k < masquerade::kKinds; ++k)
    if (attacks_of(masquerade::type_of_kind(Kind(k)), from, occ) & target) out |= 1 << k;
  return out;
}

bool Masquerade::is_attempt(const State& s, const Move& m) {
  if (m.assign != kUnassigned || m.board.kind() == chess::Move::kCastling) return false;
  Piece p = s.pos.board[m.board.from()], victim = s.pos.board[m.board.to()];
  return victim && type_of(p) != kPawn && color_of(victim) != color_of(p);
}

bool Masquerade::answer(const State& s, const Move& m) {
  Piece p = s.pos.board[m.board.from()];
  Kind row = *masquerade::kind_of(type_of(p));
  Kind pattern = masquerade::pattern_of(s.powers[color_of(p)], row);
  return could_capture(s.pos, m.board.from(), m.board.to()) >> pattern & 1;
}

void Masquerade::generate(const State& s, MovesOf<Masquerade>& out) {
  if (in_setup(s)) {
    // The author's balanced assignment first: the one-click choice.
    out.push_back({chess::Move(), masquerade::kBalanced});
    for (int p = 0; p < masquerade::kPerms; ++p)
      if (p != masquerade::kBalanced) out.push_back({chess::Move(), std::uint8_t(p)});
    return;
  }
  const Position& pos = s.pos;
  const Color us = pos.side, them = ~us;
  if (!has_king(pos, us) || !has_king(pos, them)) return;  // the game is over
  const Bitboard occ = pos.pieces(), theirs = pos.pieces(them), empty = ~occ;
  const int up = us == kWhite ? 8 : -8;

  for (Bitboard b = pos.pieces(us, kPawn); b;) {
    Square from = pop_lsb(b);
    Square one = from + up;
    if (empty & bit(one)) {
      push_pawn_moves(pos, from, one, out);
      if (relative_rank(us, from) == 1 && (empty & bit(one + up)))
        out.push_back({chess::Move(from, one + up)});
    }
    // Pawns capture orthodoxly, without asking.
    for (Bitboard t = pawn_attacks(us, from) & theirs; t;)
      push_pawn_moves(pos, from, pop_lsb(t), out);
    if (pos.ep != kNoSq && (pawn_attacks(us, from) & bit(pos.ep)))
      out.push_back({chess::Move(from, pos.ep, chess::Move::kEnPassant)});
  }

  for (Bitboard b = pos.pieces(us) & ~pos.pieces(kPawn); b;) {
    Square from = pop_lsb(b);
    PieceType t = type_of(pos.board[from]);
    // Non-captures: the piece's orthodox moves.
    for (Bitboard q = attacks_of(t, from, occ) & empty; q;)
      out.push_back({chess::Move(from, pop_lsb(q))});
    // Attempts: any enemy piece may be asked about (a question no pattern could make is answered
    // no, as at the table); under the option `questions: reachable` only one that some pattern
    // could take (a queen's clear line or a knight's jump; the king's step is within the queen's).
    Bitboard askable =
        s.reachable_only ? (queen_attacks(from, occ) | knight_attacks(from)) & theirs : theirs;
    for (Bitboard a = askable; a;) out.push_back({chess::Move(from, pop_lsb(a))});
  }

  // Castling: the path must be empty; attacks do not matter (no check rules; see the rules page).
  Square ksq = pos.king(us);
  for (CastlingSide side : {kHSide, kASide}) {
    if (!pos.has_castling(us, side)) continue;
    Square rsq = pos.castle_rook[castling_index(us, side)];
    Square kto = castle_king_target(us, side), rto = castle_rook_target(us, side);
    Bitboard path = between(ksq, kto) | bit(kto) | between(rsq, rto) | bit(rto);
    if (path & occ & ~bit(ksq) & ~bit(rsq)) continue;
    out.push_back({chess::Move(ksq, rsq, chess::Move::kCastling)});
  }
}

void Masquerade::play(State& s, const Move& m) {
  if (m.assign != kUnassigned) {
    // White gives Black's powers first, then Black gives White's.
    s.powers[s.powers[kBlack] == kUnassigned ? kBlack : kWhite] = m.assign;
    return;
  }
  if (!is_attempt(s, m)) {
    chess::play(s.pos, m.board);
    return;
  }
  Color us = s.pos.side;
  Kind row = *masquerade::kind_of(type_of(s.pos.board[m.board.from()]));
  masquerade::Patterns could = could_capture(s.pos, m.board.from(), m.board.to());
  bool yes = answer(s, m);
  s.known[us] = masquerade::learn(s.known[us], row, could, yes);
  if (yes) {
    chess::play(s.pos, m.board);
    return;
  }
  // No: nothing moves, and the turn is over (the en passant chance lapses with it).
  Position& pos = s.pos;
  if (pos.ep != kNoSq) {
    pos.key ^= zobrist::kEpFile[file_of(pos.ep)];
    pos.ep = kNoSq;
  }
  ++pos.halfmove;
  if (us == kBlack) ++pos.fullmove;
  pos.side = ~us;
  pos.key ^= zobrist::kSide;
}

Outcome Masquerade::outcome(const State& s) {
  if (in_setup(s)) return Outcome::ongoing();
  for (Color c : {kWhite, kBlack})
    if (!has_king(s.pos, c)) return Outcome::win(Seat(~c), "king captured");
  MovesOf<Masquerade> moves;
  generate(s, moves);
  if (moves.empty()) return Outcome::draw("no move");
  if (s.pos.halfmove >= 100) return Outcome::draw("fifty-move rule");
  return Outcome::ongoing();
}

std::uint64_t Masquerade::hash(const State& s) {
  std::uint64_t h = s.pos.key;
  for (int c = 0; c < 2; ++c) {
    h ^= kExtra.powers[c][s.powers[c] == kUnassigned ? masquerade::kPerms : s.powers[c]];
    h ^= mix(s.known[c].lo * kExtra.known[c][0] + s.known[c].hi * kExtra.known[c][1]);
  }
  return h;
}

}  // namespace menagerie::masquerade
