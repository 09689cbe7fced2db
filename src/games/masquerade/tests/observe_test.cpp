// Determinization: an observation holds what one seat knows, and samples drawn from it are full
// States that seat could be in, drawn uniformly over its consistent set.
#include <gtest/gtest.h>

#include <map>

#include "engine/determinize.hpp"
#include "games/masquerade/masquerade.hpp"
#include "games/masquerade/tests/helpers.hpp"
#include "support/error_of.hpp"

namespace menagerie::masquerade::harness {
namespace {

using M = Masquerade;

TEST(MasqueradeDeterminize, SamplesAreConsistentWithTheObservation) {
  State s = played(M::start(), {"balanced", "RKNBQ", "b1c3", "e7e5", "c3e5"});
  for (Seat seat : {0, 1, kSpectator}) {
    M::Observation o = M::observe(s, seat);
    Rng rng(7);
    for (int i = 0; i < 50; ++i) {
      State t = M::sample(o, rng);
      EXPECT_EQ(M::observe(t, seat), o);
      EXPECT_TRUE(t.known[0].has(t.powers[0]) && t.known[1].has(t.powers[1]));
    }
    EXPECT_EQ(M::parse_observation(M::observation_text(o)), o);
  }
  // White knows Black's powers (it gave them), not its own.
  M::Observation white = M::observe(s, 0);
  EXPECT_EQ(white.powers[chess::kBlack], kBalanced);
  EXPECT_EQ(white.powers[chess::kWhite], M::kHidden);
}

TEST(MasqueradeDeterminize, OwnPowersAreDrawnUniformlyFromTheConsistentSet) {
  // After "Nc3xe5? — no", 72 permutations remain for White; each should come up.
  State s = played(M::start(), {"balanced", "identity", "b1c3", "e7e5", "c3e5"});
  M::Observation o = M::observe(s, 0);
  Rng rng(3);
  std::map<int, int> seen;
  auto states = engine::determinize<Masquerade>(o, 7200, rng);
  for (const State& t : states) ++seen[t.powers[0]];
  EXPECT_EQ(seen.size(), 72u);
  for (auto [perm, n] : seen) {
    EXPECT_TRUE(s.known[0].has(perm));
    EXPECT_GT(n, 50) << "about 100 each expected";
    EXPECT_LT(n, 150);
  }
}

TEST(MasqueradeDeterminize, DuringTheSetUp) {
  // Black, after White assigned Black's powers, knows nothing of them: any of the 120.
  State s = played(M::start(), {"balanced"});
  M::Observation black = M::observe(s, 1);
  EXPECT_EQ(black.powers[chess::kBlack], M::kHidden);
  EXPECT_EQ(black.powers[chess::kWhite], kUnassigned);
  Rng rng(1);
  std::map<int, int> seen;
  for (int i = 0; i < 2000; ++i) {
    State t = M::sample(black, rng);
    EXPECT_EQ(M::to_move(t), 1);
    ++seen[t.powers[chess::kBlack]];
  }
  EXPECT_EQ(seen.size(), 120u);
  // White, who chose, samples exactly the true state.
  Rng again(1);
  EXPECT_EQ(M::sample(M::observe(s, 0), again), s);
}

}  // namespace
}  // namespace menagerie::masquerade::harness
