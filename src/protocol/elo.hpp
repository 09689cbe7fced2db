// Match statistics on the logistic Elo scale: the W/D/L tally, the score, the Elo difference it
// implies and a 95% confidence interval from the trinomial (win/draw/loss) variance of one game's
// score.
#pragma once

#include <string>

namespace menagerie::protocol {

// Results from one engine's side (the first engine of a match).
struct Tally {
  int wins = 0, draws = 0, losses = 0;

  int games() const { return wins + draws + losses; }
  // Points per game, in [0, 1]; 0.5 before any game.
  double score() const;
  // The variance of one game's score (1, 1/2 or 0) around the mean, from the observed frequencies.
  double variance() const;
  void add(double points);  // 1, 0.5 or 0
};

// The Elo difference a score implies: -400 log10(1/s - 1). Infinite at 0 and 1.
double elo_from_score(double score);
// The expected score at an Elo difference: 1 / (1 + 10^(-elo/400)).
double score_from_elo(double elo);

struct EloEstimate {
  double elo = 0;  // from the observed score
  double low = 0,
         high = 0;  // the 95% interval (may be infinite when the score bound leaves (0, 1))
  // Half the interval's width: the "±" printed after the Elo (infinite when a bound is).
  double margin() const { return (high - low) / 2; }
};

// The score's standard error is sqrt(variance / games); the interval is score ± 1.95996 standard
// errors mapped through elo_from_score, so it is not symmetric around the Elo.
EloEstimate estimate_elo(const Tally& t);

// "+35.2 ± 20.1" (or "+inf" / "-inf" at a perfect or a zero score).
std::string format_elo(const EloEstimate& e);

}  // namespace menagerie::protocol
