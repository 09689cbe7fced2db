// The UCI protocol for every variant the search can play: `menagerie uci`. The variant is chosen
// with the UCI_Variant option (chess960 by default); positions and moves are the variant's own text
// forms.
#pragma once

#include <atomic>
#include <condition_variable>
#include <iosfwd>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "catalog/variant.hpp"
#include "core/rng.hpp"

namespace menagerie::protocol {

class UciSession {
 public:
  // The seed of the Level option's choices at each ucinewgame.
  static constexpr std::uint64_t kLevelSeed = 27;
  explicit UciSession(std::ostream& out);
  ~UciSession();
  // Handles one input line; false after `quit`. Bad lines are answered with `info string` and
  // change nothing.
  bool handle(const std::string& line);

 private:
  void uci();
  void set_option(const std::vector<std::string>& words);
  void position(const std::vector<std::string>& words);
  void go(const std::vector<std::string>& words);
  void stop_search();
  // Waits for a search with a limit to end by itself; stops one that would run until told.
  void finish_search();
  void ponderhit();
  void say(const std::string& line);
  void select_variant(const std::string& id);
  // UCI_Chess960 off: castling written e1g1, through the engine's "classic_castling" option
  // when it has one (engines of games without castling have none).
  void apply_castling_style();
  // EvalFile: the variant's engine evaluates with this network file ("" for its own evaluation).
  void set_eval_file(const std::string& path);

  std::ostream& out_;
  std::mutex out_mutex_;
  const catalog::Variant* variant_ = nullptr;
  std::unique_ptr<catalog::Table> table_;
  std::unique_ptr<catalog::Engine> engine_;
  std::thread search_;
  std::atomic<bool> stop_{false};
  bool unbounded_ = false;  // the running search is `infinite` or `ponder`
  // Pondering: the search runs until `ponderhit` starts the clock that `go` gave.
  std::thread timer_;
  std::mutex timer_mutex_;
  std::condition_variable timer_cv_;
  bool timer_cancel_ = false;
  std::int64_t ponder_budget_ms_ = 0;
  std::size_t hash_mb_ = 16;
  int multipv_ = 1;
  bool chess960_ = false;
  // Level (0: off): `go` plays as the catalog's level 1-8 (Engine::play_level), the way the server
  // plays people, whatever limits `go` gives; for measuring a level against another engine
  // (`menagerie match --engine-option 1 Level=4`). Its weaker choices draw from level_rng_, seeded
  // anew by each ucinewgame, so a game replays the same.
  int level_ = 0;
  Rng level_rng_{kLevelSeed};
};

// Reads commands from `in` until `quit` or end of input.
int run_uci(std::istream& in, std::ostream& out);

}  // namespace menagerie::protocol
