// menagerie puzzle: positions in which exactly one move wins, for variants that offer puzzles.
#include <iostream>
#include <optional>
#include <string>

#include <fmt/format.h>

#include "catalog/solver.hpp"
#include "catalog/variant.hpp"
#include "cli/commands.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"

namespace menagerie::cli {

namespace {

struct PuzzleArgs {
  std::string variant;
  int count = 1;
  std::optional<unsigned long long> seed;
  std::string difficulty;
  std::optional<std::string> object;
  bool answers = false;
  bool json = false;
};

}  // namespace

void add_puzzle(CLI::App& app) {
  auto args = std::make_shared<PuzzleArgs>();
  auto* cmd = app.add_subcommand(
      "puzzle", "Print puzzles: positions in which exactly one move wins for the side to move");
  cmd->add_option("variant", args->variant, "variant id (e.g. chessence-sniderman)")->required();
  cmd->add_option("--count", args->count, "how many puzzles (1 to 100)")->check(CLI::Range(1, 100));
  cmd->add_option("--seed", args->seed,
                  "seed of the first puzzle; puzzle i uses seed + i (default: fresh)");
  cmd->add_option("--difficulty", args->difficulty, "easy, medium or hard (default: any)");
  cmd->add_option("--object", args->object,
                  "only this object (for variants with objects: 1..10, p1..p4, an expression)");
  cmd->add_flag("--answers", args->answers, "also print each puzzle's answer");
  cmd->add_flag("--json", args->json, "print one JSON array");
  cmd->callback([args] {
    const catalog::Variant& v = catalog::find(args->variant);
    const auto& puzzles = catalog::require_capability<catalog::Puzzling>(v, "puzzles");
    std::uint64_t seed = args->seed ? *args->seed : fresh_seed();
    catalog::json all = catalog::json::array();
    for (int i = 0; i < args->count; ++i) {
      catalog::json request{{"seed", seed + static_cast<std::uint64_t>(i)},
                            {"reveal", args->answers}};
      if (!args->difficulty.empty()) request["difficulty"] = args->difficulty;
      if (args->object) request["object"] = *args->object;
      catalog::json p = puzzles.puzzle(request);
      if (args->json) {
        all.push_back(p);
        continue;
      }
      auto table = v.create(p["options"]);
      std::cout << fmt::format("Puzzle {} (seed {}, {}: {} of {} moves look plausible)\n", i + 1,
                               p["seed"].get<std::uint64_t>(), p["difficulty"].get<std::string>(),
                               p["plausible"].get<int>(), p["legal"].get<int>());
      std::cout << table->render(kSpectator);
      std::cout << "Position: " << p["position"].get<std::string>() << "\n";
      const auto& object = p["object"];
      std::cout << "Object" << (object["name"].get<std::string>().empty() ? "" : " ")
                << object["name"].get<std::string>() << ": "
                << object["description"].get<std::string>() << "\n";
      std::cout << p["question"].get<std::string>() << "\n";
      if (args->answers) std::cout << "Answer: " << p["answer"].get<std::string>() << "\n";
      std::cout << "\n";
    }
    if (args->json) std::cout << all.dump() << "\n";
    if (!args->json && !args->answers)
      std::cout << "(run again with --answers, or the same --seed, to see the answers)\n";
  });
}

}  // namespace menagerie::cli
