// The position text shared by the referee's full text, a viewer's text and an observation:
// "<FEN> hands=<white>/<black> stacks=<white>/<black> captured=<cards> step=<step> ..." (cards as
// piece letters, bottom first; "?" for a card the viewer may not see; "-" for none).
#pragma once

#include <string>
#include <string_view>

#include "core/game.hpp"
#include "games/cooperative/state.hpp"

namespace menagerie::cooperative {

// `hide`: bit c set hides colour c's hand (written as that many "?").
std::string state_text(const State& s, unsigned hide);
// Parses the text; `hidden_cards` (when given) receives the number of "?" cards per hand, and
// "?" is refused without it.
State parse_state(std::string_view text, int* hidden_cards = nullptr);

}  // namespace menagerie::cooperative
