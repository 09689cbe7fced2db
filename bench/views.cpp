// What a server pays per move for each game, before the network: the view a seat is sent after
// every move (Table::view, then its text), in a game some way in. Every variant of the catalog,
// played from its default options with seeded random legal moves to PLY (default 60) or its end,
// viewed by the seat to move and by a spectator.
//
//   bench_views [--benchmark_filter=chess960]
#include <cstdlib>
#include <random>
#include <string>

#include <benchmark/benchmark.h>

#include "catalog/variant.hpp"

namespace {

using namespace menagerie;
using nlohmann::json;

std::unique_ptr<catalog::Table> midgame(const catalog::Variant& v, int plies) {
  json options = v.startpos_options();
  if (v.traits().chance) options["seed"] = 7;
  auto table = v.create(options);
  std::mt19937_64 rng(1);
  for (int i = 0; i < plies && !table->outcome().over(); ++i) {
    SeatSet acting = table->acting();
    Seat seat = table->to_move();
    for (Seat s = 0; s < table->seats(); ++s)
      if (acting & seat_bit(s)) seat = s;
    auto legal = table->legal_moves_of(seat);
    if (legal.empty()) break;
    table->play_as(seat, legal[rng() % legal.size()]);
  }
  return table;
}

void view_of(benchmark::State& state, const catalog::Variant* v, bool spectator) {
  const char* ply = std::getenv("PLY");
  auto table = midgame(*v, ply ? std::atoi(ply) : 60);
  Seat seat = spectator ? kSpectator : table->to_move();
  std::size_t bytes = 0;
  for (auto _ : state) {
    std::string text = table->view(seat).dump();
    bytes = text.size();
    benchmark::DoNotOptimize(text);
  }
  state.counters["bytes"] = double(bytes);
  state.counters["history"] = double(table->history(seat).size());
}

const bool registered = [] {
  for (const catalog::Variant* v : catalog::variants()) {
    benchmark::RegisterBenchmark((std::string(v->id()) + "/seat").c_str(), view_of, v, false);
    benchmark::RegisterBenchmark((std::string(v->id()) + "/spectator").c_str(), view_of, v, true);
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
