// The long checks: perft 5 and 6 from the start (5 also by the reference), and the fast generator
// against the reference on perft 3 from many positions reached by seeded random playouts, under
// each combination of the rule options.
#include <chrono>
#include <cstdio>

#include <gtest/gtest.h>

#include "../support/agreement.hpp"
#include "../support/playouts.hpp"
#include "../support/reference.hpp"
#include "engine/perft.hpp"
#include "games/power_chess/power_chess.hpp"

namespace menagerie::power_chess {
namespace {

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

TEST(PowerChessSuite, StartPerft5AgreesWithReference) {
  const State s = PowerChess::start();
  auto t0 = std::chrono::steady_clock::now();
  const auto fast = engine::perft<PowerChess>(s, 5);
  std::printf("perft 5 = %llu in %.4f s\n", static_cast<unsigned long long>(fast),
              seconds_since(t0));
  t0 = std::chrono::steady_clock::now();
  const auto slow = reference::perft(reference::from_state(s), 5);
  std::printf("reference perft 5 = %llu in %.2f s\n", static_cast<unsigned long long>(slow),
              seconds_since(t0));
  EXPECT_EQ(fast, 116140u);
  EXPECT_EQ(fast, slow);
}

TEST(PowerChessSuite, StartPerft6) {
  const State s = PowerChess::start();
  auto t0 = std::chrono::steady_clock::now();
  const auto n = engine::perft<PowerChess>(s, 6);
  const double t = seconds_since(t0);
  std::printf("perft 6 = %llu in %.3f s (%.1f M leaves/s)\n", static_cast<unsigned long long>(n), t,
              n / t / 1e6);
  EXPECT_EQ(n, 2508534u);
}

// Middlegames with men in the fields, rooks and bishops of every colour and reduced dice: perft 4
// by both generators.
TEST(PowerChessSuite, MiddlegamePerft4AgreesWithReference) {
  for (const char* text : {"r6b6k1r6/pp1pp/2b62/5/2B62/PP1PP/R6B4K1R6 w -/P -/p 0 10",
                           "r3k1r21/1p3/2b32/P1B22/5/1P1p1/R4K3 b R2/B5P b6/p 0 30"}) {
    const State s = PowerChess::parse_position(text);
    EXPECT_EQ(engine::perft<PowerChess>(s, 4), reference::perft(reference::from_state(s), 4))
        << text;
  }
}

class SuitePerft3 : public ::testing::TestWithParam<int> {};

TEST_P(SuitePerft3, AgreesWithReferenceOnRandomPositions) {
  const int variant = GetParam();
  Rules rules;
  rules.unpromotable = variant & 1 ? Rules::Unpromotable::kForbidden : Rules::Unpromotable::kStays;
  rules.promoted_pawn_to = variant & 2 ? kBack : kNear;
  rules.quiet_limit = 0;
  auto positions = harness::random_positions(1000 + variant, 10, 150, rules);
  int compared = 0;
  for (std::size_t i = 0; i < positions.size(); i += 6, ++compared) {
    const State& s = positions[i];
    ASSERT_EQ(engine::perft<PowerChess>(s, 3), reference::perft(reference::from_state(s), 3))
        << PowerChess::position_text(s);
  }
  std::printf("perft 3 agreed on %d positions\n", compared);
  EXPECT_GT(compared, 100);
}

INSTANTIATE_TEST_SUITE_P(AllRuleOptions, SuitePerft3, ::testing::Values(0, 1, 2, 3));

class SuiteAgreement : public ::testing::TestWithParam<int> {};

TEST_P(SuiteAgreement, ManyRandomGames) {
  const int variant = GetParam();
  Rules rules;
  rules.unpromotable = variant & 1 ? Rules::Unpromotable::kForbidden : Rules::Unpromotable::kStays;
  rules.promoted_pawn_to = variant & 2 ? kBack : kNear;
  rules.quiet_limit = 0;
  harness::Tally t;
  harness::compare_along_playouts(0xa11ce000u + variant, 300, rules, t);
  std::printf(
      "agreement: %d positions, %d in check, %d games ended by mate or stalemate; generated "
      "%d promotions, %d entries, %d advances, %d captures, %d unpromoted last-rank steps\n",
      t.positions, t.checks, t.mates, t.promotions, t.entries, t.advances, t.captures, t.stays);
  EXPECT_GT(t.positions, 25000);
  EXPECT_GT(t.promotions, 300);
  if (rules.unpromotable == Rules::Unpromotable::kStays) {
    EXPECT_GT(t.stays, 0);
  } else {
    EXPECT_EQ(t.stays, 0);
  }
}

INSTANTIATE_TEST_SUITE_P(AllRuleOptions, SuiteAgreement, ::testing::Values(0, 1, 2, 3));

}  // namespace
}  // namespace menagerie::power_chess
