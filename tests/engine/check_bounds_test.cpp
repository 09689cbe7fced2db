// Checks do not make a search endless: a check is extended only within twice the iteration's
// depth, and quiescence answers a check with every evasion only a few plies below the horizon
// (Searcher::kQuiescenceEvasionPlies). A tiny endless game where every side to move is in check
// and has one capture and three quiet evasions, all positions worth the same: without either bound
// a one-ply search branches at every ply down to kMaxPly (a tree no search finishes); with both the
// quiet evasions end a few plies down and only the capture goes on. Counted in nodes, not time.
#include <gtest/gtest.h>

#include "engine/search.hpp"

namespace menagerie::engine {
namespace {

struct EndlessChecks {
  struct State {
    int ply = 0;
    std::uint64_t key = 1;
  };
  struct Move {
    int index = 0;
    bool operator==(const Move&) const = default;
  };
  static constexpr std::string_view kId = "endless-checks";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = 4;
  static constexpr std::uint32_t kMoveKeys = 4;

  static Seat to_move(const State& s) { return Seat(s.ply % 2); }
  static void generate(const State&, MovesOf<EndlessChecks>& out) {
    for (int i = 0; i < 4; ++i) out.push_back(Move{i});
  }
  static void play(State& s, Move m) {
    ++s.ply;
    std::uint64_t x = s.key * 8 + std::uint64_t(m.index) + 1;
    s.key = Rng::splitmix(x);  // every line its own position: the table does not merge them
  }
  static Outcome outcome(const State&) { return Outcome::ongoing(); }
  static std::uint64_t hash(const State& s) { return s.key; }
  static int evaluate(const State&) { return 0; }
  static bool in_check(const State&) { return true; }
  static bool is_tactical(const State&, Move m) { return m.index == 0; }  // the capture
  static int order_score(const State&, Move) { return 0; }
  static std::uint32_t move_key(Move m) { return std::uint32_t(m.index); }
};

TEST(CheckBounds, ChecksAfterTheHorizonDoNotGrowAnEndlessTree) {
  static_assert(Searchable<EndlessChecks>);
  Searcher<EndlessChecks> searcher(1);
  Limits limits;
  limits.depth = 1;
  limits.nodes = 2'000'000;  // a safety net: an unbounded search stops here and fails below
  auto r = searcher.search(EndlessChecks::State{}, {}, limits);
  ASSERT_TRUE(r.has_move);
  // A few thousand nodes; without either bound the node limit is reached.
  EXPECT_LT(r.nodes, 200'000u);
}

}  // namespace
}  // namespace menagerie::engine
