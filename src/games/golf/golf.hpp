// Chess Golf (Don Kirkby, Chess Kit, 2024) as a Menagerie game, puzzle mode: one golfer plays a
// course of holes and scores the strokes (moves) it took. Rules and decisions: docs/rules/golf.md.
//
// The referee deals everything as chance steps, one small draw at a time:
//   - layout: sixteen steps, each the next card of the shuffled deck, placed after its gap
//     (rule 1: N 1, B 2, R 3, Q 5, K 6 empty squares skipped), "set c1 B";
//   - cards: the hole's two (or three) chosen cards from the reshuffled deck, "card K";
//   - return: after a hole, each captured piece back on an empty square, "return e4 K".
// Between them the golfer moves (hole.hpp's rules) or gives up the hole.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/move_parts.hpp"
#include "games/golf/hole.hpp"

namespace menagerie::golf {

enum class Phase : std::uint8_t { kLayout, kCards, kPlay, kReturn, kOver };

// How many cards each hole turns: always 2, always 3, or the source's rising difficulty as one
// golfer meets it (rule 11: everyone agreeing, which one golfer always does, adds a card: 2 on
// the first hole, 3 after; the Nov-2024 text caps it at 3).
enum class CardRule : std::uint8_t { kTwo, kThree, kRising };
std::string_view card_rule_name(CardRule r);
CardRule parse_card_rule(std::string_view text);

// A hole given up scores this many strokes (no rule for one golfer; longer than any book line).
inline constexpr int kGiveUpStrokes = 10;
inline constexpr int kMaxHoles = 9;

struct GolfMove {
  enum class Kind : std::uint8_t { kStep, kGiveUp, kPlace, kCard, kReturn };
  Kind kind = Kind::kStep;
  std::uint8_t from = 0, to = 0;  // step: squares; place/return: `to` is the square
  Piece piece = 0;                // place/card/return: the piece
  bool operator==(const GolfMove&) const = default;
};

struct GolfState {
  Hole hole;
  Phase phase = Phase::kPlay;
  CardRule card_rule = CardRule::kTwo;
  std::uint8_t holes = 1, hole_index = 0;  // 0-based hole in play
  std::uint16_t strokes = 0;               // moves in the hole in play
  std::uint16_t total = 0;                 // strokes of the finished holes
};

struct Golf {
  using State = GolfState;
  using Move = GolfMove;
  static constexpr std::string_view kId = "golf";
  static constexpr int kSeats = 1;
  static constexpr std::size_t kMaxMoves = kMaxSteps + 1;
  static constexpr Traits kTraits{.chance = true, .scores = true, .min_seats = 1, .max_seats = 1};

  // A course dealt by the referee: an empty board, the layout to deal.
  static State dealt_course(int holes, CardRule cards, Special special);
  // One hole as the referee deals it (the layout, then the cards), its chance steps drawn from
  // `rng` outside any table: for graded puzzles and benchmarks.
  static Hole deal_hole(Rng& rng, CardRule cards, Special special);
  // A puzzle: a given board and cards, one hole, nothing left to chance until it is solved.
  static State puzzle(const Hole& hole);
  static int cards_for_hole(const State& s);

  static Seat to_move(const State& s) {
    return s.phase == Phase::kPlay || s.phase == Phase::kOver ? 0 : kChance;
  }
  static void generate(const State& s, MoveList<Move, kMaxMoves>& out);
  static void chance(const State& s, MoveList<ChanceOutcome<Move>, kMaxMoves>& out);
  static void play(State& s, const Move& m);
  static Outcome outcome(const State& s);
  static std::uint64_t hash(const State& s);

  // "BOARD CARDS" (a puzzle) or the full form position_text writes:
  // "BOARD CARDS PHASE HOLE/HOLES STROKES TOTAL TAKEN TAKING CARDRULE SPECIAL".
  static State parse_position(std::string_view text);
  static std::string position_text(const State& s);
  // "e5g6" (also "e5-g6", "e5xh2"), "give-up", and the referee's "set c1 B", "card K",
  // "return e4 K".
  static Move parse_move(const State& s, std::string_view text);
  static std::string move_text(const State& s, const Move& m);
  static std::string move_display(const State& s, const Move& m);
  // The referee's steps are left out of the history people read (the board and the cards zone
  // show them; the record keeps them), so only the golfer's strokes are listed and highlighted.
  static bool in_history(const State&, const Move& m) {
    return m.kind == Move::Kind::kStep || m.kind == Move::Kind::kGiveUp;
  }
  static std::string render(const State& s);
  static nlohmann::json view(const State& s, Seat seat);
  static MoveParts move_parts(const State& s, const Move& m);
};

static_assert(conforms<Golf> && Notated<Golf> && HasChance<Golf> && Unlisted<Golf> &&
              Rendered<Golf> && Viewed<Golf> && PartedMoves<Golf>);

}  // namespace menagerie::golf
