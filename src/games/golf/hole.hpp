// One hole of Chess Golf: the board, the chosen cards, and the moves (rules 3 to 6 and 11 of
// docs/rules/golf.md). The game (golf.hpp) and the solver (solver.hpp) both play holes through
// these functions, so they can never disagree about a rule.
//
// Pieces use the orthodox encoding (chess/types.hpp: colour * 8 + type, no pawns).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "chess/types.hpp"
#include "chess/words.hpp"
#include "core/game.hpp"

namespace menagerie::golf {

using chess::Bitboard;
using chess::Piece;
using chess::Square;

// When a colour's pieces may all make a king's step (rule 5).
enum class Special : std::uint8_t {
  kPairs,  // the 2024 booklet: the colour has no two same-coloured pieces side by side
  kMoves,  // the author's code: the colour has no borrowed move at all
  kNone,   // never
};
std::string_view special_name(Special s);
Special parse_special(std::string_view text);  // throws InputError naming the choices

// A hole turns at most the whole deck: the 2024 booklet's dealer may add a card after every
// agreement, with no cap but the 16 cards (docs/rules/golf.md, rule 15).
inline constexpr int kMaxCards = 16;
inline constexpr int kMaxPieces = 16;  // the sixteen pieces other than pawns

// A move of a hole: a piece from one square to another. No member initialisers, so that a move
// list (Steps) is not zeroed each time one is made: the solver makes millions (Step{} is zero).
struct Step {
  std::uint8_t from, to;
  bool operator==(const Step&) const = default;
};
// Queen-and-knight reach from each of 16 pieces bounds the moves of any position.
inline constexpr std::size_t kMaxSteps = 16 * 36;
using Steps = MoveList<Step, kMaxSteps>;

struct Hole {
  std::array<Piece, 64> at{};  // chess::kNoPiece for an empty square
  Bitboard colour[2]{};        // the squares of each colour's pieces
  std::array<Piece, kMaxCards> cards{};
  std::uint8_t card_count = 0;
  std::array<Piece, kMaxCards - 1> taken{};  // captured pieces, in order
  std::uint8_t taken_count = 0;
  std::int8_t taking = -1;  // the square of the piece that made the captures so far, else -1
  Special special = Special::kPairs;

  Bitboard occupied() const { return colour[0] | colour[1]; }
  void put(Square s, Piece p);
  void remove(Square s);
  int piece_count() const;
  bool operator==(const Hole&) const = default;
};

// Whether the hole is finished: every chosen piece but one is taken (one capture with two cards,
// and with more the same piece takes all the others: rule 9).
inline bool solved(const Hole& h) { return h.card_count >= 2 && h.taken_count + 1 == h.card_count; }

// Who may capture what in a position (rules 6 and 11), worked out once per position: the squares
// each chosen piece may capture on, and the one piece allowed to after a first capture.
struct CaptureTable {
  std::array<Bitboard, 16> targets{};  // by piece code; the mover's own square is counted out
  int only = -1;                       // the capturing piece's square, once it has captured
  Bitboard capturers = 0;              // the squares where of() is not empty
  Bitboard of(const Hole& h, Square from) const {
    if (only >= 0 && from != only) return 0;
    return targets[h.at[from]] & ~(Bitboard{1} << from);
  }
};
CaptureTable capture_table(const Hole& h);
// The table of `after`, the position after the quiet move m of a position whose table is t: the
// same as capture_table(after), cheaper (a quiet move keeps who may take whom; the target squares
// and the capturing piece follow the moved piece).
CaptureTable quiet_move_table(const CaptureTable& t, Step m, const Hole& after);
// The squares the piece on `from` reaches with its same-coloured neighbours' moves (rule 4).
Bitboard borrowed_reach(const Hole& h, Square from);
// Whether two pieces of colour c stand side by side (rule 5).
bool has_pair(const Hole& h, chess::Color c);

// Whether `mover` may capture `target` now (rule 6 and 11): the mover is of a chosen type, the
// target of a chosen type still untaken, counting the mover's own card out (so two cards of the
// same type let one such piece take the other), and after a first capture only that piece takes.
bool may_capture(const Hole& h, Square from, Square to);

// Every legal move, each once however many neighbours lend it (rules 4 to 6). Nothing once solved.
void generate(const Hole& h, Steps& out);
// Whether some legal move is a capture (the solver's cheap test).
bool any_capture(const Hole& h);
// The legal captures only, the same moves `generate` lists as captures (for the solver).
void generate_captures(const Hole& h, Steps& out);
// The same three with the position's capture table already worked out (the solver's hot path).
void generate(const Hole& h, const CaptureTable& t, Steps& out);
void generate_captures(const Hole& h, const CaptureTable& t, Steps& out);
bool king_steps(const Hole& h, const CaptureTable& t, chess::Color colour);
// Plays a legal move.
void play(Hole& h, Step m);

// Whether `colour`'s pieces may all make a king's step now (rule 5, by the hole's `special`).
bool king_steps(const Hole& h, chess::Color colour);

// Text: the board as a FEN piece placement (ranks 8 to 1, upper case White, no pawns) and the
// cards as piece letters ("K b", "Kb", "n n r"). Both throw InputError naming the fault.
Hole parse_board(std::string_view text);
std::string board_text(const Hole& h);
// The cards into h (two or more; each must name a piece type, and may be any of the 16 cards).
void parse_cards(Hole& h, std::string_view text, int min_cards = 2);
std::string cards_text(const Hole& h);  // "Kb"
char piece_letter(Piece p);
Piece piece_of_letter(char c);  // kNoPiece when not a piece letter (pawns included)
using chess::piece_word;        // "white king"
std::string square_text(Square s);
Square parse_square(std::string_view text);  // -1 when not a square
std::string step_text(Step m);               // "e5g6"

// The 16 cards, one per piece: two knights, bishops and rooks, a queen and a king of each colour.
inline constexpr int kSetCount[7] = {0, 0, 2, 2, 2, 1, 1};
// Board layout's gaps (rule 1): the empty squares skipped before each piece is placed.
inline constexpr int kGap[7] = {0, 0, 1, 2, 3, 5, 6};

}  // namespace menagerie::golf
