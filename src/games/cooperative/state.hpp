// Cooperative Chess's state: an orthodox board (src/chess) where both seats play together against
// the game, plus the cards: each seat's secret hand, its face-up discard stack, the shared captured
// pile, and where the current turn stands. The draw pile is never stored: it is whatever of the 32
// cards is nowhere else, and each draw is a chance step the referee takes from its seed, so no State
// holds a future card (docs/rules/cooperative.md). Trivially copyable: searches copy it.
#pragma once

#include <array>
#include <cstdint>

#include "chess/position.hpp"

namespace menagerie::cooperative {

using chess::Color;
using chess::Piece;
using chess::PieceType;
using chess::Square;

// A card is named like the piece it stands for (chess::Piece: colour and type); red cards are
// white pieces. Cards of one colour and type are interchangeable.
using Card = Piece;
inline constexpr int kHandSize = 3;
inline constexpr int kDeckSize = 32;
// How many cards of each type a colour has in the deck (Appendix A: one card per piece).
inline constexpr std::array<int, 7> kDeckCount = {0, 8, 2, 2, 2, 1, 1};
inline constexpr std::uint8_t kNone = 64;  // no square

// A face-up pile in order, bottom first.
struct Pile {
  std::array<Card, kDeckSize> cards{};
  std::uint8_t size = 0;

  bool empty() const { return size == 0; }
  Card top() const { return size ? cards[size - 1] : Card(0); }
  void push(Card c) { cards[size++] = c; }
  Card pop() {
    Card c = cards[--size];
    cards[size] = 0;
    return c;
  }
  const Card* begin() const { return cards.data(); }
  const Card* end() const { return cards.data() + size; }
  bool operator==(const Pile&) const = default;
};

// A hand: how many of each card (indexed by Card).
struct Hand {
  std::array<std::uint8_t, 16> count{};
  int size() const {
    int n = 0;
    for (auto c : count) n += c;
    return n;
  }
  bool operator==(const Hand&) const = default;
};

// Where the turn stands (rule 3): dealing; the start (a non-capturing move or a card); a move made
// (the card must follow); the card played (captures or "end"); drawing back up to three.
enum class Step : std::uint8_t { kDeal, kStart, kMoved, kPlayed, kDraw };

// Rule 7's "run out of cards" (an option): the team loses when both hands are empty, a seat with
// none being skipped (kBoth, the default), or as soon as the seat to move has none (kFirst).
enum class OutOfCards : std::uint8_t { kBoth, kFirst };

struct State {
  chess::Position pos;  // pos.side: the colour (and seat) whose turn it is; pos.key unused (0)
  std::array<Hand, 2> hands{};
  std::array<Pile, 2> stacks{};  // discard stacks by colour
  Pile captured{};
  Step step = Step::kDeal;
  std::uint8_t piece = kNone;    // the square of the piece this turn's moves are made by
  std::uint8_t next_ep = kNone;  // the en passant square this turn's double step leaves
  bool wild_next = false;        // rule 5b: the next captured card is wild
  bool king_taken = false;
  OutOfCards out_of_cards = OutOfCards::kBoth;

  Color mover() const { return pos.side; }
  bool operator==(const State&) const = default;
};

// One step of a turn, or a card drawn by chance.
struct Move {
  enum Kind : std::uint8_t { kBoard = 0, kCard = 1, kEndTurn = 2, kDraw = 3 };
  enum Special : std::uint8_t { kNormal = 0, kEnPassant = 1, kCastling = 2 };
  Kind kind = kBoard;
  std::uint8_t from = 0, to = 0;  // castling: the king's square and its rook's
  Special special = kNormal;
  PieceType promo = chess::kNoType;
  Card card = 0;  // kCard: the card played; kDraw: the card drawn

  static Move board(Square from, Square to, Special sp = kNormal,
                    PieceType promo = chess::kNoType) {
    return {kBoard, std::uint8_t(from), std::uint8_t(to), sp, promo, 0};
  }
  static Move play_card(Card c) { return {kCard, 0, 0, kNormal, chess::kNoType, c}; }
  static Move end_turn() { return {kEndTurn, 0, 0, kNormal, chess::kNoType, 0}; }
  static Move draw(Card c) { return {kDraw, 0, 0, kNormal, chess::kNoType, c}; }
  bool operator==(const Move&) const = default;
};

}  // namespace menagerie::cooperative
