#include "players/pairwise.hpp"

#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace menagerie::players {

std::vector<std::vector<Result>> pairwise_results(std::span<const int> places,
                                                  std::span<const Rating> ratings) {
  if (places.size() != ratings.size()) {
    throw std::invalid_argument(
        fmt::format("a standing of {} places for {} ratings", places.size(), ratings.size()));
  }
  if (places.size() < 2) {
    throw std::invalid_argument(
        fmt::format("a standing needs two sides or more, not {}", places.size()));
  }
  for (std::size_t i = 0; i < places.size(); ++i) {
    if (places[i] < 1) {
      throw std::invalid_argument(
          fmt::format("side {}: the place {} is below 1", i + 1, places[i]));
    }
  }
  std::vector<std::vector<Result>> out(places.size());
  for (std::size_t i = 0; i < places.size(); ++i) {
    for (std::size_t j = 0; j < places.size(); ++j) {
      if (i == j) continue;
      const double score = places[i] < places[j] ? 1.0 : places[i] > places[j] ? 0.0 : 0.5;
      out[i].push_back(Result{ratings[j], score});
    }
  }
  return out;
}

Rating team_rating(std::span<const Rating> seats) {
  if (seats.empty()) throw std::invalid_argument("a team needs at least one seat");
  Rating out{0.0, 0.0, 0.0};
  for (const Rating& r : seats) {
    out.rating += r.rating;
    out.rd += r.rd * r.rd;
    out.volatility += r.volatility;
  }
  const double n = static_cast<double>(seats.size());
  return Rating{out.rating / n, std::sqrt(out.rd / n), out.volatility / n};
}

}  // namespace menagerie::players
