// menagerie tune: Texel tuning of the Chess960 evaluator in two steps.
//   --generate FILE  plays self-play games from random Chess960 starts (a few random plies first,
//                    for variety) at a fixed number of nodes per move, and writes every quiet
//                    position with the game's final result ("<FEN> [1.0]", engine/texel.hpp).
//   --tune FILE      fits the logistic scale K to the current weights, then the weights by Adam
//                    (engine/texel.hpp), and prints the new weight table for evaluate.cpp.
// A position is quiet when the side to move is not in check and no capture sequence raises the
// static evaluation (a quiescence search from it returns the evaluation itself): the tuner then
// fits what the evaluator sees, not a tactic in flight.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "cli/commands.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "engine/search.hpp"
#include "engine/texel.hpp"
#include "games/chess960/chess960.hpp"
#include "games/chess960/evaluate.hpp"
#include "games/chess960/start.hpp"

namespace menagerie::cli {

namespace {

using chess::Position;
using engine::texel::Labelled;

struct TuneArgs {
  std::string generate, tune;
  // Generation.
  int games = 0;       // 0: until the time runs out
  double minutes = 0;  // 0: until the games are played
  std::uint64_t nodes = 3000;
  std::vector<int> random_plies{4, 8};  // at least, at most
  std::optional<std::uint64_t> seed;
  // Fitting.
  int epochs = 3000;
  double rate = 1.0;
  double k = 0;                     // 0: fit it
  std::vector<std::string> freeze;  // weight names kept as they are
};

// Captures only, from the side to move: does any sequence of them raise the evaluation above
// `alpha`? (A null-window quiescence search around the static evaluation.)
int capture_search(const Position& s, int alpha, int beta, int depth) {
  int stand = chess960::evaluate(s);
  if (stand >= beta || depth == 0) return stand;
  alpha = std::max(alpha, stand);
  chess::MoveBuffer moves;
  chess::generate_legal(s, moves);
  int best = stand;
  for (auto m : moves) {
    if (!Chess960::is_tactical(s, m)) continue;
    Position child = s;
    chess::play(child, m);
    int score = -capture_search(child, -beta, -alpha, depth - 1);
    if (score > best) {
      best = score;
      if (score > alpha) alpha = score;
      if (alpha >= beta) break;
    }
  }
  return best;
}

bool quiet(const Position& s) {
  if (s.checkers()) return false;
  int stand = chess960::evaluate(s);
  return capture_search(s, stand, stand + 1, 12) <= stand;
}

// How a self-play game ended: 1 White won, 0 Black won, 0.5 drawn.
struct SelfPlay {
  double result = 0.5;
  std::vector<std::string> quiet_positions;
  int plies = 0;
  std::string ending;
};

// Adjudication: a side whose score stays at or beyond kWinScore for kWinPlies plies has won; a game
// within kDrawScore for kDrawPlies plies after kDrawAfter plies, or longer than kMaxPlies, is a
// draw. These spare the generator long, decided endings without changing many labels.
constexpr int kWinScore = 1000, kWinPlies = 6;
constexpr int kDrawScore = 10, kDrawPlies = 16, kDrawAfter = 80, kMaxPlies = 400;

std::optional<SelfPlay> play_one(Rng& rng, const TuneArgs& a,
                                 std::array<engine::Searcher<Chess960>, 2>& searchers) {
  Position pos = chess960::start_position(int(rng.below(960)));
  std::vector<std::uint64_t> history;
  const int low = a.random_plies[0], high = a.random_plies[1];
  int random_plies = low + int(rng.below(std::uint64_t(high - low + 1)));
  for (int i = 0; i < random_plies; ++i) {
    chess::MoveBuffer moves;
    chess::generate_legal(pos, moves);
    if (moves.empty()) return std::nullopt;
    history.push_back(pos.key);
    chess::play(pos, moves[rng.below(moves.size())]);
  }
  for (auto& s : searchers) s.clear();
  engine::Limits limits;
  limits.nodes = a.nodes;

  SelfPlay game;
  std::map<std::uint64_t, int> seen;
  for (auto k : history) ++seen[k];
  int win_run = 0, win_side = 0, draw_run = 0;
  for (int ply = 0;; ++ply) {
    if (++seen[pos.key] >= 3) {
      game.ending = "repetition";
      break;
    }
    Outcome o = chess::outcome(pos);
    if (o.over()) {
      game.result = o.kind == Outcome::Kind::kDraw ? 0.5 : o.winner == 0 ? 1.0 : 0.0;
      game.ending = std::string(o.reason);
      break;
    }
    if (ply >= kMaxPlies) {
      game.ending = "length";
      break;
    }
    auto r = searchers[pos.side].search(pos, history, limits);
    if (!r.has_move) break;
    int white_score = pos.side == chess::kWhite ? r.score : -r.score;
    // Openings made lopsided by the random plies teach little: skip the game.
    if (ply == 0 && std::abs(white_score) > 300) return std::nullopt;
    if (!engine::is_mate_score(r.score) && quiet(pos))
      game.quiet_positions.push_back(chess::to_fen(pos));

    int side = white_score > 0 ? 1 : -1;
    if (std::abs(white_score) >= kWinScore) {
      win_run = side == win_side ? win_run + 1 : 1;
      win_side = side;
    } else {
      win_run = 0;
    }
    draw_run = std::abs(white_score) <= kDrawScore ? draw_run + 1 : 0;
    if (win_run >= kWinPlies) {
      game.result = win_side > 0 ? 1.0 : 0.0;
      game.ending = "adjudicated win";
      break;
    }
    if (ply >= kDrawAfter && draw_run >= kDrawPlies) {
      game.ending = "adjudicated draw";
      break;
    }
    history.push_back(pos.key);
    chess::play(pos, r.best);
    game.plies = ply + 1;
  }
  return game;
}

int run_generate(const TuneArgs& a) {
  if (a.games <= 0 && a.minutes <= 0)
    throw InputError("--generate needs --games N or --minutes M (or both) to know when to stop");
  if (a.nodes < 1) throw InputError("--nodes must be at least 1");
  if (a.random_plies.size() != 2 || a.random_plies[0] < 0 || a.random_plies[1] < a.random_plies[0])
    throw InputError(fmt::format("--random-plies {}: expected two numbers MIN MAX, 0 <= MIN <= MAX",
                                 fmt::join(a.random_plies, " ")));
  std::ofstream out(a.generate);
  if (!out) throw InputError("cannot write the training file '" + a.generate + "'");
  std::uint64_t seed = a.seed ? *a.seed : fresh_seed() & ((std::uint64_t(1) << 62) - 1);
  out << fmt::format(
      "# menagerie tune --generate: Chess960 self-play, {} nodes a move, {}-{} random plies, seed "
      "{}\n",
      a.nodes, a.random_plies[0], a.random_plies[1], seed);
  fmt::print("generating into {}: {} nodes a move, seed {}\n", a.generate, a.nodes, seed);
  std::cout << std::flush;

  Rng rng(seed);
  std::array<engine::Searcher<Chess960>, 2> searchers{engine::Searcher<Chess960>(16),
                                                      engine::Searcher<Chess960>(16)};
  auto start = std::chrono::steady_clock::now();
  auto minutes = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() / 60;
  };
  int games = 0, skipped = 0;
  std::size_t positions = 0;
  std::map<double, int> results;
  std::map<std::string, int> endings;
  while ((a.games <= 0 || games < a.games) && (a.minutes <= 0 || minutes() < a.minutes)) {
    auto g = play_one(rng, a, searchers);
    if (!g) {
      ++skipped;
      continue;
    }
    ++games;
    ++results[g->result];
    ++endings[g->ending];
    for (const auto& fen : g->quiet_positions)
      out << engine::texel::format_labelled(Labelled{fen, g->result}) << "\n";
    out << std::flush;
    positions += g->quiet_positions.size();
    if (games % 25 == 0)
      fmt::print("{} games ({} skipped openings), {} positions, {:.1f} min; +{} ={} -{}\n", games,
                 skipped, positions, minutes(), results[1.0], results[0.5], results[0.0]);
    std::cout << std::flush;
  }
  std::string ending_list;
  for (const auto& [why, n] : endings)
    ending_list += fmt::format("{}{} {}", ending_list.empty() ? "" : ", ", why, n);
  fmt::print(
      "done: {} games (White +{} ={} -{}), {} quiet positions in {:.1f} min, {} openings skipped\n"
      "  endings: {}\n",
      games, results[1.0], results[0.5], results[0.0], positions, minutes(), skipped, ending_list);
  return 0;
}

int run_tune(const TuneArgs& a) {
  const std::size_t width = chess960::Weights::kFlatCount;
  const auto& names = chess960::Weights::names();
  std::vector<bool> frozen(width, false);
  for (const auto& name : a.freeze) {
    auto i = chess960::Weights::find(name);
    if (!i)
      throw InputError(fmt::format("--freeze: no weight is called '{}' (the names: {})", name,
                                   fmt::join(names, ", ")));
    frozen[2 * *i] = frozen[2 * *i + 1] = true;
  }
  std::ifstream in(a.tune);
  if (!in) throw InputError("cannot read the training file '" + a.tune + "'");
  auto lines = engine::texel::read_labelled(in, a.tune);
  if (lines.empty()) throw InputError("the training file '" + a.tune + "' holds no positions");

  // Every tenth block of 1000 lines is held out to check that the fit generalises. Blocks, not
  // single lines: a game's positions stand together in the file and share its result, so a
  // held-out line next to its fitted neighbours would flatter the fit.
  engine::texel::Dataset train(width), check(width);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    Position pos;
    try {
      pos = chess::parse_fen(lines[i].position);
    } catch (const InputError& e) {
      throw InputError(
          fmt::format("{}: position {} ('{}'): {}", a.tune, i + 1, lines[i].position, e.what()));
    }
    auto terms = chess960::weight_terms(pos);
    (i / 1000 % 10 == 9 ? check : train).add(terms, lines[i].result);
  }
  fmt::print("{} positions: {} to fit, {} held out\n", lines.size(), train.size(), check.size());

  const auto before = chess960::default_weights().flat();
  double k = a.k;
  if (k <= 0) {
    auto evals = train.evals(before);
    k = engine::texel::fit_k(evals, train.results());
  }
  fmt::print("K = {:.4f}\n", k);
  fmt::print("error before: fit {:.6f}, held out {:.6f}\n", train.error(before, k),
             check.error(before, k));
  std::cout << std::flush;

  engine::texel::AdamOptions o;
  o.frozen = frozen;
  o.epochs = a.epochs;
  o.rate = a.rate;
  o.report_every = std::max(1, a.epochs / 10);
  o.progress = [&](int epoch, double error) {
    fmt::print("  epoch {}: fit error {:.6f}\n", epoch, error);
    std::cout << std::flush;
  };
  auto fit = engine::texel::fit_weights(train, before, k, o);
  auto tuned = chess960::Weights::from_flat(fit.weights);
  auto after = tuned.flat();
  fmt::print("error after (weights rounded): fit {:.6f}, held out {:.6f}\n", train.error(after, k),
             check.error(after, k));

  fmt::print("\n{:<20} {:>12} {:>12}\n", "weight", "before", "after");
  for (int i = 0; i < chess960::Weights::kCount; ++i) {
    const auto& was = chess960::default_weights().values[i];
    const auto& now = tuned.values[i];
    fmt::print("{:<20} {:>5} {:>5}  {:>5} {:>5}\n", names[i], was[0], was[1], now[0], now[1]);
  }
  fmt::print("\nThe table for default_weights() in src/games/chess960/evaluate.cpp:\n");
  for (int i = 0; i < chess960::Weights::kCount; ++i)
    fmt::print("      {{{{{}, {}}}}},  // {}\n", tuned.values[i][0], tuned.values[i][1], names[i]);
  return 0;
}

}  // namespace

void add_tune(CLI::App& app) {
  auto args = std::make_shared<TuneArgs>();
  auto* cmd = app.add_subcommand(
      "tune", "Texel tuning of the Chess960 evaluator: generate labelled positions, then fit");
  auto* gen = cmd->add_option("--generate", args->generate,
                              "Write quiet self-play positions with their game results here");
  auto* fit = cmd->add_option("--tune", args->tune,
                              "Fit the evaluator's weights to this file and print the new table");
  gen->excludes(fit);
  cmd->add_option("--games", args->games, "Generation: games to play (0: no limit)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--minutes", args->minutes, "Generation: stop after this many minutes")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--nodes", args->nodes, "Generation: search nodes per move")
      ->capture_default_str();
  cmd->add_option("--random-plies", args->random_plies,
                  "Generation: MIN MAX random plies played before the engines take over")
      ->expected(2)
      ->capture_default_str();
  cmd->add_option("--seed", args->seed, "Generation: seed (default: fresh)");
  cmd->add_option("--epochs", args->epochs, "Fitting: Adam epochs")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--rate", args->rate, "Fitting: Adam step size in centipawns")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_option("--freeze", args->freeze,
                  "Fitting: weights to keep as they are, by name (e.g. pawn knight)")
      ->expected(1, 24);
  cmd->add_option("--k", args->k, "Fitting: the logistic scale K (default: fitted)")
      ->check(CLI::NonNegativeNumber);
  cmd->callback([args] {
    if (args->generate.empty() == args->tune.empty())
      throw InputError("give one of --generate FILE or --tune FILE");
    int code = args->generate.empty() ? run_tune(*args) : run_generate(*args);
    if (code) throw CLI::RuntimeError(code);
  });
}

}  // namespace menagerie::cli
