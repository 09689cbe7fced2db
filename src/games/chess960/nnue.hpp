// Chess960's inputs for a learned evaluation (engine/nnue/): one per (piece, square) as each side
// sees the board, 768 in all: [own or theirs][pawn..king][square, mirrored rank-wise for Black],
// so that a side's accumulator reads the board the same way whichever colour it plays. The
// network is off by default (unmeasured against the handwritten evaluation, docs/nnue.md): set
// one and Chess960's evaluation goes through it.
#pragma once

#include <memory>
#include <string>

#include "chess/position.hpp"
#include "engine/nnue/accumulator.hpp"
#include "engine/nnue/network.hpp"

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

// The network in use, or none (null): the handwritten evaluation. Set it only while no search
// runs (the UCI session and the engines do: options change between searches).
void set_network(std::shared_ptr<const engine::nnue::Network> net);
const engine::nnue::Network* active_network();
// Loads a network file for Chess960 and uses it; an empty path goes back to the handwritten
// evaluation. Throws InputError (and keeps the one in use) for a file that is not a network for
// Chess960.
void use_network_file(const std::string& path);

// The network's evaluation of `s` from the side to move's point of view (a network must be set).
int network_evaluate(const chess::Position& s);

}  // namespace menagerie::chess960
