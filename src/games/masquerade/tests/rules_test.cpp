// One test (or a few) per numbered rule of the source (research notes §1.2) and per decision of
// docs/rules/masquerade.md.
#include <gtest/gtest.h>

#include <set>

#include "catalog/table.hpp"
#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "games/masquerade/masquerade.hpp"
#include "games/masquerade/tests/helpers.hpp"
#include "support/error_of.hpp"

namespace menagerie::masquerade::harness {
namespace {

using menagerie::harness::expect_error;
using M = Masquerade;

// Rule 1: the standard start; non-captures are orthodox for every piece, whatever the powers.
TEST(MasqueradeRule1, StandardStartAndOrthodoxNonCaptures) {
  State s = played(M::start(), {"balanced", "identity"});
  EXPECT_EQ(chess::to_fen(s.pos), chess::to_fen(chess::parse_fen(chess::kStandardFen)));
  const std::string fen = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
  for (auto [white, black] : {std::pair{"identity", "identity"}, std::pair{"QNBKR", "RKNBQ"}}) {
    State m = with_powers(fen, white, black);
    // Orthodox chess's non-captures here (no checks or pins, so legal = pseudo-legal).
    chess::Position pos = chess::parse_fen(fen);
    chess::MoveBuffer orthodox;
    chess::generate_legal(pos, orthodox);
    std::set<std::string> want, got;
    for (auto mv : orthodox)
      if (!pos.board[mv.to()]) want.insert(chess::to_uci(mv));
    for (const auto& t : legal_texts(m))
      if (!at(m, t.substr(2, 2))) got.insert(t);
    EXPECT_EQ(got, want) << white;
  }
}

TEST(MasqueradeRule1, PawnsCaptureOrthodoxlyWithoutAsking) {
  // Whatever the powers, e4xd5 is an ordinary capture; e4 cannot take forward.
  State s = with_powers("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1", "NRQKB", "identity");
  EXPECT_EQ(display(s, "e4d5"), "e4xd5");
  State after = played(s, {"e4d5"});
  EXPECT_EQ(at(after, "d5"), chess::make_piece(chess::kWhite, chess::kPawn));
  EXPECT_EQ(after.known[0], PermSet::all()) << "a pawn capture teaches nothing";
  State blocked = with_powers("4k3/8/8/4n3/4P3/8/8/4K3 w - - 0 1", "identity", "identity");
  expect_error([&] { M::parse_move(blocked, "e4e5"); }, "a pawn captures only orthodoxly");
}

TEST(MasqueradeRule1, EnPassantAndPromotionAreOrthodox) {
  State s = with_powers("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "identity", "identity");
  s = played(s, {"d7d5"});
  ASSERT_TRUE(legal(s, "e5d6"));
  EXPECT_EQ(display(s, "e5d6"), "e5xd6 e.p.");
  s = played(s, {"e5d6"});
  EXPECT_EQ(at(s, "d5"), chess::kNoPiece);
  State p = with_powers("r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "identity", "identity");
  for (auto t : {"b7b8q", "b7b8r", "b7b8b", "b7b8n", "b7a8q", "b7a8n"})
    EXPECT_TRUE(legal(p, t)) << t;
  expect_error([&] { M::parse_move(p, "b7b8"); }, "promotes");
}

// Rule 2: each player secretly assigns the opponent's powers, a permutation (identity allowed);
// both pieces of a type share it.
TEST(MasqueradeRule2, SetUpAssignsTheOpponentsPowers) {
  State s = M::start();
  EXPECT_EQ(M::to_move(s), 0);
  auto moves = legal_texts(s);
  ASSERT_EQ(moves.size(), 120u);
  EXPECT_EQ(std::set<std::string>(moves.begin(), moves.end()).size(), 120u);
  EXPECT_EQ(moves[0], "assign-QNBKR") << "the author's balanced assignment comes first";
  EXPECT_TRUE(legal(s, "assign-KQRBN")) << "identity is allowed";
  s = played(s, {"assign KR QK RN BB NQ"});
  EXPECT_EQ(s.powers[chess::kBlack], parse_perm("RKNBQ")) << "White's choice is Black's powers";
  EXPECT_EQ(M::to_move(s), 1);
  EXPECT_EQ(legal_texts(s).size(), 120u);
  s = played(s, {"identity"});
  EXPECT_EQ(s.powers[chess::kWhite], kIdentity);
  EXPECT_EQ(M::to_move(s), 0);
  // Chess's 20 opening moves, and a question from each of the 8 pieces about each of the 16.
  EXPECT_EQ(legal_texts(s).size(), 20u + 8 * 16);
  EXPECT_EQ(legal_texts(reachable_only(s)).size(), 20u);
}

TEST(MasqueradeRule2, BothPiecesOfATypeShareThePattern) {
  // White's rooks capture like bishops: both may take diagonally, neither along its file.
  const char* fen = "4k3/p6p/8/8/8/2n2n2/8/R3K2R w - - 0 1";
  State s = with_powers(fen, "KK QQ RB BR NN", "identity");
  EXPECT_EQ(display(s, "a1c3"), "Ra1xc3? — yes");
  EXPECT_EQ(display(s, "h1f3"), "Rh1xf3? — yes");
  EXPECT_EQ(display(s, "a1a7"), "Ra1xa7? — no");
  EXPECT_EQ(display(s, "h1h7"), "Rh1xh7? — no");
}

// Rule 3: a capture by K, Q, R, B or N is an attempt answered from the secret.
TEST(MasqueradeRule3, YesCapturesAlongTheAssignedPattern) {
  // The knight captures like a bishop: c3 to e5 along the diagonal.
  State s = with_powers("4k3/8/8/4b3/8/2N5/8/4K3 w - - 0 1", "KK QQ RR BN NB", "identity");
  EXPECT_EQ(display(s, "c3e5"), "Nc3xe5? — yes");
  State after = played(s, {"c3e5"});
  EXPECT_EQ(at(after, "e5"), chess::make_piece(chess::kWhite, chess::kKnight));
  EXPECT_EQ(at(after, "c3"), chess::kNoPiece);
  EXPECT_EQ(after.pos.side, chess::kBlack);
}

TEST(MasqueradeRule3, NoMovesNothingAndEndsTheTurn) {
  State s = with_powers("4k3/8/8/4b3/8/2N5/8/4K3 w - - 0 1", "identity", "identity");
  EXPECT_EQ(display(s, "c3e5"), "Nc3xe5? — no");
  State after = played(s, {"c3e5"});
  for (int sq = 0; sq < 64; ++sq) EXPECT_EQ(after.pos.board[sq], s.pos.board[sq]);
  EXPECT_EQ(after.pos.side, chess::kBlack);
  EXPECT_EQ(after.pos.halfmove, 1);
  EXPECT_EQ(after.pos.fullmove, 1);
}

TEST(MasqueradeRule3, SlidingPatternsNeedAClearPath) {
  // The king captures like a queen: e1 takes e5 over an empty file, but not through e3.
  State open = with_powers("4k3/8/8/4n3/8/8/8/4K3 w - - 0 1", "KQ QK RR BB NN", "identity");
  EXPECT_EQ(display(open, "e1e5"), "Ke1xe5? — yes");
  State blocked = with_powers("4k3/8/8/4n3/8/4P3/8/4K3 w - - 0 1", "KQ QK RR BB NN", "identity");
  EXPECT_EQ(display(blocked, "e1e5"), "Ke1xe5? — no") << "no pattern passes the pawn on e3";
  // A king with its own step pattern cannot take two squares away, even on a clear line.
  State step = with_powers("4k3/8/8/8/8/4n3/8/4K3 w - - 0 1", "identity", "identity");
  EXPECT_EQ(display(step, "e1e3"), "Ke1xe3? — no");
}

// Decision (option `questions`, default `any`): as at the table, any of your K, Q, R, B or N may
// ask about any enemy piece; a question no capture pattern could make is answered no, teaches
// nothing, and so passes the turn.
TEST(MasqueradeDecisions, AQuestionNoPatternCouldMakeIsAnsweredNo) {
  State s = with_powers("4k3/8/8/8/8/8/8/1N2K2r w - - 0 1", "identity", "identity");
  EXPECT_TRUE(legal(s, "b1e8")) << "no pattern reaches e8 from b1, yet it may be asked";
  EXPECT_TRUE(legal(s, "b1h1")) << "the king on e1 stands between, yet it may be asked";
  EXPECT_EQ(display(s, "b1e8"), "Nb1xe8? — no");
  State after = played(s, {"b1e8"});
  for (int sq = 0; sq < 64; ++sq) EXPECT_EQ(after.pos.board[sq], s.pos.board[sq]);
  EXPECT_EQ(after.pos.side, chess::kBlack);
  EXPECT_EQ(after.known[chess::kWhite], s.known[chess::kWhite]) << "it teaches nothing";
  EXPECT_FALSE(M::outcome(after).over());
  // So a side always has a move while both kings stand: its king may ask about the other.
  State walled = with_powers("RBBQRRBK/PPPPPPPP/8/8/8/8/8/k7 w - - 0 1", "identity", "identity");
  EXPECT_TRUE(legal(walled, "h8a1"));
  EXPECT_FALSE(M::outcome(walled).over());
}

TEST(MasqueradeRule3, UnderReachableOnlyAttemptsSomePatternCouldMakeMayBeAsked) {
  State s = reachable_only(with_powers("4k3/8/8/8/8/8/8/1N2K2r w - - 0 1", "identity", "identity"));
  // b1 to h1: a clear rank, so Q or R could: allowed. b1 to e8: no pattern reaches.
  EXPECT_FALSE(legal(s, "b1h1")) << "e1 stands between";
  EXPECT_TRUE(legal(s, "e1h1")) << "a clear rank: a queen's or a rook's pattern could";
  expect_error([&] { M::parse_move(s, "b1e8"); }, "no capture pattern");
  expect_error([&] { M::parse_move(s, "b1h1"); }, "no capture pattern");
  expect_error([&] { M::parse_move(s, "e1"); }, "is not a move");
}

// Rule 4: both players see the question and the answer, and each answer narrows exactly.
TEST(MasqueradeRule4, AnswersArePublicAndNarrowTheConsistentSet) {
  State s = with_powers("4k3/8/8/4b3/8/2N5/8/4K3 w - - 0 1", "identity", "identity");
  State after = played(s, {"c3e5"});  // no: the knight captures like neither a queen nor a bishop
  EXPECT_EQ(after.known[chess::kWhite], learn(PermSet::all(), kN, 1 << kQ | 1 << kB, false));
  EXPECT_EQ(after.known[chess::kWhite].count(), 72);
  EXPECT_EQ(cell(after.known[0], kN, kQ), Cell::kImpossible);
  EXPECT_EQ(cell(after.known[0], kN, kB), Cell::kImpossible);
  EXPECT_EQ(cell(after.known[0], kN, kN), Cell::kPossible);
  EXPECT_EQ(after.known[chess::kBlack], PermSet::all()) << "Black's powers are not asked about";
  for (Seat v : {kSpectator, 0, 1})
    EXPECT_EQ(M::move_seen(s, M::parse_move(s, "c3e5"), v), "Nc3xe5? — no");
}

// Rule 5: no check rules.
TEST(MasqueradeRule5, AKingMayStayInMoveIntoAndCastleOutOfAttack) {
  // Black's rook on e8 attacks the white king on e1; White need not react.
  State s = with_powers("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "identity", "identity");
  EXPECT_TRUE(legal(s, "a1a2")) << "the king may stay attacked";
  EXPECT_TRUE(legal(s, "e1e2")) << "the king may move along the attacked file";
  EXPECT_TRUE(legal(s, "e1h1")) << "castling out of check";
  EXPECT_TRUE(legal(s, "e1a1"));
  EXPECT_TRUE(M::in_check(s) == false);
  // Decision: castling through (and into) attacked squares is allowed too.
  State through = with_powers("5rk1/8/8/8/8/8/8/4K2R w K - 0 1", "identity", "identity");
  EXPECT_TRUE(legal(through, "e1h1"));
  EXPECT_EQ(display(through, "e1g1"), "O-O");
  // A position where the side not to move stands attacked parses.
  EXPECT_NO_THROW(with_powers("4k3/8/8/8/8/8/8/4K2r b - - 0 1", "identity", "identity"));
}

// Rule 6: capturing the king wins; a king may capture the king by its pattern.
TEST(MasqueradeRule6, CapturingTheKingWins) {
  State s = with_powers("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "KQ QK RR BB NN", "identity");
  EXPECT_FALSE(M::outcome(s).over());
  EXPECT_EQ(display(s, "e1e8"), "Ke1xe8? — yes, king captured");
  State won = played(s, {"e1e8"});
  EXPECT_EQ(M::outcome(won), Outcome::win(0, "king captured"));
  MovesOf<Masquerade> none;
  M::generate(won, none);
  EXPECT_TRUE(none.empty());
  // A pawn takes the king orthodoxly.
  State pawn = with_powers("8/8/8/8/8/3k4/4P3/4K3 w - - 0 1", "identity", "identity");
  EXPECT_EQ(M::outcome(played(pawn, {"e2d3"})), Outcome::win(0, "king captured"));
  // A failed attempt on the king ends nothing.
  State no = with_powers("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "identity", "identity");
  EXPECT_FALSE(M::outcome(played(no, {"e1e8"})).over());
}

// Decision: a promoted pawn captures with the powers of its new type.
TEST(MasqueradeDecisions, APromotedPawnUsesItsNewTypesPowers) {
  // White's queens capture like knights.
  State s = with_powers("4k3/1P6/3n4/8/8/8/8/4K3 w - - 0 1", "KK QN RR BB NQ", "identity");
  s = played(s, {"b7b8q", "e8e7"});
  EXPECT_EQ(display(s, "b8d6"), "Qb8xd6? — no") << "the diagonal b8-d6 is not a knight's jump";
  State t = reachable_only(
      with_powers("4k3/1P6/8/8/2n5/8/8/4K3 w - - 0 1", "KK QN RR BB NQ", "identity"));
  t = played(t, {"b7b8q", "e8e7"});
  expect_error([&] { M::parse_move(t, "b8c4"); }, "no capture pattern");
  State u = with_powers("4k3/1P6/2n5/8/8/8/8/4K3 w - - 0 1", "KK QN RR BB NQ", "identity");
  u = played(u, {"b7b8q", "e8e7"});
  EXPECT_EQ(display(u, "b8c6"), "Qb8xc6? — yes") << "b8-c6 is a knight's jump";
}

// Decision (under `questions: reachable`): a side with no move and no attempt draws (stalemate in
// chess). White's pieces wall each other in on the last two ranks, and no black piece stands in a
// line or a jump of them.
TEST(MasqueradeDecisions, NoMoveAndNoAttemptIsADraw) {
  State s = reachable_only(
      with_powers("RBBQRRBK/PPPPPPPP/8/8/8/8/8/k7 w - - 0 1", "identity", "identity"));
  EXPECT_TRUE(legal_texts(s).empty());
  EXPECT_EQ(M::outcome(s), Outcome::draw("no move"));
  // With a black piece a knight's jump from b8 and d8, White may ask: the game goes on.
  State ask = reachable_only(
      with_powers("RBBQRRBK/PPPPPPPP/2n5/8/8/8/8/k7 w - - 0 1", "identity", "identity"));
  EXPECT_EQ(legal_texts(ask), (std::vector<std::string>{"b8c6", "d8c6"}));
  EXPECT_FALSE(M::outcome(ask).over());
}

// The search's hooks on a full State: the side to move's material, attempts as tactical moves.
TEST(MasqueradeSearchHooks, MaterialAndTacticalMoves) {
  State s = with_powers("4k3/8/8/4b3/8/2N5/8/4K3 w - - 0 1", "KK QN RR BB NQ", "identity");
  EXPECT_GT(M::evaluate(s), 0) << "a knight that captures like a queen outweighs a bishop";
  State black = played(s, {"e1d1"});
  EXPECT_EQ(M::evaluate(black), -M::evaluate(s));
  auto attempt = M::parse_move(s, "c3e5"), quiet = M::parse_move(s, "c3b5");
  EXPECT_TRUE(M::is_tactical(s, attempt));
  EXPECT_FALSE(M::is_tactical(s, quiet));
  EXPECT_FALSE(M::in_check(s));
  State refused = with_powers("4k3/8/8/4b3/8/2N5/8/4K3 w - - 0 1", "identity", "identity");
  EXPECT_GT(M::order_score(s, attempt), M::order_score(refused, attempt))
      << "an attempt the sampled powers answer yes is tried first";
  EXPECT_LT(M::move_key(attempt), M::kMoveKeys);
  EXPECT_LT(M::move_key(M::parse_move(M::start(), "NBRQK")), M::kMoveKeys);
}

// Decision: the fifty-move rule counts failed attempts as quiet plies.
TEST(MasqueradeDecisions, FiftyMovesCountFailedAttempts) {
  State s = with_powers("4k3/8/8/4b3/8/2N5/8/4K3 w - - 99 60", "identity", "identity");
  EXPECT_FALSE(M::outcome(s).over());
  EXPECT_EQ(M::outcome(played(s, {"c3e5"})), Outcome::draw("fifty-move rule"));
  EXPECT_EQ(M::outcome(played(s, {"e1d1"})), Outcome::draw("fifty-move rule"));
  State yes = with_powers("4k3/8/8/4b3/8/2N5/8/4K3 w - - 99 60", "KK QQ RR BN NB", "identity");
  EXPECT_FALSE(M::outcome(played(yes, {"c3e5"})).over()) << "a capture resets the count";
}

// Decision: a repetition is the same board, side to move and public knowledge; a failed attempt
// that teaches something is not a repetition, one that teaches nothing may be.
TEST(MasqueradeDecisions, RepetitionCountsPublicKnowledge) {
  catalog::GameTable<Masquerade> t(
      with_powers("4k3/8/8/4b3/8/2N5/8/4K3 w - - 0 1", "identity", "identity"));
  const char* cycle[] = {"c3e5", "e8d8", "c3e5", "d8e8"};
  for (int ply = 0; ply < 8; ++ply) {
    t.play(cycle[ply % 4]);
    // After ply 4 and 8 the board, the side and the castling rights are those of the start, but
    // White has learnt from the first "no": not a repetition of the start.
    EXPECT_FALSE(t.outcome().over()) << ply;
  }
  t.play("c3e5");  // the position after the first "no", a third time
  EXPECT_EQ(t.outcome(), Outcome::draw("threefold repetition"));
}

// Bad input: the game stays as it was (parsers throw before anything changes).
TEST(MasqueradeErrors, BadMovesAreNamed) {
  State setup = M::start();
  expect_error([&] { M::parse_move(setup, "e2e4"); }, "White's turn to assign Black's capture");
  expect_error([&] { M::parse_move(setup, "assign KQ QQ RB NR BK"); }, "Q is given twice");
  expect_error([&] { M::parse_move(setup, "assign KQXB"); }, "'X' is not one of the pieces");
  expect_error([&] { M::parse_move(setup, "assign KQR"); }, "3 letters");
  expect_error([&] { M::parse_move(setup, "assign QQBKR"); }, "pattern Q is given twice");
  State s = played(setup, {"balanced", "balanced"});
  expect_error([&] { M::parse_move(s, "assign QNBKR"); }, "already assigned");
  expect_error([&] { M::parse_move(s, "e7e5"); }, "the piece on e7 is Black's, and it is White's");
  expect_error([&] { M::parse_move(s, "e3e4"); }, "there is no piece on e3");
  expect_error([&] { M::parse_move(s, "b1d2"); }, "holds your own pawn");
  expect_error([&] { M::parse_move(s, "Bb1c3"); }, "is a knight, not a bishop");
  expect_error([&] { M::parse_move(s, "e2e5"); }, "a pawn steps straight forward");
  EXPECT_NO_THROW(M::parse_move(s, "Ng1-f3"));
  EXPECT_NO_THROW(M::parse_move(s, "e2-e4"));
}

}  // namespace
}  // namespace menagerie::masquerade::harness
