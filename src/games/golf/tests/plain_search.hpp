// A plain breadth-first search written the simple way (positions as bytes in a hash set, no
// compact keys, no capture shortcut, no relevance test, no search past stored layers), the
// solver's independent reference, and random holes.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "core/error.hpp"
#include "core/rng.hpp"
#include "games/golf/solver.hpp"
#include "games/golf/tests/helpers.hpp"

namespace menagerie::golf::harness {

// A position as bytes: the board square by square, what was taken (sorted), the capturing piece.
// (The cards and the special rule are the hole's, the same for every position of a search.)
using PlainKey = std::array<std::uint8_t, 64 + kMaxCards>;
inline PlainKey key_of(const Hole& h) {
  PlainKey key{};
  std::copy(h.at.begin(), h.at.end(), key.begin());
  for (int i = 0; i < h.taken_count; ++i) key[64 + i] = h.taken[i];
  // Sorted by insertion (what was taken, not in which order).
  for (int i = 1; i < h.taken_count && i < kMaxCards - 1; ++i)
    for (int j = 64 + i; j > 64 && key[j - 1] > key[j]; --j) std::swap(key[j - 1], key[j]);
  key.back() = std::uint8_t(h.taking);
  return key;
}
struct PlainKeyHash {
  std::size_t operator()(const PlainKey& k) const {
    return std::hash<std::string_view>()(
        std::string_view(reinterpret_cast<const char*>(k.data()), k.size()));
  }
};

// The fewest moves to solve h, searching at most `depth` moves; nothing when none is that short.
inline std::optional<int> plain_bfs(const Hole& start, int depth) {
  std::unordered_set<PlainKey, PlainKeyHash> seen{key_of(start)};
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
        if (seen.insert(key_of(c)).second) next.push_back(c);
      }
    }
    layer.swap(next);
  }
  return std::nullopt;
}

// Whether h is solved within `moves` moves, every line tried (no position remembered), cut only
// where fewer moves are left than captures to make.
inline bool within(const Hole& h, int moves) {
  if (solved(h)) return true;
  if (moves < h.card_count - 1 - h.taken_count) return false;
  Steps steps;
  generate(h, steps);
  for (Step m : steps) {
    Hole c = h;
    play(c, m);
    if (within(c, moves - 1)) return true;
  }
  return false;
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
  std::vector<Piece> placed(set.begin(), set.begin() + pieces);
  for (std::size_t i = placed.size(); i > 1; --i) std::swap(placed[i - 1], placed[rng.below(i)]);
  std::string text;
  for (int i = 0; i < cards; ++i) text += piece_letter(placed[std::size_t(i) % placed.size()]);
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

}  // namespace menagerie::golf::harness
