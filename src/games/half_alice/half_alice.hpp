// Half Alice Chess (Don Kirkby's one-board Alice Chess, after V. R. Parton, 1953): one board, and a
// piece standing on a checker is "behind the mirror". A move is orthodox among the pieces on the
// mover's own side only (the others are invisible), then the moved piece switches side. The rules
// as implemented, every decision the source leaves open, and the position text are in
// docs/rules/half-alice.md.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "chess/movegen.hpp"
#include "chess/position.hpp"
#include "core/game.hpp"
#include "core/move_parts.hpp"
#include "engine/searchable.hpp"

namespace menagerie::half_alice {

using chess::Bitboard;
using chess::Color;
using chess::Square;

// Checkers each player owns: the source's 12, 16 (every piece could be behind the mirror at once)
// or no limit (classic two-board Alice Chess).
inline constexpr std::uint8_t kUnlimited = 0;

struct State {
  // Pieces, side to move, castling rights, en passant, clocks. pos.key also covers `mirror` (the
  // game's hash); chess::Position's own helpers never see the mirror.
  chess::Position pos;
  Bitboard mirror = 0;       // squares whose piece stands on a checker (behind the mirror)
  std::uint8_t supply = 12;  // checkers per player, kUnlimited for no limit
  // The test before the switch (docs/rules/half-alice.md): false, Alice Chess's reading, looks at
  // the side the move is played on; true, the strict reading, at the king's side wherever the
  // move is played (a check cannot be blocked by a piece arriving from the other side).
  bool strict = false;
  bool operator==(const State&) const = default;

  bool behind(Square s) const { return (mirror >> s) & 1; }
  // The squares of one side of the mirror: behind = true for the checkers' side.
  Bitboard side_mask(bool behind_mirror) const { return behind_mirror ? mirror : ~mirror; }
  // Checkers `c` has in use (one per own piece behind the mirror).
  int checkers_used(Color c) const { return popcount(mirror & pos.pieces(c)); }
  // Whether `c` may move a piece off the checkers: `n` spare checkers are needed.
  bool has_spare(Color c, int n = 1) const {
    return supply == kUnlimited || checkers_used(c) + n <= supply;
  }
};

using Move = chess::Move;
// More than orthodox chess's bound: pieces split between the two sides block each other less. A
// side's moves are at most 9 queens × 27 + 2 rooks × 14 + 2 bishops × 13 + 2 knights × 8 + a king's
// 8 and 2 castlings = 323, so 512 is safe for any position a text can set up.
inline constexpr std::size_t kMaxMoves = 512;
using MoveBuffer = MoveList<Move, kMaxMoves>;

// The mirror's part of the key: one number per square that holds a piece behind the mirror.
std::uint64_t mirror_key(Square s);
// The key from scratch.
std::uint64_t compute_key(const State& s);

// Rules (movegen.cpp, rules.cpp).
void generate_legal(const State& s, MoveBuffer& moves);
void play(State& s, Move m);
// Whether `sq` is attacked by `by`'s pieces on one side of the mirror (pieces on the other side
// are invisible), with `occupied_side` the pieces standing on that side.
bool attacked_on_side(const State& s, Square sq, Color by, bool behind_mirror,
                      Bitboard occupied_side);
// The side to move's king is attacked by an enemy piece on the king's own side of the mirror.
bool in_check(const State& s);
Outcome outcome(const State& s);
State start_position(std::uint8_t supply = 12, bool strict = false);

// Text (notation.cpp): the position text is FEN with `*` after every piece on a checker, a
// seventh field for the checker supply (12, 16 or unlimited) and an eighth, `strict`, only for the
// strict check rule.
State parse_position(std::string_view text);
std::string position_text(const State& s);
// "12", "16" or "unlimited"; the inverse throws InputError for anything else.
std::string supply_text(std::uint8_t supply);
std::uint8_t parse_supply(std::string_view text);
Move parse_move(const State& s, std::string_view text);
std::string move_text(Move m);  // e2e4, e7e8q, castling as the king's two-square step e1g1
std::string move_display(const State& s, Move m);  // SAN: Nf3, exd5, e8=Q, O-O, with + and #
// Throws InputError when a position cannot arise in the game (see notation.cpp).
void validate(const State& s);

// The evaluator (evaluate.cpp): from the side to move's point of view, in centipawns.
int evaluate(const State& s);
int piece_value(chess::PieceType t);

struct HalfAlice {
  using State = half_alice::State;
  using Move = half_alice::Move;
  static constexpr std::string_view kId = "half-alice";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = half_alice::kMaxMoves;
  static constexpr int kRepetitionDraw = 3;
  // The playing levels' depths where this game's differ from the common ones (0: the common):
  // level 4 looks five plies ahead, not four. A piece crossing to the other board is a threat a
  // ply later than on one board, and at depth 4 level 4 lost >= 300 cp with 3.4% of its moves, its
  // own best line at that depth nearly every time (docs/strength.md).
  static constexpr std::array<int, 8> kLevelDepths{0, 0, 0, 5, 0, 0, 0, 0};

  static Seat to_move(const State& s) { return s.pos.side; }
  static void generate(const State& s, MoveBuffer& moves) { generate_legal(s, moves); }
  static void play(State& s, Move m) { half_alice::play(s, m); }
  static Outcome outcome(const State& s) { return half_alice::outcome(s); }
  static std::uint64_t hash(const State& s) { return s.pos.key; }

  static State parse_position(std::string_view text) { return half_alice::parse_position(text); }
  static std::string position_text(const State& s) { return half_alice::position_text(s); }
  static Move parse_move(const State& s, std::string_view text) {
    return half_alice::parse_move(s, text);
  }
  static std::string move_text(const State&, Move m) { return half_alice::move_text(m); }
  static std::string move_display(const State& s, Move m) { return half_alice::move_display(s, m); }

  // For the search (engine/searchable.hpp).
  static constexpr std::uint32_t kMoveKeys = 64 * 64;
  static int evaluate(const State& s) { return half_alice::evaluate(s); }
  static bool in_check(const State& s) { return half_alice::in_check(s); }
  static bool is_tactical(const State& s, Move m) {
    return (m.kind() != Move::kCastling && s.pos.board[m.to()] != chess::kNoPiece) ||
           m.kind() == Move::kEnPassant ||
           (m.kind() == Move::kPromotion && m.promotion() == chess::kQueen);
  }
  static int order_score(const State& s, Move m) {
    int victim = m.kind() == Move::kEnPassant  ? 100
                 : m.kind() == Move::kCastling ? 0
                                               : piece_value(chess::type_of(s.pos.board[m.to()]));
    int promo = m.kind() == Move::kPromotion ? piece_value(m.promotion()) : 0;
    return 16 * (victim + promo) - piece_value(chess::type_of(s.pos.board[m.from()])) / 100;
  }
  static std::uint32_t move_key(Move m) { return std::uint32_t(m.from() * 64 + m.to()); }
  static void play_null(State& s);
  // Zugzwang needs few pieces: null moves only with a piece besides pawns and king.
  static bool null_move_ok(const State& s) {
    const auto& p = s.pos;
    return (p.pieces(p.side) & ~p.pieces(chess::kPawn) & ~p.pieces(chess::kKing)) != 0;
  }
  static bool draw_by_rule(const State& s);
  static int reversible_plies(const State& s) { return s.pos.halfmove; }

  // Views (view.cpp).
  static std::string render(const State& s);
  static nlohmann::json view(const State& s, Seat seat);
  static MoveParts move_parts(const State& s, Move m);
  // PGN (record.cpp): [Variant "Half Alice Chess"], SAN moves, and [SetUp]/[FEN] (the game's own
  // position text) when the start is not the book's.
  static std::string record(const State& start, const std::vector<Move>& moves, const Outcome& o,
                            const RecordTags& tags);
};

// What the game provides (core/game.hpp): a misspelt hook fails here, not silently.
static_assert(Conforms<HalfAlice> && Notated<HalfAlice> && Rendered<HalfAlice> &&
              Viewed<HalfAlice> && PartedMoves<HalfAlice> && Recorded<HalfAlice> &&
              engine::Searchable<HalfAlice>);

}  // namespace menagerie::half_alice

namespace menagerie {
using half_alice::HalfAlice;
}
