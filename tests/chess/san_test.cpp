// chess::read_san and chess::san_names: SAN read as every SAN reader reads it, the one reader the
// 8x8 games share (issue 25: over-disambiguated SAN such as Ngf3 was refused by Crowded House).
#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "chess/notation.hpp"

namespace menagerie::chess {
namespace {

TEST(SanReader, ReadsEveryDisambiguation) {
  for (const char* text :
       {"Nf3", "Ngf3", "N1f3", "Ng1f3", "Ng1-f3", "Nxf3", "Ng1xf3", "Nf3+", "Nf3#", "Nf3!?"}) {
    auto san = read_san(text);
    ASSERT_TRUE(san) << text;
    EXPECT_EQ(san->piece, kKnight) << text;
    EXPECT_EQ(san->to, *parse_square("f3")) << text;
  }
  EXPECT_EQ(read_san("Ng1f3")->from_file, 6);
  EXPECT_EQ(read_san("Ng1f3")->from_rank, 0);
  EXPECT_EQ(read_san("N1f3")->from_file, -1);
  EXPECT_EQ(read_san("e8Q")->promo, kQueen);
  EXPECT_EQ(read_san("exd8=N")->promo, kKnight);
  EXPECT_EQ(read_san("0-0-0")->castle, kASide);
  for (const char* text : {"", "N", "Nz3", "Nf9", "Ngg1f3", "K1ef3", "hello"})
    EXPECT_FALSE(read_san(text)) << text;
}

TEST(SanReader, NamesOnlyTheMovesItsOriginAgreesWith) {
  Position pos = parse_fen(kStandardFen);
  Move nf3(*parse_square("g1"), *parse_square("f3"));
  EXPECT_TRUE(san_names(pos, nf3, *read_san("Ng1f3")));
  EXPECT_TRUE(san_names(pos, nf3, *read_san("Ngf3")));
  EXPECT_FALSE(san_names(pos, nf3, *read_san("Nbf3")));
  EXPECT_FALSE(san_names(pos, nf3, *read_san("N2f3")));
  EXPECT_FALSE(san_names(pos, nf3, *read_san("Bf3")));
  // The orthodox reader takes them too.
  EXPECT_EQ(parse_move(pos, "Ng1f3"), nf3);
  EXPECT_EQ(parse_move(pos, "N1f3"), nf3);
}

}  // namespace
}  // namespace menagerie::chess
