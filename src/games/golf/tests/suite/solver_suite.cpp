// The solver against the plain search on full random holes three moves deep (tens of seconds).
#include <gtest/gtest.h>

#include "games/golf/tests/plain_search.hpp"

namespace menagerie::golf {
namespace {

TEST(SolverSuite, AgreesWithPlainSearchOnFullHolesThreeDeep) {
  Rng rng(13);
  for (int i = 0; i < 10; ++i)
    testing::expect_agrees(testing::random_hole(rng, 16, 2, Special(i % 3)), 3);
}

}  // namespace
}  // namespace menagerie::golf
