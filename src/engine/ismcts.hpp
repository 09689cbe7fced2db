// Information-set Monte Carlo tree search (issue 27 §2): a search over what one seat will know,
// after single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012). Names no game.
//
// Determinized search (engine/pimc.hpp) searches each drawn world as if it were the truth, so
// below the root it plans with secrets it will not know (strategy fusion): a question is worth
// nothing, since every world "will know" its answer anyway. Here one tree is shared by every
// world. Each iteration draws one world consistent with the seat's observation (the exact list
// where the game gives one and it is small, engine/belief.hpp, else G::sample) and walks the tree
// in it: at each node, among the moves legal in that world, the one with the best upper bound
// (UCB1: mean result for the side that moves there + exploration · sqrt(ln(times it was
// available) / visits)); an untried move is expanded first. A move leads to a child per thing the
// seat then sees (its observation), so a question's "yes" and "no" are two nodes and the next
// decision below each is made knowing only the answer, the same decision in every world that gave
// it. The walk ends at a new node; its value is a short alpha-beta search of that world (or the
// game's evaluation), as an expected result, backed up the path.
//
// A node is the seat's information set, not the opponent's: the opponent below the root chooses
// in each world knowing it (as the cheat would), which is the single observer's simplification.
//
// Nodes: every move played in the tree counts one, and every node of the leaf searches counts,
// so a budget of nodes buys what the same budget buys determinized search. The same seed and
// observation give the same choice at fixed nodes (a fresh or cleared search).
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "core/game.hpp"
#include "engine/belief.hpp"
#include "engine/pimc.hpp"
#include "engine/search.hpp"

namespace menagerie::engine {

struct IsmctsLimits {
  std::uint64_t nodes = 0;    // the whole choice: tree moves and leaf searches; 0 = none
  int iterations = 0;         // at most this many walks; 0 = none (a node or time limit decides)
  std::int64_t movetime = 0;  // ms for the whole choice; 0 = none
  // Each leaf's alpha-beta depth; 0: quiescence alone (the evaluation plus what the side to move
  // wins at once by captures); -1: the game's evaluation alone.
  int leaf_depth = 0;
  // The leaf depth of the root's moves (a walk that ends one move down): a deeper look where it
  // is paid once per move and answer. -2 (the default): as leaf_depth; -1, 0, 1..: as there.
  int root_leaf_depth = -2;
  std::uint64_t leaf_nodes = 2000;  // each leaf search stops after this many nodes (0 = none)
  double exploration = 0.7;         // UCB1's constant, on results from 0 (loss) to 1 (win)
  // Implicit minimax backups (Lanctot, Winands, Pepels and Sturtevant, 2014): a move's value in
  // UCB is (1 - minimax) * its mean result + minimax * the minimax of the leaf values below it
  // (an average over the answers the seat may see, the best move at each decision). 0 = off.
  double minimax = 0;
  std::size_t listed = 20000;  // the game lists its worlds when there are at most this many
};

template <Determinized G>
class Ismcts {
 public:
  using State = typename G::State;
  using Move = typename G::Move;
  using Observation = typename G::Observation;
  using Choice = typename Pimc<G>::Choice;
  using Scored = typename Pimc<G>::Scored;

  static constexpr int kDefaultWalks = 1000;

  explicit Ismcts(std::size_t hash_mb = 16) : searcher_(hash_mb) {}
  void set_hash(std::size_t mb) { searcher_.set_hash(mb); }
  void clear() { searcher_.clear(); }

  // `c.samples` is the number of iterations; `c.moves` the root's moves, most visited first, each
  // with its mean result and `samples` its visits. At least one iteration runs.
  Choice choose(const Observation& seen, const IsmctsLimits& limits, Rng& rng,
                const std::atomic<bool>* stop = nullptr) {
    auto start = std::chrono::steady_clock::now();
    Choice c;
    std::vector<State> listed;
    if constexpr (WorldsListed<G>) listed = G::worlds(seen, limits.listed);
    c.sample = listed.empty() ? G::sample(seen, rng) : listed.front();
    if (G::outcome(c.sample).over()) return c;
    seat_ = G::to_move(c.sample);
    nodes_.assign(1, Node{});
    // Without any limit (no nodes, walks, time or stop flag) it would never stop: 1,000 walks.
    int walks = limits.iterations;
    if (walks <= 0 && !limits.nodes && limits.movetime <= 0 && !stop) walks = kDefaultWalks;
    for (int i = 0; walks <= 0 || i < walks; ++i) {
      if (i > 0) {
        if (limits.nodes && c.nodes >= limits.nodes) break;
        if (stop && stop->load()) break;
        if (limits.movetime > 0 && elapsed_ms(start) >= limits.movetime) break;
      }
      State world = listed.empty() ? G::sample(seen, rng) : listed[rng.below(listed.size())];
      std::uint64_t left = limits.nodes ? limits.nodes - std::min(limits.nodes, c.nodes) : 0;
      c.nodes += iterate(world, limits, left, rng);
      ++c.samples;
    }
    const Node& root = nodes_.front();
    for (const Edge& e : root.edges)
      if (e.visits > 0) c.moves.push_back({e.move, e.total / e.visits, e.visits});
    if (c.moves.empty()) return c;
    // The most visited move (the robust child), ties by the mean, then by first tried.
    std::stable_sort(c.moves.begin(), c.moves.end(), [](const Scored& a, const Scored& b) {
      return a.samples != b.samples ? a.samples > b.samples : a.expectancy > b.expectancy;
    });
    c.has_move = true;
    c.best = c.moves.front().move;
    c.expectancy = c.moves.front().expectancy;
    return c;
  }

 private:
  // What the seat sees: the observation itself where it can be compared, else its text.
  static constexpr bool kComparable = std::equality_comparable<Observation>;
  using Seen = std::conditional_t<kComparable, Observation, std::string>;

  struct Edge {
    Move move{};
    double total = 0;  // results for the side that plays the move
    int visits = 0;
    int available = 0;      // walks through this node in a world where the move was legal
    double implicit = 0.5;  // the minimax of the leaf values below, for the seat
    // (what the seat sees after it, node index): one child per observation
    std::vector<std::pair<Seen, std::size_t>> children;
  };
  struct Node {
    std::vector<Edge> edges;
    int visits = 0;
    double value = 0.5;       // the minimax of the leaf values below (or its own), for the seat
    bool seat_moves = false;  // the seat's side chooses here
  };
  struct Step {
    std::size_t node, edge;
    bool seat_side;  // the move's player is on the seat's side
  };

  static std::int64_t elapsed_ms(std::chrono::steady_clock::time_point start) {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() -
                                                                 start)
        .count();
  }

  bool seat_side(const State& s, Seat mover) const {
    return team_of<G>(s, mover) == team_of<G>(s, seat_);
  }

  // What the seat sees at s: the children of one move are told apart by it.
  Seen seen_at(const State& s) const {
    if constexpr (kComparable)
      return G::observe(s, seat_);
    else
      return G::observation_text(G::observe(s, seat_));
  }

  // One walk in `world`: select, expand, evaluate, back up. The nodes it spent.
  std::uint64_t iterate(State s, const IsmctsLimits& limits, std::uint64_t left, Rng& rng) {
    std::uint64_t spent = 0;
    std::vector<Step> path;
    std::size_t at = 0;
    bool expanded = false;
    while (!expanded && !G::outcome(s).over()) {
      Seat mover = G::to_move(s);
      if (mover == kChance) break;
      MovesOf<G> moves;
      G::generate(s, moves);
      if (moves.empty()) break;
      nodes_[at].seat_moves = seat_side(s, mover);
      std::size_t pick = select(at, moves, rng, limits);
      path.push_back({at, pick, seat_side(s, mover)});
      G::play(s, nodes_[at].edges[pick].move);
      ++spent;
      Seen key = seen_at(s);
      std::size_t next = 0;
      for (const auto& [k, child] : nodes_[at].edges[pick].children)
        if (k == key) next = child;
      if (next == 0) {
        next = nodes_.size();
        nodes_[at].edges[pick].children.push_back({key, next});
        nodes_.push_back(Node{});
        expanded = true;  // a new move, or a new answer to one
      }
      at = next;
    }
    int depth = path.size() == 1 && limits.root_leaf_depth > -2 ? limits.root_leaf_depth
                                                                : limits.leaf_depth;
    double value = leaf_value(s, limits, depth, left > spent ? left - spent : 1, spent);
    Node& leaf = nodes_[at];
    ++leaf.visits;
    bool decided = false;
    for (const Edge& e : leaf.edges) decided = decided || e.visits > 0;
    // A node with no move tried below it (new, or the game over there) is worth the mean of its
    // leaf values: one walk's world is not the others'.
    if (!decided) leaf.value += (value - leaf.value) / leaf.visits;
    for (auto step = path.rbegin(); step != path.rend(); ++step) {
      Edge& e = nodes_[step->node].edges[step->edge];
      e.total += step->seat_side ? value : 1 - value;
      ++e.visits;
      double sum = 0, weight = 0;
      for (const auto& child : e.children) {
        const Node& n = nodes_[child.second];
        sum += n.visits * n.value;
        weight += n.visits;
      }
      if (weight > 0) e.implicit = sum / weight;
      Node& parent = nodes_[step->node];
      ++parent.visits;
      double best = parent.seat_moves ? 0.0 : 1.0;
      for (const Edge& x : parent.edges)
        if (x.visits > 0)
          best = parent.seat_moves ? std::max(best, x.implicit) : std::min(best, x.implicit);
      parent.value = best;
    }
    return spent;
  }

  // The edge to follow among `moves` (those legal in this world): an untried one at random, else
  // the best upper bound for the side to move. Counts each legal edge as available.
  std::size_t select(std::size_t at, const MovesOf<G>& moves, Rng& rng,
                     const IsmctsLimits& limits) {
    std::vector<std::size_t> legal, untried;
    for (const Move& m : moves) {
      auto& edges = nodes_[at].edges;
      std::size_t k = 0;
      while (k < edges.size() && !(edges[k].move == m)) ++k;
      if (k == edges.size()) {
        edges.emplace_back();
        edges.back().move = m;
      }
      ++edges[k].available;
      legal.push_back(k);
      if (edges[k].visits == 0) untried.push_back(k);
    }
    if (!untried.empty()) return untried[rng.below(untried.size())];
    const auto& edges = nodes_[at].edges;
    bool seat_moves = nodes_[at].seat_moves;
    double a = std::clamp(limits.minimax, 0.0, 1.0);
    std::size_t best = legal.front();
    double best_bound = -1;
    for (std::size_t k : legal) {
      const Edge& e = edges[k];
      double implicit = seat_moves ? e.implicit : 1 - e.implicit;
      double bound =
          (1 - a) * e.total / e.visits + a * implicit +
          limits.exploration * std::sqrt(std::log(double(e.available)) / double(e.visits));
      if (bound > best_bound) {
        best_bound = bound;
        best = k;
      }
    }
    return best;
  }

  // The expected result for the seat at the walk's end: the game's result where it is over, else
  // a short search's (or the evaluation's) score for the side to move, turned around as needed.
  double leaf_value(const State& s, const IsmctsLimits& limits, int depth, std::uint64_t left,
                    std::uint64_t& spent) {
    Outcome o = G::outcome(s);
    if (o.over()) {
      SeatResult r = o.result(seat_);
      return r == SeatResult::kWin ? 1.0 : r == SeatResult::kDraw ? 0.5 : 0.0;
    }
    Seat mover = G::to_move(s);
    if (mover == kChance) return 0.5;
    int score = G::evaluate(s);
    std::uint64_t cap = limits.leaf_nodes;
    if (limits.nodes) cap = cap ? std::min(cap, left) : left;
    if (depth > 0) {
      Limits l;
      l.depth = depth;
      l.nodes = cap;
      auto r = searcher_.search(s, {}, l);
      spent += r.nodes;
      if (r.has_move && r.depth > 0) score = r.score;
    } else if (depth == 0) {
      auto gain = searcher_.capture_gain(s, kMateBound - 1 - std::abs(score), cap);
      spent += gain.nodes;
      score += gain.centipawns;
    }
    double v = expectancy(score);
    return seat_side(s, mover) ? v : 1 - v;
  }

  Searcher<G> searcher_;
  std::vector<Node> nodes_;
  Seat seat_ = 0;
};

}  // namespace menagerie::engine
