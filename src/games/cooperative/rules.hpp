// Cooperative Chess's rules (docs/rules/cooperative.md numbers them; the tests name them): the
// deal and the draws as chance steps, a turn of several steps, captures allowed by the cards, the
// wild cards, and the team's score.
#pragma once

#include <string>

#include "core/game.hpp"
#include "games/cooperative/state.hpp"

namespace menagerie::cooperative {

// Board moves (at most ~220, as in chess, fewer without check rules' help), the cards of a hand,
// "end turn"; a chance step has at most 12 outcomes.
inline constexpr std::size_t kMaxMoves = 256;
using MoveBuffer = MoveList<Move, kMaxMoves>;

// The seat to act, or kChance while a hand is being dealt or drawn up.
Seat to_move(const State& s);
// The seat the next card is dealt to (at a chance step).
Seat drawer(const State& s);
// The draw pile: every card not in a hand, on a stack or captured, by card.
std::array<int, 16> draw_pile(const State& s);
int draw_pile_size(const State& s);
// The chance step: each card of the draw pile, by its share of the pile.
void chance(const State& s, MoveList<ChanceOutcome<Move>, kMaxMoves>& out);

void generate(const State& s, MoveBuffer& out);
void play(State& s, const Move& m);
Outcome outcome(const State& s);
std::uint64_t hash(const State& s);

// Every pseudo-legal board move of colour c (no check rules: kings may move into check), captures
// or non-captures.
void board_moves(const State& s, Color c, bool captures, MoveBuffer& out);
bool is_capture(const State& s, const Move& m);
// The square of the piece a capture removes (the pawn behind, en passant).
Square captured_square(const Move& m);

// Rule 5a: a card on `owner`'s stack is wild when that colour has no piece of its type left.
bool wild_on_stack(const State& s, Color owner, Card c);
// Why the cards do not allow this capture by the mover (empty: they do).
std::string card_fault(const State& s, const Move& m);
// Why m is not a legal step of s (empty: it is), naming what is wrong.
std::string why_illegal(const State& s, const Move& m);

// Rule 7: piece types gone from the board in both colours.
int types_gone(const State& s);

// The standard start, before the deal.
State start(OutOfCards rule = OutOfCards::kBoth);

}  // namespace menagerie::cooperative
