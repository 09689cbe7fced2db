// Square names as people write them: the file as a letter from 'a', then the rank as a number from
// 1, with no leading zero ("a1", "e4", "c10"). Geometry allows at most 26 files (one letter each)
// and 64 cells, so a rank takes one or two digits. Every game names and reads squares here, so that
// "a0", "a01", "A1" and "e 4" are refused the same way everywhere.
//
// Names are made of (file, rank) pairs counted from 0; a game turns them into its own square
// numbers (core/geometry and the games number rank-major: square = rank * width + file).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/error.hpp"

namespace menagerie {

struct FileRank {
  int file, rank;
  constexpr bool operator==(const FileRank&) const = default;
};

// The most files a name can have: one letter each.
inline constexpr int kMaxNamedFiles = 26;

constexpr char file_letter(int file) { return static_cast<char>('a' + file); }

// The file `letter` names on a board `files` wide, or nothing.
constexpr std::optional<int> parse_file(char letter, int files) {
  if (letter < 'a' || letter >= 'a' + files) return std::nullopt;
  return letter - 'a';
}

// "1" for rank 0, "10" for rank 9.
inline std::string rank_number(int rank) { return std::to_string(rank + 1); }

// The rank `digits` names on a board `ranks` high ("1" is rank 0), or nothing for an empty text,
// a non-digit, a leading zero or a rank off the board.
constexpr std::optional<int> parse_rank(std::string_view digits, int ranks) {
  if (digits.empty() || digits.size() > 2 || digits[0] == '0') return std::nullopt;
  int number = 0;
  for (char c : digits) {
    if (c < '0' || c > '9') return std::nullopt;
    number = number * 10 + (c - '0');
  }
  if (number > ranks) return std::nullopt;
  return number - 1;
}

inline std::string square_name(int file, int rank) { return file_letter(file) + rank_number(rank); }
inline std::string square_name(FileRank at) { return square_name(at.file, at.rank); }

// The square `text` names on a board `files` × `ranks`, or nothing when it names none (the whole
// text must be the name: no spaces, no upper case).
constexpr std::optional<FileRank> parse_square_name(std::string_view text, int files, int ranks) {
  if (text.size() < 2) return std::nullopt;
  auto file = parse_file(text[0], files);
  auto rank = parse_rank(text.substr(1), ranks);
  if (!file || !rank) return std::nullopt;
  return FileRank{*file, *rank};
}

// Why `text` names no square of the board: "'z9' is not a square of the 5×7 board (a1 to e7)".
inline std::string not_a_square(std::string_view text, int files, int ranks) {
  return "'" + std::string(text) + "' is not a square of the " + std::to_string(files) + "×" +
         std::to_string(ranks) + " board (a1 to " + square_name(files - 1, ranks - 1) + ")";
}

// parse_square_name, or an InputError "<what>: 'z9' is not a square of the 5×7 board (a1 to e7)".
inline FileRank read_square_name(std::string_view text, int files, int ranks,
                                 std::string_view what) {
  if (auto at = parse_square_name(text, files, ranks)) return *at;
  throw InputError(std::string(what) + ": " + not_a_square(text, files, ranks));
}

}  // namespace menagerie
