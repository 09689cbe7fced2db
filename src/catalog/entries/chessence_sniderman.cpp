// Sniderman's Chessence in the catalog: options (a given or seeded random position, the object) and
// the exact solver (generic memoised minimax from src/engine over the game's SolverProblem).
#include <cstdint>
#include <limits>
#include <memory>
#include <string>

#include "catalog/solver.hpp"
#include "catalog/table.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "engine/win_loss_solver.hpp"
#include "games/chessence_sniderman/game.hpp"
#include "games/chessence_sniderman/objects.hpp"
#include "games/chessence_sniderman/solver_problem.hpp"

namespace menagerie::catalog::entries {

namespace {

using sniderman::Chessence;

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
         "the object: 1..10, p1..p4 or an expression (docs/rules/chessence-sniderman.md)",
         "1",
         {},
         0,
         0},
    };
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
    if (o.contains("position") && o.contains("seed"))
      throw InputError("give either a position or a seed, not both");
    Chessence::State s;
    if (o.contains("position")) {
      s = Chessence::parse_position(o["position"].get<std::string>());
    } else {
      Rng rng(o.contains("seed") ? o["seed"].get<std::uint64_t>() : fresh_seed());
      s = Chessence::random_start(rng);
    }
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
