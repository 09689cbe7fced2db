// Making moves, the start position, the result and the hash.
#include <algorithm>

#include "core/zobrist.hpp"
#include "games/power_chess/board.hpp"
#include "games/power_chess/power_chess.hpp"

namespace menagerie::power_chess {

namespace {

void put(State& s, Color c, PieceType t, int sq, int die) {
  s.by_color[c] |= bit(sq);
  s.by_type[t] |= bit(sq);
  s.die[sq] = std::uint8_t(t == kRook || t == kBishop ? die : 0);
}

void lift(State& s, int sq) {
  const Bitboard keep = ~bit(sq);
  for (auto& b : s.by_color) b &= keep;
  for (auto& b : s.by_type) b &= keep;
  s.die[sq] = 0;
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
        s.fields[them][kBack].add(field_kind(victim, s.die[m.to]));
        lift(s, m.to);
        if (die > 1) --die;  // only benders have a die above 0; the floor is 1
        progress = true;
      }
      lift(s, m.from);
      if (m.type == Move::kPromote) {
        s.fields[us][m.field].remove(m.kind);
        s.fields[us][s.rules.promoted_pawn_to].add(field_kind(kPawn, 0));
        put(s, us, kind_type(m.kind), m.to, 6);
      } else {
        put(s, us, type, m.to, die);
      }
      progress = progress || type == kPawn;
      break;
    }
    case Move::kAdvance:
      s.fields[us][kBack].remove(m.kind);
      s.fields[us][kNear].add(m.kind);
      break;
    case Move::kEnter:
      s.fields[us][kNear].remove(m.kind);
      put(s, us, kind_type(m.kind), m.to, kind_die(m.kind));
      break;
  }
  s.quiet_plies = progress ? 0 : std::uint16_t(std::min(s.quiet_plies + 1, 0xffff));
  if (us == kBlack) ++s.fullmove;
  s.side = them;
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

namespace {

// Board men: 2 colours × (pawn, king, rook 1..6, bishop 1..6) × 35 cells. Field contents: a key per
// (colour, field, kind, count) with counts up to 15, so equal multisets hash equally.
constexpr int kManCodes = 14;
constexpr int kCounts = 16;
constexpr std::size_t kBoardKeys = 2 * kManCodes * kCells;
constexpr std::size_t kFieldKeys = 2 * 2 * kFieldKinds * kCounts;
const auto& keys() {
  static const auto table = zobrist_table<kBoardKeys + kFieldKeys + 1>("power-chess");
  return table;
}

int man_code(PieceType t, int die) {
  return t == kPawn ? 0 : t == kKing ? 1 : t == kRook ? 1 + die : 7 + die;
}

}  // namespace

std::uint64_t PowerChess::hash(const State& s) {
  const auto& z = keys();
  std::uint64_t h = s.side == kBlack ? z[kBoardKeys + kFieldKeys] : 0;
  for (int c = 0; c < 2; ++c)
    for (int t = 0; t < 4; ++t)
      for (int sq : squares(s.by_color[c] & s.by_type[t]))
        h ^= z[(c * kManCodes + man_code(PieceType(t), s.die[sq])) * kCells + sq];
  for (int c = 0; c < 2; ++c)
    for (int f = 0; f < 2; ++f)
      for (int k = 0; k < kFieldKinds; ++k)
        if (int n = s.fields[c][f].count(k))
          h ^= z[kBoardKeys + ((c * 2 + f) * kFieldKinds + k) * kCounts + std::min(n, kCounts - 1)];
  return h;
}

}  // namespace menagerie::power_chess
