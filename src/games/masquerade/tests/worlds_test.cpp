// The exact belief (engine/belief.hpp): Masquerade lists every world a seat's observation leaves
// possible, its own powers running over the consistent set, the powers it gave fixed.
#include <gtest/gtest.h>

#include <set>

#include "engine/belief.hpp"
#include "games/masquerade/masquerade.hpp"
#include "games/masquerade/tests/helpers.hpp"

namespace menagerie::masquerade::harness {
namespace {

using M = Masquerade;

static_assert(engine::WorldsListed<Masquerade>);

// The permutations among `worlds`' powers for colour c.
std::set<int> powers_in(const std::vector<State>& worlds, int c) {
  std::set<int> out;
  for (const State& w : worlds) out.insert(w.powers[c]);
  return out;
}

TEST(MasqueradeWorlds, ANoRemovesTheRefutedPatternsFromEveryWorld) {
  // White's knight has the knight pattern; Nc3xe5 is a diagonal step of two (Q or B): no.
  State s = played(M::start(), {"balanced", "identity", "b1c3", "e7e5", "c3e5"});
  auto worlds = M::worlds(M::observe(s, 0), 1000);
  ASSERT_EQ(worlds.size(), 72u);  // 120 less the 24 + 24 giving the knight Q or B
  EXPECT_EQ(powers_in(worlds, 0).size(), 72u);
  for (const State& w : worlds) {
    Kind p = pattern_of(w.powers[0], kN);
    EXPECT_TRUE(p != kQ && p != kB) << perm_letters(w.powers[0]);
    EXPECT_EQ(w.powers[1], kBalanced);  // what White gave is known
    EXPECT_EQ(M::observe(w, 0), M::observe(s, 0));
  }
  EXPECT_EQ(powers_in(worlds, 0).count(kIdentity), 1u);
}

TEST(MasqueradeWorlds, AYesKeepsThePatternInEveryWorld) {
  // White's knight captures like a bishop (row order K Q R B N: KQRNB): yes.
  State s = played(M::start(), {"balanced", "KQRNB", "b1c3", "e7e5", "c3e5"});
  ASSERT_EQ(at(s, "e5"), chess::make_piece(chess::kWhite, chess::kKnight));
  auto worlds = M::worlds(M::observe(s, 0), 1000);
  ASSERT_EQ(worlds.size(), 48u);
  for (const State& w : worlds) {
    Kind p = pattern_of(w.powers[0], kN);
    EXPECT_TRUE(p == kQ || p == kB) << perm_letters(w.powers[0]);
  }
}

TEST(MasqueradeWorlds, TheCountIsExactOnASmallSet) {
  State s = played(M::start(), {"balanced", "identity"});
  s.known[0] = PermSet::one(5) | PermSet::one(17) | PermSet::one(99);
  s.powers[0] = 17;
  auto worlds = M::worlds(M::observe(s, 0), 1000);
  EXPECT_EQ(powers_in(worlds, 0), (std::set<int>{5, 17, 99}));
  EXPECT_EQ(worlds.size(), 3u);
  // Black knows White's powers (it gave them): one world for White, all 120 of its own.
  EXPECT_EQ(M::worlds(M::observe(s, 1), 1000).size(), 120u);
  // A spectator knows neither: every pair.
  EXPECT_EQ(M::worlds(M::observe(s, kSpectator), 1000).size(), 360u);
}

TEST(MasqueradeWorlds, NoneWhenThereAreMoreThanTheLimit) {
  State s = played(M::start(), {"balanced", "identity"});
  EXPECT_EQ(M::worlds(M::observe(s, kSpectator), 14400).size(), 14400u);
  EXPECT_TRUE(M::worlds(M::observe(s, kSpectator), 14399).empty());
  EXPECT_TRUE(M::worlds(M::observe(s, 0), 119).empty());
}

TEST(MasqueradeWorlds, TheWorldsNeverDependOnASecretTheSeatCannotSee) {
  // Two referee States that differ only in White's powers (both still possible for White): White
  // gets the same worlds from each, in the same order.
  State a = played(M::start(), {"balanced", "identity", "b1c3", "e7e5", "c3e5"});
  State b = a;
  b.powers[0] = std::uint8_t(a.known[0].nth(40));
  ASSERT_NE(a.powers[0], b.powers[0]);
  EXPECT_EQ(M::worlds(M::observe(a, 0), 1000), M::worlds(M::observe(b, 0), 1000));
  // And Black, whose secret is its own powers.
  State c = a;
  c.powers[1] = std::uint8_t(a.known[1].nth(7));
  ASSERT_NE(a.powers[1], c.powers[1]);
  EXPECT_EQ(M::worlds(M::observe(a, 1), 1000), M::worlds(M::observe(c, 1), 1000));
}

TEST(MasqueradeWorlds, TheBeliefIsExactThinnedOrSampled) {
  State s = played(M::start(), {"balanced", "identity", "b1c3", "e7e5", "c3e5"});
  Rng rng(5);
  auto exact = engine::believe<Masquerade>(M::observe(s, 0), 1000, 16, 1000, rng);
  EXPECT_TRUE(exact.exact);
  ASSERT_EQ(exact.worlds.size(), 72u);
  EXPECT_DOUBLE_EQ(exact.worlds[0].weight, 1.0 / 72);
  // Thinned to 10 distinct worlds, equally weighted.
  auto thin = engine::believe<Masquerade>(M::observe(s, 0), 1000, 16, 10, rng);
  EXPECT_FALSE(thin.exact);
  std::set<int> distinct;
  for (const auto& w : thin.worlds) {
    distinct.insert(w.state.powers[0]);
    EXPECT_DOUBLE_EQ(w.weight, 0.1);
    EXPECT_TRUE(s.known[0].has(w.state.powers[0]));
  }
  EXPECT_EQ(distinct.size(), 10u);
  // Over the limit, drawn: 5,000 draws of a spectator's 8,640 worlds, equal draws merged.
  auto drawn = engine::believe<Masquerade>(M::observe(s, kSpectator), 1000, 5000, 100000, rng);
  EXPECT_FALSE(drawn.exact);
  double total = 0;
  for (const auto& w : drawn.worlds) total += w.weight;
  EXPECT_NEAR(total, 1.0, 1e-9);
  EXPECT_LT(drawn.worlds.size(), 5000u);  // some of the 5,000 draws came up twice
}

}  // namespace
}  // namespace menagerie::masquerade::harness
