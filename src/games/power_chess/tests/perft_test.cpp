// Perft from the start position. The counts were first computed by this generator and agree with
// the independent reference generator (reference_test.cpp checks depths 1-4, the suite binary depth
// 5); they are pinned here so any later change to the fast generator that alters them fails at
// once.
#include <gtest/gtest.h>

#include "engine/perft.hpp"
#include "games/power_chess/power_chess.hpp"

namespace menagerie::power_chess {
namespace {

TEST(PowerChessPerft, StartDepth1To5) {
  const State s = PowerChess::start();
  const std::uint64_t expected[] = {1, 5, 25, 375, 5614, 116140};
  for (int d = 0; d <= 5; ++d)
    EXPECT_EQ(engine::perft<PowerChess>(s, d), expected[d]) << "depth " << d;
}

TEST(PowerChessPerft, DivideSumsToPerft) {
  const State s = PowerChess::start();
  auto parts = engine::divide<PowerChess>(s, 3);
  ASSERT_EQ(parts.size(), 5u);  // only the five pawn steps at the start
  std::uint64_t sum = 0;
  for (auto& [m, n] : parts) {
    EXPECT_EQ(s.type_at(m.from), kPawn);
    sum += n;
  }
  EXPECT_EQ(sum, engine::perft<PowerChess>(s, 3));
}

}  // namespace
}  // namespace menagerie::power_chess
