// The ladder of the playing levels: adjacent levels against each other, as the server plays them
// (the catalog's engine and Engine::play_level, each side given its seat's observation and the
// referee's Table alone holding the game, so a game with hidden information is laddered the same
// way). Each start (a random Chess960 back rank, or the game's start, then two random plies) is
// played twice with the sides swapped; games still going after 300 plies are drawn, and a game
// whose every mover for 6 plies in a row scores it won for the same side by 1,000 centipawns or
// more (the loser agreeing) is adjudicated to that side, as match tools resign. Every level
// searches to fixed depth or nodes (Engine::set_fixed_nodes: levels 7 and 8 have no time cap here),
// so the result does not depend on the machine's load.
//
// Usage: bench_level_ladder GAME all|FROM-TO [PAIRS] [SEED] [DEEP_PAIRS]
//          each step FROM-(FROM+1) .. (TO-1)-TO, PAIRS pairs of games a step (DEEP_PAIRS for the
//          steps up to levels 7 and 8, slow at fixed nodes; default PAIRS); prints each step's
//          W/D/L and Elo with its 95% interval, and each level's Elo relative to FROM.
//          Also each level's median/largest time per move (ms), and how each step's games ended
//          (the rule's reason, "adjudicated" or "300 plies"); VERBOSE=1 prints every move over 1 s.
//        bench_level_ladder GAME LOW HIGH [PAIRS] [SEED]   (one match, e.g. chess960 4 6 20)
//        OPTIONS='{"seats": 2}' bench_level_ladder golf ...  (the game's options, JSON; a game whose
//          default has a single side, as Golf's one-golfer course, is refused without them)
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"
#include "engine/levels.hpp"
#include "protocol/elo.hpp"

using namespace menagerie;

namespace {

constexpr int kMaxPlies = 300;
constexpr int kDecidedScore = 1000;  // centipawns, or a mate
constexpr int kDecidedPlies = 6;     // in a row: three moves each of two sides

// The game's options for every game (env OPTIONS), Chess960's start added per game.
catalog::json g_options = catalog::json::object();

struct Step {
  int low, high;
  protocol::Tally tally;  // the higher level's
  double seconds = 0;
  std::vector<double> low_ms, high_ms;  // each move's time, per level
  std::map<std::string, int> ends;      // how many games ended how ("checkmate", "300 plies", ...)
};

// "checkmate 12, repetition 20": a step's endings, the commonest first.
std::string endings(const std::map<std::string, int>& ends) {
  std::vector<std::pair<int, std::string>> by_count;
  for (const auto& [why, n] : ends) by_count.emplace_back(-n, why);
  std::sort(by_count.begin(), by_count.end());
  std::string text;
  for (const auto& [n, why] : by_count)
    text += fmt::format("{}{} {}", text.empty() ? "" : ", ", why, -n);
  return text;
}

// The median and the largest of a level's times per move, "12/340".
std::string times(std::vector<double> ms) {
  if (ms.empty()) return "-";
  std::sort(ms.begin(), ms.end());
  return fmt::format("{:.0f}/{:.0f}", ms[ms.size() / 2], ms.back());
}

// One game from start `pair` (both games of a pair share it), the higher level on the side `swap`
// chooses: 1, 0.5 or 0 for the higher level. `end` is set to how it ended.
double play_game(const catalog::Variant& variant, catalog::Engine& low_engine,
                 catalog::Engine& high_engine, int low, int high, int pair, bool swap,
                 std::uint64_t seed, std::vector<double>& low_ms, std::vector<double>& high_ms,
                 std::string& end) {
  Rng start_rng(seed * 1000003 + std::uint64_t(pair));
  catalog::json options = g_options;
  if (variant.id() == "chess960") options["sp"] = int(start_rng.below(960));
  auto table = variant.create(options);
  for (int i = 0; i < 2 && !table->outcome().over(); ++i) {
    auto legal = table->legal_moves();
    table->play(legal[start_rng.below(legal.size())]);
  }
  // The higher level plays the team to move, or (swapped) the other: with four seats (two teams),
  // seat to_move + 1 is always on the other team.
  const int high_team =
      table->team(swap ? (table->to_move() + 1) % table->seats() : table->to_move());
  low_engine.new_game();
  high_engine.new_game();
  Rng rng(seed * 7919 + std::uint64_t(2 * pair + swap));
  // The side both players' scores say has won, and for how many plies in a row they have said it.
  bool decided_high = false;
  int decided_plies = 0;
  for (int ply = 0; ply < kMaxPlies && !table->outcome().over(); ++ply) {
    bool high_moves = table->team(table->to_move()) == high_team;
    auto& engine = high_moves ? high_engine : low_engine;
    auto t0 = std::chrono::steady_clock::now();
    catalog::Thought thought =
        engine.play_level(table->observation(table->to_move()), high_moves ? high : low, rng);
    const std::string& move = thought.best;
    if (thought.mate || std::abs(thought.score) >= kDecidedScore) {
      bool high_won = (thought.mate ? thought.mate_moves > 0 : thought.score > 0) == high_moves;
      decided_plies = decided_plies > 0 && high_won == decided_high ? decided_plies + 1 : 1;
      decided_high = high_won;
    } else {
      decided_plies = 0;
    }
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    (high_moves ? high_ms : low_ms).push_back(ms);
    if (ms > 1000 && std::getenv("VERBOSE"))
      std::fprintf(stderr, "    level %d took %.0f ms at ply %d: %s\n", high_moves ? high : low, ms,
                   ply, table->position(kSpectator).c_str());
    table->play(move);
    if (decided_plies >= kDecidedPlies && !table->outcome().over()) {
      if (std::getenv("VERBOSE"))
        std::fprintf(stderr, "    adjudicated at ply %d (last score %d%s): %s\n", ply,
                     thought.score, thought.mate ? ", a mate" : "",
                     table->position(kSpectator).c_str());
      end = "adjudicated";
      return decided_high ? 1.0 : 0.0;
    }
  }
  Outcome o = table->outcome();
  end = !o.over() ? fmt::format("{} plies", kMaxPlies) : std::string(o.reason);
  if (!o.over() || o.kind == Outcome::Kind::kDraw) return 0.5;
  for (Seat s = 0; s < table->seats(); ++s)
    if (table->team(s) == high_team) return o.wins(s) ? 1.0 : 0.0;
  return 0.5;
}

Step play_step(const catalog::Variant& variant, int low, int high, int pairs, std::uint64_t seed) {
  auto low_engine = variant.make_engine(), high_engine = variant.make_engine();
  low_engine->set_fixed_nodes(true);
  high_engine->set_fixed_nodes(true);
  Step step{low, high, {}, 0, {}, {}, {}};
  auto t0 = std::chrono::steady_clock::now();
  for (int g = 0; g < 2 * pairs; ++g) {
    std::string end;
    double points = play_game(variant, *low_engine, *high_engine, low, high, g / 2, g % 2 == 1,
                              seed, step.low_ms, step.high_ms, end);
    step.tally.add(points);
    ++step.ends[end];
    std::fprintf(stderr, "  %s %d-%d game %d: level %d %s (%s)\n",
                 std::string(variant.id()).c_str(), low, high, g + 1, high,
                 points == 1   ? "won"
                 : points == 0 ? "lost"
                               : "drew",
                 end.c_str());
  }
  step.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return step;
}

// A step's Elo and 95% interval. A perfect (or zero) score has no finite estimate; then the Elo
// given is a one-sided 95% bound, the `at_least` flag set: the higher level scores p or more in
// each game with p^games >= 0.05 (a draw counted as no win), so its Elo is at least that p's.
struct StepElo {
  double elo, low, high;
  bool at_least = false, at_most = false;
};

StepElo step_elo(const protocol::Tally& t) {
  auto e = protocol::estimate_elo(t);
  StepElo s{e.elo, e.low, e.high};
  const double p = std::pow(0.05, 1.0 / std::max(1, t.games()));
  if (t.wins == t.games() && t.games() > 0) s = {protocol::elo_from_score(p), 0, 0, true};
  if (t.losses == t.games() && t.games() > 0) s = {-protocol::elo_from_score(p), 0, 0, false, true};
  if (s.at_least || s.at_most) s.low = s.high = s.elo;
  return s;
}

std::string signed_elo(double e) {
  if (std::isinf(e)) return e > 0 ? "+inf" : "-inf";
  return fmt::format("{:+.0f}", e);
}

int ladder(const catalog::Variant& variant, int from, int to, int pairs, int deep_pairs,
           std::uint64_t seed) {
  fmt::print(
      "{}: ladder of levels {}-{}, fixed depth/nodes (level 8: {} nodes), {} pairs a step ({} "
      "for the steps to levels 7-8), colours swapped, drawn after {} plies, seed {}\n",
      variant.id(), from, to, engine::kFullStrengthNodes, pairs, deep_pairs, kMaxPlies, seed);
  fmt::print("{:>5} {:>5} {:>11} {:>7} {:>22} {:>7} {:>11} {:>11}\n", "step", "games", "+W =D -L",
             "score", "Elo (95%)", "min", "low ms", "high ms");
  std::vector<Step> steps;
  for (int low = from; low < to; ++low) {
    int n = low + 1 >= 7 ? deep_pairs : pairs;
    Step s = play_step(variant, low, low + 1, n, seed);
    StepElo e = step_elo(s.tally);
    std::string elo = e.at_least  ? fmt::format(">= {}", signed_elo(e.elo))
                      : e.at_most ? fmt::format("<= {}", signed_elo(e.elo))
                                  : fmt::format("{} ({} .. {})", signed_elo(e.elo),
                                                signed_elo(e.low), signed_elo(e.high));
    fmt::print("{:>5} {:>5} {:>11} {:>6.1f}% {:>22} {:>7.1f} {:>11} {:>11}\n",
               fmt::format("{}-{}", low, low + 1), s.tally.games(),
               fmt::format("+{} ={} -{}", s.tally.wins, s.tally.draws, s.tally.losses),
               100 * s.tally.score(), elo, s.seconds / 60, times(s.low_ms), times(s.high_ms));
    fmt::print("{:>5} ended: {}\n", "", endings(s.ends));
    std::fflush(stdout);
    steps.push_back(s);
  }
  // Each level's Elo above `from`: the sum of the steps below it, with the steps' 95% half-widths
  // added in quadrature (independent matches); a step known only by its bound makes the sum a
  // bound ("at least").
  fmt::print("\n{:>5} {:>12} {:>8}   (relative to level {})\n", "level", "Elo", "± 95%", from);
  fmt::print("{:>5} {:>12} {:>8}\n", from, "0", "0");
  double elo = 0, var = 0;
  bool at_least = false, unbounded = false;
  for (const Step& s : steps) {
    StepElo e = step_elo(s.tally);
    elo += e.elo;
    at_least = at_least || e.at_least;
    unbounded = unbounded || e.at_most || std::isinf(e.low) || std::isinf(e.high);
    if (!unbounded) var += std::pow((e.high - e.low) / 2, 2);
    fmt::print("{:>5} {:>12} {:>8}\n", s.high, (at_least ? ">= " : "") + signed_elo(elo),
               unbounded ? "inf" : fmt::format("{:.0f}", std::sqrt(var)));
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr,
                 "usage: bench_level_ladder GAME all|FROM-TO [PAIRS] [SEED] [DEEP_PAIRS]\n"
                 "       bench_level_ladder GAME LOW HIGH [PAIRS] [SEED]\n");
    return 2;
  }
  const catalog::Variant& variant = catalog::find(argv[1]);
  if (!variant.make_engine()) {
    std::fprintf(stderr, "%s has no computer player\n", argv[1]);
    return 2;
  }
  if (variant.traits().cooperative) {
    // Its seats win and lose together: one level cannot beat another. Cooperative Chess's levels
    // are measured by the score a pair makes (bench_cooperative_score).
    std::fprintf(stderr, "%s is played together against the game: no level can beat another\n",
                 argv[1]);
    return 2;
  }
  if (const char* text = std::getenv("OPTIONS")) {
    g_options = catalog::json::parse(text, nullptr, false);
    if (!g_options.is_object()) {
      std::fprintf(stderr, "OPTIONS must be a JSON object, as '{\"seats\": 2}': %s\n", text);
      return 2;
    }
  }
  try {
    auto table = variant.create(g_options);
    bool two_sides = false;
    for (Seat s = 1; s < table->seats(); ++s)
      two_sides = two_sides || table->team(s) != table->team(0);
    if (!two_sides) {
      // One golfer alone on a course: the higher level would play every seat and "win" each game.
      std::fprintf(stderr,
                   "%s with these options has a single side: no level plays another (a race: "
                   "OPTIONS='{\"seats\": 2}')\n",
                   argv[1]);
      return 2;
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "OPTIONS: %s\n", e.what());
    return 2;
  }
  const std::string which = argv[2];
  int from = engine::kMinLevel, to = engine::kMaxLevel;
  if (which != "all") {
    auto dash = which.find('-');
    if (dash == std::string::npos) {  // GAME LOW HIGH [PAIRS] [SEED]: one match
      if (argc < 4) {
        std::fprintf(stderr, "usage: bench_level_ladder GAME LOW HIGH [PAIRS] [SEED]\n");
        return 2;
      }
      const int low = std::atoi(argv[2]), high = std::atoi(argv[3]);
      const int pairs = argc > 4 ? std::atoi(argv[4]) : 20;
      const std::uint64_t seed = argc > 5 ? std::strtoull(argv[5], nullptr, 10) : 1;
      Step s = play_step(variant, low, high, pairs, seed);
      fmt::print("{}: level {} vs level {}: games {}  +{} ={} -{}  score {:.1f}%  Elo {}\n",
                 variant.id(), high, low, s.tally.games(), s.tally.wins, s.tally.draws,
                 s.tally.losses, 100 * s.tally.score(),
                 protocol::format_elo(protocol::estimate_elo(s.tally)));
      fmt::print("ended: {}\n", endings(s.ends));
      return 0;
    }
    from = std::atoi(which.substr(0, dash).c_str());
    to = std::atoi(which.substr(dash + 1).c_str());
  }
  if (from < engine::kMinLevel || to > engine::kMaxLevel || from >= to) {
    std::fprintf(stderr, "levels '%s': give all or FROM-TO with %d <= FROM < TO <= %d\n",
                 which.c_str(), engine::kMinLevel, engine::kMaxLevel);
    return 2;
  }
  const int pairs = argc > 3 ? std::atoi(argv[3]) : 20;
  const std::uint64_t seed = argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 1;
  const int deep_pairs = argc > 5 ? std::atoi(argv[5]) : pairs;
  return ladder(variant, from, to, pairs, deep_pairs, seed);
}
