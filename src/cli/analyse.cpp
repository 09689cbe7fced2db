// menagerie analyse: statistics over many random starts, for variants that offer them.
#include <fstream>
#include <iostream>
#include <optional>
#include <string>

#include <fmt/format.h>

#include "catalog/analysis_chart.hpp"
#include "catalog/solver.hpp"
#include "catalog/variant.hpp"
#include "cli/commands.hpp"
#include "core/error.hpp"

namespace menagerie::cli {

namespace {

struct AnalyseArgs {
  std::string variant;
  long long starts = 100;
  std::optional<unsigned long long> seed;
  bool json = false;
  std::string svg;
};

void show_progress(double done) {
  int width = 40, filled = static_cast<int>(done * width + 0.5);
  std::cerr << fmt::format("\r[{}{}] {:5.1f}%", std::string(filled, '#'),
                           std::string(width - filled, ' '), 100 * done)
            << std::flush;
}

}  // namespace

void add_analyse(CLI::App& app) {
  auto args = std::make_shared<AnalyseArgs>();
  auto* cmd =
      app.add_subcommand("analyse", "Statistics over many random starts (exact values per object)");
  cmd->add_option("variant", args->variant, "variant id (e.g. chessence-sniderman)")->required();
  cmd->add_option("--starts", args->starts, "how many random starts")
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--seed", args->seed, "seed of the starts (default: fresh from the system)");
  cmd->add_flag("--json", args->json, "print one JSON object");
  cmd->add_option("--svg", args->svg, "also draw the table as an SVG chart into this file");
  cmd->callback([args] {
    const auto& analyser =
        catalog::require_capability<catalog::Analysing>(catalog::find(args->variant), "analysis");
    catalog::json request{{"starts", args->starts}};
    if (args->seed) request["seed"] = *args->seed;
    catalog::json r = analyser.analyse(request, show_progress);
    std::cerr << "\n";
    if (!args->svg.empty()) {
      std::ofstream out(args->svg);
      out << catalog::analysis_chart(r);
      if (!out) throw InputError("cannot write the chart to " + args->svg);
      std::cerr << "chart written to " << args->svg << "\n";
    }
    if (args->json) {
      std::cout << r.dump() << "\n";
      return;
    }
    std::cout << fmt::format("{} random starts, seed {}\n", r["starts"].get<long long>(),
                             r["seed"].get<unsigned long long>());
    std::cout << fmt::format("{:<7} {:>9} {:>12} {:>14} {:>12}  {}\n", "object", "ODD wins",
                             "legal 1st", "winning 1st", "1-move puzzle", "");
    for (const auto& row : r["objects"])
      std::cout << fmt::format(
          "{:<7} {:>8.1f}% {:>12.2f} {:>14.2f} {:>12.1f}%  {}\n", row["object"].get<std::string>(),
          100 * row["odd_win_rate"].get<double>(), row["mean_legal_first_moves"].get<double>(),
          row["mean_winning_first_moves"].get<double>(),
          100 * row["one_move_puzzle_rate"].get<double>(), row["description"].get<std::string>());
  });
}

}  // namespace menagerie::cli
