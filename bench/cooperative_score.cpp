// Cooperative Chess: the team's mean score and win rate over seeded deals, for two computer
// partners (games/cooperative/partner.hpp, each playing from its own seat's observation), for
// two greedy players that take any capture they can, and for the clairvoyant
// (games/cooperative/clairvoyant.hpp), which sees both hands and the order of the draw pile: what
// it reaches bounds what partners playing from their observations can reach on the same deal.
// Every game is dealt from its seed by one stream of draws (draw_outcome over the pile), so every
// pairing plays the same deals. GAMES=N sets the deals per pairing (default 1000), FIRST=N the
// first deal's seed (default 1000: a long run may be split in parts); SAMPLES=N, TURNS=N,
// WIDTH=N, SHORTLIST=N and MAX_TURNS=N the partner's samples, turns looked ahead, states kept per
// turn, turns per sample looked at further and turns evaluated a step at most; KINGFIRST=0 leaves
// out the king-first partner, PARTNERS=0 every pairing but the clairvoyant; BEAM=N the
// clairvoyant's beam width (0 leaves it out), ENDGAME=N and ENDGAME_NODES=N when and how far its
// exact endgame search goes; SAVE=FILE keeps every result per deal (save, below).
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <numeric>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "games/cooperative/clairvoyant.hpp"
#include "games/cooperative/cooperative.hpp"
#include "games/cooperative/partner.hpp"

namespace {

using menagerie::Cooperative;
using menagerie::Outcome;
using menagerie::Rng;
using namespace menagerie::cooperative;

struct Tally {
  std::vector<int> values;  // per deal: 0 lost, 1 + score won
  int games = 0, wins = 0;
  long taken = 0;  // pieces captured
  long points = 0;
  int score_counts[7] = {};
  double seconds = 0;
  std::vector<double> step_seconds;  // per step the planner chose (not the forced ones), wall
  std::vector<double> step_cpu;      // and the process's CPU time (the same under any load)
  std::vector<double> step_turns;    // and the turns it evaluated (Plan::turns)
};

std::uint64_t first_seed = 1000;

// One game from the deal of `seed`; `partner` true: the planner for both seats, else greedy.
Outcome play_one(std::uint64_t seed, bool partner, const PlanLimits& limits, int& taken, Tally& t) {
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
      auto t0 = std::chrono::steady_clock::now();
      std::clock_t c0 = std::clock();
      Plan p = plan(Cooperative::observe(s, seat), limits, mind);
      m = p.move;
      if (p.samples > 0) {
        t.step_seconds.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
        t.step_cpu.push_back(double(std::clock() - c0) / CLOCKS_PER_SEC);
        t.step_turns.push_back(double(p.turns));
      }
    } else {
      m = greedy(s, mind);
    }
    Cooperative::play(s, m);
  }
  taken = 32 - menagerie::popcount(s.pos.pieces());
  return Cooperative::outcome(s);
}

void count(Tally& t, int value, int taken) {
  ++t.games;
  t.taken += taken;
  t.values.push_back(value);
  if (value > 0) {
    ++t.wins;
    t.points += value - 1;
    ++t.score_counts[value - 1];
  }
}

Tally run(int games, bool partner, const PlanLimits& limits) {
  Tally t;
  auto t0 = std::chrono::steady_clock::now();
  for (int g = 0; g < games; ++g) {
    int taken = 0;
    Outcome o = play_one(first_seed + std::uint64_t(g), partner, limits, taken, t);
    count(t, o.kind == Outcome::Kind::kWin ? 1 + o.score[0] : 0, taken);
  }
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return t;
}

// The clairvoyant on the same deals: the best line its search finds with every card in view.
Tally run_clairvoyant(int games, const BeamLimits& limits, int& exact) {
  Tally t;
  auto t0 = std::chrono::steady_clock::now();
  for (int g = 0; g < games; ++g) {
    Rng chance(first_seed + std::uint64_t(g));
    Solution s = solve(deal_from(Cooperative::start(), chance), limits);
    State end = Cooperative::start();
    for (const Move& m : s.line) Cooperative::play(end, m);
    exact += s.exact;
    count(t, s.value, 32 - menagerie::popcount(end.pos.pieces()));
  }
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  return t;
}

// Per deal, the best of several results: every one was reached by legal play on that deal, so
// the best is still at most what the clairvoyant could reach.
Tally best_of(const std::vector<const Tally*>& all) {
  Tally t;
  for (std::size_t g = 0; g < all[0]->values.size(); ++g) {
    int v = 0;
    for (const Tally* x : all) v = std::max(v, x->values[g]);
    count(t, v, 0);
  }
  return t;
}

double mean_score(const Tally& t) { return double(t.points) / t.games; }
double win_rate(const Tally& t) { return double(t.wins) / t.games; }

void report(const char* who, const Tally& t) {
  std::printf(
      "%-30s %5d games  win rate %5.1f%%  mean score %.2f  captures %4.1f  (wins by score:", who,
      t.games, 100.0 * t.wins / t.games, double(t.points) / t.games, double(t.taken) / t.games);
  for (int k = 0; k <= 6; ++k)
    if (t.score_counts[k]) std::printf(" %d:%d", k, t.score_counts[k]);
  std::printf(")  %.1f s\n", t.seconds);
  // 95% intervals, normal approximation over the deals.
  double mean = double(t.points) / t.games, var = 0;
  for (int v : t.values) var += (std::max(v - 1, 0) - mean) * (std::max(v - 1, 0) - mean);
  double se = std::sqrt(var / (t.games - 1 + (t.games == 1)) / t.games);
  double p = double(t.wins) / t.games, pse = std::sqrt(p * (1 - p) / t.games);
  std::printf("%-30s mean score %.3f +- %.3f, win rate %.1f%% +- %.1f%% (95%%)", "", mean,
              1.96 * se, 100 * p, 196 * pse);
  if (!t.step_seconds.empty()) {
    std::vector<double> d = t.step_seconds;
    std::sort(d.begin(), d.end());
    std::vector<double> c = t.step_cpu;
    std::sort(c.begin(), c.end());
    std::vector<double> n = t.step_turns;
    std::sort(n.begin(), n.end());
    double turns = std::accumulate(n.begin(), n.end(), 0.0);
    double cpu = std::accumulate(c.begin(), c.end(), 0.0);
    std::printf(
        "; %zu planned steps, median %.3f s, max %.3f s (CPU: median %.3f s, max %.3f s); turns "
        "evaluated a step: median %.0f, max %.0f (%.0f a CPU second)",
        d.size(), d[d.size() / 2], d.back(), c[c.size() / 2], c.back(), n[n.size() / 2], n.back(),
        cpu > 0 ? turns / cpu : 0.0);
  }
  std::printf("\n");
}

// SAVE=FILE appends each pairing's result per deal ("label seed value", value 0 for a loss and
// 1 + the score for a win), so that runs in parts, or on different days, can be put together.
void save(const char* label, const Tally& t) {
  const char* path = std::getenv("SAVE");
  if (!path) return;
  std::FILE* f = std::fopen(path, "a");
  if (!f) return;
  for (std::size_t g = 0; g < t.values.size(); ++g)
    std::fprintf(f, "%s %llu %d\n", label, (unsigned long long)(first_seed + g), t.values[g]);
  std::fclose(f);
}

}  // namespace

int main() {
  int games = 1000;
  if (const char* g = std::getenv("GAMES")) games = std::max(1, std::atoi(g));
  PlanLimits limits;
  if (const char* n = std::getenv("SAMPLES")) limits.samples = std::max(1, std::atoi(n));
  if (const char* n = std::getenv("TURNS")) limits.turns = std::max(0, std::atoi(n));
  if (const char* n = std::getenv("WIDTH")) limits.width = std::max(1, std::atoi(n));
  if (const char* n = std::getenv("SHORTLIST")) limits.shortlist = std::max(1, std::atoi(n));
  if (const char* n = std::getenv("MAX_TURNS")) limits.max_turns = std::strtoull(n, nullptr, 10);
  if (const char* f = std::getenv("FIRST")) first_seed = std::strtoull(f, nullptr, 10);
  if (const char* p = std::getenv("PATIENCE"))
    set_patience(std::atof(p), std::getenv("KEY") ? std::atof(std::getenv("KEY")) : 0.25);
  std::printf(
      "Cooperative Chess, %d seeded deals per pairing (seeds %llu-%llu; a loss scores 0); partner: "
      "%d samples, %d turns ahead, width %d, shortlist %d\n",
      games, (unsigned long long)first_seed, (unsigned long long)(first_seed + games - 1),
      limits.samples, limits.turns, limits.width, limits.shortlist);
  const char* only = std::getenv("PARTNERS");
  const bool partners = !(only && std::string(only) == "0");  // PARTNERS=0: the clairvoyant alone
  Tally greedy_t, partner_t;
  if (partners) {
    greedy_t = run(games, false, limits);
    report("greedy + greedy", greedy_t);
    save("greedy", greedy_t);
    partner_t = run(games, true, limits);
    report(fmt::format("partner + partner ({} samples)", limits.samples).c_str(), partner_t);
    save("partner", partner_t);
  }
  // The same planner that counts no key in a hand: it takes a king as soon as it can.
  Tally first_t;
  const char* kf = std::getenv("KINGFIRST");
  if (partners && !std::getenv("PATIENCE") && !(kf && std::string(kf) == "0")) {
    set_patience(8, 0);
    first_t = run(games, true, limits);
    report("partner, king first", first_t);
    save("kingfirst", first_t);
  }
  BeamLimits beam;
  if (const char* b = std::getenv("BEAM")) beam.width = std::atoi(b);
  if (const char* e = std::getenv("ENDGAME")) beam.endgame_cards = std::atoi(e);
  if (const char* e = std::getenv("ENDGAME_NODES"))
    beam.endgame_nodes = std::strtoull(e, nullptr, 10);
  if (beam.width <= 0) return 0;
  set_patience(8, 0.25);  // the clairvoyant ranks its beam by the default team value
  int exact = 0;
  Tally clear = run_clairvoyant(games, beam, exact);
  report(fmt::format("clairvoyant (beam {})", beam.width).c_str(), clear);
  save("clairvoyant", clear);
  if (!partners) return 0;
  int beaten = 0;
  for (int g = 0; g < games; ++g)
    beaten +=
        partner_t.values[std::size_t(g)] > clear.values[std::size_t(g)] ||
        (!first_t.values.empty() && first_t.values[std::size_t(g)] > clear.values[std::size_t(g)]);
  std::vector<const Tally*> all{&clear, &partner_t, &greedy_t};
  if (!first_t.values.empty()) all.push_back(&first_t);
  Tally bound = best_of(all);
  report("best of all, per deal", bound);
  std::printf(
      "clairvoyant: %d of %d deals proven exact; a partner did better than it on %d deals\n", exact,
      games, beaten);
  std::printf(
      "partner / clairvoyant: mean score %.2f / %.2f = %.0f%%, win rate %.1f%% / %.1f%% = %.0f%%\n",
      mean_score(partner_t), mean_score(bound), 100 * mean_score(partner_t) / mean_score(bound),
      100 * win_rate(partner_t), 100 * win_rate(bound),
      100 * win_rate(partner_t) / win_rate(bound));
  return 0;
}
