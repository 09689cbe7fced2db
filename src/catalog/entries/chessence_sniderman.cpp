// Sniderman's Chessence in the catalog: options (a given or seeded random position, the object, or
// a match of several rounds), the exact solver (generic memoised minimax from src/engine over the
// game's SolverProblem) and a computer player built on that solver.
#include <algorithm>
#include <bit>
#include <cctype>
#include <chrono>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "catalog/solver.hpp"
#include "catalog/table.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "engine/win_loss_solver.hpp"
#include "games/chessence_sniderman/game.hpp"
#include "games/chessence_sniderman/match.hpp"
#include "games/chessence_sniderman/objects.hpp"
#include "games/chessence_sniderman/puzzle.hpp"
#include "games/chessence_sniderman/solver_problem.hpp"

namespace menagerie::catalog::entries {

namespace {

using sniderman::Chessence;
using sniderman::Match;

// The computer player: the exact solver, diluted at the lower levels. At level L each decision is
// perfect with probability (L - 1) / 7 and otherwise a uniformly random legal move, so level 1
// plays at random and level 8 always plays perfectly:
//   - a capture: a random winning move when one exists (the moves are tried in random order and the
//     first that wins is played, which costs no more than solving the position); when every move
//     loses against perfect play, a random one (the opponent may still go wrong);
//   - ODD or EVEN: the side that wins the round's start under the chosen object;
//   - an object (built-ins only; the computer never makes one up): the opponent then takes the side
//     that wins, so the object should make that side's play hardest to find. The unused built-ins
//     are solved on the round's start in random order, first moves one by one, until kObjectBudget
//     has passed; an object scores the share of ODD's first moves (solved so far) that win, and one
//     where no winning first move was found scores worst (EVEN's replies are not graded: too dear).
//     The lowest score is picked; ties go to the first in the random order.
// An object beyond the solver (more history than its keys hold) is played at random.
class SnidermanComputer {
 public:
  using Clock = std::chrono::steady_clock;
  static constexpr auto kObjectBudget = std::chrono::milliseconds(1200);

  static bool perfect(int level, Rng& rng) {
    if (level >= 8) return true;
    if (level <= 1) return false;
    return rng.below(7) < static_cast<std::uint64_t>(level - 1);
  }

  // Table slots for solving from s: a million for a full board, far fewer for a few pieces (a
  // bigger table only saves re-searching, and clearing it costs time).
  static std::size_t capacity(const Chessence::State& s) {
    int pieces = std::popcount(static_cast<unsigned>(s.occupied()));
    return std::size_t{1} << std::clamp(pieces + 4, 10, 20);
  }

  static std::vector<Chessence::Move> shuffled_captures(const Chessence::State& s, Rng& rng) {
    MovesOf<Chessence> legal;
    Chessence::generate(s, legal);
    std::vector<Chessence::Move> all(legal.begin(), legal.end());
    rng.shuffle(all);
    return all;
  }

  static Chessence::Move capture(const Chessence::State& s, int level, Rng& rng) {
    std::vector<Chessence::Move> all = shuffled_captures(s, rng);
    if (!perfect(level, rng)) return all.front();
    try {
      sniderman::SolverProblem problem(sniderman::object_by_id(s.object), s.start_ply,
                                       Chessence::side_to_move(s));
      engine::WinLossSolver<sniderman::SolverProblem> solver(problem, capacity(s));
      auto root = problem.root(s);
      for (const auto& m : all)
        if (solver.wins(problem.child(root, m))) return m;
    } catch (const InputError&) {
    }
    return all.front();
  }

  static bool odd_wins(const Chessence::State& s) {
    try {
      sniderman::SolverProblem problem(sniderman::object_by_id(s.object), s.start_ply,
                                       sniderman::Side::kOdd);
      engine::WinLossSolver<sniderman::SolverProblem> solver(problem, capacity(s));
      return solver.wins(problem.root(s));
    } catch (const InputError&) {
      return true;  // beyond the solver: either side is a guess
    }
  }

  static Match::Move side(const Match::State& s, int level, Rng& rng) {
    bool odd = perfect(level, rng) ? odd_wins(s.round) : rng.below(2) == 0;
    return Match::Move{Match::Move::Kind::kSide, static_cast<std::uint8_t>(odd ? 0 : 1), 0, 0};
  }

  static Match::Move object(const Match::State& s, int level, Rng& rng) {
    MovesOf<Match> legal;
    Match::generate(s, legal);
    std::vector<Match::Move> all(legal.begin(), legal.end());
    rng.shuffle(all);
    if (all.size() == 1 || !perfect(level, rng)) return all.front();
    auto deadline = Clock::now() + kObjectBudget;
    std::vector<Chessence::Move> firsts = shuffled_captures(s.round, rng);
    Match::Move best = all.front();
    double best_score = 2;
    for (const Match::Move& m : all) {
      if (Clock::now() > deadline) break;
      Chessence::State round = s.round;
      round.object = m.object;
      sniderman::SolverProblem problem(sniderman::object_by_id(m.object), round.start_ply,
                                       sniderman::Side::kOdd);
      engine::WinLossSolver<sniderman::SolverProblem> solver(problem, capacity(round));
      auto root = problem.root(round);
      int solved = 0, wins = 0;
      for (const auto& first : firsts) {
        if (solved > 0 && Clock::now() > deadline) break;
        wins += solver.wins(problem.child(root, first));
        ++solved;
      }
      double score = wins > 0 ? static_cast<double>(wins) / solved : 1;
      if (score < best_score) {
        best_score = score;
        best = m;
      }
    }
    return best;
  }

  // The machine text of the computer's move at `level`; empty when the game is over. The table is
  // the computer's own, rebuilt from what its seat saw (a match from its public options and move
  // log, whose set-up steps are logged; a single round from its start position).
  static std::string choose(const Table& table, int level, Rng& rng) {
    if (table.outcome().over()) return "";
    if (const auto* round = dynamic_cast<const GameTable<Chessence>*>(&table)) {
      const Chessence::State& s = round->game_record().state();
      return Chessence::move_text(s, capture(s, level, rng));
    }
    if (const auto* match = dynamic_cast<const GameTable<Match>*>(&table)) {
      const Match::State& s = match->game_record().state();
      switch (s.phase) {
        case sniderman::Phase::kObject:
          return Match::move_text(s, object(s, level, rng));
        case sniderman::Phase::kSide:
          return Match::move_text(s, side(s, level, rng));
        case sniderman::Phase::kPlay:
          return Match::move_text(s, Match::from_capture(capture(s.round, level, rng)));
        case sniderman::Phase::kOver:
          break;
      }
      return "";
    }
    throw InputError("this engine plays " + std::string(Chessence::kId) + ", not " +
                     std::string(table.variant()));
  }
};

// The computer's own table from its observation: never the referee's, never the seed.
std::unique_ptr<Table> rebuild(const Observation& seen);

class SnidermanEngine final : public Engine {
 public:
  void set_hash(std::size_t) override {}  // each decision sizes its own solver table
  void new_game() override {}             // nothing is kept between decisions
  void set_classic_castling(bool) override {}

  // Perfect play (level 8); the limits are not needed: one decision takes well under two seconds.
  Thought think(const Observation& seen, const engine::Limits&, const engine::InfoCallback&,
                const std::atomic<bool>*) override {
    Rng rng(0x5eed);
    return play_level(seen, 8, rng);
  }

  Thought play_level(const Observation& seen, int level, Rng& rng) override {
    Thought t;
    t.best = SnidermanComputer::choose(*rebuild(seen), level, rng);
    return t;
  }
};

// Puzzles (games/chessence_sniderman/puzzle.hpp) as JSON: requests and answers are documented in
// docs/rules/chessence-sniderman.md, "Puzzles".
struct PuzzleJson {
  static std::string side_word(sniderman::Side s) {
    return s == sniderman::Side::kOdd ? "ODD" : "EVEN";
  }

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

  static std::optional<sniderman::Difficulty> difficulty(const json& request) {
    if (!request.contains("difficulty") || request["difficulty"].is_null()) return std::nullopt;
    if (!request["difficulty"].is_string())
      throw InputError("difficulty must be text: easy, medium or hard");
    const std::string& d = request["difficulty"].get_ref<const std::string&>();
    if (d.empty() || d == "any") return std::nullopt;
    return sniderman::parse_difficulty(d);
  }

  static std::optional<sniderman::ObjectId> object(const json& request) {
    if (!request.contains("object") || request["object"].is_null()) return std::nullopt;
    if (request["object"].is_number_integer())
      return sniderman::intern_object(std::to_string(request["object"].get<std::int64_t>()));
    if (!request["object"].is_string())
      throw InputError("the object must be text (1..10, p1..p4 or an expression)");
    return sniderman::intern_object(request["object"].get<std::string>());
  }

  static void expect_object(const json& request) {
    if (!request.is_object()) throw InputError("a puzzle request must be a JSON object");
  }

  static json object_json(sniderman::ObjectId id) {
    const sniderman::Object& o = sniderman::object_by_id(id);
    std::string description = o.text();
    for (const auto& b : sniderman::builtin_objects())
      if (b.name == o.name()) description = std::string(b.description);
    return {{"name", o.name()}, {"text", o.text()}, {"description", description}};
  }

  // The puzzle a request names: {seed, difficulty?, object?}; the seed is drawn when absent.
  static sniderman::Puzzle find(const json& request) {
    expect_object(request);
    sniderman::PuzzleSpec spec;
    spec.seed = request.contains("seed") ? seed(request) : fresh_seed();
    spec.difficulty = difficulty(request);
    spec.object = object(request);
    auto p = sniderman::find_puzzle(spec);
    if (!p)
      throw InputError(fmt::format(
          "no puzzle found for seed {} in {} positions (try another seed, difficulty or object)",
          spec.seed, spec.max_attempts));
    return *p;
  }

  static json answer(const sniderman::Puzzle& p, const json& request) {
    const Chessence::State& s = p.position;
    const sniderman::Object& o = sniderman::object_by_id(s.object);
    GameTable<Chessence> table(s);
    json again = {{"seed", p.seed}};
    if (request.contains("difficulty") && !request["difficulty"].is_null())
      again["difficulty"] = request["difficulty"];
    if (request.contains("object") && !request["object"].is_null())
      again["object"] = request["object"];
    std::string who = side_word(Chessence::side_to_move(s));
    return json{{"variant", Chessence::kId},
                {"seed", p.seed},
                {"request", again},
                {"difficulty", sniderman::difficulty_name(p.difficulty)},
                {"legal", p.legal},
                {"plausible", p.plausible},
                {"position", Chessence::position_text(s)},
                {"to_move", std::string(sniderman::side_name(Chessence::side_to_move(s)))},
                {"object", object_json(s.object)},
                {"question", who + " to play: find the only move that guarantees a win."},
                {"options",
                 {{"position", Chessence::position_text(s)},
                  {"object", o.name().empty() ? o.text() : o.name()}}},
                {"view", table.view(table.to_move())}};
  }

  // Why the round went the way it did, in words a client can show.
  static json end_of(const Chessence::State& s) {
    const sniderman::Object& o = sniderman::object_by_id(s.object);
    bool holds = o.condition(Chessence::round(s));
    sniderman::Side winner = o.winner(Chessence::round(s));
    std::string last;
    if (s.capture_count() > 0) {
      const sniderman::Capture& c = s.captures[s.capture_count() - 1];
      last =
          fmt::format(" The last capture, move {}, took {} {} on {} ({} square).", s.ply,
                      sniderman::colour_of(c.captured) == sniderman::kWhite ? "a White" : "a Black",
                      sniderman::kind_name(sniderman::kind_of(c.captured)),
                      sniderman::square_name(c.to), sniderman::is_red(c.to) ? "a red" : "a dark");
    }
    std::string text = fmt::format(
        "No capture is left after move {}: {} pieces remain.{} The object reads \"{}\": its "
        "condition is {}, so {} wins.",
        s.ply, std::popcount(static_cast<unsigned>(s.occupied())), last, o.text(),
        holds ? "true" : "false", side_word(winner));
    return {{"condition", std::string(o.condition_text())},
            {"holds", holds},
            {"winner", winner == sniderman::Side::kOdd ? "odd" : "even"},
            {"text", text}};
  }

  static json check(const json& request) {
    expect_object(request);
    if (!request.contains("move") || !request["move"].is_string())
      throw InputError("check needs the move to try, as text (e.g. Qb2xc3 or b2c3)");
    Chessence::State s;
    if (request.contains("position")) {
      if (!request["position"].is_string())
        throw InputError("the position must be text (ranks 4 to 1, e.g. 'RnbK/qNrB/bRkn/NQbr 0')");
      s = Chessence::parse_position(request["position"].get<std::string>());
      auto id = object(request);
      if (!id) throw InputError("check with a position needs its object too");
      s.object = *id;
    } else if (request.contains("seed")) {
      s = find(request).position;
    } else {
      throw InputError("check needs the puzzle: its position and object, or its seed");
    }
    if (!Chessence::any_capture(s)) throw InputError("the round is over: there is no move to try");
    Chessence::Move tried = Chessence::parse_move(s, request["move"].get<std::string>());
    json winning = json::array();
    bool correct = false;
    for (const auto& v : sniderman::value_moves(s, false)) {
      if (!v.wins) continue;
      winning.push_back(Chessence::move_display(s, v.move));
      correct = correct || v.move == tried;
    }
    std::string who = side_word(Chessence::side_to_move(s));
    json out{{"move", Chessence::move_display(s, tried)},
             {"correct", correct},
             {"to_move", std::string(sniderman::side_name(Chessence::side_to_move(s)))},
             {"winning_moves", winning}};
    if (correct) {
      out["text"] = fmt::format("Right: {} wins for {} against any defence.",
                                Chessence::move_display(s, tried), who);
      return out;
    }
    // The refutation, from the move tried to the end of the round, a view after each move.
    GameTable<Chessence> table(s);
    json steps = json::array();
    auto step = [&](const Chessence::Move& m) {
      const Chessence::State& before = table.game_record().state();
      std::string by(sniderman::side_name(Chessence::side_to_move(before)));
      std::string shown = table.play(Chessence::move_text(before, m));
      steps.push_back({{"move", shown},
                       {"by", by},
                       {"position", table.position(kSpectator)},
                       {"view", table.view(kNoSeat)}});
    };
    step(tried);
    for (const auto& m : sniderman::refutation(table.game_record().state())) step(m);
    const Chessence::State& end = table.game_record().state();
    out["refutation"] = steps;
    out["end"] = end_of(end);
    out["text"] = winning.empty()
                      ? fmt::format("No move wins here for {}: {} loses like every other.", who,
                                    Chessence::move_display(s, tried))
                      : fmt::format("Wrong: after {} the other side wins with perfect play.",
                                    Chessence::move_display(s, tried));
    return out;
  }
};

class SnidermanChessence final : public Variant,
                                 public ExactSolving,
                                 public Analysing,
                                 public Puzzling {
 public:
  std::string_view id() const override { return Chessence::kId; }
  std::string_view name() const override { return "Sniderman's Chessence"; }
  std::string_view summary() const override {
    return "4x4, 16 pieces at random; every move a capture by either colour; a chosen object "
           "decides";
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
         sniderman::kMaxMatchRounds},
    };
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
    Chessence::State s;
    if (o.contains("position")) {
      s = Chessence::parse_position(o["position"].get<std::string>());
    } else {
      Rng rng(seed);
      s = Chessence::random_start(rng);
    }
    if (rounds > 1) {
      auto table = std::make_unique<GameTable<Match>>(
          Match::start(rounds, o.contains("position") ? &s : nullptr), ChanceSeed{seed});
      table->set_public_options(raw);  // the computer rebuilds a match from them and its log
      return table;
    }
    s.object = sniderman::intern_object(o["object"].get<std::string>());
    auto table = std::make_unique<GameTable<Chessence>>(s);
    table->set_public_options(raw);
    return table;
  }

  json solve(const json& request) const override {
    if (!request.is_object() || !request.contains("position") || !request["position"].is_string())
      throw InputError("solve needs a position (ranks 4 to 1, e.g. 'RnbK/qNrB/bRkn/NQbr 0')");
    Chessence::State s = Chessence::parse_position(request["position"].get<std::string>());
    std::string object_text = "1";
    if (request.contains("object")) {
      if (!request["object"].is_string())
        throw InputError("the object must be text (1..10, p1..p4 or an expression)");
      object_text = request["object"].get<std::string>();
    }
    s.object = sniderman::intern_object(object_text);
    const sniderman::Object& object = sniderman::object_by_id(s.object);
    sniderman::SolverProblem problem(object, s.start_ply, sniderman::Side::kOdd);
    engine::WinLossSolver<sniderman::SolverProblem> solver(problem);
    auto root = problem.root(s);
    bool odd_moves = Chessence::to_move(s) == sniderman::kOddSeat;
    json moves = json::array();
    bool odd_wins = false;
    auto values = solver.move_values(root);
    if (values.empty()) {
      odd_wins = Chessence::outcome(s).winner == sniderman::kOddSeat;
    } else {
      odd_wins = !odd_moves;  // the mover wins if one move wins for it
      for (const auto& [m, odd_after] : values) {
        bool mover_wins = odd_after == odd_moves;
        if (mover_wins) odd_wins = odd_moves;
        moves.push_back({{"move", Chessence::move_display(s, m)}, {"wins", mover_wins}});
      }
    }
    return json{{"to_move", odd_moves ? "odd" : "even"},
                {"winner", odd_wins ? "odd" : "even"},
                {"moves", moves}};
  }

  json puzzle(const json& request) const override {
    sniderman::Puzzle p = PuzzleJson::find(request);
    json out = PuzzleJson::answer(p, request);
    // The answer only when asked for ("reveal": true), e.g. by the terminal's --answers.
    if (request.contains("reveal") && !request["reveal"].is_boolean())
      throw InputError("reveal must be true or false");
    if (request.contains("reveal") && request["reveal"].get<bool>())
      out["answer"] = Chessence::move_display(p.position, p.answer);
    return out;
  }

  json check(const json& request) const override { return PuzzleJson::check(request); }

  // For each built-in object over `starts` random starts: how often ODD (to move first) wins, the
  // mean number of legal first moves and of winning ones, and how often exactly one first move
  // wins.
  json analyse(const json& request, const std::function<void(double)>& progress) const override {
    // "positions": given starts (move count 0, any pieces) instead of random ones: composed sets,
    // and small boards whose statistics a test can count independently.
    std::vector<Chessence::State> given;
    if (request.contains("positions")) {
      if (!request["positions"].is_array() || request["positions"].empty() ||
          request["positions"].size() > 10000)
        throw InputError("positions must be a list of 1 to 10000 position texts");
      for (const json& text : request["positions"]) {
        if (!text.is_string()) throw InputError("positions must be texts, not " + text.dump());
        Chessence::State s = Chessence::parse_position(text.get<std::string>());
        if (s.ply != 0)
          throw InputError("analyse takes starts (move count 0), not " + text.get<std::string>());
        given.push_back(s);
      }
    }
    std::int64_t starts = given.empty() ? request.value("starts", std::int64_t{100})
                                        : static_cast<std::int64_t>(given.size());
    if (starts < 1 || starts > 1000000) throw InputError("starts must be from 1 to 1000000");
    if (request.contains("seed") && !request["seed"].is_number_unsigned())
      throw InputError("seed must be a whole number from 0");
    std::uint64_t seed =
        request.contains("seed") ? request["seed"].get<std::uint64_t>() : fresh_seed();
    auto builtins = sniderman::builtin_objects();
    struct Tally {
      std::int64_t odd_wins = 0, legal = 0, winning = 0, puzzles = 0;
    };
    std::vector<Tally> tally(builtins.size());
    // Every object is solved on its own. Objects with the same condition and opposite sides (1 and
    // p1, 2 and p3) are different games, not one game with its values flipped: under 1 ODD plays
    // for the condition, under p1 against it, and a side may be able to force both (or neither).
    std::vector<std::unique_ptr<sniderman::SolverProblem>> problems;
    std::vector<std::unique_ptr<engine::WinLossSolver<sniderman::SolverProblem>>> solvers;
    // A full table for random starts; given small boards need far fewer slots (and 14 full tables
    // take a while to allocate).
    std::size_t slots = std::size_t{1} << 20;
    if (!given.empty()) {
      slots = 0;
      for (const auto& s : given) slots = std::max(slots, SnidermanComputer::capacity(s));
    }
    for (std::size_t i = 0; i < builtins.size(); ++i) {
      const auto& o = sniderman::object_by_id(static_cast<sniderman::ObjectId>(i));
      problems.push_back(std::make_unique<sniderman::SolverProblem>(o, 0));
      solvers.push_back(
          std::make_unique<engine::WinLossSolver<sniderman::SolverProblem>>(*problems[i], slots));
    }
    Rng rng(seed);
    std::vector<std::vector<std::pair<Chessence::Move, bool>>> values(builtins.size());
    for (std::int64_t n = 0; n < starts; ++n) {
      Chessence::State s = given.empty() ? Chessence::random_start(rng) : given[n];
      for (std::size_t i = 0; i < builtins.size(); ++i) {
        solvers[i]->clear();
        values[i] = solvers[i]->move_values(problems[i]->root(s));
        std::int64_t wins = 0;
        for (const auto& [m, odd_wins] : values[i]) wins += odd_wins;  // ODD moves first
        Tally& t = tally[i];
        t.legal += static_cast<std::int64_t>(values[i].size());
        t.winning += wins;
        s.object = static_cast<sniderman::ObjectId>(i);
        t.odd_wins +=
            values[i].empty() ? Chessence::outcome(s).winner == sniderman::kOddSeat : wins > 0;
        t.puzzles += wins == 1;
        if (progress)
          progress((static_cast<double>(n) + static_cast<double>(i + 1) / builtins.size()) /
                   starts);
      }
    }
    json rows = json::array();
    for (std::size_t i = 0; i < builtins.size(); ++i) {
      const Tally& t = tally[i];
      double d = static_cast<double>(starts);
      rows.push_back({{"object", builtins[i].name},
                      {"description", builtins[i].description},
                      {"odd_win_rate", t.odd_wins / d},
                      {"mean_legal_first_moves", t.legal / d},
                      {"mean_winning_first_moves", t.winning / d},
                      {"one_move_puzzle_rate", t.puzzles / d}});
    }
    json out{{"variant", Chessence::kId}, {"starts", starts}, {"objects", rows}};
    if (given.empty()) out["seed"] = seed;
    return out;
  }
};

}  // namespace

const Variant& chessence_sniderman() {
  static const SnidermanChessence v;
  return v;
}

namespace {
std::unique_ptr<Table> rebuild(const Observation& seen) {
  if (seen.variant != Chessence::kId)
    throw InputError("this engine plays " + std::string(Chessence::kId) + ", not " + seen.variant);
  std::unique_ptr<Table> table;
  if (int rounds = seen.options.value("rounds", 1); rounds > 1) {
    // A match from its options with no seed: the referee's set-up steps come from the log.
    std::optional<Chessence::State> given;
    for (const char* key : {"position", "fen"})
      if (seen.options.contains(key) && seen.options[key].is_string())
        given = Chessence::parse_position(seen.options[key].get<std::string>());
    table = std::make_unique<GameTable<Match>>(Match::start(rounds, given ? &*given : nullptr));
  } else {
    // One round: its start as the seat saw it, under the options' object.
    if (seen.start.empty()) throw InputError("the observation has no start position");
    json o = seen.options;
    o.erase("fen");
    o["position"] = seen.start;
    table = chessence_sniderman().create(o);
  }
  for (const auto& m : seen.moves) table->play(m);
  return table;
}
}  // namespace

}  // namespace menagerie::catalog::entries
