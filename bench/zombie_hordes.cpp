// Zombie Chess: the computer against today's (issue 27 §1), and how often it moves its zombies.
// "Today's" is the computer as it was before it learned to play zombies: the same determinized
// search over the game's hooks, with the evaluation and move order frozen below as they were
// (commit 2f116e1). Both play at the same level from the standard start, colours alternating, each
// seeing only its own seat's observation; a game still going after MAX_PLIES steps is adjudicated
// drawn. Both play Zombie's levels (Zombie::kSampledLevels: today's inherits them), which stop on a
// fixed depth or fixed nodes, so a run is the same on any machine (level 8 has a time budget).
//
//   bench_zombie_hordes [LEVEL] [GAMES] [MAX_PLIES] [SEED]   (defaults 4, 40, 300, 1)
//   VERBOSE=1: every turn begun with a zombie of the mover's, its position and first step.
//
// Prints the new computer's score with its 95% interval (Elo), and for each computer the share of
// its turns begun with a zombie of its own in which it moved at least one zombie.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "catalog/determinized_engine.hpp"
#include "catalog/table.hpp"
#include "chess/fen.hpp"
#include "chess/rules.hpp"
#include "games/zombie/zombie.hpp"
#include "protocol/elo.hpp"

namespace menagerie::bench {
namespace {

using namespace chess;

// Today's hooks, frozen: everything else (rules, sampling, texts) is the game's own.
struct ZombieToday : Zombie {
  static constexpr int kValue[7] = {0, 100, 320, 330, 500, 900, 0};
  static constexpr int kCoverRisk[7] = {50, 30, 40, 35, 20, 45, 10};
  static int centrality(Square sq) {
    int f = file_of(sq), r = rank_of(sq);
    int df = f < 4 ? f : 7 - f, dr = r < 4 ? r : 7 - r;
    return df < dr ? df : dr;
  }
  static int evaluate(const State& s) {
    int score = 0;
    for (Square sq = 0; sq < 64; ++sq) {
      Piece p = s.pos.board[sq];
      if (!p) continue;
      int v = kValue[type_of(p)] + 4 * centrality(sq);
      if (s.zombies & bit(sq)) v -= kValue[type_of(p)] / 8;
      score += color_of(p) == kWhite ? v : -v;
    }
    for (int c = 0; c < 2; ++c)
      for (const auto& b : s.burials[c]) {
        Piece cover = s.pos.board[b.square];
        int risk =
            cover == kNoPiece || color_of(cover) != Color(c) ? 50 : kCoverRisk[type_of(cover)];
        int v = kValue[type_of(b.piece)] * risk / 300;
        score += color_of(b.piece) == kWhite ? v : -v;
      }
    return s.pos.side == kWhite ? score : -score;
  }
  static int order_score(const State& s, const Move& m) {
    if (m.kind == Move::kPromote) return kValue[m.type];
    if (m.kind != Move::kPlay) return 0;
    int victim = m.play.kind() == chess::Move::kEnPassant ? 100
                 : m.play.kind() == chess::Move::kCastling
                     ? 0
                     : kValue[type_of(s.pos.board[m.play.to()])];
    int promo = m.play.kind() == chess::Move::kPromotion ? kValue[m.play.promotion()] : 0;
    return 16 * (victim + promo) - kValue[type_of(s.pos.board[m.play.from()])] / 100;
  }
  // Today's search had no step due: a capture's burial cost a ply, and quiescence stood pat on it.
  static bool step_due(const State&) { return false; }
  // Nor an exchange evaluation: the search's own default without one.
  static bool see_ge(const State&, const Move&, int threshold) { return threshold <= 0; }
};

struct Counts {
  int turns = 0;         // turns begun with a zombie of the mover's own
  int zombie_turns = 0;  // of those, turns in which a zombie moved
};

// A step's value for the mover by a fixed search of the State after it.
int judge_step(const Zombie::State& s, const Zombie::Move& m) {
  static engine::Searcher<Zombie> judge(16);
  Zombie::State child = s;
  Zombie::play(child, m);
  if (Zombie::outcome(child).over()) return 0;
  engine::Limits l;
  l.nodes = 30000;
  auto r = judge.search(child, {}, l);
  return child.pos.side == s.pos.side ? r.score : -r.score;
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, std::size_t(p * double(v.size())))];
}

int arg(int argc, char** argv, int i, int fallback) {
  return argc > i ? std::atoi(argv[i]) : fallback;
}

}  // namespace
}  // namespace menagerie::bench

int main(int argc, char** argv) {
  using namespace menagerie;
  using namespace menagerie::bench;
  const int level = arg(argc, argv, 1, 4), games = arg(argc, argv, 2, 40),
            max_plies = arg(argc, argv, 3, 300);
  const std::uint64_t seed = std::uint64_t(arg(argc, argv, 4, 1));
  const auto start = Zombie::parse_position(chess::kStandardFen);
  std::printf(
      "Zombie Chess, level %d: the computer against today's, %d games, drawn after %d "
      "steps, seed %llu\n",
      level, games, max_plies, static_cast<unsigned long long>(seed));
  const bool verbose = std::getenv("VERBOSE") != nullptr;  // each turn begun with a zombie
  protocol::Tally tally;
  Counts counts[2];           // 0 new, 1 today's
  std::vector<double> ms[2];  // time per step
  for (int g = 0; g < games; ++g) {
    catalog::DeterminizedEngine<Zombie> fresh;
    catalog::DeterminizedEngine<ZombieToday> today;
    Rng rng(seed * 1000003 + std::uint64_t(g));
    catalog::GameTable<Zombie> t(start);
    const Seat new_seat = g % 2;
    int plies = 0;
    Seat turn_of = -1;
    while (!t.outcome().over() && plies < max_plies) {
      const auto& s = t.game_record().state();
      const Seat seat = t.to_move();
      const int who = seat == new_seat ? 0 : 1;
      bool begins = false;
      if (!s.under_way() && s.promoting == 0) {
        turn_of = seat;
        begins = (s.zombies & s.pos.pieces(s.pos.side)) != 0;
        if (begins) ++counts[who].turns;
      }
      catalog::Engine& e = who == 0 ? static_cast<catalog::Engine&>(fresh) : today;
      auto clock = std::chrono::steady_clock::now();
      std::string text = e.play_level(t.observation(seat), level, rng).best;
      ms[who].push_back(
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - clock)
              .count());
      if (begins && verbose) {
        // Judged on the referee's State (what the mover could not see counts too): the played
        // step against the best first step of a zombie.
        Zombie::Move played = Zombie::parse_move(s, text);
        zombie::MoveBuffer steps;
        Zombie::generate(s, steps);
        int best_zombie = -engine::kInfinity, chosen = judge_step(s, played);
        std::string best_text;
        for (const auto& m : steps)
          if (m.kind == Zombie::Move::kPlay && (s.zombies & bit(m.play.from()))) {
            int v = judge_step(s, m);
            if (v > best_zombie) best_zombie = v, best_text = Zombie::move_text(s, m);
          }
        std::fprintf(stderr, "  %s: %s  plays %s (%d); best zombie step %s (%d)%s\n",
                     who == 0 ? "new" : "today's", Zombie::position_text(s).c_str(), text.c_str(),
                     chosen, best_text.c_str(), best_zombie,
                     best_zombie > chosen + 50 ? "  MISSED" : "");
      }
      Zombie::Move m = Zombie::parse_move(s, text);
      if (m.kind == Zombie::Move::kPlay && !s.moved && (s.zombies & bit(m.play.from())) &&
          seat == turn_of)
        ++counts[who].zombie_turns;
      t.play(text);
      ++plies;
    }
    Outcome o = t.outcome();
    double points = !o.over() || o.kind == Outcome::Kind::kDraw ? 0.5 : o.wins(new_seat) ? 1 : 0;
    tally.add(points);
    std::fprintf(stderr, "  game %d (new as seat %d): %s after %d steps (%s)\n", g + 1, new_seat,
                 points == 1   ? "won"
                 : points == 0 ? "lost"
                               : "drawn",
                 plies, o.over() ? std::string(o.reason).c_str() : "adjudicated");
  }
  auto e = protocol::estimate_elo(tally);
  // The score's 95% interval from the spread of the games' points (normal approximation).
  const double n = tally.games(), p = tally.score();
  const double var = (tally.wins * (1 - p) * (1 - p) + tally.draws * (0.5 - p) * (0.5 - p) +
                      tally.losses * p * p) /
                     n;
  const double half = 1.96 * std::sqrt(var / n);
  std::printf("new vs today's: games %d  +%d =%d -%d  score %.1f%% (95%%: %.1f-%.1f%%)  Elo %s\n",
              tally.games(), tally.wins, tally.draws, tally.losses, 100 * p,
              100 * std::max(0.0, p - half), 100 * std::min(1.0, p + half),
              protocol::format_elo(e).c_str());
  const char* names[2] = {"new", "today's"};
  for (int i = 0; i < 2; ++i)
    std::printf("%s: time per step median %.0f ms, max %.0f ms over %zu steps\n", names[i],
                percentile(ms[i], 0.5), percentile(ms[i], 1.0), ms[i].size());
  for (int i = 0; i < 2; ++i)
    std::printf("%s: moved a zombie in %d of %d turns begun with one (%.1f%%)\n", names[i],
                counts[i].zombie_turns, counts[i].turns,
                counts[i].turns ? 100.0 * counts[i].zombie_turns / counts[i].turns : 0.0);
  return 0;
}
