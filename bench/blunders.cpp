// Blunder rate per level: how often a level's move loses a lot at once. A level plays games
// against itself from varied starts (a random Chess960 back rank, then a few random plies; the
// first 20 plies of each game are judged), as the
// server plays it (the catalog's engine and Engine::play_level, given the seat's observation).
// Every move it plays is judged by a strong search of fixed nodes on the referee's position
// before it (so the verdict does not depend on the machine's load): the move's loss is the best
// move's score less the played move's (the same search of the position after it), scores capped
// at +-1000 so that choosing among won or lost lines is not counted. A blunder loses >= 300
// centipawns. A hidden game's moves are judged on the true position, which the mover does not
// see: part of what is counted there was bad luck, not a blunder. WORLDS=K judges a hidden game's
// move instead in K worlds drawn from the mover's observation (the mean loss over them), on what its
// player could know.
//
// Usage: bench_blunders GAME LEVELS [MOVES] [JUDGE_NODES] [SEED]
//   GAME: chess960, half-alice, crowded-house, power-chess, chessence-winslow or zombie; LEVELS: e.g. 2,4,6; MOVES: judged moves
//   per level (default 400); JUDGE_NODES: the judge's nodes per search (default 150000).
// VERBOSE=1 prints every blunder (position, move, loss).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "catalog/table.hpp"
#include "catalog/variant.hpp"
#include "core/rng.hpp"
#include "engine/levels.hpp"
#include "engine/search.hpp"
#include "games/chess960/chess960.hpp"
#include "games/chessence_winslow/chessence_winslow.hpp"
#include "games/crowded_house/crowded_house.hpp"
#include "games/half_alice/half_alice.hpp"
#include "games/power_chess/power_chess.hpp"
#include "games/zombie/zombie.hpp"

using namespace menagerie;

namespace {

constexpr int kCap = 1000;
constexpr int kBlunder = 300;
constexpr int kRandomPlies = 4;
// Judged plies per game: short games give many starts, so that the moves are closer to independent
// draws (one lost position can hold a run of bad moves) and the interval means something.
constexpr int kMaxPlies = 20;

int capped(int score) { return std::clamp(score, -kCap, kCap); }

// The strong fixed search that judges a move on the referee's position.
template <class G>
class Judge {
 public:
  Judge(std::uint64_t nodes, int worlds) : nodes_(nodes), worlds_(worlds) {}
  void new_game() { searcher_.clear(); }

  // What `m` loses at the record's current position, in centipawns (0 when it is the best move).
  // With `worlds` > 0 in a game of hidden information, the mean of what it loses in that many
  // worlds drawn from the mover's own observation (G::sample): the move judged on what its player
  // could know, so that a secret that happened to punish it is not counted as its fault.
  int loss(const Record<G>& record, const typename G::Move& m) {
    const auto& before = record.state();
    std::vector<std::uint64_t> history;
    for (std::size_t i = 0; i < record.ply(); ++i) history.push_back(G::hash(record.state_at(i)));
    if constexpr (Determinizable<G>) {
      if (worlds_ > 0) {
        auto seen = G::observe(before, G::to_move(before));
        Rng rng(G::hash(before));
        int sum = 0, n = 0;
        for (int k = 0; k < worlds_; ++k) {
          auto world = G::sample(seen, rng);
          if (!legal(world, m)) continue;  // the world is not one the mover's move fits
          sum += loss_in(world, {}, m);
          ++n;
        }
        if (n > 0) return sum / n;
      }
    }
    return loss_in(before, history, m);
  }

 private:
  static bool legal(const typename G::State& s, const typename G::Move& m) {
    MovesOf<G> moves;
    G::generate(s, moves);
    return moves.contains(m);
  }

  int loss_in(const typename G::State& before, std::vector<std::uint64_t> history,
              const typename G::Move& m) {
    engine::Limits l;
    l.nodes = nodes_;
    auto best = searcher_.search(before, history, l);
    if (!best.has_move || best.best == m) return 0;
    auto after = before;
    G::play(after, m);
    const int team = team_of<G>(before, G::to_move(before));
    int played;
    Outcome o = G::outcome(after);
    if (o.over()) {
      played = o.kind == Outcome::Kind::kDraw ? 0 : o.wins(G::to_move(before)) ? kCap : -kCap;
    } else {
      history.push_back(G::hash(before));
      auto r = searcher_.search(after, history, l);
      bool same = team_of<G>(after, G::to_move(after)) == team;
      played = same ? r.score : -r.score;
    }
    return std::max(0, capped(best.score) - capped(played));
  }

  engine::Searcher<G> searcher_{16};
  std::uint64_t nodes_;
  int worlds_;
};

struct Tally {
  int moves = 0, blunders = 0, games = 0;
  std::vector<double> ms;
  long long loss_sum = 0;
};

// Wilson's 95% interval of a proportion.
std::pair<double, double> wilson(int k, int n) {
  if (n == 0) return {0, 1};
  const double z = 1.96, p = double(k) / n;
  double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  double half = z * std::sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / (1 + z * z / n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, std::size_t(p * double(v.size())))];
}

// The level's own lines at the position (for VERBOSE=1 EXPLAIN=1): what it thought of its move.
void explain(catalog::Engine& player, const catalog::Table& table, int level) {
  std::vector<engine::Info> lines;
  player.think(
      table.observation(table.to_move()), player.level_limits(level),
      [&](const engine::Info& i) {
        if (i.multipv == 1) lines.clear();
        lines.push_back(i);
      },
      nullptr);
  for (const auto& l : lines)
    fmt::print(stderr, "      line {} depth {} score {} pv {}\n", l.multipv, l.depth, l.score,
               fmt::join(l.pv, " "));
}

template <class G>
Tally run_level(const std::string& game, int level, int moves, std::uint64_t judge_nodes,
                std::uint64_t seed, bool verbose) {
  const catalog::Variant& variant = catalog::find(game);
  auto player = variant.make_engine();
  const char* worlds = std::getenv("WORLDS");
  Judge<G> judge(judge_nodes, worlds ? std::atoi(worlds) : 0);
  Tally tally;
  for (int g = 0; tally.moves < moves; ++g) {
    Rng rng(seed * 1000003 + std::uint64_t(g));
    catalog::json options = catalog::json::object();
    if (game == "chess960") options = {{"sp", int(rng.below(960))}};
    auto table = variant.create(options);
    auto& typed = dynamic_cast<catalog::GameTable<G>&>(*table);
    player->new_game();
    judge.new_game();
    ++tally.games;
    for (int i = 0; i < kRandomPlies && !table->outcome().over(); ++i) {
      auto legal = table->legal_moves();
      table->play(legal[rng.below(legal.size())]);
    }
    for (int ply = 0; ply < kMaxPlies && !table->outcome().over() && tally.moves < moves; ++ply) {
      auto t0 = std::chrono::steady_clock::now();
      std::string text = player->play_level(table->observation(table->to_move()), level, rng).best;
      tally.ms.push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
      const auto& record = typed.game_record();
      auto m = G::parse_move(record.state(), text);
      int loss = judge.loss(record, m);
      ++tally.moves;
      tally.loss_sum += loss;
      if (loss >= kBlunder) {
        ++tally.blunders;
        if (verbose)
          fmt::print(stderr, "  level {} game {} ply {}: {} plays {} and loses {}\n", level, g,
                     record.ply(), table->position(kSpectator), text, loss);
        if (std::getenv("EXPLAIN")) explain(*player, *table, level);
      }
      table->play(text);
    }
  }
  return tally;
}

template <class G>
int run(const std::string& game, const std::vector<int>& levels, int moves,
        std::uint64_t judge_nodes, std::uint64_t seed) {
  bool verbose = std::getenv("VERBOSE") && std::string(std::getenv("VERBOSE")) == "1";
  fmt::print(
      "{}: each level against itself, {} judged moves per level, judge {} nodes, "
      "blunder = loses >= {} cp (scores capped at +-{}), seed {}\n",
      game, moves, judge_nodes, kBlunder, kCap, seed);
  fmt::print("{:>5} {:>5} {:>6} {:>8} {:>8} {:>17} {:>9} {:>10} {:>10}\n", "level", "games",
             "moves", "blunders", "rate", "95% interval", "mean loss", "median ms", "max ms");
  for (int level : levels) {
    Tally t = run_level<G>(game, level, moves, judge_nodes, seed, verbose);
    auto [lo, hi] = wilson(t.blunders, t.moves);
    fmt::print(
        "{:>5} {:>5} {:>6} {:>8} {:>7.2f}% {:>7.2f}% - {:>5.2f}% {:>9.1f} {:>10.0f} {:>10.0f}\n",
        level, t.games, t.moves, t.blunders, 100.0 * t.blunders / t.moves, 100 * lo, 100 * hi,
        double(t.loss_sum) / t.moves, percentile(t.ms, 0.5), percentile(t.ms, 1.0));
    std::fflush(stdout);
  }
  return 0;
}

std::vector<int> parse_levels(const std::string& text) {
  std::vector<int> out;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t comma = text.find(',', at);
    if (comma == std::string::npos) comma = text.size();
    out.push_back(std::atoi(text.substr(at, comma - at).c_str()));
    at = comma + 1;
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr,
                 "usage: bench_blunders GAME LEVELS [MOVES] [JUDGE_NODES] [SEED]\n"
                 "  GAME: chess960, half-alice, crowded-house, power-chess, chessence-winslow or "
                 "zombie; LEVELS: e.g. 2,4,6\n");
    return 2;
  }
  std::string game = argv[1];
  std::vector<int> levels = parse_levels(argv[2]);
  int moves = argc > 3 ? std::atoi(argv[3]) : 400;
  std::uint64_t nodes = argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 150000;
  std::uint64_t seed = argc > 5 ? std::strtoull(argv[5], nullptr, 10) : 1;
  if (game == "chess960") return run<Chess960>(game, levels, moves, nodes, seed);
  if (game == "half-alice") return run<HalfAlice>(game, levels, moves, nodes, seed);
  if (game == "crowded-house")
    return run<crowded_house::CrowdedHouse>(game, levels, moves, nodes, seed);
  if (game == "power-chess") return run<power_chess::PowerChess>(game, levels, moves, nodes, seed);
  if (game == "chessence-winslow")
    return run<chessence_winslow::ChessenceWinslow>(game, levels, moves, nodes, seed);
  if (game == "zombie") return run<Zombie>(game, levels, moves, nodes, seed);
  std::fprintf(stderr,
               "unknown game '%s': chess960, half-alice, crowded-house, power-chess, "
               "chessence-winslow or zombie\n",
               game.c_str());
  return 2;
}
