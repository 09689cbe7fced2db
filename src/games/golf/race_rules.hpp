// The race's steps (race.cpp), called by the course (course.cpp) when a race's move is played;
// inside the golf folder only.
#pragma once

#include "games/golf/golf.hpp"

namespace menagerie::golf::race {

// The cards are turned: the hole as dealt is kept and the golfers count.
void begin_counting(GolfState& s);
// Seat `seat` enters a count (0: impossible); the last count reveals them all.
void count(GolfState& s, Seat seat, int n);
// The timer ran out: the missing counts become 0, or the demonstration fails.
void time_out(GolfState& s);
// The demonstrator's stroke, and the demonstrator saying the demonstration failed.
void stroke(GolfState& s, Step m);
void fail(GolfState& s);
// The referee's verdict on a lone golfer's "impossible": the hole's proved optimum, 0 for none
// (no line of at most kMaxCount strokes, or none proved).
void verdict(GolfState& s, int optimum);
// The dealer's choice (rising, 2024): the hole turns `n` cards, the last hole's or one more.
void choose_cards(GolfState& s, int n);

}  // namespace menagerie::golf::race

namespace menagerie::golf {
// After a hole (course.cpp): the next hole's cards, or the end of the course.
void next_hole(GolfState& s);
}  // namespace menagerie::golf
