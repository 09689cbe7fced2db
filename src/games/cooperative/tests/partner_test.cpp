// The computer partner and the greedy baseline (partner.hpp): legal steps from an observation, a
// king's capture taken when the cards are running out, a capture set up for the partner, and the
// baseline's captures.
#include <gtest/gtest.h>

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

}  // namespace
}  // namespace menagerie::cooperative
