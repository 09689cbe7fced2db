// Texel tuning: fitting an evaluator to game results. Each training position carries the result
// of the game it came from (1, ½ or 0 for the first seat); the evaluation e is read as a win
// probability through the logistic curve sigmoid(K·e) = 1 / (1 + 10^(−K·e/400)), and the weights
// are chosen to minimise the mean squared error between that probability and the results. K is
// fitted first, with the evaluator as it stands, so that the weights keep their centipawn scale.
//
// The evaluator is seen as linear in its weights: e = Σ w_j·x_j, where x_j is how much weight j
// counts in the position (a game computes its rows; nothing here knows a game). The weights are
// then fitted by Adam, full-batch gradient descent with per-weight step sizes, which is
// deterministic and needs no tuning of its own on problems of a few dozen weights.
//
// Training files hold one position a line, "<position text> [<result>]" with the result 1.0, 0.5
// or 0.0 for the first seat (the EPD-like form other Texel tuners read); blank lines and lines
// starting with '#' are skipped.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <functional>
#include <istream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"

namespace menagerie::engine::texel {

struct Labelled {
  std::string position;  // in the game's own notation (a FEN for chess)
  double result = 0.5;   // for the first seat: 1 win, 0.5 draw, 0 loss
};

inline std::string format_labelled(const Labelled& l) {
  const char* r = l.result > 0.75 ? "1.0" : l.result < 0.25 ? "0.0" : "0.5";
  return l.position + " [" + r + "]";
}

// One line of a training file. Throws InputError naming the fault (without the line number: the
// reader adds it).
inline Labelled parse_labelled(std::string_view line) {
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
    line.remove_suffix(1);
  auto open = line.rfind('[');
  if (line.empty() || line.back() != ']' || open == std::string_view::npos)
    throw InputError("expected '<position> [result]' with the result 1.0, 0.5 or 0.0 in brackets");
  std::string_view result = line.substr(open + 1, line.size() - open - 2);
  std::string_view position = line.substr(0, open);
  while (!position.empty() && (position.back() == ' ' || position.back() == '\t'))
    position.remove_suffix(1);
  Labelled l;
  if (result == "1.0" || result == "1" || result == "1-0")
    l.result = 1.0;
  else if (result == "0.5" || result == "1/2-1/2")
    l.result = 0.5;
  else if (result == "0.0" || result == "0" || result == "0-1")
    l.result = 0.0;
  else
    throw InputError("the result '" + std::string(result) + "' is not 1.0, 0.5 or 0.0");
  if (position.empty()) throw InputError("the line has a result but no position");
  l.position = std::string(position);
  return l;
}

// Every labelled line of `in`; a bad line throws InputError "<source> line N: <fault>".
inline std::vector<Labelled> read_labelled(std::istream& in, const std::string& source) {
  std::vector<Labelled> out;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#') continue;
    try {
      out.push_back(parse_labelled(line));
    } catch (const InputError& e) {
      throw InputError(source + " line " + std::to_string(number) + ": " + e.what());
    }
  }
  return out;
}

// The logistic curve: the expected score of an evaluation `eval` for the side it favours.
inline double sigmoid(double eval, double k) {
  return 1.0 / (1.0 + std::pow(10.0, -k * eval / 400));
}

inline double mean_squared_error(std::span<const double> evals, std::span<const float> results,
                                 double k) {
  if (evals.empty()) return 0;
  double sum = 0;
  for (std::size_t i = 0; i < evals.size(); ++i) {
    double d = sigmoid(evals[i], k) - results[i];
    sum += d * d;
  }
  return sum / double(evals.size());
}

// The K in [lo, hi] minimising the error of fixed evaluations, by golden-section search (the error
// of real data falls to one minimum and rises again as K grows; a second dip would go unseen).
inline double fit_k(std::span<const double> evals, std::span<const float> results, double lo = 0.05,
                    double hi = 5.0) {
  const double ratio = (std::sqrt(5.0) - 1) / 2;
  double a = lo, b = hi;
  double c = b - ratio * (b - a), d = a + ratio * (b - a);
  double fc = mean_squared_error(evals, results, c), fd = mean_squared_error(evals, results, d);
  while (b - a > 1e-6) {
    if (fc < fd) {
      b = d, d = c, fd = fc;
      c = b - ratio * (b - a);
      fc = mean_squared_error(evals, results, c);
    } else {
      a = c, c = d, fc = fd;
      d = a + ratio * (b - a);
      fd = mean_squared_error(evals, results, d);
    }
  }
  return (a + b) / 2;
}

// Training rows for a linear evaluator: row i holds x_ij for every weight j, from the first seat's
// view, and results[i] the game's result for the first seat.
class Dataset {
 public:
  explicit Dataset(std::size_t width) : width_(width) {}

  std::size_t width() const { return width_; }
  std::size_t size() const { return results_.size(); }
  void add(std::span<const double> row, double result) {
    if (row.size() != width_)
      throw InputError("a training row has " + std::to_string(row.size()) + " terms, expected " +
                       std::to_string(width_));
    features_.insert(features_.end(), row.begin(), row.end());
    results_.push_back(float(result));
  }
  std::span<const float> row(std::size_t i) const { return {&features_[i * width_], width_}; }
  std::span<const float> results() const { return results_; }

  double eval(std::size_t i, std::span<const double> weights) const {
    double e = 0;
    auto x = row(i);
    for (std::size_t j = 0; j < width_; ++j) e += weights[j] * x[j];
    return e;
  }
  std::vector<double> evals(std::span<const double> weights) const {
    std::vector<double> out(size());
    for (std::size_t i = 0; i < size(); ++i) out[i] = eval(i, weights);
    return out;
  }
  double error(std::span<const double> weights, double k) const {
    auto e = evals(weights);
    return mean_squared_error(e, results_, k);
  }

 private:
  std::size_t width_;
  std::vector<float> features_;
  std::vector<float> results_;
};

struct AdamOptions {
  int epochs = 2000;
  double rate = 1.0;  // the largest step a weight takes per epoch, in the weights' units
  double beta1 = 0.9, beta2 = 0.999, epsilon = 1e-8;
  std::vector<bool> frozen;  // weights left as they start (empty: none)
  // Called every `report_every` epochs with the epoch and the training error.
  std::function<void(int, double)> progress;
  int report_every = 100;
};

struct FitResult {
  std::vector<double> weights;
  double initial_error = 0, final_error = 0;
};

// The gradient of the mean squared error with respect to the weights.
inline std::vector<double> error_gradient(const Dataset& data, std::span<const double> weights,
                                          double k) {
  std::vector<double> g(data.width(), 0.0);
  const double slope = k * std::log(10.0) / 400;  // dσ/de = σ(1−σ)·slope
  for (std::size_t i = 0; i < data.size(); ++i) {
    double s = sigmoid(data.eval(i, weights), k);
    double factor = 2 * (s - data.results()[i]) * s * (1 - s) * slope;
    auto x = data.row(i);
    for (std::size_t j = 0; j < g.size(); ++j) g[j] += factor * x[j];
  }
  for (double& v : g) v /= double(std::max<std::size_t>(data.size(), 1));
  return g;
}

inline FitResult fit_weights(const Dataset& data, std::vector<double> weights, double k,
                             const AdamOptions& o = {}) {
  if (weights.size() != data.width())
    throw InputError("fit_weights: " + std::to_string(weights.size()) + " weights for rows of " +
                     std::to_string(data.width()));
  FitResult r;
  r.initial_error = data.error(weights, k);
  std::vector<double> m(weights.size(), 0.0), v(weights.size(), 0.0);
  double b1 = 1, b2 = 1;
  for (int epoch = 1; epoch <= o.epochs; ++epoch) {
    auto g = error_gradient(data, weights, k);
    b1 *= o.beta1, b2 *= o.beta2;
    for (std::size_t j = 0; j < weights.size(); ++j) {
      if (j < o.frozen.size() && o.frozen[j]) continue;
      m[j] = o.beta1 * m[j] + (1 - o.beta1) * g[j];
      v[j] = o.beta2 * v[j] + (1 - o.beta2) * g[j] * g[j];
      double mhat = m[j] / (1 - b1), vhat = v[j] / (1 - b2);
      weights[j] -= o.rate * mhat / (std::sqrt(vhat) + o.epsilon);
    }
    if (o.progress && o.report_every > 0 && epoch % o.report_every == 0)
      o.progress(epoch, data.error(weights, k));
  }
  r.final_error = data.error(weights, k);
  r.weights = std::move(weights);
  return r;
}

}  // namespace menagerie::engine::texel
