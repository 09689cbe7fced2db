// Making moves, the start position, the result and the hash. play() keeps State::key up to date
// move by move, since the search hashes every node; compute_hash() is the from-scratch reference.
#include <algorithm>

#include "core/zobrist.hpp"
#include "games/power_chess/board.hpp"
#include "games/power_chess/power_chess.hpp"

namespace menagerie::power_chess {

namespace {

// Board men: 2 colours × (pawn, king, rook 1..6, bishop 1..6) × 35 cells. Field contents: a key per
// (colour, field, kind, count) with counts up to 15, so equal multisets hash equally.
constexpr int kManCodes = 14;
constexpr int kCounts = 16;
constexpr std::size_t kBoardKeys = 2 * kManCodes * kCells;
constexpr std::size_t kFieldKeys = 2 * 2 * kFieldKinds * kCounts;
constexpr std::size_t kSideKey = kBoardKeys + kFieldKeys;
const auto& keys() {
  static const auto table = zobrist_table<kBoardKeys + kFieldKeys + 1>("power-chess");
  return table;
}

int man_code(PieceType t, int die) {
  return t == kPawn ? 0 : t == kKing ? 1 : t == kRook ? 1 + die : 7 + die;
}

std::uint64_t man_key(Color c, PieceType t, int die, int sq) {
  return keys()[(c * kManCodes + man_code(t, die)) * kCells + sq];
}

// The key of "`n` men of `kind` in this field"; an empty field adds nothing.
std::uint64_t field_key(int c, int f, int kind, int n) {
  if (n == 0) return 0;
  return keys()[kBoardKeys + ((c * 2 + f) * kFieldKinds + kind) * kCounts +
                std::min(n, kCounts - 1)];
}

void put(State& s, Color c, PieceType t, int sq, int die) {
  die = t == kRook || t == kBishop ? die : 0;
  s.by_color[c] |= bit(sq);
  s.by_type[t] |= bit(sq);
  s.die[sq] = std::uint8_t(die);
  s.key ^= man_key(c, t, die, sq);
}

void lift(State& s, int sq) {
  s.key ^= man_key(s.color_at(sq), s.type_at(sq), s.die[sq], sq);
  const Bitboard keep = ~bit(sq);
  for (auto& b : s.by_color) b &= keep;
  for (auto& b : s.by_type) b &= keep;
  s.die[sq] = 0;
}

void field_add(State& s, int c, int f, int kind) {
  int n = s.fields[c][f].count(kind);
  s.key ^= field_key(c, f, kind, n) ^ field_key(c, f, kind, n + 1);
  s.fields[c][f].add(kind);
}

void field_remove(State& s, int c, int f, int kind) {
  int n = s.fields[c][f].count(kind);
  s.key ^= field_key(c, f, kind, n) ^ field_key(c, f, kind, n - 1);
  s.fields[c][f].remove(kind);
}

}  // namespace

State PowerChess::start(const Rules& rules) {
  State s;
  s.rules = rules;
  constexpr PieceType back_rank[kWidth] = {kRook, kBishop, kKing, kBishop, kRook};
  for (int f = 0; f < kWidth; ++f) {
    put(s, kWhite, back_rank[f], f, 6);
    put(s, kWhite, kPawn, kWidth + f, 0);
    put(s, kBlack, kPawn, 5 * kWidth + f, 0);
    put(s, kBlack, back_rank[f], 6 * kWidth + f, 6);
  }
  s.key = compute_hash(s);
  return s;
}

void PowerChess::play(State& s, const Move& m) {
  const Color us = s.side, them = Color(us ^ 1);
  bool progress = false;  // a capture or a pawn move: resets the quiet-move count
  switch (m.type) {
    case Move::kStep:
    case Move::kPromote: {
      const PieceType type = s.type_at(m.from);
      int die = s.die[m.from];
      const PieceType victim = s.type_at(m.to);
      if (victim != kNoPiece) {
        field_add(s, them, kBack, field_kind(victim, s.die[m.to]));
        lift(s, m.to);
        if (die > 1) --die;  // only benders have a die above 0; the floor is 1
        progress = true;
      }
      lift(s, m.from);
      if (m.type == Move::kPromote) {
        field_remove(s, us, m.field, m.kind);
        field_add(s, us, s.rules.promoted_pawn_to, field_kind(kPawn, 0));
        put(s, us, kind_type(m.kind), m.to, 6);
      } else {
        put(s, us, type, m.to, die);
      }
      progress = progress || type == kPawn;
      break;
    }
    case Move::kAdvance:
      field_remove(s, us, kBack, m.kind);
      field_add(s, us, kNear, m.kind);
      break;
    case Move::kEnter:
      field_remove(s, us, kNear, m.kind);
      put(s, us, kind_type(m.kind), m.to, kind_die(m.kind));
      break;
  }
  s.quiet_plies = progress ? 0 : std::uint16_t(std::min(s.quiet_plies + 1, 0xffff));
  if (us == kBlack) ++s.fullmove;
  s.side = them;
  s.key ^= keys()[kSideKey];
}

void PowerChess::play_null(State& s) {
  s.quiet_plies = std::uint16_t(std::min(s.quiet_plies + 1, 0xffff));
  if (s.side == kBlack) ++s.fullmove;
  s.side = Color(s.side ^ 1);
  s.key ^= keys()[kSideKey];
}

Outcome PowerChess::outcome(const State& s) {
  MovesOf<PowerChess> moves;
  generate_all(s, moves);
  const Seat opponent = s.side ^ 1;
  if (moves.empty())
    return in_check(s) ? Outcome::win(opponent, "checkmate") : Outcome::win(opponent, "stalemate");
  if (s.rules.quiet_limit > 0 && s.quiet_plies >= s.rules.quiet_limit)
    return Outcome::draw("quiet-move limit");
  return Outcome::ongoing();
}

std::uint64_t PowerChess::compute_hash(const State& s) {
  std::uint64_t h = s.side == kBlack ? keys()[kSideKey] : 0;
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < 4; ++t)
      for (int sq : squares(s.by_color[c] & s.by_type[t]))
        h ^= man_key(Color(c), PieceType(t), s.die[sq], sq);
  for (int c = 0; c < 2; ++c)
    for (int f = 0; f < 2; ++f)
      for (int k = 0; k < kFieldKinds; ++k) h ^= field_key(c, f, k, s.fields[c][f].count(k));
  return h;
}

}  // namespace menagerie::power_chess
