// A plain breadth-first search written the simple way (positions as text in a std::set, no keys,
// no capture shortcut, no relevance test), the solver's independent reference, and random holes.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "core/rng.hpp"
#include "games/golf/solver.hpp"
#include "games/golf/tests/test_support.hpp"

namespace menagerie::golf::testing {

inline std::string text_of(const Hole& h) {
  std::string taken;
  for (int i = 0; i < h.taken_count; ++i) taken += piece_letter(h.taken[i]);
  std::sort(taken.begin(), taken.end());
  return board_text(h) + " " + taken + " " + std::to_string(h.taking);
}

// The fewest moves to solve h, searching at most `depth` moves; nothing when none is that short.
inline std::optional<int> plain_bfs(const Hole& start, int depth) {
  std::set<std::string> seen{text_of(start)};
  std::vector<Hole> layer{start};
  for (int d = 0; d <= depth; ++d) {
    std::vector<Hole> next;
    for (const Hole& h : layer) {
      if (solved(h)) return d;
      Steps steps;
      generate(h, steps);
      for (Step m : steps) {
        Hole c = h;
        play(c, m);
        if (seen.insert(text_of(c)).second) next.push_back(c);
      }
    }
    layer.swap(next);
  }
  return std::nullopt;
}

// A random hole: `pieces` of the set on random squares, random cards.
inline Hole random_hole(Rng& rng, int pieces, int cards, Special special) {
  std::vector<Piece> set;
  for (chess::Color c : {chess::kWhite, chess::kBlack})
    for (int t = chess::kKnight; t <= chess::kKing; ++t)
      for (int n = 0; n < kSetCount[t]; ++n)
        set.push_back(chess::make_piece(c, chess::PieceType(t)));
  for (std::size_t i = set.size(); i > 1; --i) std::swap(set[i - 1], set[rng.below(i)]);
  Hole h;
  h.special = special;
  for (int i = 0; i < pieces; ++i) {
    int sq;
    do sq = int(rng.below(64));
    while (h.at[sq]);
    h.put(sq, set[i]);
  }
  // Cards from the pieces on the board, so that the hole can be solved at all.
  for (std::size_t i = set.size(); i > 1; --i) std::swap(set[i - 1], set[rng.below(i)]);
  std::string text;
  for (int i = 0, n = 0; n < cards; ++i) {
    Piece p = set[i % pieces];
    text += piece_letter(p);
    ++n;
  }
  try {
    parse_cards(h, text);
  } catch (const InputError&) {
    parse_cards(h, text.substr(0, 2));
  }
  return h;
}

inline void expect_agrees(const Hole& h, int depth) {
  std::optional<int> plain = plain_bfs(h, depth);
  Solution s = solve(h, SolveLimits{20'000});
  std::string what =
      board_text(h) + " " + cards_text(h) + " " + std::string(special_name(h.special));
  if (plain) {
    ASSERT_TRUE(s.optimum) << what;
    EXPECT_EQ(*s.optimum, *plain) << what;
    Hole r = h;
    for (Step m : s.line) {
      ASSERT_TRUE(legal(r, step_text(m))) << what;
      play(r, m);
    }
    EXPECT_TRUE(solved(r)) << what;
  } else if (s.optimum) {
    EXPECT_GT(*s.optimum, depth) << what;
  }
}

}  // namespace menagerie::golf::testing
