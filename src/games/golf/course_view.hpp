// What the referee of Golf adds to a view from the whole course, beyond what one state shows: the
// hole of each history entry (and in a race each entry's turn), a puzzle course's score card, and
// once a hole is over its proved optimum and one optimal line for everyone to see (in the view's
// info and, in a race, as a row of the score sheet; in the terminal picture). The catalog's Golf
// entry wires these into its table; each hole is solved once, when first shown.
//
// Built with the solver (optimum.hpp), in the game's engine library.
#pragma once

#include <map>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/record.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/optimum.hpp"

namespace menagerie::golf {

// The proved optima of the holes a course has dealt, each solved once.
class Optima {
 public:
  // A hole too hard to prove within the limit is "unknown".
  const HoleOptimum& of(const Hole& h) const;

 private:
  mutable std::map<std::string, HoleOptimum> solved_;
};

// The holes played to their end, as dealt, by index.
std::map<int, Hole> finished_holes(const Record<Golf>& r);

// The view of `seat` (Golf::view's, with the history the referee lists) completed with the
// course's parts above.
void add_course_view(nlohmann::json& v, const Record<Golf>& r, Seat seat, const Optima& optima);

// The terminal picture's last line: the optimum of the last finished hole ("" before one ends).
std::string optimum_footer(const Record<Golf>& r, const Optima& optima);

// A lone golfer said impossible (decision 19): the verdict is the hole's proved optimum (none
// when no line of at most 10 strokes exists, or none was proved within the limit). Nothing when s
// waits for no verdict.
std::optional<GolfMove> verdict(const Golf::State& s, const Optima& optima);

}  // namespace menagerie::golf
