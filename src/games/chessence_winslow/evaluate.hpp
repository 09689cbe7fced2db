// The Winslow's Chessence evaluator: material on the board and in hand, the powers each man holds
// (and the men that hold none), mobility, the exposure of the fixed king, control of the drop
// squares and the tempo. Every weight lives in one named table so that a tuner can move them.
#pragma once

#include <array>
#include <string_view>

#include "core/weights.hpp"
#include "games/chessence_winslow/chessence_winslow.hpp"

namespace menagerie::chessence_winslow {

// Every weight by name (core/weights.hpp), in hundredths of a man.
struct WeightList {
  enum Name {
    kManOnBoard,   // a man on the board
    kManInHand,    // a man in hand (only droppable on one's own six starting squares)
    kRookPower,    // per man holding the rook power
    kBishopPower,  // per man holding the bishop power
    kKnightPower,  // per man holding the knight power
    kUnpowered,    // per man with no friendly relation: it cannot move at all
    kMobility,     // per square a man reaches (empty or enemy)
    kKingLine,     // per cell from which an enemy man could strike the king (open line or leap)
    kKingZoneAttacked,  // per cell within two steps of the king the enemy attacks
    kKingDefender,      // per own man within two steps of the king
    kKingAttacker,      // per enemy man within two steps of the king
    kDropAttacked,      // per own drop square the enemy attacks
    kDropOpen,          // per own empty, unattacked drop square while men remain in hand
    kTempo,             // the side to move
    kCount
  };
  static constexpr std::array<std::string_view, kCount> kNames{
      "man-on-board",       "man-in-hand",   "rook-power",    "bishop-power",
      "knight-power",       "unpowered",     "mobility",      "king-line",
      "king-zone-attacked", "king-defender", "king-attacker", "drop-attacked",
      "drop-open",          "tempo"};
};
using Weights = WeightTable<WeightList>;

const Weights& default_weights();

// The score of a side with no move at all: it has lost (no legal move loses), but the evaluator
// only sees it at the leaves, so it stays below the search's mate scores.
inline constexpr int kStuckScore = 5000;

// From the side to move's point of view, in hundredths of a man.
int evaluate(const State& s, const Weights& w = default_weights());

}  // namespace menagerie::chessence_winslow
