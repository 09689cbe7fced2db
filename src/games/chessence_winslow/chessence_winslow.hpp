// Winslow's Chessence (Jim Winslow, 1989): a 6×9 board with eight holes, kings that never move, and
// men whose moves come from where their friendly men stand (orthogonal neighbour: rook, diagonal
// neighbour: bishop, a knight's leap away: knight). A turn moves a man or drops one of three
// reserves onto an empty starting square of one's own; the side to move with no legal move loses.
// Full rules and the house rules for endless play: docs/rules/chessence-winslow.md.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/bitboard.hpp"
#include "core/game.hpp"
#include "core/move_parts.hpp"
#include "engine/searchable.hpp"

namespace menagerie::chessence_winslow {

inline constexpr int kWidth = 6, kHeight = 9, kCells = kWidth * kHeight;
inline constexpr int kWhite = 0, kBlack = 1;
// Kings never move, so their squares are part of the rules rather than of the position.
inline constexpr int kKingSquare[2] = {5, 48};  // f1, a9
inline constexpr Bitboard kKings = bit(5) | bit(48);
inline constexpr int kHandMax = 3;    // only the original reserves are ever dropped
inline constexpr int kMenMax = 9;     // each side owns nine men in all
inline constexpr int kDropFrom = 63;  // Move::from of a drop: never a cell of the 54
inline constexpr int kDefaultMoveLimit = 100;

// The powers a man holds, as a set of bits.
enum Power : std::uint8_t { kRook = 1, kBishop = 2, kKnight = 4 };

struct Move {
  std::uint8_t from = 0, to = 0;
  bool is_drop() const { return from == kDropFrom; }
  bool operator==(const Move&) const = default;
  static Move drop(int to) { return {kDropFrom, static_cast<std::uint8_t>(to)}; }
  static Move step(int from, int to) {
    return {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)};
  }
};

struct State {
  Bitboard men[2] = {0, 0};
  std::uint64_t key = 0;       // Zobrist key of men, hands and side (not the counters)
  std::uint16_t quiet = 0;     // plies since the last capture or drop
  std::uint16_t fullmove = 1;  // for people only: the move number shown in records
  std::uint16_t move_limit = kDefaultMoveLimit;  // quiet plies that draw the game; 0: never
  std::uint8_t hand[2] = {kHandMax, kHandMax};
  std::uint8_t side = kWhite;
};

struct ChessenceWinslow {
  static constexpr std::string_view kId = "chessence-winslow";
  static constexpr int kSeats = 2;
  // Nine men reaching at most the 45 other cells each, plus six drop squares.
  static constexpr int kMaxMoves = kMenMax * 45 + 6;
  // Record declares the third occurrence of a position a draw (house rule; see the rules document).
  static constexpr int kRepetitionDraw = 3;

  using State = chessence_winslow::State;
  using Move = chessence_winslow::Move;

  static State start();
  static Seat to_move(const State& s) { return s.side; }
  static void generate(const State& s, MoveList<Move, kMaxMoves>& moves);
  static void play(State& s, const Move& m);
  static Outcome outcome(const State& s);
  static std::uint64_t hash(const State& s) { return s.key; }

  // Rules queries the notation, the views and the tests share.
  static int powers(const State& s, int square);      // Power bits of the man on square (0 if none)
  static Bitboard reach(const State& s, int square);  // where that man may go, ignoring king safety
  static bool in_check(const State& s);               // is the side to move's king attacked?
  static bool king_attacked(const State& s, int color);
  static Bitboard drop_squares(int color);
  static std::uint64_t compute_key(const State& s);
  // What stands on a cell, as the position text writes it: M/m men, K/k kings, '.' empty, '*' hole.
  static char cell_char(const State& s, int square);

  // Text forms (notation.cpp).
  static State parse_position(std::string_view text);
  static std::string position_text(const State& s);
  static Move parse_move(const State& s, std::string_view text);
  static std::string move_text(const State& s, const Move& m);
  static std::string move_display(const State& s, const Move& m);

  // Views (view.cpp).
  static std::string render(const State& s);
  static nlohmann::json view(const State& s, Seat seat);
  // For clients: a drop comes from the mover's hand zone ("white-hand").
  static MoveParts move_parts(const State& s, const Move& m);

  // What the generic search needs (engine/searchable.hpp; search_hooks.cpp, evaluate.cpp). There is
  // no null move: a side with no legal move loses, so zugzwang is everywhere in this game.
  static constexpr std::uint32_t kMoveKeys = 64 * 64;  // from (63 for a drop) × to
  static int evaluate(const State& s);
  static bool is_tactical(const State& s, const Move& m) {
    return !m.is_drop() && test(s.men[s.side ^ 1], m.to);
  }
  static int order_score(const State& s, const Move& m);
  static std::uint32_t move_key(const Move& m) { return m.from * 64u + m.to; }
  // The quiet-ply limit, when the side to move could still move (having none loses even then).
  static bool draw_by_rule(const State& s);
  static int reversible_plies(const State& s) { return s.quiet; }
};

// What the game provides (core/game.hpp): a misspelt hook fails here, not silently.
static_assert(Conforms<ChessenceWinslow> && Notated<ChessenceWinslow> &&
              Rendered<ChessenceWinslow> && Viewed<ChessenceWinslow> &&
              PartedMoves<ChessenceWinslow> && engine::Searchable<ChessenceWinslow>);

}  // namespace menagerie::chessence_winslow
