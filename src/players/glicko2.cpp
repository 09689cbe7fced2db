#include "players/glicko2.hpp"

#include <cmath>
#include <numbers>
#include <stdexcept>

#include <fmt/format.h>

namespace menagerie::players {
namespace {

// The paper's conversion between the Glicko scale and the Glicko-2 scale.
constexpr double kScale = 173.7178;
constexpr double kCentre = 1500.0;

double mu_of(const Rating& r) { return (r.rating - kCentre) / kScale; }
double phi_of(const Rating& r) { return r.rd / kScale; }

double g(double phi) {
  return 1.0 / std::sqrt(1.0 + 3.0 * phi * phi / (std::numbers::pi * std::numbers::pi));
}

double expected(double mu, double mu_j, double phi_j) {
  return 1.0 / (1.0 + std::exp(-g(phi_j) * (mu - mu_j)));
}

void check(const Rating& r, const char* who) {
  if (!std::isfinite(r.rating))
    throw std::invalid_argument(fmt::format("{}: the rating is not a finite number", who));
  if (!(r.rd > 0.0) || !std::isfinite(r.rd)) {
    throw std::invalid_argument(
        fmt::format("{}: the rating deviation {} is not a positive number", who, r.rd));
  }
  if (!(r.volatility > 0.0) || !std::isfinite(r.volatility)) {
    throw std::invalid_argument(
        fmt::format("{}: the volatility {} is not a positive number", who, r.volatility));
  }
}

void check(std::span<const Result> results) {
  for (std::size_t i = 0; i < results.size(); ++i) {
    const std::string who = fmt::format("result {}", i + 1);
    check(results[i].opponent, who.c_str());
    const double s = results[i].score;
    if (!(s >= 0.0 && s <= 1.0)) {
      throw std::invalid_argument(fmt::format("{}: the score {} is not between 0 and 1", who, s));
    }
  }
}

// Step 5: the new volatility, by the Illinois variant of regula falsi on f(x) = 0, x = ln(sigma'^2).
double new_volatility(double phi, double sigma, const Estimate& e, const Settings& s) {
  const double a = std::log(sigma * sigma);
  const double delta2 = e.improvement * e.improvement;
  const double phi2 = phi * phi;
  const auto f = [&](double x) {
    const double ex = std::exp(x);
    const double d = phi2 + e.variance + ex;
    return ex * (delta2 - phi2 - e.variance - ex) / (2.0 * d * d) - (x - a) / (s.tau * s.tau);
  };
  double lo = a;
  double hi = 0.0;
  if (delta2 > phi2 + e.variance) {
    hi = std::log(delta2 - phi2 - e.variance);
  } else {
    int k = 1;
    while (f(a - k * s.tau) < 0.0) ++k;
    hi = a - k * s.tau;
  }
  double f_lo = f(lo);
  double f_hi = f(hi);
  // The paper's A is `lo` and B is `hi`; the loop keeps f(A) and f(B) of opposite signs.
  for (int i = 0; i < 200 && std::abs(hi - lo) > s.epsilon; ++i) {
    const double c = lo + (lo - hi) * f_lo / (f_hi - f_lo);
    const double f_c = f(c);
    if (f_c * f_hi <= 0.0) {
      lo = hi;
      f_lo = f_hi;
    } else {
      f_lo /= 2.0;
    }
    hi = c;
    f_hi = f_c;
  }
  return std::exp(lo / 2.0);
}

}  // namespace

Estimate estimate(const Rating& player, std::span<const Result> results) {
  check(player, "the player");
  check(results);
  if (results.empty()) {
    throw std::invalid_argument(
        "no results to estimate from: a period without games only grows the RD");
  }
  const double mu = mu_of(player);
  double inverse_v = 0.0;
  double sum = 0.0;
  for (const Result& r : results) {
    const double mu_j = mu_of(r.opponent);
    const double phi_j = phi_of(r.opponent);
    const double e = expected(mu, mu_j, phi_j);
    inverse_v += g(phi_j) * g(phi_j) * e * (1.0 - e);
    sum += g(phi_j) * (r.score - e);
  }
  const double v = 1.0 / inverse_v;
  return Estimate{v, v * sum};
}

Rating rate(const Rating& player, std::span<const Result> results, const Settings& settings) {
  check(player, "the player");
  check(results);
  if (results.empty()) return idle(player, 1, settings);
  const double mu = mu_of(player);
  const double phi = phi_of(player);
  const Estimate e = estimate(player, results);
  const double sigma = new_volatility(phi, player.volatility, e, settings);
  const double phi_star = std::sqrt(phi * phi + sigma * sigma);
  const double new_phi = 1.0 / std::sqrt(1.0 / (phi_star * phi_star) + 1.0 / e.variance);
  const double new_mu = mu + new_phi * new_phi * (e.improvement / e.variance);
  return Rating{kCentre + kScale * new_mu, std::min(kScale * new_phi, settings.max_rd), sigma};
}

Rating idle(const Rating& player, int periods, const Settings& settings) {
  check(player, "the player");
  if (periods < 0)
    throw std::invalid_argument(fmt::format("idle periods: {} is negative", periods));
  if (periods == 0) return player;  // exactly: no rounding through the Glicko-2 scale
  const double phi = phi_of(player);
  const double grown = kScale * std::sqrt(phi * phi + static_cast<double>(periods) *
                                                          player.volatility * player.volatility);
  // Never shrinks, never grows past max_rd.
  return Rating{player.rating, std::max(player.rd, std::min(grown, settings.max_rd)),
                player.volatility};
}

bool provisional(const Rating& player, const Settings& settings) {
  return player.rd > settings.provisional_rd;
}

}  // namespace menagerie::players
