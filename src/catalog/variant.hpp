// The catalog's run-time face of a game: one Variant per game id, creating Tables (games in
// progress) that speak only text and JSON. The CLI, UCI and the server use nothing else, so they
// never know a rule.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/rng.hpp"
#include "engine/limits.hpp"

namespace menagerie::catalog {

using nlohmann::json;

// One option a variant accepts when a game is created ("sp", "fen", "seed", "method", ...).
struct OptionSpec {
  std::string name;
  std::string type;  // "integer", "string", "boolean" or "choice"
  std::string description;
  json default_value;                // null when the option has no default
  std::vector<std::string> choices;  // for "choice"
  std::int64_t min = 0, max = 0;     // for "integer"
};

// What a computer player is given: everything one seat may know, and never the referee's State,
// the game's seed or another seat's secret (the rule of the house, docs/adding-a-game.md).
// A perfect-information game's observation is its whole public record, so nothing is lost there.
// The same for every game, in text: a hidden game's own typed G::Observation (core/game.hpp,
// Determinizable) travels in `info` as G::observation_text writes it.
struct ObservationText {
  std::string variant;
  Seat seat = kNoSeat;
  json options = json::object();   // the options the game was created with, the seed removed
  std::string start;               // the start position's text, when this seat may know it
  std::vector<std::string> moves;  // the moves so far, machine form (chance outcomes included),
                                   // for a game without secrets; what this seat saw otherwise
  std::string info;                // a hidden game's own text of what this seat knows
};

json public_options(const json& options);

// The time limit of the phase a game is in (core/game.hpp, Timed): the host starts `ms` when a new
// `phase` value appears and, once they have passed, plays `move` (the referee's own move, played
// with play(), not as a seat). `what` says in words what happens then.
struct Deadline {
  std::int64_t ms = 0;
  std::string move;
  std::uint64_t phase = 0;
  std::string what;
};

// A preset yes/no question of table talk (Traits::talk): its machine form, which a computer player
// answers from its own observation (Engine::answer_question), and the words people read. People
// may also ask in their own words, which only people answer.
struct Question {
  std::string id;    // "card-knight"
  std::string text;  // "Do you have a knight card?"
};

class Table {
 public:
  virtual ~Table() = default;

  // The options this table was created with, less the seed: observations carry them (a computer
  // player that rebuilds the game from its options and what it saw needs them).
  void set_public_options(const json& options) { public_options_ = public_options(options); }

  virtual std::string_view variant() const = 0;
  virtual Traits traits() const = 0;
  // Whether a hint (the computer's move for a seat) is fair at this table at all; false where a
  // hint would decide the game for a person (Golf's race: the solver's count). The server adds it
  // to the game's traits ("hints") and refuses hints when false.
  virtual bool hints() const { return true; }
  virtual int seats() const = 0;
  virtual Seat to_move() const = 0;
  // The team `seat` plays for: seats of one team win and lose together (Crowded House's partners);
  // in a game without teams every seat is a team of its own.
  virtual int team(Seat seat) const = 0;
  virtual Outcome outcome() const = 0;
  // The position in the variant's FEN-family form as `viewer` (a seat or kSpectator) may know it:
  // the true position in a game without secrets; a hidden game's text for that viewer, or empty.
  virtual std::string position(Seat viewer) const = 0;
  // Every legal move of the seat to move (of every seat that may act, when several act at once),
  // machine form.
  virtual std::vector<std::string> legal_moves() const = 0;
  // Plays a move written in any accepted form and returns it in the display form. Throws InputError
  // naming the fault (malformed, illegal, ambiguous, game over) and then changes nothing. Chance
  // steps that follow are drawn by the table itself (the referee) from the game's seed. The move
  // is taken as the log writes it, whoever makes it: a host relaying a seat's move uses play_as.
  virtual std::string play(std::string_view move) = 0;

  // Seats that act at once (core/game.hpp, Simultaneous). The seats that may act now: the seat to
  // move, or several seats acting in any order (Golf's race: every golfer yet to enter a count);
  // none at a chance step or once the game is over.
  virtual SeatSet acting() const = 0;
  // Every legal move of `seat` now (none when it may not act), machine form.
  virtual std::vector<std::string> legal_moves_of(Seat seat) const = 0;
  // Plays a move as `seat` (a short form may leave the seat out) and returns it in the display
  // form. The referee checks the seat: when `seat` may not act now, or the move is another's, it
  // throws InputError ("it is not your turn ...") and changes nothing; otherwise as play().
  virtual std::string play_as(Seat seat, std::string_view move) = 0;
  // The time limit of the current phase, when the game names one (a race's timer); none once over.
  virtual std::optional<Deadline> deadline() const { return std::nullopt; }
  // Takes back the last move (with the chance steps it led to) or a concluded result; false when
  // there is nothing to take back.
  virtual bool undo() = 0;
  // The player at `seat` loses by a rule outside the game (`reason`: "resignation", "time"; a
  // literal): the game's rule decides who wins (by default every other team; a cooperative game is
  // lost by all). Throws InputError when over or for no such seat; undo() takes it back.
  virtual void forfeit(Seat seat, std::string_view reason) = 0;
  void resign(Seat seat) { forfeit(seat, "resignation"); }
  // Ends the game with a result its rules do not see (a flag fall, an agreed draw), so that the
  // view and the record carry it. Throws InputError when the game is already over, when `o` is not
  // a result, or names no seat of this game; then changes nothing. undo() takes it back.
  virtual void conclude(const Outcome& o) = 0;
  // The moves so far as `viewer` may know them, display form (a move hidden from the viewer is
  // written as the game shows it to them, "White buried a piece", or left out).
  virtual std::vector<std::string> history(Seat viewer) const = 0;
  // How the game began, when the game says (Chess960: "Start position: 734\n"), one line each;
  // the same lines are in every view's info. Empty otherwise.
  virtual std::string start_note() const { return ""; }
  // A multi-line picture of the position for a terminal, as `viewer` sees it.
  virtual std::string render(Seat viewer) const = 0;
  // What `seat` may see (kSpectator: a spectator), as JSON for clients (docs/view.md).
  virtual json view(Seat seat) const = 0;
  // The game record for `viewer`: PGN where the variant fits it, JSON otherwise. While a hidden
  // game is played it holds only what the viewer may know; once over, everything (secrets, seed).
  // `tags`: the players' names, the date and what else the host knows (core/game.hpp).
  virtual std::string record(Seat viewer, const RecordTags& tags = {}) const = 0;
  // The same record always as JSON, for the games whose record() is PGN too: the moves as the
  // game reads them (so an import replays the game exactly, secrets and seed included once over),
  // and the history as it was shown. For the games whose record is JSON already, that record.
  virtual std::string json_record(Seat viewer, const RecordTags& tags = {}) const = 0;
  // What a computer player at `seat` is given: variant, seat, public options, start, moves, info.
  virtual ObservationText observation(Seat seat) const = 0;

  virtual std::uint64_t perft(int depth) const = 0;
  virtual std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) const = 0;

 protected:
  json public_options_ = json::object();
};

// What a computer player answers.
struct Thought {
  std::string best;    // machine form; empty when there is no legal move
  std::string ponder;  // the expected reply, when known
  int score = 0;
  bool mate = false;
  int mate_moves = 0;
  int depth = 0;
  std::uint64_t nodes = 0;
};

// A computer player for one variant's tables (only variants the search can play have one).
class Engine {
 public:
  virtual ~Engine() = default;
  virtual void set_hash(std::size_t megabytes) = 0;
  // Forget what was learned (a new game).
  virtual void new_game() = 0;
  // Settings this engine offers beyond the common ones, described like a variant's options (e.g.
  // Chess960's "classic_castling"); none by default.
  virtual std::vector<OptionSpec> engine_options() const { return {}; }
  // Sets one of engine_options(). Throws InputError naming an unknown option or a bad value, and
  // then changes nothing.
  virtual void set_option(std::string_view name, const json& value);
  // Whether think() scores positions and reports lines (an analysis shows them); an exact solver
  // that only picks a move does not.
  virtual bool evaluates() const { return true; }
  // Thinks about what `seen` shows within `limits`, reporting each completed depth to `info`.
  // Throws InputError when the observation belongs to another variant or does not replay.
  virtual Thought think(const ObservationText& seen, const engine::Limits& limits,
                        const engine::InfoCallback& info, const std::atomic<bool>* stop) = 0;
  // A move for a person to play against at `level` (engine/levels.hpp, 1 weak .. 8 full strength);
  // the weaker levels' choices are drawn from `rng`. The default weakens think()'s search by the
  // level's limits; an engine that does not search (an exact solver) decides its own way.
  virtual Thought play_level(const ObservationText& seen, int level, Rng& rng);
  // Whether play_level keeps to its levels' depth and nodes alone, with no time cap (a benchmark,
  // whose result must not depend on the machine's load; engine::fixed_limits_for). Off for people:
  // they wait about a second at most.
  void set_fixed_nodes(bool on) { fixed_nodes_ = on; }
  // The most the next levels' moves may take (engine::clock_cap_ms of the seat's clock); 0: no
  // clock. Ignored with fixed nodes.
  void set_time_cap(std::int64_t ms) { time_cap_ms_ = ms; }
  std::int64_t time_cap() const { return fixed_nodes_ ? 0 : time_cap_ms_; }
  // The search limits of `level` for play_level: engine::limits_for (or fixed_limits_for), which
  // a game may deepen at a level where its measured blunder rate asks for it (G::kLevelDepths).
  virtual engine::Limits level_limits(int level) const;
  bool fixed_nodes() const { return fixed_nodes_; }
  // Table talk: the truthful answer to the preset question `question` (Variant::questions) from
  // what `seen` shows, i.e. the asked seat's own observation; nothing when the question is not one
  // this engine understands (the default: none).
  virtual std::optional<bool> answer_question(const ObservationText& seen,
                                              std::string_view question);

 private:
  bool fixed_nodes_ = false;
  std::int64_t time_cap_ms_ = 0;
};

// A computer level's measured strength on a published scale (Chess960: stockfish 15.1's
// UCI_Elo with UCI_LimitStrength), an estimate from `games` games (docs/strength.md) that the
// lobby shows beside the level ("Level 4 ≈ 1563").
struct LevelStrength {
  int level;
  int elo;
  int games;
};

class Variant {
 public:
  virtual ~Variant() = default;
  virtual std::string_view id() const = 0;
  virtual std::string_view name() const = 0;
  virtual std::string_view summary() const = 0;
  virtual std::vector<OptionSpec> options() const = 0;
  // What kind of game it is (core/game.hpp): listed per variant by the API and the CLI.
  virtual Traits traits() const = 0;
  // Throws InputError naming the bad option (unknown name, wrong type, out of range, bad position).
  // With no options a game starts as its rules say a normal game starts (Chess960: at random).
  virtual std::unique_ptr<Table> create(const json& options) const = 0;
  // The options of the one start a protocol names without saying more (UCI's `position startpos`,
  // perft with no position): Chess960's is standard chess; by default the options' defaults.
  virtual json startpos_options() const { return json::object(); }
  // A computer player, or nothing when the search cannot play this variant yet.
  virtual std::unique_ptr<Engine> make_engine() const { return nullptr; }
  // The preset questions of table talk (when traits().talk), in the order people are offered them.
  virtual std::vector<Question> questions() const { return {}; }
  // The computer's levels that were measured against a published scale (none by default).
  virtual std::vector<LevelStrength> level_strengths() const { return {}; }
};

// Every variant, in catalog order.
const std::vector<const Variant*>& variants();
// The variant with this id, or nullptr.
const Variant* lookup(std::string_view id);
// Throws InputError listing the known ids when `id` is not one of them.
const Variant& find(std::string_view id);

// Traits as the API lists them: {"hidden", "chance", "teams", "cooperative", "scores", "talk",
// "seats": {"min", "max"}}.
json traits_json(const Traits& t);
// Every seat's result as JSON: {"results": ["win", "loss"], "winners": [0], "scores": [..]}.
// (Inline: GameTable uses it, and game tests use GameTable without the catalog library.)
inline json results_json(const Outcome& o, int seats) {
  json out = json::object();
  if (!o.over()) return out;
  json results = json::array(), winners = json::array();
  for (Seat s = 0; s < seats; ++s) {
    results.push_back(result_name(o.result(s)));
    if (o.wins(s)) winners.push_back(s);
  }
  out["results"] = std::move(results);
  out["winners"] = std::move(winners);
  if (o.scored) {
    json scores = json::array();
    for (Seat s = 0; s < seats; ++s) scores.push_back(o.score[s]);
    out["scores"] = std::move(scores);
  }
  return out;
}

// A JSON record with the host's tags added where the game left them out: "players" (names by
// seat), "date", "site", "event", "termination".
inline json with_tags(json record, const RecordTags& tags) {
  if (!record.is_object()) return record;
  if (!tags.players.empty() && !record.contains("players")) record["players"] = tags.players;
  for (auto [key, value] :
       {std::pair{"date", &tags.date}, std::pair{"site", &tags.site},
        std::pair{"event", &tags.event}, std::pair{"termination", &tags.termination}})
    if (!value->empty() && !record.contains(key)) record[key] = *value;
  return record;
}

// A variant as GET /api/variants and `menagerie variants --json` list it: id, name, summary, seats
// (as the start's view names them), traits, engine (a computer player exists), uci (the engine
// protocol can play it: perfect information only), options, and with table talk its preset
// questions ([{"id", "text"}]).
json describe(const Variant& v);
// `options` less what only the referee may hold (the seed).
json public_options(const json& options);

// The options of a new game made from another game's (a rematch, "continue from here", an
// import): the same options, with a seed drawn afresh from the CSPRNG where the variant has chance
// or secrets, so nothing public about the old game (its record names its seed once over) predicts
// what the new one hides. A variant with neither keeps its seed, and so its start (Chess960's
// start number is public anyway). A variant without a seed option is left as it is.
json derived_options(const Variant& v, const json& options);

// `options` with a seed drawn from the CSPRNG when the variant takes one and none is given (53
// bits, exact in JSON).
json with_seed(const Variant& v, json options);

// Checks `options` against `specs`: unknown names, wrong types, out-of-range numbers and unknown
// choices throw InputError naming the option. Returns the options with defaults filled in.
json validate_options(const std::vector<OptionSpec>& specs, const json& options);

}  // namespace menagerie::catalog
