// PGN: writing a game record and reading one back (tags, SAN movetext; comments, variations and
// NAGs are skipped on reading).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "chess/fen.hpp"
#include "chess/position.hpp"
#include "core/game.hpp"

namespace menagerie::chess {

struct PgnGame {
  std::map<std::string, std::string> tags;
  Position start = parse_fen(kStandardFen);  // a Position alone is left uninitialised, for speed
  std::vector<Move> moves;
  std::string result = "*";  // "1-0", "0-1", "1/2-1/2" or "*"
};

// The result token for an outcome ("*" while the game goes on).
std::string result_token(const Outcome& o);
// The host's tags as PGN tags: White and Black (seats 0 and 1), Date, Site, Event, Termination.
void put_tags(PgnGame& game, const RecordTags& tags);

// Writes the seven-tag roster (defaults "?") plus Variant, SetUp and FEN when the start is not the
// standard position or `variant` is not "Standard". Lines are wrapped at 80 columns.
std::string write_pgn(const PgnGame& game, std::string_view variant);

// A record as any 8x8 game writes it, each move already in its text (SAN, or the game's own long
// form) with a comment after it when it has one: the part of PGN that needs no chess rules. The
// games whose moves are not orthodox chess (Half Alice, Crowded House, Masquerade) write theirs so.
struct PgnMove {
  std::string text;
  std::string comment;  // "" for none
};
struct PgnText {
  std::map<std::string, std::string> tags;  // the roster's missing ones are written "?"
  std::string comment;                      // before the first move ("" for none)
  int fullmove = 1;                         // the first move's number, and whose move it is
  Color side = kWhite;
  std::vector<PgnMove> moves;  // the side alternates move by move
  std::string result = "*";
};
// The seven-tag roster first, then the other tags by name; movetext wrapped at 80 columns. A '}'
// in a comment (which would end it) is written ')'.
std::string write_pgn_text(const PgnText& game);

// The head of such a record, as those games write it: the host's tags, [Variant "variant"],
// [SetUp "1"] and [FEN] with the game's own position text `start` when it is not `usual` (the
// variant's own start: Menagerie's import reads the tag as the option `fen`), [Termination] and
// the result once over, and the move number and side of `from`, where the movetext starts.
PgnText pgn_head(const RecordTags& tags, std::string_view variant, const std::string& start,
                 const std::string& usual, const Outcome& o, const Position& from);

// Reads the first game in `text`. Throws InputError naming the tag or the move (by number) at
// fault.
PgnGame read_pgn(std::string_view text);

}  // namespace menagerie::chess
