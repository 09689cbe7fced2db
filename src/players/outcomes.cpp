#include "players/outcomes.hpp"

#include <stdexcept>

#include <fmt/format.h>

#include "players/pairwise.hpp"

namespace menagerie::players {

Rating as_of(const Rating& stored, std::int64_t updated_ms, std::int64_t now_ms,
             const Settings& settings) {
  if (now_ms <= updated_ms) return stored;
  const std::int64_t days = (now_ms - updated_ms) / kRatingPeriodMs;
  // idle() saturates at max_rd long before a day count overflows an int.
  return idle(stored, static_cast<int>(std::min<std::int64_t>(days, 1'000'000)), settings);
}

std::vector<Rating> rate_standing(std::span<const int> places, std::span<const Rating> before,
                                  const Settings& settings) {
  const std::vector<std::vector<Result>> results = pairwise_results(places, before);
  std::vector<Rating> out;
  for (std::size_t i = 0; i < before.size(); ++i)
    out.push_back(rate(before[i], results[i], settings));
  return out;
}

std::vector<Rating> rate_teams(std::span<const int> team_of_seat, std::span<const int> team_places,
                               std::span<const Rating> before, const Settings& settings) {
  if (team_of_seat.size() != before.size()) {
    throw std::invalid_argument(
        fmt::format("{} seats' teams for {} ratings", team_of_seat.size(), before.size()));
  }
  const std::size_t teams = team_places.size();
  if (teams < 2)
    throw std::invalid_argument(fmt::format("a team game needs two teams or more, not {}", teams));
  std::vector<std::vector<Rating>> members(teams);
  for (std::size_t i = 0; i < team_of_seat.size(); ++i) {
    const int t = team_of_seat[i];
    if (t < 0 || static_cast<std::size_t>(t) >= teams) {
      throw std::invalid_argument(
          fmt::format("seat {}: team {} is not one of the {} teams", i, t, teams));
    }
    members[static_cast<std::size_t>(t)].push_back(before[i]);
  }
  std::vector<Rating> composite;
  for (std::size_t t = 0; t < teams; ++t) {
    if (members[t].empty()) throw std::invalid_argument(fmt::format("team {} has no seat", t));
    composite.push_back(team_rating(members[t]));
  }
  // The teams' pairwise results; a seat takes its team's, each against an opposing composite.
  const std::vector<std::vector<Result>> by_team = pairwise_results(team_places, composite);
  std::vector<Rating> out;
  for (std::size_t i = 0; i < before.size(); ++i) {
    out.push_back(rate(before[i], by_team[static_cast<std::size_t>(team_of_seat[i])], settings));
  }
  return out;
}

}  // namespace menagerie::players
