// Which quiet moves can create a capture: the lemma the exact solver (solver.hpp) prunes with.
//
// Lemma. Let m be a non-capture move of a position h, and h' the position after it. Every capture
// of h' is a capture of h (same squares), unless m
//   (a) moves a capturer or one of its targets (`from_mask`),
//   (b) leaves a square between a capturer and one of its targets (`from_mask`),
//   (c) arrives beside a capturer of its own colour, being of a type that lines the capturer up
//       with one of its targets on an empty board (`beside_type`: a new lender), or
//   (d) leaves a capturer's colour without a same-coloured pair under the `pairs` rule while that
//       capturer has a target beside it (the colour then makes the king's step, which captures
//       only beside; `critical` holds the pieces that are in every pair). Under `moves` any move
//       may take the last borrowed move from either colour: every move counts.
// Proof. m takes nothing, so the capture table is the same in h and h' (the chosen and untaken
// cards are the same; the piece that made a first capture is followed if m moves it). Let C
// capture T in h', C on x, T on y. If m moved neither (else (a): C is a capturer of h with T among
// its targets, pieces keep their kinds), both stand where they stood in h and T is a target of C
// in h. The capture uses a lender of some type beside x (or the king's step, y beside x) and a
// clear way from x to y. h' differs from h at two squares: m.to was empty and is filled (that can
// only stop slides, and m.to is not y: y is occupied in h), m.from is emptied (that opens a way
// from x to y only if it lies between them: (b)). The lenders beside x are those of h, plus the
// moved piece if it arrived beside x in C's colour, minus it if it left; a new lender gives the
// capture only with its own type, which then reaches y from x ((c)). The king's step is gained
// only by (d). So without (a)-(d) the same capture is legal in h. QED.
//
// The solver uses it: a position with no capture gains one only by a relevant move; a line that
// ends with captures only and starts with a move irrelevant to h and to every position after a
// capture of h could be shortened (solver.cpp); and in the second lemma below.
#pragma once

#include <array>

#include "chess/attacks.hpp"
#include "core/bitboard.hpp"
#include "games/golf/hole.hpp"

namespace menagerie::golf {

struct Relevance {
  bool all = false;                 // the `moves` rule: every move counts
  Bitboard from_mask = 0;           // (a) and (b): squares a relevant move may leave
  Bitboard beside[2] = {};          // squares beside a capturer of each colour
  Bitboard beside_type[2][7] = {};  // (c) by the arriving piece's type: beside a capturer it lines
                                    // up with a target (on an empty board)
  Bitboard critical[2] = {};        // (d): pieces in every pair of a capturer's colour (pairs rule)

  Relevance() = default;
  Relevance(const Hole& h, const CaptureTable& t);

  // Whether the non-capture move m of h is relevant.
  bool matters(const Hole& h, Step m) const {
    if (all) return true;
    chess::Color c = chess::color_of(h.at[m.from]);
    Bitboard from = bit(m.from);
    return (from_mask & from) || (beside_type[c][chess::type_of(h.at[m.from])] & bit(m.to)) ||
           ((critical[c] & from) && !(chess::king_attacks(m.to) & h.colour[c] & ~from));
  }
};

// Which first moves can start a line of c + 2 moves, in a position with c captures left (1 or 2),
// no capture at hand and no shorter line (the solver's invariant makes every line it looks for the
// shortest from its position).
//
// Lemma. Let m1 start such a line from h: m1 moves p1 from a1 to b1. Then m1 is kept by matters().
// Proof. If h after m1 (h1) has a capture, m1 is relevant to h (first lemma). Otherwise the line is
// m1, m2, then the c captures x1 (, x2), m2 moving q from a2 to b2 and giving h1 a capture, so m2 is
// relevant to h1; and m1, irrelevant to h, moved no capturer or target, so h1 has h's capture
// table, capturers, targets and paths. Two cases.
//  1. m2 is legal in h. The four squares differ, so h after m2 and m1 is h1 after m2. If m1 were
//     irrelevant to h after m2 (and, with two captures, to h after m2 and x1), the first lemma
//     would make x1 (and x2) captures without m1, and m2, x1 (, x2) a line shorter than c + 2. By
//     the ways m2 is relevant to h1 (moving a capturer or target z to a square d, or not), m1 is:
//     between d and one of z's partners (a1 in `vacate`); beside d, of a type that reaches a target
//     from d (b1 in `lend_type`); for a second capture, between or beside the squares where T1
//     (where the capturer stands after x1) and T2 may stand then, of a type that lines them up on
//     an empty board; or, under `pairs`, in every pair left after m2: then p1 and q (and, for a
//     second capture, the capturer and T1) cover every pair of its colour in h (`covers`, needed
//     only when a capture by the king's step can come that soon).
//  2. m1 made m2 legal: (E1) p1 arrived beside a2 in q's colour, lending q its type; (E2) a1 is
//     between a2 and b2; (E3) b2 is a1; (E4) m1 left its colour without a pair (`in_every`: only
//     a colour with a capturer, target or piece on a path can use the king's step so); (E5) q is
//     p1. As m2 is relevant to h1, q is a capturer, a target, a piece on a path or one in every
//     pair (its moves: blockers included, in `vacate`; its neighbours in `lend`), or a lender
//     arriving beside a capturer x with a type that lines x up with a target; for those, m1 is
//     the piece left on the square it takes (E3), the first piece on a ray from that square with
//     such a lender behind it or being one (E2, and E5 through a1), beside such a lender with a
//     type carrying it there (E1), or p1 itself going to a square from which it reaches x's side
//     (E5); or p1 steps onto a path and off it again (b1 between a capturer and a target).
// Under the `moves` rule every move counts. The tests check the lemma against exhaustive search
// on many sampled positions (tests/relevance_checks.hpp).
struct TwoMoveRelevance {
  Relevance first;
  bool all = false;
  bool pairs = false;
  Bitboard in_every[2] = {};      // (E4): pieces in every pair of each colour
  Bitboard covers[2] = {};        // case 1, pairs: pieces in a small cover of a colour's pairs
  Bitboard vacate = 0;            // squares whose piece m1 may move away
  Bitboard lend[2] = {};          // squares m1 may arrive on, by its colour
  Bitboard lend_type[2][7] = {};  // the same, by its colour and type

  TwoMoveRelevance(const Hole& h, const CaptureTable& t);

  bool matters(const Hole& h, Step m) const {
    if (all || first.matters(h, m)) return true;
    const Piece p = h.at[m.from];
    const chess::Color c = chess::color_of(p);
    const Bitboard from = bit(m.from), to = bit(m.to);
    if ((vacate | covers[c]) & from) return true;
    if ((lend[c] | lend_type[c][chess::type_of(p)] | first.from_mask) & to) return true;
    return pairs && (in_every[c] & from) && !(chess::king_attacks(m.to) & h.colour[c] & ~from);
  }

 private:
  void add_second_captures(const Hole& h, Bitboard capturers,
                           const std::array<Bitboard, 64>& targets,
                           const std::array<Bitboard, 64>& dests);
};

// The relevant non-capture moves of h, each once: the moves of generate(h) that are not captures
// and that r.matters(), found without working out every piece's moves.
void generate_relevant(const Hole& h, const CaptureTable& t, const Relevance& r, Steps& out);

}  // namespace menagerie::golf
