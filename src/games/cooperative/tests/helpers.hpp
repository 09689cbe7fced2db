// Small helpers for Cooperative Chess tests: positions and steps from text, legal steps as text.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "games/cooperative/cooperative.hpp"

namespace menagerie::cooperative::harness {

inline State at(std::string_view text) { return Cooperative::parse_position(text); }

// Plays one step written as text; returns its display form.
inline std::string step(State& s, std::string_view text) {
  Move m = Cooperative::parse_move(s, text);
  std::string shown = Cooperative::move_display(s, m);
  Cooperative::play(s, m);
  return shown;
}
inline void steps(State& s, std::initializer_list<std::string_view> texts) {
  for (auto t : texts) step(s, t);
}

inline std::vector<std::string> legal(const State& s) {
  MoveBuffer moves;
  Cooperative::generate(s, moves);
  std::vector<std::string> out;
  for (const Move& m : moves) out.push_back(Cooperative::move_text(s, m));
  return out;
}

inline bool is_legal(const State& s, std::string_view text) {
  auto l = legal(s);
  return std::find(l.begin(), l.end(), text) != l.end();
}

inline std::string field(const State& s, std::string_view key) {
  std::string text = Cooperative::position_text(s);
  auto at = text.find(" " + std::string(key) + "=");
  if (at == std::string::npos) return "";
  at += key.size() + 2;
  return text.substr(at, text.find(' ', at) - at);
}

}  // namespace menagerie::cooperative::harness
