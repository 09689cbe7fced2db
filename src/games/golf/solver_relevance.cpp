// The relevance lemma's sets and the relevant moves (solver_relevance.hpp).
#include "games/golf/solver_relevance.hpp"

#include <array>

namespace menagerie::golf {

using chess::Color;

Relevance::Relevance(const Hole& h, const CaptureTable& t) {
  if (h.special == Special::kMoves) {
    all = true;
    return;
  }
  bool capturer[2] = {};
  for (int s : squares(h.occupied())) {
    Bitboard targets = t.of(h, s);
    if (!targets) continue;
    Color c = chess::color_of(h.at[s]);
    capturer[c] = true;
    from_mask |= bit(s) | targets;
    beside[c] |= chess::king_attacks(s);
    for (int x : squares(targets)) from_mask |= chess::between(s, x);
  }
  if (h.special != Special::kPairs) return;
  for (Color c : {chess::kWhite, chess::kBlack}) {
    if (!capturer[c]) continue;
    // One move takes only its own piece out of pairs: the colour is left with none only when
    // that piece is in every pair (and it lands beside no other piece of its colour).
    Bitboard in_every = ~Bitboard{0};
    bool any = false;
    for (int s : squares(h.colour[c]))
      for (int n : squares(chess::king_attacks(s) & h.colour[c]))
        if (n > s) in_every &= bit(s) | bit(n), any = true;
    critical[c] = any ? in_every : 0;
  }
}

void generate_relevant(const Hole& h, const CaptureTable& t, const Relevance& r, Steps& out) {
  if (solved(h)) return;
  const Bitboard occupied = h.occupied(), empty = ~occupied;
  if (r.all) {
    Steps steps;
    generate(h, t, steps);
    for (Step m : steps)
      if (empty & bit(m.to)) out.push_back(m);
    return;
  }
  std::array<Bitboard, 64> dest;  // by origin, valid where `from` has the bit
  Bitboard from = 0;
  auto add = [&](int s, Bitboard to) {
    if (!to) return;
    if (!(from & bit(s))) dest[s] = 0, from |= bit(s);
    dest[s] |= to;
  };
  for (Color c : {chess::kWhite, chess::kBlack}) {
    const Bitboard mine = h.colour[c];
    const Bitboard movers = mine & (r.from_mask | r.critical[c]);
    const Bitboard arrive = r.beside[c] & empty;
    if (!movers && !arrive) continue;
    const bool kings = king_steps(h, t, c);
    // (a), (b) every move of the piece; (d) the moves to a square beside no other of its colour.
    for (int s : squares(movers)) {
      Bitboard to = borrowed_reach(h, s) & empty;
      if (kings) to |= chess::king_attacks(s) & empty;
      if (!(r.from_mask & bit(s))) {
        Bitboard near = 0;
        for (int o : squares(mine & ~bit(s))) near |= chess::king_attacks(o);
        to &= ~near;
      }
      add(s, to);
    }
    if (!arrive) continue;
    // (c) the pieces of colour c that reach a square beside one of its capturers, found from that
    // square: a piece borrows a type when it stands beside a piece of that type (`lends`), and a
    // leap or an unblocked slide reaches z from s exactly when it reaches s from z.
    std::array<Bitboard, 7> lends{};
    for (int s : squares(mine)) lends[chess::type_of(h.at[s])] |= chess::king_attacks(s);
    for (int z : squares(arrive)) {
      Bitboard sources = kings ? chess::king_attacks(z) : 0;
      for (int type = chess::kKnight; type <= chess::kKing; ++type)
        if (lends[type] & mine)
          sources |= chess::attacks_of(chess::PieceType(type), z, occupied) & lends[type];
      for (int s : squares(sources & mine)) add(s, bit(z));
    }
  }
  for (int s : squares(from))
    for (int to : squares(dest[s])) out.push_back(Step{std::uint8_t(s), std::uint8_t(to)});
}

}  // namespace menagerie::golf
