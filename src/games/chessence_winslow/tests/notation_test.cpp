// Position text, move text and the SAN-like display: forms accepted, round trips, and every error
// naming its fault without changing anything.
#include <string>

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "core/rng.hpp"
#include "games/chessence_winslow/tests/helpers.hpp"

namespace menagerie::chessence_winslow {
namespace {

using namespace harness;

const std::string kStart = "km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMMmmm] w 0 1";

bool same(const State& a, const State& b) {
  return a.men[0] == b.men[0] && a.men[1] == b.men[1] && a.hand[0] == b.hand[0] &&
         a.hand[1] == b.hand[1] && a.side == b.side && a.quiet == b.quiet &&
         a.fullmove == b.fullmove && a.key == b.key;
}

// The message of the InputError that parsing `text` throws ("" if it does not throw).
std::string position_error(const std::string& text) {
  try {
    G::parse_position(text);
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

std::string move_error(const State& s, const std::string& text) {
  const std::string before = G::position_text(s);
  try {
    G::parse_move(s, text);
  } catch (const InputError& e) {
    EXPECT_EQ(G::position_text(s), before);
    return e.what();
  }
  return "";
}

TEST(PositionText, StartPosition) {
  EXPECT_EQ(G::position_text(G::start()), kStart);
  EXPECT_TRUE(same(G::parse_position(kStart), G::start()));
}

TEST(PositionText, AcceptsTheShortFormsOfTheIssueAndTheNotes) {
  // Without counters (issue 5), and with a space before the hands (research notes).
  EXPECT_TRUE(same(G::parse_position("km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMMmmm] w"),
                   G::start()));
  EXPECT_TRUE(same(G::parse_position("km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK [MMMmmm] w"),
                   G::start()));
  State s = G::parse_position("km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[Mm] b 7");
  EXPECT_EQ(s.quiet, 7);
  EXPECT_EQ(s.fullmove, 1);
  EXPECT_EQ(s.hand[kWhite], 1);
  EXPECT_EQ(s.side, kBlack);
  State empty_hands = G::parse_position("k5/5*/4*1/2*3/1*2*1/3*2/1*4/*5/5K [] w 3 12");
  EXPECT_EQ(G::position_text(empty_hands), "k5/5*/4*1/2*3/1*2*1/3*2/1*4/*5/5K[] w 3 12");
}

TEST(PositionText, RoundTripsOnPlayedPositions) {
  Rng rng(11);
  State s = G::start();
  for (int ply = 0; ply < 200; ++ply) {
    State back = G::parse_position(G::position_text(s));
    back.move_limit = s.move_limit;
    ASSERT_TRUE(same(back, s)) << G::position_text(s);
    MovesOf<G> moves;
    G::generate(s, moves);
    if (moves.empty())
      s = G::start();
    else
      G::play(s, moves[rng.below(moves.size())]);
  }
}

TEST(PositionText, EachFieldsErrorsNameTheField) {
  struct Case {
    std::string text, message;
  };
  const Case cases[] = {
      {"", "position: the text is empty"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/4MK[MMMmmm] w",
       "position board: expected 9 ranks separated by '/', found 8"},
      {"km5/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMMmmm] w",
       "position board, rank 9: more than 6 files"},
      {"km3/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMMmmm] w",
       "position board, rank 9: describes 5 files, not 6"},
      {"kq4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMMmmm] w",
       "position board, rank 9: unexpected 'q'"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/*3MK[MMMmmm] w",
       "position board, rank 1: '*' on a1, which is not a hole"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1M1MM1/*2MMM/4MK[MMMmmm] w",
       "position board, rank 3: 'M' on the hole b3"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/3MM1/*2MMM/4MK[MMMmmm] w",
       "position board, rank 3: the empty run '3' covers the hole b3"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK w", "position hands: expected the hands"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMM w", "position hands: missing ']'"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMK] w", "position hands: unexpected 'K'"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMMmmm]", "position side to move: missing"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMMmmm] white",
       "position side to move: expected 'w' or 'b', found 'white'"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMMmmm] w -1",
       "position quiet-ply counter: '-1' is not a whole number"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMMmmm] w 0 0",
       "position move number: '0' is not a whole number from 1"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMMmmm] w 0 1 extra",
       "position: unexpected 'extra' after the move number"},
  };
  for (const auto& c : cases) {
    std::string got = position_error(c.text);
    EXPECT_NE(got.find(c.message), std::string::npos) << c.text << "\n  gave: " << got;
  }
}

TEST(PositionText, ImpossiblePositionsAreRefused) {
  struct Case {
    std::string text, message;
  };
  const Case cases[] = {
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/3MK1[MMMmmm] w",
       "impossible position: the white king stands on e1, but kings never leave their starting "
       "square f1"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMK/4MK[MMMmmm] w",
       "impossible position: White has 2 kings, not 1"},
      {"mm4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMMmmm] w",
       "impossible position: Black has 0 kings, not 1"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMMMmmm] w",
       "impossible position: White has 4 men in hand"},
      {"km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/M3MK[MMM] w",
       "impossible position: White has 10 men on the board and in hand"},
      // Black to move, but Black's f5 (powered by f6) already attacks the white king: that cannot
      // be.
      {"k5/5*/4*m/2*2m/1*2*1/3*2/1*4/*5/5K[] w", ""},
      {"k5/5*/4*m/2*2m/1*2*1/3*2/1*4/*5/5K[] b",
       "impossible position: Black is to move but the white king is in check"},
  };
  for (const auto& c : cases) {
    std::string got = position_error(c.text);
    if (c.message.empty())
      EXPECT_EQ(got, "") << c.text;
    else
      EXPECT_NE(got.find(c.message), std::string::npos) << c.text << "\n  gave: " << got;
  }
}

TEST(MoveText, MachineFormsRoundTrip) {
  State s = position("e1 d2", "b4", 2, 0);
  EXPECT_EQ(G::move_text(s, G::parse_move(s, "d2c3")), "d2c3");
  EXPECT_EQ(G::move_text(s, G::parse_move(s, "M@e3")), "M@e3");
  EXPECT_EQ(G::parse_move(s, "M@e3"), Move::drop(square("e3")));
  EXPECT_EQ(G::parse_move(s, "m@e3"), Move::drop(square("e3")));
  EXPECT_EQ(G::parse_move(s, "d2-c3"), G::parse_move(s, "d2c3"));
  EXPECT_EQ(G::parse_move(s, " d2xb4+ "), Move::step(square("d2"), square("b4")));
}

TEST(MoveText, DisplayIsSanLike) {
  State s = G::start();
  // d1 can also be reached from d2, e2 and f2: the file e is shared with e2, the rank 1 is not.
  EXPECT_EQ(G::move_display(s, G::parse_move(s, "e1d1")), "M1d1");
  // b1 is reached only from e1 (rook) and d3 (bishop) on different files.
  EXPECT_EQ(G::move_display(s, G::parse_move(s, "e1b1")), "Meb1");
  EXPECT_EQ(G::move_display(s, G::parse_move(s, "f2f7")), "Mf7");
  State c = position("e4 f3", "f5 f6");
  EXPECT_EQ(G::move_display(c, G::parse_move(c, "e4f5")), "Mxf5");
  State d = position("e1 d2", "b4", 2, 0);
  EXPECT_EQ(G::move_display(d, G::parse_move(d, "M@e3")), "M@e3");
}

TEST(MoveText, SanFormsAreAccepted) {
  State s = G::start();
  EXPECT_EQ(G::parse_move(s, "Mf7"), Move::step(square("f2"), square("f7")));
  EXPECT_EQ(G::parse_move(s, "f7"), Move::step(square("f2"), square("f7")));
  EXPECT_EQ(G::parse_move(s, "M1d1"), Move::step(square("e1"), square("d1")));
  EXPECT_EQ(G::parse_move(s, "Meb1"), Move::step(square("e1"), square("b1")));
  EXPECT_EQ(G::parse_move(s, "Me1d1"), Move::step(square("e1"), square("d1")));
}

TEST(MoveText, DisplayAndMachineFormsParseBackOnPlayedPositions) {
  Rng rng(5);
  State s = G::start();
  for (int ply = 0; ply < 150; ++ply) {
    MovesOf<G> moves;
    G::generate(s, moves);
    if (moves.empty()) {
      s = G::start();
      continue;
    }
    for (const auto& m : moves) {
      ASSERT_EQ(G::parse_move(s, G::move_text(s, m)), m) << G::position_text(s);
      ASSERT_EQ(G::parse_move(s, G::move_display(s, m)), m)
          << G::position_text(s) << " " << G::move_display(s, m);
    }
    G::play(s, moves[rng.below(moves.size())]);
  }
}

TEST(MoveText, ErrorsNameTheFault) {
  State start = G::start();
  State pinned = position("e4 f3", "f5 f6");
  State hand = position("e1 d2", "b4", 2, 0);
  State no_hand = position("e1 d2", "b4", 0, 0);
  State lone = position("a4 e1 d2", "b6", 0, 0);
  struct Case {
    const State* s;
    std::string text, message;
  };
  const Case cases[] = {
      {&start, "", "move: the text is empty"},
      {&start, "e", "move e: expected a move such as"},
      {&start, "Me1", "illegal move Me1: no man of White can move to e1"},
      {&start, "e1g1", "move e1g1: 'g1' is not a square of the 6×9 board"},
      {&start, "e3e5", "move e3e5: e5 is a hole, not a square"},
      {&start, "Q@e1", "move Q@e1: only men are dropped"},
      {&start, "Kf1f2", "move Kf1f2: kings never move"},
      {&start, "f1f3", "illegal move f1f3: kings never move"},
      {&start, "c5c4", "illegal move c5c4: there is no man on c5"},
      {&start, "b7b6", "illegal move b7b6: the man on b7 is Black's"},
      {&start, "e2e3", "illegal move e2e3: e3 is occupied by your own man"},
      {&start, "e2e4",
       "illegal move e2e4: the man on e2 moves as rook, bishop and cannot reach e4"},
      {&lone, "a4a5", "illegal move a4a5: the man on a4 has no power"},
      {&pinned, "f3e2", "illegal move f3e2: it would leave the white king in check"},
      {&start, "M@e1", "illegal move M@e1: e1 is occupied"},
      {&hand, "M@c4",
       "illegal move M@c4: c4 is not one of White's drop squares (e1 d2 e2 f2 d3 e3)"},
      {&no_hand, "M@e3", "illegal move M@e3: White has no men in hand"},
      {&start, "Mc2", "move Mc2: ambiguous, it could be"},
      {&start, "Mc9", "illegal move Mc9: no man of White can move to c9"},
      {&start, "e1xd1", "move e1xd1: there is no enemy man to capture on d1"},
      {&start, "Mzd1", "move Mzd1: 'z' does not name where the man comes from"},
  };
  for (const auto& c : cases) {
    std::string got = move_error(*c.s, c.text);
    EXPECT_NE(got.find(c.message), std::string::npos) << c.text << "\n  gave: " << got;
  }
}

TEST(MoveText, NoMoveOnceTheGameIsOver) {
  State drawn = G::start();
  drawn.quiet = drawn.move_limit;
  EXPECT_NE(move_error(drawn, "e1d1").find("move e1d1: the game is over (move limit)"),
            std::string::npos);
  State lost = position("e1", "d1 b4");
  EXPECT_NE(move_error(lost, "M@e3").find("the game is over (stalemate)"), std::string::npos);
}

}  // namespace
}  // namespace menagerie::chessence_winslow
