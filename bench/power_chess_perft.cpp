// Power Chess move generation speed: perft (bulk-counted last ply) from the start and from two
// middlegames with men in the big fields, and plain generate() calls per second.
#include <benchmark/benchmark.h>

#include "engine/perft.hpp"
#include "games/power_chess/power_chess.hpp"

using menagerie::power_chess::PowerChess;

namespace {

const char* const kPositions[] = {
    "r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B6KB6R6 w -/- -/- 0 1",
    "r6b6k1r6/pp1pp/2b62/5/2B62/PP1PP/R6B4K1R6 w -/P -/p 0 10",
    "r3k1r21/1p3/2b32/P1B22/5/1P1p1/R4K3 b R2/B5P b6/p 0 30",
};

void BM_Perft(benchmark::State& st) {
  const auto s = PowerChess::parse_position(kPositions[st.range(0)]);
  const int depth = static_cast<int>(st.range(1));
  std::uint64_t nodes = 0;
  for (auto _ : st) nodes += menagerie::engine::perft<PowerChess>(s, depth);
  st.counters["leaves/s"] = benchmark::Counter(double(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Perft)->Args({0, 5})->Args({1, 4})->Args({2, 4})->Unit(benchmark::kMillisecond);

void BM_Generate(benchmark::State& st) {
  const auto s = PowerChess::parse_position(kPositions[st.range(0)]);
  for (auto _ : st) {
    menagerie::MovesOf<PowerChess> moves;
    PowerChess::generate(s, moves);
    benchmark::DoNotOptimize(moves.size());
  }
}
BENCHMARK(BM_Generate)->Arg(0)->Arg(1)->Arg(2);

}  // namespace

BENCHMARK_MAIN();
