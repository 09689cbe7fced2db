// FEN for orthodox chess and Chess960. Reads the castling field as classic FEN (KQkq), X-FEN (K/Q
// mean the outermost rook on that side, a file letter names the rook) and Shredder-FEN (file
// letters); writes Shredder-FEN, which names every rook unambiguously.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "chess/position.hpp"

namespace menagerie::chess {

// Throws InputError naming the faulty field and what is wrong with it, or the reason the position
// cannot arise (two kings of a colour, pawns on the first or last rank, castling rights the pieces
// cannot have, the side not to move in check, ...). The halfmove and fullmove fields may be left
// out (0 and 1).
Position parse_fen(std::string_view fen);

// What parse_fen demands beyond the fields' syntax. Variants without check rules (Masquerade Chess:
// a king may stand attacked, and the game ends when one is captured) relax the orthodox checks.
struct FenChecks {
  bool check_rules = true;    // the side not to move is not in check, at most two checkers
  bool one_king_each = true;  // false: a side may also have no king (a game that has ended)
};
Position parse_fen(std::string_view fen, FenChecks checks);
std::string to_fen(const Position& pos);

inline constexpr std::string_view kStandardFen =
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

char piece_char(Piece p);                                   // 'P', 'n', ... ; '.' for empty
std::string square_name(Square s);                          // "e4" (core/square_name.hpp)
std::optional<Square> parse_square(std::string_view text);  // "e4", nothing for anything else

}  // namespace menagerie::chess
