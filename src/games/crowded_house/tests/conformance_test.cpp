// The conformance harness (tests/support/conformance.hpp): along seeded random playouts, hashes,
// text round-trips, move parts, every seat's view, undo and replay.
#include "support/conformance.hpp"

#include <gtest/gtest.h>

#include "games/crowded_house/crowded_house.hpp"

namespace menagerie::crowded_house {
namespace {

TEST(CrowdedHouse, Conforms) {
  menagerie::harness::expect_conforms<CrowdedHouse>(CrowdedHouse::start(),
                                                    {.playouts = 4, .max_plies = 160});
}

}  // namespace
}  // namespace menagerie::crowded_house
