// A UCI engine in a child process, spoken to through pipes: the differential tests, the benchmarks
// and the match runner use it to drive stockfish, fairy-stockfish or Menagerie itself.
#pragma once

#include <chrono>
#include <optional>
#include <string>
#include <vector>

namespace menagerie::protocol {

class EngineProcess {
 public:
  // Starts `command` through /bin/sh. Throws std::runtime_error when it cannot be started.
  explicit EngineProcess(const std::string& command);
  ~EngineProcess();
  EngineProcess(const EngineProcess&) = delete;
  EngineProcess& operator=(const EngineProcess&) = delete;

  void send(const std::string& line);
  // The next line the engine prints, or nothing when it has closed its output or `timeout` passed.
  std::optional<std::string> read_line(
      std::chrono::milliseconds timeout = std::chrono::seconds(30));
  // Reads lines until one starts with `prefix` and returns every line read, that one included.
  // Throws std::runtime_error on timeout or end of output.
  std::vector<std::string> read_until(const std::string& prefix,
                                      std::chrono::milliseconds timeout = std::chrono::seconds(30));
  // uci / uciok, then isready / readyok.
  void handshake();
  bool alive();
  // True once the engine has closed its output (read_line then answers nothing at once).
  bool closed() const { return closed_; }
  // Ends the engine at once (SIGKILL) and reaps it: for an engine that no longer answers.
  void kill();

 private:
  int pid_ = -1;
  int to_child_ = -1, from_child_ = -1;
  std::string buffer_;
  bool closed_ = false;
};

// The first of these that exists: $MENAGERIE_<NAME> (upper case), /usr/games/<name>, <name> on
// PATH. Nothing when none does.
std::optional<std::string> find_engine(const std::string& name);

}  // namespace menagerie::protocol
