// Legal moves. Rooks and bishops ("benders") may turn at every step, so their targets are a
// breadth- first flood through empty cells, as deep as the die allows; a walk that revisits a cell
// is never shorter than a simple path, so the flood gives exactly the cells some legal path
// reaches. Attacks use the same flood run backwards from the attacked cell: distances through empty
// cells are symmetric.
#include <algorithm>

#include "games/power_chess/board.hpp"
#include "games/power_chess/power_chess.hpp"

namespace menagerie::power_chess {

Bitboard PowerChess::reach(int from, PieceType type, int die, Bitboard occupied) {
  const Bitboard empty = kBoard & ~occupied;
  Bitboard frontier = bit(from), seen = bit(from), out = 0;
  for (int d = 1; d <= die && frontier; ++d) {
    Bitboard next = steps(frontier, type) & ~seen;
    out |= next;  // occupied cells end a path: they are targets but are not walked through
    seen |= next;
    frontier = next & empty;
  }
  return out;
}

namespace {

// Is `square` attacked by `by`, with `occupied` as the occupancy and the men on `removed` taken
// off?
bool attacked_with(const State& s, int square, Color by, Bitboard occupied, Bitboard removed) {
  const Bitboard target = bit(square);
  if (pawn_attackers(target, by) & s.pieces(by, kPawn) & ~removed) return true;
  if (king_steps(target) & s.pieces(by, kKing)) return true;
  const Bitboard empty = kBoard & ~occupied;
  for (PieceType type : {kRook, kBishop}) {
    Bitboard benders = s.pieces(by, type) & ~removed;
    if (!benders) continue;
    int deepest = 0;
    for (int b : squares(benders)) deepest = std::max<int>(deepest, s.die[b]);
    Bitboard frontier = target, seen = target;
    for (int d = 1; d <= deepest && frontier; ++d) {
      Bitboard next = steps(frontier, type) & ~seen;
      for (int b : squares(next & benders))
        if (s.die[b] >= d) return true;
      seen |= next;
      frontier = next & empty;
    }
  }
  return false;
}

int king_square(const State& s, Color c) { return lsb(s.pieces(c, kKing)); }

}  // namespace

bool PowerChess::attacked(const State& s, int square, Color by) {
  return attacked_with(s, square, by, s.occupied(), 0);
}

bool PowerChess::in_check(const State& s) {
  return attacked(s, king_square(s, s.side), Color(s.side ^ 1));
}

void PowerChess::generate_all(const State& s, MovesOf<PowerChess>& moves) {
  const Color us = s.side, them = Color(us ^ 1);
  const Bitboard own = s.by_color[us], enemy = s.by_color[them], occupied = own | enemy;
  const int king = king_square(s, us);
  const bool check = attacked_with(s, king, them, occupied, 0);

  auto safe = [&](int from, int to) {
    Bitboard after = (occupied & ~bit(from)) | bit(to);
    return !attacked_with(s, from == king ? to : king, them, after, bit(to) & enemy);
  };
  auto add_step = [&](int from, int to) {
    moves.push_back(Move{Move::kStep, std::uint8_t(from), std::uint8_t(to), 0, 0});
  };

  for (PieceType type : {kRook, kBishop})
    for (int from : squares(s.pieces(us, type)))
      for (int to : squares(reach(from, type, s.die[from], occupied) & ~own))
        if (safe(from, to)) add_step(from, to);

  for (int to : squares(king_steps(bit(king)) & ~own))
    if (safe(king, to)) add_step(king, to);

  const Bitboard last = rank_mask(last_rank(us));
  const auto& my_fields = s.fields[us];
  for (int from : squares(s.pieces(us, kPawn))) {
    Bitboard targets =
        (pawn_pushes(bit(from), us) & ~occupied) | (pawn_captures(bit(from), us) & enemy);
    for (int to : squares(targets)) {
      if (!safe(from, to)) continue;
      if (!test(last, to)) {
        add_step(from, to);
        continue;
      }
      bool promoted = false;
      for (int f : {kNear, kBack})
        for (int kind = 1; kind < kFieldKinds; ++kind)
          if (my_fields[f].count(kind) > 0) {
            moves.push_back(Move{Move::kPromote, std::uint8_t(from), std::uint8_t(to),
                                 std::uint8_t(kind), std::uint8_t(f)});
            promoted = true;
          }
      if (!promoted && s.rules.unpromotable == Rules::Unpromotable::kStays) add_step(from, to);
    }
  }

  // Putting a man on the board never uncovers an attack, so out of check every entry is legal.
  const Bitboard entries = rank_mask(first_rank(us)) & ~occupied;
  for (int kind = 0; kind < kFieldKinds; ++kind) {
    if (my_fields[kNear].count(kind) > 0)
      for (int to : squares(entries))
        if (!check || !attacked_with(s, king, them, occupied | bit(to), 0))
          moves.push_back(Move{Move::kEnter, 0, std::uint8_t(to), std::uint8_t(kind), 0});
    if (!check && my_fields[kBack].count(kind) > 0)
      moves.push_back(Move{Move::kAdvance, 0, 0, std::uint8_t(kind), 0});
  }
}

void PowerChess::generate(const State& s, MovesOf<PowerChess>& moves) {
  if (s.rules.quiet_limit > 0 && s.quiet_plies >= s.rules.quiet_limit) return;
  generate_all(s, moves);
}

}  // namespace menagerie::power_chess
