// menagerie play: people at one terminal take turns typing moves; any variant in the catalog.
#include <iostream>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "catalog/variant.hpp"
#include "cli/commands.hpp"
#include "cli/variant_options.hpp"
#include "core/error.hpp"

namespace menagerie::cli {

namespace {

constexpr const char* kHelp =
    "Type a move (SAN like Nf3 or O-O, or UCI like g1f3), or a command:\n"
    "  moves   list the legal moves        undo    take back the last move\n"
    "  board   show the board again        fen     print the position\n"
    "  pgn     print the game record       resign  the side to move gives up\n"
    "  help    this text                   quit    leave\n";

std::string seat_name(const nlohmann::json& view, Seat seat) {
  if (view.contains("seats") && seat >= 0 && seat < int(view["seats"].size()))
    return view["seats"][seat].get<std::string>();
  return fmt::format("seat {}", seat);
}

void show_result(const catalog::Table& t) {
  Outcome o = t.outcome();
  auto v = t.view(kNoSeat);
  if (o.kind == Outcome::Kind::kDraw)
    std::cout << fmt::format("Draw ({}).\n", o.reason);
  else
    std::cout << fmt::format("{} wins ({}).\n", seat_name(v, o.winner), o.reason);
}

int run(const std::string& id, const VariantOptions& options) {
  auto table = catalog::find(id).create(options.to_json());
  std::cout << kHelp << "\n" << table->render();
  std::string line;
  while (true) {
    if (!table->outcome().over())
      std::cout << fmt::format("{}> ", seat_name(table->view(kNoSeat), table->to_move())) << std::flush;
    else
      std::cout << "> " << std::flush;
    if (!std::getline(std::cin, line)) break;
    auto b = line.find_first_not_of(" \t\r"), e = line.find_last_not_of(" \t\r");
    if (b == std::string::npos) continue;
    line = line.substr(b, e - b + 1);
    try {
      if (line == "quit" || line == "exit") break;
      if (line == "help") {
        std::cout << kHelp;
      } else if (line == "board") {
        std::cout << table->render();
      } else if (line == "fen") {
        std::cout << table->position() << "\n";
      } else if (line == "pgn") {
        std::cout << table->record();
      } else if (line == "moves") {
        std::string all;
        for (const auto& m : table->legal_moves()) all += m + " ";
        std::cout << (all.empty() ? "(none)" : all) << "\n";
      } else if (line == "undo") {
        std::cout << (table->undo() ? table->render() : "nothing to take back\n");
      } else if (line == "resign") {
        table->resign(table->to_move());
        show_result(*table);
      } else {
        std::string shown = table->play(line);
        std::cout << "played " << shown << "\n" << table->render();
        if (table->outcome().over()) show_result(*table);
      }
    } catch (const InputError& err) {
      std::cout << "error: " << err.what() << "\n";
    }
  }
  return 0;
}

}  // namespace

void add_play(CLI::App& app) {
  auto id = std::make_shared<std::string>();
  auto options = std::make_shared<VariantOptions>();
  auto* cmd = app.add_subcommand("play", "Play a game at this terminal (two people take turns)");
  cmd->add_option("variant", *id, "variant id (see `menagerie variants`)")->required();
  options->add_to(cmd);
  cmd->callback([id, options] { run(*id, *options); });
}

}  // namespace menagerie::cli
