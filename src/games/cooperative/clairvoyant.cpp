// The clairvoyant (clairvoyant.hpp): an exact depth-first search for small cases and a beam search
// over whole turns for full deals.
#include "games/cooperative/clairvoyant.hpp"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

#include <fmt/format.h>

#include "core/error.hpp"
#include "games/cooperative/names.hpp"

namespace menagerie::cooperative {

using namespace chess;

namespace {

int worth(const Outcome& o) { return o.kind == Outcome::Kind::kWin ? 1 + o.score[0] : 0; }

int cards_left(const State& s) { return draw_pile_size(s) + s.hands[0].size() + s.hands[1].size(); }

// Plays the deal's draws until a seat is to move or the game is over, noting each in `line`.
void draw_up(const Deal& d, State& s, std::vector<Move>& line) {
  while (!outcome(s).over() && to_move(s) == kChance) {
    Move m = next_draw(d, s);
    play(s, m);
    line.push_back(m);
  }
}

// How far the state has gone towards clearing types, both colours: each type gone counts one, and
// a type on its way counts by the square of the share of its pieces taken (the last pieces of a
// type are worth more than the first).
double progress(const State& s) {
  static constexpr int kStart[7] = {0, 16, 4, 4, 4, 2, 2};
  double p = 0;
  for (int t = kPawn; t <= kQueen; ++t) {
    int n = popcount(s.pos.pieces(PieceType(t)));
    double done = double(kStart[t] - std::min(n, kStart[t])) / kStart[t];
    p += n == 0 ? 1.0 : 0.6 * done * done;
  }
  return p;
}

struct Aborted {};

class Exact {
 public:
  Exact(const Deal& d, std::uint64_t limit) : deal_(d), limit_(limit) {}

  Solution run() {
    Solution out;
    try {
      search(deal_.state);
      out.exact = true;
    } catch (const Aborted&) {
      out.exact = false;
    }
    out.value = best_;
    out.line = best_line_;
    out.nodes = nodes_;
    return out;
  }

 private:
  // The best value reachable from s (exact: the tree below is searched in full, less children
  // whose bound cannot beat a sibling already found).
  int search(const State& s) {
    if (++nodes_ > limit_) throw Aborted{};
    Outcome o = outcome(s);
    if (o.over()) {
      int v = worth(o);
      if (v > best_) {
        best_ = v;
        best_line_ = path_;
      }
      return v;
    }
    std::uint64_t key = hash(s);
    if (auto it = table_.find(key); it != table_.end()) return it->second;
    int best = 0;
    if (to_move(s) == kChance) {
      Move m = next_draw(deal_, s);
      State t = s;
      play(t, m);
      path_.push_back(m);
      best = search(t);
      path_.pop_back();
    } else {
      MoveBuffer moves;
      generate(s, moves);
      struct Child {
        Move move;
        State after;
        int bound;
      };
      std::vector<Child> children;
      children.reserve(moves.size());
      for (const Move& m : moves) {
        State t = s;
        play(t, m);
        children.push_back({m, t, value_bound(t)});
      }
      // Most promising first, so that the bound cuts the rest.
      std::stable_sort(children.begin(), children.end(),
                       [](const Child& a, const Child& b) { return a.bound > b.bound; });
      int found = -1;
      for (const Child& c : children) {
        if (c.bound <= found) break;  // sorted: no later child can beat what is found
        path_.push_back(c.move);
        found = std::max(found, search(c.after));
        path_.pop_back();
      }
      best = std::max(found, 0);
    }
    table_.emplace(key, best);
    return best;
  }

  const Deal& deal_;
  std::uint64_t limit_, nodes_ = 0;
  std::unordered_map<std::uint64_t, int> table_;
  std::vector<Move> path_;
  int best_ = 0;
  std::vector<Move> best_line_;
};

// Every way to finish the turn of `seat` from s; `done` gets the state after the turn's draws and
// the steps from s.
template <class Done>
void finish_turn(const Deal& d, const State& s, Seat seat, std::vector<Move>& steps, Done&& done) {
  MoveBuffer moves;
  generate(s, moves);
  for (const Move& m : moves) {
    State t = s;
    play(t, m);
    steps.push_back(m);
    if (outcome(t).over() || to_move(t) != seat || t.step == Step::kStart) {
      std::size_t mark = steps.size();
      draw_up(d, t, steps);
      done(t, steps);
      steps.resize(mark);
    } else {
      finish_turn(d, t, seat, steps, done);
    }
    steps.pop_back();
  }
}

}  // namespace

Deal deal_from(const State& s, Rng& rng) {
  Deal d{s, {}};
  std::array<int, 16> left = draw_pile(s);
  int total = 0;
  for (int n : left) total += n;
  for (; total > 0; --total) {
    // The same list, in the same order, with the same odds as chance(): the same draw.
    MoveList<ChanceOutcome<Move>, kMaxMoves> odds;
    for (Card c = 0; c < 16; ++c)
      if (left[c] > 0) odds.push_back({Move::draw(c), double(left[c]) / total});
    Card c = draw_outcome(odds, rng).card;
    d.order.push_back(c);
    --left[c];
  }
  return d;
}

Move next_draw(const Deal& d, const State& s) {
  int left = draw_pile_size(s);
  int drawn = int(d.order.size()) - left;
  if (drawn < 0 || drawn >= int(d.order.size()))
    throw InputError(fmt::format("the deal's order has {} cards; this state's pile has {}",
                                 d.order.size(), left));
  Card c = d.order[std::size_t(drawn)];
  if (draw_pile(s)[c] <= 0)
    throw InputError(
        fmt::format("the deal's next card, the {}, is not in this state's pile", card_name(c)));
  return Move::draw(c);
}

int value_bound(const State& s) {
  Outcome o = outcome(s);
  if (o.over()) return worth(o);
  if (!s.pos.pieces(kKing)) return 0;            // no king to capture: no win
  int budget = kDeckSize - s.captured.size - 1;  // one capture kept for a king
  std::vector<int> counts;
  int gone = 0;
  for (int t = kPawn; t <= kQueen; ++t) {
    int n = popcount(s.pos.pieces(PieceType(t)));
    if (n == 0)
      ++gone;
    else
      counts.push_back(n);
  }
  std::sort(counts.begin(), counts.end());
  for (int n : counts) {
    if (n > budget) break;
    budget -= n;
    ++gone;
  }
  return 1 + gone;
}

Solution solve_exact(const Deal& d, std::uint64_t node_limit) { return Exact(d, node_limit).run(); }

Solution solve(const Deal& d, const BeamLimits& limits) {
  Solution best;
  auto offer = [&best](int value, const std::vector<Move>& line) {
    if (value > best.value || (best.line.empty() && value == best.value)) {
      best.value = value;
      best.line = line;
    }
  };
  State root = d.state;
  std::vector<Move> start;
  draw_up(d, root, start);
  if (cards_left(root) <= limits.endgame_cards || outcome(root).over()) {
    Solution e = solve_exact(d, limits.endgame_nodes);
    if (e.exact) return e;
    best = e;
  }

  struct Node {
    State s;
    std::vector<Move> line;
    double rank;
  };
  std::vector<Node> beam{{root, start, 0}};
  std::uint64_t nodes = 0;
  while (!beam.empty()) {
    std::vector<Node> next;
    std::unordered_set<std::uint64_t> seen;
    for (const Node& n : beam) {
      std::vector<Move> steps = n.line;
      finish_turn(d, n.s, to_move(n.s), steps, [&](const State& t, const std::vector<Move>& line) {
        ++nodes;
        Outcome o = outcome(t);
        if (o.over()) return offer(worth(o), line);
        if (!seen.insert(hash(t)).second) return;
        next.push_back({t, line, progress(t)});
      });
    }
    std::size_t keep = std::min(next.size(), std::size_t(std::max(1, limits.width)));
    std::partial_sort(next.begin(), next.begin() + std::ptrdiff_t(keep), next.end(),
                      [](const Node& a, const Node& b) { return a.rank > b.rank; });
    next.resize(keep);
    // Few cards left: the rest of a kept state's game may be small enough to solve exactly; a
    // state solved leaves the beam.
    std::erase_if(next, [&](const Node& n) {
      if (cards_left(n.s) > limits.endgame_cards) return false;
      Solution e = solve_exact(Deal{n.s, d.order}, limits.endgame_nodes);
      nodes += e.nodes;
      std::vector<Move> whole = n.line;
      whole.insert(whole.end(), e.line.begin(), e.line.end());
      if (e.value > 0) offer(e.value, whole);
      return e.exact;
    });
    beam = std::move(next);
  }
  best.nodes += nodes;
  best.exact = false;
  return best;
}

}  // namespace menagerie::cooperative
