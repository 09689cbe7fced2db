// Power Chess (Ronald Hoekstra, 1998): a 5×7 board between four "big fields", rooks and bishops
// that bend round corners within the value of their die, and captured men that walk back into play
// through their owner's fields. The rules as implemented, and every decision we took, are in
// docs/rules/power-chess.md.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/bitboard.hpp"
#include "core/game.hpp"
#include "core/move_parts.hpp"
#include "core/zone.hpp"
#include "engine/searchable.hpp"

namespace menagerie::power_chess {

inline constexpr int kWidth = 5;
inline constexpr int kHeight = 7;
inline constexpr int kCells = kWidth * kHeight;

enum Color : std::uint8_t { kWhite = 0, kBlack = 1 };
enum PieceType : std::uint8_t { kPawn = 0, kBishop = 1, kRook = 2, kKing = 3, kNoPiece = 4 };
// The two big fields of a side: the near one touches its first rank, the back one lies behind it.
enum Field : std::uint8_t { kNear = 0, kBack = 1 };

// What sits in a big field is a multiset of "field kinds": a pawn, or a rook or bishop with its
// die. Kings never leave the board. 0 = pawn, 1..6 = rook with that die, 7..12 = bishop with
// die 1..6.
inline constexpr int kFieldKinds = 13;
using BigField = Zone<kFieldKinds>;
constexpr int field_kind(PieceType t, int die) {
  return t == kPawn ? 0 : t == kRook ? die : 6 + die;
}
constexpr PieceType kind_type(int kind) { return kind == 0 ? kPawn : kind <= 6 ? kRook : kBishop; }
constexpr int kind_die(int kind) { return kind == 0 ? 0 : kind <= 6 ? kind : kind - 6; }

// The rules that the sources leave open; the catalog entry maps its options onto these.
struct Rules {
  // A pawn reaching the far rank when no rook or bishop of its side waits in a big field.
  enum class Unpromotable : std::uint8_t {
    kStays,     // it may go there and stays a pawn (the text's literal reading)
    kForbidden  // it may not go there (as in Grand Chess)
  };
  Unpromotable unpromotable = Unpromotable::kStays;
  Field promoted_pawn_to = kNear;  // the text: "goes back to the first big field"
  // Plies without a capture or pawn move after which the game is drawn; 0 = never.
  std::uint16_t quiet_limit = 100;
  bool operator==(const Rules&) const = default;
};

struct State {
  std::array<Bitboard, 2> by_color{};
  std::array<Bitboard, 4> by_type{};
  std::array<std::uint8_t, kCells> die{};  // the die of the rook or bishop on a cell, 0 elsewhere
  std::array<std::array<BigField, 2>, 2> fields{};  // [color][Field]
  Color side = kWhite;
  Rules rules{};
  std::uint16_t quiet_plies = 0;  // plies since the last capture or pawn move
  std::uint16_t fullmove = 1;
  // Zobrist key of everything but the rules and clocks, kept up to date by play(); whoever builds
  // a State by hand sets it with PowerChess::compute_hash().
  std::uint64_t key = 0;

  Bitboard occupied() const { return by_color[0] | by_color[1]; }
  Bitboard pieces(Color c, PieceType t) const { return by_color[c] & by_type[t]; }
  PieceType type_at(int sq) const {
    for (int t = 0; t < 4; ++t)
      if (test(by_type[t], sq)) return PieceType(t);
    return kNoPiece;
  }
  Color color_at(int sq) const { return test(by_color[kBlack], sq) ? kBlack : kWhite; }
};

struct Move {
  enum Type : std::uint8_t {
    kStep,     // a man on the board moves from → to (capturing whatever enemy stands on to)
    kPromote,  // a pawn steps onto its last rank and is replaced by `kind` taken from `field`
    kAdvance,  // `kind` moves from the back field to the near field
    kEnter     // `kind` moves from the near field onto the empty square `to` of the first rank
  };
  std::uint8_t type = kStep;
  std::uint8_t from = 0, to = 0;
  std::uint8_t kind = 0;   // field kind, for kPromote, kAdvance and kEnter
  std::uint8_t field = 0;  // for kPromote: the field the new piece comes from
  bool operator==(const Move&) const = default;
};

struct PowerChess {
  using State = power_chess::State;
  using Move = power_chess::Move;

  static constexpr std::string_view kId = "power-chess";
  static constexpr int kSeats = 2;
  // 4 benders × 34 targets + king 8 + pawns 5 × 3 × 4 promotion sources + 5 field kinds × 5 squares
  // + 5 advances stays well below this.
  static constexpr std::size_t kMaxMoves = 256;
  static constexpr int kRepetitionDraw = 3;

  static State start(const Rules& rules = {});
  static Seat to_move(const State& s) { return s.side; }
  static void generate(const State& s, MovesOf<PowerChess>& moves);
  static void play(State& s, const Move& m);
  static Outcome outcome(const State& s);
  static std::uint64_t hash(const State& s) { return s.key; }
  static std::uint64_t compute_hash(const State& s);

  // Text forms (notation.cpp); see docs/rules/power-chess.md for the grammar.
  static State parse_position(std::string_view text, const Rules& rules = {});
  static std::string position_text(const State& s);
  static Move parse_move(const State& s, std::string_view text);
  static std::string move_text(const State& s, const Move& m);
  static std::string move_display(const State& s, const Move& m);

  // Views (view.cpp).
  static std::string render(const State& s);
  static nlohmann::json view(const State& s, Seat seat);
  // For clients: field moves go between zone ids ("white-back" → "white-near" → a square); a move
  // that takes a man from a field is labelled with that man ("R4") to tell it from its siblings.
  static MoveParts move_parts(const State& s, const Move& m);

  // Helpers the notation, views and tests share.
  static bool in_check(const State& s);
  static bool attacked(const State& s, int square, Color by);
  // Legal moves ignoring the quiet-move limit (generate() gives none once that limit has ended the
  // game).
  static void generate_all(const State& s, MovesOf<PowerChess>& moves);
  // Cells a rook (orthogonal) or bishop (diagonal) on `from` with die `die` can move to, given the
  // occupancy: empty cells within `die` steps, plus occupied cells one step beyond a reached cell.
  static Bitboard reach(int from, PieceType type, int die, Bitboard occupied);
  // Throws InputError when the position cannot arise (see notation.cpp): used by the parser and by
  // the catalog entry after it applies rule options.
  static void validate(const State& s);

  // For the generic search (engine/searchable.hpp); the evaluator is in evaluate.cpp.
  static int evaluate(const State& s);
  static bool is_tactical(const State& s, const Move& m) {
    return m.type == Move::kPromote ||
           (m.type == Move::kStep && test(s.by_color[s.side ^ 1], m.to));
  }
  // Most valuable victim (by its die too) first, the cheapest capturer breaking ties; promotions
  // by the value of the piece they bring.
  static int order_score(const State& s, const Move& m);
  // Board moves by (from, to); advances by kind; entries by (kind, square).
  static constexpr std::uint32_t kMoveKeys = kCells * kCells + kFieldKinds + kFieldKinds * kCells;
  static std::uint32_t move_key(const Move& m) {
    switch (m.type) {
      case Move::kAdvance:
        return kCells * kCells + m.kind;
      case Move::kEnter:
        return kCells * kCells + kFieldKinds + m.kind * kCells + m.to;
      default:
        return std::uint32_t(m.from) * kCells + m.to;
    }
  }
  static void play_null(State& s);
  static bool null_move_ok(const State& s);
  // The quiet-move limit: a draw unless the side to move is mated or stalemated on it.
  static bool draw_by_rule(const State& s);
};

static_assert(Game<PowerChess>);
static_assert(Notated<PowerChess>);

std::string square_name(int sq);

// What the game provides (core/game.hpp): a misspelt hook fails here, not silently.
static_assert(Conforms<PowerChess> && Notated<PowerChess> && Rendered<PowerChess> &&
              Viewed<PowerChess> && PartedMoves<PowerChess> && engine::Searchable<PowerChess>);

}  // namespace menagerie::power_chess
