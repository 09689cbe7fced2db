// Perft: the number of leaf nodes of the legal-move tree to a given depth, the standard test of a
// move generator. Generic over the Game concept; the last ply is bulk-counted (the moves are
// counted, not played). Chance nodes count each outcome once, like any other move.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "core/game.hpp"

namespace menagerie::engine {

template <Game G>
std::uint64_t perft(const typename G::State& s, int depth) {
  if (depth <= 0) return 1;
  MovesOf<G> moves;
  G::generate(s, moves);
  if (depth == 1) return moves.size();
  std::uint64_t nodes = 0;
  for (const auto& m : moves) {
    typename G::State next = s;
    G::play(next, m);
    nodes += perft<G>(next, depth - 1);
  }
  return nodes;
}

// The perft of each legal move of s at depth-1: the first tool when two generators disagree.
template <Game G>
std::vector<std::pair<typename G::Move, std::uint64_t>> divide(const typename G::State& s,
                                                               int depth) {
  std::vector<std::pair<typename G::Move, std::uint64_t>> result;
  MovesOf<G> moves;
  G::generate(s, moves);
  for (const auto& m : moves) {
    typename G::State next = s;
    G::play(next, m);
    result.emplace_back(m, perft<G>(next, depth - 1));
  }
  return result;
}

}  // namespace menagerie::engine
