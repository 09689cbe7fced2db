// Glicko-2 against the worked example of Glickman's "Example of the Glicko-2 system": a player of
// 1500/200/0.06 beats a 1400/30 and loses to a 1550/100 and a 1700/300, with tau = 0.5. The paper
// rounds every step to four places, so its published figures are matched to their own precision.
#include <array>
#include <stdexcept>

#include <gmock/gmock.h>

#include "players/glicko2.hpp"

namespace menagerie::players {
namespace {

using ::testing::HasSubstr;

const Rating kPaperPlayer{1500.0, 200.0, 0.06};
const std::array<Result, 3> kPaperResults{Result{Rating{1400.0, 30.0, 0.06}, 1.0},
                                          Result{Rating{1550.0, 100.0, 0.06}, 0.0},
                                          Result{Rating{1700.0, 300.0, 0.06}, 0.0}};

TEST(Glicko2, ThePapersEstimatedVarianceAndImprovement) {
  const Estimate e = estimate(kPaperPlayer, kPaperResults);
  EXPECT_NEAR(e.variance, 1.7785, 5e-4);
  // The paper multiplies its rounded sum (-0.2717) by v: -0.4834 to within its rounding.
  EXPECT_NEAR(e.improvement / e.variance, -0.2717, 5e-4);
  EXPECT_NEAR(e.improvement, -0.4834, 1e-3);
}

TEST(Glicko2, ThePapersWorkedExample) {
  const Rating after = rate(kPaperPlayer, kPaperResults, Settings{.tau = 0.5});
  EXPECT_NEAR(after.rating, 1464.06, 0.015);
  EXPECT_NEAR(after.rd, 151.52, 0.01);
  EXPECT_NEAR(after.volatility, 0.05999, 1e-5);
}

TEST(Glicko2, ADrawBetweenEqualsMovesNothingButTheDeviation) {
  const Rating p{1500.0, 200.0, 0.06};
  const std::array<Result, 1> draw{Result{p, 0.5}};
  const Rating after = rate(p, draw);
  EXPECT_NEAR(after.rating, 1500.0, 1e-9);
  EXPECT_LT(after.rd, 200.0);
}

TEST(Glicko2, AWinRaisesALossLowers) {
  const Rating p{1600.0, 80.0, 0.06};
  const std::array<Result, 1> win{Result{Rating{1600.0, 80.0, 0.06}, 1.0}};
  const std::array<Result, 1> loss{Result{Rating{1600.0, 80.0, 0.06}, 0.0}};
  EXPECT_GT(rate(p, win).rating, 1600.0);
  EXPECT_LT(rate(p, loss).rating, 1600.0);
}

// The paper's step 6: a player who does not compete keeps rating and volatility; the RD grows to
// sqrt(phi^2 + sigma^2) per period.
TEST(Glicko2, IdlePeriodsGrowTheDeviationOnly) {
  const Rating p{1700.0, 50.0, 0.06};
  const Rating one = rate(p, {});
  EXPECT_EQ(one.rating, 1700.0);
  EXPECT_EQ(one.volatility, 0.06);
  const double phi = 50.0 / 173.7178;
  EXPECT_NEAR(one.rd, 173.7178 * std::sqrt(phi * phi + 0.06 * 0.06), 1e-9);
  EXPECT_NEAR(idle(p, 10).rd, 173.7178 * std::sqrt(phi * phi + 10 * 0.06 * 0.06), 1e-9);
  EXPECT_EQ(idle(p, 0).rd, 50.0);
  EXPECT_EQ(idle(p, 100000).rd, 350.0) << "never beyond a new player's RD";
}

TEST(Glicko2, ProvisionalWhileTheDeviationIsAboveTheThreshold) {
  EXPECT_TRUE(provisional(Rating{}));
  EXPECT_TRUE(provisional(Rating{1500.0, 110.5, 0.06}));
  EXPECT_FALSE(provisional(Rating{1500.0, 110.0, 0.06}));
  EXPECT_FALSE(provisional(Rating{1500.0, 60.0, 0.06}, Settings{.provisional_rd = 80.0}));
}

TEST(Glicko2, BadInputIsRefusedByName) {
  const std::array<Result, 1> bad_score{Result{Rating{}, 1.5}};
  const std::array<Result, 1> bad_rd{Result{Rating{1500.0, 0.0, 0.06}, 1.0}};
  try {
    rate(Rating{}, bad_score);
    ADD_FAILURE() << "a score of 1.5 was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_THAT(e.what(), HasSubstr("result 1: the score 1.5 is not between 0 and 1"));
  }
  EXPECT_THROW(rate(Rating{}, bad_rd), std::invalid_argument);
  EXPECT_THROW(rate(Rating{1500.0, 200.0, -1.0}, {}), std::invalid_argument);
  EXPECT_THROW(idle(Rating{}, -1), std::invalid_argument);
  EXPECT_THROW(estimate(Rating{}, {}), std::invalid_argument);
}

}  // namespace
}  // namespace menagerie::players
