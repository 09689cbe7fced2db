// The strength of the computer player of a game with hidden information, measured in games: the
// full level against a random mover, against level 1, and against the same search given the
// opponent's secrets (a cheat, which shows how much the hidden information costs). Each pairing
// plays both colours from the start; long games are adjudicated drawn. Prints the match
// statistics (games, W/D/L, score, Elo ± 95%) and the honest player's time per move.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "catalog/determinized_engine.hpp"
#include "catalog/table.hpp"
#include "engine/levels.hpp"
#include "engine/search.hpp"
#include "protocol/elo.hpp"

namespace menagerie::bench {

template <class G>
struct Player {
  virtual ~Player() = default;
  virtual std::string name() const = 0;
  virtual std::string choose(const catalog::GameTable<G>& t, Rng& rng) = 0;
};

template <class G>
struct RandomPlayer final : Player<G> {
  std::string name() const override { return "random"; }
  std::string choose(const catalog::GameTable<G>& t, Rng& rng) override {
    auto legal = t.legal_moves();
    return legal[rng.below(legal.size())];
  }
};

// The honest computer: it is given its seat's observation only.
template <class G>
struct LevelPlayer final : Player<G> {
  // SEARCH (environment) sets the engine option `search` (determinized or belief).
  explicit LevelPlayer(int level) : level(level) {
    if (const char* search = std::getenv("SEARCH")) engine.set_option("search", search);
  }
  int level;
  catalog::DeterminizedEngine<G> engine;
  std::vector<double> ms;  // time per move
  std::string name() const override { return fmt::format("level {}", level); }
  std::string choose(const catalog::GameTable<G>& t, Rng& rng) override {
    auto start = std::chrono::steady_clock::now();
    auto best = engine.play_level(t.observation(t.to_move()), level, rng).best;
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                     .count());
    return best;
  }
};

// The same search reading the referee's State: every sample the honest player draws is the truth.
// Its budget is the full level's, all spent on that one State.
template <class G>
struct CheatingPlayer final : Player<G> {
  engine::Searcher<G> searcher{16};
  std::string name() const override { return "cheat (sees every secret)"; }
  std::string choose(const catalog::GameTable<G>& t, Rng&) override {
    engine::SampledLevel lv = engine::sampled_level(engine::kMaxLevel);
    engine::Limits l;
    l.depth = lv.depth;
    l.nodes = lv.nodes * std::uint64_t(lv.samples);
    const auto& s = t.game_record().state();
    auto r = searcher.search(s, {}, l);
    return G::move_text(s, r.best);
  }
};

inline double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, std::size_t(p * double(v.size())))];
}

// Plays `games` games (colours alternating) between a and b; returns a's tally. The first
// `random_plies` plies of each game are random (Masquerade's two set-up moves: random powers),
// the same for the two games of a pair, which swap colours.
template <class G>
protocol::Tally play_match(const typename G::State& start, Player<G>& a, Player<G>& b, int games,
                           int max_plies, std::uint64_t seed, int random_plies = 0) {
  protocol::Tally tally;
  RandomPlayer<G> random;
  for (int g = 0; g < games; ++g) {
    Rng rng(seed + std::uint64_t(random_plies ? g / 2 : g));
    catalog::GameTable<G> t(start);
    Seat a_seat = g % 2;
    int plies = 0;
    while (!t.outcome().over() && plies < max_plies) {
      Player<G>& p = plies < random_plies ? random : t.to_move() == a_seat ? a : b;
      t.play(p.choose(t, rng));
      ++plies;
    }
    Outcome o = t.outcome();
    double points = !o.over() || o.kind == Outcome::Kind::kDraw ? 0.5 : o.wins(a_seat) ? 1.0 : 0.0;
    tally.add(points);
    std::fprintf(stderr, "  game %d (%s as seat %d): %s after %d plies (%s)\n", g + 1,
                 a.name().c_str(), a_seat,
                 points == 1   ? "won"
                 : points == 0 ? "lost"
                               : "drawn",
                 plies, o.over() ? std::string(o.reason).c_str() : "adjudicated");
  }
  return tally;
}

inline void report(const std::string& what, const protocol::Tally& t) {
  auto e = protocol::estimate_elo(t);
  std::printf("%-40s games %3d  +%d =%d -%d  score %5.1f%%  Elo %s\n", what.c_str(), t.games(),
              t.wins, t.draws, t.losses, 100 * t.score(), protocol::format_elo(e).c_str());
  std::fflush(stdout);
}

// GAMES (environment) games per pairing, default `games`; ONLY one pairing.
template <class G>
int run_strength(const char* title, const typename G::State& start, int games, int max_plies) {
  if (const char* env = std::getenv("GAMES")) games = std::max(2, std::atoi(env));
  std::printf(
      "%s: the full level (%d) of the determinized search, %d games per pairing, "
      "adjudicated drawn after %d plies\n",
      title, engine::kMaxLevel, games, max_plies);
  LevelPlayer<G> full(engine::kMaxLevel);
  RandomPlayer<G> random;
  LevelPlayer<G> weak(1);
  CheatingPlayer<G> cheat;
  // ONLY=random, level1 or cheat plays that pairing alone.
  std::string only = std::getenv("ONLY") ? std::getenv("ONLY") : "";
  if (only.empty() || only == "random")
    report("level 8 vs random", play_match<G>(start, full, random, games, max_plies, 1000));
  if (only.empty() || only == "level1")
    report("level 8 vs level 1", play_match<G>(start, full, weak, games, max_plies, 2000));
  if (only.empty() || only == "cheat")
    report("level 8 vs cheat", play_match<G>(start, full, cheat, games, max_plies, 3000));
  std::printf("level 8 time per move: median %.0f ms, max %.0f ms over %zu moves\n",
              percentile(full.ms, 0.5), percentile(full.ms, 1.0), full.ms.size());
  return 0;
}

}  // namespace menagerie::bench
