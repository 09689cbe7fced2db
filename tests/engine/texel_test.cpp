// Texel tuning's generic half (engine/texel.hpp): the training-file lines, the fit of the logistic
// scale K and the Adam fit of linear weights, on synthetic problems whose answer is known.
#include "engine/texel.hpp"

#include <cmath>
#include <sstream>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "core/rng.hpp"
#include "support/error_of.hpp"

namespace menagerie::engine::texel {
namespace {

using menagerie::harness::error_of;
using ::testing::HasSubstr;

double uniform(Rng& rng) { return double(rng.next() >> 11) / double(1ull << 53); }

TEST(TexelFile, LinesRoundTrip) {
  const std::string fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
  for (double result : {1.0, 0.5, 0.0}) {
    std::string line = format_labelled({fen, result});
    Labelled back = parse_labelled(line);
    EXPECT_EQ(back.position, fen);
    EXPECT_EQ(back.result, result);
  }
  EXPECT_EQ(format_labelled({fen, 1.0}), fen + " [1.0]");
  // Other tuners' spellings of the result read too, and trailing blanks and CR are ignored.
  EXPECT_EQ(parse_labelled(fen + " [1-0]\r").result, 1.0);
  EXPECT_EQ(parse_labelled(fen + " [1/2-1/2]  ").result, 0.5);
  EXPECT_EQ(parse_labelled(fen + "[0]").result, 0.0);
}

TEST(TexelFile, ReaderSkipsCommentsAndNamesTheBadLine) {
  std::istringstream good(
      "# generated\n\n8/8/8/8/8/8/8/K1k5 w - - 0 1 [0.5]\n  # indented\n"
      "8/8/8/8/8/8/8/K1k5 b - - 0 1 [0.0]\n");
  auto lines = read_labelled(good, "good.epd");
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[1].position, "8/8/8/8/8/8/8/K1k5 b - - 0 1");
  EXPECT_EQ(lines[1].result, 0.0);

  auto error_in = [](const std::string& text) {
    return error_of([&] {
      std::istringstream in(text);
      read_labelled(in, "data.epd");
    });
  };
  EXPECT_THAT(error_in("x [1.0]\n8/8 w\n"),
              HasSubstr("data.epd line 2: expected '<position> [result]'"));
  EXPECT_THAT(error_in("# c\nfen [2.0]\n"), HasSubstr("data.epd line 2: the result '2.0' is not"));
  EXPECT_THAT(error_in("fen [draw]"), HasSubstr("line 1: the result 'draw'"));
  EXPECT_THAT(error_in(" [0.5]"), HasSubstr("line 1: the line has a result but no position"));
  EXPECT_THAT(error_in("fen 1.0]"), HasSubstr("line 1: expected"));
}

TEST(TexelK, SigmoidIsTheLogisticCurveInBaseTen) {
  EXPECT_DOUBLE_EQ(sigmoid(0, 1.3), 0.5);
  EXPECT_NEAR(sigmoid(400, 1.0), 10.0 / 11.0, 1e-12);
  EXPECT_NEAR(sigmoid(-200, 2.0), 1.0 / 11.0, 1e-12);
}

// Results drawn as wins or losses with probability sigmoid(K·e): the fitted K lands near the true
// one, and exact probabilities as labels give it back almost exactly.
TEST(TexelK, FitRecoversTheScale) {
  Rng rng(5);
  const double true_k = 1.37;
  std::vector<double> evals;
  std::vector<float> exact, drawn;
  for (int i = 0; i < 20000; ++i) {
    double e = (uniform(rng) - 0.5) * 1200;
    double p = sigmoid(e, true_k);
    evals.push_back(e);
    exact.push_back(float(p));
    drawn.push_back(uniform(rng) < p ? 1.0f : 0.0f);
  }
  EXPECT_NEAR(fit_k(evals, exact), true_k, 1e-3);
  EXPECT_NEAR(fit_k(evals, drawn), true_k, 0.1);
  // The fit is a minimum: nudging K either way does not lower the error.
  double k = fit_k(evals, drawn);
  EXPECT_LE(mean_squared_error(evals, drawn, k), mean_squared_error(evals, drawn, k * 1.05));
  EXPECT_LE(mean_squared_error(evals, drawn, k), mean_squared_error(evals, drawn, k * 0.95));
}

// A synthetic evaluator with three terms and known weights: the fit started from wrong weights
// must lower the error and land near the truth.
TEST(TexelAdam, RecoversKnownWeights) {
  Rng rng(17);
  const std::vector<double> truth = {100, -40, 15};
  const double k = 1.2;
  Dataset data(3);
  for (int i = 0; i < 6000; ++i) {
    std::vector<double> row = {double(int(rng.below(5)) - 2), double(int(rng.below(7)) - 3),
                               (uniform(rng) - 0.5) * 20};
    double e = truth[0] * row[0] + truth[1] * row[1] + truth[2] * row[2];
    data.add(row, uniform(rng) < sigmoid(e, k) ? 1.0 : 0.0);
  }
  AdamOptions o;
  o.epochs = 400;
  o.rate = 2.0;
  int reports = 0;
  double last = 1;
  o.report_every = 100;
  o.progress = [&](int epoch, double error) {
    ++reports;
    EXPECT_EQ(epoch, 100 * reports);
    last = error;
  };
  auto fit = fit_weights(data, {50, 0, 0}, k, o);
  EXPECT_EQ(reports, 4);
  EXPECT_DOUBLE_EQ(last, fit.final_error);
  EXPECT_LT(fit.final_error, fit.initial_error - 0.01);
  EXPECT_NEAR(fit.weights[0], truth[0], 12);
  EXPECT_NEAR(fit.weights[1], truth[1], 6);
  EXPECT_NEAR(fit.weights[2], truth[2], 3);
  // The truth itself scores about as well as the fit: the fit found the minimum, not a side valley.
  EXPECT_LT(std::abs(data.error(truth, k) - fit.final_error), 0.002);
}

TEST(TexelAdam, FrozenWeightsStayAndTheGradientIsTheSlope) {
  Dataset data(2);
  data.add(std::vector<double>{1, 2}, 1.0);
  data.add(std::vector<double>{-1, 1}, 0.0);
  data.add(std::vector<double>{2, -1}, 0.5);
  // The analytic gradient agrees with a central difference of the error.
  std::vector<double> w = {30, -20};
  auto g = error_gradient(data, w, 1.0);
  for (int j = 0; j < 2; ++j) {
    auto up = w, down = w;
    up[j] += 1e-3, down[j] -= 1e-3;
    EXPECT_NEAR(g[j], (data.error(up, 1.0) - data.error(down, 1.0)) / 2e-3, 1e-8);
  }
  AdamOptions o;
  o.epochs = 50;
  o.frozen = {false, true};
  auto fit = fit_weights(data, w, 1.0, o);
  EXPECT_EQ(fit.weights[1], -20);
  EXPECT_NE(fit.weights[0], 30);
  EXPECT_THAT(error_of([&] {
                fit_weights(data, {1, 2, 3}, 1.0, o);
              }),
              HasSubstr("3 weights for rows of 2"));
  EXPECT_THAT(error_of([&] { data.add(std::vector<double>{1}, 1.0); }),
              HasSubstr("1 terms, expected 2"));
}

}  // namespace
}  // namespace menagerie::engine::texel
