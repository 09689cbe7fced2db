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
  bool adjacent[2] = {};
  for (int s : squares(t.capturers)) {
    Bitboard targets = t.of(h, s);
    if (!targets) continue;
    Color c = chess::color_of(h.at[s]);
    from_mask |= bit(s) | targets;
    beside[c] |= chess::king_attacks(s);
    for (int x : squares(targets)) from_mask |= chess::between(s, x);
    // A lender brings its own type: only a type that lines the capturer up with a target (on an
    // empty board: what stands between is (b)) can give a capture.
    for (int type = chess::kKnight; type <= chess::kKing; ++type)
      if (chess::attacks_of(chess::PieceType(type), s, 0) & targets)
        beside_type[c][type] |= chess::king_attacks(s);
    adjacent[c] |= (chess::king_attacks(s) & targets) != 0;
  }
  if (h.special != Special::kPairs) return;
  for (Color c : {chess::kWhite, chess::kBlack}) {
    // The king's step captures only beside the capturer: without a target there, (d) gives
    // nothing to a piece that stays (a moving capturer or target is (a)).
    if (!adjacent[c]) continue;
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

namespace {

Bitboard beside_any(Bitboard set) {
  Bitboard out = 0;
  for (int s : squares(set)) out |= chess::king_attacks(s);
  return out;
}

// The pieces of colour c in a vertex cover of at most two pieces of c's pairs, the pieces in
// `removed` and their pairs left out; every piece of c when one piece or none covers them.
Bitboard in_small_cover(const Hole& h, chess::Color c, Bitboard removed) {
  const Bitboard mine = h.colour[c] & ~removed;
  std::array<std::pair<int, int>, 32> edges;  // 8 pieces make at most 28 pairs
  int n = 0;
  for (int s : squares(mine))
    for (int o : squares(chess::king_attacks(s) & mine))
      if (o > s) edges[n++] = {s, o};
  Bitboard every = ~Bitboard{0};
  for (int i = 0; i < n; ++i) every &= bit(edges[i].first) | bit(edges[i].second);
  if (!n || every) return h.colour[c];
  // A cover holds an end u of the first pair; its other piece is in every pair that misses u.
  Bitboard out = 0;
  for (int u : {edges[0].first, edges[0].second}) {
    Bitboard rest = ~Bitboard{0};
    for (int i = 0; i < n; ++i)
      if (edges[i].first != u && edges[i].second != u)
        rest &= bit(edges[i].first) | bit(edges[i].second);
    if (rest) out |= bit(u) | rest;
  }
  return out;
}

}  // namespace

TwoMoveRelevance::TwoMoveRelevance(const Hole& h, const CaptureTable& t) : first(h, t) {
  if (first.all) {
    all = true;
    return;
  }
  const Bitboard occupied = h.occupied(), empty = ~occupied;
  const bool kings[2] = {king_steps(h, t, chess::kWhite), king_steps(h, t, chess::kBlack)};
  auto reach = [&](int s) {  // the piece's moves in h, blockers included
    Bitboard r = borrowed_reach(h, s);
    return kings[chess::color_of(h.at[s])] ? r | chess::king_attacks(s) : r;
  };
  Bitboard capturers = 0, targeted = 0;
  std::array<Bitboard, 64> targets, dests;
  for (int s : squares(t.capturers))
    if ((targets[s] = t.of(h, s))) capturers |= bit(s), targeted |= targets[s];
  for (int z : squares(capturers | targeted)) dests[z] = reach(z) & empty;
  // Whether a capture by the king's step can come within two moves: a capturer of the colour
  // beside a target (`adjacent`), or one move of either from it (`near`).
  bool adjacent[2] = {}, near[2] = {};
  for (int x : squares(capturers)) {
    const chess::Color c = chess::color_of(h.at[x]);
    for (int y : squares(targets[x])) {
      adjacent[c] |= (chess::king_attacks(x) & bit(y)) != 0;
      near[c] |= (beside_any(dests[x]) & bit(y)) || (beside_any(dests[y]) & bit(x));
    }
  }
  near[0] |= adjacent[0], near[1] |= adjacent[1];
  // The lender types that would let a capturer on square `from` take one of its targets now.
  auto useful_types = [&](int from, Bitboard to, Bitboard occ) {
    unsigned types = 0;
    for (int type = chess::kKnight; type <= chess::kKing; ++type)
      if (chess::attacks_of(chess::PieceType(type), from, occ) & to) types |= 1u << type;
    return types;
  };
  // A mover z taken to a square d it reaches: the paths to its partners, and (for a capturer)
  // the squares beside d where a lender of a type taking a target from d may wait.
  for (int z : squares(capturers | targeted)) {
    Bitboard partners = capturers & bit(z) ? targets[z] : 0;
    for (int x : squares(capturers))
      if (targets[x] & bit(z)) partners |= bit(x);
    for (int d : squares(dests[z]))
      for (int w : squares(partners)) vacate |= chess::between(d, w);
    if (!(capturers & bit(z))) continue;
    const chess::Color c = chess::color_of(h.at[z]);
    for (int d : squares(dests[z])) {
      const unsigned types = useful_types(d, targets[z], occupied & ~bit(z));
      for (int type = chess::kKnight; type <= chess::kKing; ++type)
        if (types & (1u << type)) lend_type[c][type] |= chess::king_attacks(d);
    }
  }
  // Pieces whose next move may matter: movers, pieces on a path, and critical pieces when a
  // capture by the king's step is at hand once the colour has no pair.
  Bitboard next = first.from_mask & occupied;
  for (chess::Color c : {chess::kWhite, chess::kBlack})
    if (adjacent[c]) next |= first.critical[c];
  for (int q : squares(next)) {
    vacate |= reach(q);
    lend[chess::color_of(h.at[q])] |= chess::king_attacks(q);
  }
  // A lender q arriving on a square z beside a capturer x of colour c, of a type that takes a
  // target from x: the piece left on z (E3) when q can go there; the first piece on a ray from z
  // with q behind it (E2); the squares from which p1 itself reaches z (E5); the pieces beside q
  // that would lend q the way to z (E1).
  for (chess::Color c : {chess::kWhite, chess::kBlack}) {
    if (!first.beside[c]) continue;
    const Bitboard mine = h.colour[c];
    std::array<Bitboard, 7> lends{}, of_type{};
    for (int s : squares(mine)) {
      lends[chess::type_of(h.at[s])] |= chess::king_attacks(s);
      of_type[chess::type_of(h.at[s])] |= bit(s);
    }
    for (int x : squares(capturers & mine)) {
      const unsigned types = useful_types(x, targets[x], occupied);
      if (!types) continue;
      Bitboard lenders = 0;  // pieces of c of a useful type
      for (int type = chess::kKnight; type <= chess::kKing; ++type)
        if (types & (1u << type)) lenders |= of_type[type];
      if (!lenders) continue;
      for (int z : squares(chess::king_attacks(x))) {
        Bitboard from = kings[c] ? chess::king_attacks(z) : 0;  // squares reaching z now
        std::array<Bitboard, 7> rays;
        for (int type = chess::kKnight; type <= chess::kKing; ++type) {
          rays[type] = chess::attacks_of(chess::PieceType(type), z, occupied);
          from |= rays[type] & lends[type];
        }
        if (occupied & bit(z)) {
          if ((from & lenders) || (mine & bit(z))) vacate |= bit(z);
          continue;
        }
        for (int type = chess::kKnight; type <= chess::kKing; ++type)
          if (types & (1u << type)) lend_type[c][type] |= from;
        for (int type = chess::kKnight; type <= chess::kKing; ++type) {
          lend_type[c][type] |= beside_any(rays[type] & lenders);
          if (type == chess::kKnight || type == chess::kKing) continue;
          for (int b : squares(rays[type] & occupied)) {
            const Bitboard behind =
                chess::attacks_of(chess::PieceType(type), z, occupied & ~bit(b)) & ~rays[type];
            // q behind b, lent the type already or by b itself (E1 and E2); or b is p1 and goes
            // behind its own square to come back through it (E5).
            if ((lenders & bit(b)) ||
                (behind & lenders & (mine & bit(b) ? ~Bitboard{0} : lends[type])))
              vacate |= bit(b);
          }
        }
      }
    }
  }
  pairs = h.special == Special::kPairs;
  for (chess::Color c : {chess::kWhite, chess::kBlack}) {
    if (!pairs) break;
    Bitboard every = ~Bitboard{0};
    bool any = false;
    for (int s : squares(h.colour[c]))
      for (int o : squares(chess::king_attacks(s) & h.colour[c]))
        if (o > s) every &= bit(s) | bit(o), any = true;
    // Leaving c without a pair matters only for a move of a mover, of a piece on a path, or
    // of a lender of c (E4).
    if (any && ((first.from_mask & h.colour[c]) || first.beside[c])) in_every[c] = every;
    // No pair: m2 may make one with p1 (q lands beside it), which m1 then takes away.
    if (near[c] && first.beside[c]) covers[c] |= in_small_cover(h, c, 0);
  }
  if (h.taken_count + 3 == h.card_count) add_second_captures(h, capturers, targets, dests);
}

void TwoMoveRelevance::add_second_captures(const Hole& h, Bitboard capturers,
                                           const std::array<Bitboard, 64>& targets,
                                           const std::array<Bitboard, 64>& dests) {
  // Two captures left: the line may be m1, m2, x1, x2 with m1 needed by the second capture only
  // (m1 relevant to the position after m2 and x1). There C stands where T1 stood (or where m2
  // took T1) and takes a second target T2 (where it stands, or where m2 took it).
  for (int x : squares(capturers)) {
    const chess::Color c = chess::color_of(h.at[x]);
    for (int y1 : squares(targets[x])) {
      Hole after = h;
      play(after, Step{std::uint8_t(x), std::uint8_t(y1)});
      const Bitboard second = capture_table(after).of(after, y1);
      Bitboard s2 = second;
      for (int y2 : squares(second)) s2 |= dests[y2];
      const Bitboard s1 = bit(y1) | dests[y1];
      bool king_step = false;
      for (int a : squares(s1)) {
        for (int b : squares(s2)) vacate |= chess::between(a, b);
        // Lenders beside a, of a type that reaches a square of s2 over an empty board (blockers
        // may leave meanwhile).
        for (int type = chess::kKnight; type <= chess::kKing; ++type)
          if (chess::attacks_of(chess::PieceType(type), a, 0) & s2)
            lend_type[c][type] |= chess::king_attacks(a);
        king_step |= (chess::king_attacks(a) & s2) != 0;
      }
      // m1 may leave c without a pair after m2 and x1: then every pair of h that is not C's or
      // T1's is q's or p1's.
      if (pairs && king_step) covers[c] |= in_small_cover(h, c, bit(x) | bit(y1));
    }
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
    Bitboard arrive = 0;
    for (int type = chess::kKnight; type <= chess::kKing; ++type) arrive |= r.beside_type[c][type];
    arrive &= empty;
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
      for (int s : squares(sources & mine))
        if (r.beside_type[c][chess::type_of(h.at[s])] & bit(z)) add(s, bit(z));
    }
  }
  for (int s : squares(from))
    for (int to : squares(dest[s])) out.push_back(Step{std::uint8_t(s), std::uint8_t(to)});
}

}  // namespace menagerie::golf
