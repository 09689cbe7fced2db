// menagerie tune: Texel tuning of a variant's evaluator (Chess960's, the one that has a tuner) in
// two steps, through the catalog's Tuning capability; the tuner itself is
// src/games/chess960/tuning.hpp.
//   --generate FILE  plays self-play games at a fixed number of nodes per move and writes every
//                    quiet position with the game's final result ("<FEN> [1.0]", engine/texel.hpp).
//   --tune FILE      fits the evaluator's weights to such a file and prints the new weight table.
#include <algorithm>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "catalog/solver.hpp"
#include "catalog/variant.hpp"
#include "cli/commands.hpp"
#include "core/error.hpp"

namespace menagerie::cli {

namespace {

struct TuneArgs {
  std::string variant = "chess960";
  std::string generate, tune;
  // Generation.
  int games = 0;       // 0: until the time runs out
  double minutes = 0;  // 0: until the games are played
  std::uint64_t nodes = 3000;
  std::vector<int> random_plies{4, 8};  // at least, at most
  std::optional<std::uint64_t> seed;
  bool nnue = false;  // the learned evaluation's binary samples (docs/nnue.md)
  // Fitting.
  int epochs = 3000;
  double rate = 1.0;
  double k = 0;                     // 0: fit it
  std::vector<std::string> freeze;  // weight names kept as they are
};

const catalog::Tuning& tuner(const TuneArgs& a) {
  return catalog::require_capability<catalog::Tuning>(catalog::find(a.variant), "tuner");
}

// The report as it comes, flushed at once: generation runs for hours.
void say(std::string_view text) { std::cout << text << std::flush; }

void run_generate(const TuneArgs& a) {
  if (a.games <= 0 && a.minutes <= 0)
    throw InputError("--generate needs --games N or --minutes M (or both) to know when to stop");
  if (a.nodes < 1) throw InputError("--nodes must be at least 1");
  if (a.random_plies.size() != 2 || a.random_plies[0] < 0 || a.random_plies[1] < a.random_plies[0])
    throw InputError(fmt::format("--random-plies {}: expected two numbers MIN MAX, 0 <= MIN <= MAX",
                                 fmt::join(a.random_plies, " ")));
  catalog::json request{{"file", a.generate},
                        {"games", a.games},
                        {"minutes", a.minutes},
                        {"nodes", a.nodes},
                        {"random_plies", a.random_plies}};
  if (a.seed) request["seed"] = *a.seed;
  if (a.nnue) request["nnue"] = true;
  tuner(a).generate(request, say);
}

void run_tune(const TuneArgs& a) {
  const auto names = tuner(a).weight_names();
  for (const auto& name : a.freeze)
    if (std::find(names.begin(), names.end(), name) == names.end())
      throw InputError(fmt::format("--freeze: no weight is called '{}' (the names: {})", name,
                                   fmt::join(names, ", ")));
  tuner(a).fit(
      {{"file", a.tune}, {"epochs", a.epochs}, {"rate", a.rate}, {"k", a.k}, {"freeze", a.freeze}},
      say);
}

}  // namespace

void add_tune(CLI::App& app) {
  auto args = std::make_shared<TuneArgs>();
  auto* cmd = app.add_subcommand(
      "tune", "Texel tuning of the Chess960 evaluator: generate labelled positions, then fit");
  cmd->add_option("--variant", args->variant, "The variant whose evaluator is tuned")
      ->capture_default_str();
  auto* gen = cmd->add_option("--generate", args->generate,
                              "Write quiet self-play positions with their game results here");
  auto* fit = cmd->add_option("--tune", args->tune,
                              "Fit the evaluator's weights to this file and print the new table");
  gen->excludes(fit);
  cmd->add_option("--games", args->games, "Generation: games to play (0: no limit)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--minutes", args->minutes, "Generation: stop after this many minutes")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--nodes", args->nodes, "Generation: search nodes per move")
      ->capture_default_str();
  cmd->add_option("--random-plies", args->random_plies,
                  "Generation: MIN MAX random plies played before the engines take over")
      ->expected(2)
      ->capture_default_str();
  cmd->add_option("--seed", args->seed, "Generation: seed (default: fresh)");
  cmd->add_flag("--nnue", args->nnue,
                "Generation: write the learned evaluation's binary samples (docs/nnue.md) with "
                "search scores; an existing file is continued");
  cmd->add_option("--epochs", args->epochs, "Fitting: Adam epochs")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--rate", args->rate, "Fitting: Adam step size in centipawns")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_option("--freeze", args->freeze,
                  "Fitting: weights to keep as they are, by name (e.g. pawn knight)")
      ->expected(1, 24);
  cmd->add_option("--k", args->k, "Fitting: the logistic scale K (default: fitted)")
      ->check(CLI::NonNegativeNumber);
  cmd->callback([args] {
    if (args->generate.empty() == args->tune.empty())
      throw InputError("give one of --generate FILE or --tune FILE");
    args->generate.empty() ? run_tune(*args) : run_generate(*args);
  });
}

}  // namespace menagerie::cli
