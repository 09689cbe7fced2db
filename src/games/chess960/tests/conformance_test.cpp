// The conformance harness (tests/support/conformance.hpp): along seeded random playouts, hashes,
// text round-trips, move parts, every seat's view, chance, secrets, undo and replay.
#include "support/conformance.hpp"

#include <gtest/gtest.h>

#include "games/chess960/chess960.hpp"
#include "games/chess960/start.hpp"

namespace menagerie::chess960 {
namespace {

TEST(Chess960, Conforms) {
  harness::expect_conforms<Chess960>(start_position(518), {.playouts = 4, .max_plies = 120});
  harness::expect_conforms<Chess960>(start_position(0),
                                     {.playouts = 4, .max_plies = 120, .seed = 2});
}

}  // namespace
}  // namespace menagerie::chess960
