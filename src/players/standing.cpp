#include "players/standing.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "players/outcomes.hpp"

namespace menagerie::players {
namespace {

// Places from a score per seat, `lower_first` when fewer is better: 1 + how many seats did better.
std::vector<int> places_by_score(const Outcome& o, int seats, bool lower_first) {
  std::vector<int> places;
  for (int i = 0; i < seats; ++i) {
    int better = 0;
    for (int j = 0; j < seats; ++j)
      better += lower_first ? o.score[std::size_t(j)] < o.score[std::size_t(i)]
                            : o.score[std::size_t(j)] > o.score[std::size_t(i)];
    places.push_back(1 + better);
  }
  return places;
}

// Whether the winners' scores are the lowest: then fewer is better.
bool winners_score_lowest(const Outcome& o, int seats) {
  for (int w = 0; w < seats; ++w) {
    if (!o.wins(w)) continue;
    for (int s = 0; s < seats; ++s)
      if (!o.wins(s) && o.score[std::size_t(s)] < o.score[std::size_t(w)]) return false;
  }
  return true;
}

}  // namespace

std::optional<Standing> standing_of(const Traits& traits, const Outcome& outcome, int seats,
                                    std::span<const int> team_of_seat) {
  if (seats < 2 || seats > kMaxSeats)
    throw std::invalid_argument(
        fmt::format("{} seats: a rated game has 2 to {}", seats, kMaxSeats));
  if (!outcome.over() || traits.cooperative || outcome.kind == Outcome::Kind::kLoss)
    return std::nullopt;
  const bool draw = outcome.kind == Outcome::Kind::kDraw;
  Standing st;
  if (traits.teams) {
    if (team_of_seat.size() != std::size_t(seats))
      throw std::invalid_argument(
          fmt::format("{} seats' teams for a team game of {} seats", team_of_seat.size(), seats));
    const int teams = 1 + *std::max_element(team_of_seat.begin(), team_of_seat.end());
    st.team_of_seat.assign(team_of_seat.begin(), team_of_seat.end());
    st.team_places.assign(std::size_t(std::max(teams, 0)), draw ? 1 : 2);
    for (int s = 0; s < seats; ++s) {
      if (team_of_seat[std::size_t(s)] < 0)
        throw std::invalid_argument(fmt::format("seat {} has no team", s));
      if (!draw && outcome.wins(s)) st.team_places[std::size_t(team_of_seat[std::size_t(s)])] = 1;
    }
    for (int s = 0; s < seats; ++s)
      st.places.push_back(st.team_places[std::size_t(team_of_seat[std::size_t(s)])]);
    return st;
  }
  if (draw) {
    st.places.assign(std::size_t(seats), 1);
  } else if (traits.scores && outcome.scored && seats > 2) {
    st.places = places_by_score(outcome, seats, winners_score_lowest(outcome, seats));
  } else {
    for (int s = 0; s < seats; ++s) st.places.push_back(outcome.wins(s) ? 1 : 2);
  }
  return st;
}

std::vector<Rating> ratings_after(const Standing& standing, std::span<const Rating> before,
                                  const Settings& settings) {
  if (!standing.team_of_seat.empty())
    return rate_teams(standing.team_of_seat, standing.team_places, before, settings);
  return rate_standing(standing.places, before, settings);
}

}  // namespace menagerie::players
