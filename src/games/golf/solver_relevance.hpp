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
// The solver uses it twice: a position with no capture gains one only by a relevant move; and a
// line that ends with captures only and starts with a move irrelevant to h and to every position
// after a capture of h could be shortened (solver.cpp).
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

// Which first moves can start a line of two quiet moves and a finishing capture, in a position
// with one capture left, no capture at hand, and no line of two moves (the solver's invariant).
//
// Lemma. Let m1, m2, X be such a line from h (m1 moves piece p1 from a1 to b1; m2 moves q from a2
// to b2; X the capture), h1 = h after m1. If m1 is irrelevant to h (Relevance), the capture table,
// the movers, paths and squares beside capturers of h1 are those of h, h1 has no capture, so m2 is
// relevant to h1. Either m2 is legal in h as well, or m1 made it legal:
//   (E1) p1 arrived beside a2 in q's colour (a new lender), (E2) a1 is between a2 and b2,
//   (E3) b2 is a1, (E4) m1 left p1's colour without a pair (the king's step), (E5) q is p1.
// If m2 is legal in h, h after m2 then m1 is h1 after m2 (the four squares differ), so m1 must be
// relevant to h after m2, or X would be a capture of h after m2 (the lemma) and m2, X a shorter
// line. Going through the ways m2 is relevant to h1 (it moves a mover z to a square d it reaches
// in h, leaves a path, arrives beside a capturer, or leaves a capturer's colour without a pair)
// and the ways m1 can then matter gives these conditions on m1, one of which holds:
//   - relevant to h (the lemma); (E4), for either colour;
//   - p1 is in a vertex cover of at most two pieces of the pairs of a capturer's colour (pairs
//     rule: m1 and m2 together leave that colour without a pair, or m1 prepares q's pair-breaking
//     move; every cover of the pairs left after m1 plus p1 covers the pairs of h);
//   - a1 is in `vacate`: between a square d that a mover z reaches and one of z's partners (its
//     targets, or the capturers that target it: the paths after m2); on the moves (blockers and
//     destinations included) of a mover, a piece on a path, or a critical piece ((E2), (E3)); on
//     a ray from an empty square beside a capturer (E2 for an arriving lender); beside a capturer
//     (E3 for an arriving lender);
//   - b1 is in `lend[colour of p1]`: beside a mover, a piece on a path or a critical piece of
//     that colour (E1); beside a square a capturer of that colour reaches (a lender waiting where
//     m2 takes it); a square from which p1 could go beside a capturer next (E5: lenders there in h,
//     the king's step if the colour has it);
//   - b1 is in `lend_type[colour][type of p1]`: beside a piece of that colour that the type would
//     carry beside a capturer (E1 for an arriving lender);
//   - b1 is between a capturer and a target (E5: p1 leaves a path it has just blocked).
// Under the `moves` rule every move counts.
struct TwoMoveRelevance {
  Relevance first;
  bool all = false;
  bool pairs = false;
  Bitboard in_every[2] = {};  // pieces in every pair of each colour (0: no pair)
  Bitboard covers[2] = {};  // pieces in a vertex cover of at most two of a capturer colour's pairs
  Bitboard vacate = 0;
  Bitboard lend[2] = {};
  Bitboard lend_type[2][7] = {};

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
