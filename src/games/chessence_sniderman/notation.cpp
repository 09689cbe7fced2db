// Positions ("RnbK/qNrB/bRkn/NQbr 0": ranks 4 to 1, files a to d, then the moves already played)
// and moves ("Qb2xc3" for people, "b2c3" for machines), with errors that name the fault.
#include <array>
#include <cctype>
#include <string>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/square_name.hpp"
#include "games/chessence_sniderman/chessence_sniderman.hpp"
#include "games/chessence_sniderman/objects.hpp"

namespace menagerie::chessence_sniderman {

namespace {

std::string_view colour_word(Colour c) { return c == kWhite ? "White" : "Black"; }

std::string describe(Piece p) {
  return fmt::format("a {} {}", colour_word(colour_of(p)), kind_name(kind_of(p)));
}

int parse_square(std::string_view t) {
  auto at = parse_square_name(t, 4, 4);
  return at ? at->rank * 4 + at->file : -1;
}

}  // namespace

ChessenceSniderman::State ChessenceSniderman::parse_position(std::string_view text) {
  std::string_view board = text, count;
  while (!board.empty() && std::isspace(static_cast<unsigned char>(board.front())))
    board.remove_prefix(1);
  while (!board.empty() && std::isspace(static_cast<unsigned char>(board.back())))
    board.remove_suffix(1);
  if (auto space = board.find_first_of(" \t"); space != std::string_view::npos) {
    count = board.substr(space + 1);
    board = board.substr(0, space);
    while (!count.empty() && std::isspace(static_cast<unsigned char>(count.front())))
      count.remove_prefix(1);
  }
  if (board.empty())
    throw InputError("empty position (expected four ranks like RnbK/qNrB/bRkn/NQbr)");
  State s;
  int rank = 3, file = 0;
  for (std::size_t i = 0; i < board.size(); ++i) {
    char c = board[i];
    if (c == '/') {
      if (file != 4)
        throw InputError(fmt::format("position: rank {} has {} squares, not 4", rank + 1, file));
      if (--rank < 0) throw InputError("position: more than 4 ranks");
      file = 0;
      continue;
    }
    if (file == 4)
      throw InputError(fmt::format("position: rank {} has more than 4 squares", rank + 1));
    Square sq = rank * 4 + file;
    if (c != '.') {
      Piece p = piece_from_char(c);
      if (p == kEmpty)
        throw InputError(
            fmt::format("position: '{}' on {} is not a piece (use KQRBN for White, kqrbn for "
                        "Black, . for empty)",
                        c, square_name(sq)));
      s.put(sq, p);
      s.colour[colour_of(p)] |= static_cast<Squares>(1u << sq);
    }
    ++file;
  }
  if (rank != 0 || file != 4)
    throw InputError(
        rank > 0 ? fmt::format("position: only {} ranks (need 4, from rank 4 to rank 1)", 4 - rank)
                 : fmt::format("position: rank 1 has {} squares, not 4", file));
  int pieces = popcount(s.occupied());
  if (pieces == 0) throw InputError("position: the board is empty");
  if (!count.empty()) {
    int n = 0;
    for (char c : count) {
      if (!std::isdigit(static_cast<unsigned char>(c)) || n > 100)
        throw InputError(fmt::format("position: the move count '{}' is not a whole number", count));
      n = n * 10 + (c - '0');
    }
    if (n > 16 - pieces)
      throw InputError(
          fmt::format("position: {} moves cannot have been played with {} pieces left (each move "
                      "takes one of 16)",
                      n, pieces));
    s.ply = s.start_ply = static_cast<std::uint8_t>(n);
  }
  return s;
}

std::string ChessenceSniderman::position_text(const State& s) {
  std::string out;
  for (int rank = 3; rank >= 0; --rank) {
    for (int file = 0; file < 4; ++file) out += piece_char(s.at(rank * 4 + file));
    if (rank) out += '/';
  }
  return out + " " + std::to_string(s.ply);
}

ChessenceSniderman::Move ChessenceSniderman::parse_move(const State& s, std::string_view text) {
  std::string_view t = text;
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
  Piece named = kEmpty;
  // A leading letter names the piece only when a square follows it: "b2xc3" starts with a square.
  if (t.size() > 4 && piece_from_char(t[0]) != kEmpty && parse_square(t.substr(1, 2)) >= 0) {
    named = piece_from_char(t[0]);
    t.remove_prefix(1);
  }
  int from = t.size() >= 4 ? parse_square(t.substr(0, 2)) : -1;
  std::string_view rest = t.size() >= 4 ? t.substr(2) : std::string_view{};
  if (!rest.empty() && rest[0] == 'x') rest.remove_prefix(1);
  int to = parse_square(rest);
  if (from < 0 || to < 0)
    throw InputError(fmt::format("malformed move '{}' (write it like Qb2xc3 or b2c3)", text));
  Piece mover = s.at(from), victim = s.at(to);
  if (mover == kEmpty) throw InputError(fmt::format("no piece on {}", square_name(from)));
  if (named != kEmpty && named != mover)
    throw InputError(fmt::format("the piece on {} is {}, not '{}'", square_name(from),
                                 describe(mover), piece_char(named)));
  if (victim == kEmpty)
    throw InputError(fmt::format("{} is empty: every move must capture", square_name(to)));
  if (colour_of(victim) == colour_of(mover))
    throw InputError(fmt::format("{} on {} and {} on {} are the same colour", describe(mover),
                                 square_name(from), describe(victim), square_name(to)));
  if (!(attacks(kind_of(mover), from, s.occupied()) & (1u << to)))
    throw InputError(fmt::format("{} on {} cannot reach {}", describe(mover), square_name(from),
                                 square_name(to)));
  return Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)};
}

std::string ChessenceSniderman::move_text(const State&, const Move& m) {
  return std::string(square_name(m.from)) + std::string(square_name(m.to));
}

std::string ChessenceSniderman::move_display(const State& s, const Move& m) {
  return fmt::format("{}{}x{}", piece_char(s.at(m.from)), square_name(m.from), square_name(m.to));
}

}  // namespace menagerie::chessence_sniderman
