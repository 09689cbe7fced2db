// menagerie: the terminal front door. Subcommands: variants, perft, play (and more as games
// arrive).
#include <exception>
#include <iostream>

#include "cli/commands.hpp"
#include "core/error.hpp"

int main(int argc, char** argv) {
  CLI::App app{"Menagerie: play, analyse and solve unusual chess variants"};
  app.require_subcommand(1);
  menagerie::cli::add_variants(app);
  menagerie::cli::add_perft(app);
  menagerie::cli::add_play(app);
  menagerie::cli::add_uci(app);
  menagerie::cli::add_match(app);
  menagerie::cli::add_solve(app);
  menagerie::cli::add_analyse(app);
  menagerie::cli::add_puzzle(app);
  menagerie::cli::add_serve(app);
  menagerie::cli::add_tune(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  } catch (const menagerie::InputError& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 3;
  }
  return 0;
}
