// Sniderman's Chessence in the catalog: options (a given or seeded random position, the object, or
// a match of several rounds), and the game's solver, analysis, puzzles and computer player
// (games/chessence_sniderman/) as JSON.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "catalog/solver.hpp"
#include "catalog/suggesting.hpp"
#include "catalog/table.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "games/chessence_sniderman/analysis.hpp"
#include "games/chessence_sniderman/chessence_sniderman.hpp"
#include "games/chessence_sniderman/computer.hpp"
#include "games/chessence_sniderman/match.hpp"
#include "games/chessence_sniderman/objects.hpp"
#include "games/chessence_sniderman/puzzle.hpp"
#include "games/chessence_sniderman/round_end.hpp"
#include "games/chessence_sniderman/solving.hpp"

namespace menagerie::catalog::entries {

namespace {

using chessence_sniderman::ChessenceSniderman;
using chessence_sniderman::Match;

// The machine text of the computer's move at `level` (games/chessence_sniderman/computer.hpp);
// empty when the game is over.
std::string computer_move(const Table& table, int level, Rng& rng) {
  if (table.outcome().over()) return "";
  if (const auto* round = dynamic_cast<const GameTable<ChessenceSniderman>*>(&table)) {
    const ChessenceSniderman::State& s = round->game_record().state();
    return ChessenceSniderman::move_text(s, chessence_sniderman::computer_capture(s, level, rng));
  }
  if (const auto* match = dynamic_cast<const GameTable<Match>*>(&table)) {
    const Match::State& s = match->game_record().state();
    if (s.phase == chessence_sniderman::Phase::kOver) return "";
    return Match::move_text(s, chessence_sniderman::computer_match_move(s, level, rng));
  }
  throw InputError("this engine plays " + std::string(ChessenceSniderman::kId) + ", not " +
                   std::string(table.variant()));
}

// The computer's own table from its observation: never the referee's, never the seed.
std::unique_ptr<Table> rebuild(const ObservationText& seen);

class SnidermanEngine final : public Engine {
 public:
  void set_hash(std::size_t) override {}             // each decision sizes its own solver table
  void new_game() override {}                        // nothing is kept between decisions
  bool evaluates() const override { return false; }  // it picks a move; it reports no score

  // Perfect play (level 8); the limits are not needed: one decision takes well under two seconds.
  Thought think(const ObservationText& seen, const engine::Limits&, const engine::InfoCallback&,
                const std::atomic<bool>*) override {
    Rng rng(0x5eed);
    return play_level(seen, 8, rng);
  }

  Thought play_level(const ObservationText& seen, int level, Rng& rng) override {
    Thought t;
    t.best = computer_move(*rebuild(seen), level, rng);
    return t;
  }
};

// Puzzles (games/chessence_sniderman/puzzle.hpp) as JSON: requests and answers are documented in
// docs/rules/chessence-sniderman.md, "Puzzles".
struct PuzzleJson {
  // A seed as a whole number or as its decimal text (a query string's value).
  static std::uint64_t seed(const json& request) {
    const json& v = request["seed"];
    if (v.is_number_unsigned() || (v.is_number_integer() && v.get<std::int64_t>() >= 0))
      return v.get<std::uint64_t>();
    if (v.is_string()) {
      const std::string& t = v.get_ref<const std::string&>();
      bool digits = !t.empty() && t.size() <= 20 && std::all_of(t.begin(), t.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c));
      });
      if (digits) {
        try {
          return std::stoull(t);
        } catch (const std::exception&) {
        }
      }
    }
    throw InputError("seed must be a whole number from 0 to 18446744073709551615, not " + v.dump());
  }

  static std::optional<chessence_sniderman::Difficulty> difficulty(const json& request) {
    if (!request.contains("difficulty") || request["difficulty"].is_null()) return std::nullopt;
    if (!request["difficulty"].is_string())
      throw InputError("difficulty must be text: easy, medium or hard");
    const std::string& d = request["difficulty"].get_ref<const std::string&>();
    if (d.empty() || d == "any") return std::nullopt;
    return chessence_sniderman::parse_difficulty(d);
  }

  static std::optional<chessence_sniderman::ObjectId> object(const json& request) {
    if (!request.contains("object") || request["object"].is_null()) return std::nullopt;
    if (request["object"].is_number_integer())
      return chessence_sniderman::intern_object(
          std::to_string(request["object"].get<std::int64_t>()));
    if (!request["object"].is_string())
      throw InputError("the object must be text (1..10, p1..p4 or an expression)");
    return chessence_sniderman::intern_object(request["object"].get<std::string>());
  }

  static void expect_object(const json& request) {
    if (!request.is_object()) throw InputError("a puzzle request must be a JSON object");
  }

  static json object_json(chessence_sniderman::ObjectId id) {
    const chessence_sniderman::Object& o = chessence_sniderman::object_by_id(id);
    std::string description = o.text();
    for (const auto& b : chessence_sniderman::builtin_objects())
      if (b.name == o.name()) description = std::string(b.description);
    return {{"name", o.name()}, {"text", o.text()}, {"description", description}};
  }

  // The puzzle a request names: {seed, difficulty?, object?}; the seed is drawn when absent.
  static chessence_sniderman::Puzzle find(const json& request) {
    expect_object(request);
    chessence_sniderman::PuzzleSpec spec;
    // A drawn seed stays below 2^53, so a page that keeps it as a JavaScript number (its address)
    // gives the same puzzle again; one asked for is any 64-bit number.
    spec.seed = request.contains("seed") ? seed(request) : fresh_seed() >> 11;
    spec.difficulty = difficulty(request);
    spec.object = object(request);
    auto p = chessence_sniderman::find_puzzle(spec);
    if (!p)
      throw InputError(fmt::format(
          "no puzzle found for seed {} in {} positions (try another seed, difficulty or object)",
          spec.seed, spec.max_attempts));
    return *p;
  }

  static json answer(const chessence_sniderman::Puzzle& p, const json& request) {
    const ChessenceSniderman::State& s = p.position;
    const chessence_sniderman::Object& o = chessence_sniderman::object_by_id(s.object);
    GameTable<ChessenceSniderman> table(s);
    json again = {{"seed", p.seed}};
    if (request.contains("difficulty") && !request["difficulty"].is_null())
      again["difficulty"] = request["difficulty"];
    if (request.contains("object") && !request["object"].is_null())
      again["object"] = request["object"];
    return json{{"variant", ChessenceSniderman::kId},
                {"seed", p.seed},
                {"request", again},
                {"difficulty", chessence_sniderman::difficulty_name(p.difficulty)},
                {"legal", p.legal},
                {"plausible", p.plausible},
                {"position", ChessenceSniderman::position_text(s)},
                {"to_move",
                 std::string(chessence_sniderman::side_name(ChessenceSniderman::side_to_move(s)))},
                {"object", object_json(s.object)},
                {"question", chessence_sniderman::puzzle_question(s)},
                {"options",
                 {{"position", ChessenceSniderman::position_text(s)},
                  {"object", o.name().empty() ? o.text() : o.name()}}},
                {"view", table.view(table.to_move())}};
  }

  // Why the round went the way it did, in words a client can show.
  static json end_of(const ChessenceSniderman::State& s) {
    chessence_sniderman::RoundEnd end = chessence_sniderman::explain_end(s);
    return {{"condition", end.condition},
            {"holds", end.holds},
            {"winner", end.winner == chessence_sniderman::Side::kOdd ? "odd" : "even"},
            {"text", end.text}};
  }

  static json check(const json& request) {
    expect_object(request);
    if (!request.contains("move") || !request["move"].is_string())
      throw InputError("check needs the move to try, as text (e.g. Qb2xc3 or b2c3)");
    ChessenceSniderman::State s;
    if (request.contains("position")) {
      if (!request["position"].is_string())
        throw InputError("the position must be text (ranks 4 to 1, e.g. 'RnbK/qNrB/bRkn/NQbr 0')");
      s = ChessenceSniderman::parse_position(request["position"].get<std::string>());
      auto id = object(request);
      if (!id) throw InputError("check with a position needs its object too");
      s.object = *id;
    } else if (request.contains("seed")) {
      s = find(request).position;
    } else {
      throw InputError("check needs the puzzle: its position and object, or its seed");
    }
    if (!ChessenceSniderman::any_capture(s))
      throw InputError("the round is over: there is no move to try");
    ChessenceSniderman::Move tried =
        ChessenceSniderman::parse_move(s, request["move"].get<std::string>());
    chessence_sniderman::AnswerCheck judged = chessence_sniderman::check_answer(s, tried);
    json winning = json::array();
    for (const auto& m : judged.winning) winning.push_back(ChessenceSniderman::move_display(s, m));
    json out{{"move", ChessenceSniderman::move_display(s, tried)},
             {"correct", judged.correct},
             {"to_move",
              std::string(chessence_sniderman::side_name(ChessenceSniderman::side_to_move(s)))},
             {"winning_moves", winning},
             {"text", judged.text}};
    if (judged.correct) return out;
    // The refutation, from the move tried to the end of the round, a view after each move.
    GameTable<ChessenceSniderman> table(s);
    json steps = json::array();
    auto step = [&](const ChessenceSniderman::Move& m) {
      const ChessenceSniderman::State& before = table.game_record().state();
      std::string by(chessence_sniderman::side_name(ChessenceSniderman::side_to_move(before)));
      std::string shown = table.play(ChessenceSniderman::move_text(before, m));
      steps.push_back({{"move", shown},
                       {"by", by},
                       {"position", table.position(kSpectator)},
                       {"view", table.view(kNoSeat)}});
    };
    step(tried);
    for (const auto& m : judged.refutation) step(m);
    out["refutation"] = steps;
    out["end"] = end_of(table.game_record().state());
    return out;
  }
};

class SnidermanChessence final : public Variant,
                                 public ExactSolving,
                                 public Analysing,
                                 public Puzzling,
                                 public Suggesting {
 public:
  std::string_view id() const override { return ChessenceSniderman::kId; }
  std::string_view name() const override { return "Sniderman's Chessence"; }
  std::string_view summary() const override {
    return "A full 4x4 board: every move is a capture, with either colour, and the chosen goal "
           "decides who wins";
  }

  // Matches draw each round's board by chance.
  Traits traits() const override { return traits_of<Match>(); }
  std::vector<OptionSpec> options() const override {
    return {
        {"position",
         "string",
         "start from this position (ranks 4 to 1, e.g. 'RnbK/qNrB/bRkn/NQbr 0') instead of a "
         "random one",
         nullptr,
         {},
         0,
         0},
        {"fen",
         "string",
         "the same as position (for the commands that pass --fen)",
         nullptr,
         {},
         0,
         0},
        {"seed",
         "integer",
         "seed of the random set-up (drawn fresh when absent)",
         nullptr,
         {},
         0,
         std::numeric_limits<std::int64_t>::max()},
        {"object",
         "string",
         "the object: 1..10, p1..p4 or an expression (docs/rules/chessence-sniderman.md); a "
         "match's players name their objects as moves instead",
         "1",
         {},
         0,
         0},
        {"rounds",
         "integer",
         "1: a single round; an odd number from 3 to 15: a match (the players name the objects "
         "and choose sides as moves)",
         1,
         {},
         1,
         chessence_sniderman::kMaxMatchRounds},
    };
  }

  // The built-in objects by their words, for a player to choose from (any expression is taken).
  std::vector<OptionSuggestion> suggestions(std::string_view option) const override {
    std::vector<OptionSuggestion> out;
    if (option != "object") return out;
    for (const auto& b : chessence_sniderman::builtin_objects())
      out.push_back({std::string(b.name), std::string(b.description)});
    return out;
  }

  std::unique_ptr<Engine> make_engine() const override {
    return std::make_unique<SnidermanEngine>();
  }

  std::unique_ptr<Table> create(const json& given) const override {
    json raw = given;
    // "-o object=5" arrives as a number: built-in objects are named by numbers, so take it as text.
    if (raw.is_object() && raw.contains("object") && raw["object"].is_number_integer())
      raw["object"] = std::to_string(raw["object"].get<std::int64_t>());
    json o = validate_options(options(), raw);
    if (o.contains("fen")) {
      if (o.contains("position")) throw InputError("give the position once (position or fen)");
      o["position"] = o["fen"];
    }
    // A seed beside a given position is simply unused (the server gives every game a seed, and a
    // game set up from a position has no chance left in it).
    int rounds = o["rounds"].get<int>();
    if (rounds % 2 == 0)
      throw InputError(
          "rounds must be odd (1 for a single round, or 3, 5, ... 15 for a match), not " +
          std::to_string(rounds));
    if (rounds > 1 && raw.is_object() && raw.contains("object"))
      throw InputError(
          "in a match the players name each round's object as a move: leave out the object "
          "option");
    std::uint64_t seed = o.contains("seed") ? o["seed"].get<std::uint64_t>() : fresh_seed();
    ChessenceSniderman::State s;
    if (o.contains("position")) {
      s = ChessenceSniderman::parse_position(o["position"].get<std::string>());
    } else {
      Rng rng(seed);
      s = ChessenceSniderman::random_start(rng);
    }
    if (rounds > 1) {
      auto table = std::make_unique<GameTable<Match>>(
          Match::start(rounds, o.contains("position") ? &s : nullptr), ChanceSeed{seed});
      table->set_public_options(raw);  // the computer rebuilds a match from them and its log
      return table;
    }
    s.object = chessence_sniderman::intern_object(o["object"].get<std::string>());
    auto table = std::make_unique<GameTable<ChessenceSniderman>>(s);
    table->set_public_options(raw);
    return table;
  }

  json solve(const json& request) const override {
    if (!request.is_object() || !request.contains("position") || !request["position"].is_string())
      throw InputError("solve needs a position (ranks 4 to 1, e.g. 'RnbK/qNrB/bRkn/NQbr 0')");
    ChessenceSniderman::State s =
        ChessenceSniderman::parse_position(request["position"].get<std::string>());
    std::string object_text = "1";
    if (request.contains("object")) {
      if (!request["object"].is_string())
        throw InputError("the object must be text (1..10, p1..p4 or an expression)");
      object_text = request["object"].get<std::string>();
    }
    s.object = chessence_sniderman::intern_object(object_text);
    chessence_sniderman::Solution solution = chessence_sniderman::solve(s);
    json moves = json::array();
    for (const auto& [m, wins] : solution.moves)
      moves.push_back({{"move", ChessenceSniderman::move_display(s, m)}, {"wins", wins}});
    return json{{"to_move", std::string(chessence_sniderman::side_name(solution.to_move))},
                {"winner", std::string(chessence_sniderman::side_name(solution.winner))},
                {"moves", moves}};
  }

  json puzzle(const json& request) const override {
    chessence_sniderman::Puzzle p = PuzzleJson::find(request);
    json out = PuzzleJson::answer(p, request);
    // The answer only when asked for ("reveal": true), e.g. by the terminal's --answers.
    if (request.contains("reveal") && !request["reveal"].is_boolean())
      throw InputError("reveal must be true or false");
    if (request.contains("reveal") && request["reveal"].get<bool>())
      out["answer"] = ChessenceSniderman::move_display(p.position, p.answer);
    return out;
  }

  json check(const json& request) const override { return PuzzleJson::check(request); }

  // For each built-in object over many starts (games/chessence_sniderman/analysis.hpp), as the
  // generic analysis table (catalog/solver.hpp) with the request's figures beside it: "variant",
  // "starts" and, for random starts, "seed".
  json analyse(const json& request, const std::function<void(double)>& progress) const override {
    // "positions": given starts (move count 0, any pieces) instead of random ones: composed sets,
    // and small boards whose statistics a test can count independently.
    chessence_sniderman::AnalysisStarts starts;
    if (request.contains("positions")) {
      if (!request["positions"].is_array() || request["positions"].empty() ||
          request["positions"].size() > 10000)
        throw InputError("positions must be a list of 1 to 10000 position texts");
      for (const json& text : request["positions"]) {
        if (!text.is_string()) throw InputError("positions must be texts, not " + text.dump());
        ChessenceSniderman::State s = ChessenceSniderman::parse_position(text.get<std::string>());
        if (s.ply != 0)
          throw InputError("analyse takes starts (move count 0), not " + text.get<std::string>());
        starts.given.push_back(s);
      }
    }
    starts.count = starts.given.empty() ? request.value("starts", std::int64_t{100})
                                        : static_cast<std::int64_t>(starts.given.size());
    if (starts.count < 1 || starts.count > 1000000)
      throw InputError("starts must be from 1 to 1000000");
    if (request.contains("seed") && !request["seed"].is_number_unsigned())
      throw InputError("seed must be a whole number from 0");
    starts.seed = request.contains("seed") ? request["seed"].get<std::uint64_t>() : fresh_seed();

    json rows = json::array();
    for (const chessence_sniderman::ObjectStats& o :
         chessence_sniderman::analyse_objects(starts, progress))
      rows.push_back({{"object", o.object},
                      {"odd_win_rate", o.odd_win_rate},
                      {"mean_legal_first_moves", o.mean_legal_first_moves},
                      {"mean_winning_first_moves", o.mean_winning_first_moves},
                      {"one_move_puzzle_rate", o.one_move_puzzle_rate},
                      {"description", o.description}});
    json columns = json::array({
        {{"key", "object"}, {"label", "object"}, {"unit", "text"}},
        {{"key", "odd_win_rate"}, {"label", "ODD wins"}, {"unit", "fraction"}, {"mark", 0.5}},
        {{"key", "mean_legal_first_moves"}, {"label", "legal 1st"}, {"unit", "moves"}},
        {{"key", "mean_winning_first_moves"},
         {"label", "winning 1st"},
         {"unit", "moves"},
         {"part_of", "mean_legal_first_moves"}},
        {{"key", "one_move_puzzle_rate"}, {"label", "1-move puzzle"}, {"unit", "fraction"}},
        {{"key", "description"}, {"label", ""}, {"unit", "text"}},
    });
    std::string title =
        starts.given.empty()
            ? fmt::format("{}: {} random starts, seed {}", ChessenceSniderman::kId, starts.count,
                          starts.seed)
            : fmt::format("{}: {} given starts", ChessenceSniderman::kId, starts.count);
    json out{{"title", title},
             {"columns", columns},
             {"rows", rows},
             {"notes",
              {"Per object, with perfect play: how often ODD (who moves first) wins, the mean "
               "number of legal and of winning first moves, and how often exactly one first move "
               "wins (a one-move puzzle)."}},
             {"variant", ChessenceSniderman::kId},
             {"starts", starts.count}};
    if (starts.given.empty()) out["seed"] = starts.seed;
    return out;
  }
};

}  // namespace

const Variant& chessence_sniderman_variant() {
  static const SnidermanChessence v;
  return v;
}

namespace {
std::unique_ptr<Table> rebuild(const ObservationText& seen) {
  if (seen.variant != ChessenceSniderman::kId)
    throw InputError("this engine plays " + std::string(ChessenceSniderman::kId) + ", not " +
                     seen.variant);
  std::unique_ptr<Table> table;
  if (int rounds = seen.options.value("rounds", 1); rounds > 1) {
    // A match from its options with no seed: the referee's set-up steps come from the log.
    std::optional<ChessenceSniderman::State> given;
    for (const char* key : {"position", "fen"})
      if (seen.options.contains(key) && seen.options[key].is_string())
        given = ChessenceSniderman::parse_position(seen.options[key].get<std::string>());
    table = std::make_unique<GameTable<Match>>(Match::start(rounds, given ? &*given : nullptr));
  } else {
    // One round: its start as the seat saw it, under the options' object.
    if (seen.start.empty()) throw InputError("the observation has no start position");
    json o = seen.options;
    o.erase("fen");
    o["position"] = seen.start;
    table = chessence_sniderman_variant().create(o);
  }
  for (const auto& m : seen.moves) table->play(m);
  return table;
}
}  // namespace

}  // namespace menagerie::catalog::entries
