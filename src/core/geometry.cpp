#include "core/geometry.hpp"

#include <stdexcept>

#include <fmt/format.h>

namespace menagerie {

Geometry::Geometry(int width, int height, Bitboard holes)
    : width_(width), height_(height), holes_(holes), board_(0), light_(0) {
  if (width < 1 || height < 1 || width > 26 || width * height > 64)
    throw std::invalid_argument(
        fmt::format("a {}x{} board does not fit in 64 cells", width, height));
  Bitboard all = cells() == 64 ? ~Bitboard{0} : (bit(cells()) - 1);
  if (holes & ~all) throw std::invalid_argument("a hole lies off the board");
  board_ = all & ~holes;
  for (int s = 0; s < cells(); ++s)
    if (is_light(s)) light_ |= bit(s);
  light_ &= board_;
}

Bitboard Geometry::file_mask(int file) const {
  Bitboard b = 0;
  for (int r = 0; r < height_; ++r) b |= bit(square(file, r));
  return b & board_;
}

Bitboard Geometry::rank_mask(int rank) const {
  Bitboard b = 0;
  for (int f = 0; f < width_; ++f) b |= bit(square(f, rank));
  return b & board_;
}

std::string Geometry::name(int square) const {
  return fmt::format("{}{}", char('a' + file(square)), rank(square) + 1);
}

std::optional<int> Geometry::parse_square(std::string_view text) const {
  if (text.size() < 2 || text.size() > 3) return std::nullopt;
  int f = text[0] - 'a';
  if (f < 0 || f >= width_) return std::nullopt;
  int r = 0;
  for (char c : text.substr(1)) {
    if (c < '0' || c > '9') return std::nullopt;
    r = r * 10 + (c - '0');
  }
  if (text[1] == '0' || r < 1 || r > height_) return std::nullopt;
  int s = square(f, r - 1);
  if (!exists(s)) return std::nullopt;
  return s;
}

std::array<Bitboard, 64> Geometry::leaper_table(std::span<const Offset> offsets) const {
  std::array<Bitboard, 64> table{};
  for (int s = 0; s < cells(); ++s) {
    if (!exists(s)) continue;
    for (Offset d : offsets) {
      int t = step(s, d);
      if (t != kNoSquare && exists(t)) table[s] |= bit(t);
    }
  }
  return table;
}

Bitboard Geometry::slider_attacks(int square, std::span<const Offset> directions,
                                  Bitboard occupied) const {
  Bitboard attacks = 0;
  for (Offset d : directions) {
    for (int t = step(square, d); t != kNoSquare && exists(t); t = step(t, d)) {
      attacks |= bit(t);
      if (test(occupied, t)) break;
    }
  }
  return attacks;
}

}  // namespace menagerie
