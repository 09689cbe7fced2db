// Import: a game or a position pasted as text, for any game, read into what creates it again (the
// options and the moves; catalog/create.hpp). Three forms are read, whatever the game:
//   - a position in the game's FEN-family text (the variant's position option, below);
//   - a move list in the game's own move text, moves numbered or not ("1. e4 e5 2. Nf3" or
//     "e2e4 e7e5"), played from the game's start;
//   - a PGN: tags, then such a move list; comments {..} and ;.., variations (..), NAGs $n,
//     annotations (!, ?) and the result are skipped, and a [FEN] tag gives the start.
// Nothing here knows a game: positions and moves are read by the game's own parsers through a
// Table, and errors name the line and the move at fault.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "catalog/variant.hpp"

namespace menagerie::catalog {

// The option through which `v` takes a start position as text: "fen" or, failing that,
// "position" (a string option of that name); empty when the variant takes none.
std::string position_option(const Variant& v);

// One move of a move list: its text as written, the line it is on (from 1) and the number written
// before it, if any ("12." or "12...").
struct MoveToken {
  std::string text;
  int line = 1;
  std::string number;
};

struct MoveText {
  std::vector<std::pair<std::string, std::string>> tags;  // in the order written
  std::vector<MoveToken> moves;
  std::string result;  // "1-0", "0-1", "1/2-1/2", "*" or empty
};

// Reads PGN tags and movetext. Throws InputError naming the line of an unclosed tag, comment or
// variation.
MoveText read_movetext(std::string_view text);

struct Imported {
  std::string kind;                // "position", "moves" or "pgn"
  json options;                    // create the start (with the position option when one was given)
  std::vector<std::string> moves;  // machine form, from that start
  std::vector<std::string> shown;  // the same moves in the display form
  std::string result;              // the PGN's result token, if any
};

// Reads `text` as a position, a move list or a PGN of `v`, from the game `options` describe (a
// move list starts at their start). Throws InputError saying what is wrong: for text that is
// neither a position nor a move list, both reasons; for a bad move its line, number and text.
Imported import_text(const Variant& v, const json& options, std::string_view text);

}  // namespace menagerie::catalog
