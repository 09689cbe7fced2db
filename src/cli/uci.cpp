#include <iostream>

#include "cli/commands.hpp"
#include "protocol/uci.hpp"

namespace menagerie::cli {

void add_uci(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "uci", "Speak the UCI protocol on stdin/stdout (for chess GUIs and match tools)");
  cmd->callback([] { protocol::run_uci(std::cin, std::cout); });
}

}  // namespace menagerie::cli
