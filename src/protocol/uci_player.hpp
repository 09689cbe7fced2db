// One engine seated in a match: its process, its UCI options, and one move asked for under a clock.
// Every failure of the engine (no start, no answer, end of output) is reported, never thrown past
// the game, so that a broken engine loses its game and the match goes on.
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "protocol/engine_process.hpp"

namespace menagerie::protocol {

struct EngineSpec {
  std::string command;
  // setoption name/value pairs, sent in this order after the handshake.
  std::vector<std::pair<std::string, std::string>> options;
};

class UciPlayer {
 public:
  explicit UciPlayer(EngineSpec spec) : spec_(std::move(spec)) {}

  // Starts the process, runs the handshake (collecting `id name` and the option names), then sets
  // UCI_Chess960 (for chess960), UCI_Variant (only when the engine lists it and offers `variant`)
  // and the spec's options. Throws std::runtime_error when the engine does not start or answer, and
  // InputError when it lacks an option the spec asks for.
  void start(const std::string& variant);
  bool started() const { return process_ != nullptr; }
  // Kills the process; the next start() begins afresh (after a crash or a move that never came).
  void stop();

  const std::string& name() const { return name_; }
  const std::set<std::string>& option_names() const { return option_names_; }

  // ucinewgame, isready / readyok. False when the engine does not answer in `timeout`.
  bool new_game(std::chrono::milliseconds timeout);

  struct Answer {
    enum class Kind { kMove, kTimeout, kGone } kind;
    std::string move;                   // for kMove: the text after `bestmove`
    std::chrono::milliseconds used{0};  // from sending `go` to reading `bestmove`
  };
  // Sends `position_command` and `go_command` and waits up to `deadline` for `bestmove`.
  Answer think(const std::string& position_command, const std::string& go_command,
               std::chrono::milliseconds deadline);

 private:
  EngineSpec spec_;
  std::unique_ptr<EngineProcess> process_;
  std::string name_;
  std::set<std::string> option_names_;
  std::vector<std::string> variants_;  // the UCI_Variant combo's values, when it has one
};

}  // namespace menagerie::protocol
