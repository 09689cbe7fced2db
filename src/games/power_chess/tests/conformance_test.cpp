// The conformance harness (tests/support/conformance.hpp): along seeded random playouts, hashes,
// text round-trips, move parts, every seat's view, chance, secrets, undo and replay.
#include "support/conformance.hpp"

#include <gtest/gtest.h>

#include "games/power_chess/power_chess.hpp"

namespace menagerie::power_chess {
namespace {

TEST(PowerChess, Conforms) {
  harness::expect_conforms<PowerChess>(PowerChess::start(), {.playouts = 4, .max_plies = 120});
}

}  // namespace
}  // namespace menagerie::power_chess
