// Masquerade Chess: the belief search (engine/belief_search.hpp) against determinized search
// (engine/pimc.hpp), both honest (each given its seat's observation only) and at the same fixed
// nodes per move, so the figures do not depend on the machine's load (issue 27 §2). And the
// cheat (the same alpha-beta reading the referee's State, the same nodes) against that same
// determinized player, to say what share of the cheat's score the honest belief player reaches.
// Each pair of games starts from the same random set-up (both players' powers at random), colours
// swapped.
//
//   bench_masquerade_belief NODES GAMES [MAX_PLIES] [SEED] [--first SHARE] [--worst W]
//                           [--worlds N] [--likely CP] [--floor F] [--from GAME]
// [--pimc-nodes N] (ONLY=belief|cheat|pimc); --pimc-nodes gives the belief pairing's determinized
// player its own nodes (a search with fewer than 64,000 nodes now stops at its limit; before, at
// the next multiple of 1,024, and the belief search's many small searches spent more than their
// share; the nodes each player really searched are printed at the end);
// --from plays the belief pairing's games from that one on (an even number). --ismcts puts
// information-set MCTS (engine/ismcts.hpp) in the belief player's place, with its leaf search's
// depth and node cap and UCB's exploration constant.
// The flags change the belief player's settings (engine::BeliefLimits) from the engine's own, to
// measure them; without them it plays as the catalog's engine with `search: belief` does.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "engine/ismcts.hpp"
#include "games/masquerade/masquerade.hpp"
#include "hidden_strength.hpp"

namespace menagerie::bench {
namespace {

// The catalog's computer player for its seat, at a fixed number of nodes per move.
template <class G>
struct NodesPlayer final : Player<G> {
  NodesPlayer(std::uint64_t nodes, std::string search) : nodes(nodes), search(std::move(search)) {
    engine.set_option("search", this->search);
  }
  std::uint64_t nodes;
  std::string search;
  catalog::DeterminizedEngine<G> engine;
  std::vector<double> ms;
  std::string name() const override { return fmt::format("{} {} nodes", search, nodes); }
  std::string choose(const catalog::GameTable<G>& t, Rng&) override {
    auto start = std::chrono::steady_clock::now();
    engine::Limits l;
    l.nodes = nodes;
    auto thought = engine.think(t.observation(t.to_move()), l, {}, nullptr);
    spent += double(thought.nodes);
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                     .count());
    return thought.best;
  }
  double spent = 0;  // nodes searched in all
};

// The belief search as the catalog's engine runs it at fixed nodes (12 worlds, all the nodes
// shared), with the settings the flags change.
template <class G>
struct BeliefNodesPlayer final : Player<G> {
  BeliefNodesPlayer(std::uint64_t nodes, engine::BeliefLimits limits) : limits(limits) {
    this->limits.nodes = nodes / this->limits.samples * std::uint64_t(this->limits.samples);
  }
  engine::BeliefLimits limits;
  engine::BeliefSearch<G> search{16};
  std::vector<double> ms;
  int filtered = 0;  // moves whose worlds the opponent's move weighted
  double extra = 0;  // nodes spent in all
  double truth = 0;  // the true world's weight times the number of worlds, summed
  int truths = 0;
  std::string name() const override { return fmt::format("belief {} nodes", limits.nodes); }
  std::string choose(const catalog::GameTable<G>& t, Rng&) override {
    auto start = std::chrono::steady_clock::now();
    catalog::ObservationText seen = t.observation(t.to_move());
    Rng rng(catalog::observation_seed(seen));
    auto c = search.choose(G::parse_observation(seen.info), limits, rng);
    filtered += search.filtered();
    if (search.filtered()) {
      // How the filter weighs the truth: its weight times the number of worlds (1 = no better
      // than weighing them the same).
      const auto& f = search.filter();
      for (std::size_t k = 0; k < f.worlds().size(); ++k)
        if (f.worlds()[k] == t.game_record().state()) {
          truth += f.weights()[k] * double(f.worlds().size());
          ++truths;
        }
    }
    extra += double(c.nodes);
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                     .count());
    return G::move_text(c.sample, c.best);
  }
};

// Information-set MCTS (engine/ismcts.hpp) at a fixed number of nodes per move, all of them its
// own: tree moves and leaf searches.
template <class G>
struct IsmctsNodesPlayer final : Player<G> {
  IsmctsNodesPlayer(std::uint64_t nodes, engine::IsmctsLimits limits) : limits(limits) {
    this->limits.nodes = nodes;
  }
  engine::IsmctsLimits limits;
  engine::Ismcts<G> search{16};
  std::vector<double> ms;
  double spent = 0;  // nodes searched in all
  double walks = 0;  // iterations in all
  std::string name() const override { return fmt::format("ismcts {} nodes", limits.nodes); }
  std::string choose(const catalog::GameTable<G>& t, Rng&) override {
    auto start = std::chrono::steady_clock::now();
    catalog::ObservationText seen = t.observation(t.to_move());
    Rng rng(catalog::observation_seed(seen));
    auto c = search.choose(G::parse_observation(seen.info), limits, rng);
    spent += double(c.nodes);
    walks += double(c.samples);
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                     .count());
    return G::move_text(c.sample, c.best);
  }
};

// The same alpha-beta search on the referee's State, with the same nodes.
template <class G>
struct CheatNodesPlayer final : Player<G> {
  explicit CheatNodesPlayer(std::uint64_t nodes) : nodes(nodes) {}
  std::uint64_t nodes;
  engine::Searcher<G> searcher{16};
  std::string name() const override { return fmt::format("cheat {} nodes", nodes); }
  std::string choose(const catalog::GameTable<G>& t, Rng&) override {
    engine::Limits l;
    l.nodes = nodes;
    const auto& s = t.game_record().state();
    return G::move_text(s, searcher.search(s, {}, l).best);
  }
};

}  // namespace
}  // namespace menagerie::bench

int main(int argc, char** argv) {
  using namespace menagerie;
  using namespace menagerie::bench;
  engine::BeliefLimits settings;  // as catalog::DeterminizedEngine sets them
  settings.worlds = 12;
  settings.samples = 12;
  engine::IsmctsLimits tree;  // --ismcts: the tree search plays the belief player's part
  bool ismcts = false;
  std::uint64_t pimc_nodes = 0;  // the belief pairing's determinized player's nodes (0: NODES)
  int from = 0;  // the first game's number: a run's games FROM.. (to split one across processes)
  std::vector<char*> args;
  for (int i = 0; i < argc; ++i) {
    std::string a = argv[i];
    if (i + 1 < argc && a == "--first")
      settings.first_share = std::atof(argv[++i]);
    else if (i + 1 < argc && a == "--worst")
      settings.worst = std::atof(argv[++i]);
    else if (i + 1 < argc && a == "--likely")
      settings.filter.temperature = std::atof(argv[++i]);
    else if (i + 1 < argc && a == "--floor")
      settings.filter.floor = std::atof(argv[++i]);
    else if (i + 1 < argc && a == "--pimc-nodes")
      pimc_nodes = std::strtoull(argv[++i], nullptr, 10);
    else if (i + 1 < argc && a == "--from")
      from = std::atoi(argv[++i]) / 2 * 2;
    else if (a == "--ismcts")
      ismcts = true;
    else if (i + 1 < argc && a == "--leaf-depth")
      tree.leaf_depth = std::atoi(argv[++i]);
    else if (i + 1 < argc && a == "--leaf-nodes")
      tree.leaf_nodes = std::strtoull(argv[++i], nullptr, 10);
    else if (i + 1 < argc && a == "--root-leaf-depth")
      tree.root_leaf_depth = std::atoi(argv[++i]);
    else if (i + 1 < argc && a == "--minimax")
      tree.minimax = std::atof(argv[++i]);
    else if (i + 1 < argc && a == "--explore")
      tree.exploration = std::atof(argv[++i]);
    else if (i + 1 < argc && a == "--worlds")
      settings.worlds = std::size_t(std::atoi(argv[++i]));
    else
      args.push_back(argv[i]);
  }
  argc = int(args.size());
  argv = args.data();
  if (argc < 3) {
    std::fprintf(stderr,
                 "usage: %s NODES GAMES [MAX_PLIES] [SEED] [--first SHARE] [--worst W] "
                 "[--worlds N] [--likely CP] [--floor F] [--from GAME] [--pimc-nodes N] "
                 "[--ismcts [--leaf-depth D] [--leaf-nodes N] [--explore C] [--minimax A] "
                 "[--root-leaf-depth D]]  "
                 "(ONLY=belief|cheat|pimc)\n",
                 argv[0]);
    return 2;
  }
  std::uint64_t nodes = std::strtoull(argv[1], nullptr, 10);
  int games = std::atoi(argv[2]);
  int max_plies = argc > 3 ? std::atoi(argv[3]) : 300;
  std::uint64_t seed = argc > 4 ? std::strtoull(argv[4], nullptr, 10) : 1;
  std::string only = std::getenv("ONLY") ? std::getenv("ONLY") : "";
  std::printf("Masquerade Chess, %llu nodes per move, %d games per pairing, drawn after %d plies\n",
              (unsigned long long)nodes, games, max_plies);
  std::printf(
      "belief: first decision %.2f of the nodes, worst-case blend %.2f, %zu worlds, opponent's "
      "moves weighed at %.0f cp (floor %.2f)\n",
      settings.first_share, settings.worst, settings.worlds, settings.filter.temperature,
      settings.filter.floor);
  if (ismcts)
    std::printf(
        "ismcts instead of belief: leaf depth %d (at most %llu nodes), exploration %.2f, "
        "implicit minimax %.2f\n",
        tree.leaf_depth, (unsigned long long)tree.leaf_nodes, tree.exploration, tree.minimax);
  BeliefNodesPlayer<Masquerade> belief(nodes, settings);
  IsmctsNodesPlayer<Masquerade> tree_player(nodes, tree);
  Player<Masquerade>& honest = ismcts ? static_cast<Player<Masquerade>&>(tree_player) : belief;
  NodesPlayer<Masquerade> pimc(pimc_nodes ? pimc_nodes : nodes, "determinized");
  NodesPlayer<Masquerade> pimc2(nodes, "determinized");
  CheatNodesPlayer<Masquerade> cheat(nodes);
  auto start = Masquerade::start();
  if (only.empty() || only == "belief")
    report(
        ismcts ? "ismcts vs determinized" : "belief vs determinized",
        play_match<Masquerade>(start, honest, pimc, games, max_plies, seed * 1000 + from / 2, 2));
  if (only.empty() || only == "cheat")
    report("cheat vs determinized",
           play_match<Masquerade>(start, cheat, pimc2, games, max_plies, seed * 1000 + 500, 2));
  if (only.empty() || only == "pimc")
    report("determinized vs determinized",
           play_match<Masquerade>(start, pimc2, pimc, games, max_plies, seed * 1000 + 700, 2));
  std::printf("belief: the true world weighed %.2f times the mean weight (%d moves)\n",
              belief.truth / std::max(1, belief.truths), belief.truths);
  std::printf("belief: %d of %zu moves weighted by the opponent's move, %.0f nodes a move\n",
              belief.filtered, belief.ms.size(),
              belief.extra / double(std::max<std::size_t>(1, belief.ms.size())));
  if (ismcts)
    std::printf("ismcts: %.0f nodes a move, %.0f walks a move; time median %.0f ms, max %.0f ms\n",
                tree_player.spent / double(std::max<std::size_t>(1, tree_player.ms.size())),
                tree_player.walks / double(std::max<std::size_t>(1, tree_player.ms.size())),
                percentile(tree_player.ms, 0.5), percentile(tree_player.ms, 1.0));
  std::printf("determinized: %.0f nodes a move\n",
              pimc.spent / double(std::max<std::size_t>(1, pimc.ms.size())));
  std::printf("time per move: belief median %.0f ms, max %.0f ms; determinized median %.0f ms\n",
              percentile(belief.ms, 0.5), percentile(belief.ms, 1.0), percentile(pimc.ms, 0.5));
  return 0;
}
