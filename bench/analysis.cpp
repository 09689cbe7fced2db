// The analysis of a whole game, as the server runs it: a 60-move Chess960 game (120 positions)
// evaluated by the analysis pool with one thread per core of this machine, against the target of
// 10 seconds at the default depth with three lines. The game is played here by the engine against
// itself at a fixed depth from a fixed start, so every run analyses the same moves.
// Usage: bench_analysis [depth] [lines] [threads] (defaults: the server's depth, 3 lines, 0 = one
// per core).
#include <sys/resource.h>

#include <chrono>
#include <cstdlib>

#include <fmt/format.h>

#include "catalog/game_analysis.hpp"
#include "server/analysis_pool.hpp"

using namespace menagerie;

namespace {

double cpu_seconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

// 120 moves of the engine against itself at depth 5 from start `sp`, or fewer if it ends sooner.
std::vector<std::string> self_play(int sp) {
  const catalog::Variant& v = catalog::find("chess960");
  auto table = v.create({{"sp", sp}});
  auto engine = v.make_engine();
  engine::Limits limits;
  limits.depth = 5;
  std::vector<std::string> moves;
  while (moves.size() < 120 && !table->outcome().over()) {
    catalog::Thought t = engine->think(table->observation(table->to_move()), limits, {}, nullptr);
    table->play(t.best);
    moves.push_back(t.best);
  }
  return moves;
}

}  // namespace

int main(int argc, char** argv) {
  int depth = argc > 1 ? std::atoi(argv[1]) : catalog::kAnalysisDefaultDepth;
  int lines = argc > 2 ? std::atoi(argv[2]) : catalog::kAnalysisMaxLines;
  int threads = argc > 3 ? std::atoi(argv[3]) : 0;
  int sp = 300;
  std::vector<std::string> moves;
  while ((moves = self_play(sp)).size() < 120) ++sp;
  const catalog::Variant& v = catalog::find("chess960");
  catalog::GamePositions game = catalog::game_positions(v, {{"sp", sp}}, moves);

  server::AnalysisPool pool(threads);
  auto t0 = std::chrono::steady_clock::now();
  double cpu0 = cpu_seconds();
  auto job = pool.start("bench", game, depth, lines);
  pool.wait(job);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  double cpu = cpu_seconds() - cpu0;

  nlohmann::json p = job->progress();
  std::uint64_t nodes = 0;
  int marked = 0;
  for (const auto& e : p["evaluations"]) nodes += e["nodes"].get<std::uint64_t>();
  for (const auto& j : p["judgements"]) marked += !j["judgement"].is_null();
  fmt::print(
      "Chess960 start {}, {} moves ({} positions): depth {}, {} lines, {} threads\n"
      "{:.2f} s wall ({:.2f} s of processor time: {:.0f}% of {} cores), {} nodes ({:.0f} "
      "knodes/s), {} moves marked ?! ? or ??\n"
      "target: 10 s at the default depth {} -> {}\n",
      sp, moves.size(), game.views.size(), depth, lines, pool.threads(), seconds, cpu,
      100 * cpu / seconds / pool.threads(), pool.threads(), nodes, nodes / seconds / 1000, marked,
      catalog::kAnalysisDefaultDepth, seconds <= 10 ? "met" : "MISSED");
  return 0;
}
