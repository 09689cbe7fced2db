// menagerie match: two UCI engines play a match from random starts; prints a progress line per game
// and the W/D/L, score, Elo with its 95% interval and, when asked, the SPRT verdict.
#include <cmath>
#include <iostream>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "protocol/match.hpp"

namespace menagerie::cli {

namespace {

struct MatchArgs {
  std::vector<std::string> engines;
  std::vector<std::pair<int, std::string>> engine_options;
  std::vector<std::pair<int, std::string>> engine_tcs;
  std::string variant = "chess960";
  int games = 10;
  std::string tc = "10+0.1";
  int concurrency = 1;
  std::string sprt;
  std::optional<std::uint64_t> seed;
  std::string pgn;
  int max_plies = 0;
  int margin_ms = 50;
  std::uint64_t nodes = 0;
  int depth = 0;
  double move_timeout_s = 60;
};

std::string percent(double x) { return fmt::format("{:.1f}%", 100 * x); }

std::string standing(const protocol::MatchReport& r, const protocol::MatchConfig& c) {
  const auto& t = r.tally;
  std::string line =
      fmt::format("W {} D {} L {}  score {}  Elo {}", t.wins, t.draws, t.losses, percent(t.score()),
                  protocol::format_elo(protocol::estimate_elo(t)));
  if (c.sprt)
    line += fmt::format("  LLR {:.2f} ({:.2f}, {:.2f})", r.llr, c.sprt->lower(), c.sprt->upper());
  return line;
}

int run(const MatchArgs& a) {
  protocol::MatchConfig config;
  if (a.engines.size() != 2) throw InputError("give exactly two --engine commands");
  for (int e = 0; e < 2; ++e) config.engines[e].command = a.engines[e];
  for (const auto& [n, setting] : a.engine_options) {
    if (n != 1 && n != 2)
      throw InputError(
          fmt::format("--engine-option {} {}: the engine number must be 1 or 2", n, setting));
    auto eq = setting.find('=');
    if (eq == std::string::npos || eq == 0)
      throw InputError(fmt::format("--engine-option {} '{}': expected name=value", n, setting));
    config.engines[n - 1].options.emplace_back(setting.substr(0, eq), setting.substr(eq + 1));
  }
  config.variant = a.variant;
  config.games = a.games;
  config.tc = protocol::TimeControl::parse(a.tc);
  for (const auto& [n, text] : a.engine_tcs) {
    if (n != 1 && n != 2)
      throw InputError(fmt::format("--engine-tc {} {}: the engine number must be 1 or 2", n, text));
    config.engine_tc[n - 1] = protocol::TimeControl::parse(text);
  }
  config.concurrency = a.concurrency;
  if (!a.sprt.empty()) config.sprt = protocol::Sprt::parse(a.sprt);
  config.seed = a.seed ? *a.seed : fresh_seed() & ((std::uint64_t(1) << 62) - 1);
  config.max_plies = a.max_plies;
  config.margin = std::chrono::milliseconds(a.margin_ms);
  config.limit.nodes = a.nodes;
  config.limit.depth = a.depth;
  config.move_timeout = std::chrono::milliseconds(std::llround(a.move_timeout_s * 1000));

  std::string clock = config.tc_of(0).text();
  if (config.tc_of(1).text() != clock)
    clock = fmt::format("{} for engine 1, {} for engine 2", clock, config.tc_of(1).text());
  std::string control = config.limit.active()
                            ? fmt::format("{} a move (no clock, move timeout {} s)",
                                          config.limit.text(), a.move_timeout_s)
                            : fmt::format("{} (margin {} ms)", clock, a.margin_ms);
  fmt::print("match: {} games of {} at {}, concurrency {}, seed {}\n", config.games, config.variant,
             control, config.concurrency, config.seed);
  std::cout << std::flush;
  auto report = protocol::run_match(
      config, a.pgn, [&](const protocol::GameReport& g, const protocol::MatchReport& r) {
        // Names are known once the first game is reported; the line reads from the first engine's
        // side.
        fmt::print("[{}/{}] game {}: {} - {} {} ({}{}) | {}\n", r.games.size(), config.games,
                   g.number, r.names[g.white], r.names[1 - g.white], g.result, g.termination,
                   g.detail.empty() ? "" : ": " + g.detail, standing(r, config));
        std::cout << std::flush;
      });

  const auto& t = report.tally;
  auto elo = protocol::estimate_elo(t);
  std::map<std::string, int> endings;
  for (const auto& g : report.games) ++endings[g.termination];
  std::string ending_list;
  for (const auto& [why, n] : endings)
    ending_list += fmt::format("{}{} {}", ending_list.empty() ? "" : ", ", why, n);
  auto bound = [](double x) {
    return std::isinf(x) ? std::string(x > 0 ? "+inf" : "-inf") : fmt::format("{:+.1f}", x);
  };
  fmt::print("\n{} vs {}: {} games\n", report.names[0], report.names[1], t.games());
  fmt::print("  W/D/L {}/{}/{} (for {}), score {}\n", t.wins, t.draws, t.losses, report.names[0],
             percent(t.score()));
  fmt::print("  Elo difference {} (95% interval {} .. {})\n", protocol::format_elo(elo),
             bound(elo.low), bound(elo.high));
  fmt::print("  endings: {}\n", ending_list);
  if (config.sprt) {
    auto verdict = report.verdict.value_or(protocol::Sprt::Verdict::kContinue);
    fmt::print(
        "  SPRT elo0={} elo1={} alpha=beta=0.05: LLR {:.3f}, bounds ({:.3f}, {:.3f}): {}{}\n",
        config.sprt->elo0(), config.sprt->elo1(), report.llr, config.sprt->lower(),
        config.sprt->upper(),
        verdict == protocol::Sprt::Verdict::kH1   ? "H1 accepted"
        : verdict == protocol::Sprt::Verdict::kH0 ? "H0 accepted"
                                                  : "undecided (continue)",
        report.stopped_early ? ", match stopped early" : "");
  }
  if (!a.pgn.empty()) fmt::print("  games written to {}\n", a.pgn);
  return 0;
}

}  // namespace

void add_match(CLI::App& app) {
  auto args = std::make_shared<MatchArgs>();
  auto* cmd =
      app.add_subcommand("match", "Play a match between two UCI engines from random starts");
  cmd->add_option("--engine", args->engines, "An engine's command line (give two)")
      ->required()
      ->expected(1)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
  cmd->add_option(
      "--engine-option", args->engine_options,
      "N name=value: a UCI option for engine N (1 or 2), e.g. 2 UCI_Elo=2000 (repeatable)");
  cmd->add_option("--variant", args->variant, "Variant id")->capture_default_str();
  cmd->add_option("--games", args->games, "Number of games (each start is played twice)")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  auto* tc = cmd->add_option("--tc", args->tc, "Time control: base+increment in seconds")
                 ->capture_default_str();
  auto* nodes =
      cmd->add_option(
             "--nodes", args->nodes,
             "Search each move to this many nodes (go nodes N) instead of a clock: the same "
             "games whatever the machine's load")
          ->check(CLI::PositiveNumber);
  auto* depth =
      cmd->add_option(
             "--depth", args->depth,
             "Search each move to this depth (go depth D) instead of a clock; with --nodes, "
             "both limits are sent")
          ->check(CLI::Range(1, 1000));
  auto* engine_tc = cmd->add_option(
      "--engine-tc", args->engine_tcs,
      "N base+increment: engine N's own clock instead of --tc, e.g. 1 60+1 (repeatable)");
  tc->excludes(nodes);
  tc->excludes(depth);
  engine_tc->excludes(nodes);
  engine_tc->excludes(depth);
  cmd->add_option("--move-timeout", args->move_timeout_s,
                  "With --nodes or --depth: seconds an engine may take for one move before it "
                  "loses on time")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_option("--concurrency", args->concurrency, "Games played at once")
      ->capture_default_str()
      ->check(CLI::Range(1, 256));
  cmd->add_option("--sprt", args->sprt,
                  "elo0,elo1: run an SPRT (alpha = beta = 0.05) and stop when decided");
  cmd->add_option("--seed", args->seed, "Seed for the start positions (default: fresh)");
  cmd->add_option("--pgn", args->pgn, "Append the games to this PGN file");
  cmd->add_option("--max-plies", args->max_plies,
                  "Adjudicate a draw after this many plies (0: never)")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--margin", args->margin_ms,
                  "Milliseconds a move may overrun the clock before the flag falls")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  cmd->callback([args] {
    if (int code = run(*args)) throw CLI::RuntimeError(code);
  });
}

}  // namespace menagerie::cli
