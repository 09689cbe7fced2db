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

// chess::to_san written once for the 8x8 variants (issue 28): it names a piece apart only from
// another among the moves the variant says are legal, and adds the mark the variant decides.
TEST(SanWriter, DisambiguatesAmongTheVariantsOwnMoves) {
  // Knights on b1 and f1 both reach d2; rooks on a1 and a5 both reach a3.
  Position pos = parse_fen("4k3/8/8/R7/8/8/8/RN2KN2 w - - 0 1");
  Move nbd2(*parse_square("b1"), *parse_square("d2")),
      nfd2(*parse_square("f1"), *parse_square("d2"));
  Move r1a3(*parse_square("a1"), *parse_square("a3")),
      r5a3(*parse_square("a5"), *parse_square("a3"));
  const Move both[] = {nbd2, nfd2, r1a3, r5a3};
  EXPECT_EQ(to_san(pos, nbd2, both), "Nbd2");
  EXPECT_EQ(to_san(pos, r5a3, both), "R5a3");
  // A variant whose rules forbid the other knight's move: no clash to settle.
  const Move alone[] = {nbd2, r5a3};
  EXPECT_EQ(to_san(pos, nbd2, alone), "Nd2");
  EXPECT_EQ(to_san(pos, r5a3, alone), "Ra3");
  EXPECT_EQ(to_san(pos, nbd2, alone, CheckMark::kCheck), "Nd2+");
  EXPECT_EQ(to_san(pos, nbd2, alone, CheckMark::kMate), "Nd2#");
  EXPECT_EQ(check_mark(false, false), CheckMark::kNone);
  EXPECT_EQ(check_mark(true, true), CheckMark::kCheck);
  EXPECT_EQ(check_mark(true, false), CheckMark::kMate);
  // The orthodox writer finds chess's own moves and marks.
  EXPECT_EQ(to_san(pos, nbd2), "Nbd2");
  EXPECT_EQ(to_san(pos, Move(*parse_square("a5"), *parse_square("a8"))), "Ra8+");
}

}  // namespace
}  // namespace menagerie::chess
