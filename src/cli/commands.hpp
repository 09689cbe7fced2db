// Each subcommand of `menagerie` lives in its own file and adds itself to the app here.
#pragma once

#include <CLI/CLI.hpp>

namespace menagerie::cli {

void add_variants(CLI::App& app);
void add_perft(CLI::App& app);
void add_play(CLI::App& app);
void add_uci(CLI::App& app);
void add_match(CLI::App& app);
void add_solve(CLI::App& app);
void add_analyse(CLI::App& app);
void add_puzzle(CLI::App& app);
void add_serve(CLI::App& app);
void add_tune(CLI::App& app);

}  // namespace menagerie::cli
