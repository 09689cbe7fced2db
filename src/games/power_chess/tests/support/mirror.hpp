// The colour mirror of a position: ranks reversed, White's men and fields become Black's and the
// other side moves. Every rule of Power Chess is symmetric under it, so the evaluation (from the
// side to move) and the legal moves (mirrored) must be too.
#pragma once

#include "games/power_chess/power_chess.hpp"

namespace menagerie::power_chess::harness {

inline int mirror_square(int sq) { return (kHeight - 1 - sq / kWidth) * kWidth + sq % kWidth; }

inline State mirror(const State& s) {
  State m;
  m.rules = s.rules;
  m.quiet_plies = s.quiet_plies;
  m.fullmove = s.fullmove;
  m.side = Color(s.side ^ 1);
  for (int sq = 0; sq < kCells; ++sq) {
    const PieceType t = s.type_at(sq);
    if (t == kNoPiece) continue;
    const int to = mirror_square(sq);
    const Color c = Color(s.color_at(sq) ^ 1);
    m.by_color[c] |= bit(to);
    m.by_type[t] |= bit(to);
    m.die[to] = s.die[sq];
  }
  for (int c = 0; c < 2; ++c) m.fields[c ^ 1] = s.fields[c];
  m.key = PowerChess::compute_hash(m);
  return m;
}

}  // namespace menagerie::power_chess::harness
