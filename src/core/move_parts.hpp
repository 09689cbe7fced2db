// A move as a client draws it (docs/view.md, "Move"): where it starts and ends, as square names or
// zone ids, so that a client can highlight and drag moves without knowing a rule. A game provides
//
//   static MoveParts G::move_parts(const State& s, const Move& m)
//
// for the legal moves of s; GameTable adds the machine text. An empty field is left out of the
// view.
#pragma once

#include <string>

namespace menagerie {

struct MoveParts {
  std::string from;       // a square ("e2") or a zone id ("white-hand"); empty: none
  std::string to;         // likewise
  std::string promotion;  // the piece type the move turns into ("queen"); empty: none
  std::string via;        // another square a person may drop on for the same move (castling)
  std::string label;      // a short word: a button's text, or what tells apart moves that share
                          // from, to and promotion
  bool capture = false;   // the move takes a piece off the board (a client may sound it; the
                          // view gives it for the last move only, docs/view.md)
};

}  // namespace menagerie
