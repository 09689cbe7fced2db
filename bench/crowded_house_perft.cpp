// Crowded House move generation speed: perft (bulk-counted last ply) from the start and three
// middlegames, for all four seats' halves, beside our Chess960 perft on the same boards in the same
// run, and the ratio (target: at least half Chess960's speed). Crowded House cannot use chess's
// pin-aware legal generator: every move is judged against the NEXT seat's half rule, so moves on
// a line through the king are played out on bitboards. Usage: bench_crowded_house_perft [depth]
// (default 5).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "engine/perft.hpp"
#include "games/chess960/chess960.hpp"
#include "games/crowded_house/crowded_house.hpp"

using namespace menagerie;
using crowded_house::CrowdedHouse;
using Clock = std::chrono::steady_clock;

namespace {

// FEN without the seat (Chess960 reads them as they are; Crowded House adds " k" or " q").
const char* const kBoards[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkb1r/pp1p1ppp/2n2n2/2p1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 0 6",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
};

struct Result {
  std::uint64_t nodes = 0;
  std::uint64_t expanded = 0;  // positions whose moves were generated (perft 0 .. depth-1)
  double seconds = 0;
  double mnps() const { return nodes / seconds / 1e6; }
  double mexpanded() const { return expanded / seconds / 1e6; }
};

// The positions a perft to `depth` generates moves in: every node above the bulk-counted ply.
template <class G>
std::uint64_t expanded(const typename G::State& s, int depth) {
  std::uint64_t n = 0;
  for (int d = 0; d < depth; ++d) n += engine::perft<G>(s, d);
  return n;
}

template <class F>
void timed(Result& r, F&& f) {
  auto t0 = Clock::now();
  r.nodes += f();
  r.seconds += std::chrono::duration<double>(Clock::now() - t0).count();
}

}  // namespace

int main(int argc, char** argv) {
  const int depth = argc > 1 ? std::atoi(argv[1]) : 5;
  Result ours, chess;
  for (const char* board : kBoards) {
    chess::Position pos = chess::parse_fen(board);
    timed(chess, [&] { return engine::perft<Chess960>(pos, depth); });
    for (const char* half : {" k", " q"}) {
      auto s = CrowdedHouse::parse_position(std::string(board) + half);
      // Each board twice for Chess960 as well, so both count the same boards.
      timed(ours, [&] { return engine::perft<CrowdedHouse>(s, depth); });
      ours.expanded += expanded<CrowdedHouse>(s, depth);
    }
    timed(chess, [&] { return engine::perft<Chess960>(pos, depth); });
    chess.expanded += 2 * expanded<Chess960>(pos, depth);
  }
  fmt::print("perft depth {} on {} boards (each from both halves)\n", depth, std::size(kBoards));
  for (auto [name, r] : {std::pair{"crowded-house", ours}, std::pair{"chess960", chess}})
    fmt::print(
        "  {:<13} {:>12} nodes  {:7.3f} s  {:7.2f} Mnodes/s  {:6.2f} M positions generated/s\n",
        name, r.nodes, r.seconds, r.mnps(), r.mexpanded());
  const double ratio = ours.mnps() / chess.mnps();
  fmt::print(
      "  ratio          {:.2f}x nodes/s (target >= 0.50x: {}), {:.2f}x positions generated/s\n",
      ratio, ratio >= 0.5 ? "met" : "NOT met", ours.mexpanded() / chess.mexpanded());
  // The half rule leaves about a third of chess's moves per position, so a bulk-counted perft
  // finds fewer leaves per position generated: the second ratio compares the generators per call.
  return 0;
}
