// Search speed: nodes per second at a fixed depth on a fixed set of Chess960 positions (single
// thread, fresh hash each position). Deterministic node counts, so two builds can be compared
// exactly. Usage: bench_search [depth] (default 11).
#include <chrono>
#include <cstdlib>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "engine/search.hpp"
#include "games/chess960/chess960.hpp"
#include "games/chess960/start.hpp"

using namespace menagerie;

int main(int argc, char** argv) {
  int depth = argc > 1 ? std::atoi(argv[1]) : 11;
  std::vector<chess::Position> positions;
  for (int sp : {0, 191, 383, 518, 700, 891}) positions.push_back(chess960::start_position(sp));
  for (const char* fen : {"r1bqkb1r/pp1p1ppp/2n2n2/2p1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 0 6",
                          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
                          "2r3k1/pp3ppp/2n1p3/3p4/3P4/2N1PN2/PP3PPP/2R3K1 b - - 0 20"})
    positions.push_back(chess::parse_fen(fen));
  std::uint64_t nodes = 0;
  double seconds = 0;
  for (const auto& pos : positions) {
    engine::Searcher<Chess960> searcher(16);
    engine::Limits limits;
    limits.depth = depth;
    auto t0 = std::chrono::steady_clock::now();
    auto r = searcher.search(pos, {}, limits);
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    fmt::print("{:<70} {:>6} {:>10} nodes {:>7.2f} s\n", chess::to_fen(pos), chess::to_uci(r.best),
               r.nodes, s);
    nodes += r.nodes;
    seconds += s;
  }
  fmt::print("\nTotal: {} nodes in {:.2f} s = {:.0f} knodes/s (depth {})\n", nodes, seconds,
             nodes / seconds / 1000, depth);
}
