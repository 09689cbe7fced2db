// The match runner: two UCI engines play N games from seeded random starts, each start twice with
// the colours reversed, K games at a time, under a clock the runner keeps itself. Crashes, silence,
// illegal moves and flag falls lose; the rules (through the catalog's Table) decide everything
// else.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "protocol/elo.hpp"
#include "protocol/sprt.hpp"
#include "protocol/time_control.hpp"
#include "protocol/uci_player.hpp"

namespace menagerie::catalog {
class Table;
}

namespace menagerie::protocol {

// A fixed amount of search per move instead of a clock (`go nodes N`, `go depth D`): every game
// gets the same work whatever else the machine is doing, so tuning matches can share a loaded box.
struct MoveLimit {
  std::uint64_t nodes = 0;  // 0: no node limit
  int depth = 0;            // 0: no depth limit
  bool active() const { return nodes > 0 || depth > 0; }
  // "nodes 20000", "depth 8", "depth 8 nodes 20000"; empty when not active.
  std::string text() const;
};

// The `go` command for the side to move: the fixed limit when one is active, else both clocks and
// their increments.
std::string go_command(const MoveLimit& limit, const std::array<Clock, 2>& clocks);

struct MatchConfig {
  std::array<EngineSpec, 2> engines;
  std::string variant = "chess960";
  int games = 2;
  TimeControl tc;  // ignored when `limit` is active
  // An engine's own clock instead of `tc` (cutechess's per-engine tc): a level that thinks as long
  // as it does in the lobby, measured against an opponent held to a short clock.
  std::array<std::optional<TimeControl>, 2> engine_tc;
  const TimeControl& tc_of(int engine) const { return engine_tc[engine] ? *engine_tc[engine] : tc; }
  MoveLimit limit;
  // With a fixed limit there is no clock: an engine silent this long on one move loses on time.
  std::chrono::milliseconds move_timeout{60000};
  int concurrency = 1;
  std::optional<Sprt> sprt;
  std::uint64_t seed = 1;
  int max_plies = 0;  // a draw by adjudication after this many plies; 0: never
  // A move may overrun the clock by this much before the flag falls (see Clock).
  std::chrono::milliseconds margin{50};
  std::string event = "Menagerie match";
};

struct GameReport {
  int number = 0;      // 1-based, in schedule order
  int white = 0;       // which engine (0 = first) had White
  std::string start;   // the start position (FEN)
  std::string result;  // "1-0", "0-1", "1/2-1/2"
  std::string
      termination;     // "checkmate", "stalemate", ..., "time forfeit", "illegal move", "crash"
  std::string detail;  // for adjudications: what happened, in words
  int plies = 0;
  std::string pgn;
  // The first engine's points: 1, 0.5 or 0.
  double first_points() const;
};

struct MatchReport {
  std::array<std::string, 2> names;
  Tally tally;                    // from the first engine's side
  std::vector<GameReport> games;  // in the order they finished
  std::optional<Sprt::Verdict> verdict;
  double llr = 0;
  bool stopped_early = false;  // the SPRT decided before all games were played
};

// Called (one call at a time) after every finished game with the report so far.
using MatchProgress = std::function<void(const GameReport&, const MatchReport&)>;

// Starts each engine once first to learn its name and check its options: throws std::runtime_error
// when an engine cannot be started and InputError for a bad option or variant. After that nothing
// an engine does ends the match. When `pgn_path` is not empty the games are appended to that file
// as they end.
MatchReport run_match(const MatchConfig& config, const std::string& pgn_path = "",
                      const MatchProgress& progress = {});

// One game on `table` (already at its start) between two started players, each seat on its own
// time control. Fills result, termination, detail and plies; the players may be left dead or busy
// (the caller restarts them). With an active `limit` the clocks are not used and each move may
// take up to `move_timeout`.
void play_game(catalog::Table& table, std::array<UciPlayer*, 2> seats,
               const std::array<TimeControl, 2>& tcs, std::chrono::milliseconds margin,
               int max_plies, GameReport& report, const MoveLimit& limit = {},
               std::chrono::milliseconds move_timeout = std::chrono::milliseconds(60000));

// Sets (or adds) each tag in a PGN's header, sets its Result tag to `result` and makes the movetext
// end with `result`, preceded by `comment` in braces when it is not empty.
std::string with_tags(std::string pgn, const std::vector<std::pair<std::string, std::string>>& tags,
                      const std::string& result, const std::string& comment);

}  // namespace menagerie::protocol
