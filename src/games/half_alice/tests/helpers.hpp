// Small helpers the Half Alice tests share.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "chess/fen.hpp"
#include "games/half_alice/half_alice.hpp"

namespace menagerie::half_alice::test_helpers {

inline std::vector<std::string> legal_texts(const State& s) {
  MoveBuffer moves;
  generate_legal(s, moves);
  std::vector<std::string> out;
  for (Move m : moves) out.push_back(move_text(m));
  std::sort(out.begin(), out.end());
  return out;
}

inline bool is_legal(const State& s, const std::string& text) {
  auto l = legal_texts(s);
  return std::find(l.begin(), l.end(), text) != l.end();
}

// Plays machine-form moves, each checked against the legal moves.
inline State after(State s, const std::vector<std::string>& moves) {
  for (const auto& m : moves) play(s, parse_move(s, m));
  return s;
}

inline Square sq(const char* name) { return chess::parse_square(name).value(); }

}  // namespace menagerie::half_alice::test_helpers
