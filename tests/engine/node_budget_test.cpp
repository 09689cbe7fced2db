// A node limit is a real budget for small searches: a search with a limit below
// Searcher::kExactNodeLimit stops at that node, not at the next multiple of 1,024 (many small
// searches, as the belief search makes, each overshot their share by up to 1,023 nodes). A search
// with a larger limit still checks it every 1,024 nodes, exactly as before. Counted on an endless
// toy game where every line is its own position, so no search finishes a depth early.
#include <gtest/gtest.h>

#include "engine/search.hpp"

namespace menagerie::engine {
namespace {

struct EndlessWideTree {
  struct State {
    int ply = 0;
    std::uint64_t key = 7;
  };
  struct Move {
    int index = 0;
    bool operator==(const Move&) const = default;
  };
  static constexpr std::string_view kId = "endless-wide-tree";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = 3;
  static constexpr std::uint32_t kMoveKeys = 3;

  static Seat to_move(const State& s) { return Seat(s.ply % 2); }
  static void generate(const State&, MovesOf<EndlessWideTree>& out) {
    for (int i = 0; i < 3; ++i) out.push_back(Move{i});
  }
  static void play(State& s, Move m) {
    ++s.ply;
    std::uint64_t x = s.key * 4 + std::uint64_t(m.index) + 1;
    s.key = Rng::splitmix(x);
  }
  static Outcome outcome(const State&) { return Outcome::ongoing(); }
  static std::uint64_t hash(const State& s) { return s.key; }
  static int evaluate(const State& s) { return int(s.key % 61) - 30; }
  static bool in_check(const State&) { return false; }
  static bool is_tactical(const State&, Move) { return false; }
  static int order_score(const State&, Move) { return 0; }
  static std::uint32_t move_key(Move m) { return std::uint32_t(m.index); }
};

std::uint64_t nodes_searched(std::uint64_t limit, int multipv = 1) {
  Searcher<EndlessWideTree> searcher(1);
  Limits limits;
  limits.nodes = limit;
  limits.multipv = multipv;
  auto r = searcher.search(EndlessWideTree::State{}, {}, limits);
  EXPECT_TRUE(r.has_move);
  return r.nodes;
}

// The search stops at the node that reaches the limit; the calls already under way each count
// their node as they return (a few more).
constexpr std::uint64_t kUnwound = 4;

void expect_stopped_at(std::uint64_t limit, std::uint64_t at, int multipv = 1) {
  std::uint64_t n = nodes_searched(limit, multipv);
  EXPECT_GE(n, at) << "limit " << limit;
  EXPECT_LE(n, at + kUnwound) << "limit " << limit;
}

TEST(NodeBudget, ASmallNodeLimitStopsAtThatNode) {
  expect_stopped_at(40, 40);
  expect_stopped_at(333, 333);
  expect_stopped_at(333, 333, 3);
  expect_stopped_at(4'000, 4'000);
  std::uint64_t below = Searcher<EndlessWideTree>::kExactNodeLimit - 1;
  expect_stopped_at(below, below);
}

TEST(NodeBudget, ALargeNodeLimitIsCheckedEvery1024NodesAsBefore) {
  // 100,000 nodes: the first multiple of 1,024 at or above it is 98 * 1,024.
  expect_stopped_at(100'000, 98 * 1024);
  std::uint64_t at = Searcher<EndlessWideTree>::kExactNodeLimit;
  expect_stopped_at(at, (at + 1023) / 1024 * 1024);
  expect_stopped_at(at + 1, (at + 1023) / 1024 * 1024);
}

}  // namespace
}  // namespace menagerie::engine
