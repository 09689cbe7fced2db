// The conformance harness (tests/support/conformance.hpp): along seeded random playouts, hashes,
// text round-trips, move parts, every seat's view, chance, secrets, undo and replay.
#include "support/conformance.hpp"

#include <gtest/gtest.h>

#include "games/chessence_winslow/chessence_winslow.hpp"

namespace menagerie::chessence_winslow {
namespace {

TEST(Winslow, Conforms) {
  harness::expect_conforms<ChessenceWinslow>(ChessenceWinslow::start(),
                                             {.playouts = 4, .max_plies = 120});
}

}  // namespace
}  // namespace menagerie::chessence_winslow
