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
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/bitboard.hpp"
#include "core/square_name.hpp"

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
  // Constexpr, so that a game with a fixed board builds its masks at compile time:
  // `inline constexpr Geometry kGeometry{5, 7};` and `kGeometry.rank_mask(0)` in a constant.
  constexpr Geometry(int width, int height, Bitboard holes = 0)
      : width_(width), height_(height), holes_(holes) {
    if (width < 1 || height < 1 || width > kMaxNamedFiles || width * height > 64)
      throw_too_big(width, height);
    rectangle_ = cells() == 64 ? ~Bitboard{0} : bit(cells()) - 1;
    if (holes & ~rectangle_) throw std::invalid_argument("a hole lies off the board");
    board_ = rectangle_ & ~holes;
    for (int r = 0; r < height; ++r) file_a_ |= bit(r * width);
    for (int s = 0; s < cells(); ++s)
      if (is_light(s)) light_ |= bit(s);
    light_ &= board_;
  }

  constexpr int width() const { return width_; }
  constexpr int height() const { return height_; }
  constexpr int cells() const { return width_ * height_; }
  constexpr Bitboard holes() const { return holes_; }
  // Every cell that exists (not a hole).
  constexpr Bitboard board() const { return board_; }
  // Every cell of the width × height rectangle, holes included.
  constexpr Bitboard rectangle() const { return rectangle_; }
  constexpr bool exists(int square) const {
    return square >= 0 && square < cells() && test(board_, square);
  }

  constexpr int file(int square) const { return square % width_; }
  constexpr int rank(int square) const { return square / width_; }
  // The cell at (file, rank), or kNoSquare when that is off the rectangle (holes are returned: ask
  // exists()).
  constexpr int square(int file, int rank) const {
    return file >= 0 && file < width_ && rank >= 0 && rank < height_ ? rank * width_ + file
                                                                     : kNoSquare;
  }
  // The cell one offset away, kNoSquare when it leaves the rectangle.
  constexpr int step(int square, Offset d) const {
    return this->square(file(square) + d.file, rank(square) + d.rank);
  }
  constexpr bool is_light(int square) const { return (file(square) + rank(square)) % 2 == 1; }
  constexpr Bitboard light_squares() const { return light_; }

  // Masks, holes excluded. Shifts rather than loops: move generators read them at run time.
  constexpr Bitboard file_mask(int file) const { return (file_a_ << file) & board_; }
  constexpr Bitboard rank_mask(int rank) const {
    return ((bit(width_) - 1) << (rank * width_)) & board_;
  }
  // The cells of the rectangle (holes included) that stay on it when moved `df` files sideways:
  // what a whole-set shift by df must keep so that no cell wraps onto the next rank.
  constexpr Bitboard file_shift_mask(int df) const {
    Bitboard keep = 0;
    for (int f = 0; f < width_; ++f)
      if (f + df >= 0 && f + df < width_) keep |= file_a_ << f;
    return keep;
  }

  // "a1", "e5", "c10" (core/square_name.hpp); the inverse accepts exactly those forms and returns
  // nothing for anything else (including holes).
  std::string name(int square) const { return square_name(file(square), rank(square)); }
  std::optional<int> parse_square(std::string_view text) const;

  // Cells reachable by a single leap of each offset, holes excluded.
  std::array<Bitboard, 64> leaper_table(std::span<const Offset> offsets) const;
  // Cells a slider along `directions` attacks from `square`: each ray runs to the edge, stops
  // before a hole, and includes the first occupied cell. Plain loops: fast enough for small boards,
  // and the reference that faster slider code is tested against.
  Bitboard slider_attacks(int square, std::span<const Offset> directions, Bitboard occupied) const;

 private:
  [[noreturn]] static void throw_too_big(int width, int height);

  int width_, height_;
  Bitboard holes_, rectangle_ = 0, board_ = 0, light_ = 0;
  Bitboard file_a_ = 0;  // the first file of the rectangle, holes included
};

}  // namespace menagerie
