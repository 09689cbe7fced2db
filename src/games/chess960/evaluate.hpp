// The Chess960 evaluator: tapered (middlegame/endgame) material and piece-square terms, mobility,
// king safety, pawn structure and passed pawns, threats, knight outposts, bishop pair, rooks on
// open files, and the 960-specific penalty for a bishop shut in its corner by its own pawn.
// Weights live in one table so that a tuner can move them.
#pragma once

#include <array>
#include <string_view>

#include "chess/position.hpp"

namespace menagerie::chess960 {

// Every tunable weight, by name. Values are (middlegame, endgame) pairs in centipawns.
struct Weights {
  static constexpr int kCount = 32;
  std::array<std::array<int, 2>, kCount> values;
  static const std::array<std::string_view, kCount>& names();
};

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
