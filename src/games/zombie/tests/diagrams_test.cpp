// The book's two diagrams (docs/rules/zombie.md, "Diagrams"; Chess Kit §Zombie Chess): Z1, a
// capture and its burial; Z2, a reveal that leaves White a zombie pawn to move or lose.
#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "games/zombie/tests/helpers.hpp"

namespace menagerie::zombie {
namespace {

using namespace harness;

Square square_at(std::string_view name) { return *chess::parse_square(name); }
std::string board_and_side(const State& s) {
  std::string fen = chess::to_fen(s.pos);
  return fen.substr(0, fen.find(' ', fen.find(' ') + 1));
}

State z1() {
  State s = at(chess::kStandardFen);
  for (auto m : {"e2e4", "e7e5", "g1f3", "b8c6", "d2d4", "e5d4", "bury-c6"}) step(s, m);
  return s;
}

TEST(ZombieDiagrams, Z1CaptureAndBurial) {
  State s = z1();
  EXPECT_EQ(board_and_side(s), "r1bqkbnr/pppp1ppp/2n5/8/3pP3/5N2/PPP2PPP/RNBQKB1R w");
  ASSERT_EQ(s.burials[1].count, 1);  // Black's secret grid: P at c6
  EXPECT_EQ(s.burials[1].list[0].square, square_at("c6"));
  EXPECT_EQ(s.burials[1].list[0].piece, chess::make_piece(chess::kWhite, chess::kPawn));
  EXPECT_EQ(s.burials[0].count, 0);
}

TEST(ZombieDiagrams, Z2ARevealedPawnMustMove) {
  State s = z1();
  std::string white = step(s, "f3d4");
  step(s, "bury-b2");  // White's grid: P at b2
  EXPECT_TRUE(contains(white, "Nxd4")) << white;
  std::string black = step(s, "c6d4");
  EXPECT_EQ(Zombie::to_move(s), 1);
  std::string burial = step(s, "bury-g7");  // Black's grid: N at g7
  EXPECT_TRUE(contains(burial, "a zombie white pawn rises on c6")) << burial;
  EXPECT_EQ(board_and_side(s), "r1bqkbnr/pppp1ppp/2P5/8/3nP3/8/PPP2PPP/RNBQKB1R w");
  EXPECT_EQ(s.zombies, bit(square_at("c6")));
  ASSERT_EQ(s.burials[0].count, 1);
  EXPECT_EQ(s.burials[0].list[0].square, square_at("b2"));
  ASSERT_EQ(s.burials[1].count, 1);
  EXPECT_EQ(s.burials[1].list[0].square, square_at("g7"));
  EXPECT_EQ(s.burials[1].list[0].piece, chess::make_piece(chess::kWhite, chess::kKnight));
  // White must move that zombie this turn, or it is destroyed.
  State moved = s;
  step(moved, "c6b7");
  EXPECT_TRUE(moved.zombies & bit(square_at("b7")));
  State other = s;
  step(other, "a2a3");
  EXPECT_EQ(other.pos.board[square_at("c6")], chess::kNoPiece);
  EXPECT_EQ(other.dust[chess::make_piece(chess::kWhite, chess::kPawn)], 1);
}

}  // namespace
}  // namespace menagerie::zombie
