// Chess Golf in the catalog: a course dealt by the referee from the seed, or a given puzzle (a
// board and its cards); and the exact solver (games/golf/solver.hpp) as JSON.
#include <memory>
#include <string>

#include <fmt/format.h>

#include "catalog/solver.hpp"
#include "catalog/table.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "games/golf/computer.hpp"
#include "games/golf/course_view.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/optimum.hpp"
#include "games/golf/solver.hpp"

namespace menagerie::catalog {

namespace {

using golf::Golf;

// The referee of Golf: the rules' table with what it adds from the whole course (history by hole,
// the score card, each finished hole's proved optimum: games/golf/course_view.hpp).
class GolfTable final : public GameTable<Golf> {
 public:
  using GameTable<Golf>::GameTable;

  // In a race the computer's hint is the solver's count, and while demonstrating the next move of
  // an optimal line: it would decide the race. Puzzles keep their hints.
  bool hints() const override { return game_record().state().mode != golf::Mode::kRace; }

  json view(Seat seat) const override {
    json v = GameTable<Golf>::view(seat);
    golf::add_course_view(v, game_record(), seat, optima_);
    return v;
  }

  std::string render(Seat viewer) const override {
    return GameTable<Golf>::render(viewer) + golf::optimum_footer(game_record(), optima_);
  }

 protected:
  std::optional<golf::GolfMove> known_outcome(const Golf::State& s) const override {
    return golf::verdict(s, optima_);
  }

 private:
  golf::Optima optima_;
};

// The computer golfer (games/golf/computer.hpp): from its seat's observation only.
class GolfEngine final : public Engine {
 public:
  void set_hash(std::size_t) override {}
  void new_game() override {}

  Thought think(const ObservationText& seen, const engine::Limits&, const engine::InfoCallback&,
                const std::atomic<bool>*) override {
    Rng rng(std::hash<std::string>{}(seen.info));
    return answer(seen, 8, rng);
  }
  Thought play_level(const ObservationText& seen, int level, Rng& rng) override {
    return answer(seen, level, rng);
  }

 private:
  static Thought answer(const ObservationText& seen, int level, Rng& rng) {
    if (seen.variant != Golf::kId) throw InputError("this engine plays golf, not " + seen.variant);
    Thought t;
    t.best = golf::computer_move(Golf::parse_observation(seen.info), level, rng);
    return t;
  }
};

class GolfVariant final : public Variant, public ExactSolving {
 public:
  std::string_view id() const override { return Golf::kId; }
  std::string_view name() const override { return "Chess Golf"; }
  std::string_view summary() const override {
    return "Kirkby's puzzle race: pieces move only as their same-coloured neighbours do; make "
           "the capture the cards ask for in the fewest strokes, alone or against up to seven "
           "others";
  }
  Traits traits() const override { return traits_of<Golf>(); }
  std::vector<OptionSpec> options() const override {
    return {
        {"seats",
         "integer",
         "golfers: 1 to 8 (more than one race each other)",
         1,
         {},
         1,
         kMaxSeats},
        {"mode",
         "choice",
         "puzzle (one golfer scores their strokes) or race (counts, the reveal, demonstrations); "
         "default: puzzle alone, race for two or more",
         nullptr,
         {"puzzle", "race"}},
        {"holes",
         "integer",
         "holes in the course, dealt by the referee (default 9: a game is nine holes, the source's "
         "rule 12)",
         nullptr,
         {},
         1,
         golf::kMaxHoles},
        {"timer",
         "integer",
         "race: seconds for the counts and for each demonstration stroke (the source: 30 to 120; "
         "0: no timer)",
         60,
         {},
         0,
         golf::kMaxTimer},
        {"timer_start",
         "choice",
         "race: the timer starts with the first count (the source) or when the cards are dealt",
         "first",
         {"first", "deal"}},
        {"edition",
         "choice",
         "race: which text of the source to follow where they differ: 2024 (the booklet: ties "
         "from the dealer, the deck passes left, the discards reshuffled when the deck runs out) "
         "or nov2024 (ties from the dealer's left, the demonstrator deals, a fresh deck every "
         "hole)",
         "2024",
         {"2024", "nov2024"}},
        {"deal",
         "choice",
         "cards turned per hole: 2, 3, or rising (2 on the first hole; in a race, once every "
         "golfer gives the same count, one more: the dealer's choice in the 2024 booklet, by "
         "itself and at most 3 in nov2024; a puzzle course: 3 after the first hole)",
         "rising",
         {"2", "3", "rising"}},
        {"special",
         "choice",
         "when a colour's pieces may all step like kings: pairs (no two side by side, the "
         "booklet), moves (no borrowed move, the author's code) or none",
         "pairs",
         {"pairs", "moves", "none"}},
        {"board", "string", "a puzzle: this board (FEN piece placement, no pawns)", nullptr, {}},
        {"cards", "string", "the puzzle's cards, e.g. \"K b\" (with board)", nullptr, {}},
        {"position", "string", "a position as the game writes it", nullptr, {}},
        {"par",
         "integer",
         "a puzzle graded by its optimum: a dealt hole the solver proves takes exactly this many "
         "strokes",
         nullptr,
         {},
         golf::kMinPar,
         golf::kMaxPar},
        {"seed",
         "integer",
         "seed of the referee's deals (default: fresh from the system)",
         nullptr,
         {},
         0,
         std::int64_t(1) << 62},
    };
  }

  std::unique_ptr<Table> create(const json& raw) const override {
    json o = validate_options(options(), raw);
    golf::Special special = golf::parse_special(o["special"].get<std::string>());
    auto given = [&](const char* k) { return raw.is_object() && raw.contains(k); };
    int seats = o["seats"].get<int>();
    bool race = o.contains("mode") ? o["mode"] == "race" : seats > 1;
    if (!race && seats > 1)
      throw InputError("a puzzle is for one golfer: two or more golfers race (mode race)");
    if (!race && (given("timer") || given("timer_start") || given("edition")))
      throw InputError(
          "timer, timer_start and edition are for a race (mode race, or seats 2 to 8)");
    std::unique_ptr<Table> table;
    if (o.contains("position")) {
      if (given("board") || given("cards"))
        throw InputError("give either position or board and cards, not both");
      for (const char* k : {"seats", "mode", "holes", "timer", "timer_start", "edition"})
        if (given(k)) throw InputError(fmt::format("a position says everything: leave out {}", k));
      table = std::make_unique<GolfTable>(
          Golf::parse_position(o["position"].get<std::string>()),
          ChanceSeed{o.contains("seed") ? o["seed"].get<std::uint64_t>() : fresh_seed()});
    } else if (race) {
      for (const char* k : {"board", "cards", "par"})
        if (given(k))
          throw InputError(fmt::format(
              "option '{}' sets a puzzle; a race is dealt by the referee (leave out {})", k, k));
      table = std::make_unique<GolfTable>(
          Golf::dealt_race(
              seats, o.contains("holes") ? o["holes"].get<int>() : golf::kMaxHoles,
              golf::parse_card_rule(o["deal"].get<std::string>()), special, o["timer"].get<int>(),
              o["timer_start"] == "deal" ? golf::TimerStart::kDeal : golf::TimerStart::kFirst,
              golf::parse_edition(o["edition"].get<std::string>())),
          ChanceSeed{o.contains("seed") ? o["seed"].get<std::uint64_t>() : fresh_seed()});
    } else if (o.contains("par")) {
      if (given("board") || given("cards") || given("holes"))
        throw InputError("a graded puzzle is one dealt hole: leave out board, cards and holes");
      golf::CardRule rule = golf::parse_card_rule(o["deal"].get<std::string>());
      std::uint64_t seed = o.contains("seed") ? o["seed"].get<std::uint64_t>() : fresh_seed();
      table = std::make_unique<GolfTable>(
          Golf::puzzle(golf::graded_hole(o["par"].get<int>(), rule, special, seed)));
    } else if (o.contains("board") || o.contains("cards")) {
      if (!o.contains("board") || !o.contains("cards"))
        throw InputError("a puzzle needs both board and cards (e.g. cards \"K b\")");
      if (given("holes") || given("deal"))
        throw InputError("a puzzle is one hole with its own cards: leave out holes and deal");
      golf::Hole h = golf::parse_board(o["board"].get<std::string>());
      golf::parse_cards(h, o["cards"].get<std::string>());
      h.special = special;
      table = std::make_unique<GolfTable>(Golf::puzzle(h));
    } else {
      table = std::make_unique<GolfTable>(
          Golf::dealt_course(o.contains("holes") ? o["holes"].get<int>() : golf::kMaxHoles,
                             golf::parse_card_rule(o["deal"].get<std::string>()), special),
          ChanceSeed{o.contains("seed") ? o["seed"].get<std::uint64_t>() : fresh_seed()});
    }
    table->set_public_options(raw);
    return table;
  }

  std::unique_ptr<Engine> make_engine() const override { return std::make_unique<GolfEngine>(); }

  // {"position": BOARD, "cards": "K b", "special"?: "pairs"} -> {"optimum": 3, "line": [...]},
  // {"optimum": null} when no line exists, and "proved": false when the search gave up.
  json solve(const json& request) const override {
    if (!request.is_object() || !request.contains("position") || !request["position"].is_string())
      throw InputError("solve needs the board (--position, a FEN piece placement, no pawns)");
    if (!request.contains("cards") || !request["cards"].is_string())
      throw InputError("solve needs the cards (--cards, e.g. \"K b\": upper case White)");
    golf::Hole h = golf::parse_board(request["position"].get<std::string>());
    golf::parse_cards(h, request["cards"].get<std::string>());
    if (request.contains("special")) {
      if (!request["special"].is_string()) throw InputError("special must be pairs, moves or none");
      h.special = golf::parse_special(request["special"].get<std::string>());
    }
    golf::Solution s = golf::solve(h);
    json out;
    if (!s.optimum) {
      out["optimum"] = nullptr;
      if (!s.proved) {
        out["proved"] = false;
        out["visited"] = s.visited;
      }
      return out;
    }
    json line = json::array();
    for (golf::Step m : s.line) line.push_back(golf::step_text(m));
    out["optimum"] = *s.optimum;
    out["line"] = line;
    return out;
  }

  std::string describe(const json& a) const override {
    if (a["optimum"].is_null())
      return a.contains("proved") ? fmt::format("unknown: no line found in {} positions\n",
                                                a["visited"].get<std::uint64_t>())
                                  : "impossible: no line solves this hole\n";
    std::string line;
    for (const auto& m : a["line"]) line += " " + m.get<std::string>();
    return fmt::format("optimum {} (proved)\nline:{}\n", a["optimum"].get<int>(), line);
  }
};

}  // namespace

namespace entries {
const Variant& golf_variant() {
  static const GolfVariant v;
  return v;
}
}  // namespace entries

}  // namespace menagerie::catalog
