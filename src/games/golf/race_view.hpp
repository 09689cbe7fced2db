// What a race adds to a golfer's view and picture (race_view.cpp), used by view.cpp; inside the
// golf folder only.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "games/golf/golf.hpp"

namespace menagerie::golf {

std::string goal_text(const Hole& h);   // view.cpp
std::string kings_text(const Hole& h);  // view.cpp

// The seats as docs/view.md names them: "Golfer" alone, "Golfer 1" ... in a race.
nlohmann::json seat_views(const GolfState& s);
// Info lines for `seat`: the dealer, the timer, the demonstration, the last hole, and the prompt
// of a golfer who must act now.
void race_info(const GolfState& s, Seat seat, nlohmann::json& info);
// The tables (docs/view.md): the counts of the hole as `seat` may know them, and the score sheet.
nlohmann::json race_tables(const GolfState& s, Seat seat);
// The same for a terminal.
std::string race_render(const GolfState& s, Seat viewer);

}  // namespace menagerie::golf
