// The search's hooks on Zombie Chess (search_hooks.cpp) with the generic search (engine/search.hpp): a
// capture's burial is a step of its own, and the search must play it before the opponent's reply,
// not stand pat on it as if the capture could not be answered.
#include <string>

#include <gtest/gtest.h>

#include "engine/search.hpp"
#include "games/zombie/tests/helpers.hpp"

namespace menagerie::zombie {
namespace {

using harness::at;

std::string best_at_depth(const State& s, int depth, int* score = nullptr) {
  engine::Searcher<Zombie> searcher(1);
  engine::Limits limits;
  limits.depth = depth;
  auto r = searcher.search(s, {}, limits);
  if (score) *score = r.score;
  return Zombie::move_text(s, r.best);
}

TEST(ZombieSearch, QuiescenceSeesTheRecaptureAfterTheBurial) {
  // Qxd5 wins a pawn only until exd5: at depth 1 the capture search must bury and let Black answer,
  // so nothing scores a pawn above the position as it stands.
  State s = at("4k3/8/4p3/3p4/8/8/8/3QK3 w - - 0 1");
  int score = 0;
  EXPECT_NE(best_at_depth(s, 1, &score), "d1d5");
  EXPECT_LT(score, Zombie::evaluate(s) + 50);
}

TEST(ZombieSearch, BurialsUnderAPawnsCrumblingRankComeFirst) {
  // White took a black pawn: under h8 (Black's first rank) it would crumble, under e1 rise a queen.
  State s = at("7R/8/k7/3p4/4P3/8/8/4K3 w - - 0 1");
  harness::step(s, "e4d5");
  const int h8 = Zombie::order_score(s, Zombie::parse_move(s, "bury-h8"));
  EXPECT_GT(h8, Zombie::order_score(s, Zombie::parse_move(s, "bury-e1")));
  EXPECT_GT(h8, Zombie::order_score(s, Zombie::parse_move(s, "bury-d5")));
}

}  // namespace
}  // namespace menagerie::zombie
