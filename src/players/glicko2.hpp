// Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system"): a rating, its deviation (how
// uncertain the rating is) and a volatility (how erratic the player is). Pure arithmetic: no game,
// no clock, no store. docs/players.md says how the server uses it (one rating period per game,
// idle periods counted in days).
#pragma once

#include <span>

namespace menagerie::players {

// On the Glicko scale (the one players see: 1500 is a new player).
struct Rating {
  double rating = 1500.0;
  double rd = 350.0;  // rating deviation
  double volatility = 0.06;
};

// One game of a rating period: the opponent as rated at the start of the period, and the score
// (1 a win, 0.5 a draw, 0 a loss).
struct Result {
  Rating opponent;
  double score = 0.0;
};

struct Settings {
  double tau = 0.5;       // the system constant: how fast volatility may change (paper: 0.3-1.2)
  double max_rd = 350.0;  // an RD never grows beyond a new player's
  double provisional_rd = 110.0;  // a rating with a larger RD is shown as provisional
  double epsilon = 1e-6;          // convergence tolerance of the volatility iteration
};

// The two quantities of the paper's steps 3 and 4, on the Glicko-2 scale: the estimated variance
// of the rating from the results alone (v) and the estimated improvement (delta).
struct Estimate {
  double variance = 0.0;
  double improvement = 0.0;
};

// v and delta for `player` over `results`; std::invalid_argument when there are none.
Estimate estimate(const Rating& player, std::span<const Result> results);

// The player's rating after one rating period with these results. With no results only the RD
// grows, as the paper's step 6 says for a player who did not compete. Throws std::invalid_argument
// naming the bad value (an RD or volatility not above 0, a score outside 0..1, a number that is
// not finite).
Rating rate(const Rating& player, std::span<const Result> results, const Settings& settings = {});

// The rating after `periods` rating periods without a game: the RD grows by the volatility each
// period (phi^2 + sigma^2), never beyond settings.max_rd; rating and volatility stay.
Rating idle(const Rating& player, int periods, const Settings& settings = {});

// True while the RD is above settings.provisional_rd: too uncertain to be compared with others.
bool provisional(const Rating& player, const Settings& settings = {});

}  // namespace menagerie::players
