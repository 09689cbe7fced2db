// Bitboards: one bit per cell of a board of at most 64 cells (see geometry.hpp for the numbering).
#pragma once

#include <bit>
#include <cstdint>

namespace menagerie {

using Bitboard = std::uint64_t;

constexpr Bitboard bit(int square) { return Bitboard{1} << square; }
constexpr bool test(Bitboard b, int square) { return (b >> square) & 1; }
constexpr int popcount(Bitboard b) { return std::popcount(b); }
constexpr int lsb(Bitboard b) { return std::countr_zero(b); }
constexpr int msb(Bitboard b) { return 63 - std::countl_zero(b); }

// Removes and returns the lowest set square; b must not be empty.
constexpr int pop_lsb(Bitboard& b) {
  int s = lsb(b);
  b &= b - 1;
  return s;
}

// Iterates the set squares of a bitboard: `for (int s : squares(b))`.
struct squares {
  // A constructor, not aggregate initialisation from parentheses: clang 14 (the sanitizer and
  // fuzzing compiler) does not implement C++20's parenthesised aggregate initialisation.
  constexpr explicit squares(Bitboard bits) : b(bits) {}
  Bitboard b;
  struct iterator {
    Bitboard b;
    int operator*() const { return lsb(b); }
    iterator& operator++() {
      b &= b - 1;
      return *this;
    }
    bool operator!=(const iterator& o) const { return b != o.b; }
  };
  iterator begin() const { return {b}; }
  iterator end() const { return {0}; }
};

}  // namespace menagerie
