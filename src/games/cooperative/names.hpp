// Words for pieces and cards, shared by the rules' messages, the texts and the views.
#pragma once

#include <string>

#include "chess/fen.hpp"
#include "chess/words.hpp"
#include "games/cooperative/state.hpp"

namespace menagerie::cooperative {

// A card as its piece letter: "N" the white (red) knight card, "b" the black bishop card.
inline std::string card_letter(Card c) { return std::string(1, chess::piece_char(c)); }
// "the red knight card" / "the black bishop card".
inline std::string card_name(Card c) {
  return std::string(chess::color_of(c) == chess::kWhite ? "red " : "black ") +
         chess::type_word(chess::type_of(c)) + " card";
}
inline bool is_card(Card c) {
  return chess::type_of(c) >= chess::kPawn && chess::type_of(c) <= chess::kKing && (c & ~15) == 0;
}

}  // namespace menagerie::cooperative
