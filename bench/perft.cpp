// Perft speed on a fixed set of Chess960 positions, single thread, next to stockfish and
// fairy-stockfish (`go perft`) on the same positions in the same run. Each engine's time runs from
// `go perft` to its "Nodes searched" line, so process start-up is not counted. Prints Mnodes/s and
// the ratios. Usage: bench_perft [depth] (default 5).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "engine/perft.hpp"
#include "games/chess960/chess960.hpp"
#include "games/chess960/start.hpp"
#include "protocol/engine_process.hpp"

using namespace menagerie;
using Clock = std::chrono::steady_clock;

namespace {

std::vector<std::string> positions() {
  std::vector<std::string> fens;
  for (int sp : {0, 96, 191, 287, 383, 518, 604, 700, 795, 891})
    fens.push_back(chess::to_fen(chess960::start_position(sp)));
  // Three middlegames (more pieces in play, checks, castling rights half used): a Chess960 one, an
  // orthodox opening, and Kiwipete, the classic perft stress position. Written here: no file read.
  for (const char* fen : {
           "1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9",
           "r1bqkb1r/pp1p1ppp/2n2n2/2p1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 0 6",
           "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
       })
    fens.push_back(chess::to_fen(chess::parse_fen(fen)));
  return fens;
}

struct Result {
  std::uint64_t nodes = 0;
  double seconds = 0;
  double mnps() const { return nodes / seconds / 1e6; }
};

Result ours(const std::vector<std::string>& fens, int depth) {
  Result r;
  for (const auto& fen : fens) {
    chess::Position pos = chess::parse_fen(fen);
    auto t0 = Clock::now();
    r.nodes += engine::perft<Chess960>(pos, depth);
    r.seconds += std::chrono::duration<double>(Clock::now() - t0).count();
  }
  return r;
}

std::optional<Result> peer(const std::string& name, const std::vector<std::string>& fens, int depth,
                           std::uint64_t expected) {
  auto path = protocol::find_engine(name);
  if (!path) return std::nullopt;
  protocol::EngineProcess engine(*path);
  engine.handshake();
  engine.send("setoption name UCI_Chess960 value true");
  engine.send("isready");
  engine.read_until("readyok");
  Result r;
  for (const auto& fen : fens) {
    engine.send("position fen " + fen);
    engine.send("isready");
    engine.read_until("readyok");
    auto t0 = Clock::now();
    engine.send("go perft " + std::to_string(depth));
    auto lines = engine.read_until("Nodes searched", std::chrono::minutes(10));
    r.seconds += std::chrono::duration<double>(Clock::now() - t0).count();
    r.nodes += std::stoull(lines.back().substr(lines.back().find(':') + 1));
  }
  if (r.nodes != expected)
    fmt::print("WARNING: {} counted {} nodes, Menagerie {}\n", name, r.nodes, expected);
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  int depth = argc > 1 ? std::atoi(argv[1]) : 5;
  auto fens = positions();
  fmt::print("Perft depth {} on {} Chess960 positions, single thread\n\n", depth, fens.size());
  ours(fens, depth - 1);  // warm caches and the branch predictor
  Result me = ours(fens, depth);
  fmt::print("{:<16} {:>12} nodes {:>8.3f} s {:>8.1f} Mnodes/s\n", "menagerie", me.nodes,
             me.seconds, me.mnps());
  for (const char* name : {"stockfish", "fairy-stockfish"}) {
    auto r = peer(name, fens, depth, me.nodes);
    if (!r) {
      fmt::print("{:<16} not installed\n", name);
      continue;
    }
    fmt::print("{:<16} {:>12} nodes {:>8.3f} s {:>8.1f} Mnodes/s   menagerie/{} = {:.2f}x\n", name,
               r->nodes, r->seconds, r->mnps(), name, me.mnps() / r->mnps());
  }
}
