// Small helpers shared by the Power Chess test files.
#pragma once

#include <set>
#include <string>
#include <string_view>

#include "games/power_chess/power_chess.hpp"

namespace menagerie::power_chess::harness {

inline State position(std::string_view text, const Rules& rules = {}) {
  return PowerChess::parse_position(text, rules);
}

// Every legal move, machine form.
inline std::set<std::string> legal(const State& s) {
  MovesOf<PowerChess> moves;
  PowerChess::generate(s, moves);
  std::set<std::string> out;
  for (const Move& m : moves) out.insert(PowerChess::move_text(s, m));
  return out;
}

// The legal moves that start on `from` (machine form), e.g. all moves of the rook on a1.
inline std::set<std::string> legal_from(const State& s, std::string_view from) {
  std::set<std::string> out;
  for (const auto& m : legal(s))
    if (m.substr(0, 2) == from && m.find('@') == std::string::npos) out.insert(m);
  return out;
}

inline bool is_legal(const State& s, std::string_view move) {
  return legal(s).count(std::string(move));
}

// Plays a move written in any accepted form.
inline State after(State s, std::string_view move) {
  PowerChess::play(s, PowerChess::parse_move(s, move));
  return s;
}

inline std::string text(const State& s) { return PowerChess::position_text(s); }

}  // namespace menagerie::power_chess::harness
