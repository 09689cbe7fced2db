// One test per rule of the source (Chess Kit, "Crowded House"), and one per decision of
// docs/rules/crowded-house.md.
#include <gtest/gtest.h>

#include "catalog/table.hpp"
#include "games/crowded_house/crowded_house.hpp"
#include "helpers.hpp"

namespace menagerie::crowded_house {
namespace {

using harness::after;
using harness::at;
using harness::has;
using harness::legal;

// Rule 1: the standard start; two teams, White (seats 0 and 2) and Black (seats 1 and 3).
TEST(CrowdedHouseRules, StartAndTeams) {
  State s = CrowdedHouse::start();
  EXPECT_EQ(CrowdedHouse::position_text(s),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 k");
  EXPECT_EQ(CrowdedHouse::to_move(s), 0);
  EXPECT_EQ(CrowdedHouse::team_of(s, 0), CrowdedHouse::team_of(s, 2));
  EXPECT_EQ(CrowdedHouse::team_of(s, 1), CrowdedHouse::team_of(s, 3));
  EXPECT_NE(CrowdedHouse::team_of(s, 0), CrowdedHouse::team_of(s, 1));
  EXPECT_EQ(seat_name(0), "White (king side)");
  EXPECT_EQ(seat_name(3), "Black (queen side)");
}

// Rule 2: Walter (White king side), Betty (Black king side), Winnie (White queen side), Bob
// (Black queen side), and round again.
TEST(CrowdedHouseRules, TurnOrder) {
  State s = CrowdedHouse::start();
  std::vector<Seat> seen;
  for (auto m : {"g1f3", "g8f6", "b1c3", "b8c6", "e2e4"}) {
    seen.push_back(CrowdedHouse::to_move(s));
    s = after(s, {m});
  }
  seen.push_back(CrowdedHouse::to_move(s));
  EXPECT_EQ(seen, (std::vector<Seat>{0, 1, 2, 3, 0, 1}));
}

// Rule 3 and diagram C2: after 1.e4 e5 Winnie (White queen side) may play Bf1-c4, which ends on
// her half, but not Bf1-e2, which starts and ends on the king side.
TEST(CrowdedHouseRules, HalfRuleDiagramC2) {
  State s = after(CrowdedHouse::start(), {"e2e4", "e7e5"});
  ASSERT_EQ(CrowdedHouse::to_move(s), 2);
  EXPECT_TRUE(has(s, "f1c4"));
  EXPECT_FALSE(has(s, "f1e2"));
  EXPECT_FALSE(has(s, "g1f3"));  // g1 and f3: both on the king side
  EXPECT_TRUE(has(s, "d2d4"));
  EXPECT_TRUE(has(s, "d1h5"));  // starts on the queen side
  for (const auto& m : legal(s)) {
    bool queen_side_square = (m[0] <= 'd') || (m[2] <= 'd');
    EXPECT_TRUE(queen_side_square) << m;
  }
}

TEST(CrowdedHouseRules, HalfRuleAtTheStart) {
  State s = CrowdedHouse::start();
  // Walter, king side: the e- to h-pawns and the g1 knight (g1-h3, g1-f3); nothing else.
  EXPECT_EQ(legal(s), (std::vector<std::string>{"e2e3", "e2e4", "f2f3", "f2f4", "g1f3", "g1h3",
                                                "g2g3", "g2g4", "h2h3", "h2h4"}));
}

// Rule 4: no piece on the seat's half and none can get there: the seat passes.
TEST(CrowdedHouseRules, PassWhenNothingCanReachTheHalf) {
  State s = at("7k/8/8/8/8/8/6PP/7K w - - 0 1 q");  // Winnie: all of White is on the king side
  EXPECT_EQ(legal(s), std::vector<std::string>{"pass"});
  State next = after(s, {"pass"});
  EXPECT_EQ(CrowdedHouse::to_move(next), 3);
  EXPECT_EQ(CrowdedHouse::position_text(next), "7k/8/8/8/8/8/6PP/7K b - - 1 1 q");
  EXPECT_FALSE(CrowdedHouse::outcome(s).over());
}

// A seat that has a move may not pass.
TEST(CrowdedHouseRules, NoPassWithAMove) {
  State s = CrowdedHouse::start();
  EXPECT_FALSE(has(s, "pass"));
  try {
    CrowdedHouse::parse_move(s, "pass");
    FAIL() << "a pass with legal moves was accepted";
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find("may pass only with no legal move"), std::string::npos);
  }
}

// Decision: pieces on the half but no legal move and no check: a pass by default, a stalemate
// (draw) with stuck = stalemate.
TEST(CrowdedHouseRules, StuckWithPiecesOnTheHalf) {
  const char* text = "7k/8/8/8/8/p7/P7/7K w - - 0 1 q";  // the a2 pawn is blocked
  State passes = at(text);
  EXPECT_EQ(legal(passes), std::vector<std::string>{"pass"});
  EXPECT_FALSE(CrowdedHouse::outcome(passes).over());

  State drawn = at(text, Rules{.stuck = Rules::Stuck::kStalemate});
  EXPECT_TRUE(legal(drawn).empty());
  Outcome o = CrowdedHouse::outcome(drawn);
  EXPECT_EQ(o.kind, Outcome::Kind::kDraw);
  EXPECT_EQ(o.reason, "stalemate");
}

// Rule 5: check is "the next player could capture the king at once, within their half rule". A
// black rook on a2 attacks d2 from the queen side: Betty (king side, next after Walter) cannot
// make that capture, so Walter's king may go to d2; Bob (queen side, next after Winnie) can, so
// Winnie's may not.
TEST(CrowdedHouseRules, KingMayStepWhereTheNextPlayerCannotCapture) {
  State walter = at("4k3/8/8/8/8/8/r7/4K3 w - - 0 1 k");
  EXPECT_TRUE(has(walter, "e1d2"));
  EXPECT_FALSE(has(walter, "e1e2"));  // a2-e2 ends on the king side: Betty could take
  EXPECT_FALSE(has(walter, "e1f2"));
  EXPECT_TRUE(has(walter, "e1d1"));

  State winnie = at("4k3/8/8/8/8/8/r7/4K3 w - - 0 1 q");
  EXPECT_FALSE(has(winnie, "e1d2"));
  EXPECT_TRUE(has(winnie, "e1d1"));
}

// A move that leaves the king where the next player can capture it is illegal, even when the
// piece that moves is not the king (a pin, judged by the next player's half rule).
TEST(CrowdedHouseRules, PinsCountOnlyForTheNextPlayer) {
  // White bishop e2 stands between the e1 king and a black rook on e8 (all on the king side).
  const char* board = "4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1 ";
  // Walter: Betty, next, could take e8xe1: the bishop may not leave the file.
  EXPECT_FALSE(has(at(std::string(board) + "k"), "e2d3"));
  // Winnie: Bob, next, may not (e8 and e1 are both on the king side): the bishop may go to d3.
  EXPECT_TRUE(has(at(std::string(board) + "q"), "e2d3"));
}

// Rule 7: checkmate is check (the next player could capture) with no legal move. The e8 rook
// attacks g8 within the king side: Bob (queen side) to move, Walter next could take: mate, and
// Bob cannot pass out of it. Betty in the same place is not even in check (Winnie is next).
TEST(CrowdedHouseRules, CheckmateNeedsTheNextPlayer) {
  State bob = at("4R1k1/5ppp/8/8/8/8/8/4K3 b - - 0 1 q");
  EXPECT_TRUE(CrowdedHouse::in_check(bob));
  EXPECT_TRUE(legal(bob).empty());
  Outcome o = CrowdedHouse::outcome(bob);
  ASSERT_EQ(o.kind, Outcome::Kind::kWin);
  EXPECT_EQ(o.reason, "checkmate");
  EXPECT_EQ(o.winners, SeatSet(seat_bit(0) | seat_bit(2)));  // both White seats
  EXPECT_TRUE(o.wins(0) && o.wins(2) && !o.wins(1) && !o.wins(3));

  State betty = at("4R1k1/5ppp/8/8/8/8/8/4K3 b - - 0 1 k");
  EXPECT_FALSE(CrowdedHouse::in_check(betty));
  EXPECT_TRUE(has(betty, "g8f8"));
  EXPECT_FALSE(CrowdedHouse::outcome(betty).over());
}

TEST(CrowdedHouseRules, BackRankMateWinsForTheTeam) {
  // a8 rook checks g8 from the queen side: Winnie (next after Betty) may capture there.
  State s = at("R5k1/5ppp/8/8/8/8/8/4K3 b - - 0 1 k");
  EXPECT_TRUE(CrowdedHouse::in_check(s));
  Outcome o = CrowdedHouse::outcome(s);
  ASSERT_EQ(o.kind, Outcome::Kind::kWin);
  EXPECT_EQ(o.winners, SeatSet(seat_bit(0) | seat_bit(2)));
  // The results per seat as the table gives them.
  auto r = catalog::results_json(o, 4);
  EXPECT_EQ(r["results"], nlohmann::json({"win", "loss", "win", "loss"}));
  EXPECT_EQ(r["winners"], nlohmann::json({0, 2}));
}

// Rule 6: en passant only for the player right after the double step.
TEST(CrowdedHouseRules, EnPassantOnlyForTheNextPlayer) {
  State s = at("4k3/7p/8/8/3p1p2/8/4P3/4K3 w - - 0 1 k");
  s = after(s, {"e2e4"});  // passes e3, beside f4 (Betty's half) and d4 (Bob's)
  ASSERT_EQ(CrowdedHouse::to_move(s), 1);
  EXPECT_TRUE(has(s, "f4e3"));
  // Betty does something else; by Bob's turn the capture is gone.
  s = after(s, {"h7h6", "e1d1"});
  ASSERT_EQ(CrowdedHouse::to_move(s), 3);
  EXPECT_FALSE(has(s, "d4e3"));
  EXPECT_TRUE(has(s, "d4d3"));
}

// A FEN's en passant square that the seat to move may not use within its half is dropped.
TEST(CrowdedHouseRules, EnPassantSquareOutsideTheHalfIsDropped) {
  State s = at("4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1 q");
  EXPECT_EQ(s.pos.ep, chess::kNoSq);
  EXPECT_FALSE(has(s, "f4e3"));
  State betty = at("4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1 k");
  EXPECT_TRUE(has(betty, "f4e3"));
}

// Castling, decided: the king's move decides whose half it is on. O-O (e1-g1) stays on the king
// side; O-O-O (e1-c1) starts on the king side and ends on the queen side: either player.
TEST(CrowdedHouseRules, WhoMayCastle) {
  const char* board = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 ";
  State walter = at(std::string(board) + "k");
  EXPECT_TRUE(has(walter, "e1g1"));
  EXPECT_TRUE(has(walter, "e1c1"));
  State winnie = at(std::string(board) + "q");
  EXPECT_FALSE(has(winnie, "e1g1"));
  EXPECT_TRUE(has(winnie, "e1c1"));
  State played = after(walter, {"O-O"});
  EXPECT_EQ(CrowdedHouse::position_text(played), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1 k");
}

// The source: a king may castle out of check if the next player cannot then capture it.
TEST(CrowdedHouseRules, CastleOutOfCheck) {
  State s = at("4r1k1/8/8/8/8/8/8/4K2R w K - 0 1 k");  // Betty could take e8xe1
  ASSERT_TRUE(CrowdedHouse::in_check(s));
  EXPECT_TRUE(has(s, "e1g1"));
}

// Decision: not across a square the next player could capture on (an option allows it), and
// never onto one.
TEST(CrowdedHouseRules, CastlingThroughAndIntoCheck) {
  const char* through = "k4r2/8/8/8/8/8/8/4K2R w K - 0 1 k";  // Betty could take on f1
  EXPECT_FALSE(has(at(through), "e1g1"));
  EXPECT_TRUE(has(at(through, Rules{.castle_through_check = true}), "e1g1"));
  const char* into = "k5r1/8/8/8/8/8/8/4K2R w K - 0 1 k";  // g1 itself
  EXPECT_FALSE(has(at(into), "e1g1"));
  EXPECT_FALSE(has(at(into, Rules{.castle_through_check = true}), "e1g1"));
}

// Promotion as in chess, within the half rule.
TEST(CrowdedHouseRules, Promotion) {
  State s = at("k7/4P3/8/8/8/8/8/4K3 w - - 0 1 k");
  for (auto m : {"e7e8q", "e7e8r", "e7e8b", "e7e8n"}) EXPECT_TRUE(has(s, m)) << m;
  EXPECT_FALSE(has(at("k7/4P3/8/8/8/8/8/4K3 w - - 0 1 q"), "e7e8q"));
}

// Decision: fifty moves by each of the four players (200 plies) without a capture or pawn move
// draw, and an option sets the limit.
TEST(CrowdedHouseRules, QuietLimit) {
  State s = at("4k3/8/8/8/8/8/8/4K2R w - - 199 120 k");
  EXPECT_FALSE(CrowdedHouse::outcome(s).over());
  s = after(s, {"h1h2"});
  EXPECT_EQ(CrowdedHouse::outcome(s).reason, "fifty-move rule");
  State shorter = at("4k3/8/8/8/8/8/8/R3K3 w - - 100 60 k", Rules{.quiet_limit = 100});
  EXPECT_TRUE(CrowdedHouse::outcome(shorter).over());
}

// Repetition: the same position with the same seat to move, three times, draws; the half of the
// seat to move is part of the position.
TEST(CrowdedHouseRules, RepetitionCountsTheSeat) {
  catalog::GameTable<CrowdedHouse> table(CrowdedHouse::start());
  for (int round = 0; round < 2; ++round)
    for (auto m : {"g1f3", "g8f6", "b1c3", "b8c6", "f3g1", "f6g8", "c3b1", "c6b8"}) table.play(m);
  EXPECT_EQ(table.outcome().reason, "threefold repetition");
  State k = CrowdedHouse::start();
  State q = at("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 q");
  EXPECT_NE(CrowdedHouse::hash(k), CrowdedHouse::hash(q));
}

// The view shades the half of the seat to move and names it; once mated, nobody is to move.
TEST(CrowdedHouseView, ShadesTheMoversHalfUntilTheGameEnds) {
  State betty = at("4R1k1/5ppp/8/8/8/8/8/4K3 b - - 0 1 k");
  nlohmann::json v = CrowdedHouse::view(betty, kSpectator);
  EXPECT_EQ(v["board"]["markers"].size(), 32u);
  EXPECT_TRUE(v["board"]["markers"].contains("g8"));
  EXPECT_EQ(v["info"][0]["label"], "To move");
  nlohmann::json mated = CrowdedHouse::view(at("4R1k1/5ppp/8/8/8/8/8/4K3 b - - 0 1 q"), kSpectator);
  EXPECT_TRUE(mated["board"]["markers"].empty());
  for (const auto& line : mated["info"]) EXPECT_NE(line["label"], "To move");
}

// Why a piece of the mover's colour cannot move, in the game's words (piece_notes), for the seat
// to move only: the half rule, or the next player capturing the king. A piece with no move at all
// (the c1 bishop behind its pawns) needs no note, nor does one that can move.
TEST(CrowdedHouseView, SaysWhyAPieceOfTheMoverCannotMove) {
  State s = CrowdedHouse::start();
  nlohmann::json v = CrowdedHouse::view(s, 0);
  ASSERT_TRUE(v.contains("piece_notes")) << v.dump();
  EXPECT_EQ(v["piece_notes"]["b1"], "its moves neither start nor end on your half (files e-h)");
  EXPECT_EQ(v["piece_notes"]["d2"], "its moves neither start nor end on your half (files e-h)");
  EXPECT_FALSE(v["piece_notes"].contains("c1")) << "no move at all: nothing to explain";
  EXPECT_FALSE(v["piece_notes"].contains("g1")) << "it can move";
  EXPECT_FALSE(v["piece_notes"].contains("b8")) << "not the mover's piece";
  EXPECT_FALSE(CrowdedHouse::view(s, 1).contains("piece_notes")) << "not this seat's move";
  EXPECT_FALSE(CrowdedHouse::view(s, kSpectator).contains("piece_notes"));
  State pinned = at("4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1 k");
  EXPECT_EQ(CrowdedHouse::view(pinned, 0)["piece_notes"]["e2"],
            "every move of it would let the next player, Black (king side), capture your king");
}

}  // namespace
}  // namespace menagerie::crowded_house
