// One test per rule of docs/rules/half-alice.md (the source's rules 1-6 and each decision taken
// where it is silent). Positions are Half Alice position texts: '*' marks a piece on a checker.
#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "games/half_alice/tests/helpers.hpp"

namespace menagerie::half_alice {
namespace {

using namespace test_helpers;

// Rule 1: at the start no piece is on a checker.
TEST(HalfAliceRules, StartHasNoPieceBehindTheMirror) {
  State s = start_position();
  EXPECT_EQ(s.mirror, 0u);
  EXPECT_EQ(legal_texts(s).size(), 20u);  // orthodox chess's twenty first moves
}

// Rule 3: the moved piece switches side, there and back.
TEST(HalfAliceRules, MovedPieceSwitchesSide) {
  State s = after(start_position(), {"g1f3"});
  EXPECT_TRUE(s.behind(sq("f3")));
  s = after(s, {"e7e5", "f3g5"});
  EXPECT_TRUE(s.behind(sq("e5")));
  EXPECT_FALSE(s.behind(sq("g5")));  // it came back to the front side
}

// Rule 2: pieces on the other side are invisible: a slider passes through their squares.
TEST(HalfAliceRules, SlidersPassThroughPiecesOnTheOtherSide) {
  // The knight on a4 is on a checker, so the rook in front sees through it up the a-file.
  State s = parse_position("4k3/8/8/8/N*7/8/8/R3K3 w - - 0 1 12");
  EXPECT_TRUE(is_legal(s, "a1a7"));
  EXPECT_TRUE(is_legal(s, "a1a5"));
  EXPECT_FALSE(is_legal(s, "a1a4"));  // landing on it: one square holds one piece
}

// Rule 2: a piece cannot capture an enemy piece on the other side, nor land on its square.
TEST(HalfAliceRules, NoCaptureAcrossTheMirror) {
  State s = parse_position("4k3/8/8/3p*4/8/8/8/3QK3 w - - 0 1 12");
  EXPECT_FALSE(is_legal(s, "d1d5"));
  EXPECT_TRUE(is_legal(s, "d1d6"));  // but it passes through d5
  // The same pawn on the front side is taken.
  State t = parse_position("4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1 12");
  EXPECT_TRUE(is_legal(t, "d1d5"));
  EXPECT_FALSE(is_legal(t, "d1d6"));
}

// Rule 2: a capture on the mover's side takes the piece; the capturer arrives on the other side.
TEST(HalfAliceRules, CaptureOnOwnSide) {
  State s = parse_position("4k3/8/8/3p*4/8/8/8/3Q*K3 w - - 0 1 12");
  ASSERT_TRUE(is_legal(s, "d1d5"));
  State t = after(s, {"d1d5"});
  EXPECT_EQ(t.pos.board[sq("d5")], chess::make_piece(chess::kWhite, chess::kQueen));
  EXPECT_FALSE(t.behind(sq("d5")));
  EXPECT_EQ(popcount(t.pos.pieces(chess::kBlack)), 1);
}

// Rule 4: with 12 checkers, a piece off the checkers moves only while one is spare; a piece on a
// checker always may (it gives its checker back).
TEST(HalfAliceRules, CheckerSupplyLimitsPiecesOffTheCheckers) {
  // White: 12 pawns and knights behind the mirror (all 12 checkers in use), a rook and king in
  // front.
  const char* text = "4k3/8/8/8/P*P*P*P*P*P*P*P*/N*N*N*N*4/8/R3K3 w - - 0 1 {}";
  auto with = [&](const char* supply) {
    std::string t = text;
    t.replace(t.find("{}"), 2, supply);
    return parse_position(t);
  };
  State twelve = with("12");
  EXPECT_FALSE(is_legal(twelve, "a1a2"));
  EXPECT_FALSE(is_legal(twelve, "e1d1"));  // the king too
  EXPECT_TRUE(is_legal(twelve, "a4a5"));   // a piece on a checker still moves
  EXPECT_TRUE(is_legal(twelve, "a3b1"));
  for (const char* more : {"16", "unlimited"}) {
    State s = with(more);
    EXPECT_TRUE(is_legal(s, "a1a2")) << more;
    EXPECT_TRUE(is_legal(s, "e1d1")) << more;
  }
  // Freed by moving a piece off its checker.
  State freed = after(twelve, {"a4a5", "e8d8"});
  EXPECT_TRUE(is_legal(freed, "a1a2"));
}

// Rule 4 and the 16/unlimited options: more than the supply on checkers cannot be set up.
TEST(HalfAliceRules, SupplyOptionsInThePositionText) {
  EXPECT_EQ(parse_position("4k3/8/8/8/8/8/8/4K3 w - - 0 1 16").supply, 16);
  EXPECT_EQ(parse_position("4k3/8/8/8/8/8/8/4K3 w - - 0 1 unlimited").supply, kUnlimited);
  EXPECT_EQ(parse_position("4k3/8/8/8/8/8/8/4K3 w - - 0 1").supply, 12);  // the book's default
}

// Rule 5 and diagram A1: Black's king on b8 is checked by the queen on d8; Ka8 stays in the
// queen's line before the switch, Kb7 meets the rook (on a light checker) after it: Ka7 is the
// only move.
TEST(HalfAliceRules, DiagramA1KingCannotEscapeCheckBySwitching) {
  State a1 = parse_position("1k1Q4/8/1R*6/8/8/8/8/7K b - - 0 1 12");
  EXPECT_TRUE(in_check(a1));
  EXPECT_EQ(legal_texts(a1), std::vector<std::string>{"b8a7"});
  EXPECT_FALSE(is_legal(a1, "b8a8"));
  EXPECT_FALSE(is_legal(a1, "b8b7"));
}

// Diagram A2: after ...Ka7 the king stands on a dark checker, White to move.
TEST(HalfAliceRules, DiagramA2KingOnADarkChecker) {
  State a2 = after(parse_position("1k1Q4/8/1R*6/8/8/8/8/7K b - - 0 1 12"), {"b8a7"});
  EXPECT_TRUE(a2.behind(sq("a7")));
  EXPECT_EQ(a2.pos.side, chess::kWhite);
  EXPECT_FALSE(in_check(a2));
  // The diagram, with the pieces' sides: queen and king in front, rook and black king behind.
  EXPECT_EQ(position_text(a2), "3Q4/k*7/1R*6/8/8/8/8/7K w - - 1 2 12");
}

// Rule 5, after the switch: a piece that leaves its king's side no longer shields the king there.
TEST(HalfAliceRules, PieceLeavingTheKingsSideMayUncoverCheck) {
  // The bishop on e2 shields the king from the rook on e8 (all in front): any bishop move
  // leaves the front side and uncovers the king.
  State s = parse_position("4r1k1/8/8/8/8/8/4B3/4K3 w - - 0 1 12");
  for (const auto& m : legal_texts(s)) EXPECT_NE(m.substr(0, 2), "e2") << m;
  // With the rook behind the mirror the bishop shields nothing: it moves freely.
  State t = parse_position("4r*1k1/8/8/8/8/8/4B3/4K3 w - - 0 1 12");
  EXPECT_TRUE(is_legal(t, "e2d3"));
}

// Rule 5: capturing the checker does not help when another piece stands behind it on the same
// line: the capturer switches away and no longer blocks.
TEST(HalfAliceRules, CapturingAPieceThatBlockedALineUncoversTheKing) {
  // Black: rook e5 gives check, queen e8 behind it. The knight on d3 takes e5 and leaves.
  State s = parse_position("4q1k1/8/8/4r3/8/3N4/8/4K3 w - - 0 1 12");
  EXPECT_FALSE(is_legal(s, "d3e5"));
  // Without the queen behind it the capture is legal.
  State t = parse_position("6k1/8/8/4r3/8/3N4/8/4K3 w - - 0 1 12");
  EXPECT_TRUE(is_legal(t, "d3e5"));
  // Not in check: taking a black pawn that shields our king from the rook behind it is illegal.
  State u = parse_position("4r1k1/8/8/4p3/8/3N4/8/4K3 w - - 0 1 12");
  EXPECT_FALSE(is_legal(u, "d3e5"));
}

// Decision (rule 5): a check on the king's side may be blocked by a piece arriving there from
// the other side (the test before the switch concerns only the side the move is played on).
TEST(HalfAliceRules, ArrivingPieceBlocksCheck) {
  // White king e1 in front, checked by the rook on e8 (front). The knight behind on c3 arrives
  // in front on e2 or e4 and blocks.
  State s = parse_position("4r1k1/8/8/8/8/2N*5/8/4K3 w - - 0 1 12");
  ASSERT_TRUE(in_check(s));
  EXPECT_TRUE(is_legal(s, "c3e2"));
  EXPECT_TRUE(is_legal(s, "c3e4"));
  EXPECT_FALSE(is_legal(s, "c3d5"));
}

// Option check=strict: the king must not be in check before the switch wherever it stands, so
// no piece from the other side may block; moves on the king's side are judged as before.
TEST(HalfAliceRules, StrictCheckForbidsBlocksFromTheOtherSide) {
  State s = parse_position("4r1k1/8/8/8/8/2N*5/8/4K3 w - - 0 1 12 strict");
  ASSERT_TRUE(s.strict);
  EXPECT_FALSE(is_legal(s, "c3e2"));
  EXPECT_FALSE(is_legal(s, "c3e4"));
  EXPECT_TRUE(is_legal(s, "e1f2"));  // the king still steps away
  EXPECT_TRUE(is_legal(s, "e1f1"));
  // Not in check, pieces on the other side move as in Alice.
  State quiet = parse_position("6k1/8/8/8/8/2N*5/8/4K3 w - - 0 1 12 strict");
  EXPECT_TRUE(is_legal(quiet, "c3e4"));
  // The diagram A1 answer is the same under either reading.
  State a1 = parse_position("1k1Q4/8/1R*6/8/8/8/8/7K b - - 0 1 12 strict");
  EXPECT_EQ(legal_texts(a1), std::vector<std::string>{"b8a7"});
}

// Rule 6: checkmate wins.
TEST(HalfAliceRules, CheckmateWins) {
  // Black king h8 in front, white rooks on the seventh and eighth ranks in front.
  State s = parse_position("R6k/1R6/8/8/8/8/8/4K3 b - - 0 1 12");
  Outcome o = outcome(s);
  EXPECT_EQ(o.kind, Outcome::Kind::kWin);
  EXPECT_EQ(o.winner, 0);
  EXPECT_EQ(o.reason, "checkmate");
}

// Decision: stalemate is a draw.
TEST(HalfAliceRules, StalemateDraws) {
  // Black king a8 (in front), not in check: a7, b7 and b8 are attacked in front by the queen on
  // b6, and a king's target must be safe before the switch.
  State s = parse_position("k7/8/1Q6/8/8/8/8/4K3 b - - 0 1 12");
  ASSERT_FALSE(in_check(s));
  Outcome o = outcome(s);
  EXPECT_EQ(o.kind, Outcome::Kind::kDraw);
  EXPECT_EQ(o.reason, "stalemate");
}

// Decision: castling is orthodox on the side of king and rook, and both switch.
TEST(HalfAliceRules, CastlingBothPiecesSwitch) {
  State s = parse_position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 12");
  ASSERT_TRUE(is_legal(s, "e1g1"));
  State t = after(s, {"e1g1"});
  EXPECT_EQ(t.pos.board[sq("g1")], chess::make_piece(chess::kWhite, chess::kKing));
  EXPECT_EQ(t.pos.board[sq("f1")], chess::make_piece(chess::kWhite, chess::kRook));
  EXPECT_TRUE(t.behind(sq("g1")));
  EXPECT_TRUE(t.behind(sq("f1")));
  EXPECT_FALSE(t.pos.has_castling(chess::kWhite, chess::kASide));
  // Queen's side too.
  State q = after(s, {"e1c1"});
  EXPECT_TRUE(q.behind(sq("c1")) && q.behind(sq("d1")));
}

// Castling: pieces on the other side are invisible on the path, but the king's and rook's
// targets must be free of them (both land there after the switch).
TEST(HalfAliceRules, CastlingAndTheOtherSide) {
  // A black knight on g1: in front it blocks the path; behind the mirror the king cannot land on
  // its square after the switch.
  EXPECT_FALSE(is_legal(parse_position("4k3/8/8/8/8/8/8/4K1nR w K - 0 1 12"), "e1g1"));
  EXPECT_FALSE(is_legal(parse_position("4k3/8/8/8/8/8/8/4K1n*R w K - 0 1 12"), "e1g1"));
  // A white bishop behind the mirror on b1 is passed through on the queen's side (only the rook
  // crosses b1, and lands on d1).
  EXPECT_TRUE(is_legal(parse_position("4k3/8/8/8/8/8/8/RB*2K3 w Q - 0 1 12"), "e1c1"));
  // A rook behind the mirror cannot castle with a king in front.
  EXPECT_FALSE(is_legal(parse_position("4k3/8/8/8/8/8/8/R*3K3 w - - 0 1 12"), "e1c1"));
  // Attacked squares count on the king's side only: a rook behind on f8 does not stop it, one in
  // front does; the king must also be safe on g1 behind the mirror after the switch.
  EXPECT_TRUE(is_legal(parse_position("4kr*2/8/8/8/8/8/8/4K2R w K - 0 1 12"), "e1g1"));
  EXPECT_FALSE(is_legal(parse_position("4kr2/8/8/8/8/8/8/4K2R w K - 0 1 12"), "e1g1"));
  EXPECT_FALSE(is_legal(parse_position("4k1r*1/8/8/8/8/8/8/4K2R w K - 0 1 12"), "e1g1"));
}

// Castling from the front side takes two checkers.
TEST(HalfAliceRules, CastlingNeedsTwoSpareCheckers) {
  // Eleven white pieces behind the mirror: one checker spare.
  State s = parse_position("4k3/8/8/8/P*P*P*P*P*P*P*P*/N*N*N*5/8/R3K2R w KQ - 0 1 12");
  EXPECT_FALSE(is_legal(s, "e1g1"));
  EXPECT_TRUE(is_legal(s, "e1f1"));
}

// Decision: en passant by a pawn on the side where the double-stepping pawn arrived.
TEST(HalfAliceRules, EnPassantOnTheArrivalSide) {
  // Black pawn d4 behind the mirror; White plays e2e4, which arrives behind the mirror.
  State s = after(parse_position("4k3/8/8/8/3p*4/8/4P3/4K3 w - - 0 1 12"), {"e2e4"});
  ASSERT_TRUE(is_legal(s, "d4e3"));
  State t = after(s, {"d4e3"});
  EXPECT_EQ(t.pos.board[sq("e4")], chess::kNoPiece);
  EXPECT_FALSE(t.behind(sq("e3")));  // the taker switched to the front
  // A pawn in front cannot take it: it is invisible from there.
  State u = after(parse_position("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1 12"), {"e2e4"});
  EXPECT_FALSE(is_legal(u, "d4e3"));
  // Only right after the double step.
  EXPECT_FALSE(is_legal(after(s, {"e8d8", "e1d1"}), "d4e3"));
}

// Decision: a pawn promotes on its last rank and the new piece switches side.
TEST(HalfAliceRules, PromotedPieceSwitches) {
  State s = parse_position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 12");
  State t = after(s, {"b7b8q"});
  EXPECT_EQ(t.pos.board[sq("b8")], chess::make_piece(chess::kWhite, chess::kQueen));
  EXPECT_TRUE(t.behind(sq("b8")));
  for (const char* p : {"b7b8r", "b7b8b", "b7b8n"}) EXPECT_TRUE(is_legal(s, p));
  EXPECT_FALSE(is_legal(s, "b7b8"));
}

// Rule 2 for pawns: the square a double step passes may hold a piece on the other side; the
// square it lands on may not.
TEST(HalfAliceRules, PawnDoubleStepThroughTheMirror) {
  EXPECT_TRUE(is_legal(parse_position("4k3/8/8/8/8/4n*3/4P3/4K3 w - - 0 1 12"), "e2e4"));
  EXPECT_FALSE(is_legal(parse_position("4k3/8/8/8/8/4n*3/4P3/4K3 w - - 0 1 12"), "e2e3"));
  EXPECT_FALSE(is_legal(parse_position("4k3/8/8/8/4n*3/8/4P3/4K3 w - - 0 1 12"), "e2e4"));
}

// Fifty moves without a capture or pawn move draw; bare kings are a draw.
TEST(HalfAliceRules, FiftyMovesAndBareKings) {
  EXPECT_EQ(outcome(parse_position("4k3/8/8/8/8/8/8/R3K3 w - - 100 80 12")).reason,
            "fifty-move rule");
  EXPECT_EQ(outcome(parse_position("4k3/8/8/8/8/8/8/4K3 w - - 0 80 12")).reason,
            "insufficient material");
  EXPECT_FALSE(outcome(parse_position("4k3/8/8/8/8/8/8/4KN2 w - - 0 80 12")).over());
}

}  // namespace
}  // namespace menagerie::half_alice
