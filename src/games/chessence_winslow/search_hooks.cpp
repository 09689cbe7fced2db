// The hooks the generic search calls on top of the rules: capture ordering and the quiet-ply draw.
#include "games/chessence_winslow/board.hpp"
#include "games/chessence_winslow/chessence_winslow.hpp"
#include "games/chessence_winslow/evaluate.hpp"

namespace menagerie::chessence_winslow {

namespace {

using namespace board;

// The cells from which a man relates to a man on `square`: its eight neighbours and knight leaps.
Bitboard partners(int square) {
  const Bitboard b = bit(square);
  return shift<1, 0>(b) | shift<-1, 0>(b) | shift<0, 1>(b) | shift<0, -1>(b) | shift<1, 1>(b) |
         shift<-1, 1>(b) | shift<1, -1>(b) | shift<-1, -1>(b) | tables().knight[square];
}

}  // namespace

int ChessenceWinslow::evaluate(const State& s) { return chessence_winslow::evaluate(s); }

// Every man is worth the same, so "most valuable victim" means the man whose loss costs the enemy
// most: the one relating to the most enemy men (each loses a power source), then the one holding
// the most powers; among attackers, the man with the fewest powers risks least.
int ChessenceWinslow::order_score(const State& s, const Move& m) {
  const int them = s.side ^ 1;
  const int related = popcount(partners(m.to) & s.men[them]);
  const int victim = popcount(static_cast<unsigned>(powers(s, m.to)));
  const int attacker = m.is_drop() ? 0 : popcount(static_cast<unsigned>(powers(s, m.from)));
  return 16 * related + 4 * victim - attacker;
}

bool ChessenceWinslow::draw_by_rule(const State& s) {
  if (!s.move_limit || s.quiet < s.move_limit) return false;
  return outcome(s).kind == Outcome::Kind::kDraw;
}

}  // namespace menagerie::chessence_winslow
