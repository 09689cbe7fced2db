// How a finished game ranks its players for the ratings, read from the game's traits and outcome
// alone (the players' code names no game): a place per seat, and for a team game a place per
// team. Then the ratings it leaves them with (rate_standing or rate_teams, players/outcomes.hpp).
#pragma once

#include <optional>
#include <span>
#include <vector>

#include "core/game.hpp"
#include "players/glicko2.hpp"

namespace menagerie::players {

struct Standing {
  std::vector<int> places;        // per seat, 1 = first; seats that tie share a place
  std::vector<int> team_of_seat;  // per seat, its team from 0 (a team game), else empty
  std::vector<int> team_places;   // per team, 1 = first (a team game), else empty
};

// The standing of a finished game of `seats` seats, or nothing when its result is not rated: the
// game is unfinished, or cooperative (every seat wins or loses together against the game; such a
// game keeps a best score instead). `team_of_seat` is each seat's team when traits.teams, else
// empty. A draw ties everyone. A race with a score per seat (more than two seats, traits.scores)
// ranks every seat by its score, in the direction that puts the winners first (fewest strokes in
// a Golf race); otherwise the winners share first place and everyone else second. Throws
// std::invalid_argument when the teams do not fit the seats.
std::optional<Standing> standing_of(const Traits& traits, const Outcome& outcome, int seats,
                                    std::span<const int> team_of_seat = {});

// The ratings a game with this standing leaves its seats with, each given as it stood before the
// game (grown by idle days already: as_of). Teams are rated by rate_teams, else by rate_standing.
std::vector<Rating> ratings_after(const Standing& standing, std::span<const Rating> before,
                                  const Settings& settings = {});

}  // namespace menagerie::players
