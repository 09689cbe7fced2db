// Information-set MCTS on the toy vault (toy_vault.hpp: a code 0-3 that seat 0 must open, which
// it may ask about first). The tree's children of a move are told apart by what the seat then
// sees, so below a question the last turn is decided knowing the answer alone: it asks. (Keyed by
// moves alone, the last turn would mix every code and asking would look no better than waiting.)
#include <string>

#include <gtest/gtest.h>

#include "engine/ismcts.hpp"
#include "engine/toy_vault.hpp"

namespace menagerie::engine {
namespace {

using toy::Vault;

IsmctsLimits lock_limits() {
  IsmctsLimits l;
  l.iterations = 4000;
  l.leaf_depth = -1;
  return l;
}

double mean_of(const std::vector<Ismcts<Vault>::Scored>& moves, int action) {
  for (const auto& m : moves)
    if (m.move.action == action) return m.expectancy;
  return -1;
}

TEST(Ismcts, AsksWhereTheAnswerHelpsTheNextDecision) {
  Ismcts<Vault> search;
  Rng rng(1);
  auto c = search.choose({15, 0, -1}, lock_limits(), rng);
  ASSERT_TRUE(c.has_move);
  EXPECT_GE(c.best.action, 5) << "asks; played " << c.best.action;
  EXPECT_LE(c.best.action, 8);
  EXPECT_EQ(c.samples, 4000);
  EXPECT_NEAR(c.expectancy, 0.5, 0.08);
  // Waiting: the last turn guesses among four codes.
  EXPECT_NEAR(mean_of(c.moves, 4), 0.25, 0.08);
}

TEST(Ismcts, ImplicitMinimaxValuesTheAnswerToo) {
  // Moves valued by the minimax of the leaves below them alone: a question is worth the mean over
  // its answers of the best next move, opening now the mean over the codes.
  Ismcts<Vault> search;
  Rng rng(4);
  IsmctsLimits l = lock_limits();
  l.minimax = 1;
  l.exploration = 0.3;
  auto c = search.choose({15, 0, -1}, l, rng);
  ASSERT_TRUE(c.has_move);
  EXPECT_GE(c.best.action, 5) << "asks; played " << c.best.action;
  EXPECT_LE(c.best.action, 8);
}

TEST(Ismcts, TheRootsMovesMayBeValuedByADeeperSearch) {
  // Nine walks: each of the nine first moves tried once, valued at its node one move down. By the
  // evaluation (always even) waiting is worth 0.5; by a search to the end of that walk's world,
  // which knows the code there, 1.
  IsmctsLimits l = lock_limits();
  l.iterations = 9;
  Ismcts<Vault> a, b;
  Rng ra(6), rb(6);
  EXPECT_DOUBLE_EQ(mean_of(a.choose({15, 0, -1}, l, ra).moves, 4), 0.5);
  l.root_leaf_depth = 4;
  EXPECT_DOUBLE_EQ(mean_of(b.choose({15, 0, -1}, l, rb).moves, 4), 1.0);
}

TEST(Ismcts, KnowingTheCodeOpensIt) {
  Ismcts<Vault> search;
  Rng rng(2);
  auto c = search.choose({4, 0, -1}, lock_limits(), rng);
  EXPECT_EQ(c.best.action, 2);
  EXPECT_NEAR(c.expectancy, 1.0, 0.02);
}

TEST(Ismcts, SpendsItsNodesAndNoMore) {
  // A leaf search of depth 2 at every new node: the last one is cut to what is left, so the
  // choice spends its budget within the last walk's moves in the tree (at most 3 here) and the
  // few nodes a stopped search counts as it unwinds.
  Ismcts<Vault> search;
  Rng rng(3);
  IsmctsLimits l;
  l.nodes = 700;
  l.leaf_depth = 2;
  auto c = search.choose({15, 0, -1}, l, rng);
  ASSERT_TRUE(c.has_move);
  EXPECT_GE(c.nodes, 700u);
  EXPECT_LE(c.nodes, 700u + 8u);
  EXPECT_GT(c.samples, 10);
}

TEST(Ismcts, TheSameSeedAndObservationGiveTheSameChoice) {
  Ismcts<Vault> a, b;
  Rng ra(9), rb(9);
  auto x = a.choose({15, 0, -1}, lock_limits(), ra);
  auto y = b.choose({15, 0, -1}, lock_limits(), rb);
  ASSERT_EQ(x.moves.size(), y.moves.size());
  for (std::size_t k = 0; k < x.moves.size(); ++k) {
    EXPECT_EQ(x.moves[k].move, y.moves[k].move);
    EXPECT_DOUBLE_EQ(x.moves[k].expectancy, y.moves[k].expectancy);
    EXPECT_EQ(x.moves[k].samples, y.moves[k].samples);
  }
}

TEST(Ismcts, WithNoLimitItStopsAfterTheDefaultWalks) {
  Ismcts<Vault> search;
  Rng rng(5);
  auto c = search.choose({15, 0, -1}, IsmctsLimits{}, rng);
  EXPECT_TRUE(c.has_move);
  EXPECT_EQ(c.samples, Ismcts<Vault>::kDefaultWalks);
}

TEST(Ismcts, NoMoveWhenTheGameIsOver) {
  Ismcts<Vault> search;
  Rng rng(1);
  EXPECT_FALSE(search.choose({15, 3, 0}, lock_limits(), rng).has_move);
}

}  // namespace
}  // namespace menagerie::engine
