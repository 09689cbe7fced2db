// Cooperative Chess: the team's mean score and win rate over seeded deals, for two computer
// partners (games/cooperative/partner.hpp, each playing from its own seat's observation) and for
// two greedy players that take any capture they can. Every game is dealt by the referee's rule
// (chance steps drawn from the deal's seed), so both pairings play the same deals.
// GAMES=N sets the deals per pairing (default 1000); SAMPLES=N the partner's samples.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <fmt/format.h>

#include "games/cooperative/cooperative.hpp"
#include "games/cooperative/partner.hpp"

namespace {

using menagerie::Cooperative;
using menagerie::Outcome;
using menagerie::Rng;
using namespace menagerie::cooperative;

struct Tally {
  int games = 0, wins = 0;
  long taken = 0;  // pieces captured
  long points = 0;
  int score_counts[7] = {};
  double seconds = 0;
};

// One game from the deal of `seed`; `partner` true: the planner for both seats, else greedy.
Outcome play_one(std::uint64_t seed, bool partner, const PlanLimits& limits, int& taken) {
  State s = Cooperative::start();
  Rng chance(seed), mind(seed ^ 0x5EEDull);
  for (int ply = 0; ply < 2000 && !Cooperative::outcome(s).over(); ++ply) {
    menagerie::Seat seat = Cooperative::to_move(s);
    Move m;
    if (seat == menagerie::kChance) {
      menagerie::ChanceOf<Cooperative> odds;
      Cooperative::chance(s, odds);
      m = menagerie::draw_outcome(odds, chance);
    } else if (partner) {
      m = plan(Cooperative::observe(s, seat), limits, mind).move;
    } else {
      m = greedy(s, mind);
    }
    Cooperative::play(s, m);
  }
  taken = 32 - menagerie::popcount(s.pos.pieces());
  return Cooperative::outcome(s);
}

Tally run(int games, bool partner, const PlanLimits& limits) {
  Tally t;
  auto t0 = std::chrono::steady_clock::now();
  for (int g = 0; g < games; ++g) {
    int taken = 0;
    Outcome o = play_one(1000 + std::uint64_t(g), partner, limits, taken);
    ++t.games;
    t.taken += taken;
    if (o.kind == Outcome::Kind::kWin) {
      ++t.wins;
      t.points += o.score[0];
      ++t.score_counts[o.score[0]];
    }
  }
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return t;
}

void report(const char* who, const Tally& t) {
  std::printf(
      "%-30s %5d games  win rate %5.1f%%  mean score %.2f  captures %4.1f  (wins by score:", who,
      t.games, 100.0 * t.wins / t.games, double(t.points) / t.games, double(t.taken) / t.games);
  for (int k = 0; k <= 6; ++k)
    if (t.score_counts[k]) std::printf(" %d:%d", k, t.score_counts[k]);
  std::printf(")  %.1f s\n", t.seconds);
}

}  // namespace

int main() {
  int games = 1000;
  if (const char* g = std::getenv("GAMES")) games = std::max(1, std::atoi(g));
  PlanLimits limits;
  if (const char* n = std::getenv("SAMPLES")) limits.samples = std::max(1, std::atoi(n));
  if (const char* p = std::getenv("PATIENCE"))
    set_patience(std::atof(p), std::getenv("KEY") ? std::atof(std::getenv("KEY")) : 0.25);
  std::printf("Cooperative Chess, %d seeded deals per pairing (a loss scores 0)\n", games);
  report("greedy + greedy", run(games, false, limits));
  report(fmt::format("partner + partner ({} samples)", limits.samples).c_str(),
         run(games, true, limits));
  // The same planner that counts no key in a hand: it takes a king as soon as it can.
  if (!std::getenv("PATIENCE")) {
    set_patience(8, 0);
    report("partner, king first", run(games, true, limits));
  }
  return 0;
}
