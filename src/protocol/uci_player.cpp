#include "protocol/uci_player.hpp"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include "core/error.hpp"

namespace menagerie::protocol {

namespace {

constexpr std::chrono::seconds kHandshakeTimeout{10};

// "option name Hash type spin ..." -> "Hash"; also collects the `var` values of a combo.
std::string option_name(const std::string& line, std::vector<std::string>* vars) {
  std::istringstream in(line);
  std::string word, name;
  in >> word >> word;  // "option", "name"
  while (in >> word && word != "type") name += (name.empty() ? "" : " ") + word;
  std::string previous;
  while (in >> word) {
    if (previous == "var" && vars) vars->push_back(word);
    previous = word;
  }
  return name;
}

}  // namespace

void UciPlayer::start(const std::string& variant) {
  stop();
  process_ = std::make_unique<EngineProcess>(spec_.command);
  option_names_.clear();
  variants_.clear();
  name_.clear();
  process_->send("uci");
  for (const auto& line : process_->read_until("uciok", kHandshakeTimeout)) {
    if (line.rfind("id name ", 0) == 0) name_ = line.substr(8);
    if (line.rfind("option name ", 0) == 0) {
      std::vector<std::string> vars;
      std::string n = option_name(line, &vars);
      option_names_.insert(n);
      if (n == "UCI_Variant") variants_ = vars;
    }
  }
  if (name_.empty()) name_ = spec_.command;
  if (variant == "chess960") process_->send("setoption name UCI_Chess960 value true");
  if (option_names_.count("UCI_Variant") &&
      std::find(variants_.begin(), variants_.end(), variant) != variants_.end())
    process_->send("setoption name UCI_Variant value " + variant);
  for (const auto& [name, value] : spec_.options) {
    if (!option_names_.count(name)) {
      std::string known;
      for (const auto& n : option_names_) known += (known.empty() ? "" : ", ") + n;
      throw InputError(fmt::format("engine '{}' has no option '{}' (it has: {})", name_, name,
                                   known.empty() ? "none" : known));
    }
    process_->send(fmt::format("setoption name {} value {}", name, value));
  }
  process_->send("isready");
  process_->read_until("readyok", kHandshakeTimeout);
}

void UciPlayer::stop() {
  if (process_) process_->kill();
  process_.reset();
}

bool UciPlayer::new_game(std::chrono::milliseconds timeout) {
  if (!process_) return false;
  process_->send("ucinewgame");
  process_->send("isready");
  try {
    process_->read_until("readyok", timeout);
    return true;
  } catch (const std::runtime_error&) {
    return false;
  }
}

UciPlayer::Answer UciPlayer::think(const std::string& position_command,
                                   const std::string& go_command,
                                   std::chrono::milliseconds deadline) {
  using Clock = std::chrono::steady_clock;
  if (!process_ || !process_->alive()) return {Answer::Kind::kGone, "", {}};
  process_->send(position_command);
  auto begin = Clock::now();
  process_->send(go_command);
  auto until = begin + deadline;
  while (true) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(until - Clock::now());
    auto line = process_->read_line(std::max(left, std::chrono::milliseconds(0)));
    auto used = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - begin);
    if (!line) {
      if (process_->closed()) return {Answer::Kind::kGone, "", used};
      if (Clock::now() >= until) return {Answer::Kind::kTimeout, "", used};
      continue;  // read_line's own deadline, rounded to milliseconds, came a little early
    }
    if (line->rfind("bestmove", 0) == 0) {
      std::istringstream in(*line);
      std::string word, move;
      in >> word >> move;
      return {Answer::Kind::kMove, move, used};
    }
  }
}

}  // namespace menagerie::protocol
