// Zombie Chess's state: an orthodox chess position (src/chess) plus what the zombies add: the
// zombie markers, each player's secret burials, the dust bin, and where the current turn stands
// (a turn may be several steps: a capture's burial, a horde of zombie moves). Trivially copyable:
// the search copies it at every node.
#pragma once

#include <array>
#include <cstdint>

#include "chess/position.hpp"

namespace menagerie::zombie {

using chess::Bitboard;
using chess::Color;
using chess::Piece;
using chess::Square;

// Rule 7's two readings (docs/rules/zombie.md): a turn is either one ordinary move or moves by any
// of your zombies (kEither, the default), or your zombies may move and then one ordinary move
// ends the turn (kBoth).
enum class Horde : std::uint8_t { kEither = 0, kBoth = 1 };

// One captured piece buried under a square of the burier's grid. `candidates` is what everyone
// may know about where it lies: the squares of the burier's pieces when it was buried, less every
// square since shown to hold no burial of that player.
struct Burial {
  std::uint8_t square = 0;
  Piece piece = chess::kNoPiece;  // the buried (enemy) piece, its own colour
  Bitboard candidates = 0;
  bool operator==(const Burial&) const = default;
};

inline constexpr int kMaxBurials = 16;

struct Burials {
  std::array<Burial, kMaxBurials> list{};
  std::uint8_t count = 0;

  const Burial* begin() const { return list.data(); }
  const Burial* end() const { return list.data() + count; }
  Burial* begin() { return list.data(); }
  Burial* end() { return list.data() + count; }
  // The index of the burial under `sq`, or -1.
  int at(Square sq) const {
    for (int i = 0; i < count; ++i)
      if (list[i].square == sq) return i;
    return -1;
  }
  Bitboard squares() const {
    Bitboard b = 0;
    for (const Burial& x : *this) b |= bit(x.square);
    return b;
  }
  void add(const Burial& x) { list[count++] = x; }
  void remove(int i) {
    for (int j = i; j + 1 < count; ++j) list[j] = list[j + 1];
    list[--count] = Burial{};
  }
  bool operator==(const Burials&) const = default;
};

struct State {
  chess::Position pos;   // pos.side is the seat whose turn it is, through all of its steps
  Bitboard zombies = 0;  // squares of zombie pieces, either colour
  Bitboard moved = 0;    // the mover's zombies moved this turn, where they stand now
  Bitboard left = 0;     // squares the mover's pieces left this turn: checked at its end
  Burials burials[2];    // by burier (0 White, 1 Black)
  std::array<std::uint8_t, 16> dust{};  // the dust bin: destroyed pieces by chess::Piece
  Piece pending = chess::kNoPiece;      // a captured piece waiting for its burial
  bool ends_after_burial = false;       // the burial then ends the turn
  Horde horde = Horde::kEither;
  // Pawns risen on their last rank (rule 8), standing as queens until their owner chooses what
  // they become: the side to move chooses its own first. `ends_after_choice`: the turn is over
  // but for the mover's own choices (a pawn of its own that rose by rule 9); then it passes.
  Bitboard promoting = 0;
  bool ends_after_choice = false;

  Color mover() const { return pos.side; }
  // The squares where the side to move must choose what its risen pawn becomes, lowest first.
  Bitboard choices_due() const { return promoting & pos.pieces(pos.side); }
  // Some steps of this turn were taken, or choices are due: only its own continuation (or "end
  // turn") is legal.
  bool under_way() const { return moved != 0 || pending != chess::kNoPiece || choices_due(); }
  bool operator==(const State&) const = default;
};

// A step of a turn: an orthodox move, a burial (under `square`), ending a zombie horde's turn, or
// choosing what the risen pawn on `square` becomes (`type`).
struct Move {
  enum Kind : std::uint8_t { kPlay = 0, kBury = 1, kEndTurn = 2, kPromote = 3 };
  chess::Move play{};
  Kind kind = kPlay;
  std::uint8_t square = 0;                 // kBury, kPromote: where
  chess::PieceType type = chess::kNoType;  // kPromote: queen, rook, bishop or knight

  static Move of(chess::Move m) { return {m, kPlay, 0}; }
  static Move bury(Square sq) { return {chess::Move{}, kBury, std::uint8_t(sq)}; }
  static Move end_turn() { return {chess::Move{}, kEndTurn, 0}; }
  static Move promote(Square sq, chess::PieceType t) {
    return {chess::Move{}, kPromote, std::uint8_t(sq), t};
  }
  bool operator==(const Move&) const = default;
};

}  // namespace menagerie::zombie
