// The solver against the plain search, deeper than the unit tests go (tens of seconds), and its
// relevance lemmas on many more sampled positions.
#include <gtest/gtest.h>

#include "games/golf/tests/plain_search.hpp"
#include "games/golf/tests/relevance_checks.hpp"

namespace menagerie::golf {
namespace {

TEST(SolverSuite, AgreesWithPlainSearchOnFullHolesThreeDeep) {
  Rng rng(13);
  for (int i = 0; i < 10; ++i)
    harness::expect_agrees(harness::random_hole(rng, 16, 2 + (i % 4 == 3), Special(i % 3)), 3);
}

TEST(SolverSuite, AgreesWithPlainSearchOnSmallHolesFiveDeep) {
  Rng rng(14);
  for (int i = 0; i < 24; ++i)
    harness::expect_agrees(harness::random_hole(rng, 3 + i % 3, 2 + i % 2, Special(i % 3)), 5);
}

TEST(SolverSuite, RelevanceLemmasHoldOnManyPositions) {
  Rng rng(15);
  harness::Tally first, two, two_captures;
  for (int i = 0; i < 4000; ++i)
    harness::check_relevance(harness::sample_position(rng, 16, 2 + i % 2), first);
  for (int i = 0; i < 12000; ++i)
    harness::check_two_moves(harness::sample_position(rng, 16, 2), two);
  for (int i = 0; i < 4000; ++i)
    harness::check_two_moves(harness::sample_position(rng, i % 4 ? 10 : 16, 3), two_captures);
  EXPECT_GT(first.lines, 1000);
  EXPECT_GT(two.lines, 1000);
  EXPECT_GT(two_captures.lines, 200);
}

}  // namespace
}  // namespace menagerie::golf
