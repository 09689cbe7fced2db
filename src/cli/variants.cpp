#include <iostream>

#include <fmt/format.h>

#include "catalog/variant.hpp"
#include "cli/commands.hpp"

namespace menagerie::cli {

using nlohmann::json;

void add_variants(CLI::App& app) {
  auto* cmd = app.add_subcommand("variants", "List the games Menagerie knows, with their options");
  static bool as_json = false;
  cmd->add_flag("--json", as_json,
                "Print the catalog as JSON, as GET /api/variants does (traits, options, seats)");
  cmd->callback([] {
    if (as_json) {
      json out = json::array();
      for (const auto* v : catalog::variants()) out.push_back(catalog::describe(*v));
      std::cout << out.dump(2) << "\n";
      return;
    }
    for (const auto* v : catalog::variants()) {
      std::cout << fmt::format("{:<22} {} — {}\n", v->id(), v->name(), v->summary());
      const Traits t = v->traits();
      std::cout << fmt::format("    seats {}{}{}{}{}{}; UCI: {}\n",
                               t.min_seats == t.max_seats
                                   ? std::to_string(t.min_seats)
                                   : fmt::format("{}-{}", t.min_seats, t.max_seats),
                               t.hidden ? ", hidden information" : "", t.chance ? ", chance" : "",
                               t.teams ? ", teams" : "", t.cooperative ? ", cooperative" : "",
                               t.scores ? ", scores" : "",
                               !v->make_engine() ? "no (no computer player)"
                               : t.hidden        ? "no (hidden information)"
                               : t.max_seats > 2 ? "no (more than two seats)"
                                                 : "yes");
      for (const auto& o : v->options())
        std::cout << fmt::format(
            "    --{:<10} {}{}\n", o.name, o.description,
            o.default_value.is_null() ? "" : " (default " + o.default_value.dump() + ")");
    }
  });
}

}  // namespace menagerie::cli
