// menagerie solve: exact values of a position for variants that offer an exact solver.
#include <iostream>
#include <optional>
#include <string>

#include <fmt/format.h>

#include "catalog/solver.hpp"
#include "catalog/variant.hpp"
#include "cli/commands.hpp"
#include "core/error.hpp"

namespace menagerie::cli {

namespace {

struct SolveArgs {
  std::string variant;
  std::string position;
  std::optional<std::string> object;
  std::optional<std::string> cards;
  std::optional<std::string> special;
  bool json = false;
};

}  // namespace

void add_solve(CLI::App& app) {
  auto args = std::make_shared<SolveArgs>();
  auto* cmd = app.add_subcommand(
      "solve", "Solve a position exactly: who wins with perfect play, and which moves win");
  cmd->add_option("variant", args->variant, "variant id (e.g. chessence-sniderman)")->required();
  cmd->add_option("--position", args->position, "the position, in the variant's text form")
      ->required();
  cmd->add_option("--object", args->object,
                  "the object, for variants with objects (e.g. 1..10, p1..p4, an expression)");
  cmd->add_option("--cards", args->cards,
                  "the chosen cards, for variants dealt cards (Chess Golf: \"K b\")");
  cmd->add_option("--special", args->special,
                  "the special-move rule, for variants that have one (Chess Golf: pairs, moves, "
                  "none)");
  cmd->add_flag("--json", args->json, "print one JSON object");
  cmd->callback([args] {
    const auto& solver = catalog::require_capability<catalog::ExactSolving>(
        catalog::find(args->variant), "exact solver");
    catalog::json request{{"position", args->position}};
    if (args->object) request["object"] = *args->object;
    if (args->cards) request["cards"] = *args->cards;
    if (args->special) request["special"] = *args->special;
    catalog::json r = solver.solve(request);
    if (args->json) {
      std::cout << r.dump() << "\n";
      return;
    }
    if (std::string text = solver.describe(r); !text.empty()) {
      std::cout << text;
      return;
    }
    std::cout << fmt::format("{} to move; {} wins with perfect play\n", r.value("to_move", "?"),
                             r.value("winner", "?"));
    std::string wins, loses;
    for (const auto& m : r["moves"]) {
      std::string& list = m["wins"].get<bool>() ? wins : loses;
      list += (list.empty() ? "" : " ") + m["move"].get<std::string>();
    }
    if (r["moves"].empty())
      std::cout << "no moves: the round is over\n";
    else {
      std::cout << "winning moves: " << (wins.empty() ? "none" : wins) << "\n";
      std::cout << "losing moves:  " << (loses.empty() ? "none" : loses) << "\n";
    }
  });
}

}  // namespace menagerie::cli
