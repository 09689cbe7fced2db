// Geometry of a rectangular board of W×H ≤ 64 cells, some of which may be holes.
//
// Cells are numbered rank-major from a1: square = rank * width + file, files a.. and ranks 1.. as
// people write them. Holes are cells that do not exist: nothing stands on them, sliders stop before
// them and leapers may jump over them but never land on them. Square colour follows the chessboard
// convention: a1 is dark.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "core/bitboard.hpp"

namespace menagerie {

struct Offset {
  int file, rank;
};

inline constexpr std::array<Offset, 4> kOrthogonal{{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
inline constexpr std::array<Offset, 4> kDiagonal{{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};
inline constexpr std::array<Offset, 8> kKingSteps{
    {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};
inline constexpr std::array<Offset, 8> kKnightLeaps{
    {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};

inline constexpr int kNoSquare = -1;

class Geometry {
 public:
  // Throws std::invalid_argument when the board does not fit 64 cells or a hole is off the board.
  Geometry(int width, int height, Bitboard holes = 0);

  int width() const { return width_; }
  int height() const { return height_; }
  int cells() const { return width_ * height_; }
  Bitboard holes() const { return holes_; }
  // Every cell that exists (not a hole).
  Bitboard board() const { return board_; }
  bool exists(int square) const { return square >= 0 && square < cells() && test(board_, square); }

  int file(int square) const { return square % width_; }
  int rank(int square) const { return square / width_; }
  // The cell at (file, rank), or kNoSquare when that is off the rectangle (holes are returned: ask
  // exists()).
  int square(int file, int rank) const {
    return file >= 0 && file < width_ && rank >= 0 && rank < height_ ? rank * width_ + file
                                                                     : kNoSquare;
  }
  // The cell one offset away, kNoSquare when it leaves the rectangle.
  int step(int square, Offset d) const {
    return this->square(file(square) + d.file, rank(square) + d.rank);
  }
  bool is_light(int square) const { return (file(square) + rank(square)) % 2 == 1; }
  Bitboard light_squares() const { return light_; }
  Bitboard file_mask(int file) const;
  Bitboard rank_mask(int rank) const;

  // "a1", "e5", "c10"; the inverse accepts exactly those forms and returns nothing for anything
  // else (including holes).
  std::string name(int square) const;
  std::optional<int> parse_square(std::string_view text) const;

  // Cells reachable by a single leap of each offset, holes excluded.
  std::array<Bitboard, 64> leaper_table(std::span<const Offset> offsets) const;
  // Cells a slider along `directions` attacks from `square`: each ray runs to the edge, stops
  // before a hole, and includes the first occupied cell. Plain loops: fast enough for small boards,
  // and the reference that faster slider code is tested against.
  Bitboard slider_attacks(int square, std::span<const Offset> directions, Bitboard occupied) const;

 private:
  int width_, height_;
  Bitboard holes_, board_, light_;
};

}  // namespace menagerie
