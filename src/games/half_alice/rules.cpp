// How a game of Half Alice Chess starts and ends, and the mirror's part of the key.
#include <array>

#include "chess/fen.hpp"
#include "core/zobrist.hpp"
#include "games/half_alice/half_alice.hpp"

namespace menagerie::half_alice {

using namespace chess;

namespace {
const std::array<std::uint64_t, 64> kMirrorKeys = zobrist_table<64>("half_alice.mirror");
}

std::uint64_t mirror_key(Square s) { return kMirrorKeys[s]; }

std::uint64_t compute_key(const State& s) {
  std::uint64_t k = chess::compute_key(s.pos);
  for (Bitboard b = s.mirror; b;) k ^= mirror_key(pop_lsb(b));
  return k;
}

State start_position(std::uint8_t supply, bool strict) {
  State s;
  s.pos = parse_fen(kStandardFen);
  s.mirror = 0;
  s.supply = supply;
  s.strict = strict;
  s.pos.key = compute_key(s);
  return s;
}

Outcome outcome(const State& s) {
  MoveBuffer moves;
  generate_legal(s, moves);
  // No move: mate when the king is attacked on its own side, else stalemate, a draw as in
  // orthodox chess (also when only the lack of a spare checker leaves no move).
  if (moves.empty())
    return in_check(s) ? Outcome::win(~s.pos.side, "checkmate") : Outcome::draw("stalemate");
  if (s.pos.halfmove >= 100) return Outcome::draw("fifty-move rule");
  // Only bare kings are certainly dead: with the mirror a lone minor piece may still mate.
  if (popcount(s.pos.pieces()) == 2) return Outcome::draw("insufficient material");
  return Outcome::ongoing();
}

bool HalfAlice::draw_by_rule(const State& s) {
  return (s.pos.halfmove >= 100 && !half_alice::in_check(s)) || popcount(s.pos.pieces()) == 2;
}

}  // namespace menagerie::half_alice
