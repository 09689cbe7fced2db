// Perft from the start position, and the fast generator checked against the reference generator
// (tests/support/reference.cpp) on the start position and on positions reached by seeded random
// playouts.
#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "core/rng.hpp"
#include "engine/perft.hpp"
#include "games/chessence_winslow/chessence_winslow.hpp"
#include "support/reference.hpp"
#include "games/chessence_winslow/tests/helpers.hpp"

namespace menagerie::chessence_winslow {
namespace {

using G = ChessenceWinslow;

TEST(Perft, StartPositionHasThirtySixMoves) {
  // Counted by hand in docs/rules/chessence-winslow.md: e1 6, d2 7, e2 2, f2 7, d3 11, e3 3.
  EXPECT_EQ(engine::perft<G>(G::start(), 1), 36u);
}

TEST(Perft, StartPositionMatchesReferenceToDepthThree) {
  const State s = G::start();
  const ref::Position p = ref::from_state(s);
  for (int depth = 1; depth <= 3; ++depth)
    EXPECT_EQ(engine::perft<G>(s, depth), ref::perft(p, depth)) << "depth " << depth;
}

TEST(Perft, StartPositionToDepthFour) {
  // Regression figures from this generator; depths 1-3 are confirmed by the reference above and
  // depth 4 by the suite binary (chessence_winslow_suite).
  const State s = G::start();
  const std::uint64_t expected[] = {1, 36, 1294, 46194, 1646909};
  for (int depth = 1; depth <= 4; ++depth)
    EXPECT_EQ(engine::perft<G>(s, depth), expected[depth]) << "depth " << depth;
}

// Positions reached by random playouts from the start, with every position on the way, seeded so a
// failure can be replayed. The move limit is switched off: the reference does not know it.
std::vector<State> playout_positions(std::uint64_t seed, int games, int max_plies) {
  Rng rng(seed);
  std::vector<State> out;
  for (int g = 0; g < games; ++g) {
    State s = G::start();
    s.move_limit = 0;
    int plies = static_cast<int>(rng.below(max_plies + 1));
    for (int ply = 0; ply < plies; ++ply) {
      out.push_back(s);
      MovesOf<G> moves;
      G::generate(s, moves);
      if (moves.empty()) break;
      G::play(s, moves[rng.below(moves.size())]);
    }
    out.push_back(s);
  }
  return out;
}

TEST(ReferenceComparison, MoveSetsAgreeOnRandomPlayouts) {
  auto positions = playout_positions(0x5eed0001, 60, 120);
  ASSERT_GT(positions.size(), 2000u);
  for (const State& s : positions)
    ASSERT_EQ(harness::legal(s), harness::reference_legal(s)) << G::position_text(s);
}

TEST(ReferenceComparison, PerftAgreesToDepthThreeOnRandomPlayouts) {
  auto positions = playout_positions(0x5eed0002, 8, 80);
  Rng pick(7);
  for (int i = 0; i < 6; ++i) {
    const State& s = positions[pick.below(positions.size())];
    EXPECT_EQ(engine::perft<G>(s, 3), ref::perft(ref::from_state(s), 3)) << G::position_text(s);
  }
}

TEST(ReferenceComparison, RandomPlacementsAgree) {
  // Crowded, check-laden positions no playout would reach quickly. The parser must refuse exactly
  // the placements where the side not to move is in check (by the reference's own check test).
  Rng rng(0x5eed0003);
  int compared = 0;
  for (int i = 0; i < 3000; ++i) {
    ref::Position p = harness::random_placement(rng);
    bool other_in_check = ref::king_attacked(p, 1 - p.side);
    State s;
    try {
      s = G::parse_position(ref::fen(p));
    } catch (const InputError& e) {
      EXPECT_TRUE(other_in_check) << ref::fen(p) << ": " << e.what();
      continue;
    }
    ASSERT_FALSE(other_in_check) << ref::fen(p);
    s.move_limit = 0;
    ASSERT_EQ(harness::legal(s), harness::reference_legal(s)) << ref::fen(p);
    EXPECT_EQ(G::in_check(s), ref::king_attacked(p, p.side)) << ref::fen(p);
    ++compared;
  }
  EXPECT_GT(compared, 1500);
}

}  // namespace
}  // namespace menagerie::chessence_winslow
