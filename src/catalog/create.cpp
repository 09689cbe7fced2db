#include "catalog/create.hpp"

#include <fmt/format.h>

#include "core/error.hpp"

namespace menagerie::catalog {

json options_without_moves(const json& options) {
  json out = options.is_object() ? options : json::object();
  out.erase("moves");
  return out;
}

std::vector<std::string> option_moves(const Variant& v, const json& options) {
  std::vector<std::string> moves;
  if (!options.is_object() || !options.contains("moves")) return moves;
  const json& list = options["moves"];
  if (v.traits().hidden)
    throw InputError(fmt::format(
        "option 'moves' is for games without hidden information ({} keeps secrets in its moves)",
        v.id()));
  if (!list.is_array()) throw InputError("option 'moves' must be a list of moves, e.g. [\"e2e4\"]");
  for (const json& m : list) {
    if (!m.is_string() || m.get<std::string>().empty())
      throw InputError("option 'moves': every move must be a non-empty text, not " + m.dump());
    moves.push_back(m.get<std::string>());
  }
  return moves;
}

std::string move_name(const Table& table, std::size_t ply) {
  // The seat to move now names the mover: the caller asks before playing the move.
  Seat seat = table.to_move();
  std::string who = fmt::format("seat {}", seat);
  json seats = table.view(kSpectator).value("seats", json::array());
  if (seat >= 0 && seat < int(seats.size())) who = seats[seat].value("name", who);
  int n = std::max(1, table.seats());
  return fmt::format("move {} ({}. for {})", ply + 1, ply / n + 1, who);
}

void play_moves(Table& table, const std::vector<std::string>& moves, std::size_t first_ply) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    try {
      table.play(moves[i]);
    } catch (const InputError& e) {
      throw InputError(fmt::format("{} '{}' cannot be played: {}", move_name(table, first_ply + i),
                                   moves[i], e.what()));
    }
  }
}

std::unique_ptr<Table> create_game(const Variant& v, const json& options) {
  std::vector<std::string> moves = option_moves(v, options);
  auto table = v.create(options_without_moves(options));
  play_moves(*table, moves);
  return table;
}

}  // namespace menagerie::catalog
