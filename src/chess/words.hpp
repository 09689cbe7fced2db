// The words for colours and piece types that views, records and messages of every 8×8 variant
// use: "white", "White", "knight", "white knight", 'N'. Written once here so that the page, the
// golden records and the error messages of the games name a piece the same way.
#pragma once

#include <string>
#include <string_view>

#include "chess/types.hpp"

namespace menagerie::chess {

// "white" / "black": the colour as the view writes it ("color" of a piece or a seat).
constexpr const char* color_word(Color c) { return c == kWhite ? "white" : "black"; }
// "White" / "Black": the side as a sentence or a seat names it.
constexpr const char* color_name(Color c) { return c == kWhite ? "White" : "Black"; }

// "pawn" … "king"; "" for kNoType.
constexpr const char* type_word(PieceType t) {
  constexpr const char* kWords[7] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
  return kWords[t];
}

// The SAN and FEN letters of the types, indexed by PieceType (' ' for kNoType).
inline constexpr std::string_view kTypeLetters = " PNBRQK";
// 'P' … 'K' (upper case, as SAN writes it); ' ' for kNoType.
constexpr char type_letter(PieceType t) { return kTypeLetters[t]; }

// "white knight".
inline std::string piece_word(Piece p) {
  return std::string(color_word(color_of(p))) + ' ' + type_word(type_of(p));
}

}  // namespace menagerie::chess
