// Why a round went the way it did, in words a player reads: how many pieces remain, what the last
// capture took, what the object says and so who wins. Shown after a puzzle's refutation
// (docs/rules/chessence-sniderman.md, "Puzzles").
#pragma once

#include <string>

#include "games/chessence_sniderman/chessence_sniderman.hpp"

namespace menagerie::chessence_sniderman {

struct RoundEnd {
  std::string condition;  // the object's condition, as written
  bool holds = false;     // whether it holds for the round
  Side winner = Side::kOdd;
  std::string text;  // "No capture is left after move 5: 3 pieces remain. ..."
};

// The end of the round s (which is over: no capture is left).
RoundEnd explain_end(const State& s);

}  // namespace menagerie::chessence_sniderman
