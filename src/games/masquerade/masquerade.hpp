// Masquerade Chess (Don Kirkby, Chess Kit): orthodox chess moves, but each player secretly assigns
// the capture pattern of the opponent's K, Q, R, B and N (a permutation of the five patterns). A
// capture by one of those pieces is an attempt the referee answers from the secret: yes, the
// capture happens; no, nothing moves and the turn is over. Both answers are public, and each
// side's deduction (the permutations still consistent with them) is part of the State. No check
// rules: capturing the king wins. Rules and decisions: docs/rules/masquerade.md.
// Seats: 0 = White, 1 = Black. White assigns Black's powers first, then Black assigns White's.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "chess/position.hpp"
#include "core/game.hpp"
#include "core/move_parts.hpp"
#include "core/rng.hpp"
#include "engine/levels.hpp"
#include "engine/searchable.hpp"
#include "games/masquerade/powers.hpp"

namespace menagerie::masquerade {

struct Masquerade {
  struct State {
    chess::Position pos;  // the board; its key covers pieces, side, castling and en passant
    // powers[c]: the permutation colour c's pieces capture by (given by the other colour), or
    // masquerade::kUnassigned during the set-up.
    std::uint8_t powers[2];
    // known[c]: the permutations for colour c still consistent with every public answer.
    masquerade::PermSet known[2];
    // Option `questions`: false ("any", the default) lets a piece ask about any enemy piece, as at
    // the table, where a question no capture pattern could make is simply answered no; true
    // ("reachable") refuses such questions. Fixed for the whole game; public.
    bool reachable_only = false;
    bool operator==(const State&) const = default;
  };
  struct Move {
    chess::Move board{};                            // a move on the board (or an attempt)
    std::uint8_t assign = masquerade::kUnassigned;  // a set-up move: the powers given
    bool operator==(const Move&) const = default;
  };
  // What one seat (or a spectator) knows: the board, the public deduction, the powers this seat
  // gave the opponent; powers it does not know are kHidden.
  struct Observation {
    chess::Position pos;
    std::uint8_t powers[2];
    masquerade::PermSet known[2];
    bool reachable_only = false;
    bool operator==(const Observation&) const = default;
  };
  static constexpr std::uint8_t kHidden = 0xFE;

  static constexpr std::string_view kId = "masquerade";
  static constexpr int kSeats = 2;
  // 218 board moves at most in chess (captures included), plus, when any question may be asked,
  // one attempt for each of at most 16 askers against each of at most 16 enemy pieces; 120 set-up
  // moves.
  static constexpr std::size_t kMaxMoves = 218 + 16 * 16;
  static constexpr int kRepetitionDraw = 3;
  static constexpr Traits kTraits{.hidden = true};

  // The playing levels (engine::sampled_level_of; docs/strength.md, "Masquerade's own levels"):
  // samples : depth : nodes a sample : spread. Levels 1-3 look one, two and three plies ahead;
  // above them the samples of the shared table (six at level 4, eight above), each searched by
  // nodes alone, about three times the nodes a level. The shared table's levels 5-7 searched a
  // few thousand nodes a sample and did not climb: four times the nodes a sample was worth about
  // 130 Elo in screens, while twelve samples were worth no more than four at equal nodes. Fewer
  // than six samples at the default level would cost an idea: with four, no sample gives an
  // unknown rook a rook's or a queen's power one time in eight, and the computer did not ask the
  // question that may win a queen (MasqueradeIdeas).
  static constexpr std::array<engine::SampledLevel, 8> kSampledLevels{{
      {2, 1, 5000, 100},
      {3, 2, 10000, 80},
      {4, 3, 20000, 60},
      {6, 0, 8000, 40},
      {8, 0, 20000, 25},
      {8, 0, 50000, 10},
      {8, 0, 80000, 0},
      {12, 0, 75000, 0},
  }};

  // The standard start, in the set-up phase.
  static State start();
  static bool in_setup(const State& s) {
    return s.powers[0] == masquerade::kUnassigned || s.powers[1] == masquerade::kUnassigned;
  }
  static Seat to_move(const State& s) {
    if (s.powers[chess::kBlack] == masquerade::kUnassigned) return 0;
    if (s.powers[chess::kWhite] == masquerade::kUnassigned) return 1;
    return s.pos.side;
  }
  static void generate(const State& s, MovesOf<Masquerade>& moves);
  static void play(State& s, const Move& m);
  static Outcome outcome(const State& s);
  static std::uint64_t hash(const State& s);

  // Attempts: a capture by K, Q, R, B or N. `could` is the set of patterns that would make it
  // (from the squares and the board's occupancy alone: public), and the answer is whether the
  // piece's secret pattern is one of them.
  static bool is_attempt(const State& s, const Move& m);
  static masquerade::Patterns could_capture(const chess::Position& pos, chess::Square from,
                                            chess::Square to);
  static bool answer(const State& s, const Move& m);

  // Text (docs/rules/masquerade.md, "Notation").
  static State parse_position(std::string_view text);
  static std::string position_text(const State& s);
  static std::string position_seen(const State& s, Seat viewer);
  static Move parse_move(const State& s, std::string_view text);
  static std::string move_text(const State& s, const Move& m);
  static std::string move_display(const State& s, const Move& m);
  static std::string move_seen(const State& s, const Move& m, Seat viewer);
  // A board move in long algebraic notation, as the record writes it: Ng1-f3, Nc3xe5, e7-e8=Q,
  // O-O (no answer, no "e.p.").
  static std::string move_long(const State& s, const Move& m);

  // The record as PGN (record.cpp): the set-up as comments before the first move, each move in
  // long algebraic notation, an attempt followed by its answer as a comment. While the game is
  // played (record_seen) a viewer's PGN says only what that viewer knows of the set-up; once it
  // is over (record) both assignments are written.
  static std::string record(const State& start, const std::vector<Move>& moves, const Outcome& o,
                            const RecordTags& tags);
  static std::string record_seen(const State& start, const std::vector<Move>& moves,
                                 const Outcome& o, const RecordTags& tags, Seat viewer);

  // Determinization (engine/determinize.hpp).
  static Observation observe(const State& s, Seat seat);
  static State sample(const Observation& o, Rng& rng);
  // Every State the observation leaves possible (engine/belief.hpp): each hidden assignment runs
  // over its consistent set, so a seat has at most 120 worlds, a spectator 14,400. None when there
  // are more than `limit`.
  static std::vector<State> worlds(const Observation& o, std::size_t limit);
  static std::string observation_text(const Observation& o);
  static Observation parse_observation(std::string_view text);

  // Presentation.
  static std::string render(const State& s, Seat viewer);
  static nlohmann::json view(const State& s, Seat seat);
  static MoveParts move_parts(const State& s, const Move& m);
  static std::optional<MoveParts> move_parts_seen(const State& s, const Move& m, Seat viewer);
  // The source's X/O table for colour c's pieces, from the public deduction (docs/view.md).
  static nlohmann::json deduction(const State& s, chess::Color c);

  // For the alpha-beta search on a sampled (full) State (engine/searchable.hpp).
  static constexpr std::uint32_t kMoveKeys = 64 * 64 + masquerade::kPerms;
  static int evaluate(const State& s);
  static bool in_check(const State&) { return false; }  // no check rules
  static bool is_tactical(const State& s, const Move& m);
  static int order_score(const State& s, const Move& m);
  static std::uint32_t move_key(const Move& m) {
    return m.assign != masquerade::kUnassigned ? 64 * 64 + m.assign
                                               : std::uint32_t(m.board.from() * 64 + m.board.to());
  }
};

static_assert(std::is_trivially_copyable_v<Masquerade::Observation>);
static_assert(Conforms<Masquerade> && Notated<Masquerade> && Hidden<Masquerade> &&
              PositionSeen<Masquerade> && Determinizable<Masquerade> &&
              RenderedPerViewer<Masquerade> && Viewed<Masquerade> && PartedMoves<Masquerade> &&
              RecordedSeen<Masquerade> && engine::SearchableRules<Masquerade>);

}  // namespace menagerie::masquerade

namespace menagerie {
using masquerade::Masquerade;
}
