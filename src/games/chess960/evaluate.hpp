// The Chess960 evaluator: tapered (middlegame/endgame) material and piece-square terms, mobility,
// king safety, pawn structure and passed pawns, threats, knight outposts, bishop pair, rooks on
// open files, and the 960-specific penalty for a bishop shut in its corner by its own pawn.
// Weights live in one table so that a tuner can move them.
#pragma once

#include <array>
#include <string_view>

#include "chess/position.hpp"
#include "core/weights.hpp"

namespace menagerie::chess960 {

// Every tunable weight, by name (core/weights.hpp). Values are (middlegame, endgame) pairs in
// centipawns.
struct WeightList {
  enum Name {
    kPawnValue,
    kKnightValue,
    kBishopValue,
    kRookValue,
    kQueenValue,
    kCentre,       // per step closer to the centre, scaled per piece in pst()
    kPawnAdvance,  // per rank advanced
    kKnightMobility,
    kBishopMobility,
    kRookMobility,
    kQueenMobility,  // per square beyond the average
    kBishopPair,
    kDoubledPawn,
    kIsolatedPawn,
    kPassedPawn,  // passed: per rank advanced, squared below
    kRookOpenFile,
    kRookHalfOpenFile,
    kKingShield,      // per own pawn in front of the king
    kKingAttack,      // per enemy attack on the squares around the king
    kKingCentre,      // king distance from the centre (negative in the middlegame, positive later)
    kCorneredBishop,  // bishop on a1/h1 (a8/h8) behind its own pawn on b2/g2
    kTempo,
    kRookSeventh,
    kQueenEarly,     // queen off its start rank while minor pieces still sit at home
    kThreatByPawn,   // per enemy piece (not a pawn) our pawns attack
    kThreatByMinor,  // per enemy rook or queen our knights and bishops attack
    kHanging,        // per enemy piece (not a pawn) we attack and they do not defend
    kConnectedPawn,  // per pawn defended by a pawn or standing beside one
    kPassedKing,     // passed pawn: their king's distance to its stop square minus ours, per rank
    kPassedBlocked,  // passed pawn with a piece on its stop square, per rank advanced
    kKnightOutpost,  // knight in their half, defended by a pawn, no enemy pawn able to attack it
    kKingOpenFile,   // per file at or beside our king without a pawn of ours
    kCount
  };
  static constexpr std::array<std::string_view, kCount> kNames{"pawn",
                                                               "knight",
                                                               "bishop",
                                                               "rook",
                                                               "queen",
                                                               "centre",
                                                               "pawn-advance",
                                                               "knight-mobility",
                                                               "bishop-mobility",
                                                               "rook-mobility",
                                                               "queen-mobility",
                                                               "bishop-pair",
                                                               "doubled-pawn",
                                                               "isolated-pawn",
                                                               "passed-pawn",
                                                               "rook-open-file",
                                                               "rook-half-open-file",
                                                               "king-shield",
                                                               "king-attack",
                                                               "king-centre",
                                                               "cornered-bishop",
                                                               "tempo",
                                                               "rook-seventh",
                                                               "queen-early",
                                                               "threat-by-pawn",
                                                               "threat-by-minor",
                                                               "hanging",
                                                               "connected-pawn",
                                                               "passed-king",
                                                               "passed-blocked",
                                                               "knight-outpost",
                                                               "king-open-file"};
};
using Weights = WeightTable<WeightList, std::array<int, 2>>;

const Weights& default_weights();

// From the side to move's point of view.
int evaluate(const chess::Position& pos, const Weights& w = default_weights());

// For the tuner: the evaluation is linear in the weights, and term [2i + p] says how much weight
// i's middlegame (p = 0) or endgame (p = 1) value counts in `pos`, from White's point of view, so
// that White's evaluation is the sum of weight × term (up to the rounding of the phase blend).
using WeightTerms = std::array<double, 2 * Weights::kCount>;
WeightTerms weight_terms(const chess::Position& pos);

// Material values used for move ordering (pawn 100 ... queen 900, king above all).
int piece_value(chess::PieceType t);

}  // namespace menagerie::chess960
