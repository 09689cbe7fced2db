// Chess960 start positions: by Scharnagl number (0–959, 518 is the standard array), and by Don
// Kirkby's card method from the Chess Kit (three shuffled piles of playing cards).
#pragma once

#include <array>
#include <string>

#include "chess/position.hpp"
#include "core/rng.hpp"

namespace menagerie::chess960 {

inline constexpr int kStandardNumber = 518;

// The back rank of start `number` (0–959), e.g. "RNBQKBNR" for 518. Throws InputError out of range.
std::string back_rank(int number);
// The full start position: pawns, mirrored black pieces, all four castling rights.
chess::Position start_position(int number);
// The number of a back rank, or -1 when the rank is not a Chess960 start.
int start_number(const std::string& back_rank);

// The card method: pile 1 holds A 3 5 7 (a c e g: a dark-square bishop), pile 2 holds 2 4 6 8
// (b d f h: a light-square bishop), pile 3 holds 8 8 10 10 10 Q, turned over one at a time to fill
// the empty squares from the a-file: 8 a knight, Q the queen, the first and third 10 rooks, the
// middle 10 the king. Cards are written as on their faces: "A", "2" … "10", "Q".
struct CardDeal {
  std::string pile1, pile2;
  std::array<std::string, 6> pile3;
};
// Deals the three piles after shuffling each (uniform over all 960 starts: 4 × 4 × 60 orders).
CardDeal deal_cards(Rng& rng);
// The back rank a deal makes. Throws InputError when the cards are not a possible deal.
std::string back_rank(const CardDeal& deal);
std::string describe(const CardDeal& deal);

}  // namespace menagerie::chess960
