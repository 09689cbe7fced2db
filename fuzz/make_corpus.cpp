// Writes the fuzz targets' seed corpora (fuzz/corpus/) from the catalog: for every game, the start,
// games of random legal moves in machine and display form, and positions reached in play written as
// the option that reads them back; PGN records; WebSocket conversations; objects of Sniderman's
// Chessence. Not a fuzz target: run it by hand when a game or a grammar changes
// (docs/reliability.md), then commit the result. Deterministic, so rerunning it changes nothing.
//
//   build/asan/fuzz/fuzz_make_corpus (or build/fuzz/...) fuzz/corpus
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "games/chessence_sniderman/object.hpp"

namespace {

namespace fs = std::filesystem;
using menagerie::Rng;
using menagerie::catalog::Table;
using menagerie::catalog::Variant;
using nlohmann::json;

void write(const fs::path& dir, const std::string& name, const std::string& text) {
  fs::create_directories(dir);
  std::ofstream(dir / name, std::ios::binary) << text;
}

json base_options(const Variant& v) {
  json o = json::object();
  for (const auto& spec : v.options())
    if (spec.name == "seed") o["seed"] = 1;  // as the game_text target does
  return o;
}

// The string option that reads `position` back to the same position, or empty.
std::string position_option(const Variant& v, const std::string& position) {
  for (const auto& spec : v.options()) {
    if (spec.type != "string") continue;
    json o = base_options(v);
    o[spec.name] = position;
    try {
      if (v.create(o)->position(menagerie::kSpectator) == position) return spec.name;
    } catch (const menagerie::InputError&) {
    }
  }
  return "";
}

struct Walk {
  std::vector<std::string> machine, shown;
  std::vector<int> seats;         // who made each move
  std::vector<std::string> seen;  // the position before each move (a spectator's)
  std::string record;             // the game record at the end
};

Walk walk(const Variant& v, Rng& rng, int plies) {
  Walk w;
  std::unique_ptr<Table> t = v.create(base_options(v));
  for (int i = 0; i < plies && !t->outcome().over(); ++i) {
    std::vector<std::string> legal = t->legal_moves();
    if (legal.empty()) break;
    const std::string& m = legal[rng.below(legal.size())];
    w.seen.push_back(t->position(menagerie::kSpectator));
    w.seats.push_back(t->to_move());
    w.machine.push_back(m);
    w.shown.push_back(t->play(m));
  }
  w.record = t->record(menagerie::kSpectator);
  return w;
}

std::string folder_of(std::string_view id) {
  std::string out(id);
  for (char& c : out)
    if (c == '-') c = '_';
  return out;
}

std::string joined(const std::string& first, const std::vector<std::string>& lines) {
  std::string out = first + "\n";
  for (const auto& l : lines) out += l + "\n";
  return out;
}

void games(const fs::path& root) {
  Rng rng(2024);
  for (const Variant* v : menagerie::catalog::variants()) {
    std::string id(v->id());
    fs::path dir = root / ("game_" + folder_of(id));
    write(dir, "start", id + "\n");
    write(dir, "legal", id + "\n#0\n#1\n#2\n#3\n#4\n#5\n#6\n#7\n");
    for (int k = 0; k < 4; ++k) {
      Walk w = walk(*v, rng, 6 + 10 * k);
      write(dir, "walk-" + std::to_string(k), joined(id, w.machine));
      write(dir, "shown-" + std::to_string(k), joined(id, w.shown));
      for (std::size_t i = 2; i < w.seen.size(); i += 7) {
        if (w.seen[i].empty()) continue;  // a hidden game writes no position for a spectator
        std::string option = position_option(*v, w.seen[i]);
        if (option.empty()) continue;
        write(dir, "position-" + std::to_string(k) + "-" + std::to_string(i),
              id + "\n@" + option + "=" + w.seen[i] + "\n" + w.machine[i] + "\n#1\n#2\n");
      }
      if (w.record.rfind("[", 0) == 0)
        write(root / "pgn", id + "-" + std::to_string(k) + ".pgn", w.record);
    }
  }
}

// Conversations of two clients holding seats 0 and 1, playing a game, then asking for the rest.
void websocket(const fs::path& root) {
  Rng rng(7);
  const std::string watch1 = R"({"type":"watch","game":"$GAME","token":"$TOKEN"})";
  const std::string watch2 = R"(2>{"type":"watch","game":"$GAME","token":"$TOKEN2"})";
  for (const Variant* v : menagerie::catalog::variants()) {
    std::string id(v->id());
    Walk w = walk(*v, rng, 12);
    std::vector<std::string> lines{watch1, watch2};
    for (std::size_t i = 0; i < w.machine.size() && w.seats[i] <= 1; ++i)
      lines.push_back(std::string(w.seats[i] == 1 ? "2>" : "") +
                      json{{"type", "move"}, {"move", w.machine[i]}, {"ply", i}}.dump());
    write(root / "ws_messages", folder_of(id), joined(id, lines));
    write(root / "ws_messages", folder_of(id) + "-clock", joined(id + " clock", lines));
  }
  auto talk = [&](const std::string& name, const std::vector<std::string>& extra) {
    std::vector<std::string> lines{watch1, watch2};
    lines.insert(lines.end(), extra.begin(), extra.end());
    write(root / "ws_messages", name, joined("chess960", lines));
  };
  talk("draw", {R"({"type":"draw"})", R"(2>{"type":"decline"})", R"({"type":"draw"})",
                R"(2>{"type":"draw"})", R"({"type":"rematch"})", R"(2>{"type":"rematch"})"});
  talk("resign", {R"({"type":"move","move":"e2e4"})", R"(2>{"type":"resign"})",
                  R"({"type":"rematch"})", R"({"type":"ping"})"});
  talk("abort", {R"({"type":"abort"})", R"({"type":"move","move":"e2e4","ply":0})"});
  write(root / "ws_messages", "match",
        joined(R"(chessence-sniderman {"rounds":3})",
               {watch1, watch2, R"({"type":"move","move":"object 3"})",
                R"(2>{"type":"move","move":"side odd"})",
                R"({"type":"move","move":"object odd wins if count(c.kind == king) > 0"})",
                R"({"type":"move","move":"object p2"})"}));
  talk("spectator", {R"({"type":"watch","game":"$GAME"})", R"({"type":"move","move":"e2e4"})",
                     R"({"type":"ping"})", R"(2>{"type":"move","move":"e7e5","ply":7})"});
}

void http(const fs::path& root) {
  const std::vector<std::pair<std::string, std::vector<std::string>>> seeds = {
      {"catalog", {"GET /api/variants", "GET /api/rules/zombie", "GET /api/rules/nothing"}},
      {"game",
       {"GET /api/games/$GAME", "GET /api/games/$GAME/record",
        "GET /api/games/$GAME/record?token=$TOKEN", "POST /api/games/$GAME/join {\"name\":\"Cy\"}",
        "GET /api/games?ids=$GAME,nothing", "GET /api/games?open=1"}},
      {"create",
       {R"(POST /api/games {"variant":"chess960","options":{"sp":12},"seats":[{"kind":"human"},{"kind":"human"}],"take":[0,1],"clock":{"initial_s":60,"increment_s":1},"name":"Di"})",
        R"(POST /api/games {"variant":"golf","seats":[{"kind":"human"}]})",
        R"(POST /api/games {"variant":"zombie","seats":[{"kind":"computer","level":2},{"kind":"human"}]})"}},
      {"puzzle",
       {"GET /api/variants/chessence-sniderman/puzzle?seed=3&difficulty=easy",
        "GET /api/variants/chessence-sniderman/puzzle?seed=5&object=odd+wins+if+captures+%3E+2",
        R"(POST /api/variants/chessence-sniderman/puzzle/check {"seed":3,"difficulty":"easy","move":"a1b2"})",
        "GET /api/variants/chess960/puzzle"}},
      {"files",
       {"GET /", "GET /assets/app.js", "GET /game/abc", "GET /assets/missing.js",
        "GET /../secret.txt", "HEAD /index.html", "DELETE /"}},
  };
  for (const auto& [name, lines] : seeds)
    write(root / "http_routes", name, joined("chess960", lines));
  write(root / "http_routes", "golf-clock", joined("golf clock", {"GET /api/games/$GAME"}));
}

void objects(const fs::path& root) {
  int n = 0;
  for (const auto& b : menagerie::chessence_sniderman::builtin_objects()) {
    write(root / "sniderman_object", "builtin-" + std::string(b.name), std::string(b.name));
    write(root / "sniderman_object", "text-" + std::to_string(n++), std::string(b.text));
  }
  const std::vector<std::string> made_up = {
      "even wins if count(c.by.kind == queen) >= 2",
      "odd wins if all(c.square.rank < 3 or c.from.file == 4) and not captures == 0",
      "black",
      "odd wins if move(3).mover == even and first.piece.colour != last.by.colour",
      "even wins if pieces(white rook) + pieces(black) - 1 > captures",
      "odd wins if b2.colour == red and even(last(3).move)",
      "ODD WINS IF (LAST.KIND = KING)",
  };
  for (std::size_t i = 0; i < made_up.size(); ++i)
    write(root / "sniderman_object", "made-up-" + std::to_string(i), made_up[i]);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: fuzz_make_corpus DIR (fuzz/corpus)\n";
    return 2;
  }
  fs::path root = argv[1];
  games(root);
  websocket(root);
  http(root);
  objects(root);
  return 0;
}
