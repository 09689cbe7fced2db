// A chess position as the JSON view a client draws (docs/view.md), written once for the chess
// family: the pieces of the board and the view's frame for White and Black on 8×8. A game adds
// only its twist (annotations, markers, zones, info, its own seats).
#pragma once

#include <utility>

#include <nlohmann/json.hpp>

#include "chess/position.hpp"

namespace menagerie::chess {

// One piece standing on sq: {"at", "color", "type"}.
nlohmann::json piece_view(Square sq, Piece p);

// Every piece of the board, a1 to h8, each given to twist(sq, piece, view) before it is listed,
// so that a game may annotate it (or note its square).
template <class Twist>
nlohmann::json pieces_view(const Position& pos, Twist&& twist) {
  nlohmann::json pieces = nlohmann::json::array();
  for (Square sq = 0; sq < 64; ++sq) {
    Piece p = pos.board[sq];
    if (!p) continue;
    nlohmann::json piece = piece_view(sq, p);
    twist(sq, p, piece);
    pieces.push_back(std::move(piece));
  }
  return pieces;
}
nlohmann::json pieces_view(const Position& pos);

// The view's "check": the square of the king of the side to move when in_check.
nlohmann::json check_view(const Position& pos, bool in_check);

// The seats White (seat 0) and Black (seat 1).
nlohmann::json white_and_black();

// What a game puts in its view; the rest is the same for every chess game.
struct ViewParts {
  nlohmann::json pieces = nlohmann::json::array();
  nlohmann::json markers = nlohmann::json::object();
  nlohmann::json zones = nlohmann::json::array();
  nlohmann::json check = nlohmann::json::array();
  nlohmann::json info = nlohmann::json::array();
  nlohmann::json seats = white_and_black();
};

// The view of docs/view.md for a game on the 8×8 board with no holes.
nlohmann::json board_view(ViewParts parts);

}  // namespace menagerie::chess
