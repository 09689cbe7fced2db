// Chess Golf in the catalog: a course dealt by the referee from the seed, or a given puzzle (a
// board and its cards); and the exact solver (games/golf/solver.hpp) as JSON.
#include <chrono>
#include <map>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "catalog/solver.hpp"
#include "catalog/table.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "games/golf/computer.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/optimum.hpp"
#include "games/golf/solver.hpp"

namespace menagerie::catalog {

namespace {

using golf::Golf;

// Holes of more than six strokes are too rare among random deals to find while a player waits.
constexpr int kMinPar = 2, kMaxPar = 6;

// Holes dealt from `seed` until the solver proves one takes exactly `par` strokes. Each solve is
// capped (a hole too hard to prove quickly is skipped), and so are the deals and the time (this
// runs while a player waits for the game): the same seed and par give the same hole.
golf::Hole graded_hole(int par, golf::CardRule rule, golf::Special special, std::uint64_t seed) {
  constexpr int kDeals = 4000;
  constexpr auto kBudget = std::chrono::seconds(3);
  auto start = std::chrono::steady_clock::now();
  Rng rng(seed);
  for (int i = 0; i < kDeals && std::chrono::steady_clock::now() - start < kBudget; ++i) {
    golf::Hole h = Golf::deal_hole(rng, rule, special);
    golf::Solution s = golf::solve(h, {.max_states = 50'000});
    if (s.optimum && *s.optimum == par) return h;
  }
  throw InputError(fmt::format(
      "option 'par': no hole of exactly {} strokes found from this seed{}; try another seed or par",
      par, rule == golf::CardRule::kTwo && par >= 5 ? " (long holes need deal 3)" : ""));
}

// The referee of Golf: the rules' table, and once a hole is over, its proved optimum and one
// optimal line for everyone to see (in the view's info and, in a race, as a row of the score
// sheet; in the terminal picture). Each hole is solved once, when first shown.
class GolfTable final : public GameTable<Golf> {
 public:
  using GameTable<Golf>::GameTable;

  // In a race the computer's hint is the solver's count, and while demonstrating the next move of
  // an optimal line: it would decide the race. Puzzles keep their hints.
  bool hints() const override { return game_record().state().mode != golf::Mode::kRace; }

  json view(Seat seat) const override {
    json v = GameTable<Golf>::view(seat);
    auto done = finished();
    add_history_parts(v, seat);
    if (game_record().state().mode == golf::Mode::kPuzzle) add_score_card(v, done);
    if (done.empty()) return v;
    json& info = v["info"];
    const auto& [last, last_hole] = *done.rbegin();
    json line = {
        {"label", "Optimum"},
        {"text", fmt::format("hole {}: {}", last + 1, golf::optimum_text(optimum(last_hole)))}};
    // Before the line saying what happens now, which stays last.
    info.insert(info.end() - (info.empty() ? 0 : 1), line);
    if (v.contains("tables"))
      for (json& t : v["tables"]) {
        if (t["title"] != "Score sheet") continue;
        json row = json::array();
        int sum = 0;
        bool unknown = false;
        for (std::size_t h = 0; h + 1 < t["cols"].size(); ++h) {
          auto it = done.find(int(h));
          const golf::HoleOptimum* o = it == done.end() ? nullptr : &optimum(it->second);
          row.push_back(!o           ? ""
                        : o->strokes ? std::to_string(*o->strokes)
                        : o->proved  ? "impossible"
                                     : "?");
          if (o && o->strokes) sum += *o->strokes;
          unknown = unknown || (o && !o->strokes && !o->proved);
        }
        // The optimum's total so far, to read beside the golfers' totals.
        row.push_back(std::to_string(sum) + (unknown ? " + ?" : ""));
        t["rows"].push_back("optimum");
        t["cells"].push_back(row);
      }
    return v;
  }

  std::string render(Seat viewer) const override {
    std::string out = GameTable<Golf>::render(viewer);
    auto done = finished();
    if (!done.empty()) {
      const auto& [last, hole] = *done.rbegin();
      out += fmt::format("Optimum, hole {}: {}\n", last + 1, golf::optimum_text(optimum(hole)));
    }
    return out;
  }

 protected:
  // A lone golfer said impossible (decision 19): the verdict is the hole's proved optimum (none
  // when no line of at most 10 strokes exists, or none was proved within the limit).
  std::optional<golf::GolfMove> known_outcome(const Golf::State& s) const override {
    if (s.phase != golf::Phase::kVerdict) return std::nullopt;
    const golf::HoleOptimum& o = optimum(s.race.start);
    int n = o.strokes && *o.strokes <= golf::kMaxCount ? *o.strokes : 0;
    return golf::GolfMove{.kind = golf::GolfMove::Kind::kVerdict, .count = std::uint8_t(n)};
  }

 private:
  // The hole of each history entry ("Hole 2"), so a client lists a course by hole: the entries are
  // the moves Golf lists (in_history) that this viewer is shown, in the same order as `history`.
  // A race adds each entry's turn (history_turns): a hole's counts are one turn, entered at once in
  // any order, and each demonstration another; and once a hole's counts are revealed, every count
  // of it is written in full (while counting, another golfer's was only "entered").
  void add_history_parts(json& v, Seat seat) const {
    const Record<Golf>& r = game_record();
    const Golf::State& now = r.state();
    bool race = now.mode == golf::Mode::kRace;
    Seat viewer = seat < 0 ? kSpectator : seat;
    json groups = json::array(), turns = json::array(), texts = json::array();
    for (std::size_t i = 0; i < r.moves().size(); ++i) {
      const Golf::State& s = r.state_at(i);
      const Golf::Move& m = r.moves()[i];
      if (!Golf::in_history(s, m)) continue;
      std::string seen = Golf::move_seen(s, m, viewer);
      if (seen.empty()) continue;
      groups.push_back(fmt::format("Hole {}", s.hole_index + 1));
      if (!race) continue;
      bool counting = s.phase == golf::Phase::kCount;
      bool revealed = now.hole_index > s.hole_index || now.phase != golf::Phase::kCount;
      texts.push_back(counting && revealed ? Golf::move_display(s, m) : seen);
      turns.push_back(s.phase == golf::Phase::kDemo
                          ? Golf::seat_name(s, s.race.demonstrator) + " demonstrates"
                          : "counts");
    }
    if (!v.contains("history") || groups.size() != v["history"].size()) return;
    v["history_groups"] = std::move(groups);
    if (!race) return;
    v["history"] = std::move(texts);
    v["history_turns"] = std::move(turns);
  }

  // A course's score card: each hole's strokes (a finished hole's score, a hole given up counting
  // golf::kGiveUpStrokes; the hole in play "N so far"), its optimum once the hole is over, and the
  // totals. A hole's score is what it added to the course's total.
  void add_score_card(json& v, const std::map<int, golf::Hole>& done) const {
    const Record<Golf>& r = game_record();
    const Golf::State& now = r.state();
    std::map<int, int> first_total;  // the total when each hole began
    for (std::size_t i = 0; i <= r.ply(); ++i)
      first_total.try_emplace(r.state_at(i).hole_index, r.state_at(i).total);
    json cols = json::array(), strokes = json::array(), optima = json::array();
    int optimum_total = 0;
    bool unknown = false;
    for (int h = 0; h < now.holes; ++h) {
      cols.push_back(std::to_string(h + 1));
      auto it = done.find(h);
      if (it == done.end()) {
        bool playing = h == now.hole_index && now.phase == golf::Phase::kPlay;
        strokes.push_back(playing ? fmt::format("{} so far", now.strokes) : "");
        optima.push_back("");
        continue;
      }
      auto next = first_total.find(h + 1);
      int end = next == first_total.end() ? now.total : next->second;
      strokes.push_back(std::to_string(end - first_total[h]));
      const golf::HoleOptimum& o = optimum(it->second);
      if (o.strokes) optimum_total += *o.strokes;
      unknown = unknown || (!o.strokes && !o.proved);
      optima.push_back(o.strokes ? std::to_string(*o.strokes) : o.proved ? "impossible" : "?");
    }
    cols.push_back("total");
    strokes.push_back(std::to_string(now.total));
    optima.push_back(done.empty() ? std::string()
                                  : std::to_string(optimum_total) + (unknown ? " + ?" : ""));
    // The finished course's score line (the game's) gets the optimum it is measured against.
    if (now.phase == golf::Phase::kOver && !done.empty() && v.contains("info"))
      for (json& line : v["info"])
        if (line.value("label", "") == "Score")
          line["text"] = fmt::format("{}; optimum {}", line["text"].get<std::string>(),
                                     optima.back().get<std::string>());
    json card = {{"title", "Score card"},
                 {"rows", json::array({"strokes", "optimum"})},
                 {"cols", std::move(cols)},
                 {"cells", json::array({std::move(strokes), std::move(optima)})},
                 {"col_title", "hole"}};
    if (!v.contains("tables")) v["tables"] = json::array();
    v["tables"].push_back(std::move(card));
  }

  // The holes played to their end, as dealt, by index.
  std::map<int, golf::Hole> finished() const {
    std::map<int, golf::Hole> dealt;
    const Record<Golf>& r = game_record();
    for (std::size_t i = 0; i <= r.ply(); ++i) {
      const Golf::State& s = r.state_at(i);
      if (s.phase == golf::Phase::kPlay || s.phase == golf::Phase::kCount ||
          s.phase == golf::Phase::kDemo)
        dealt.try_emplace(s.hole_index, s.race.start);
    }
    const Golf::State& now = r.state();
    bool current_over = now.phase == golf::Phase::kReturn || now.phase == golf::Phase::kOver;
    std::erase_if(dealt, [&](const auto& h) {
      return h.first > now.hole_index || (h.first == now.hole_index && !current_over);
    });
    return dealt;
  }

  // Solved once per hole; a hole too hard to prove within the limit is "unknown".
  const golf::HoleOptimum& optimum(const golf::Hole& h) const {
    std::string key = golf::board_text(h) + " " + golf::cards_text(h) + " " +
                      std::string(golf::special_name(h.special));
    auto it = solved_.find(key);
    if (it == solved_.end()) it = solved_.emplace(key, golf::hole_optimum(h, 1'000'000)).first;
    return it->second;
  }

  mutable std::map<std::string, golf::HoleOptimum> solved_;
};

// The computer golfer (games/golf/computer.hpp): from its seat's observation only.
class GolfEngine final : public Engine {
 public:
  void set_hash(std::size_t) override {}
  void new_game() override {}

  Thought think(const Observation& seen, const engine::Limits&, const engine::InfoCallback&,
                const std::atomic<bool>*) override {
    Rng rng(std::hash<std::string>{}(seen.info));
    return answer(seen, 8, rng);
  }
  Thought play_level(const Observation& seen, int level, Rng& rng) override {
    return answer(seen, level, rng);
  }

 private:
  static Thought answer(const Observation& seen, int level, Rng& rng) {
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
         kMinPar,
         kMaxPar},
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
          Golf::puzzle(graded_hole(o["par"].get<int>(), rule, special, seed)));
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
const Variant& golf() {
  static const GolfVariant v;
  return v;
}
}  // namespace entries

}  // namespace menagerie::catalog
