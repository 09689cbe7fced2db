// PGN (src/chess/pgn.*), as the chess960 "pgn" option and game imports read it.
// Properties: read_pgn throws nothing but InputError; a game it reads, written by write_pgn and read
// again, has the same start, moves, result and tags, also with a player's name as the server takes
// it (up to 40 characters, no control character: hub.cpp), here the input's first ones.
#include <string>

#include "chess/pgn.hpp"
#include "core/error.hpp"
#include "support/check.hpp"

namespace fuzz = menagerie::fuzz;
using menagerie::InputError;
using menagerie::chess::PgnGame;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text = fuzz::text_of(data, size);
  PgnGame game;
  try {
    game = menagerie::chess::read_pgn(text);
  } catch (const InputError&) {
    return 0;
  }
  std::string name;
  for (char c : text.substr(0, 40))
    if (static_cast<unsigned char>(c) >= 32) name += c;
  if (!name.empty()) game.tags["White"] = name;
  auto variant = game.tags.find("Variant");
  std::string written =
      menagerie::chess::write_pgn(game, variant != game.tags.end() ? variant->second : "Standard");
  PgnGame again;
  try {
    again = menagerie::chess::read_pgn(written);
  } catch (const InputError& e) {
    fuzz::fail("what write_pgn writes, read_pgn reads", written + "\n" + e.what());
  }
  fuzz::expect(again.start == game.start, "the start survives writing and reading", written);
  fuzz::expect(again.moves == game.moves, "the moves survive writing and reading", written);
  fuzz::expect(again.result == game.result, "the result survives writing and reading", written);
  for (const auto& [name, value] : game.tags) {
    if (name == "Result") continue;  // written from the game's result, checked above
    auto it = again.tags.find(name);
    fuzz::expect(it != again.tags.end() && it->second == value,
                 "every tag survives writing and reading", written);
  }
  return 0;
}
