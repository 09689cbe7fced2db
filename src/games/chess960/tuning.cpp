#include "games/chess960/tuning.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <fstream>
#include <map>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "engine/nnue/training_data.hpp"
#include "engine/search.hpp"
#include "engine/texel.hpp"
#include "games/chess960/chess960.hpp"
#include "games/chess960/evaluate.hpp"
#include "games/chess960/start.hpp"

namespace menagerie::chess960 {

namespace {

using chess::Position;
using engine::texel::Labelled;

// Captures only, from the side to move: does any sequence of them raise the evaluation above
// `alpha`? (A null-window quiescence search around the static evaluation.)
int capture_search(const Position& s, int alpha, int beta, int depth) {
  int stand = evaluate(s);
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
  int stand = evaluate(s);
  return capture_search(s, stand, stand + 1, 12) <= stand;
}

// How a self-play game ended: 1 White won, 0 Black won, 0.5 drawn.
struct SelfPlay {
  double result = 0.5;
  std::vector<std::string> quiet_positions;
  std::vector<Position> quiet_states;  // the same positions, and their search scores (side to move)
  std::vector<int> quiet_scores;
  int plies = 0;
  std::string ending;
};

// Adjudication: a side whose score stays at or beyond kWinScore for kWinPlies plies has won; a game
// within kDrawScore for kDrawPlies plies after kDrawAfter plies, or longer than kMaxPlies, is a
// draw. These spare the generator long, decided endings without changing many labels.
constexpr int kWinScore = 1000, kWinPlies = 6;
constexpr int kDrawScore = 10, kDrawPlies = 16, kDrawAfter = 80, kMaxPlies = 400;

std::optional<SelfPlay> play_one(Rng& rng, const GenerateOptions& a,
                                 std::array<engine::Searcher<Chess960>, 2>& searchers) {
  Position pos = start_position(int(rng.below(960)));
  std::vector<std::uint64_t> history;
  const int low = a.min_random_plies, high = a.max_random_plies;
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
    if (!engine::is_mate_score(r.score) && quiet(pos)) {
      game.quiet_positions.push_back(chess::to_fen(pos));
      game.quiet_states.push_back(pos);
      game.quiet_scores.push_back(r.score);
    }

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

std::vector<double> flat(const Weights& w) {
  std::vector<double> v;
  for (const auto& pair : w.values) v.insert(v.end(), pair.begin(), pair.end());
  return v;
}

Weights rounded(const std::vector<double>& v) {
  Weights w{};
  for (int i = 0; i < Weights::kCount; ++i)
    for (int p = 0; p < 2; ++p) w.values[i][p] = int(std::lround(v[2 * i + p]));
  return w;
}

}  // namespace

void generate_training(const GenerateOptions& a, const Report& say) {
  if (a.games <= 0 && a.minutes <= 0)
    throw InputError(
        "generating needs a number of games or of minutes (or both) to know when to stop");
  if (a.nodes < 1) throw InputError("the nodes per move must be at least 1");
  if (a.min_random_plies < 0 || a.max_random_plies < a.min_random_plies)
    throw InputError(fmt::format("random plies {} {}: expected 0 <= MIN <= MAX", a.min_random_plies,
                                 a.max_random_plies));
  std::optional<engine::nnue::SampleWriter> samples;
  std::ofstream out;
  if (a.nnue) {
    samples.emplace(a.file, Chess960::kNnueInputs);
    if (samples->existing() > 0)
      say(fmt::format("continuing {}: it holds {} positions\n", a.file, samples->existing()));
  } else {
    out.open(a.file);
    if (!out) throw InputError("cannot write the training file '" + a.file + "'");
  }
  std::uint64_t seed = a.seed ? *a.seed : fresh_seed() & ((std::uint64_t(1) << 62) - 1);
  if (!a.nnue)
    out << fmt::format(
        "# menagerie tune --generate: Chess960 self-play, {} nodes a move, {}-{} random plies, "
        "seed "
        "{}\n",
        a.nodes, a.min_random_plies, a.max_random_plies, seed);
  say(fmt::format("generating into {}: {} nodes a move, seed {}\n", a.file, a.nodes, seed));

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
    if (samples) {
      for (std::size_t i = 0; i < g->quiet_states.size(); ++i) {
        const auto& s = g->quiet_states[i];
        int white = g->result == 1.0 ? 1 : g->result == 0.0 ? -1 : 0;
        samples->write(engine::nnue::sample_of<Chess960>(s, s.side, g->quiet_scores[i],
                                                         s.side == chess::kWhite ? white : -white));
      }
      samples->flush();
    } else {
      for (const auto& fen : g->quiet_positions)
        out << engine::texel::format_labelled(Labelled{fen, g->result}) << "\n";
      out << std::flush;
    }
    positions += g->quiet_positions.size();
    if (games % 25 == 0)
      say(fmt::format("{} games ({} skipped openings), {} positions, {:.1f} min; +{} ={} -{}\n",
                      games, skipped, positions, minutes(), results[1.0], results[0.5],
                      results[0.0]));
  }
  std::string ending_list;
  for (const auto& [why, n] : endings)
    ending_list += fmt::format("{}{} {}", ending_list.empty() ? "" : ", ", why, n);
  say(fmt::format(
      "done: {} games (White +{} ={} -{}), {} quiet positions in {:.1f} min, {} openings skipped\n",
      games, results[1.0], results[0.5], results[0.0], positions, minutes(), skipped));
  say("  endings: " + ending_list + "\n");
}

void fit_weights(const FitOptions& a, const Report& say) {
  const std::size_t width = 2 * Weights::kCount;
  const auto& names = Weights::names();
  std::vector<bool> frozen(width, false);
  for (const auto& name : a.freeze) {
    auto at = std::find(names.begin(), names.end(), name);
    if (at == names.end())
      throw InputError(
          fmt::format("no weight is called '{}' (the names: {})", name, fmt::join(names, ", ")));
    auto i = std::size_t(at - names.begin());
    frozen[2 * i] = frozen[2 * i + 1] = true;
  }
  std::ifstream in(a.file);
  if (!in) throw InputError("cannot read the training file '" + a.file + "'");
  auto lines = engine::texel::read_labelled(in, a.file);
  if (lines.empty()) throw InputError("the training file '" + a.file + "' holds no positions");

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
          fmt::format("{}: position {} ('{}'): {}", a.file, i + 1, lines[i].position, e.what()));
    }
    auto terms = weight_terms(pos);
    (i / 1000 % 10 == 9 ? check : train).add(terms, lines[i].result);
  }
  say(fmt::format("{} positions: {} to fit, {} held out\n", lines.size(), train.size(),
                  check.size()));

  const auto before = flat(default_weights());
  double k = a.k;
  if (k <= 0) {
    auto evals = train.evals(before);
    k = engine::texel::fit_k(evals, train.results());
  }
  say(fmt::format("K = {:.4f}\n", k));
  say(fmt::format("error before: fit {:.6f}, held out {:.6f}\n", train.error(before, k),
                  check.error(before, k)));

  engine::texel::AdamOptions o;
  o.frozen = frozen;
  o.epochs = a.epochs;
  o.rate = a.rate;
  o.report_every = std::max(1, a.epochs / 10);
  o.progress = [&](int epoch, double error) {
    say(fmt::format("  epoch {}: fit error {:.6f}\n", epoch, error));
  };
  auto fit = engine::texel::fit_weights(train, before, k, o);
  auto tuned = rounded(fit.weights);
  auto after = flat(tuned);
  say(fmt::format("error after (weights rounded): fit {:.6f}, held out {:.6f}\n",
                  train.error(after, k), check.error(after, k)));

  say(fmt::format("\n{:<20} {:>12} {:>12}\n", "weight", "before", "after"));
  for (int i = 0; i < Weights::kCount; ++i) {
    const auto& was = default_weights().values[i];
    const auto& now = tuned.values[i];
    say(fmt::format("{:<20} {:>5} {:>5}  {:>5} {:>5}\n", names[i], was[0], was[1], now[0], now[1]));
  }
  say("\nThe table for default_weights() in src/games/chess960/evaluate.cpp:\n");
  for (int i = 0; i < Weights::kCount; ++i)
    say(fmt::format("      {{{{{}, {}}}}},  // {}\n", tuned.values[i][0], tuned.values[i][1],
                    names[i]));
}

std::vector<std::string> weight_names() {
  const auto& names = Weights::names();
  return std::vector<std::string>(names.begin(), names.end());
}

}  // namespace menagerie::chess960
