// The position text shared by the referee's full text, each viewer's share and the observation:
// a FEN, then the zombie fields as key=value words (docs/rules/zombie.md, "Position text").
#pragma once

#include <string>
#include <string_view>

#include "games/zombie/state.hpp"

namespace menagerie::zombie {

// `hidden_buriers`: bit c set writes burier c's squares as '?' (in an order that tells nothing).
std::string state_text(const State& s, unsigned hidden_buriers);
// Throws InputError naming the fault; '?' squares are read (as a1) only when `unknown_allowed`.
State parse_state(std::string_view text, bool unknown_allowed);

}  // namespace menagerie::zombie
