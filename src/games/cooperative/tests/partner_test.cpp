// The computer partner and the greedy baseline (partner.hpp): legal steps from an observation, a
// king's capture taken when the cards are running out, a capture set up for the partner, and the
// baseline's captures.
#include <gtest/gtest.h>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "games/cooperative/partner.hpp"
#include "games/cooperative/tests/helpers.hpp"

namespace menagerie::cooperative {
namespace {

using namespace harness;

// White to capture the black king with its knight (k on top of Black's stack), few cards left.
const char* kKingInReachPartner =
    "r3k2r/pppp1ppp/5N2/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 10 hands=NP/p "
    "stacks=PPPPPPNBBRRQK/pppppppnnbbrrqk captured=P step=start";

TEST(CooperativePartner, TakesTheKingWhenTheCardsRunOut) {
  State s = at(kKingInReachPartner);
  ASSERT_EQ(draw_pile_size(s), 0);
  Rng rng(1);
  State t = s;
  for (int i = 0; i < 3 && !Cooperative::outcome(t).over(); ++i) {
    Plan p = plan(Cooperative::observe(t, 0), PlanLimits{.samples = 4}, rng);
    ASSERT_TRUE(is_legal(t, Cooperative::move_text(t, p.move)));
    Cooperative::play(t, p.move);
  }
  EXPECT_EQ(Cooperative::outcome(t).kind, Outcome::Kind::kWin);
}

TEST(CooperativePartner, GreedyTakesTheKingFirst) {
  State s = at(kKingInReachPartner);
  Rng rng(2);
  step(s, "card-N");
  Move m = greedy(s, rng);
  EXPECT_EQ(Cooperative::move_text(s, m), "f6e8");
}

TEST(CooperativePartner, GreedyPlaysTheCardThatCaptures) {
  State s =
      at("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 hands=NBP/qrk stacks=-/p "
         "captured=- step=start");
  Rng rng(3);
  EXPECT_EQ(Cooperative::move_text(s, greedy(s, rng)), "card-P");
}

TEST(CooperativePartner, ValueOfAWinGrowsWithTheScore) {
  State a = at(kKingInReachPartner), b = at(kKingInReachPartner);
  steps(a, {"card-N", "f6e8"});
  EXPECT_GT(team_value(a), team_value(b));
  // The same win with more types gone is worth more.
  State c =
      at("r3k2r/8/5N2/8/8/8/8/R3K2R w KQkq - 0 10 hands=NP/p "
         "stacks=PPPPPPNBBRRQK/pppppppnnbbrrqk captured=P step=start");
  steps(c, {"card-N", "f6e8"});
  EXPECT_GT(team_value(c), team_value(a));
}

// Plays the game out with the planner for both seats (and any draws from the pile); returns its
// outcome.
Outcome play_out(State s, const PlanLimits& limits, std::uint64_t seed,
                 std::vector<std::string>* line = nullptr) {
  Rng rng(seed);
  for (int i = 0; i < 40 && !Cooperative::outcome(s).over(); ++i) {
    if (Cooperative::to_move(s) == kChance) {
      ChanceOf<Cooperative> odds;
      Cooperative::chance(s, odds);
      Cooperative::play(s, draw_outcome(odds, rng));
      continue;
    }
    Plan p = plan(Cooperative::observe(s, Cooperative::to_move(s)), limits, rng);
    EXPECT_TRUE(is_legal(s, Cooperative::move_text(s, p.move)));
    if (line) line->push_back(Cooperative::move_text(s, p.move));
    Cooperative::play(s, p.move);
  }
  return Cooperative::outcome(s);
}

// The pile is empty, so each seat knows the other's hand (the only cards it has not seen) and
// every card to come. White can take the black king at once (the rook steps to h4 or e8 first):
// pawns, knights and queens are gone, 3 points. Black's only queen card is on top of its stack and
// wild (Black has no queen), so the rook may instead take the bishop on e6; Black must then play
// its king card, which lets White's second rook card take the king next turn: 4 points. Only a
// look two turns ahead (Black's, then White's own) sees that waiting wins more; the partner's
// reply alone shows Black with nothing to take.
const char* kWaitForTheBishopPartner =
    "7k/8/4b3/8/4R3/8/8/K7 w - - 0 30 hands=RR/k stacks=-/q "
    "captured=PPPPPPPPNNBBQKppppppppnnbbrr step=start";

TEST(CooperativePartner, WaitsForAHigherScoreTwoTurnsAhead) {
  State s = at(kWaitForTheBishopPartner);
  ASSERT_EQ(draw_pile_size(s), 0);
  std::vector<std::string> line;
  Outcome o = play_out(s, PlanLimits{.samples = 2}, 7, &line);
  ASSERT_EQ(o.kind, Outcome::Kind::kWin);
  EXPECT_EQ(o.score[0], 4) << fmt::format("{}", fmt::join(line, " "));
}

TEST(CooperativePartner, WaitsForACardStillInThePile) {
  // As above, but White holds one rook card and will draw the last card of the pile after this
  // turn; Black holds the other card White has not seen. Those are a red and a black rook card,
  // either way round: whichever Black plays is wild once its bishop is gone (its king is all it
  // has left), and whichever White draws lets its rook take the king. The turns ahead are played
  // with the cards each sample draws.
  State s =
      at("7k/8/4b3/8/4R3/8/8/K7 w - - 0 30 hands=R/r stacks=-/q "
         "captured=PPPPPPPPNNBBQKppppppppnnbbrk step=start");
  ASSERT_EQ(draw_pile_size(s), 1);
  Outcome o = play_out(s, PlanLimits{.samples = 2}, 9);
  ASSERT_EQ(o.kind, Outcome::Kind::kWin);
  EXPECT_EQ(o.score[0], 4);
}

TEST(CooperativePartner, TakesTheKingWhenWaitingCannotWin) {
  // The same, but Black's king card is gone: after the bishop Black's stack would be empty and
  // Black, without a card, passes, so no card would ever let White take the king. Take it now.
  State s =
      at("7k/8/4b3/8/4R3/8/8/K7 w - - 0 30 hands=RR/- stacks=-/q "
         "captured=PPPPPPPPNNBBQKppppppppnnbbrrk step=start");
  Outcome o = play_out(s, PlanLimits{.samples = 2}, 7);
  ASSERT_EQ(o.kind, Outcome::Kind::kWin);
  EXPECT_EQ(o.score[0], 3);
}

// The cap on the turns evaluated a step: once listing the first sample's turns has reached it,
// that sample looks no further ahead and no second sample is begun; without it, all are.
TEST(CooperativePartner, TheCapOnTurnsStopsTheLookAheadAndTheSamples) {
  State s =
      at("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 hands=NBP/qrk stacks=-/- "
         "captured=- step=start");
  Rng a(1), b(1), c(1);
  Plan capped =
      plan(Cooperative::observe(s, 0), PlanLimits{.samples = 2, .turns = 3, .max_turns = 1}, a);
  Plan listed = plan(Cooperative::observe(s, 0), PlanLimits{.samples = 1, .lookahead = false}, b);
  Plan whole = plan(Cooperative::observe(s, 0), PlanLimits{.samples = 2, .turns = 1}, c);
  EXPECT_EQ(capped.samples, 1);
  EXPECT_EQ(capped.turns, listed.turns) << "the first sample's turns listed, none looked past";
  EXPECT_EQ(whole.samples, 2);
  EXPECT_GT(whole.turns, capped.turns);
}

}  // namespace
}  // namespace menagerie::cooperative
