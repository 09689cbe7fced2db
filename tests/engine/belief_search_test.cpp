// The belief search on the toy vault (toy_vault.hpp: a code 0-3 that seat 0 must open, which it
// may ask about first). Determinized search thinks it will know the code at its second turn in
// every world, so it values waiting as highly as asking; the belief search decides the second
// turn knowing only what it will have seen, and asks.
#include <string>

#include <gtest/gtest.h>

#include "engine/belief_search.hpp"
#include "engine/toy_vault.hpp"

namespace menagerie::engine {
namespace {

using toy::Vault;

BeliefLimits vault_limits() {
  BeliefLimits l;
  l.depth = 4;
  l.scored_moves = 9;
  return l;
}

double value_of(const std::vector<Pimc<Vault>::Scored>& moves, int action) {
  for (const auto& m : moves)
    if (m.move.action == action) return m.expectancy;
  return -1;
}

TEST(BeliefSearch, AsksWhereTheAnswerHelpsTheNextDecision) {
  BeliefSearch<Vault> search;
  Rng rng(1);
  auto c = search.choose({15, 0, -1}, vault_limits(), rng);
  ASSERT_TRUE(c.has_move);
  EXPECT_GE(c.best.action, 5) << "asks; played " << c.best.action;
  EXPECT_LE(c.best.action, 8);
  EXPECT_EQ(c.samples, 4);  // the four codes, each once
  EXPECT_NEAR(c.expectancy, 0.5, 0.01);
  EXPECT_NEAR(value_of(c.moves, 4), 0.25, 0.01);  // waiting: the last turn guesses among four
}

TEST(BeliefSearch, DeterminizedSearchSeesNoValueInAsking) {
  // The contrast: every world's search opens the right code at the second turn, so waiting and
  // asking look alike (both win) and the answer is worth nothing.
  Pimc<Vault> pimc;
  Rng rng(1);
  PimcLimits l;
  l.samples = 40;
  l.per_sample.depth = 4;
  l.scored_moves = 9;
  auto c = pimc.choose({15, 0, -1}, l, rng);
  EXPECT_NEAR(value_of(c.moves, 4), value_of(c.moves, 5), 1e-9);
  EXPECT_GT(value_of(c.moves, 4), 0.9);
}

TEST(BeliefSearch, KnowingTheCodeOpensIt) {
  BeliefSearch<Vault> search;
  Rng rng(2);
  auto c = search.choose({4, 0, -1}, vault_limits(), rng);
  EXPECT_EQ(c.best.action, 2);
  EXPECT_EQ(c.samples, 1);
}

TEST(BeliefSearch, TheSameSeedAndObservationGiveTheSameChoice) {
  BeliefSearch<Vault> a, b;
  Rng ra(9), rb(9);
  auto x = a.choose({15, 0, -1}, vault_limits(), ra);
  auto y = b.choose({15, 0, -1}, vault_limits(), rb);
  ASSERT_EQ(x.moves.size(), y.moves.size());
  for (std::size_t k = 0; k < x.moves.size(); ++k) {
    EXPECT_EQ(x.moves[k].move, y.moves[k].move);
    EXPECT_DOUBLE_EQ(x.moves[k].expectancy, y.moves[k].expectancy);
  }
}

TEST(BeliefSearch, NoMoveWhenTheGameIsOver) {
  BeliefSearch<Vault> search;
  Rng rng(1);
  EXPECT_FALSE(search.choose({15, 3, 0}, vault_limits(), rng).has_move);
}

}  // namespace
}  // namespace menagerie::engine
