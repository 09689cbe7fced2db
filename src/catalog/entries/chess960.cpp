// Chess960 in the catalog: start by number, at random, by the card method, from a FEN or from a
// PGN.
#include <memory>

#include "catalog/material.hpp"
#include "catalog/search_engine.hpp"
#include "catalog/solver.hpp"
#include "catalog/table.hpp"
#include "chess/pgn.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "games/chess960/chess960.hpp"
#include "games/chess960/start.hpp"
#include "games/chess960/tuning.hpp"

namespace menagerie::catalog {

namespace {

class Chess960Variant final : public Variant, public Tuning, public ChessValues {
 public:
  std::string_view id() const override { return Chess960::kId; }
  std::string_view name() const override { return "Chess960"; }
  std::string_view summary() const override {
    return "Chess from one of 960 shuffled back ranks: no opening theory, only your own play";
  }
  Traits traits() const override { return traits_of<Chess960>(); }
  std::vector<OptionSpec> options() const override {
    return {
        {"start",
         "choice",
         "how the back rank is chosen: a fresh random one of the 960 (the default), a given "
         "number (sp), or Kirkby's cards",
         "random",
         {"random", "number", "cards"}},
        {"sp",
         "integer",
         "start position number, 0-959 (518 is standard chess); giving it means start=number",
         nullptr,
         {},
         0,
         959},
        {"seed",
         "integer",
         "seed for start=random or start=cards (default: fresh from the system)",
         nullptr,
         {},
         0,
         std::int64_t(1) << 62},
        {"fen", "string", "start from this position instead (X-FEN or Shredder-FEN)", nullptr, {}},
        {"pgn", "string", "continue the game this PGN records", nullptr, {}},
    };
  }

  // Levels played against stockfish 15.1 with UCI_LimitStrength (docs/strength.md, "The levels on
  // stockfish's scale"): each estimate is the opponent's UCI_Elo plus the match's Elo difference.
  // Levels 1-6 at 10+0.1; level 7 at 20+0.5, both sides (its nodes stay under its share of that
  // clock); level 8 on a clock of its own, 60+1 (a second a move, as in the lobby), against
  // stockfish at 10+0.1. Each thought exactly as in the lobby.
  std::vector<LevelStrength> level_strengths() const override {
    return {{1, 982, 20},  {2, 1141, 40}, {3, 1390, 40}, {4, 1563, 40},
            {5, 1908, 40}, {6, 1930, 40}, {7, 2020, 40}, {8, 2147, 80}};
  }

  // UCI's startpos is standard chess (a Chess960 GUI sends a FEN for any other start).
  json startpos_options() const override { return {{"sp", chess960::kStandardNumber}}; }

  std::unique_ptr<Table> create(const json& raw) const override {
    json o = validate_options(options(), raw);
    int given = int(o.contains("fen")) + int(o.contains("pgn")) +
                int(raw.is_object() && (raw.contains("sp") || raw.contains("start")));
    if (given > 1) throw InputError("give only one of: fen, pgn, start/sp");
    if (o.contains("fen"))
      return std::make_unique<GameTable<Chess960>>(
          Chess960::parse_position(o["fen"].get<std::string>()));
    if (o.contains("pgn")) {
      chess::PgnGame game = chess::read_pgn(o["pgn"].get<std::string>());
      auto table = std::make_unique<GameTable<Chess960>>(game.start);
      for (auto m : game.moves) table->play(chess::to_uci(m));
      return table;
    }
    // A number given alone asks for that start; without one, a Chess960 game starts from a fresh
    // random back rank (the rules' normal game), drawn from the seed (the server always gives one).
    bool sp_given = raw.is_object() && raw.contains("sp");
    bool start_given = raw.is_object() && raw.contains("start");
    std::string start = sp_given && !start_given ? "number" : o["start"].get<std::string>();
    if (start == "number") {
      if (!sp_given)
        throw InputError("option 'start=number' needs 'sp' (0-959; 518 is standard chess)");
      return std::make_unique<GameTable<Chess960>>(chess960::start_position(o["sp"].get<int>()));
    }
    if (sp_given) throw InputError("option 'sp' goes with start=number only");
    Rng rng(o.contains("seed") ? o["seed"].get<std::uint64_t>() : fresh_seed());
    int number = start == "random"
                     ? int(rng.below(960))
                     : chess960::start_number(chess960::back_rank(chess960::deal_cards(rng)));
    return std::make_unique<GameTable<Chess960>>(chess960::start_position(number));
  }

  std::unique_ptr<Engine> make_engine() const override {
    return std::make_unique<SearchEngine<Chess960>>();
  }

  // Tuning: the evaluator's tuner (games/chess960/tuning.hpp).
  std::vector<std::string> weight_names() const override { return chess960::weight_names(); }

  void generate(const json& r, const std::function<void(std::string_view)>& say) const override {
    chess960::GenerateOptions o;
    o.file = r.at("file").get<std::string>();
    o.games = r.value("games", o.games);
    o.minutes = r.value("minutes", o.minutes);
    o.nodes = r.value("nodes", o.nodes);
    if (r.contains("random_plies")) {
      o.min_random_plies = r["random_plies"].at(0).get<int>();
      o.max_random_plies = r["random_plies"].at(1).get<int>();
    }
    if (r.contains("seed")) o.seed = r["seed"].get<std::uint64_t>();
    o.nnue = r.value("nnue", false);
    chess960::generate_training(o, say);
  }

  void fit(const json& r, const std::function<void(std::string_view)>& say) const override {
    chess960::FitOptions o;
    o.file = r.at("file").get<std::string>();
    o.epochs = r.value("epochs", o.epochs);
    o.rate = r.value("rate", o.rate);
    o.k = r.value("k", o.k);
    o.freeze = r.value("freeze", o.freeze);
    chess960::fit_weights(o, say);
  }
};

}  // namespace

namespace entries {
const Variant& chess960_variant() {
  static const Chess960Variant v;
  return v;
}
}  // namespace entries

}  // namespace menagerie::catalog
