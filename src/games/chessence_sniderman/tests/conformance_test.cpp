// The conformance harness (tests/support/conformance.hpp): along seeded random playouts, hashes,
// text round-trips, move parts, every seat's view, chance, secrets, undo and replay.
#include "support/conformance.hpp"

#include <gtest/gtest.h>

#include "games/chessence_sniderman/match.hpp"

namespace menagerie::chessence_sniderman {
namespace {

TEST(Match, ConformsAndDealsByChance) {
  harness::expect_conforms<Match>(Match::start(3), {.playouts = 6, .position_text = false});
}

}  // namespace
}  // namespace menagerie::chessence_sniderman
