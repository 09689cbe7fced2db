// The computer player: the exact solver, diluted at the lower levels. At level L each decision is
// perfect with probability (L - 1) / 7 and otherwise a uniformly random legal move, so level 1
// plays at random and level 8 always plays perfectly:
//   - a capture: a random winning move when one exists (the moves are tried in random order and the
//     first that wins is played, which costs no more than solving the position); when every move
//     loses against perfect play, a random one (the opponent may still go wrong);
//   - ODD or EVEN: the side that wins the round's start under the chosen object;
//   - an object (built-ins only; the computer never makes one up): the opponent then takes the side
//     that wins, so the object should make that side's play hardest to find. The unused built-ins
//     are solved on the round's start in random order, first moves one by one, until
//     kObjectBudget has passed; an object scores the share of ODD's first moves (solved so far)
//     that win, and one where no winning first move was found scores worst (EVEN's replies are
//     not graded: too dear). The lowest score is picked; ties go to the first in the random order.
// An object beyond the solver (more history than its keys hold) is played at random.
#pragma once

#include <chrono>

#include "core/rng.hpp"
#include "games/chessence_sniderman/chessence_sniderman.hpp"
#include "games/chessence_sniderman/match.hpp"

namespace menagerie::chessence_sniderman {

inline constexpr auto kObjectBudget = std::chrono::milliseconds(1200);

// The computer's capture in a round that is not over, at `level` (1..8).
Move computer_capture(const State& s, int level, Rng& rng);

// The computer's move in a match that is not over: an object, a side or a capture, by phase.
MatchMove computer_match_move(const MatchState& s, int level, Rng& rng);

}  // namespace menagerie::chessence_sniderman
