// Crowded House (Don Kirkby, Chess Kit 2024): chess for four players in two teams. Each colour is
// played by a king-side player (files e-h) and a queen-side player (files a-d), who may move any
// piece of their colour whose move starts or ends on their half. Check means the NEXT player could
// capture the king at once, within their own half rule. The rules as implemented, and every
// decision the source leaves open, are in docs/rules/crowded-house.md.
//
// Seats, in turn order: 0 = White (king side), 1 = Black (king side), 2 = White (queen side),
// 3 = Black (queen side). A seat's colour is seat & 1, its team is its colour.
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

namespace menagerie::crowded_house {

using chess::Bitboard;
using chess::Color;
using chess::Move;
using chess::Square;

inline constexpr int kSeatCount = 4;
inline constexpr Bitboard kQueenHalf = 0x0F0F0F0F0F0F0F0Full;  // files a-d
inline constexpr Bitboard kKingHalf = ~kQueenHalf;             // files e-h

constexpr Color color_of_seat(Seat seat) { return Color(seat & 1); }
constexpr bool queen_side(Seat seat) { return seat >= 2; }
constexpr Bitboard half_of(Seat seat) { return queen_side(seat) ? kQueenHalf : kKingHalf; }
constexpr Seat next_seat(Seat seat) { return (seat + 1) & 3; }
// "White (king side)", ...: the names every client shows.
std::string_view seat_name(Seat seat);

// The points the source leaves open; the catalog entry maps its options onto these.
struct Rules {
  // The seat to move has no legal move, is not in check, and still has a piece on its half (the
  // source only says what happens when it has none: it passes).
  enum class Stuck : std::uint8_t {
    kPass,      // it passes as well
    kStalemate  // the game is drawn, as in chess
  };
  Stuck stuck = Stuck::kPass;
  // Whether the king may castle across a square where the next player could capture it (it may
  // always castle out of check: the source says so).
  bool castle_through_check = false;
  // Plies without a capture or pawn move that draw the game (0: never). Fifty moves by each of the
  // four players.
  std::uint16_t quiet_limit = 200;
  bool operator==(const Rules&) const = default;
};

struct State {
  chess::Position pos;  // pos.side is the colour of `seat`
  std::uint8_t seat = 0;
  Rules rules{};
  bool operator==(const State&) const = default;
};

// The pass: a1a1, which no piece can play.
inline constexpr Move kPass{};

struct CrowdedHouse {
  using State = crowded_house::State;
  using Move = chess::Move;

  static constexpr std::string_view kId = "crowded-house";
  static constexpr int kSeats = kSeatCount;
  static constexpr Traits kTraits{.teams = true, .min_seats = 4, .max_seats = 4};
  static constexpr std::size_t kMaxMoves = chess::kMaxMoves;
  static constexpr int kRepetitionDraw = 3;
  // The playing levels' depths where this game's differ from the common ones (0: the common).
  // Four players move between two moves of one side, so the common depth 4 is one move each: at
  // it level 4 lost >= 300 cp with 3.15% of its moves (2,000 judged). Level 4 looks six plies
  // ahead (1.50%) and level 5 seven (0.60%), still under level 6's eight (docs/strength.md).
  static constexpr std::array<int, 8> kLevelDepths{0, 0, 0, 6, 7, 0, 0, 0};

  static State start(const Rules& rules = {});
  static Seat to_move(const State& s) { return s.seat; }
  static int team_of(const State&, Seat seat) { return seat & 1; }
  static void generate(const State& s, chess::MoveBuffer& moves);
  static void play(State& s, Move m);
  static Outcome outcome(const State& s);
  static std::uint64_t hash(const State& s);

  // Text (notation.cpp): a FEN followed by the half of the seat to move, "k" or "q".
  static State parse_position(std::string_view text, const Rules& rules = {});
  static std::string position_text(const State& s);
  static Move parse_move(const State& s, std::string_view text);
  static std::string move_text(const State& s, Move m);
  static std::string move_display(const State& s, Move m);

  // Views (view.cpp): every seat sees the same; the half of the seat to move is shaded.
  static std::string render(const State& s);
  static nlohmann::json view(const State& s, Seat seat);
  static MoveParts move_parts(const State& s, Move m);
  // The record as PGN (record.cpp): SAN, passes as "--", the four players in tags.
  static std::string record(const State& start, const std::vector<Move>& moves, const Outcome& o,
                            const RecordTags& tags);

  // The rules' helpers, shared by the notation, the views and the tests.
  // Whether `by` could capture the king of colour c at once, obeying its half rule.
  static bool king_capturable(const State& s, Color c, Seat by);
  // The seat to move is in check: the next seat could capture its king now.
  static bool in_check(const State& s) {
    return king_capturable(s, color_of_seat(s.seat), next_seat(s.seat));
  }
  // Every pseudo-legal move of the seat to move's colour, ignoring the half rule and the king's
  // safety: the notation explains with it why a move is refused.
  static void generate_unrestricted(const State& s, chess::MoveBuffer& moves);
  // Whether a pseudo-legal move leaves the mover's king safe from the next seat.
  static bool leaves_king_safe(const State& s, Move m);
  // Throws InputError when the position cannot arise (used by the parser).
  static void validate(const State& s);

  // For the generic search (engine/searchable.hpp); the evaluator is in evaluate.cpp.
  static int evaluate(const State& s);
  static bool is_tactical(const State& s, Move m) {
    if (m == kPass || m.kind() == Move::kCastling) return false;
    return s.pos.board[m.to()] != chess::kNoPiece || m.kind() == Move::kEnPassant ||
           (m.kind() == Move::kPromotion && m.promotion() == chess::kQueen);
  }
  static int order_score(const State& s, Move m);
  static constexpr std::uint32_t kMoveKeys = 64 * 64;
  static std::uint32_t move_key(Move m) { return std::uint32_t(m.from() * 64 + m.to()); }
  // A null move is a pass to the next seat, which is always an opponent.
  static void play_null(State& s);
  static bool null_move_ok(const State& s);
  static bool draw_by_rule(const State& s) {
    return s.rules.quiet_limit && s.pos.halfmove >= s.rules.quiet_limit;
  }
  static int reversible_plies(const State& s) { return s.pos.halfmove; }
};

// What the game provides (core/game.hpp): a misspelt hook fails here, not silently.
static_assert(Conforms<CrowdedHouse> && Notated<CrowdedHouse> && HasTeams<CrowdedHouse> &&
              Rendered<CrowdedHouse> && Viewed<CrowdedHouse> && PartedMoves<CrowdedHouse> &&
              Recorded<CrowdedHouse> && engine::Searchable<CrowdedHouse>);

}  // namespace menagerie::crowded_house
