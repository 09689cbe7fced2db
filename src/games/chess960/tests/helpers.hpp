// Small helpers shared by the Chess960 tests.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "support/error_of.hpp"

namespace menagerie::chess::harness {

// The legal moves of a FEN in UCI form, sorted.
inline std::vector<std::string> uci_moves(const std::string& fen) {
  Position pos = parse_fen(fen);
  MoveBuffer moves;
  generate_legal(pos, moves);
  std::vector<std::string> out;
  for (Move m : moves) out.push_back(to_uci(m));
  std::sort(out.begin(), out.end());
  return out;
}

inline bool has_move(const std::string& fen, const std::string& uci) {
  auto moves = uci_moves(fen);
  return std::find(moves.begin(), moves.end(), uci) != moves.end();
}

using menagerie::harness::error_of;

}  // namespace menagerie::chess::harness
