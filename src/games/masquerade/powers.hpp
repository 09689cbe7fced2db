// Capture powers: which capture pattern each piece type of one side uses, a permutation of the
// five patterns K Q R B N over the five piece types K Q R B N (120 of them), and the public
// deduction over them: the set of permutations still consistent with every question asked and
// answered so far (120 bits). Everything here is constexpr tables and bit operations, so a State
// that carries two assignments and two sets stays small and trivially copyable.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "chess/types.hpp"

namespace menagerie::masquerade {

// Rows ("mv", the piece) and columns ("cap", the pattern) of the source's table, in its order.
enum Kind : std::uint8_t { kK = 0, kQ, kR, kB, kN };
inline constexpr int kKinds = 5;
inline constexpr std::string_view kKindLetters = "KQRBN";
inline constexpr int kPerms = 120;
// An assignment not made yet (the set-up phase).
inline constexpr std::uint8_t kUnassigned = 0xFF;

// The table row of a chess piece type; pawns have none (they always capture orthodoxly).
constexpr std::optional<Kind> kind_of(chess::PieceType t) {
  switch (t) {
    case chess::kKing:
      return kK;
    case chess::kQueen:
      return kQ;
    case chess::kRook:
      return kR;
    case chess::kBishop:
      return kB;
    case chess::kKnight:
      return kN;
    default:
      return std::nullopt;
  }
}
constexpr chess::PieceType type_of_kind(Kind k) {
  constexpr chess::PieceType types[] = {chess::kKing, chess::kQueen, chess::kRook, chess::kBishop,
                                        chess::kKnight};
  return types[k];
}

// Permutation number p (0..119, lexicographic; 0 is the identity) gives row r the pattern
// kPermTable[p][r].
inline constexpr auto kPermTable = [] {
  std::array<std::array<std::uint8_t, kKinds>, kPerms> t{};
  std::array<std::uint8_t, kKinds> a{0, 1, 2, 3, 4};
  for (int p = 0; p < kPerms; ++p) {
    t[p] = a;
    // next permutation in lexicographic order
    int i = kKinds - 2;
    while (i >= 0 && a[i] >= a[i + 1]) --i;
    if (i < 0) break;
    int j = kKinds - 1;
    while (a[j] <= a[i]) --j;
    std::swap(a[i], a[j]);
    for (int l = i + 1, r = kKinds - 1; l < r; ++l, --r) std::swap(a[l], a[r]);
  }
  return t;
}();

constexpr Kind pattern_of(std::uint8_t perm, Kind row) { return Kind(kPermTable[perm][row]); }

// The permutation with these patterns per row, or nullopt when `patterns` is not a permutation.
constexpr std::optional<std::uint8_t> perm_index(const std::array<std::uint8_t, kKinds>& patterns) {
  for (int p = 0; p < kPerms; ++p)
    if (kPermTable[p] == patterns) return std::uint8_t(p);
  return std::nullopt;
}

// The author's balanced assignment (Strategy section): KQ QN RB NR BK.
inline constexpr std::uint8_t kBalanced = *perm_index({kQ, kN, kB, kK, kR});
inline constexpr std::uint8_t kIdentity = 0;

// A set of permutations: bit p of the 128 bits (only the low 120 are used).
struct PermSet {
  std::uint64_t lo = 0, hi = 0;

  static constexpr PermSet all() { return {~0ull, (1ull << (kPerms - 64)) - 1}; }
  static constexpr PermSet one(int p) {
    return p < 64 ? PermSet{1ull << p, 0} : PermSet{0, 1ull << (p - 64)};
  }
  constexpr bool has(int p) const { return p < 64 ? (lo >> p) & 1 : (hi >> (p - 64)) & 1; }
  constexpr int count() const { return std::popcount(lo) + std::popcount(hi); }
  constexpr bool empty() const { return !lo && !hi; }
  constexpr PermSet operator&(PermSet o) const { return {lo & o.lo, hi & o.hi}; }
  constexpr PermSet operator|(PermSet o) const { return {lo | o.lo, hi | o.hi}; }
  constexpr PermSet without(PermSet o) const { return {lo & ~o.lo, hi & ~o.hi}; }
  // The n-th member (0-based) in increasing order; n < count().
  constexpr int nth(int n) const {
    for (int p = 0; p < kPerms; ++p)
      if (has(p) && n-- == 0) return p;
    return -1;
  }
  constexpr bool operator==(const PermSet&) const = default;
};

// kWith[row][pattern]: the permutations that give `row` that pattern (24 each).
inline constexpr auto kWith = [] {
  std::array<std::array<PermSet, kKinds>, kKinds> w{};
  for (int p = 0; p < kPerms; ++p)
    for (int r = 0; r < kKinds; ++r)
      w[r][kPermTable[p][r]] = w[r][kPermTable[p][r]] | PermSet::one(p);
  return w;
}();

// A set of patterns as bits (bit k: Kind k).
using Patterns = std::uint8_t;

// The permutations whose pattern for `row` is one of `patterns`.
constexpr PermSet with_any(Kind row, Patterns patterns) {
  PermSet out;
  for (int k = 0; k < kKinds; ++k)
    if (patterns >> k & 1) out = out | kWith[row][k];
  return out;
}

// What an answer teaches: a yes keeps the permutations whose pattern for `row` could make the
// capture (one of `could`), a no keeps the others.
constexpr PermSet learn(PermSet known, Kind row, Patterns could, bool yes) {
  PermSet fit = with_any(row, could);
  return yes ? known & fit : known.without(fit);
}

// One cell of the deduction table: O (certain), X (impossible) or ? (still possible).
enum class Cell : std::uint8_t { kPossible, kCertain, kImpossible };
constexpr Cell cell(PermSet known, Kind row, Kind pattern) {
  PermSet fit = known & kWith[row][pattern];
  if (fit.empty()) return Cell::kImpossible;
  return fit == known ? Cell::kCertain : Cell::kPossible;
}

// Text: an assignment as five pattern letters in row order ("QNBKR": the king captures like a
// queen, ...), and as the source's combos, row by row ("KQ QN RB BK NR").
std::string perm_letters(std::uint8_t perm);
std::string perm_combos(std::uint8_t perm);
// Reads "QNBKR", "KQ QN RB NR BK" (pairs in any order, spaces or commas optional), "balanced" or
// "identity"; throws InputError naming what is wrong (a letter that is no piece, a row or pattern
// given twice or missing).
std::uint8_t parse_perm(std::string_view text);
// A PermSet as text: "*" for all 120, else 30 hex digits (bit 119 first).
std::string set_text(PermSet s);
PermSet parse_set(std::string_view text);

}  // namespace menagerie::masquerade
