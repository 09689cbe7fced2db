// A capability (catalog/solver.hpp, capability<T>): the worth of each kind of piece, where counting
// material means something to a player of the game. GET /api/variants lists it as "material"
// (docs/api.md), and a client shows beside each player what that side is ahead by on the board,
// as lichess does: the game says what a piece is worth; the client only counts what the view
// shows. Its own header so that Variant stays as it is.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace menagerie::catalog {

class Valuing {
 public:
  virtual ~Valuing() = default;
  // Each piece type as the view names it ("pawn") with its worth in pawns; a type left out (a
  // king) is worth nothing and shown as nothing.
  virtual std::vector<std::pair<std::string, int>> piece_values() const = 0;
};

// The worth players of chess count by, for the games whose pieces are chess pieces.
class ChessValues : public Valuing {
 public:
  std::vector<std::pair<std::string, int>> piece_values() const override {
    return {{"pawn", 1}, {"knight", 3}, {"bishop", 3}, {"rook", 5}, {"queen", 9}};
  }
};

}  // namespace menagerie::catalog
