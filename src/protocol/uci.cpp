#include "protocol/uci.hpp"

#include <algorithm>
#include <chrono>
#include <iostream>
#include <sstream>

#include <fmt/format.h>

#include "core/error.hpp"
#include "engine/levels.hpp"
#include "engine/nnue/network.hpp"

namespace menagerie::protocol {

namespace {

std::vector<std::string> split(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  return words;
}

std::int64_t to_int(const std::string& text, const std::string& what) {
  try {
    std::size_t used = 0;
    long long v = std::stoll(text, &used);
    if (used != text.size()) throw std::invalid_argument(text);
    return v;
  } catch (const std::exception&) {
    throw InputError(fmt::format("'{}' after {} is not a whole number", text, what));
  }
}

}  // namespace

UciSession::UciSession(std::ostream& out) : out_(out) { select_variant("chess960"); }

UciSession::~UciSession() { finish_search(); }

void UciSession::say(const std::string& line) {
  std::lock_guard lock(out_mutex_);
  out_ << line << std::endl;
}

void UciSession::select_variant(const std::string& id) {
  const catalog::Variant& v = catalog::find(id);
  // UCI knows two sides, white and black: a game of more seats (Crowded House) does not fit it.
  if (v.traits().max_seats > 2)
    throw InputError(
        fmt::format("variant {} cannot be played over UCI: it has {} seats, and UCI "
                    "has two sides",
                    id, v.traits().max_seats));
  auto engine = v.make_engine();
  if (!engine)
    throw InputError(
        fmt::format("variant {} cannot be played over UCI yet: the search does not know it", id));
  variant_ = &v;
  engine_ = std::move(engine);
  engine_->set_hash(hash_mb_);
  apply_castling_style();
  table_ = variant_->create(variant_->startpos_options());
}

void UciSession::apply_castling_style() {
  for (const auto& option : engine_->engine_options())
    if (option.name == "classic_castling") engine_->set_option(option.name, !chess960_);
}

bool UciSession::handle(const std::string& line) {
  auto words = split(line);
  if (words.empty()) return true;
  const std::string& cmd = words[0];
  try {
    if (cmd == "quit") {
      stop_search();
      return false;
    } else if (cmd == "uci") {
      uci();
    } else if (cmd == "isready") {
      say("readyok");
    } else if (cmd == "ucinewgame") {
      finish_search();
      engine_->new_game();
      level_rng_ = Rng(kLevelSeed);
      table_ = variant_->create(variant_->startpos_options());
    } else if (cmd == "setoption") {
      set_option(words);
    } else if (cmd == "position") {
      position(words);
    } else if (cmd == "go") {
      go(words);
    } else if (cmd == "stop") {
      stop_search();
    } else if (cmd == "ponderhit") {
      ponderhit();
    } else if (cmd == "d") {
      say(table_->render(kSpectator) + table_->position(kSpectator));
    } else if (cmd == "debug" || cmd == "register") {
      // Accepted and ignored.
    } else {
      say(fmt::format("info string unknown command '{}'", cmd));
    }
  } catch (const InputError& e) {
    say(fmt::format("info string error: {}", e.what()));
  }
  return true;
}

void UciSession::uci() {
  say("id name Menagerie 0.1");
  say("id author the Menagerie developers");
  say("option name Hash type spin default 16 min 1 max 4096");
  // The search is single-threaded for now; the option is there because GUIs expect it.
  say("option name Threads type spin default 1 min 1 max 1");
  say("option name MultiPV type spin default 1 min 1 max 64");
  say("option name Ponder type check default false");
  say("option name Level type spin default 0 min 0 max 8");
  say("option name UCI_Chess960 type check default false");
  // A learned evaluation's network file (docs/nnue.md), for a variant that has one.
  say("option name EvalFile type string default <empty>");
  std::string combo = fmt::format("option name UCI_Variant type combo default {}", variant_->id());
  for (const auto* v : catalog::variants())
    if (v->make_engine() && v->traits().max_seats <= 2) combo += fmt::format(" var {}", v->id());
  say(combo);
  say("uciok");
}

void UciSession::set_option(const std::vector<std::string>& words) {
  // setoption name <name words> [value <value words>]
  std::string name, value;
  std::string* target = nullptr;
  for (std::size_t i = 1; i < words.size(); ++i) {
    if (words[i] == "name")
      target = &name;
    else if (words[i] == "value")
      target = &value;
    else if (target)
      *target += (target->empty() ? "" : " ") + words[i];
  }
  if (name.empty()) throw InputError("setoption needs: name <option> [value <value>]");
  finish_search();
  if (name == "Hash") {
    auto mb = to_int(value, "Hash");
    if (mb < 1 || mb > 4096) throw InputError("Hash must be from 1 to 4096 (MB)");
    hash_mb_ = std::size_t(mb);
    engine_->set_hash(hash_mb_);
  } else if (name == "Threads") {
    if (to_int(value, "Threads") != 1)
      say("info string Menagerie searches on one thread; Threads stays 1");
  } else if (name == "MultiPV") {
    auto n = to_int(value, "MultiPV");
    if (n < 1 || n > 64) throw InputError("MultiPV must be from 1 to 64");
    multipv_ = int(n);
  } else if (name == "UCI_Chess960") {
    if (value != "true" && value != "false") throw InputError("UCI_Chess960 must be true or false");
    chess960_ = value == "true";
    apply_castling_style();
  } else if (name == "UCI_Variant") {
    select_variant(value);
  } else if (name == "Level") {
    auto n = to_int(value, "Level");
    if (n < 0 || n > engine::kMaxLevel)
      throw InputError(fmt::format("Level must be from 0 (off) to {}", engine::kMaxLevel));
    level_ = int(n);
  } else if (name == "EvalFile") {
    set_eval_file(value == "<empty>" ? "" : value);
  } else if (name == "Ponder") {
    // Nothing to set: pondering is driven by `go ponder`.
  } else {
    throw InputError(fmt::format("no option named '{}'", name));
  }
}

void UciSession::set_eval_file(const std::string& path) {
  bool offered = false;
  for (const auto& option : engine_->engine_options()) offered |= option.name == "eval_file";
  if (!offered)
    throw InputError(fmt::format("variant {} has no learned evaluation: EvalFile does not apply",
                                 variant_->id()));
  engine_->set_option("eval_file", path);
  say(path.empty()
          ? std::string("info string EvalFile: the handwritten evaluation")
          : fmt::format("info string EvalFile: evaluating with the network {} (hash {:016x})", path,
                        engine::nnue::file_hash(path)));
}

void UciSession::position(const std::vector<std::string>& words) {
  finish_search();
  std::size_t i = 1;
  catalog::json options = catalog::json::object();
  if (i < words.size() && words[i] == "startpos") {
    options = variant_->startpos_options();  // UCI's fixed start, never a random one
    ++i;
  } else if (i < words.size() && words[i] == "fen") {
    std::string fen;
    for (++i; i < words.size() && words[i] != "moves"; ++i)
      fen += (fen.empty() ? "" : " ") + words[i];
    options["fen"] = fen;
  } else {
    throw InputError("position needs startpos or fen <position>");
  }
  auto table = variant_->create(options);  // a bad position leaves the old one in place
  if (i < words.size()) {
    if (words[i] != "moves")
      throw InputError(fmt::format("expected 'moves', found '{}'", words[i]));
    for (++i; i < words.size(); ++i) {
      try {
        table->play(words[i]);
      } catch (const InputError& e) {
        throw InputError(fmt::format("move {} ({}): {}", words[i], i, e.what()));
      }
    }
  }
  table_ = std::move(table);
}

void UciSession::go(const std::vector<std::string>& words) {
  finish_search();
  engine::Limits limits;
  limits.multipv = multipv_;
  bool ponder = false;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& w = words[i];
    auto next = [&]() -> std::int64_t {
      if (i + 1 >= words.size()) throw InputError(fmt::format("go {} needs a number", w));
      return to_int(words[++i], "go " + w);
    };
    if (w == "wtime")
      limits.time[0] = std::max<std::int64_t>(1, next());
    else if (w == "btime")
      limits.time[1] = std::max<std::int64_t>(1, next());
    else if (w == "winc")
      limits.increment[0] = next();
    else if (w == "binc")
      limits.increment[1] = next();
    else if (w == "movestogo")
      limits.movestogo = int(next());
    else if (w == "depth")
      limits.depth = int(next());
    else if (w == "nodes")
      limits.nodes = std::uint64_t(next());
    else if (w == "movetime")
      limits.movetime = next();
    else if (w == "infinite")
      limits.infinite = true;
    else if (w == "ponder")
      ponder = true;
    else if (w == "mate")
      limits.depth = int(2 * next());
    else if (w == "perft") {
      int depth = int(next());
      if (depth < 1) throw InputError("go perft needs a depth of at least 1");
      std::uint64_t total = 0;
      std::string out;
      for (const auto& [move, n] : table_->divide(depth)) {
        out += fmt::format("{}: {}\n", move, n);
        total += n;
      }
      say(fmt::format("{}\nNodes searched: {}\n", out, total));
      return;
    } else if (w == "searchmoves") {
      throw InputError("searchmoves is not supported");
    } else {
      throw InputError(fmt::format("unknown go parameter '{}'", w));
    }
  }
  if (ponder) {
    // Think without a clock until ponderhit; then the time `go` gave counts.
    engine::Limits timed = limits;
    ponder_budget_ms_ = 0;
    Seat us = table_->to_move();
    if (timed.movetime > 0)
      ponder_budget_ms_ = timed.movetime;
    else if (timed.has_clock() && us >= 0 && us < 2)
      ponder_budget_ms_ = timed.time[us] / 30 + timed.increment[us] * 3 / 4;
    limits.infinite = true;
  }
  if (level_ > 0 && !limits.infinite) {
    // The level decides how long to think, never past the share of the clock `go` gives (nor its
    // movetime): a level plays as in the lobby and does not lose on time.
    Seat us = table_->to_move();
    std::int64_t cap = limits.movetime;
    if (limits.has_clock() && us >= 0 && us < 2)
      cap = engine::tighter_ms(cap, engine::clock_cap_ms(limits.time[us], limits.increment[us]));
    engine_->set_time_cap(cap);
    catalog::Thought t =
        engine_->play_level(table_->observation(table_->to_move()), level_, level_rng_);
    say(t.best.empty() ? "bestmove (none)" : "bestmove " + t.best);
    return;
  }
  stop_ = false;
  unbounded_ = limits.infinite;
  search_ = std::thread([this, limits] {
    auto info = [this](const engine::Info& i) {
      std::string score =
          i.mate ? fmt::format("mate {}", i.mate_moves) : fmt::format("cp {}", i.score);
      std::string pv;
      for (const auto& m : i.pv) pv += " " + m;
      say(fmt::format("info depth {} seldepth {} multipv {} score {} nodes {} nps {} time {} pv{}",
                      i.depth, i.seldepth, i.multipv, score, i.nodes, i.nps(), i.time_ms, pv));
    };
    catalog::Thought t =
        engine_->think(table_->observation(table_->to_move()), limits, info, &stop_);
    if (limits.infinite)  // UCI: with infinite (or ponder) the answer waits for stop
      while (!stop_.load()) std::this_thread::sleep_for(std::chrono::milliseconds(2));
    if (t.best.empty())
      say("bestmove (none)");
    else
      say(t.ponder.empty() ? "bestmove " + t.best
                           : fmt::format("bestmove {} ponder {}", t.best, t.ponder));
  });
}

void UciSession::ponderhit() {
  if (!search_.joinable() || ponder_budget_ms_ <= 0) return;
  if (timer_.joinable()) timer_.join();
  timer_cancel_ = false;
  timer_ = std::thread([this, budget = ponder_budget_ms_] {
    std::unique_lock lock(timer_mutex_);
    if (!timer_cv_.wait_for(lock, std::chrono::milliseconds(budget),
                            [this] { return timer_cancel_; }))
      stop_ = true;
  });
}

void UciSession::stop_search() {
  stop_ = true;
  {
    std::lock_guard lock(timer_mutex_);
    timer_cancel_ = true;
  }
  timer_cv_.notify_all();
  if (timer_.joinable()) timer_.join();
  if (search_.joinable()) search_.join();
  stop_ = false;
}

void UciSession::finish_search() {
  if (unbounded_) stop_search();
  if (search_.joinable()) search_.join();
}

int run_uci(std::istream& in, std::ostream& out) {
  UciSession session(out);
  for (std::string line; std::getline(in, line);)
    if (!session.handle(line)) break;
  return 0;
}

}  // namespace menagerie::protocol
