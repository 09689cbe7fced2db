#include "core/geometry.hpp"

#include <stdexcept>

#include <fmt/format.h>

namespace menagerie {

void Geometry::throw_too_big(int width, int height) {
  throw std::invalid_argument(fmt::format("a {}x{} board does not fit in 64 cells", width, height));
}

std::optional<int> Geometry::parse_square(std::string_view text) const {
  auto at = parse_square_name(text, width_, height_);
  if (!at) return std::nullopt;
  int s = square(at->file, at->rank);
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
