// The conformance harness (tests/support/conformance.hpp) with the book's 12 checkers and with
// classic Alice's unlimited supply.
#include "support/conformance.hpp"

#include <gtest/gtest.h>

#include "games/half_alice/half_alice.hpp"

namespace menagerie::half_alice {
namespace {

TEST(HalfAlice, Conforms) {
  menagerie::harness::expect_conforms<HalfAlice>(start_position(12),
                                                 {.playouts = 4, .max_plies = 160});
}

TEST(HalfAlice, ConformsUnlimited) {
  menagerie::harness::expect_conforms<HalfAlice>(start_position(kUnlimited),
                                                 {.playouts = 3, .max_plies = 160, .seed = 7});
}

}  // namespace
}  // namespace menagerie::half_alice
