#include "core/rng.hpp"

#include <array>
#include <map>

#include <gtest/gtest.h>

#include "core/zobrist.hpp"
#include "core/zone.hpp"

namespace menagerie {
namespace {

TEST(Rng, SameSeedSameSequenceDifferentSeedDifferent) {
  Rng a(7), b(7), c(8);
  for (int i = 0; i < 100; ++i) {
    auto x = a.next();
    EXPECT_EQ(x, b.next());
    EXPECT_NE(x, c.next());
  }
}

TEST(Rng, BelowStaysInRangeAndCoversIt) {
  Rng r(1);
  std::array<int, 7> counts{};
  for (int i = 0; i < 70000; ++i) {
    auto v = r.below(7);
    ASSERT_LT(v, 7u);
    ++counts[v];
  }
  for (int c : counts) EXPECT_NEAR(c, 10000, 500);
}

TEST(Rng, ShuffleGivesEveryOrderOfThree) {
  Rng r(3);
  std::map<std::array<int, 3>, int> seen;
  for (int i = 0; i < 6000; ++i) {
    std::array<int, 3> a{0, 1, 2};
    r.shuffle(a);
    ++seen[a];
  }
  EXPECT_EQ(seen.size(), 6u);
  for (auto& [order, n] : seen) EXPECT_NEAR(n, 1000, 150);
}

TEST(Rng, FreshSeedsDiffer) { EXPECT_NE(fresh_seed(), fresh_seed()); }

TEST(Zobrist, TablesDependOnlyOnTheirName) {
  EXPECT_EQ(zobrist_table<4>("x"), zobrist_table<4>("x"));
  EXPECT_NE(zobrist_table<4>("x"), zobrist_table<4>("y"));
}

TEST(Zone, CountsPiecesByKind) {
  Zone<3> hand;
  EXPECT_TRUE(hand.empty());
  hand.add(1, 3);
  hand.add(2);
  EXPECT_EQ(hand.count(1), 3);
  EXPECT_EQ(hand.total(), 4);
  hand.remove(1);
  EXPECT_EQ(hand.count(1), 2);
  EXPECT_THROW(hand.add(0, 300), std::overflow_error);
}

}  // namespace
}  // namespace menagerie
