// Chess960's inputs for a learned evaluation (engine/nnue/): one per (piece, square) as each side
// sees the board, 768 in all: [own or theirs][pawn..king][square, mirrored rank-wise for Black],
// so that a side's accumulator reads the board the same way whichever colour it plays. The
// network is off by default (unmeasured against the handwritten evaluation, docs/nnue.md): an
// engine given one (option eval_file) evaluates with it, held by its searcher.
#pragma once

#include "chess/position.hpp"
#include "engine/nnue/accumulator.hpp"

namespace menagerie::chess960 {

inline constexpr int kNnueInputs = 2 * 6 * 64;

inline void nnue_features(const chess::Position& s, int side, engine::nnue::FeatureList& list) {
  const auto us = chess::Color(side);
  for (chess::Square sq = 0; sq < 64; ++sq) {
    chess::Piece p = s.board[sq];
    if (p == chess::kNoPiece) continue;
    int theirs = chess::color_of(p) == us ? 0 : 1;
    list.add((theirs * 6 + (chess::type_of(p) - 1)) * 64 + chess::relative(us, sq));
  }
}

}  // namespace menagerie::chess960
