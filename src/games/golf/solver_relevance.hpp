// Which quiet moves can create a capture: the lemma the exact solver (solver.hpp) prunes with.
//
// Lemma. Let m be a non-capture move of a position h, and h' the position after it. Every capture
// of h' is a capture of h (same squares), unless m
//   (a) moves a capturer or one of its targets (`from_mask`),
//   (b) leaves a square between a capturer and one of its targets (`from_mask`),
//   (c) arrives beside a capturer of its own colour (`beside`: a new lender), or
//   (d) leaves a capturer's colour without a same-coloured pair under the `pairs` rule (the colour
//       then makes the king's step: `critical` holds the pieces that are in every pair). Under
//       `moves` any move may take the last borrowed move from either colour: every move counts.
// Proof. m takes nothing, so the capture table is the same in h and h' (the chosen and untaken
// cards are the same; the piece that made a first capture is followed if m moves it). Let C
// capture T in h', C on x, T on y. If m moved neither (else (a): C is a capturer of h with T among
// its targets, pieces keep their kinds), both stand where they stood in h and T is a target of C
// in h. The capture uses a lender of some type beside x (or the king's step) and a clear way from
// x to y. h' differs from h at two squares: m.to was empty and is filled (that can only stop
// slides, and m.to is not y: y is occupied in h), m.from is emptied (that opens a way from x to y
// only if it lies between them: (b)). The lenders beside x are those of h, plus the moved piece
// if it arrived beside x in C's colour ((c)), minus it if it left. The king's step is gained only
// by (d). So without (a)-(d) the same capture is legal in h. QED.
//
// The solver uses it twice: a position with no capture gains one only by a relevant move; and a
// line that ends with captures only and starts with a move irrelevant to h and to every position
// after a capture of h could be shortened (solver.cpp).
#pragma once

#include "chess/attacks.hpp"
#include "core/bitboard.hpp"
#include "games/golf/hole.hpp"

namespace menagerie::golf {

struct Relevance {
  bool all = false;           // the `moves` rule: every move counts
  Bitboard from_mask = 0;     // (a) and (b): squares a relevant move may leave
  Bitboard beside[2] = {};    // (c): squares beside a capturer of each colour
  Bitboard critical[2] = {};  // (d): pieces in every pair of a capturer's colour (pairs rule)

  Relevance() = default;
  Relevance(const Hole& h, const CaptureTable& t);

  // Whether the non-capture move m of h is relevant.
  bool matters(const Hole& h, Step m) const {
    if (all) return true;
    chess::Color c = chess::color_of(h.at[m.from]);
    Bitboard from = bit(m.from);
    return (from_mask & from) || (beside[c] & bit(m.to)) ||
           ((critical[c] & from) && !(chess::king_attacks(m.to) & h.colour[c] & ~from));
  }
};

// The relevant non-capture moves of h, each once: the moves of generate(h) that are not captures
// and that r.matters(), found without working out every piece's moves.
void generate_relevant(const Hole& h, const CaptureTable& t, const Relevance& r, Steps& out);

}  // namespace menagerie::golf
