// Half Alice Chess perft speed next to our Chess960 perft, in the same run: the same bulk-counted
// perft (engine/perft.hpp), Chess960 on bench/perft.cpp's positions, Half Alice from the start
// (12 checkers and unlimited) and from positions of seeded random play. Prints nodes/s for each
// and the ratio (the target: Half Alice at least half Chess960's speed).
// Usage: bench_half_alice_perft [depth] (default 5; the middlegames are counted one ply less).
#include <chrono>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "core/rng.hpp"
#include "engine/perft.hpp"
#include "games/chess960/chess960.hpp"
#include "games/chess960/start.hpp"
#include "games/half_alice/half_alice.hpp"

using namespace menagerie;
using Clock = std::chrono::steady_clock;

namespace {

struct Result {
  std::uint64_t nodes = 0;
  double seconds = 0;
  double mnps() const { return nodes / seconds / 1e6; }
};

template <class G>
void count(Result& r, const typename G::State& s, int depth) {
  auto t0 = Clock::now();
  r.nodes += engine::perft<G>(s, depth);
  r.seconds += std::chrono::duration<double>(Clock::now() - t0).count();
}

Result chess960_speed(int depth) {
  Result r;
  for (int sp : {0, 96, 191, 287, 383, 518, 604, 700, 795, 891})
    count<Chess960>(r, chess960::start_position(sp), depth);
  for (const char* fen : {
           "1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9",
           "r1bqkb1r/pp1p1ppp/2n2n2/2p1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 0 6",
           "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
       })
    count<Chess960>(r, chess::parse_fen(fen), depth - 1);
  return r;
}

Result half_alice_speed(int depth) {
  using namespace half_alice;
  Result r;
  count<HalfAlice>(r, start_position(12), depth);
  count<HalfAlice>(r, start_position(kUnlimited), depth);
  // Middlegames: 10 to 40 plies of seeded random play (the same every run).
  Rng rng(960);
  for (int games = 0; games < 8;) {
    State s = start_position(games % 2 ? kUnlimited : 12);
    int plies = 10 + int(rng.below(31));
    for (int i = 0; i < plies && !outcome(s).over(); ++i) {
      MoveBuffer moves;
      generate_legal(s, moves);
      play(s, moves[rng.below(moves.size())]);
    }
    if (outcome(s).over()) continue;
    count<HalfAlice>(r, s, depth - 1);
    ++games;
  }
  return r;
}

}  // namespace

int main(int argc, char** argv) {
  int depth = argc > 1 ? std::atoi(argv[1]) : 5;
  Result alice = half_alice_speed(depth);
  Result fischer = chess960_speed(depth);
  fmt::print("Half Alice: {:>12} nodes in {:6.2f} s, {:6.1f} Mnodes/s\n", alice.nodes,
             alice.seconds, alice.mnps());
  fmt::print("Chess960:   {:>12} nodes in {:6.2f} s, {:6.1f} Mnodes/s\n", fischer.nodes,
             fischer.seconds, fischer.mnps());
  fmt::print("ratio Half Alice / Chess960: {:.2f} (target >= 0.5)\n",
             alice.mnps() / fischer.mnps());
  return 0;
}
