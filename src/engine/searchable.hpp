// What a game adds to the Game concept so that the generic alpha-beta search can play it: two
// sides (two seats, or two teams through G::team_of); no hidden information, unless the search is
// given full States drawn from a seat's observation (SearchableRules, engine/pimc.hpp). Scores are
// centipawn-like integers from the point of view of the side to move. A game whose turns are
// several moves (Traits::multi_step) is searched with the score negated only where the side to
// move changes.
//
//   G::evaluate(s)          static evaluation
//   G::in_check(s)          the side to move is in check (extensions, and no stand-pat in
//                           quiescence)
//   G::is_tactical(s, m)    m changes material (capture, promotion, drop that wins...): the moves
//                           quiescence search looks at; every other move is "quiet"
//   G::order_score(s, m)    for tactical moves: higher is tried first (e.g. MVV-LVA)
//   G::move_key(m)          an index below G::kMoveKeys for the killer and history tables
//
// Optional:
//   G::play_null(s), G::null_move_ok(s)   a pass, for null-move pruning (when zugzwang is unlikely)
//   G::draw_by_rule(s)                    draws the position itself shows (fifty moves, dead
//                                         position)
//   G::reversible_plies(s)                plies since the last irreversible move: bounds the
//                                         repetition scan
//   G::step_due(s)                        (a turn of several moves) the side to move must still
//                                         take a step that completes the last one, e.g. a
//                                         capture's burial: the two are searched as one ply, and
//                                         quiescence plays the step (the best by order_score)
//                                         instead of standing pat before the reply
#pragma once

#include <concepts>
#include <cstdint>

#include "core/game.hpp"

namespace menagerie::engine {

// The search's hooks on a State, whatever the game hides: a hidden game provides them so that a
// determinized search (engine/pimc.hpp) can search the full States it draws.
template <class G>
concept SearchableRules = Game<G> &&
    (G::kSeats == 2 || HasTeams<G>)&&requires(const typename G::State& s,
                                              const typename G::Move& m) {
  { G::evaluate(s) } -> std::same_as<int>;
  { G::in_check(s) } -> std::same_as<bool>;
  { G::is_tactical(s, m) } -> std::same_as<bool>;
  { G::order_score(s, m) } -> std::same_as<int>;
  { G::move_key(m) } -> std::convertible_to<std::uint32_t>;
  { G::kMoveKeys } -> std::convertible_to<std::uint32_t>;
};

// A game the alpha-beta search plays from the true position: its hooks and no hidden information.
template <class G>
concept Searchable = SearchableRules<G> && !traits_of<G>().hidden;

// Optional: G::see_ge(s, m, threshold), whether m gains at least threshold by the exchange of
// pieces it starts (static exchange evaluation). With it the search orders losing captures last,
// leaves them out of quiescence and prunes them (and quiet moves into a lost exchange) near the
// leaves.
template <class G>
concept HasExchangeEvaluation = requires(const typename G::State& s, const typename G::Move& m) {
  { G::see_ge(s, m, 0) } -> std::same_as<bool>;
};

template <class G>
concept HasStepDue = requires(const typename G::State& s) {
  { G::step_due(s) } -> std::same_as<bool>;
};

template <class G>
concept HasNullMove = requires(typename G::State& s, const typename G::State& cs) {
  { G::play_null(s) } -> std::same_as<void>;
  { G::null_move_ok(cs) } -> std::same_as<bool>;
};

inline constexpr int kInfinity = 32001;
inline constexpr int kMate = 32000;
inline constexpr int kMaxPly = 128;
// Scores beyond this are mates: kMate - plies to mate.
inline constexpr int kMateBound = kMate - kMaxPly;

inline bool is_mate_score(int score) { return score >= kMateBound || score <= -kMateBound; }
// Moves (not plies) to mate, negative when being mated.
inline int mate_in(int score) { return score > 0 ? (kMate - score + 1) / 2 : -(kMate + score) / 2; }

}  // namespace menagerie::engine
