// The ratings a finished rated game leaves its players with, in the shapes our games end in: two
// players or a race (a standing), or teams. Each rated game is one Glicko-2 rating period for its
// players, rated against their opponents' ratings from before the game; time without games counts
// in whole days (as_of). The caller (the server, later) says which shape a game has; this knows
// no game.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "players/glicko2.hpp"

namespace menagerie::players {

constexpr std::int64_t kRatingPeriodMs = 24 * 60 * 60 * 1000;  // idle RD growth: one period a day

// A stored rating as it stands at `now_ms`: its RD grown for every whole day since `updated_ms`.
Rating as_of(const Rating& stored, std::int64_t updated_ms, std::int64_t now_ms,
             const Settings& settings = {});

// Every side rated against every other by place (pairwise_results): a two-player game is the
// standing {1, 2} (or {1, 1} for a draw), a Golf race its final standing.
std::vector<Rating> rate_standing(std::span<const int> places, std::span<const Rating> before,
                                  const Settings& settings = {});

// Teams (Crowded House): seat i plays for team `team_of_seat[i]` (0-based), team t finished in
// place `team_places[t]`. Each seat is rated alone against every other team's composite
// (team_rating), with the score its team's place gives. Throws std::invalid_argument for a seat
// of no team, a team with no seat, fewer than two teams, or lists of different lengths.
std::vector<Rating> rate_teams(std::span<const int> team_of_seat, std::span<const int> team_places,
                               std::span<const Rating> before, const Settings& settings = {});

}  // namespace menagerie::players
