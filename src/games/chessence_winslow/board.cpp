#include "games/chessence_winslow/board.hpp"

namespace menagerie::chessence_winslow::board {

namespace {

Tables build() {
  const Geometry& g = geometry();
  static constexpr Offset kDirections[8] = {{1, 0},  {0, 1},  {1, 1},   {-1, 1},
                                            {-1, 0}, {0, -1}, {-1, -1}, {1, -1}};
  Tables t;
  for (int s = 0; s < g.cells(); ++s) {
    if (!g.exists(s)) continue;
    for (int d = 0; d < 8; ++d)
      t.rays[d][s] = g.slider_attacks(s, std::span<const Offset>(&kDirections[d], 1), 0);
  }
  t.knight = g.leaper_table(kKnightLeaps);
  return t;
}

}  // namespace

const Tables& tables() {
  static const Tables t = build();
  return t;
}

}  // namespace menagerie::chessence_winslow::board
