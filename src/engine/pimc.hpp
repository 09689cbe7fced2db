// Determinized search (perfect-information Monte Carlo) for a game with hidden information: the
// computer player of a seat that sees only its observation. It draws full States consistent with
// the observation (engine/determinize.hpp, the game's G::sample), searches each one with the
// alpha-beta search as if everything were known, and plays the move that does best on average
// over the samples. Scores are averaged as expected results (0 loss .. 1 win, from a logistic of
// the centipawn score), so one sample's mate cannot outweigh every other sample. Names no game.
//
// The same seed and observation give the same choice at fixed depth or nodes: two referee States
// that a seat cannot tell apart give that seat the same observation, hence the same move.
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <vector>

#include "core/game.hpp"
#include "engine/search.hpp"

namespace menagerie::engine {

template <class G>
concept Determinized = SearchableRules<G> && Determinizable<G>;

struct PimcLimits {
  int samples = 8;       // States drawn from the observation
  Limits per_sample;     // the search of each sample (depth, nodes or movetime)
  int scored_moves = 4;  // root moves scored exactly per sample; the rest get the last one's bound
  std::int64_t budget = 0;  // ms for the whole choice: no new sample once spent; 0 = none
};

// Expected result from a centipawn score: 400 centipawns is about three wins to one.
inline double expectancy(int score) { return 1.0 / (1.0 + std::pow(10.0, -score / 400.0)); }
// And back, for reporting and for the levels' spread.
inline int centipawns(double expectancy) {
  double p = std::clamp(expectancy, 1e-6, 1 - 1e-6);
  return int(std::lround(400.0 * std::log10(p / (1 - p))));
}

template <Determinized G>
class Pimc {
 public:
  using State = typename G::State;
  using Move = typename G::Move;
  using Observation = typename G::Observation;

  struct Scored {
    Move move{};
    double expectancy = 0;  // mean over the samples that had this move
    int samples = 0;
  };
  struct Choice {
    bool has_move = false;
    Move best{};
    State sample{};  // one drawn State: the chosen move's text is written from it
    double expectancy = 0;
    int samples = 0;
    std::uint64_t nodes = 0;
    std::vector<Scored> moves;  // best first
  };

  explicit Pimc(std::size_t hash_mb = 16) : searcher_(hash_mb) {}
  void set_hash(std::size_t mb) { searcher_.set_hash(mb); }
  void clear() { searcher_.clear(); }

  Choice choose(const Observation& seen, const PimcLimits& limits, Rng& rng,
                const std::atomic<bool>* stop = nullptr) {
    auto start = std::chrono::steady_clock::now();
    Choice c;
    std::vector<double> sums;
    std::vector<Scored> table;
    for (int i = 0; i < std::max(1, limits.samples); ++i) {
      if (i > 0 && ((stop && stop->load()) || spent(start, limits.budget))) break;
      State s = G::sample(seen, rng);
      MovesOf<G> moves;
      G::generate(s, moves);
      if (moves.empty()) break;
      if (i == 0) c.sample = s;
      std::vector<double> value = score(s, moves, limits, c.nodes, stop);
      for (std::size_t k = 0; k < moves.size(); ++k) {
        std::size_t at = index_of(table, moves[k]);
        table[at].expectancy += value[k];
        ++table[at].samples;
      }
      ++c.samples;
      if (moves.size() == 1) break;  // nothing to choose: one look is enough
    }
    if (table.empty()) return c;
    for (auto& t : table) t.expectancy /= t.samples;
    // A move some samples lack (its legality hangs on a secret) counts only where it was seen:
    // rank by the mean, ties by first seen, which keeps the order deterministic.
    std::stable_sort(table.begin(), table.end(),
                     [](const Scored& a, const Scored& b) { return a.expectancy > b.expectancy; });
    c.has_move = true;
    c.best = table.front().move;
    c.expectancy = table.front().expectancy;
    c.moves = std::move(table);
    return c;
  }

 private:
  static bool spent(std::chrono::steady_clock::time_point start, std::int64_t budget) {
    if (budget <= 0) return false;
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                  std::chrono::steady_clock::now() - start)
                  .count();
    return ms >= budget;
  }

  static std::size_t index_of(std::vector<Scored>& table, const Move& m) {
    for (std::size_t k = 0; k < table.size(); ++k)
      if (table[k].move == m) return k;
    table.push_back({m, 0, 0});
    return table.size() - 1;
  }

  // Every root move's expected result for the side to move at s: the search's MultiPV lines
  // score the best few exactly; the others are at most as good as the last line.
  std::vector<double> score(const State& s, const MovesOf<G>& moves, const PimcLimits& limits,
                            std::uint64_t& nodes, const std::atomic<bool>* stop) {
    std::vector<double> out(moves.size(), 0.0);
    if (moves.size() == 1) return {0.5};
    Limits l = limits.per_sample;
    l.multipv = std::clamp(limits.scored_moves, 1, int(moves.size()));
    auto result = searcher_.search(s, {}, l, {}, stop);
    nodes += result.nodes;
    if (!result.has_move) return out;
    int floor = result.lines.empty() ? result.score : result.lines.back().score;
    std::vector<bool> scored(moves.size(), false);
    for (const auto& line : result.lines) {
      if (line.pv.empty()) continue;
      for (std::size_t k = 0; k < moves.size(); ++k)
        if (moves[k] == line.pv.front()) {
          out[k] = expectancy(line.score);
          scored[k] = true;
        }
    }
    if (result.lines.empty())
      for (std::size_t k = 0; k < moves.size(); ++k)
        if (moves[k] == result.best) {
          out[k] = expectancy(result.score);
          scored[k] = true;
        }
    for (std::size_t k = 0; k < moves.size(); ++k)
      if (!scored[k]) out[k] = expectancy(floor - 1);
    return out;
  }

  Searcher<G> searcher_;
};

}  // namespace menagerie::engine
