// Alpha-beta search over any Searchable game: iterative deepening with aspiration windows,
// principal variation search, a transposition table (also probed in quiescence), quiescence search,
// null-move pruning, reverse futility and futility pruning, late-move reductions and pruning, check
// extension, and move ordering by the transposition-table move, the game's tactical order
// (MVV-LVA), killers and history. Where the game has a static exchange evaluation, losing captures
// are tried last, left out of quiescence and pruned near the leaves. Single-threaded and
// deterministic for a given sequence of searches at fixed depth or nodes.
#pragma once

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <functional>
#include <memory>
#include <vector>

#include "core/game.hpp"
#include "engine/limits.hpp"
#include "engine/nnue/accumulator.hpp"
#include "engine/searchable.hpp"
#include "engine/transposition.hpp"

namespace menagerie::engine {

// A searcher's learned evaluation (docs/nnue.md), for a game that declares network inputs: the
// evaluator of the network it was given, or none. Other games hold nothing.
template <class G, bool = nnue::HasNnueFeatures<G>>
struct NetworkSlot {};
template <class G>
struct NetworkSlot<G, true> {
  std::unique_ptr<nnue::Evaluator<G>> evaluator;
};

// A hidden game is searched only through States drawn from an observation (engine/pimc.hpp).
template <SearchableRules G>
class Searcher {
 public:
  using State = typename G::State;
  using Move = typename G::Move;
  static constexpr bool kMultiStep = traits_of<G>().multi_step;
  // A node limit below this is checked at every node, so a small search spends what it was given
  // (the many small searches of engine/belief_search.hpp and the hidden games' levels); a larger
  // one, every 1,024 nodes as always (it may run up to 1,023 nodes past its limit).
  static constexpr std::uint64_t kExactNodeLimit = 64'000;

  struct Line {
    int multipv = 1;
    int score = 0;
    std::vector<Move> pv;
  };
  struct Report {
    int depth = 0, seldepth = 0;
    std::uint64_t nodes = 0;
    std::int64_t time_ms = 0;
    std::vector<Line> lines;  // best first
  };
  struct Result {
    bool has_move = false;
    Move best{};
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    std::vector<Move> pv;
    std::vector<Line> lines;  // every principal variation of the last completed depth
  };
  using Reporter = std::function<void(const Report&)>;

  explicit Searcher(std::size_t hash_mb = 16) : main_tt_(hash_mb), side_tt_mb_(hash_mb) {
    init_reductions();
  }

  void set_hash(std::size_t mb) {
    main_tt_.resize(mb);
    side_tt_mb_ = mb;
    side_tt_.reset();
  }
  // Forget everything learned (a new game).
  void clear() {
    main_tt_.clear();
    if (side_tt_) side_tt_->clear();
    history_ = {};
    killers_ = {};
  }
  int hashfull() const { return main_tt_.hashfull(); }

  // The network this searcher evaluates with (null: the game's own evaluation). Each searcher
  // holds its own, so engines in one process can use different ones; set it between searches.
  void set_network(std::shared_ptr<const nnue::Network> net) requires nnue::HasNnueFeatures<G> {
    network_.evaluator = net ? std::make_unique<nnue::Evaluator<G>>(std::move(net)) : nullptr;
  }
  const nnue::Network* network() const requires nnue::HasNnueFeatures<G> {
    return network_.evaluator ? &network_.evaluator->network() : nullptr;
  }

  // Searches `root`, whose earlier positions (oldest first, for repetition) are `history`. Calls
  // `report` after every completed depth. `stop` may be set from another thread.
  Result search(const State& root, const std::vector<std::uint64_t>& history, const Limits& limits,
                const Reporter& report = {}, const std::atomic<bool>* stop = nullptr) {
    start_ = Clock::now();
    limits_ = limits;
    exact_nodes_ = limits.nodes > 0 && limits.nodes < kExactNodeLimit;
    external_stop_ = stop;
    stopped_ = false;
    nodes_ = 0;
    seldepth_ = 0;
    tt_ = &main_tt_;
    main_tt_.new_search();
    plan_time(G::to_move(root));
    keys_.assign(history.begin(), history.end());

    Result result;
    MovesOf<G> root_moves;
    G::generate(root, root_moves);
    if (root_moves.empty()) return result;
    result.has_move = true;
    result.best = root_moves[0];

    int multipv = std::clamp(limits.multipv, 1, int(root_moves.size()));
    int max_depth = limits.depth > 0 ? std::min(limits.depth, kMaxPly - 1) : kMaxPly - 1;
    std::vector<int> previous(multipv, 0);
    if (multipv > 1) {
      if (!side_tt_) side_tt_ = std::make_unique<TranspositionTable<Move>>(side_tt_mb_);
      side_tt_->new_search();
    }
    for (int depth = 1; depth <= max_depth; ++depth) {
      root_depth_ = depth;
      std::vector<Line> lines;
      excluded_.clear();
      for (int k = 0; k < multipv; ++k) {
        if (k == 1) begin_side_lines();
        int score = aspiration(root, depth, depth >= 5 ? previous[k] : 0, depth >= 5);
        if (stopped_) break;
        // A later line never shows above the one before it. Its move got a full search of its own
        // here but only a reduced one within the earlier line's search; when it now scores higher,
        // the search has not told the two apart, and the line is shown as equal.
        if (k > 0) score = std::min(score, lines[k - 1].score);
        Line line{k + 1, score, pv_line()};
        if (line.pv.empty()) break;
        excluded_.push_back(line.pv[0]);
        previous[k] = score;
        lines.push_back(std::move(line));
      }
      if (multipv > 1) end_side_lines();
      if (stopped_ && lines.empty()) break;
      // Only completed depths count: a stopped one may have seen its best move refuted half-way.
      if (stopped_) break;
      result.best = lines[0].pv[0];
      result.score = lines[0].score;
      result.depth = depth;
      result.pv = lines[0].pv;
      result.lines = lines;
      if (report) report(Report{depth, seldepth_, nodes_, elapsed_ms(), lines});
      if (is_mate_score(lines[0].score) && limits.depth == 0 && !limits.infinite &&
          kMate - std::abs(lines[0].score) < depth)
        break;  // a mate found at this depth cannot get shorter
      if (soft_ms_ > 0 && !limits.infinite && elapsed_ms() > soft_ms_ * 55 / 100) break;
      if (root_moves.size() == 1 && limits_.has_clock() && !limits.infinite) break;
    }
    result.nodes = nodes_;
    return result;
  }

  std::uint64_t nodes() const { return nodes_; }

  // What the side to move at `s` wins at once by captures: the quiescence search's value less the
  // static evaluation (never below 0, at most `cap`), and the nodes it took. A cheap measure of
  // what the last move left hanging (engine/world_filter.hpp). Stopped after about `max_nodes`
  // (0 = no limit), it claims no gain.
  struct Gain {
    int centipawns = 0;
    std::uint64_t nodes = 0;
  };
  Gain capture_gain(const State& s, int cap, std::uint64_t max_nodes = 0) {
    start_ = Clock::now();
    limits_ = {};
    limits_.nodes = max_nodes;
    exact_nodes_ = max_nodes > 0 && max_nodes < kExactNodeLimit;
    external_stop_ = nullptr;
    stopped_ = false;
    nodes_ = 0;
    seldepth_ = 0;
    soft_ms_ = hard_ms_ = 0;
    tt_ = &main_tt_;
    main_tt_.ready();
    keys_.assign(1, G::hash(s));
    int value = quiescence(s, -kInfinity, kInfinity, 0);
    if (stopped_) return {0, nodes_};
    return {std::clamp(value - evaluate(s), 0, cap), nodes_};
  }

 private:
  using Clock = std::chrono::steady_clock;

  // The static evaluation: the network's when this searcher has one, else the game's.
  int evaluate(const State& s) {
    if constexpr (nnue::HasNnueFeatures<G>) {
      // Never a mate score from the network: those the search finds.
      if (network_.evaluator)
        return std::clamp(network_.evaluator->evaluate(s, G::to_move(s)), -kMateBound + 1,
                          kMateBound - 1);
    }
    return G::evaluate(s);
  }

  int aspiration(const State& root, int depth, int guess, bool use_window) {
    int delta = 25;
    int alpha = use_window ? std::max(guess - delta, -kInfinity) : -kInfinity;
    int beta = use_window ? std::min(guess + delta, kInfinity) : kInfinity;
    while (true) {
      int score = search(root, alpha, beta, depth, 0, true);
      if (stopped_) return score;
      if (score <= alpha) {
        beta = (alpha + beta) / 2;
        alpha = std::max(score - delta, -kInfinity);
      } else if (score >= beta) {
        beta = std::min(score + delta, kInfinity);
      } else {
        return score;
      }
      delta += delta;
      if (delta > 1000) alpha = -kInfinity, beta = kInfinity;
    }
  }

  // MultiPV: the lines after the first write to a transposition table of their own, and the
  // killers and history they change are put back afterwards, so that the best line at every depth
  // is exactly what the search without MultiPV finds (an analysis shows the move the engine would
  // play). They read the first line's table too (a position's bounds hold whatever the root
  // leaves out), which saves them most of their work.
  const typename TranspositionTable<Move>::Entry* probe(std::uint64_t key) const {
    const auto* own = tt_->probe(key);
    if (tt_ == &main_tt_) return own;
    const auto* first = main_tt_.probe(key);
    if (!own) return first;
    return first && first->depth > own->depth ? first : own;
  }
  void begin_side_lines() {
    saved_history_ = history_;
    saved_killers_ = killers_;
    tt_ = side_tt_.get();
  }
  void end_side_lines() {
    if (tt_ == &main_tt_) return;
    history_ = saved_history_;
    killers_ = saved_killers_;
    tt_ = &main_tt_;
  }

  std::vector<Move> pv_line() const {
    return std::vector<Move>(pv_[0].begin(), pv_[0].begin() + pv_length_[0]);
  }

  void plan_time(Seat us) {
    soft_ms_ = hard_ms_ = 0;
    constexpr std::int64_t kOverhead = 30;  // process and pipe latency, per move
    if (limits_.movetime > 0) {
      soft_ms_ = hard_ms_ = std::max<std::int64_t>(1, limits_.movetime - kOverhead);
    } else if (limits_.has_clock() && us >= 0 && us < 2) {
      std::int64_t left = std::max<std::int64_t>(1, limits_.time[us] - kOverhead);
      std::int64_t inc = limits_.increment[us];
      // Without a move count, plan as if 20 moves remain: the increment refills the clock, and
      // time spent while the board is full buys the most.
      int togo = limits_.movestogo > 0 ? std::min(limits_.movestogo, 40) : 20;
      soft_ms_ = std::min(left / togo + inc * 3 / 4, left / 2);
      hard_ms_ = std::min(soft_ms_ * 4, left * 2 / 5);
      soft_ms_ = std::max<std::int64_t>(1, soft_ms_);
      hard_ms_ = std::max(soft_ms_, hard_ms_);
    }
  }

  std::int64_t elapsed_ms() const {
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start_).count();
  }

  void check_limits() {
    if (exact_nodes_ && nodes_ >= limits_.nodes) stopped_ = true;
    if ((nodes_ & 1023) != 0) return;
    if (external_stop_ && external_stop_->load(std::memory_order_relaxed)) stopped_ = true;
    if (limits_.nodes && nodes_ >= limits_.nodes) stopped_ = true;
    if (hard_ms_ > 0 && !limits_.infinite && elapsed_ms() >= hard_ms_) stopped_ = true;
  }

  bool repeated() const {
    // The current position is keys_.back(); a repetition within the search, or of a game position,
    // counts as a draw. Only positions with the same side to move (every second one) can match.
    std::size_t n = keys_.size();
    std::size_t window = n - 1;
    if constexpr (requires(const State& s) { G::reversible_plies(s); })
      window = std::min<std::size_t>(window, std::size_t(reversible_));
    if constexpr (kMultiStep) {
      // Turns of several moves: no parity to rely on (keys include the seat to move).
      for (std::size_t back = 1; back <= window; ++back)
        if (keys_[n - 1 - back] == keys_.back()) return true;
    } else {
      for (std::size_t back = 4; back <= window; back += 2)
        if (keys_[n - 1 - back] == keys_.back()) return true;
    }
    return false;
  }

  int terminal_score(const State& s, int ply) {
    Outcome o = G::outcome(s);
    if (o.kind == Outcome::Kind::kWin) return o.wins(G::to_move(s)) ? kMate - ply : -(kMate - ply);
    return 0;
  }

  // The value of `child` for the side to move at `parent`, searched in the window (alpha, beta):
  // negated where the side to move changes (every move, unless turns are several moves long).
  bool same_side(const State& parent, const State& child) const {
    if constexpr (kMultiStep)
      return team_of<G>(child, G::to_move(child)) == team_of<G>(parent, G::to_move(parent));
    else
      return false;
  }
  int child_value(const State& parent, const State& child, int alpha, int beta, int depth, int ply,
                  bool null_ok) {
    if (same_side(parent, child)) return search(child, alpha, beta, depth, ply + 1, null_ok);
    return -search(child, -beta, -alpha, depth, ply + 1, null_ok);
  }

  int search(const State& s, int alpha, int beta, int depth, int ply, bool null_ok) {
    const bool pv_node = beta - alpha > 1;
    pv_length_[ply] = 0;
    if (ply > 0) {
      if constexpr (requires { G::draw_by_rule(s); })
        if (G::draw_by_rule(s)) return 0;
      if constexpr (requires { G::reversible_plies(s); }) reversible_ = G::reversible_plies(s);
      keys_.push_back(G::hash(s));
      bool rep = repeated();
      keys_.pop_back();
      if (rep) return 0;
      // Mate distance pruning: no score here can beat a mate already found nearer the root.
      alpha = std::max(alpha, -(kMate - ply));
      beta = std::min(beta, kMate - ply - 1);
      if (alpha >= beta) return alpha;
    }
    if (depth <= 0 || ply >= kMaxPly - 1) return quiescence(s, alpha, beta, ply);

    ++nodes_;
    check_limits();
    if (stopped_) return 0;
    seldepth_ = std::max(seldepth_, ply);

    const std::uint64_t key = G::hash(s);
    const auto* entry = probe(key);
    Move tt_move{};
    if (entry) {
      tt_move = entry->move;
      int tt_score = TranspositionTable<Move>::from_table(entry->score, ply);
      if (!pv_node && entry->depth >= depth && (ply > 0 || excluded_.empty()) &&
          (entry->bound == Bound::kExact || (entry->bound == Bound::kLower && tt_score >= beta) ||
           (entry->bound == Bound::kUpper && tt_score <= alpha)))
        return tt_score;
    }

    const bool in_check = G::in_check(s);
    const int eval = in_check ? -kInfinity : (entry ? entry->eval : evaluate(s));
    // With a step due (a capture's burial) the evaluation has the capture but not the reply to it:
    // no pruning on it.
    const bool due = step_due(s);

    if (!pv_node && !in_check && !due && ply > 0) {
      // Reverse futility: far above beta at low depth, a quiet move will not fall below it.
      if (depth <= 6 && eval - 90 * depth >= beta && !is_mate_score(beta)) return eval;
      // Null move: if passing still fails high, a real move would too (not in zugzwang-prone
      // spots).
      if constexpr (HasNullMove<G>) {
        if (null_ok && depth >= 3 && eval >= beta && G::null_move_ok(s)) {
          State passed = s;
          G::play_null(passed);
          int r = 3 + depth / 4 + std::min(3, (eval - beta) / 200);
          keys_.push_back(key);
          int score = -search(passed, -beta, -beta + 1, depth - 1 - r, ply + 1, false);
          keys_.pop_back();
          if (stopped_) return 0;
          if (score >= beta) return is_mate_score(score) ? beta : score;
        }
      }
    }

    MovesOf<G> moves;
    G::generate(s, moves);
    if (moves.empty()) return terminal_score(s, ply);

    std::array<int, G::kMaxMoves> scores;
    score_moves(s, moves, scores, tt_move, ply);

    keys_.push_back(key);
    const int old_alpha = alpha;
    int best = -kInfinity;
    Move best_move{};
    int searched = 0;
    Move quiets_tried[64];
    int quiet_count = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      pick_next(moves, scores, i);
      const Move m = moves[i];
      if (ply == 0 && is_excluded(m)) continue;
      const bool tactical = G::is_tactical(s, m);
      State child = s;
      G::play(child, m);
      const bool gives_check = G::in_check(child);

      if (!pv_node && !in_check && !tactical && !gives_check && searched > 0 &&
          best > -kMateBound) {
        // Late-move pruning and futility pruning of quiet moves near the leaves.
        if (depth <= 4 && quiet_count >= 3 + depth * depth * 2) continue;
        if (depth <= 3 && eval + 120 + 100 * depth <= alpha) continue;
        // A quiet move that puts a piece en prise near the leaves.
        if (depth <= 6 && !exchange_ge(s, m, -25 * depth * depth)) continue;
      }
      // A capture losing more than a pawn a ply by exchange, near the leaves.
      if (!pv_node && !in_check && tactical && !gives_check && searched > 0 && depth <= 6 &&
          best > -kMateBound && !exchange_ge(s, m, -100 * depth))
        continue;

      // A check is searched a ply deeper, within twice the iteration's depth from the root: where
      // checks can follow each other at every move (four seats, a side that checks again and
      // again), unbounded extensions never reach the horizon short of kMaxPly.
      int new_depth = depth - 1 + (gives_check && ply < 2 * root_depth_ ? 1 : 0);
      int score;
      if (searched == 0) {
        score = child_value(s, child, alpha, beta, new_depth, ply, true);
      } else {
        int r = 0;
        if (depth >= 3 && !tactical && !in_check && !gives_check) {
          r = reductions_[std::min(depth, 63)][std::min<std::size_t>(searched, 63)];
          if (pv_node) r -= 1;
          if (is_killer(m, ply)) r -= 1;
          r = std::clamp(r, 0, new_depth - 1);
        }
        score = child_value(s, child, alpha, alpha + 1, new_depth - r, ply, true);
        if (r > 0 && score > alpha)
          score = child_value(s, child, alpha, alpha + 1, new_depth, ply, true);
        if (pv_node && score > alpha && score < beta)
          score = child_value(s, child, alpha, beta, new_depth, ply, true);
      }
      if (stopped_) {
        keys_.pop_back();
        return 0;
      }
      ++searched;
      if (!tactical && quiet_count < 64) quiets_tried[quiet_count++] = m;
      if (score > best) {
        best = score;
        best_move = m;
        if (score > alpha) {
          alpha = score;
          update_pv(ply, m);
          if (alpha >= beta) {
            if (!tactical) reward_quiet(s, m, quiets_tried, quiet_count, depth, ply);
            break;
          }
        }
      }
    }
    keys_.pop_back();
    if (searched == 0) return ply == 0 ? alpha : best;  // everything pruned or excluded

    Bound bound = best >= beta ? Bound::kLower : best > old_alpha ? Bound::kExact : Bound::kUpper;
    if (excluded_.empty() || ply > 0)
      tt_->store(key, best_move, best, in_check ? 0 : eval, depth, bound, ply);
    return best;
  }

  // Quiescence answers a check with every evasion only this many plies below the horizon; deeper,
  // a side in check stands on its evaluation and looks at captures like any other side. Without
  // the bound, a game where captures often give check (four seats on a crowded board) grew an
  // evasion-capture-evasion tree limited only by kMaxPly: one level-5 move searched for minutes.
  static constexpr int kQuiescenceEvasionPlies = 4;

  int quiescence(const State& s, int alpha, int beta, int ply, int qply = 0) {
    ++nodes_;
    check_limits();
    if (stopped_) return 0;
    seldepth_ = std::max(seldepth_, ply);
    pv_length_[ply] = 0;
    if (ply >= kMaxPly - 1) return evaluate(s);

    // The table serves quiescence too: a bound from any earlier search of this position, and its
    // static evaluation.
    const bool pv_node = beta - alpha > 1;
    const std::uint64_t key = G::hash(s);
    const auto* entry = probe(key);
    if (entry && !pv_node) {
      int tt_score = TranspositionTable<Move>::from_table(entry->score, ply);
      if (entry->bound == Bound::kExact || (entry->bound == Bound::kLower && tt_score >= beta) ||
          (entry->bound == Bound::kUpper && tt_score <= alpha))
        return tt_score;
    }
    const bool checked = G::in_check(s);
    const bool in_check = checked && qply < kQuiescenceEvasionPlies;
    // A step due (a capture's burial) is played, not stood on: standing pat there would count the
    // capture and never the opponent's reply to it. The game's first choice of them stands for all.
    const bool due = step_due(s);
    const int old_alpha = alpha;
    int best = -kInfinity, eval = 0;
    Move best_move{};
    if (!in_check && !due) {
      // (A position in check is stored without its evaluation.)
      best = eval = entry && !checked ? entry->eval : evaluate(s);
      if (best >= beta) return best;
      alpha = std::max(alpha, best);
    }
    MovesOf<G> moves;
    G::generate(s, moves);
    if (moves.empty()) return terminal_score(s, ply);
    std::array<int, G::kMaxMoves> scores;
    for (std::size_t i = 0; i < moves.size(); ++i)
      scores[i] = due || G::is_tactical(s, moves[i]) ? G::order_score(s, moves[i])
                  : in_check                         ? -1000000
                                                     : kSkip;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      pick_next(moves, scores, i);
      if (scores[i] == kSkip) break;  // the rest are quiet moves
      if (due && i > 0) break;
      // A capture that loses material by exchange cannot raise a quiet position's value.
      if (!in_check && !exchange_ge(s, moves[i], 0)) continue;
      State child = s;
      G::play(child, moves[i]);
      int score = same_side(s, child) ? quiescence(child, alpha, beta, ply + 1, qply + 1)
                                      : -quiescence(child, -beta, -alpha, ply + 1, qply + 1);
      if (stopped_) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          best_move = moves[i];
          update_pv(ply, moves[i]);
          if (alpha >= beta) break;
        }
      }
    }
    Bound bound = best >= beta ? Bound::kLower : best > old_alpha ? Bound::kExact : Bound::kUpper;
    tt_->store(key, best_move, best, eval, 0, bound, ply);
    return best;
  }

  static constexpr int kSkip = -2000000000;

  static bool step_due(const State& s) {
    if constexpr (HasStepDue<G>)
      return G::step_due(s);
    else
      return false;
  }

  // Whether m gains at least `threshold` by the exchange it starts (the game's static exchange
  // evaluation); games without one are taken to lose nothing.
  static bool exchange_ge(const State& s, const Move& m, int threshold) {
    if constexpr (HasExchangeEvaluation<G>)
      return G::see_ge(s, m, threshold);
    else
      return threshold <= 0;
  }

  void score_moves(const State& s, const MovesOf<G>& moves, std::array<int, G::kMaxMoves>& scores,
                   Move tt_move, int ply) {
    const Seat us = G::to_move(s);
    for (std::size_t i = 0; i < moves.size(); ++i) {
      const Move& m = moves[i];
      if (m == tt_move)
        scores[i] = 1 << 30;
      else if (G::is_tactical(s, m))
        // A capture that loses material by exchange goes after the quiet moves.
        scores[i] = (exchange_ge(s, m, 0) ? (1 << 28) : -(1 << 28)) + G::order_score(s, m);
      else if (m == killers_[ply][0])
        scores[i] = (1 << 27);
      else if (m == killers_[ply][1])
        scores[i] = (1 << 27) - 1;
      else
        scores[i] = history_[us & 1][G::move_key(m)];
    }
  }

  static void pick_next(MovesOf<G>& moves, std::array<int, G::kMaxMoves>& scores, std::size_t i) {
    std::size_t best = i;
    for (std::size_t j = i + 1; j < moves.size(); ++j)
      if (scores[j] > scores[best]) best = j;
    if (best != i) {
      std::swap(moves[i], moves[best]);
      std::swap(scores[i], scores[best]);
    }
  }

  bool is_killer(const Move& m, int ply) const {
    return m == killers_[ply][0] || m == killers_[ply][1];
  }
  bool is_excluded(const Move& m) const {
    for (const Move& e : excluded_)
      if (e == m) return true;
    return false;
  }

  void reward_quiet(const State& s, const Move& m, const Move* tried, int count, int depth,
                    int ply) {
    if (!(killers_[ply][0] == m)) {
      killers_[ply][1] = killers_[ply][0];
      killers_[ply][0] = m;
    }
    const Seat us = G::to_move(s) & 1;
    int bonus = std::min(depth * depth, 400);
    auto adjust = [&](const Move& x, int delta) {
      int& h = history_[us][G::move_key(x)];
      h += delta - h * std::abs(delta) / 16384;  // gravity keeps values bounded
    };
    adjust(m, bonus);
    for (int i = 0; i < count; ++i)
      if (!(tried[i] == m)) adjust(tried[i], -bonus);
  }

  void update_pv(int ply, const Move& m) {
    pv_[ply][0] = m;
    int n = pv_length_[ply + 1];
    for (int i = 0; i < n; ++i) pv_[ply][i + 1] = pv_[ply + 1][i];
    pv_length_[ply] = n + 1;
  }

  void init_reductions() {
    for (int d = 0; d < 64; ++d)
      for (int m = 0; m < 64; ++m)
        reductions_[d][m] = d == 0 || m == 0 ? 0 : int(0.75 + std::log(d) * std::log(m) / 2.25);
  }

  NetworkSlot<G> network_;
  TranspositionTable<Move> main_tt_;
  TranspositionTable<Move>* tt_ = &main_tt_;           // the table of the line being searched
  std::unique_ptr<TranspositionTable<Move>> side_tt_;  // MultiPV's other lines (made when needed)
  std::size_t side_tt_mb_;
  Limits limits_;
  const std::atomic<bool>* external_stop_ = nullptr;
  bool stopped_ = false;
  bool exact_nodes_ = false;  // the node limit is small: checked at every node
  std::uint64_t nodes_ = 0;
  int seldepth_ = 0;
  int root_depth_ = 1;  // the iteration under way (bounds the check extension)
  int reversible_ = 1 << 20;
  Clock::time_point start_;
  std::int64_t soft_ms_ = 0, hard_ms_ = 0;
  std::vector<std::uint64_t> keys_;
  std::vector<Move> excluded_;
  std::array<std::array<Move, 2>, kMaxPly + 1> killers_{};
  std::array<std::array<int, G::kMoveKeys>, 2> history_{};
  std::array<std::array<Move, 2>, kMaxPly + 1> saved_killers_{};
  std::array<std::array<int, G::kMoveKeys>, 2> saved_history_{};
  std::array<std::array<Move, kMaxPly + 1>, kMaxPly + 1> pv_{};
  std::array<int, kMaxPly + 1> pv_length_{};
  std::array<std::array<int, 64>, 64> reductions_{};
};

}  // namespace menagerie::engine
