// The race's text forms (race_notation.cpp), used by Golf's notation (notation.cpp); inside the
// golf folder only.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "games/golf/golf.hpp"

namespace menagerie::golf {

std::string_view phase_name(Phase p);
Phase parse_phase(const std::string& word);
// The ten fields a puzzle and a race share (notation.cpp), read from words[at..at+9]:
// "BOARD CARDS PHASE HOLE/HOLES STROKES TOTAL TAKEN TAKING DEAL SPECIAL".
GolfState parse_course(const std::vector<std::string>& words, std::size_t at);
std::string course_text(const GolfState& s);

// A race's position: "race", the ten course fields, then "SEATS:DEALER DEMONSTRATOR COUNTS FAILED
// FLAGS TIMER START_BOARD START_CARDS SHEET" (race_notation.cpp). With
// `hidden` the counts may be '?' (another golfer's count, as one golfer sees it).
GolfState parse_race(std::string_view text, bool hidden);
// The text as `viewer` may know it: while the golfers count, every other count entered is '?'.
// `everything`: the referee's text, every count shown.
std::string race_text(const GolfState& s, bool everything, Seat viewer = kSpectator);

// A race's move given as the log writes it ("2:count 3 hole 1", "time", "dealer 2"), checked;
// nothing when the text is none of those.
std::optional<GolfMove> parse_race_move(const GolfState& s, std::string_view text);
std::string race_move_text(const GolfState& s, const GolfMove& m);
std::string race_move_display(const GolfState& s, const GolfMove& m);

}  // namespace menagerie::golf
