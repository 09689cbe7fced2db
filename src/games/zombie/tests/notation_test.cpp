// The position text: every field round-trips, a turn under way reads back, and bad text is
// refused with the fault named.
#include <gtest/gtest.h>

#include "support/error_of.hpp"
#include "games/zombie/tests/helpers.hpp"

namespace menagerie::zombie {
namespace {

using namespace harness;
using menagerie::harness::expect_error;

TEST(ZombieText, EveryFieldRoundTrips) {
  const std::string text =
      "4k3/8/8/8/3B4/2N5/8/4K3 w - - 0 1 zombies=c3 moved=c3 left=b1 bury=p+end "
      "white=rd4:0000000000000018 black=Nd4 dust=Pq horde=both";
  State s = at(text);
  EXPECT_EQ(Zombie::position_text(s), text);
  EXPECT_EQ(Zombie::hash(at(text)), Zombie::hash(s));
  EXPECT_TRUE(s.under_way());
  EXPECT_EQ(s.horde, Horde::kBoth);
}

TEST(ZombieText, ATurnUnderWayMayHoldTheOpponentInCheck) {
  State cap = at("kr6/8/8/8/8/8/8/1R2K3 w - - 0 1");
  step(cap, "b1b8");  // captures with check: the burial is still due
  ASSERT_TRUE(cap.pending);
  std::string text = Zombie::position_text(cap);
  EXPECT_EQ(Zombie::position_text(at(text)), text);
  EXPECT_EQ(Zombie::hash(at(text)), Zombie::hash(cap));
}

// Two zombie knights risen at once and a rook: three checkers, which orthodox chess never has (a
// computer player read such a position from its observation and stopped with "bad FEN").
TEST(ZombieText, ZombiesMayCheckFromThreePiecesAtOnce) {
  const std::string text = "4k3/8/3N1N2/8/8/8/8/K3R3 b - - 0 1 zombies=d6,f6";
  State s = at(text);
  EXPECT_EQ(Zombie::position_text(s), text);
  auto seen = Zombie::observe(s, 1);
  EXPECT_EQ(Zombie::parse_observation(Zombie::observation_text(seen)), seen);
  expect_error([] { at("4k3/8/3N1N2/8/8/8/8/K3R3 w - - 0 1"); }, "Black is in check but");
}

TEST(ZombieText, ThePictureSaysInCheck) {
  State s = at("4k3/8/8/8/8/8/8/r3K3 w - - 0 1");
  EXPECT_TRUE(contains(Zombie::render(s, 0), "White to move, in check\n")) << Zombie::render(s, 0);
  State quiet = at("4k3/8/8/8/8/8/r7/4K3 w - - 0 1");
  EXPECT_FALSE(contains(Zombie::render(quiet, kSpectator), "in check"));
}

TEST(ZombieText, BadPositionsAreNamed) {
  expect_error([] { at("4k3/8/8/8/8/8/8/4K3 w - - 0 1 white=Pe1"); },
               "White buries only captured Black pieces");
  expect_error([] { at("4k3/8/8/8/8/8/8/4K3 w - - 0 1 white=pe1,ne1"); }, "two burials under e1");
  expect_error([] { at("4k3/8/8/8/8/8/8/4K3 w - - 0 1 zombies=d4"); }, "empty square (d4)");
  expect_error([] { at("4k3/8/8/8/8/8/8/4K3 w - - 0 1 graves=d4"); }, "unknown field 'graves'");
  expect_error([] { at("4k3/8/8/8/8/8/8/4K3 w - - 0 1 white=pz9"); }, "'z9' in white= is not");
  expect_error([] { at("4k3/8/8/8/8/8/8/4K3 w - - 0 1 horde=all"); }, "horde=all");
  expect_error([] { at("4k3/8/8/8/8/8/8/4K3 w - - 0 1 bury=P"); }, "bury= names a White piece");
  expect_error([] { at("4k3/8/8/8/8/8/8/4K3 x"); }, "bad FEN");
}

}  // namespace
}  // namespace menagerie::zombie
