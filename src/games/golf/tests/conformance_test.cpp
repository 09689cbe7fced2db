// The conformance harness (tests/support/conformance.hpp) over a dealt course (chance checked:
// the layout, the cards and the returns) and over a given puzzle.
#include "support/conformance.hpp"

#include <gtest/gtest.h>

#include "games/golf/golf.hpp"

namespace menagerie::golf {
namespace {

TEST(Golf, ConformsOverADealtCourse) {
  menagerie::harness::expect_conforms<Golf>(
      Golf::dealt_course(3, CardRule::kRising, Special::kPairs), {.playouts = 4, .max_plies = 120});
  menagerie::harness::expect_conforms<Golf>(
      Golf::dealt_course(2, CardRule::kThree, Special::kMoves),
      {.playouts = 3, .max_plies = 100, .seed = 2});
}

TEST(Golf, ConformsFromAPuzzle) {
  menagerie::harness::expect_conforms<Golf>(
      Golf::parse_position("2B3R1/5k2/1r1n1N2/1r2b3/R5q1/1B1n1N2/b6K/5Q2 Kb"),
      {.playouts = 4, .max_plies = 60});
}

}  // namespace
}  // namespace menagerie::golf
