// The optional hook G::step_due (engine/searchable.hpp): a step that must follow the move before
// it (a capture's burial in Zombie Chess) is played by the capture search, not stood on. A tiny
// game tree: the first player may grab (a tactical move worth a pawn) and must then settle (a
// quiet step of the same turn); after it the other player takes back a queen. Standing pat before
// the settle would count the pawn and never the reply.
#include <vector>

#include <gtest/gtest.h>

#include "engine/search.hpp"

namespace menagerie::engine {
namespace {

template <bool kHook>
struct GrabSettle {
  // Nodes: 0 start (seat 0), 1 grabbed (seat 0, settle due), 2 settled (seat 1), 3 quiet (seat 1),
  // 4 retaken (seat 1, settle due), 5 retaken and settled (seat 0). Nodes 3 and 5 only pass (a
  // quiet move the capture search never plays), so that their evaluation stands.
  struct State {
    int node = 0;
  };
  struct Move {
    int to = 0;
    bool operator==(const Move&) const = default;
  };
  static constexpr std::string_view kId = "grab-settle";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = 2;
  static constexpr Traits kTraits{.multi_step = true};
  static constexpr std::uint32_t kMoveKeys = 6;

  static Seat to_move(const State& s) { return s.node == 2 || s.node == 3 || s.node == 4; }
  static void generate(const State& s, MovesOf<GrabSettle>& out) {
    static constexpr int kNext[6][2] = {{1, 3}, {2, -1}, {4, -1}, {3, -1}, {5, -1}, {5, -1}};
    for (int to : kNext[s.node])
      if (to >= 0) out.push_back(Move{to});
  }
  static void play(State& s, Move m) { s.node = m.to; }
  static Outcome outcome(const State&) { return Outcome::ongoing(); }
  static std::uint64_t hash(const State& s) {
    std::uint64_t x = std::uint64_t(s.node) + 1;
    return Rng::splitmix(x);
  }
  // Seat 0's material, from the side to move.
  static int evaluate(const State& s) {
    static constexpr int kMaterial[6] = {0, 100, 100, 0, -800, -800};
    return to_move(s) == 0 ? kMaterial[s.node] : -kMaterial[s.node];
  }
  static bool in_check(const State&) { return false; }
  static bool is_tactical(const State& s, Move) { return s.node == 0 || s.node == 2; }
  static int order_score(const State&, Move m) { return m.to == 1 ? 1 : 0; }
  static std::uint32_t move_key(Move m) { return std::uint32_t(m.to); }
  static bool step_due(const State& s) requires kHook { return s.node == 1 || s.node == 4; }
};

template <bool kHook>
int best_at_depth_one() {
  Searcher<GrabSettle<kHook>> searcher(1);
  Limits limits;
  limits.depth = 1;
  auto r = searcher.search(typename GrabSettle<kHook>::State{}, {}, limits);
  return r.best.to;
}

TEST(StepDueSearch, TheDueStepIsPlayedBeforeTheReplyIsJudged) {
  static_assert(HasStepDue<GrabSettle<true>> && !HasStepDue<GrabSettle<false>>);
  EXPECT_EQ(best_at_depth_one<true>(), 3);   // the quiet move: the grab loses a queen
  EXPECT_EQ(best_at_depth_one<false>(), 1);  // without the hook the grab looks a pawn up
}

}  // namespace
}  // namespace menagerie::engine
