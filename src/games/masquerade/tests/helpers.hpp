// Helpers for the Masquerade tests: positions with powers, moves by text, move lists as text.
#pragma once

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "games/masquerade/masquerade.hpp"

namespace menagerie::masquerade::harness {

using State = Masquerade::State;

// A board (a full six-field FEN) with White's and Black's powers given as letters or combos.
inline State with_powers(std::string_view fen, std::string_view white, std::string_view black) {
  return Masquerade::parse_position(fmt::format(
      "{} {} {} * *", fen, perm_letters(parse_perm(white)), perm_letters(parse_perm(black))));
}

// The same position under the option `questions: reachable`.
inline State reachable_only(State s) {
  s.reachable_only = true;
  return s;
}

inline State played(State s, std::initializer_list<std::string_view> moves) {
  for (auto text : moves) Masquerade::play(s, Masquerade::parse_move(s, text));
  return s;
}

inline std::vector<std::string> legal_texts(const State& s) {
  MovesOf<Masquerade> moves;
  Masquerade::generate(s, moves);
  std::vector<std::string> out;
  for (const auto& m : moves) out.push_back(Masquerade::move_text(s, m));
  return out;
}

inline bool legal(const State& s, std::string_view text) {
  auto all = legal_texts(s);
  return std::find(all.begin(), all.end(), text) != all.end();
}

inline std::string display(const State& s, std::string_view text) {
  return Masquerade::move_display(s, Masquerade::parse_move(s, text));
}

inline chess::Piece at(const State& s, std::string_view square) {
  return s.pos.board[*chess::parse_square(square)];
}

}  // namespace menagerie::masquerade::harness
