// The fast generator against the independent reference (tests/support/reference.cpp) on positions
// from seeded random playouts, under every combination of the rule options: the same legal moves,
// the same position after each move, the same check status; and perft 2 on a sample. More games,
// and perft 3 on many positions, run in the suite binary.
#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "engine/perft.hpp"
#include "games/power_chess/power_chess.hpp"
#include "support/agreement.hpp"
#include "support/playouts.hpp"
#include "support/reference.hpp"

namespace menagerie::power_chess {
namespace {

class ReferenceAgreement : public ::testing::TestWithParam<int> {};

TEST_P(ReferenceAgreement, MovesPositionsAndChecksAgreeAlongRandomGames) {
  const int variant = GetParam();
  Rules rules;
  rules.unpromotable = variant & 1 ? Rules::Unpromotable::kForbidden : Rules::Unpromotable::kStays;
  rules.promoted_pawn_to = variant & 2 ? kBack : kNear;
  rules.quiet_limit = 0;  // play on: long games reach promotions and crowded fields
  harness::Tally tally;
  harness::compare_along_playouts(0x5eed0000u + variant, 6, rules, tally);
  RecordProperty("positions", tally.positions);
  // The sample must exercise every kind of move, or the agreement says little.
  EXPECT_GT(tally.positions, 400);
  EXPECT_GT(tally.checks, 10);
  EXPECT_GT(tally.promotions, 0);
  EXPECT_GT(tally.entries, 50);
  EXPECT_GT(tally.advances, 50);
  EXPECT_GT(tally.captures, 50);
  if (rules.unpromotable == Rules::Unpromotable::kForbidden) {
    EXPECT_EQ(tally.stays, 0);
  }
}

INSTANTIATE_TEST_SUITE_P(AllRuleOptions, ReferenceAgreement, ::testing::Values(0, 1, 2, 3));

TEST(ReferencePerft, StartDepth1To4) {
  State s = PowerChess::start();
  auto ref = reference::from_state(s);
  for (int d = 1; d <= 4; ++d)
    EXPECT_EQ(engine::perft<PowerChess>(s, d), reference::perft(ref, d)) << "depth " << d;
}

TEST(ReferencePerft, Depth2OnRandomPositions) {
  auto positions = harness::random_positions(77, 4, 120, Rules{.quiet_limit = 0});
  int compared = 0;
  for (std::size_t i = 0; i < positions.size(); i += 10, ++compared) {
    const State& s = positions[i];
    EXPECT_EQ(engine::perft<PowerChess>(s, 2), reference::perft(reference::from_state(s), 2))
        << PowerChess::position_text(s);
  }
  EXPECT_GT(compared, 20);
}

}  // namespace
}  // namespace menagerie::power_chess
