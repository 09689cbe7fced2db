// Helpers for Golf's tests: holes from text, moves of one piece, lines replayed.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "games/golf/golf.hpp"

namespace menagerie::golf::harness {

inline Hole hole(const std::string& board, const std::string& cards,
                 Special special = Special::kPairs) {
  Hole h = parse_board(board);
  parse_cards(h, cards);
  h.special = special;
  return h;
}

// The squares the piece on `from` may move to.
inline std::set<std::string> targets(const Hole& h, const std::string& from) {
  Steps steps;
  generate(h, steps);
  std::set<std::string> out;
  for (Step m : steps)
    if (m.from == parse_square(from)) out.insert(square_text(m.to));
  return out;
}

inline bool legal(const Hole& h, const std::string& move) {
  Steps steps;
  generate(h, steps);
  for (Step m : steps)
    if (step_text(m) == move) return true;
  return false;
}

// Plays `line` on h; the index of the first illegal move, or -1 when all were legal.
inline int replay(Hole& h, const std::vector<std::string>& line) {
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (!legal(h, line[i])) return int(i);
    play(h, Step{std::uint8_t(parse_square(line[i].substr(0, 2))),
                 std::uint8_t(parse_square(line[i].substr(2, 2)))});
  }
  return -1;
}

}  // namespace menagerie::golf::harness
