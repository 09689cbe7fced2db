// Games of more than two sides, turned into the two-player results Glicko-2 rates.
#pragma once

#include <span>
#include <vector>

#include "players/glicko2.hpp"

namespace menagerie::players {

// One side's results against every other side, from a final standing: `places[i]` is side i's
// place (1 the winner; equal places tie). Side i beat every side placed after it (score 1), lost to
// every side placed before it (0) and drew with every side on its place (0.5). This is how a Golf
// race rates every golfer against every other. `ratings[i]` is side i's rating before the race.
// Throws std::invalid_argument when the two lists differ in length, there are fewer than two
// sides, or a place is below 1.
std::vector<std::vector<Result>> pairwise_results(std::span<const int> places,
                                                  std::span<const Rating> ratings);

// The rating a team plays at, from its seats' ratings (Crowded House): the mean rating, the
// root-mean-square RD and the mean volatility. The RD is not shrunk by the team's size: two
// uncertain players do not make one certain team. Each seat is then rated alone against the other
// team's composite with the team's result. Throws std::invalid_argument for an empty team.
Rating team_rating(std::span<const Rating> seats);

}  // namespace menagerie::players
