// The match statistics (Elo, its interval, the SPRT), the time control, the go command and the PGN
// tag editing. The reference numbers were computed by hand with an independent Python script: Elo =
// -400 log10(1/s - 1); the SPRT's log-likelihoods by maximising the trinomial likelihood directly
// over the win probability on the line {w + d/2 = s, w + d + l = 1} (ternary search), not by the
// tilt the code uses.
#include <array>
#include <chrono>
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "protocol/elo.hpp"
#include "protocol/match.hpp"
#include "protocol/sprt.hpp"
#include "protocol/time_control.hpp"

namespace menagerie::protocol {
namespace {

TEST(Elo, LogisticFormula) {
  EXPECT_NEAR(elo_from_score(0.6), 70.43650362227247, 1e-9);
  EXPECT_NEAR(elo_from_score(0.4), -70.43650362227247, 1e-9);
  EXPECT_DOUBLE_EQ(elo_from_score(0.5), 0.0);
  EXPECT_NEAR(elo_from_score(0.75), 400 * std::log10(3.0), 1e-9);
  EXPECT_TRUE(std::isinf(elo_from_score(1.0)) && elo_from_score(1.0) > 0);
  EXPECT_TRUE(std::isinf(elo_from_score(0.0)) && elo_from_score(0.0) < 0);
  for (double e : {-300.0, -35.0, 0.0, 12.5, 200.0})
    EXPECT_NEAR(elo_from_score(score_from_elo(e)), e, 1e-9);
}

TEST(Elo, TallyScoreAndVariance) {
  Tally t{50, 20, 30};
  EXPECT_EQ(t.games(), 100);
  EXPECT_DOUBLE_EQ(t.score(), 0.6);
  // (50 * 0.4^2 + 20 * 0.1^2 + 30 * 0.6^2) / 100
  EXPECT_NEAR(t.variance(), 0.19, 1e-12);
  Tally u;
  u.add(1);
  u.add(0.5);
  u.add(0);
  u.add(1);
  EXPECT_EQ(u.wins, 2);
  EXPECT_EQ(u.draws, 1);
  EXPECT_EQ(u.losses, 1);
  EXPECT_DOUBLE_EQ(Tally{}.score(), 0.5);
}

TEST(Elo, IntervalFromTrinomialVariance) {
  // 60% over +50 =20 -30: standard error sqrt(0.19 / 100) = 0.0435890, bounds 0.6 -+ 1.95996 of it.
  auto e = estimate_elo(Tally{50, 20, 30});
  EXPECT_NEAR(e.elo, 70.43650362227247, 1e-9);
  EXPECT_NEAR(e.low, 10.125158404040864, 1e-6);
  EXPECT_NEAR(e.high, 135.30061830185437, 1e-6);
  EXPECT_NEAR(e.margin(), (135.30061830185437 - 10.125158404040864) / 2, 1e-6);
  // More games of the same proportions narrow the interval by sqrt(4) in score terms.
  auto wide = estimate_elo(Tally{5, 2, 3}), narrow = estimate_elo(Tally{500, 200, 300});
  EXPECT_GT(wide.margin(), narrow.margin());
  EXPECT_NEAR(narrow.elo, e.elo, 1e-9);
}

TEST(Elo, PerfectScoreHasAnInfiniteBound) {
  auto e = estimate_elo(Tally{4, 0, 0});
  EXPECT_TRUE(std::isinf(e.elo));
  EXPECT_EQ(format_elo(e), "+inf ± inf");
  EXPECT_EQ(format_elo(estimate_elo(Tally{50, 20, 30})), "+70.4 ± 62.6");
  EXPECT_EQ(format_elo(estimate_elo(Tally{0, 3, 0})), "+0.0 ± 0.0");
  EXPECT_EQ(format_elo(estimate_elo(Tally{30, 20, 50})), "-70.4 ± 62.6");
}

TEST(Sprt, WaldBounds) {
  Sprt s(0, 5);
  EXPECT_NEAR(s.upper(), std::log(19.0), 1e-12);
  EXPECT_NEAR(s.lower(), -std::log(19.0), 1e-12);
  EXPECT_NEAR(s.upper(), 2.9444389791664403, 1e-12);
  Sprt t(0, 5, 0.05, 0.1);  // lower = log(0.1 / 0.95), upper = log(0.9 / 0.05)
  EXPECT_NEAR(t.lower(), std::log(0.1 / 0.95), 1e-12);
  EXPECT_NEAR(t.upper(), std::log(18.0), 1e-12);
}

TEST(Sprt, LlrMatchesDirectMaximisation) {
  EXPECT_NEAR(Sprt(0, 5).llr(Tally{50, 20, 30}), 0.3469883837906167, 1e-6);
  EXPECT_NEAR(Sprt(0, 100).llr(Tally{50, 20, 30}), 2.0923086573797036, 1e-6);
  EXPECT_NEAR(Sprt(0, 5).llr(Tally{30, 20, 50}), -0.37255199703187714, 1e-6);
  EXPECT_NEAR(Sprt(-5, 5).llr(Tally{300, 400, 300}), 0.0, 1e-9);  // symmetric hypotheses, 50% score
  EXPECT_NEAR(Sprt(0, 10).llr(Tally{1200, 1600, 1000}), 7.229797684675759, 1e-5);
}

TEST(Sprt, LlrIsCloseToTheNormalApproximationOnLargeSamples) {
  // N (s1 - s0) (2 s - s0 - s1) / (2 var) = 7.2577 for +1200 =1600 -1000 between 0 and 10 Elo.
  EXPECT_NEAR(Sprt(0, 10).llr(Tally{1200, 1600, 1000}), 7.2577341287709585, 0.05);
}

TEST(Sprt, SignAndVerdict) {
  Sprt s(0, 10);
  EXPECT_EQ(s.llr(Tally{}), 0.0);
  EXPECT_GT(s.llr(Tally{60, 20, 20}), 0);  // above elo1's score: evidence for H1
  EXPECT_LT(s.llr(Tally{20, 20, 60}), 0);  // below elo0's score: evidence for H0
  EXPECT_EQ(s.verdict(Tally{1200, 1600, 1000}), Sprt::Verdict::kH1);
  EXPECT_EQ(s.verdict(Tally{1000, 1600, 1200}), Sprt::Verdict::kH0);
  EXPECT_EQ(s.verdict(Tally{5, 5, 5}), Sprt::Verdict::kContinue);
  // Only one kind of result seen so far: still defined, and on the right side.
  EXPECT_GT(s.llr(Tally{10, 0, 0}), 0);
  EXPECT_LT(s.llr(Tally{0, 0, 10}), 0);
  EXPECT_TRUE(std::isfinite(s.llr(Tally{0, 10, 0})));
  EXPECT_EQ(verdict_name(Sprt::Verdict::kH1), "H1");
}

TEST(Sprt, ParseNamesTheFault) {
  auto s = Sprt::parse("-1.5,3");
  EXPECT_DOUBLE_EQ(s.elo0(), -1.5);
  EXPECT_DOUBLE_EQ(s.elo1(), 3);
  auto message = [](const char* text) {
    try {
      Sprt::parse(text);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(message("5").find("elo0,elo1"), std::string::npos);
  EXPECT_NE(message("a,5").find("'a' is not a number"), std::string::npos);
  EXPECT_NE(message("5,0").find("elo0 < elo1"), std::string::npos);
}

TEST(TimeControl, ParsesBaseAndIncrement) {
  auto tc = TimeControl::parse("10+0.1");
  EXPECT_EQ(tc.base_ms, 10000);
  EXPECT_EQ(tc.increment_ms, 100);
  EXPECT_EQ(tc.text(), "10+0.1");
  auto plain = TimeControl::parse("60");
  EXPECT_EQ(plain.base_ms, 60000);
  EXPECT_EQ(plain.increment_ms, 0);
  EXPECT_EQ(plain.text(), "60+0");
  EXPECT_EQ(TimeControl::parse("0.5+0.01").text(), "0.5+0.01");
  for (const char* bad : {"", "x", "10+", "10+y", "-1+0", "0+0", "10+0.1+3"}) {
    try {
      TimeControl::parse(bad);
      ADD_FAILURE() << "accepted " << bad;
    } catch (const InputError& e) {
      EXPECT_NE(std::string(e.what()).find("bad time control"), std::string::npos) << bad;
    }
  }
}

TEST(TimeControl, ClockChargesAndFlags) {
  Clock c(TimeControl{1000, 100}, std::chrono::milliseconds(50));
  EXPECT_EQ(c.deadline().count(), 1050);
  EXPECT_TRUE(c.charge(std::chrono::milliseconds(300)));
  EXPECT_EQ(c.left_ms(), 800);                             // 1000 - 300 + 100
  EXPECT_TRUE(c.charge(std::chrono::milliseconds(840)));   // 40 ms over, inside the margin
  EXPECT_EQ(c.left_ms(), 100);                             // stopped at zero, then the increment
  EXPECT_FALSE(c.charge(std::chrono::milliseconds(151)));  // 51 ms over: the flag falls
  EXPECT_EQ(c.left_ms(), 0);
}

TEST(MoveLimit, GoCommandUsesTheFixedLimitOrBothClocks) {
  TimeControl tc{2000, 100};
  std::array<Clock, 2> clocks = {Clock(tc, std::chrono::milliseconds(50)),
                                 Clock(tc, std::chrono::milliseconds(50))};
  ASSERT_TRUE(clocks[1].charge(std::chrono::milliseconds(500)));
  EXPECT_EQ(go_command(MoveLimit{}, clocks), "go wtime 2000 btime 1600 winc 100 binc 100");
  // Each side's own increment when the engines play on different clocks.
  std::array<Clock, 2> own = {Clock(TimeControl{60000, 1000}, std::chrono::milliseconds(50)),
                              Clock(tc, std::chrono::milliseconds(50))};
  EXPECT_EQ(go_command(MoveLimit{}, own), "go wtime 60000 btime 2000 winc 1000 binc 100");
  EXPECT_FALSE(MoveLimit{}.active());
  EXPECT_EQ(MoveLimit{}.text(), "");
  EXPECT_EQ(go_command(MoveLimit{20000, 0}, clocks), "go nodes 20000");
  EXPECT_EQ(go_command(MoveLimit{0, 7}, clocks), "go depth 7");
  EXPECT_EQ(go_command(MoveLimit{5000, 9}, clocks), "go depth 9 nodes 5000");
  EXPECT_TRUE((MoveLimit{0, 1}.active()));
}

TEST(Pgn, WithTagsReplacesAddsAndEndsWithTheResult) {
  std::string pgn =
      "[Event \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"*\"]\n[FEN \"x\"]\n\n1. e4 e5 *\n";
  std::string out = with_tags(pgn, {{"White", "A \"quoted\""}, {"Termination", "crash"}}, "1-0",
                              "Black (B) crashed");
  EXPECT_NE(out.find("[White \"A \\\"quoted\\\"\"]\n"), std::string::npos);
  EXPECT_NE(out.find("[Result \"1-0\"]\n"), std::string::npos);
  EXPECT_NE(out.find("[FEN \"x\"]\n[Termination \"crash\"]\n\n"), std::string::npos) << out;
  EXPECT_EQ(out.find("[Result \"*\"]"), std::string::npos);
  EXPECT_NE(out.find("\n\n1. e4 e5 {Black (B) crashed} 1-0\n"), std::string::npos) << out;
  // A game with no moves, no comment.
  std::string empty = with_tags("[Result \"*\"]\n\n*\n", {}, "0-1", "");
  EXPECT_EQ(empty, "[Result \"0-1\"]\n\n0-1\n");
}

}  // namespace
}  // namespace menagerie::protocol
