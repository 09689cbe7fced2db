// One level's search of given positions, as the ladder plays it (fixed depth or nodes, no clock):
// the nodes and the time each took. For a position a ladder or a player found slow
// (bench_level_ladder's VERBOSE=1 prints them), so a change to the search can be judged on it.
//
// Usage: [VERBOSE=1] bench_position_search GAME LEVEL POSITION [POSITION...]
//          VERBOSE=1 first prints each depth of the level's search (engine::Info: depth,
//          seldepth, nodes, score, line), to see where a tree grows.
//          POSITION as the game's --fen option takes it, e.g. for Crowded House
//          "rnbq1b1r/pp2pQpp/2Bk1n2/5p2/5P2/2N5/PPPP2PP/R1B1K1NR b KQ - 0 9 k"
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"

using namespace menagerie;

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: bench_position_search GAME LEVEL POSITION [POSITION...]\n");
    return 2;
  }
  const catalog::Variant* variant = &catalog::find(argv[1]);
  const int level = std::atoi(argv[2]);
  auto engine = variant->make_engine();
  if (!engine) {
    std::fprintf(stderr, "%s has no computer player\n", argv[1]);
    return 2;
  }
  engine->set_fixed_nodes(true);
  double total_ms = 0;
  for (int i = 3; i < argc; ++i) {
    auto table = variant->create(catalog::json{{"fen", argv[i]}});
    if (std::getenv("VERBOSE")) {
      engine->new_game();
      engine->think(
          table->observation(table->to_move()), engine->level_limits(level),
          [](const engine::Info& i) {
            if (i.multipv == 1)
              fmt::print("  depth {:>2} seldepth {:>3} {:>10} nodes score {:>6} {}\n", i.depth,
                         i.seldepth, i.nodes, i.score, fmt::join(i.pv, " "));
          },
          nullptr);
    }
    engine->new_game();
    Rng rng(1);
    std::uint64_t nodes = 0;
    auto t0 = std::chrono::steady_clock::now();
    auto thought = engine->play_level(table->observation(table->to_move()), level, rng);
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    nodes = thought.nodes;
    total_ms += ms;
    fmt::print("{:>8.0f} ms {:>10} nodes  depth {:>2}  {}  {}\n", ms, nodes, thought.depth,
               thought.best, argv[i]);
  }
  fmt::print("{:>8.0f} ms in all\n", total_ms);
}
