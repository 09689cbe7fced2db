// The differential test's machinery: positions reached in seeded random play, and the comparison
// of our perft with the two-board reference's, move by move when they differ.
#pragma once

#include <map>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/rng.hpp"
#include "engine/perft.hpp"
#include "games/half_alice/half_alice.hpp"
#include "reference.hpp"

namespace menagerie::half_alice::test_helpers {

// `count` positions, each after a random number of plies in [min_plies, max_plies] of seeded
// random play from the start (games that end early are replaced by the next).
inline std::vector<State> random_positions(int count, std::uint8_t supply, std::uint64_t seed,
                                           int min_plies = 6, int max_plies = 60) {
  std::vector<State> out;
  Rng rng(seed);
  while (int(out.size()) < count) {
    State s = start_position(supply);
    int plies = min_plies + int(rng.below(std::uint64_t(max_plies - min_plies + 1)));
    bool ended = false;
    for (int i = 0; i < plies; ++i) {
      if (outcome(s).over()) {
        ended = true;
        break;
      }
      MoveBuffer moves;
      generate_legal(s, moves);
      play(s, moves[rng.below(moves.size())]);
    }
    if (!ended && !outcome(s).over()) out.push_back(s);
  }
  return out;
}

// Our perft against the reference's; on a difference, the moves whose counts differ.
inline void expect_agreement(const State& s, int depth) {
  std::string text = position_text(s);
  reference::Boards b = reference::parse(text);
  std::uint64_t ours = engine::perft<HalfAlice>(s, depth);
  std::uint64_t theirs = reference::perft(b, depth);
  if (ours == theirs) {
    SUCCEED();
    return;
  }
  std::map<std::string, std::uint64_t> a, r;
  for (auto& [m, n] : engine::divide<HalfAlice>(s, depth)) a[move_text(m)] = n;
  for (auto& [m, n] : reference::divide(b, depth)) r[m] = n;
  std::string diff;
  for (auto& [m, n] : a)
    if (!r.count(m) || r[m] != n)
      diff += " " + m + "=" + std::to_string(n) + "/" + (r.count(m) ? std::to_string(r[m]) : "-");
  for (auto& [m, n] : r)
    if (!a.count(m)) diff += " " + m + "=-/" + std::to_string(n);
  ADD_FAILURE() << text << " depth " << depth << ": ours " << ours << ", reference " << theirs
                << "; moves (ours/reference):" << diff;
}

}  // namespace menagerie::half_alice::test_helpers
