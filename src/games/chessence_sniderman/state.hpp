// The state of a round of Sniderman's Chessence: the board, the move count, the captures made since
// the position was set up, and which object decides the round.
#pragma once

#include <array>
#include <cstdint>

#include "games/chessence_sniderman/board.hpp"

namespace menagerie::chessence_sniderman {

// The most moves a round can last: every move removes one of the 16 pieces, and one always remains.
inline constexpr int kMaxRoundMoves = 15;

// One capture: which piece was taken, by which piece, from where the capturer came and where it
// landed (the captured piece's square).
struct Capture {
  Piece captured = kEmpty;
  Piece by = kEmpty;
  std::uint8_t from = 0;
  std::uint8_t to = 0;
  bool operator==(const Capture&) const = default;
};

struct Move {
  std::uint8_t from = 0;
  std::uint8_t to = 0;
  bool operator==(const Move&) const = default;
};

// An object is kept out of the state (an expression tree is not trivially copyable): the state
// names it by its id in the process-wide table of objects (see objects.hpp).
using ObjectId = std::uint32_t;

struct State {
  std::uint64_t cells = 0;     // four bits per square: the piece on it, square 0 in the lowest bits
  Squares colour[2] = {0, 0};  // the squares holding White's and Black's pieces
  std::uint8_t ply = 0;        // moves played in the round so far; move ply + 1 is next
  std::uint8_t start_ply = 0;  // moves already played when this position was set up
  ObjectId object = 0;
  // The captures made since the set-up: captures[i] was made on move start_ply + i + 1.
  std::array<Capture, kMaxRoundMoves> captures{};

  Piece at(Square s) const { return static_cast<Piece>((cells >> (4 * s)) & 0xF); }
  void put(Square s, Piece p) {
    cells = (cells & ~(std::uint64_t{0xF} << (4 * s))) | (std::uint64_t{p} << (4 * s));
  }
  Squares occupied() const { return static_cast<Squares>(colour[kWhite] | colour[kBlack]); }
  int capture_count() const { return ply - start_ply; }
};

}  // namespace menagerie::chessence_sniderman
