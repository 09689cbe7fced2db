#include "protocol/sprt.hpp"

#include <array>
#include <cmath>
#include <string>

#include <fmt/format.h>

#include "core/error.hpp"

namespace menagerie::protocol {

namespace {

// The log-likelihood per game of the trinomial nearest to `freq` (relative frequencies of the
// scores `points`) whose mean is `target`: p_i = freq_i / (1 + theta (points_i - target)), with
// theta the root of sum freq_i (points_i - target) / (1 + theta (points_i - target)) = 0, which is
// decreasing in theta. Returns theta; the caller sums counts_i * -log(1 + theta x_i).
double tilt(const std::array<double, 3>& freq, const std::array<double, 3>& points, double target) {
  // All denominators must stay positive: theta in (-1 / max x, -1 / min x) where x = points -
  // target.
  double max_x = points[0] - target, min_x = points[2] - target;
  double lo = -1.0 / max_x, hi = -1.0 / min_x;
  auto f = [&](double theta) {
    double sum = 0;
    for (int i = 0; i < 3; ++i)
      sum += freq[i] * (points[i] - target) / (1 + theta * (points[i] - target));
    return sum;
  };
  for (int iter = 0; iter < 200; ++iter) {
    double mid = lo + (hi - lo) / 2;
    if (mid <= lo || mid >= hi) break;
    if (f(mid) > 0)
      lo = mid;
    else
      hi = mid;
  }
  return lo + (hi - lo) / 2;
}

}  // namespace

Sprt::Sprt(double elo0, double elo1, double alpha, double beta)
    : elo0_(elo0), elo1_(elo1), alpha_(alpha), beta_(beta) {
  if (!(elo1 > elo0))
    throw InputError(fmt::format("SPRT needs elo0 < elo1 (got {} and {})", elo0, elo1));
  if (!(alpha > 0 && alpha < 1 && beta > 0 && beta < 1))
    throw InputError("SPRT error rates alpha and beta must lie strictly between 0 and 1");
}

Sprt Sprt::parse(std::string_view text) {
  auto comma = text.find(',');
  if (comma == std::string_view::npos)
    throw InputError(fmt::format("bad SPRT bounds '{}': expected elo0,elo1 such as 0,5", text));
  auto number = [&](std::string_view part) {
    std::string s(part);
    std::size_t used = 0;
    double v = 0;
    try {
      v = std::stod(s, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (s.empty() || used != s.size() || !std::isfinite(v))
      throw InputError(fmt::format("bad SPRT bounds '{}': '{}' is not a number", text, part));
    return v;
  };
  return Sprt(number(text.substr(0, comma)), number(text.substr(comma + 1)));
}

double Sprt::lower() const { return std::log(beta_ / (1 - alpha_)); }
double Sprt::upper() const { return std::log((1 - beta_) / alpha_); }

double Sprt::llr(const Tally& t) const {
  if (t.games() == 0) return 0;
  const std::array<double, 3> counts = {double(t.wins), double(t.draws), double(t.losses)};
  const std::array<double, 3> points = {1.0, 0.5, 0.0};
  std::array<double, 3> freq;
  double total = 0;
  for (int i = 0; i < 3; ++i) total += freq[i] = counts[i] > 0 ? counts[i] : 1e-3;
  for (double& f : freq) f /= total;
  double s0 = score_from_elo(elo0_), s1 = score_from_elo(elo1_);
  double theta0 = tilt(freq, points, s0), theta1 = tilt(freq, points, s1);
  // log(p1_i / p0_i) = log(1 + theta0 x0_i) - log(1 + theta1 x1_i).
  double sum = 0;
  for (int i = 0; i < 3; ++i)
    if (counts[i] > 0)
      sum += counts[i] *
             (std::log1p(theta0 * (points[i] - s0)) - std::log1p(theta1 * (points[i] - s1)));
  return sum;
}

Sprt::Verdict Sprt::verdict(const Tally& t) const {
  double v = llr(t);
  if (v >= upper()) return Verdict::kH1;
  if (v <= lower()) return Verdict::kH0;
  return Verdict::kContinue;
}

std::string_view verdict_name(Sprt::Verdict v) {
  switch (v) {
    case Sprt::Verdict::kH0:
      return "H0";
    case Sprt::Verdict::kH1:
      return "H1";
    default:
      return "continue";
  }
}

}  // namespace menagerie::protocol
