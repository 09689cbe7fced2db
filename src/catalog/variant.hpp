// The catalog's run-time face of a game: one Variant per game id, creating Tables (games in
// progress) that speak only text and JSON. The CLI, UCI and the server use nothing else, so they
// never know a rule.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
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

class Table {
 public:
  virtual ~Table() = default;

  virtual std::string_view variant() const = 0;
  virtual int seats() const = 0;
  virtual Seat to_move() const = 0;
  virtual Outcome outcome() const = 0;
  // The position in the variant's FEN-family form.
  virtual std::string position() const = 0;
  // Every legal move, machine form.
  virtual std::vector<std::string> legal_moves() const = 0;
  // Plays a move written in any accepted form and returns it in the display form. Throws InputError
  // naming the fault (malformed, illegal, ambiguous, game over) and then changes nothing.
  virtual std::string play(std::string_view move) = 0;
  // Takes back the last move (or a resignation or other concluded result); false when there is
  // nothing to take back.
  virtual bool undo() = 0;
  // The player at `seat` gives up; the game is then over, won by the other side (two-seat games).
  virtual void resign(Seat seat) = 0;
  // Ends the game with a result its rules do not see (a flag fall, an agreed draw), so that the
  // view and the record carry it. Throws InputError when the game is already over, when `o` is not
  // a result, or names no seat of this game; then changes nothing. undo() takes it back.
  virtual void conclude(const Outcome& o) = 0;
  // The moves so far, display form.
  virtual std::vector<std::string> history() const = 0;
  // A multi-line picture of the position for a terminal.
  virtual std::string render() const = 0;
  // What `seat` may see (kNoSeat: a spectator), as JSON for clients.
  virtual json view(Seat seat) const = 0;
  // The game record: PGN where the variant fits it, JSON otherwise.
  virtual std::string record() const = 0;

  virtual std::uint64_t perft(int depth) const = 0;
  virtual std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) const = 0;
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
  // Thinks about the table's position within `limits`, reporting each completed depth to `info`.
  // Throws InputError when the table belongs to another variant.
  virtual Thought think(const Table& table, const engine::Limits& limits,
                        const engine::InfoCallback& info, const std::atomic<bool>* stop) = 0;
  // A move for a person to play against at `level` (engine/levels.hpp, 1 weak .. 8 full strength);
  // the weaker levels' choices are drawn from `rng`. The default weakens think()'s search by the
  // level's limits; an engine that does not search (an exact solver) decides its own way.
  virtual Thought play_level(const Table& table, int level, Rng& rng);
};

class Variant {
 public:
  virtual ~Variant() = default;
  virtual std::string_view id() const = 0;
  virtual std::string_view name() const = 0;
  virtual std::string_view summary() const = 0;
  virtual std::vector<OptionSpec> options() const = 0;
  // Throws InputError naming the bad option (unknown name, wrong type, out of range, bad position).
  virtual std::unique_ptr<Table> create(const json& options) const = 0;
  // A computer player, or nothing when the search cannot play this variant yet.
  virtual std::unique_ptr<Engine> make_engine() const { return nullptr; }
};

// Every variant, in catalog order.
const std::vector<const Variant*>& variants();
// The variant with this id, or nullptr.
const Variant* lookup(std::string_view id);
// Throws InputError listing the known ids when `id` is not one of them.
const Variant& find(std::string_view id);

// Checks `options` against `specs`: unknown names, wrong types, out-of-range numbers and unknown
// choices throw InputError naming the option. Returns the options with defaults filled in.
json validate_options(const std::vector<OptionSpec>& specs, const json& options);

}  // namespace menagerie::catalog
