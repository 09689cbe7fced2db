// The solver against a plain breadth-first search written here the simple way (positions as
// text in a std::set, no keys, no capture shortcut), on small and random holes.
#include <gtest/gtest.h>

#include <deque>
#include <map>
#include <optional>
#include <set>

#include "core/bitboard.hpp"
#include "core/rng.hpp"
#include "games/golf/solver.hpp"
#include "games/golf/tests/test_support.hpp"

namespace menagerie::golf {
namespace {

std::string text_of(const Hole& h) {
  std::string taken;
  for (int i = 0; i < h.taken_count; ++i) taken += piece_letter(h.taken[i]);
  std::sort(taken.begin(), taken.end());
  return board_text(h) + " " + taken + " " + std::to_string(h.taking);
}

// The fewest moves to solve h, searching at most `depth` moves; nothing when none is that short.
std::optional<int> plain_bfs(const Hole& start, int depth) {
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
Hole random_hole(Rng& rng, int pieces, int cards, Special special) {
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

void expect_agrees(const Hole& h, int depth) {
  std::optional<int> plain = plain_bfs(h, depth);
  Solution s = solve(h, SolveLimits{20'000});
  std::string what =
      board_text(h) + " " + cards_text(h) + " " + std::string(special_name(h.special));
  if (plain) {
    ASSERT_TRUE(s.optimum) << what;
    EXPECT_EQ(*s.optimum, *plain) << what;
    Hole r = h;
    for (Step m : s.line) {
      ASSERT_TRUE(testing::legal(r, step_text(m))) << what;
      play(r, m);
    }
    EXPECT_TRUE(solved(r)) << what;
  } else if (s.optimum) {
    EXPECT_GT(*s.optimum, depth) << what;
  }
}

TEST(Solver, AgreesWithPlainSearchOnSmallHoles) {
  Rng rng(11);
  for (int i = 0; i < 30; ++i)
    expect_agrees(random_hole(rng, 4 + i % 2, 2 + i % 2, Special(i % 3)), 3);
}

TEST(Solver, AgreesWithPlainSearchOnFullHoles) {
  Rng rng(12);
  for (int i = 0; i < 12; ++i) expect_agrees(random_hole(rng, 16, 2, Special(i % 3)), 2);
}

// No line at all: the reachable positions are exhausted and the answer is proved.
TEST(Solver, ProvesThatNoLineExists) {
  // Frozen: each colour has one piece and no king's step (option none).
  Hole frozen = testing::hole("8/8/8/8/8/8/8/b1K5", "K b", Special::kNone);
  EXPECT_FALSE(solve(frozen).optimum);
  EXPECT_TRUE(solve(frozen).proved);
  // Two rooks wander all over the board, but no queen is there to be taken.
  Hole wander = testing::hole("6RR/8/8/8/8/8/8/8", "Q q", Special::kPairs);
  Solution s = solve(wander);
  EXPECT_FALSE(s.optimum);
  EXPECT_TRUE(s.proved);
  EXPECT_GT(s.visited, 1000u);
  EXPECT_EQ(plain_bfs(wander, 64), std::nullopt);
}

TEST(Solver, AnsweredAtTheStateLimitIsUnknown) {
  Hole h = testing::hole("3R2b1/1Q3K1N/3R4/b5n1/N6B/3n2k1/1B2q2r/1r6", "b b");
  Solution s = solve(h, SolveLimits{1000});
  EXPECT_FALSE(s.optimum);
  EXPECT_FALSE(s.proved);
}

}  // namespace
}  // namespace menagerie::golf
