// The computer partner. Cooperative Chess has one team against chance, so the alpha-beta search
// (engine/search.hpp), which opposes two sides, does not fit. The planner works over samples of
// what its seat cannot see (Cooperative::sample: the partner's hand; the draw pile has no order to
// sample, each draw being the referee's chance step): in each sample it lists every way to finish
// the current turn, keeps the most promising few by a static evaluation, and looks one turn further,
// taking the partner's best reply (both seats maximise the team's value; the draws between are
// sampled). The step that starts the best turns on average is played.
//
// greedy() is the benchmark's baseline: it takes any capture it can (a king's first) and otherwise
// makes a random non-capturing move and plays a random card.
#pragma once

#include <cstdint>

#include "core/rng.hpp"
#include "games/cooperative/cooperative.hpp"

namespace menagerie::cooperative {

struct PlanLimits {
  int samples = 8;    // states drawn from the observation
  int shortlist = 6;  // turns per sample looked at further
  bool lookahead = true;
  int turns = 2;  // whole turns looked ahead (the partner's, then this seat's again, ...)
  int width = 3;  // states kept per turn ahead
};

struct Plan {
  Move move{};
  double value = 0;  // the chosen step's mean over the samples
  int samples = 0;
  std::uint64_t turns = 0;  // turns evaluated
};

// The team's value of a state (large when a king is captured; otherwise types gone, progress
// towards them, and the cards left to finish with).
double team_value(const State& s);
// Tuning (the benchmark sets it): see team_value.
void set_patience(double cards, double key_bonus);

// The mover's next step from its seat's observation alone.
Plan plan(const Cooperative::Observation& seen, const PlanLimits& limits, Rng& rng);

// The baseline: a capture when any is allowed (king first), else a card that allows one (after a
// non-capturing move if that helps), else a random non-capturing move and a random card. It reads only
// what the mover may know (its hand, the board, the stacks).
Move greedy(const State& s, Rng& rng);

}  // namespace menagerie::cooperative
