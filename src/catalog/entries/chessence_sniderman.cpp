// Sniderman's Chessence in the catalog: options (a given or seeded random position, the object, or
// a match of several rounds), the exact solver (generic memoised minimax from src/engine over the
// game's SolverProblem) and a computer player built on that solver.
#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "catalog/solver.hpp"
#include "catalog/table.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "engine/win_loss_solver.hpp"
#include "games/chessence_sniderman/game.hpp"
#include "games/chessence_sniderman/match.hpp"
#include "games/chessence_sniderman/objects.hpp"
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

  static sniderman::Side mover(const Chessence::State& s) {
    return Chessence::to_move(s) == sniderman::kOddSeat ? sniderman::Side::kOdd
                                                        : sniderman::Side::kEven;
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
      sniderman::SolverProblem problem(sniderman::object_by_id(s.object), s.start_ply, mover(s));
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

  // The machine text of the computer's move at `level`; empty when the game is over.
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

class SnidermanEngine final : public Engine {
 public:
  void set_hash(std::size_t) override {}  // each decision sizes its own solver table
  void new_game() override {}             // nothing is kept between decisions
  void set_classic_castling(bool) override {}

  // Perfect play (level 8); the limits are not needed: one decision takes well under two seconds.
  Thought think(const Table& table, const engine::Limits&, const engine::InfoCallback&,
                const std::atomic<bool>*) override {
    Rng rng(0x5eed);
    return play_level(table, 8, rng);
  }

  Thought play_level(const Table& table, int level, Rng& rng) override {
    Thought t;
    t.best = SnidermanComputer::choose(table, level, rng);
    return t;
  }
};

class SnidermanChessence final : public Variant, public ExactSolving, public Analysing {
 public:
  std::string_view id() const override { return Chessence::kId; }
  std::string_view name() const override { return "Sniderman's Chessence"; }
  std::string_view summary() const override {
    return "4x4, 16 pieces at random; every move a capture by either colour; a chosen object "
           "decides";
  }

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
    if (rounds > 1)
      return std::make_unique<GameTable<Match>>(
          Match::start(rounds, seed, o.contains("position") ? &s : nullptr));
    s.object = sniderman::intern_object(o["object"].get<std::string>());
    return std::make_unique<GameTable<Chessence>>(s);
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

  // For each built-in object over `starts` random starts: how often ODD (to move first) wins, the
  // mean number of legal first moves and of winning ones, and how often exactly one first move
  // wins.
  json analyse(const json& request, const std::function<void(double)>& progress) const override {
    std::int64_t starts = request.value("starts", std::int64_t{100});
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
    // Objects with the same condition share one solve (1 and p1, 2 and p3): opposite sides flip it.
    std::vector<std::size_t> twin(builtins.size());
    std::vector<bool> flip(builtins.size());
    std::vector<std::unique_ptr<sniderman::SolverProblem>> problems;
    std::vector<std::unique_ptr<engine::WinLossSolver<sniderman::SolverProblem>>> solvers;
    for (std::size_t i = 0; i < builtins.size(); ++i) {
      const auto& o = sniderman::object_by_id(static_cast<sniderman::ObjectId>(i));
      twin[i] = i;
      for (std::size_t j = 0; j < i; ++j) {
        const auto& p = sniderman::object_by_id(static_cast<sniderman::ObjectId>(j));
        if (twin[i] == i && p.condition_text() == o.condition_text()) {
          twin[i] = j;
          flip[i] = p.side() != o.side();
        }
      }
      problems.push_back(std::make_unique<sniderman::SolverProblem>(o, 0));
      solvers.push_back(
          std::make_unique<engine::WinLossSolver<sniderman::SolverProblem>>(*problems[i]));
    }
    Rng rng(seed);
    std::vector<std::vector<std::pair<Chessence::Move, bool>>> values(builtins.size());
    for (std::int64_t n = 0; n < starts; ++n) {
      Chessence::State s = Chessence::random_start(rng);
      for (std::size_t i = 0; i < builtins.size(); ++i) {
        if (twin[i] != i) {
          values[i] = values[twin[i]];
          for (auto& v : values[i]) v.second = v.second != flip[i];
        } else {
          solvers[i]->clear();
          values[i] = solvers[i]->move_values(problems[i]->root(s));
        }
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
    return json{{"variant", Chessence::kId}, {"starts", starts}, {"seed", seed}, {"objects", rows}};
  }
};

}  // namespace

const Variant& chessence_sniderman() {
  static const SnidermanChessence v;
  return v;
}

}  // namespace menagerie::catalog::entries
