// Moves as text: UCI (e2e4, e7e8q; castling as the king taking its own rook, e1h1, as UCI_Chess960
// does) and SAN (Nf3, exd5, e8=Q, O-O, O-O-O, with disambiguation and +/#).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "chess/position.hpp"

namespace menagerie::chess {

int file_distance(Square a, Square b);
std::string to_uci(Move m);
// SAN of a legal move, with + or # when it checks or mates.
std::string to_san(const Position& pos, Move m);

// What a move leaves the side that answers it: nothing, check or mate, as the variant's own rules
// decide (a variant's check is not always orthodox check).
enum class CheckMark { kNone, kCheck, kMate };
CheckMark check_mark(bool in_check, bool has_reply);
// SAN of move m of pos written once for every 8×8 variant: the piece is named apart from another
// of the same kind going to the same square among `legal`, the variant's own legal moves of pos
// (a move outside the board's orthodox rules, like a pass, names no piece and is passed over),
// and `mark` is added as + or #.
std::string to_san(const Position& pos, Move m, std::span<const Move> legal,
                   CheckMark mark = CheckMark::kNone);

// A move as SAN says it, read without a position: the piece, what the text says of its origin (a
// file, a rank, both, or nothing), the target and the promotion; or castling.
struct SanMove {
  PieceType piece = kPawn;
  int from_file = -1, from_rank = -1;  // -1: not given
  Square to = kNoSq;
  PieceType promo = kNoType;
  int castle = -1;  // a CastlingSide, or -1
};
// Reads SAN as every SAN reader does: any disambiguation, needed or not (Nf3, Ngf3, N1f3, Ng1f3,
// e4xd5), an optional 'x' (or ':'), "e8=Q" or "e8Q", O-O or 0-0, and trailing +, #, ! and ?.
// Nothing when the text is not SAN.
std::optional<SanMove> read_san(std::string_view text);
// Whether `san` names move m of pos (castling written as the king taking its own rook): the same
// piece type to the same square, from a square that agrees with what the text gives of it, with
// the same promotion. A game reads SAN by keeping those of its own legal moves this is true of.
bool san_names(const Position& pos, Move m, const SanMove& san);

// A legal move of pos written in UCI or SAN. Accepts the standard castling form e1g1 as well as
// e1h1, 0-0 for O-O, a missing or superfluous disambiguation, "e8Q" for "e8=Q", trailing +, #, !
// and ?. Throws InputError saying why the text names no legal move (malformed, no piece there, the
// other side's piece, the piece cannot go there, it would leave the king in check, ambiguous).
Move parse_move(const Position& pos, std::string_view text);

}  // namespace menagerie::chess
