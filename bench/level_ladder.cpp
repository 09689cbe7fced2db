// Two playing levels against each other in a game without secrets, as the server plays them (the
// catalog's engine and Engine::play_level). Each start (a random Chess960 back rank, or the game's
// start, then two random plies) is played twice with colours swapped; games still going after 300
// plies are drawn. Levels 1-7 search to fixed depth or nodes, so the result does not depend on
// the machine's load. Prints the match's W/D/L, score and Elo with its 95% interval.
//
// Usage: bench_level_ladder GAME LOW HIGH [PAIRS] [SEED]   (e.g. chess960 4 6 20)
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"
#include "protocol/elo.hpp"

using namespace menagerie;

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: bench_level_ladder GAME LOW HIGH [PAIRS] [SEED]\n");
    return 2;
  }
  const std::string game = argv[1];
  const int low = std::atoi(argv[2]), high = std::atoi(argv[3]);
  const int pairs = argc > 4 ? std::atoi(argv[4]) : 20;
  const std::uint64_t seed = argc > 5 ? std::strtoull(argv[5], nullptr, 10) : 1;
  const catalog::Variant& variant = catalog::find(game);
  auto engine_low = variant.make_engine(), engine_high = variant.make_engine();
  protocol::Tally tally;  // the higher level's
  for (int g = 0; g < 2 * pairs; ++g) {
    Rng start_rng(seed * 1000003 + std::uint64_t(g / 2));
    catalog::json options = catalog::json::object();
    if (game == "chess960") options = {{"sp", int(start_rng.below(960))}};
    auto table = variant.create(options);
    for (int i = 0; i < 2 && !table->outcome().over(); ++i) {
      auto legal = table->legal_moves();
      table->play(legal[start_rng.below(legal.size())]);
    }
    const int high_team = table->team(g % 2 == 0 ? table->to_move() : 1 - table->to_move());
    engine_low->new_game();
    engine_high->new_game();
    Rng rng(seed * 7919 + std::uint64_t(g));
    for (int ply = 0; ply < 300 && !table->outcome().over(); ++ply) {
      bool high_moves = table->team(table->to_move()) == high_team;
      auto& engine = high_moves ? engine_high : engine_low;
      table->play(
          engine->play_level(table->observation(table->to_move()), high_moves ? high : low, rng)
              .best);
    }
    Outcome o = table->outcome();
    double points = 0.5;
    if (o.over() && o.kind != Outcome::Kind::kDraw) {
      Seat a_high_seat = kNoSeat;
      for (Seat s = 0; s < table->seats(); ++s)
        if (table->team(s) == high_team) a_high_seat = s;
      points = o.wins(a_high_seat) ? 1.0 : 0.0;
    }
    tally.add(points);
    std::fprintf(stderr, "  game %d: level %d %s\n", g + 1, high,
                 points == 1   ? "won"
                 : points == 0 ? "lost"
                               : "drew");
  }
  auto e = protocol::estimate_elo(tally);
  fmt::print("{}: level {} vs level {}: games {}  +{} ={} -{}  score {:.1f}%  Elo {}\n", game, high,
             low, tally.games(), tally.wins, tally.draws, tally.losses, 100 * tally.score(),
             protocol::format_elo(e));
  return 0;
}
