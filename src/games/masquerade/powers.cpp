// Assignments and deduction sets as text.
#include "games/masquerade/powers.hpp"

#include <fmt/format.h>

#include "core/error.hpp"

namespace menagerie::masquerade {

namespace {
int letter_kind(char c) {
  auto at = kKindLetters.find(char(c >= 'a' && c <= 'z' ? c - 32 : c));
  return at == std::string_view::npos ? -1 : int(at);
}
[[noreturn]] void bad(std::string_view text, const std::string& why) {
  throw InputError(fmt::format(
      "assignment '{}': {}; an assignment gives each of K Q R B N one of the capture patterns K Q "
      "R B N, each pattern once (e.g. 'assign KQ QN RB NR BK' or 'QNBKR')",
      text, why));
}
}  // namespace

std::string perm_letters(std::uint8_t perm) {
  std::string out;
  for (int r = 0; r < kKinds; ++r) out += kKindLetters[kPermTable[perm][r]];
  return out;
}

std::string perm_combos(std::uint8_t perm) {
  std::string out;
  for (int r = 0; r < kKinds; ++r) {
    if (r) out += ' ';
    out += kKindLetters[r];
    out += kKindLetters[kPermTable[perm][r]];
  }
  return out;
}

std::uint8_t parse_perm(std::string_view text) {
  if (text == "balanced") return kBalanced;
  if (text == "identity") return kIdentity;
  // Letters only: separators (spaces, commas, dashes) carry no meaning.
  std::string letters;
  for (char c : text) {
    if (c == ' ' || c == ',' || c == '-' || c == '/') continue;
    if (letter_kind(c) < 0) bad(text, fmt::format("'{}' is not one of the pieces K Q R B N", c));
    letters += char(kKindLetters[letter_kind(c)]);
  }
  std::array<std::uint8_t, kKinds> patterns{};
  std::array<bool, kKinds> row_seen{}, pattern_seen{};
  if (letters.size() == 5) {  // patterns in row order
    for (int r = 0; r < kKinds; ++r) patterns[r] = std::uint8_t(letter_kind(letters[r]));
    for (int r = 0; r < kKinds; ++r) {
      if (pattern_seen[patterns[r]])
        bad(text, fmt::format("the pattern {} is given twice", kKindLetters[patterns[r]]));
      pattern_seen[patterns[r]] = true;
    }
  } else if (letters.size() == 10) {  // pairs: piece, then its pattern
    for (int i = 0; i < 10; i += 2) {
      int r = letter_kind(letters[i]), p = letter_kind(letters[i + 1]);
      if (row_seen[r]) bad(text, fmt::format("the piece {} is given twice", kKindLetters[r]));
      if (pattern_seen[p]) bad(text, fmt::format("the pattern {} is given twice", kKindLetters[p]));
      row_seen[r] = pattern_seen[p] = true;
      patterns[r] = std::uint8_t(p);
    }
  } else {
    bad(text, fmt::format("{} letters, expected 5 (patterns in the order K Q R B N) or 10 (five "
                          "piece-pattern pairs)",
                          letters.size()));
  }
  return *perm_index(patterns);
}

std::string set_text(PermSet s) {
  if (s == PermSet::all()) return "*";
  return fmt::format("{:014x}{:016x}", s.hi, s.lo);
}

PermSet parse_set(std::string_view text) {
  if (text == "*") return PermSet::all();
  if (text.size() != 30)
    throw InputError(fmt::format(
        "consistent set '{}': expected '*' (all 120 permutations) or 30 hex digits", text));
  PermSet s;
  for (std::size_t i = 0; i < 30; ++i) {  // 30 digits: exactly the 120 bits
    char c = text[i];
    int v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
    if (v < 0)
      throw InputError(fmt::format("consistent set '{}': '{}' is not a hex digit", text, c));
    int bit = int(4 * (29 - i));  // the first digit holds the highest bits
    for (int b = 0; b < 4; ++b)
      if (v >> b & 1) s = s | PermSet::one(bit + b);
  }
  if (s.empty()) throw InputError(fmt::format("consistent set '{}' is empty", text));
  return s;
}

}  // namespace menagerie::masquerade
