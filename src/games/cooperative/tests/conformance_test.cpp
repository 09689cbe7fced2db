// The conformance harness (tests/support/conformance.hpp) along seeded random playouts from the
// deal: hashes, text round-trips, move parts, every seat's view, chance odds, no secret crossing
// (a card dealt to one seat leaves the other's and a spectator's views identical), undo and
// replay; under both readings of "out of cards", and from a position deep in a game.
#include "support/conformance.hpp"

#include <gtest/gtest.h>

#include "games/cooperative/cooperative.hpp"

namespace menagerie::cooperative {
namespace {

TEST(Cooperative, ConformsFromTheDeal) {
  ::menagerie::harness::expect_conforms<Cooperative>(Cooperative::start(),
                                                     {.playouts = 5, .max_plies = 400});
}

TEST(Cooperative, ConformsWhenTheFirstEmptyHandLoses) {
  ::menagerie::harness::expect_conforms<Cooperative>(Cooperative::start(OutOfCards::kFirst),
                                                     {.playouts = 3, .max_plies = 400, .seed = 7});
}

TEST(Cooperative, ConformsNearTheEndOfTheDeck) {
  // Few cards left, pieces gone, wild cards on both stacks.
  State s = Cooperative::parse_position(
      "r3k3/1p6/8/3P4/4b3/8/PP3P2/R3K2R w KQq - 0 12 hands=PRQ/pnk stacks=PPPb/ppbq "
      "captured=NpPpBrPRnNBpPp step=start");
  ::menagerie::harness::expect_conforms<Cooperative>(s,
                                                     {.playouts = 10, .max_plies = 200, .seed = 3});
}

}  // namespace
}  // namespace menagerie::cooperative
