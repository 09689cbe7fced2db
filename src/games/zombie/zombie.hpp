// Zombie Chess (Don Kirkby, Chess Kit) as a Menagerie game: orthodox chess from src/chess, where
// every captured piece is secretly buried under one of the capturer's pieces and rises as a zombie
// of its own colour when that piece leaves its square. Seats: 0 = White, 1 = Black. The rules and
// every decision are in docs/rules/zombie.md.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/move_parts.hpp"
#include "core/rng.hpp"
#include "engine/levels.hpp"
#include "engine/searchable.hpp"
#include "games/zombie/rules.hpp"
#include "games/zombie/state.hpp"

namespace menagerie::zombie {

struct Zombie {
  using State = zombie::State;
  using Move = zombie::Move;
  // What one seat knows: the state with the opponent's burial squares blanked (their pieces and
  // where they may lie stay), in an order that tells nothing (observe.cpp).
  struct Observation {
    State known;
    std::uint8_t seat = 0;
    bool operator==(const Observation&) const = default;
  };

  static constexpr std::string_view kId = "zombie";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = zombie::kMaxMoves;
  static constexpr int kRepetitionDraw = 3;
  static constexpr Traits kTraits{.hidden = true, .multi_step = true};

  // The playing levels (engine::sampled_level_of; docs/strength.md, "Zombie's own levels"): two
  // samples at most levels, each searched further as the level rises. Zombie's secret is small
  // (where the opponent buried what it took): a second sample was worth about 140 Elo, more gained
  // little, and with the shared table, whose middle levels spend their nodes on 6-8 samples, level
  // 5 was weaker than level 4. A fixed depth stopped climbing at 4 (5 and 6 were no stronger: a
  // capture and its burial are two plies), and a capture search that must bury before it may stand
  // pat made a depth-4 search think for seconds in wide positions; so levels 4-8 search by nodes
  // alone, which reach further in a simple position, and levels 1-3 stop on their nodes too.
  static constexpr std::array<engine::SampledLevel, 8> kSampledLevels{{
      {2, 1, 10000, 100},
      {3, 2, 20000, 80},
      {2, 4, 30000, 60},
      {2, 0, 25000, 40},
      {2, 0, 60000, 25},
      {2, 0, 150000, 10},
      {3, 0, 150000, 0},
      {6, 0, 150000, 0},
  }};

  static Seat to_move(const State& s) { return s.pos.side; }
  static void generate(const State& s, zombie::MoveBuffer& moves) { zombie::generate(s, moves); }
  static void play(State& s, const Move& m) { zombie::play(s, m); }
  static Outcome outcome(const State& s) { return zombie::outcome(s); }
  static std::uint64_t hash(const State& s) { return zombie::hash(s); }

  // notation.cpp: a FEN followed by the zombie fields (docs/rules/zombie.md, "Position text").
  static State parse_position(std::string_view text);
  static std::string position_text(const State& s);
  static std::string position_seen(const State& s, Seat viewer);
  static Move parse_move(const State& s, std::string_view text);
  static std::string move_text(const State& s, const Move& m);
  static std::string move_display(const State& s, const Move& m);
  static std::string move_seen(const State& s, const Move& m, Seat viewer);

  // record.cpp: the record as PGN, one turn a move, what else it did as a comment; a burial's
  // square is named only once the game is over (record), never while it is played (record_seen,
  // the same for every viewer).
  static std::string record(const State& start, const std::vector<Move>& moves, const Outcome& o,
                            const RecordTags& tags);
  static std::string record_seen(const State& start, const std::vector<Move>& moves,
                                 const Outcome& o, const RecordTags& tags, Seat viewer);

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

  // For the alpha-beta search on a sampled (full) State (engine/searchable.hpp; search_hooks.cpp).
  static constexpr std::uint32_t kMoveKeys = 64 * 64 + 64 + 1 + 64 * 4;
  static int evaluate(const State& s);
  static bool in_check(const State& s) { return s.pos.in_check(); }
  static bool is_tactical(const State& s, const Move& m);
  static int order_score(const State& s, const Move& m);
  static std::uint32_t move_key(const Move& m);
  static bool draw_by_rule(const State& s);
  static int reversible_plies(const State& s) { return s.pos.halfmove; }
  // The orthodox exchange a step starts (chess::see_ge), burials and dust aside; a burial, "end"
  // or a promotion choice exchanges nothing. Keeps the capture search from trying every capture.
  static bool see_ge(const State& s, const Move& m, int threshold);
  // A capture's burial is still to come: the search takes the two as one move (engine/searchable).
  static bool step_due(const State& s) { return s.pending != chess::kNoPiece; }
};

// What the game provides (core/game.hpp): a misspelt hook fails here, not silently.
static_assert(Conforms<Zombie> && Notated<Zombie> && Hidden<Zombie> && PositionSeen<Zombie> &&
              Determinizable<Zombie> && RenderedPerViewer<Zombie> && Viewed<Zombie> &&
              PartedMoves<Zombie> && RecordedSeen<Zombie> && engine::SearchableRules<Zombie> &&
              engine::HasStepDue<Zombie>);

}  // namespace menagerie::zombie

namespace menagerie {
using zombie::Zombie;
}
