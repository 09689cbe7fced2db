#include "protocol/elo.hpp"

#include <cmath>
#include <limits>

#include <fmt/format.h>

namespace menagerie::protocol {

namespace {
constexpr double kZ95 = 1.959963984540054;  // the two-sided 95% quantile of the standard normal
constexpr double kInf = std::numeric_limits<double>::infinity();
}  // namespace

double Tally::score() const { return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games(); }

double Tally::variance() const {
  if (games() == 0) return 0;
  double s = score(), n = games();
  return (wins * (1 - s) * (1 - s) + draws * (0.5 - s) * (0.5 - s) + losses * s * s) / n;
}

void Tally::add(double points) {
  if (points > 0.75)
    ++wins;
  else if (points > 0.25)
    ++draws;
  else
    ++losses;
}

double elo_from_score(double score) {
  if (score <= 0) return -kInf;
  if (score >= 1) return kInf;
  return 400.0 * std::log10(score / (1.0 - score));
}

double score_from_elo(double elo) { return 1.0 / (1.0 + std::pow(10.0, -elo / 400.0)); }

EloEstimate estimate_elo(const Tally& t) {
  EloEstimate e;
  double s = t.score();
  e.elo = elo_from_score(s);
  if (t.games() == 0) {
    e.low = -kInf;
    e.high = kInf;
    return e;
  }
  double se = std::sqrt(t.variance() / t.games());
  e.low = elo_from_score(s - kZ95 * se);
  e.high = elo_from_score(s + kZ95 * se);
  return e;
}

std::string format_elo(const EloEstimate& e) {
  auto number = [](double x) {
    if (std::isinf(x)) return std::string(x > 0 ? "+inf" : "-inf");
    return fmt::format("{:+.1f}", x == 0 ? 0.0 : x);  // never "-0.0" for an even score
  };
  double m = e.margin();
  return number(e.elo) + " ± " +
         (std::isinf(m) || std::isnan(m) ? "inf" : fmt::format("{:.1f}", m));
}

}  // namespace menagerie::protocol
