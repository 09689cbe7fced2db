// The conformance harness (tests/support/conformance.hpp): along seeded random playouts, hashes,
// text round-trips, move parts, every seat's view, secrets, undo and replay; from the standard
// start and from positions full of burials and zombies, under both horde rules.
#include "support/conformance.hpp"

#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "games/zombie/zombie.hpp"

namespace menagerie::zombie {
namespace {

TEST(Zombie, ConformsFromTheStart) {
  harness::expect_conforms<Zombie>(Zombie::parse_position(chess::kStandardFen),
                                   {.playouts = 6, .max_plies = 160});
}

TEST(Zombie, ConformsWithHordesAndBurials) {
  // Both sides hold burials and zombies, so reveals, hordes and rule 9 come up at once.
  const State s = Zombie::parse_position(
      "r1bqkb1r/pppp1ppp/2n2n2/8/2B5/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 0 6 zombies=c3,f6 "
      "white=pf3 black=Pc6");
  harness::expect_conforms<Zombie>(s, {.playouts = 6, .max_plies = 120, .seed = 3});
  State both = s;
  both.horde = Horde::kBoth;
  harness::expect_conforms<Zombie>(both, {.playouts = 6, .max_plies = 120, .seed = 4});
}

TEST(Zombie, ConformsWithPawnsRisingOnTheirLastRank) {
  // The knights' first moves raise pawns on their last ranks: their owners choose the piece.
  const State s = Zombie::parse_position(
      "rnbqkbnr/ppp2ppp/8/8/8/8/PPP2PPP/RNBQKBNR w KQkq - 0 1 white=pb1,pg1 black=Pb8,Pg8");
  harness::expect_conforms<Zombie>(s, {.playouts = 6, .max_plies = 80, .seed = 5});
}

}  // namespace
}  // namespace menagerie::zombie
