// A search over a belief (engine/belief.hpp) that values finding things out (issue 27 §2).
//
// Determinized search (engine/pimc.hpp) searches each drawn world as if it were the truth: below
// the root it plans with secrets it will not know (strategy fusion), so waiting looks as good as
// asking: in every world it "will know" anyway. This search decides twice over the belief, the
// second time as the player really will, knowing only what it will have seen:
//
//   1. Every world of the belief (exact where the game lists its worlds, else drawn) is searched
//      once, scoring every root move (the best few exactly, MultiPV; the others get a bound), as
//      determinized search does. The few best moves, and the few best of those whose answer
//      splits the worlds (an informative move: the seat sees something that differs between
//      worlds), are the candidates.
//   2. Each candidate is played in every world; the opponent replies with its own best move in
//      that world (it may know more than this seat), and the worlds are grouped by what this seat
//      then sees (its observation). In each group the seat picks ONE next move, the best on
//      average over the group's worlds (each searched once more, MultiPV), not a different best
//      move per world. A candidate's value is the groups' values weighted by their probability.
//
// So a question whose answer splits the worlds is worth what knowing the answer lets the next move
// gain, and a quiet move that leaves the seat as unsure as before is valued as the seat will then
// play it. Strategy fusion remains below the second decision. Names no game.
//
// The same seed and observation give the same choice at fixed nodes (a fresh or cleared search).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/game.hpp"
#include "engine/belief.hpp"
#include "engine/pimc.hpp"
#include "engine/search.hpp"
#include "engine/world_filter.hpp"

namespace menagerie::engine {

struct BeliefLimits {
  std::size_t listed = 20000;  // the game lists its worlds when there are at most this many
  std::size_t worlds = 16;     // at most this many are searched (an exact set is thinned)
  int samples = 16;            // worlds drawn when they are not listed
  std::uint64_t nodes = 0;     // for the whole choice, shared as below; 0 = `depth` per search
  int depth = 0;               // each search's depth when `nodes` is 0
  std::int64_t movetime = 0;   // ms for the whole choice, shared as the nodes are; 0 = none
  int scored_moves = 4;        // root moves scored exactly per search (MultiPV)
  int candidates = 2;          // the best moves of the first decision searched again
  int informative = 2;         // and the best informative ones among the rest
  std::int64_t budget = 0;     // ms: no new search once spent (the last choice stands); 0 = none
  double first_share = 0.5;    // the share of the nodes (or time) the first decision gets
  // A move's value over several worlds: (1 - worst) * its weighted mean + worst * its minimum
  // (Reconnaissance Blind Chess bots blend the average and the worst case).
  double worst = 0;
  // Listed worlds weighted by the opponent's last move (engine/world_filter.hpp); its searches'
  // nodes come out of `nodes`. A temperature of 0 weighs every world the same.
  FilterLimits filter;
};

template <Determinized G>
class BeliefSearch {
 public:
  using State = typename G::State;
  using Move = typename G::Move;
  using Observation = typename G::Observation;
  using Choice = typename Pimc<G>::Choice;
  using Scored = typename Pimc<G>::Scored;

  explicit BeliefSearch(std::size_t hash_mb = 16) : searcher_(hash_mb) {}
  void set_hash(std::size_t mb) { searcher_.set_hash(mb); }
  void clear() {
    searcher_.clear();
    filter_.clear();
  }
  // How many of the last choice's moves (the first ones) were valued by the second decision.
  std::size_t decided() const { return decided_; }
  // Whether the last choice's worlds were weighted by the opponent's move (engine/world_filter.hpp).
  bool filtered() const { return filter_.linked(); }
  const WorldFilter<G>& filter() const { return filter_; }

  // `c.samples` is the number of worlds searched; `c.moves` holds the candidates (best first,
  // their second-decision value), then the other moves by their first-decision value.
  Choice choose(const Observation& seen, const BeliefLimits& given, Rng& rng,
                const std::atomic<bool>* stop = nullptr) {
    start_ = std::chrono::steady_clock::now();
    decided_ = 0;
    Choice c;
    Belief<G> belief;
    BeliefLimits limits = given;
    if constexpr (WorldsListed<G>) {
      if (given.filter.temperature > 0) {
        std::vector<State> all = G::worlds(seen, given.listed);
        if (!all.empty()) {
          std::uint64_t spent = 0;
          std::vector<double> w = filter_.weigh(all, seen, searcher_, given.filter, spent);
          belief = weighted_belief<G>(all, w, given.worlds, rng);
          c.nodes += spent;
          if (given.nodes) limits.nodes = given.nodes - std::min(spent, given.nodes / 2);
        }
      }
    }
    if (belief.worlds.empty())
      belief = believe<G>(seen, limits.listed, limits.samples, limits.worlds, rng);
    if (belief.worlds.empty()) return c;
    const State& first = belief.worlds.front().state;
    if (G::outcome(first).over()) return c;
    seat_ = G::to_move(first);
    c.sample = first;
    std::size_t n = belief.worlds.size();
    // `first_share` of the nodes for the first decision, the rest for the second: 2 searches per
    // candidate (the reply, and the next decision) in every world.
    std::size_t planned = std::size_t(std::max(1, limits.candidates + limits.informative));
    double share1 = std::clamp(limits.first_share, 0.05, 0.95), share2 = 1 - share1;
    Limits one, two;
    one.depth = two.depth = limits.depth;
    if (limits.nodes) {
      one.nodes =
          std::max<std::uint64_t>(1, std::uint64_t(double(limits.nodes) * share1 / double(n)));
      two.nodes = std::max<std::uint64_t>(
          1, std::uint64_t(double(limits.nodes) * share2 / double(n * 2 * planned)));
    }
    if (limits.movetime) {
      one.movetime =
          std::max<std::int64_t>(1, std::int64_t(double(limits.movetime) * share1 / double(n)));
      two.movetime = std::max<std::int64_t>(
          1, std::int64_t(double(limits.movetime) * share2 / double(n * 2 * planned)));
    }
    if (!one.depth && !one.nodes && !one.movetime) one.depth = two.depth = 3;

    // 1. The first decision, world by world.
    std::vector<Move> moves;              // every move seen in any world, in order of first sight
    std::vector<double> sum, seen_w;      // weighted value and weight per move
    std::vector<double> least;            // its lowest value in any world
    std::vector<bool> informs;            // its observation differs between worlds
    std::vector<Observation> after_seen;  // the observation after it in the first world with it
    for (std::size_t w = 0; w < n; ++w) {
      if (w > 0 && out_of_time(limits, stop)) {
        n = w;
        break;
      }
      const auto& world = belief.worlds[w];
      MovesOf<G> legal;
      G::generate(world.state, legal);
      std::vector<double> value =
          values(world.state, legal, one, limits.scored_moves, c.nodes, stop);
      for (std::size_t k = 0; k < legal.size(); ++k) {
        State after = world.state;
        G::play(after, legal[k]);
        Observation o = G::observe(after, seat_);
        std::size_t at = index_of(moves, legal[k]);
        if (at == sum.size()) {
          sum.push_back(0);
          seen_w.push_back(0);
          least.push_back(1);
          informs.push_back(false);
          after_seen.push_back(o);
        } else if (!(after_seen[at] == o)) {
          informs[at] = true;
        }
        sum[at] += world.weight * value[k];
        seen_w[at] += world.weight;
        least[at] = std::min(least[at], value[k]);
      }
    }
    c.samples = int(n);
    if (moves.empty()) return c;
    std::vector<Scored> table;
    for (std::size_t k = 0; k < moves.size(); ++k)
      table.push_back({moves[k], blend(sum[k] / seen_w[k], least[k], limits.worst), int(n)});
    std::vector<std::size_t> order(table.size());
    for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
      return table[a].expectancy > table[b].expectancy;
    });

    // The candidates: the best few, then the best few informative ones among the rest.
    std::vector<std::size_t> chosen;
    for (std::size_t i = 0; i < order.size() && int(chosen.size()) < limits.candidates; ++i)
      chosen.push_back(order[i]);
    int asked = 0;
    for (std::size_t i = 0; i < order.size() && asked < limits.informative; ++i)
      if (informs[order[i]] && std::find(chosen.begin(), chosen.end(), order[i]) == chosen.end()) {
        chosen.push_back(order[i]);
        ++asked;
      }

    // 2. The second decision, over the groups of worlds the seat will not tell apart.
    std::vector<Scored> second;
    if (chosen.size() > 1)
      for (std::size_t k : chosen) {
        auto v = second_decision(belief, n, moves[k], two, limits, c.nodes, stop);
        if (!v) break;
        second.push_back({moves[k], *v, int(n)});
      }
    if (second.size() == chosen.size()) {
      std::stable_sort(second.begin(), second.end(), [](const Scored& a, const Scored& b) {
        return a.expectancy > b.expectancy;
      });
      c.moves = second;
      decided_ = second.size();
    }
    // The rest (and every move when the second decision did not finish) by the first decision.
    for (std::size_t k : order)
      if (std::none_of(c.moves.begin(), c.moves.end(),
                       [&](const Scored& s) { return s.move == table[k].move; }))
        c.moves.push_back(table[k]);
    c.has_move = true;
    c.best = c.moves.front().move;
    filter_.chose(c.best);
    c.expectancy = c.moves.front().expectancy;
    return c;
  }

 private:
  // The value of `m` for the seat when its next move is chosen knowing only what it will see.
  // None when the time ran out first.
  std::optional<double> second_decision(const Belief<G>& belief, std::size_t n, const Move& m,
                                        const Limits& l, const BeliefLimits& limits,
                                        std::uint64_t& nodes, const std::atomic<bool>* stop) {
    int scored = limits.scored_moves;
    struct Group {
      Observation seen;
      double weight = 0;
      std::vector<Move> moves;
      std::vector<double> sum, weights, least;
      double over = 0;  // weighted value of the worlds where the game is over (or no move is left)
      double live = 0;  // the weight of the others
    };
    std::vector<Group> groups;
    double total = 0;
    for (std::size_t w = 0; w < n; ++w) {
      if (out_of_time(limits, stop)) return std::nullopt;
      const auto& world = belief.worlds[w];
      MovesOf<G> legal;
      G::generate(world.state, legal);
      if (std::find(legal.begin(), legal.end(), m) == legal.end()) continue;
      total += world.weight;
      State s = world.state;
      G::play(s, m);
      // The others move (each with its own best move in this world) until the seat is to move.
      for (int guard = 0; guard < 8 && !G::outcome(s).over() && G::to_move(s) != seat_; ++guard) {
        auto r = searcher_.search(s, {}, reply_limits(l), {}, stop);
        nodes += r.nodes;
        if (!r.has_move) break;
        G::play(s, r.best);
      }
      Observation o = G::observe(s, seat_);
      std::size_t g = 0;
      while (g < groups.size() && !(groups[g].seen == o)) ++g;
      if (g == groups.size()) {
        groups.emplace_back();
        groups.back().seen = o;
      }
      Group& group = groups[g];
      group.weight += world.weight;
      MovesOf<G> next;
      if (!G::outcome(s).over() && G::to_move(s) == seat_) G::generate(s, next);
      if (next.empty()) {
        group.over += world.weight * final_value(s);
        continue;
      }
      group.live += world.weight;
      std::vector<double> v = values(s, next, l, scored, nodes, stop);
      for (std::size_t k = 0; k < next.size(); ++k) {
        std::size_t at = index_of(group.moves, next[k]);
        if (at == group.sum.size()) {
          group.sum.push_back(0);
          group.weights.push_back(0);
          group.least.push_back(1);
        }
        group.sum[at] += world.weight * v[k];
        group.weights[at] += world.weight;
        group.least[at] = std::min(group.least[at], v[k]);
      }
    }
    if (total <= 0) return 0;
    double value = 0;
    for (const Group& g : groups) {
      // One move for the whole group: the best mean over the group's live worlds that have it.
      double best = 0;
      for (std::size_t k = 0; k < g.moves.size(); ++k)
        best = std::max(best, blend(g.sum[k] / g.weights[k], g.least[k], limits.worst));
      value += g.over + best * g.live;
    }
    return value / total;
  }

  static double blend(double mean, double least, double worst) {
    return worst > 0 ? (1 - worst) * mean + worst * least : mean;
  }

  // The opponent's reply is searched as deep as the seat's next decision.
  static Limits reply_limits(const Limits& l) {
    Limits r = l;
    r.multipv = 1;
    return r;
  }

  double final_value(const State& s) const {
    Outcome o = G::outcome(s);
    if (!o.over()) return 0.5;  // a seat with no move that the game did not end: call it even
    if (o.kind == Outcome::Kind::kDraw) return 0.5;
    return o.wins(seat_) ? 1.0 : 0.0;
  }

  bool out_of_time(const BeliefLimits& limits, const std::atomic<bool>* stop) const {
    if (stop && stop->load()) return true;
    if (limits.budget <= 0) return false;
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
                  std::chrono::steady_clock::now() - start_)
                  .count();
    return ms >= limits.budget;
  }

  static std::size_t index_of(std::vector<Move>& moves, const Move& m) {
    for (std::size_t k = 0; k < moves.size(); ++k)
      if (moves[k] == m) return k;
    moves.push_back(m);
    return moves.size() - 1;
  }

  // Every move's expected result at s for the side to move there (the seat): the MultiPV lines
  // score the best few exactly, the others the last line's bound. A move that ends the game is
  // valued by its result.
  std::vector<double> values(const State& s, const MovesOf<G>& moves, const Limits& l, int scored,
                             std::uint64_t& nodes, const std::atomic<bool>* stop) {
    std::vector<double> out(moves.size(), 0.5);
    if (moves.size() == 1) {
      State after = s;
      G::play(after, moves[0]);
      if (G::outcome(after).over()) out[0] = final_value(after);
      return out;
    }
    Limits multi = l;
    multi.multipv = std::clamp(scored, 1, int(moves.size()));
    auto result = searcher_.search(s, {}, multi, {}, stop);
    nodes += result.nodes;
    if (!result.has_move) return out;
    int floor = result.lines.empty() ? result.score : result.lines.back().score;
    std::vector<bool> done(moves.size(), false);
    for (const auto& line : result.lines)
      for (std::size_t k = 0; k < moves.size(); ++k)
        if (!line.pv.empty() && moves[k] == line.pv.front()) {
          out[k] = expectancy(line.score);
          done[k] = true;
        }
    if (result.lines.empty())
      for (std::size_t k = 0; k < moves.size(); ++k)
        if (moves[k] == result.best) {
          out[k] = expectancy(result.score);
          done[k] = true;
        }
    for (std::size_t k = 0; k < moves.size(); ++k)
      if (!done[k]) out[k] = expectancy(floor - 1);
    return out;
  }

  Searcher<G> searcher_;
  WorldFilter<G> filter_;
  Seat seat_ = 0;
  std::size_t decided_ = 0;
  std::chrono::steady_clock::time_point start_{};
};

}  // namespace menagerie::engine
