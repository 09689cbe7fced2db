// Cooperative Chess (Don Kirkby, Chess Kit, 2024): two players against the game. Captures are
// allowed only by cards: the capturing piece's type is the card its player just played, the
// captured piece's type is the top card of the partner's face-up discard stack. The team wins by
// capturing a king and scores a point for each piece type gone from the board in both colours.
// The deck is dealt and drawn by the referee as chance steps; hands are secret to their holder.
// Seats: 0 = White, 1 = Black, on one team. Rules and decisions: docs/rules/cooperative.md.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/move_parts.hpp"
#include "core/rng.hpp"
#include "games/cooperative/rules.hpp"
#include "games/cooperative/state.hpp"

namespace menagerie::cooperative {

struct Cooperative {
  using State = cooperative::State;
  using Move = cooperative::Move;
  // What one seat knows: everything but the partner's hand (its size stays) and the order of the
  // draw pile (which no State holds).
  struct Observation {
    State known;  // the partner's hand emptied
    std::uint8_t seat = 0;
    std::uint8_t partner_cards = 0;
    bool operator==(const Observation&) const = default;
  };

  static constexpr std::string_view kId = "cooperative";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = cooperative::kMaxMoves;
  static constexpr Traits kTraits{.hidden = true,
                                  .chance = true,
                                  .cooperative = true,
                                  .scores = true,
                                  .multi_step = true,
                                  .talk = true};

  static Seat to_move(const State& s) { return cooperative::to_move(s); }
  static void generate(const State& s, cooperative::MoveBuffer& moves) {
    cooperative::generate(s, moves);
  }
  static void play(State& s, const Move& m) { cooperative::play(s, m); }
  static Outcome outcome(const State& s) { return cooperative::outcome(s); }
  static std::uint64_t hash(const State& s) { return cooperative::hash(s); }
  static void chance(const State& s, ChanceOf<Cooperative>& out) { cooperative::chance(s, out); }

  // The standard start, before the deal.
  static State start(cooperative::OutOfCards rule = cooperative::OutOfCards::kBoth) {
    return cooperative::start(rule);
  }

  // notation.cpp: a FEN followed by the card fields (docs/rules/cooperative.md, "Position text").
  static State parse_position(std::string_view text);
  static std::string position_text(const State& s);
  static std::string position_seen(const State& s, Seat viewer);
  static Move parse_move(const State& s, std::string_view text);
  static std::string move_text(const State& s, const Move& m);
  static std::string move_display(const State& s, const Move& m);
  static std::string move_seen(const State& s, const Move& m, Seat viewer);

  // observe.cpp
  static Observation observe(const State& s, Seat seat);
  static State sample(const Observation& o, Rng& rng);
  static std::string observation_text(const Observation& o);
  static Observation parse_observation(std::string_view text);

  // view.cpp
  static std::string render(const State& s, Seat viewer);
  static nlohmann::json view(const State& s, Seat seat);
  static MoveParts move_parts(const State& s, const Move& m);
  static std::optional<MoveParts> move_parts_seen(const State& s, const Move& m, Seat viewer);
};

static_assert(std::is_trivially_copyable_v<Cooperative::Observation>);
static_assert(Conforms<Cooperative> && Notated<Cooperative> && HasChance<Cooperative> &&
              Hidden<Cooperative> && PositionSeen<Cooperative> && Determinizable<Cooperative> &&
              RenderedPerViewer<Cooperative> && Viewed<Cooperative> && PartedMoves<Cooperative>);

}  // namespace menagerie::cooperative

namespace menagerie {
using cooperative::Cooperative;
}
