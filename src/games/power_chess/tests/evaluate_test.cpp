// The evaluator's terms, its colour symmetry, the search hooks, and the incremental hash key.
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "core/rng.hpp"
#include "games/power_chess/evaluate.hpp"
#include "games/power_chess/power_chess.hpp"
#include "helpers.hpp"
#include "support/mirror.hpp"
#include "support/playouts.hpp"

namespace menagerie::power_chess {
namespace {

using harness::after;
using harness::mirror;
using harness::position;

TEST(PowerChessEvaluate, StartIsEvenButForTheTempo) {
  State s = PowerChess::start();
  EXPECT_EQ(evaluate(s), default_weights()[Weights::kTempo]);
}

TEST(PowerChessEvaluate, WeightsAreNamed) {
  const auto& names = Weights::names();
  for (std::size_t i = 0; i < names.size(); ++i) {
    EXPECT_FALSE(names[i].empty()) << i;
    for (std::size_t j = 0; j < i; ++j) EXPECT_NE(names[i], names[j]);
  }
}

TEST(PowerChessEvaluate, MirrorIsAnInvolutionThatMirrorsTheMoves) {
  for (const State& s : harness::random_positions(11, 6, 80)) {
    State back = mirror(mirror(s));
    EXPECT_EQ(PowerChess::position_text(back), PowerChess::position_text(s));
    EXPECT_EQ(harness::legal(mirror(s)).size(), harness::legal(s).size());
  }
}

TEST(PowerChessEvaluate, ColourMirrorGivesTheSameScore) {
  // Random games reach captures, fields, re-entries and promotions.
  int with_fields = 0;
  for (const State& s : harness::random_positions(7, 20, 120)) {
    EXPECT_EQ(evaluate(mirror(s)), evaluate(s)) << PowerChess::position_text(s);
    with_fields += !s.fields[kWhite][kBack].empty() || !s.fields[kBlack][kNear].empty();
  }
  EXPECT_GT(with_fields, 100) << "the sample should exercise the field terms";
  for (const char* text :
       {"4k/P4/5/5/5/5/2K2 w R1/B3 -/r6 0 1", "r61k2/5/2P2/5/1p3/5/2KR31 b P/- p/b2 0 1"}) {
    State s = position(text);
    EXPECT_EQ(evaluate(mirror(s)), evaluate(s)) << text;
  }
}

TEST(PowerChessEvaluate, HigherDieIsWorthMore) {
  for (PieceType t : {kRook, kBishop})
    for (int die = 1; die < 6; ++die) EXPECT_LT(man_value(t, die), man_value(t, die + 1));
  // The same rook, die 1 against die 6, everything else equal.
  EXPECT_LT(evaluate(position("kp3/pp3/5/2R12/5/5/2K2 w -/- -/- 0 1")),
            evaluate(position("kp3/pp3/5/2R62/5/5/2K2 w -/- -/- 0 1")) - 200);
}

TEST(PowerChessEvaluate, FieldMenAreDiscountedByTheirWayBack) {
  // A rook on the board, in the near field, in the back field: each a turn further away.
  int board = evaluate(position("2k2/5/5/5/5/5/R51K2 w -/- -/- 0 1"));
  int near = evaluate(position("2k2/5/5/5/5/5/2K2 w R5/- -/- 0 1"));
  int back = evaluate(position("2k2/5/5/5/5/5/2K2 w -/R5 -/- 0 1"));
  int none = evaluate(position("2k2/5/5/5/5/5/2K2 w -/- -/- 0 1"));
  EXPECT_GT(board, near);
  EXPECT_GT(near, back);
  EXPECT_GT(back, none);
  // A full first rank keeps the near field from emptying: the waiting bishop is worth less there.
  auto field_bishop = [](const char* board) {
    return evaluate(position(std::string(board) + " w B5/- -/- 0 1")) -
           evaluate(position(std::string(board) + " w -/- -/- 0 1"));
  };
  EXPECT_LT(field_bishop("2k2/5/5/5/5/5/R1R1KB1P"), field_bishop("2k2/5/5/5/4P/5/R1R1KB11") - 20);
}

TEST(PowerChessEvaluate, AdvancedPawnIsWorthMoreWithAPieceToPromoteTo) {
  // The same pawn on b6, with and without a rook waiting in White's fields; the difference must
  // exceed what the rook in the field is worth by itself (its promotion potential).
  auto gain = [](const char* with, const char* without) {
    return evaluate(position(with)) - evaluate(position(without));
  };
  int pawn_far = gain("4k/5/5/5/5/1P3/2K2 w -/R1 -/- 0 1", "4k/5/5/5/5/1P3/2K2 w -/- -/- 0 1");
  int pawn_near = gain("4k/1P3/5/5/5/5/2K2 w -/R1 -/- 0 1", "4k/1P3/5/5/5/5/2K2 w -/- -/- 0 1");
  EXPECT_GT(pawn_near, pawn_far + 50);
  // Without anything to promote to, a pawn on the last rank is stuck: worth less than on rank 6.
  EXPECT_LT(evaluate(position("1P2k/5/5/5/5/5/2K2 w -/- -/- 0 1")),
            evaluate(position("4k/1P3/5/5/5/5/2K2 w -/- -/- 0 1")));
}

TEST(PowerChessEvaluate, KingSafety) {
  // The same men; Black's rook either in its corner or bearing on the cells around White's king.
  // The king-attack term must account for part of the difference.
  const State safe = position("r54/2k2/5/5/5/PPP2/1K3 w -/- -/- 0 1");
  const State attacked = position("5/2k2/5/4r5/5/PPP2/1K3 w -/- -/- 0 1");
  Weights blind = default_weights();
  blind.values[Weights::kKingAttack] = 0;
  EXPECT_GT(evaluate(safe) - evaluate(attacked), evaluate(safe, blind) - evaluate(attacked, blind));
}

TEST(PowerChessHooks, TacticalMovesAreCapturesAndPromotions) {
  State s = position("2k2/P4/5/1b23/P4/5/2K2 w R2/- -/- 0 1");
  int tactical = 0, quiet = 0;
  MovesOf<PowerChess> moves;
  PowerChess::generate(s, moves);
  for (const Move& m : moves) {
    std::string text = PowerChess::move_text(s, m);
    bool expected = text == "a3b4" || m.type == Move::kPromote;
    EXPECT_EQ(PowerChess::is_tactical(s, m), expected) << text;
    (expected ? tactical : quiet)++;
    EXPECT_LT(PowerChess::move_key(m), PowerChess::kMoveKeys);
  }
  EXPECT_EQ(tactical, 2);  // a3xb4 and a6-a7=R
  EXPECT_GT(quiet, 5);
}

TEST(PowerChessHooks, OrderPrefersTheBiggerVictim) {
  State s = position("2k2/5/5/1r61r11/P1P1P/1P1P1/2K2 w -/- -/- 0 1");
  EXPECT_GT(PowerChess::order_score(s, PowerChess::parse_move(s, "a3b4")),
            PowerChess::order_score(s, PowerChess::parse_move(s, "e3d4")));
}

TEST(PowerChessHooks, MoveKeysAreDistinctPerMoveShape) {
  State s = position("2k2/5/5/5/5/5/2K2 w R3B2P/R6 -/- 0 1");
  MovesOf<PowerChess> moves;
  PowerChess::generate(s, moves);
  std::set<std::uint32_t> keys;
  for (const Move& m : moves) keys.insert(PowerChess::move_key(m));
  EXPECT_EQ(keys.size(), moves.size());
}

TEST(PowerChessHooks, NullMoveNeedsARookOrBishopWithRoom) {
  EXPECT_FALSE(PowerChess::null_move_ok(position("2k2/ppp2/5/5/5/PPP2/2K2 w -/- -/- 0 1")));
  EXPECT_FALSE(PowerChess::null_move_ok(position("2k2/5/5/5/5/5/R11K2 w -/- -/- 0 1")));
  EXPECT_TRUE(PowerChess::null_move_ok(position("2k2/5/5/5/5/5/R21K2 w -/- -/- 0 1")));
  EXPECT_TRUE(PowerChess::null_move_ok(position("2k2/5/5/5/5/5/R1B1K2 w -/- -/- 0 1")));
  State s = position("2k2/5/5/5/5/5/R21K2 w -/- -/- 7 3");
  State passed = s;
  PowerChess::play_null(passed);
  EXPECT_EQ(passed.side, kBlack);
  EXPECT_EQ(passed.quiet_plies, 8);
  EXPECT_EQ(PowerChess::hash(passed), PowerChess::compute_hash(passed));
  EXPECT_NE(PowerChess::hash(passed), PowerChess::hash(s));
}

TEST(PowerChessHash, IncrementalKeyEqualsTheRecomputedOneAlongRandomGames) {
  // Every position of random games from the start, under both promotion-field rules.
  for (Field to : {kNear, kBack}) {
    Rules rules;
    rules.promoted_pawn_to = to;
    int promotions = 0, entries = 0;
    Rng rng(to == kNear ? 5 : 6);
    for (int game = 0; game < 30; ++game) {
      State s = PowerChess::start(rules);
      for (int ply = 0; ply < 200; ++ply) {
        ASSERT_EQ(s.key, PowerChess::compute_hash(s)) << PowerChess::position_text(s);
        MovesOf<PowerChess> moves;
        PowerChess::generate(s, moves);
        if (moves.empty()) break;
        const Move m = moves[rng.below(moves.size())];
        promotions += m.type == Move::kPromote;
        entries += m.type == Move::kEnter;
        PowerChess::play(s, m);
      }
    }
    EXPECT_GT(promotions, 0);
    EXPECT_GT(entries, 10);
  }
  // Parsed positions carry their key too.
  State parsed = position("4k/P4/5/5/5/5/2K2 w R1/B3 -/r6 0 1");
  EXPECT_EQ(parsed.key, PowerChess::compute_hash(parsed));
  EXPECT_NE(parsed.key, 0u);
}

}  // namespace
}  // namespace menagerie::power_chess
