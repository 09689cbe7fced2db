#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>

#include "core/error.hpp"
#include "games/chessence_sniderman/chessence_sniderman.hpp"
#include "games/chessence_sniderman/objects.hpp"

namespace menagerie::chessence_sniderman {
namespace {

using G = ChessenceSniderman;

static_assert(Game<ChessenceSniderman>);
static_assert(Notated<ChessenceSniderman>);

std::set<std::string> legal(const State& s) {
  std::set<std::string> out;
  MovesOf<G> moves;
  G::generate(s, moves);
  for (const auto& m : moves) out.insert(G::move_display(s, m));
  return out;
}

TEST(Board, RedSquaresAreTheLightOnesWithA1Dark) {
  std::set<std::string> red;
  for (Square s = 0; s < kSquares; ++s)
    if (is_red(s)) red.insert(std::string(square_name(s)));
  EXPECT_EQ(red, (std::set<std::string>{"b1", "d1", "a2", "c2", "b3", "d3", "a4", "c4"}));
  Squares mask = 0;
  for (Square s = 0; s < kSquares; ++s)
    if (is_red(s)) mask |= static_cast<Squares>(1u << s);
  EXPECT_EQ(mask, kRedSquares);
}

TEST(Board, AttackTablesMatchTheRayWalkForEveryOccupancy) {
  for (int k = kKnight; k <= kKing; ++k)
    for (Square s = 0; s < kSquares; ++s)
      for (int occ = 0; occ < 0x10000;
           occ += 7)  // a stride co-prime with 16 reaches every bit pattern class
        ASSERT_EQ(attacks(static_cast<Kind>(k), s, static_cast<Squares>(occ)),
                  attacks_by_rays(static_cast<Kind>(k), s, static_cast<Squares>(occ)))
            << kind_name(static_cast<Kind>(k)) << " on " << square_name(s) << " occ " << occ;
}

TEST(Board, PiecesMoveAsInChess) {
  // Rook on a1 blocked by b1 and a3; bishop on b2 sees a1, c1, a3, c3 (blocked at c3).
  Squares occ = static_cast<Squares>((1u << 1) | (1u << 8) | (1u << 10));
  EXPECT_EQ(attacks(kRook, 0, occ), static_cast<Squares>((1u << 1) | (1u << 4) | (1u << 8)));
  EXPECT_EQ(attacks(kBishop, 5, occ),
            static_cast<Squares>((1u << 0) | (1u << 2) | (1u << 8) | (1u << 10)));
  // Knight on a1 leaps to b3 and c2 whatever stands between.
  EXPECT_EQ(attacks(kKnight, 0, kAllSquares), static_cast<Squares>((1u << 9) | (1u << 6)));
  // King on b2: all eight neighbours.
  EXPECT_EQ(popcount(attacks(kKing, 5, 0)), 8);
  EXPECT_EQ(attacks(kQueen, 5, occ), attacks(kRook, 5, occ) | attacks(kBishop, 5, occ));
}

TEST(Position, ParsesTheIssueExampleRanksFourToOne) {
  State s = G::parse_position("RnbK/qNrB/bRkn/NQbr 0");
  EXPECT_EQ(s.at(12), piece_from_char('R'));  // a4
  EXPECT_EQ(s.at(15), piece_from_char('K'));  // d4
  EXPECT_EQ(s.at(0), piece_from_char('N'));   // a1
  EXPECT_EQ(s.at(3), piece_from_char('r'));   // d1
  // The issue's example is a composed position: 7 White pieces and 9 Black (three black bishops).
  EXPECT_EQ(popcount(s.colour[kWhite]), 7);
  EXPECT_EQ(popcount(s.colour[kBlack]), 9);
  EXPECT_EQ(s.ply, 0);
  EXPECT_EQ(G::position_text(s), "RnbK/qNrB/bRkn/NQbr 0");
  EXPECT_EQ(G::position_text(G::parse_position("RnbK/qNrB/bRkn/NQbr")), "RnbK/qNrB/bRkn/NQbr 0");
}

TEST(Position, TheMoveCountSetsWhoMoves) {
  State s = G::parse_position("..../..../.q../K... 1");
  EXPECT_EQ(s.ply, 1);
  EXPECT_EQ(s.start_ply, 1);
  EXPECT_EQ(G::to_move(s), kEvenSeat);
  EXPECT_EQ(G::to_move(G::parse_position("..../..../.q../K... 2")), kOddSeat);
}

void expect_position_error(std::string_view text, std::string_view fragment) {
  try {
    G::parse_position(text);
    ADD_FAILURE() << "accepted " << text;
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos)
        << e.what() << " / wanted: " << fragment;
  }
}

TEST(Position, ErrorsNameTheFault) {
  expect_position_error("", "empty");
  expect_position_error("RnbK/qNrB/bRkn", "only 3 ranks");
  expect_position_error("RnbK/qNrB/bRkn/NQbr/....", "more than 4 ranks");
  expect_position_error("RnbKK/qNrB/bRkn/NQbr", "rank 4 has more than 4");
  expect_position_error("Rnb/qNrB/bRkn/NQbr", "rank 4 has 3 squares");
  expect_position_error("RnbK/qNrB/bRkn/NQb", "rank 1 has 3 squares");
  expect_position_error("RnbK/qNxB/bRkn/NQbr", "'x' on c3 is not a piece");
  expect_position_error("..../..../..../....", "board is empty");
  expect_position_error("RnbK/qNrB/bRkn/NQbr 1", "1 moves cannot have been played with 16 pieces");
  expect_position_error("RnbK/qNrB/bRkn/NQbr x", "move count 'x'");
}

TEST(Moves, EveryCaptureOfEitherColourAndNothingElse) {
  // White K a1, White R b1, Black q b2: K and R take the queen, the queen takes either.
  State s = G::parse_position("..../..../.q../KR.. 0");
  EXPECT_EQ(legal(s), (std::set<std::string>{"Ka1xb2", "Rb1xb2", "qb2xa1", "qb2xb1"}));
  // Same-colour neighbours never capture each other; distant pieces have no move.
  EXPECT_TRUE(legal(G::parse_position("K..k/..../..../.... 0")).empty());
  EXPECT_TRUE(legal(G::parse_position("KR../..../..../...k 0")).empty());
}

TEST(Moves, SlidersAreBlockedAndKnightsLeap) {
  // Rook a1, black knight a2 in front of black king a3: only the knight is capturable by the rook;
  // the white knight on c2 leaps onto a3 over nothing in the way and a1 is not its target (same
  // colour).
  State s = G::parse_position("..../k.../n.N./R... 0");
  // The rook on a1 cannot reach the king behind the knight; the black knight's targets (c1, c3, b4)
  // are empty, and the king's neighbours hold no White piece.
  EXPECT_EQ(legal(s), (std::set<std::string>{"Ra1xa2", "Nc2xa3"}));
}

TEST(Moves, PlayRecordsTheCaptureAndKeepsTheColourSets) {
  State s = G::parse_position("..../..../.q../KR.. 0");
  Move m = G::parse_move(s, "qb2xb1");
  G::play(s, m);
  EXPECT_EQ(G::position_text(s), "..../..../..../Kq.. 1");
  EXPECT_EQ(s.capture_count(), 1);
  EXPECT_EQ(s.captures[0], (Capture{piece_from_char('R'), piece_from_char('q'), 5, 1}));
  EXPECT_EQ(s.colour[kWhite], static_cast<Squares>(1u << 0));
  EXPECT_EQ(s.colour[kBlack], static_cast<Squares>(1u << 1));
  EXPECT_EQ(G::to_move(s), kEvenSeat);
}

TEST(Moves, MachineAndDisplayFormsBothParse) {
  State s = G::parse_position("..../..../.q../KR.. 0");
  Move m{5, 1};
  EXPECT_EQ(G::move_text(s, m), "b2b1");
  EXPECT_EQ(G::move_display(s, m), "qb2xb1");
  EXPECT_EQ(G::parse_move(s, "b2b1"), m);
  EXPECT_EQ(G::parse_move(s, "b2xb1"), m);
  EXPECT_EQ(G::parse_move(s, "qb2xb1"), m);
  EXPECT_EQ(G::parse_move(s, " qb2b1 "), m);
}

void expect_move_error(const State& s, std::string_view text, std::string_view fragment) {
  State before = s;
  try {
    G::parse_move(s, text);
    ADD_FAILURE() << "accepted " << text;
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos)
        << e.what() << " / wanted: " << fragment;
  }
  EXPECT_EQ(G::position_text(s), G::position_text(before));
}

TEST(Moves, ErrorsNameTheFault) {
  State s = G::parse_position("..../..../.q../KR.. 0");
  expect_move_error(s, "zz", "malformed move 'zz'");
  expect_move_error(s, "e1e2", "malformed");
  expect_move_error(s, "c3b2", "no piece on c3");
  expect_move_error(s, "Qb2xb1", "the piece on b2 is a Black queen, not 'Q'");
  expect_move_error(s, "b2c1", "c1 is empty");
  expect_move_error(s, "a1b1", "same colour");
  State far = G::parse_position("K..k/..../..../.... 0");
  expect_move_error(far, "a4d4", "a White king on a4 cannot reach d4");
}

TEST(Outcome, OngoingWhileACaptureExistsThenTheObjectDecides) {
  State s = G::parse_position("..../..../.q../K... 0");
  EXPECT_FALSE(G::outcome(s).over());
  s.object = intern_object("5");  // odd number of pieces left: ODD
  G::play(s, G::parse_move(s, "Ka1xb2"));
  Outcome o = G::outcome(s);
  ASSERT_TRUE(o.over());
  EXPECT_EQ(o.winner, kOddSeat);
  s.object = intern_object("1");  // last captured piece White: no, so EVEN
  EXPECT_EQ(G::outcome(s).winner, kEvenSeat);
}

TEST(RandomStart, UsesTheFullSetAndDependsOnlyOnTheSeed) {
  Rng a(123), b(123), c(124);
  State sa = G::random_start(a), sb = G::random_start(b), sc = G::random_start(c);
  EXPECT_EQ(G::position_text(sa), G::position_text(sb));
  EXPECT_NE(G::position_text(sa), G::position_text(sc));
  std::string board = G::position_text(sa).substr(0, 19);
  std::string letters;
  for (char ch : board)
    if (ch != '/') letters += ch;
  std::sort(letters.begin(), letters.end());
  std::string full = "BBKNNQRRbbknnqrr";
  std::sort(full.begin(), full.end());
  EXPECT_EQ(letters, full);
}

TEST(RandomStart, EveryPieceReachesEverySquare) {
  // Uniform placement: over many seeds each piece letter is seen on every square.
  std::set<std::pair<char, int>> seen;
  Rng rng(99);
  for (int i = 0; i < 2000; ++i) {
    State s = G::random_start(rng);
    for (Square sq = 0; sq < kSquares; ++sq) seen.insert({piece_char(s.at(sq)), sq});
  }
  EXPECT_EQ(seen.size(), 10u * 16u);
}

TEST(Properties, RoundsEndWithin15MovesAndCapturesAlternate) {
  Rng rng(2024);
  for (int game = 0; game < 2000; ++game) {
    State s = G::random_start(rng);
    int moves = 0;
    while (!G::outcome(s).over()) {
      ASSERT_EQ(G::to_move(s), moves % 2 == 0 ? kOddSeat : kEvenSeat);
      MovesOf<G> list;
      G::generate(s, list);
      ASSERT_FALSE(list.empty());
      const Move& m = list[rng.below(list.size())];
      ASSERT_NE(s.at(m.to), kEmpty);
      ASSERT_NE(colour_of(s.at(m.from)), colour_of(s.at(m.to)));
      int before = popcount(s.occupied());
      G::play(s, m);
      ASSERT_EQ(popcount(s.occupied()), before - 1);
      ++moves;
      ASSERT_LE(moves, kMaxRoundMoves);
    }
    EXPECT_GE(popcount(s.occupied()), 1);
    EXPECT_EQ(s.capture_count(), moves);
  }
}

}  // namespace
}  // namespace menagerie::chessence_sniderman
