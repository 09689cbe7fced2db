// The long checks (label `suite`): perft 5 from the start, the reference generator's perft 4 from
// the start, and many more random positions than the unit tests afford under the sanitizers.
#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "../support/reference.hpp"
#include "games/chessence_winslow/tests/helpers.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "engine/perft.hpp"

namespace menagerie::chessence_winslow {
namespace {

using G = ChessenceWinslow;

TEST(SuitePerft, StartPositionDepthFive) {
  // Depth 4 (1,646,909) is confirmed by the reference below; depth 5 is this generator's figure.
  EXPECT_EQ(engine::perft<G>(G::start(), 4), 1646909u);
  EXPECT_EQ(engine::perft<G>(G::start(), 5), 57970231u);
}

TEST(SuitePerft, ReferenceAgreesToDepthFourFromTheStart) {
  EXPECT_EQ(ref::perft(ref::from_state(G::start()), 4), engine::perft<G>(G::start(), 4));
}

TEST(SuiteReference, LongPlayouts) {
  Rng rng(0x5eed1001);
  int positions = 0, perfts = 0;
  for (int game = 0; game < 400; ++game) {
    State s = G::start();
    s.move_limit = 0;
    for (int ply = 0; ply < 200; ++ply) {
      ASSERT_EQ(harness::legal(s), harness::reference_legal(s)) << G::position_text(s);
      ++positions;
      if (rng.below(40) == 0) {
        ASSERT_EQ(engine::perft<G>(s, 3), ref::perft(ref::from_state(s), 3)) << G::position_text(s);
        ++perfts;
      }
      MovesOf<G> moves;
      G::generate(s, moves);
      if (moves.empty()) break;
      G::play(s, moves[rng.below(moves.size())]);
    }
  }
  EXPECT_GT(positions, 20000);
  EXPECT_GT(perfts, 500);
}

TEST(SuiteReference, ManyRandomPlacements) {
  Rng rng(0x5eed1002);
  int compared = 0, perfts = 0;
  for (int i = 0; i < 100000; ++i) {
    ref::Position p = harness::random_placement(rng);
    bool other_in_check = ref::king_attacked(p, 1 - p.side);
    State s;
    try {
      s = G::parse_position(ref::fen(p));
    } catch (const InputError& e) {
      ASSERT_TRUE(other_in_check) << ref::fen(p) << ": " << e.what();
      continue;
    }
    ASSERT_FALSE(other_in_check) << ref::fen(p);
    s.move_limit = 0;
    ASSERT_EQ(harness::legal(s), harness::reference_legal(s)) << ref::fen(p);
    if (i % 500 == 0) {
      ASSERT_EQ(engine::perft<G>(s, 3), ref::perft(p, 3)) << ref::fen(p);
      ++perfts;
    }
    ++compared;
  }
  EXPECT_GT(compared, 50000);
  EXPECT_GT(perfts, 100);
}

}  // namespace
}  // namespace menagerie::chessence_winslow
