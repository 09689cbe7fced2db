#include <iostream>

#include <fmt/format.h>

#include "catalog/variant.hpp"
#include "cli/commands.hpp"

namespace menagerie::cli {

void add_variants(CLI::App& app) {
  auto* cmd = app.add_subcommand("variants", "List the games Menagerie knows, with their options");
  cmd->callback([] {
    for (const auto* v : catalog::variants()) {
      std::cout << fmt::format("{:<22} {} — {}\n", v->id(), v->name(), v->summary());
      for (const auto& o : v->options())
        std::cout << fmt::format(
            "    --{:<10} {}{}\n", o.name, o.description,
            o.default_value.is_null() ? "" : " (default " + o.default_value.dump() + ")");
    }
  });
}

}  // namespace menagerie::cli
