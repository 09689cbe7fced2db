// The Power Chess evaluator: material by die value, on the board and in the big fields (discounted
// by the turns a man needs to come back), pawns by how near they are to promoting (worth little
// unless a rook or bishop waits in the fields to replace them), bender mobility, and king safety
// (attacks near the king and the king's own room: with stalemate a loss, a boxed-in king is in
// danger even when no check is in sight). Every weight is in the one named table below.
#pragma once

#include <array>
#include <string_view>

#include "core/weights.hpp"
#include "games/power_chess/power_chess.hpp"

namespace menagerie::power_chess {

// Every weight by name (core/weights.hpp).
struct WeightList {
  // clang-format off
  enum Name : int {
    kPawn,
    // A rook by its die, 1 to 6.
    kRook1, kRook2, kRook3, kRook4, kRook5, kRook6,
    // A bishop by its die, 1 to 6.
    kBishop1, kBishop2, kBishop3, kBishop4, kBishop5, kBishop6,
    kReturnTurn,    // percent of a man's value lost per turn it needs to come back from the fields
    kBlockedEntry,  // extra percent lost while every square of the owner's first rank is occupied
    kStuckPawn,     // a pawn that reached the last rank with nothing to promote to: it never moves
    kPawnAdvance,   // per rank a pawn has advanced
    // Percent of the gain of promoting credited to a pawn one step from the last rank (scaled
    // down by the square of the steps still to go).
    kPromotion,
    kRookMobility,    // per cell a rook can move to
    kBishopMobility,  // per cell a bishop can move to
    kKingAttack,      // per enemy-attacked cell around the king, counted quadratically
    kKingShield,      // per own man next to the king
    kKingRoom,        // per cell the king could step to (up to three): stalemate and mate danger
    kTempo,           // the side to move
    kCount
  };
  // clang-format on
  static constexpr std::array<std::string_view, kCount> kNames{
      "pawn",        "rook-1",       "rook-2",    "rook-3",        "rook-4",
      "rook-5",      "rook-6",       "bishop-1",  "bishop-2",      "bishop-3",
      "bishop-4",    "bishop-5",     "bishop-6",  "return-turn",   "blocked-entry",
      "stuck-pawn",  "pawn-advance", "promotion", "rook-mobility", "bishop-mobility",
      "king-attack", "king-shield",  "king-room", "tempo"};
};
using Weights = WeightTable<WeightList>;

const Weights& default_weights();

// From the side to move's point of view, in centipawns.
int evaluate(const State& s, const Weights& w = default_weights());

// A man on the board by type and die (kings count 0): the material scale the search's move ordering
// shares with the evaluator.
int man_value(PieceType type, int die, const Weights& w = default_weights());

}  // namespace menagerie::power_chess
