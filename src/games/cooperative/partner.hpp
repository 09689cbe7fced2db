// The computer partner. Cooperative Chess has one team against chance, so the alpha-beta search
// (engine/search.hpp), which opposes two sides, does not fit. The planner works over samples of
// what its seat cannot see: the partner's hand (Cooperative::sample) and the order of the draw
// pile, shuffled from the cards left (no State holds it; a card leaves the pile only by being drawn,
// so one order serves every line of a sample). In each sample it lists every way to finish the
// current turn, keeps a shortlist (the best few by a static value and the few furthest on towards
// clearing types), and from each searches `turns` whole turns ahead with a beam (both seats
// maximise the team's value with that sample's cards). A king captured within the horizon counts at
// its score, so taking a king now is weighed against a better capture later. The step that starts
// the best turns on average is played.
//
// greedy() is the benchmark's baseline: it takes any capture it can (a king's first) and otherwise
// makes a random non-capturing move and plays a random card.
#pragma once

#include <cstdint>

#include "core/rng.hpp"
#include "games/cooperative/cooperative.hpp"

namespace menagerie::cooperative {

// The server's level N plays with N samples (at most 8) and these defaults; levels below 4 do not
// look ahead (catalog/entries/cooperative.cpp).
struct PlanLimits {
  int samples = 8;    // states drawn from the observation (the partner's hand, the pile's order)
  int shortlist = 3;  // turns per sample looked at further, by value (and as many by progress)
  bool lookahead = true;
  int turns = 5;  // whole turns looked ahead (the partner's, this seat's again, ...)
  int width = 3;  // states kept per turn ahead, by value (and as many by progress)
  // Turns evaluated a step, about at most (0.5 s of one core here): once they are reached no
  // sample is begun and the one under way looks no further, so that a wide position does not
  // make the planner think for seconds. It stops at the same point for the same observation.
  std::uint64_t max_turns = 400'000;
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
