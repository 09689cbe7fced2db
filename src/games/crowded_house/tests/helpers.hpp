// Small helpers the Crowded House tests share.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "games/crowded_house/crowded_house.hpp"

namespace menagerie::crowded_house::harness {

inline State at(std::string_view text, const Rules& rules = {}) {
  return CrowdedHouse::parse_position(text, rules);
}

// The legal moves as machine text, sorted.
inline std::vector<std::string> legal(const State& s) {
  chess::MoveBuffer moves;
  CrowdedHouse::generate(s, moves);
  std::vector<std::string> out;
  for (Move m : moves) out.push_back(CrowdedHouse::move_text(s, m));
  std::sort(out.begin(), out.end());
  return out;
}

inline bool has(const State& s, std::string_view move) {
  auto l = legal(s);
  return std::find(l.begin(), l.end(), move) != l.end();
}

// Plays moves given as text, each parsed in turn.
inline State after(State s, std::initializer_list<std::string_view> moves) {
  for (auto m : moves) CrowdedHouse::play(s, CrowdedHouse::parse_move(s, m));
  return s;
}

}  // namespace menagerie::crowded_house::harness
