#include "chess/attacks.hpp"

#include <gtest/gtest.h>

#include "chess/magics.hpp"
#include "core/geometry.hpp"
#include "core/rng.hpp"

namespace menagerie::chess {
namespace {

TEST(Attacks, StoredMagicsAreTheOnesInUse) {
  // If one did not fit, start-up searched for another: slower, though still correct.
  for (Square s = 0; s < 64; ++s) {
    EXPECT_EQ(detail::kTables.rook[s].magic, kRookMagics[s]) << s;
    EXPECT_EQ(detail::kTables.bishop[s].magic, kBishopMagics[s]) << s;
  }
}

TEST(Attacks, SlidersAgreeWithPlainRayWalking) {
  Geometry g(8, 8);
  Rng rng(5);
  for (int i = 0; i < 20000; ++i) {
    Square s = Square(rng.below(64));
    Bitboard occ = rng.next() & rng.next();
    ASSERT_EQ(rook_attacks(s, occ), g.slider_attacks(s, kOrthogonal, occ));
    ASSERT_EQ(bishop_attacks(s, occ), g.slider_attacks(s, kDiagonal, occ));
  }
}

TEST(Attacks, LeapersAndLines) {
  EXPECT_EQ(popcount(knight_attacks(0)), 2);
  EXPECT_EQ(popcount(king_attacks(27)), 8);
  EXPECT_EQ(pawn_attacks(kWhite, make_square(0, 1)), bit(make_square(1, 2)));
  EXPECT_EQ(pawn_attacks(kBlack, make_square(4, 6)),
            bit(make_square(3, 5)) | bit(make_square(5, 5)));
  EXPECT_EQ(between(make_square(0, 0), make_square(3, 3)),
            bit(make_square(1, 1)) | bit(make_square(2, 2)));
  EXPECT_EQ(between(make_square(0, 0), make_square(1, 2)), 0u);
  EXPECT_EQ(popcount(line(make_square(0, 0), make_square(2, 2))), 8);
  EXPECT_EQ(line(make_square(0, 0), make_square(1, 2)), 0u);
}

}  // namespace
}  // namespace menagerie::chess
