#include "core/geometry.hpp"

#include <gtest/gtest.h>

namespace menagerie {
namespace {

TEST(Geometry, NamesAndParsesSquares) {
  Geometry g(6, 9);
  EXPECT_EQ(g.name(0), "a1");
  EXPECT_EQ(g.name(g.square(5, 8)), "f9");
  EXPECT_EQ(g.parse_square("f9"), g.square(5, 8));
  EXPECT_FALSE(g.parse_square("g1"));   // beyond the files
  EXPECT_FALSE(g.parse_square("a10"));  // beyond the ranks
  EXPECT_FALSE(g.parse_square("a0"));
  EXPECT_FALSE(g.parse_square("a01"));
  EXPECT_FALSE(g.parse_square("a"));
  Geometry tall(4, 12);
  EXPECT_EQ(tall.parse_square("d12"), tall.square(3, 11));
}

TEST(Geometry, HolesDoNotExist) {
  Geometry plain(6, 9);
  Bitboard hole = bit(plain.square(1, 2));  // b3
  Geometry g(6, 9, hole);
  EXPECT_FALSE(g.exists(g.square(1, 2)));
  EXPECT_FALSE(g.parse_square("b3"));
  EXPECT_EQ(popcount(g.board()), 53);
  EXPECT_THROW(Geometry(4, 4, bit(16)), std::invalid_argument);
  EXPECT_THROW(Geometry(9, 9), std::invalid_argument);
}

TEST(Geometry, SquareColoursPutADarkSquareOnA1) {
  Geometry g(4, 4);
  EXPECT_FALSE(g.is_light(g.square(0, 0)));
  EXPECT_TRUE(g.is_light(g.square(1, 0)));
  EXPECT_TRUE(g.is_light(g.square(0, 1)));
  EXPECT_EQ(popcount(g.light_squares()), 8);
}

TEST(Geometry, SlidersStopBeforeHolesAndAtPieces) {
  Geometry plain(6, 9);
  int b1 = plain.square(1, 0), b3 = plain.square(1, 2), b2 = plain.square(1, 1);
  Geometry g(6, 9, bit(b3));
  // Up the b-file from b1: b2 only, the hole on b3 stops the ray.
  Bitboard up = g.slider_attacks(b1, std::array<Offset, 1>{{{0, 1}}}, 0);
  EXPECT_EQ(up, bit(b2));
  // A piece on b2 is attacked and stops the ray too.
  EXPECT_EQ(plain.slider_attacks(b1, std::array<Offset, 1>{{{0, 1}}}, bit(b2)), bit(b2));
}

TEST(Geometry, LeapersJumpHolesButNeverLandOnThem) {
  Geometry plain(6, 9);
  int a1 = plain.square(0, 0), b2 = plain.square(1, 1), b3 = plain.square(1, 2),
      c2 = plain.square(2, 1);
  Geometry g(6, 9, bit(b2) | bit(b3));
  auto knight = g.leaper_table(kKnightLeaps);
  EXPECT_FALSE(test(knight[a1], b3));  // a hole
  EXPECT_TRUE(test(knight[a1], c2));   // over the hole on b2
  EXPECT_EQ(popcount(plain.leaper_table(kKnightLeaps)[a1]), 2);
}

}  // namespace
}  // namespace menagerie

namespace menagerie {
namespace {

// Masks are constant expressions: a game with a fixed board builds them at compile time.
constexpr Geometry k5x7{5, 7};
static_assert(k5x7.file_mask(0) == 0x42108421ull);
static_assert(k5x7.rank_mask(1) == Bitboard{0x1f} << 5);
static_assert(k5x7.rectangle() == (bit(35) - 1));
static_assert(Geometry(8, 8).file_mask(7) == 0x8080808080808080ull);
static_assert(Geometry(8, 8).light_squares() == 0x55AA55AA55AA55AAull);

TEST(Geometry, MasksLeaveOutHoles) {
  Geometry plain(6, 9);
  int b3 = plain.square(1, 2);
  Geometry g(6, 9, bit(b3));
  EXPECT_EQ(g.file_mask(1), plain.file_mask(1) & ~bit(b3));
  EXPECT_EQ(g.rank_mask(2), plain.rank_mask(2) & ~bit(b3));
  EXPECT_EQ(g.rectangle(), plain.board());
  EXPECT_EQ(popcount(g.file_mask(1)), 8);
}

TEST(Geometry, FileShiftMasksKeepWhatStaysOnTheBoard) {
  Geometry g(5, 7);
  EXPECT_EQ(g.file_shift_mask(0), g.rectangle());
  EXPECT_EQ(g.file_shift_mask(1), g.rectangle() & ~g.file_mask(4));
  EXPECT_EQ(g.file_shift_mask(-2), g.rectangle() & ~g.file_mask(0) & ~g.file_mask(1));
  EXPECT_EQ(g.file_shift_mask(5), 0u);
}

}  // namespace
}  // namespace menagerie
