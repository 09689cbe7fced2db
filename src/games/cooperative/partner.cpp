// The computer partner and the greedy baseline (partner.hpp).
#include "games/cooperative/partner.hpp"

#include <algorithm>
#include <cmath>
#include <unordered_set>
#include <vector>

#include "chess/attacks.hpp"

namespace menagerie::cooperative {

using namespace chess;

namespace {

constexpr double kWinBase = 1000, kPoint = 400, kLoss = 0;
// How many cards' worth of turns the partner expects to need for a chance at a king: the
// estimated chance of a later king capture is left / (left + kPatience).
double kPatience = 8;
double kKeyBonus = 0.25;

// Pieces of each type in the start position, both colours.
constexpr int kStartCount[7] = {0, 16, 4, 4, 4, 2, 2};

int cards_left(const State& s) { return draw_pile_size(s) + s.hands[0].size() + s.hands[1].size(); }

// A turn's end: the state after its last step (before the draws), and the step that began it.
struct Ending {
  Move first;
  State after;
  double value;
  double progress = 0;
};

// How far the team is towards clearing types, both colours: each type gone counts one, a type on
// its way 0.6 times the square of the share of its pieces taken (the last pieces of a type are
// worth more than the first; the clairvoyant ranks its beam by the same measure).
double progress(const State& s) {
  double p = 0;
  for (int t = kPawn; t <= kQueen; ++t) {
    int n = popcount(s.pos.pieces(PieceType(t)));
    double done = double(kStartCount[t] - std::min(n, kStartCount[t])) / kStartCount[t];
    p += n == 0 ? 1.0 : 0.6 * done * done;
  }
  return p;
}

// Puts first the k endings of highest value and after them the k of most progress among the
// rest; returns how many were put first. Ranking by value alone would keep only turns that keep a
// key (a wild card on top, say) and pass over the capture that clears a type: both are looked at.
std::size_t choose(std::vector<Ending>& list, std::size_t k) {
  std::stable_sort(list.begin(), list.end(),
                   [](const Ending& a, const Ending& b) { return a.value > b.value; });
  std::size_t by_value = std::min(k, list.size());
  for (auto it = list.begin() + std::ptrdiff_t(by_value); it != list.end(); ++it)
    it->progress = progress(it->after);
  std::stable_sort(list.begin() + std::ptrdiff_t(by_value), list.end(),
                   [](const Ending& a, const Ending& b) { return a.progress > b.progress; });
  return std::min(list.size(), 2 * k);
}

bool turn_over(const State& s, Seat seat) {
  return Cooperative::outcome(s).over() || Cooperative::to_move(s) != seat ||
         s.step == Step::kStart;
}

// Every way to finish the current turn of `seat` from s (s mid-turn or at its start).
void endings(const State& s, Seat seat, const Move* first, std::vector<Ending>& out) {
  MoveBuffer moves;
  Cooperative::generate(s, moves);
  for (const Move& m : moves) {
    State next = s;
    Cooperative::play(next, m);
    const Move& f = first ? *first : m;
    if (turn_over(next, seat))
      out.push_back({f, next, 0});
    else
      endings(next, seat, &f, out);
  }
}

// One sampled future of the draw pile: its cards in the order they will come, next first. Cards
// leave the pile only by being drawn, so the k-th card drawn from here is order[k] whatever is
// played meanwhile, and every line searched in one sample meets the same cards.
std::vector<Card> pile_order(const State& s, Rng& rng) {
  std::vector<Card> order;
  std::array<int, 16> left = draw_pile(s);
  for (Card c = 0; c < 16; ++c)
    for (int i = 0; i < left[c]; ++i) order.push_back(c);
  rng.shuffle(order);
  return order;
}

// The draws after a turn from the sampled order, until a seat is to move (or the game is over).
void draw_up(State& s, const std::vector<Card>& order) {
  while (!Cooperative::outcome(s).over() && Cooperative::to_move(s) == kChance) {
    int drawn = int(order.size()) - draw_pile_size(s);
    Cooperative::play(s, Move::draw(order[std::size_t(drawn)]));
  }
}

// The best the team reaches within `turns` more turns from `after` (a turn just finished, its
// draws to come), in the sampled future `order`: a beam over whole turns keeps the `width` states
// of highest team_value and the `width` furthest on towards clearing types (choose); a king
// captured on the way counts at its final value, a state at the horizon at its team_value. Both
// seats play for the team, so every turn maximises. `count` adds the turns evaluated; once it
// reaches `budget` the horizon is where the beam has got to (so a step's work has a ceiling).
double look_ahead(const State& after, const std::vector<Card>& order, int turns, int width,
                  std::uint64_t& count, std::uint64_t budget) {
  State root = after;
  draw_up(root, order);
  if (Cooperative::outcome(root).over()) return team_value(root);
  double best = kLoss;
  std::vector<Ending> beam{{Move{}, root, team_value(root)}};
  for (int d = 1; d <= turns && !beam.empty(); ++d) {
    if (count >= budget) {
      for (const Ending& e : beam) best = std::max(best, e.value);
      return best;
    }
    std::vector<Ending> next;
    std::unordered_set<std::uint64_t> seen;
    for (const Ending& b : beam) {
      std::vector<Ending> list;
      endings(b.after, Cooperative::to_move(b.after), nullptr, list);
      count += list.size();
      for (Ending& e : list) {
        draw_up(e.after, order);
        e.value = team_value(e.after);
        if (Cooperative::outcome(e.after).over())
          best = std::max(best, e.value);
        else if (seen.insert(Cooperative::hash(e.after)).second)
          next.push_back(std::move(e));
      }
    }
    next.resize(choose(next, std::size_t(std::max(1, width))));
    if (d == turns)
      for (const Ending& e : next) best = std::max(best, e.value);
    beam = std::move(next);
  }
  return best;
}

}  // namespace

double team_value(const State& s) {
  Outcome o = Cooperative::outcome(s);
  if (o.over()) return o.kind == Outcome::Kind::kWin ? kWinBase + kPoint * o.score[0] : kLoss;
  // Not over: the chance to capture a king later, times what the win would then be worth. The
  // chance falls as the cards run out; eliminated types make their cards wild (rule 5a), which
  // both scores and opens the kings to capture, so progress towards a type counts for both.
  int left = cards_left(s);
  double ahead = progress(s);
  double chance = double(left) / (left + kPatience);
  // A key in a hand: a king card, or a card its holder's side has no piece of (wild on the
  // holder's stack). Played when the partner can reach the holder's king, it opens that king.
  for (Color c : {kWhite, kBlack})
    for (Card k = 0; k < 16; ++k)
      if (s.hands[c].count[k] && (type_of(k) == kKing || wild_on_stack(s, c, k))) {
        chance += kKeyBonus;
        c = kBlack;
        break;
      }
  chance = std::min(0.95, chance);
  // A king card, or a wild card, on top of a stack: a capture of the other seat's king is in
  // reach next turn.
  for (Color c : {kWhite, kBlack}) {
    Card top = s.stacks[c].top();
    if (top && (type_of(top) == kKing || wild_on_stack(s, c, top)))
      chance = std::min(0.97, chance + 0.1);
  }
  return chance * (kWinBase + kPoint * ahead);
}

void set_patience(double cards, double key_bonus) {
  kPatience = cards;
  kKeyBonus = key_bonus;
}

Plan plan(const Cooperative::Observation& seen, const PlanLimits& limits, Rng& rng) {
  Plan out;
  const State& known = seen.known;
  Seat seat = Cooperative::to_move(known);
  if (seat != seen.seat) return out;
  MoveBuffer legal;
  Cooperative::generate(known, legal);
  if (legal.size() == 1) {  // nothing to choose
    out.move = legal[0];
    out.value = team_value(known);
    return out;
  }
  struct Score {
    Move move;
    double sum = 0;
    int n = 0;
  };
  std::vector<Score> scores;
  for (int k = 0; k < limits.samples && out.turns < limits.max_turns; ++k) {
    State s = Cooperative::sample(seen, rng);
    std::vector<Card> order = pile_order(s, rng);
    std::vector<Ending> list;
    endings(s, seat, nullptr, list);
    out.turns += list.size();
    for (Ending& e : list) e.value = team_value(e.after);
    if (limits.lookahead && limits.turns > 0) {
      std::size_t keep = choose(list, std::size_t(std::max(1, limits.shortlist)));
      for (std::size_t i = 0; i < keep; ++i) {
        if (Cooperative::outcome(list[i].after).over()) continue;
        list[i].value = look_ahead(list[i].after, order, limits.turns, limits.width, out.turns,
                                   limits.max_turns);
      }
      // Not looked at: as if the turns ahead added nothing.
      for (std::size_t i = keep; i < list.size(); ++i)
        list[i].value *= std::pow(0.95, limits.turns);
    }
    // Each first step scores the best turn it begins in this sample.
    std::vector<Score> here;
    for (const Ending& e : list) {
      auto it =
          std::find_if(here.begin(), here.end(), [&](const Score& x) { return x.move == e.first; });
      if (it == here.end())
        here.push_back({e.first, e.value, 1});
      else
        it->sum = std::max(it->sum, e.value);
    }
    for (const Score& h : here) {
      auto it = std::find_if(scores.begin(), scores.end(),
                             [&](const Score& x) { return x.move == h.move; });
      if (it == scores.end())
        scores.push_back(h);
      else
        it->sum += h.sum, ++it->n;
    }
    ++out.samples;
  }
  double best = -1e18;
  for (const Score& x : scores) {
    double mean = x.sum / x.n;
    if (mean > best) {
      best = mean;
      out.move = x.move;
      out.value = mean;
    }
  }
  return out;
}

Move greedy(const State& s, Rng& rng) {
  MoveBuffer moves;
  Cooperative::generate(s, moves);
  if (moves.empty()) return Move{};
  auto takes_king = [&](const Move& m) {
    return is_capture(s, m) && type_of(s.pos.board[captured_square(m)]) == kKing;
  };
  if (s.step == Step::kPlayed) {
    std::vector<Move> captures;
    for (const Move& m : moves) {
      if (takes_king(m)) return m;
      if (m.kind == Move::kBoard) captures.push_back(m);
    }
    return captures.empty() ? Move::end_turn() : captures[rng.below(captures.size())];
  }
  // A card (after a non-capturing move when at the start) that allows a capture.
  std::vector<Move> cards, opening;
  for (const Move& m : moves) (m.kind == Move::kCard ? cards : opening).push_back(m);
  auto allows_capture = [](const State& t) {
    MoveBuffer next;
    Cooperative::generate(t, next);
    return next.size() > 1;  // more than "end"
  };
  for (const Move& c : cards) {
    State t = s;
    Cooperative::play(t, c);
    if (t.step == Step::kPlayed && allows_capture(t)) return c;
  }
  rng.shuffle(opening);
  for (const Move& m : opening) {
    State t = s;
    Cooperative::play(t, m);
    for (Card c = 0; c < 16; ++c) {
      if (!t.hands[t.mover()].count[c]) continue;
      State u = t;
      Cooperative::play(u, Move::play_card(c));
      if (u.step == Step::kPlayed && allows_capture(u)) return m;
    }
  }
  // Nothing to take: a random non-capturing move (pieces must meet to capture), then a random
  // card.
  if (!opening.empty()) return opening[rng.below(opening.size())];
  return cards[rng.below(cards.size())];
}

}  // namespace menagerie::cooperative
