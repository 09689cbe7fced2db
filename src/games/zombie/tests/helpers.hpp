// Small helpers for Zombie Chess tests: positions and steps from text, legal steps as text.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "games/zombie/zombie.hpp"

namespace menagerie::zombie::harness {

inline State at(std::string_view text) { return Zombie::parse_position(text); }

// Plays one step written as text; returns what the mover is shown of it.
inline std::string step(State& s, std::string_view text) {
  Move m = Zombie::parse_move(s, text);
  std::string shown = Zombie::move_display(s, m);
  Zombie::play(s, m);
  return shown;
}

inline std::vector<std::string> legal(const State& s) {
  MoveBuffer moves;
  Zombie::generate(s, moves);
  std::vector<std::string> out;
  for (const Move& m : moves) out.push_back(Zombie::move_text(s, m));
  return out;
}

inline bool is_legal(const State& s, std::string_view text) {
  auto l = legal(s);
  return std::find(l.begin(), l.end(), text) != l.end();
}

inline bool contains(std::string_view text, std::string_view part) {
  return text.find(part) != std::string_view::npos;
}

}  // namespace menagerie::zombie::harness
