// Each game's position text and move text, read through the catalog as the CLI and the server read
// them. An input is the variant's id on its first line, then option lines "@name=value" (the value
// read as JSON when it is JSON, else as text: "@fen=4k3/8/...", "@seed=7"), then one move per line,
// or "#n" for the n-th legal move, so that the fuzzer reaches deep positions without knowing the
// notation. `make fuzz` runs this once per game, with that game's corpus and dictionary.
//
// Properties: creating a table and playing a move throw nothing but InputError; a refused move
// changes nothing; every listed legal move is accepted; undo takes a move back exactly, and the
// same text then plays the same move again (the server plays each move twice this way).
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "support/check.hpp"

namespace {

using menagerie::InputError;
using menagerie::Seat;
using menagerie::catalog::Table;
using nlohmann::json;
namespace fuzz = menagerie::fuzz;

constexpr int kMaxMoves = 64;  // lines played per input: deep enough, and each run stays quick

// What a seat or a spectator may learn of the table now: a move that was refused must leave all of
// it as it was. A seat's position text, or its view where a hidden game writes none. (Histories are
// left out: each costs a display form per move so far, which made a run many times slower, and a
// move that changed nothing else cannot have changed them.)
std::string snapshot(const Table& t) {
  std::string out = std::to_string(t.to_move()) + "|" + std::to_string(int(t.outcome().kind));
  for (Seat s = menagerie::kSpectator; s < t.seats(); ++s) {
    if (s == menagerie::kChance) continue;
    std::string pos = t.position(s);
    out += "|" + (pos.empty() ? t.view(s).dump() : pos);
  }
  return out;
}

json option_value(std::string_view text) {
  json value = json::parse(text, nullptr, /*allow_exceptions=*/false);
  return value.is_discarded() ? json(std::string(text)) : value;
}

void play_line(Table& t, std::string_view line) {
  if (t.outcome().over()) return;
  std::string before = snapshot(t);
  std::string text(line);
  if (!line.empty() && line[0] == '#') {
    std::vector<std::string> legal = t.legal_moves();
    if (legal.empty()) return;
    std::size_t n = 0;
    for (char c : line.substr(1)) n = n * 10 + std::size_t(c >= '0' && c <= '9' ? c - '0' : 0);
    text = legal[n % legal.size()];
    try {
      t.play(text);
    } catch (const InputError& e) {
      fuzz::fail("a listed legal move is accepted", text + ": " + e.what());
    }
  } else {
    try {
      t.play(text);
    } catch (const InputError&) {
      fuzz::expect(snapshot(t) == before, "a refused move changes nothing", text);
      return;
    }
  }
  std::string after = snapshot(t);
  fuzz::expect(t.undo(), "a move that was played can be taken back", text);
  fuzz::expect(snapshot(t) == before, "undo restores the position exactly", text);
  try {
    t.play(text);
  } catch (const InputError& e) {
    fuzz::fail("a move accepted once is accepted again after undo", text + ": " + e.what());
  }
  fuzz::expect(snapshot(t) == after, "replaying a move gives the same position", text);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::string_view> lines = fuzz::lines(fuzz::text_of(data, size));
  if (lines.empty()) return 0;
  const menagerie::catalog::Variant* variant = menagerie::catalog::lookup(lines[0]);
  if (!variant) return -1;  // not worth keeping in the corpus
  std::size_t i = 1;
  json options = json::object();
  for (; i < lines.size() && !lines[i].empty() && lines[i][0] == '@'; ++i) {
    std::string_view line = lines[i].substr(1);
    std::size_t eq = line.find('=');
    options[std::string(line.substr(0, eq))] =
        eq == std::string_view::npos ? json(true) : option_value(line.substr(eq + 1));
  }
  // A game with chance draws from its seed: a fixed one keeps every run of an input the same.
  for (const auto& spec : variant->options())
    if (spec.name == "seed" && !options.contains("seed")) options["seed"] = 1;

  std::unique_ptr<Table> table;
  try {
    table = variant->create(options);
  } catch (const InputError&) {
    return 0;
  }
  fuzz::expect(table != nullptr, "create returns a table or throws");
  for (int played = 0; i < lines.size() && played < kMaxMoves; ++i, ++played)
    play_line(*table, lines[i]);

  // What the edges write of the position reached must not fail either.
  Seat seat = table->to_move() >= 0 ? table->to_move() : 0;
  (void)table->view(menagerie::kSpectator).dump();
  (void)table->render(menagerie::kSpectator);
  (void)table->record(menagerie::kSpectator);
  (void)table->observation(seat);
  return 0;
}
