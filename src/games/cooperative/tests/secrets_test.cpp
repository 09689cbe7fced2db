// Secrets: two games that differ only in a card another seat may not see show that seat (and a
// spectator) the same view, history, record, picture and observation; the holder sees the
// difference. And what a seat knows, sampled: every sample is consistent with its observation.
#include <set>

#include <gtest/gtest.h>

#include "catalog/table.hpp"
#include "games/cooperative/partner.hpp"
#include "games/cooperative/tests/helpers.hpp"

namespace menagerie::cooperative {
namespace {

using Table = catalog::GameTable<Cooperative>;

// A game replayed from its log without a seed (the chance outcomes given as moves).
Table replay(std::initializer_list<std::string_view> log) {
  Table t(Cooperative::start());
  for (auto m : log) t.play(m);
  return t;
}

std::string shown(const Table& t, Seat k) {
  std::string out =
      t.view(k).dump() + "\n" + t.record(k) + "\n" + t.render(k) + "\n" + t.position(k) + "\n";
  for (const auto& h : t.history(k)) out += h + "\n";
  return out;
}

TEST(CooperativeSecrets, AHiddenCardChangesNothingOthersAreShown) {
  // White's third card differs (a red queen or a black pawn); the rest is the same.
  Table a = replay({"draw-N", "draw-B", "draw-Q", "draw-r", "draw-k", "draw-p", "e2e4"});
  Table b = replay({"draw-N", "draw-B", "draw-p", "draw-r", "draw-k", "draw-p", "e2e4"});
  for (Seat k : {Seat(1), kSpectator}) {
    EXPECT_EQ(shown(a, k), shown(b, k)) << "seat " << k;
    EXPECT_EQ(a.observation(1).info, b.observation(1).info);
  }
  EXPECT_NE(shown(a, 0), shown(b, 0)) << "White sees its own hand";
  // Black's hand differs: White and a spectator cannot tell.
  Table c = replay({"draw-N", "draw-B", "draw-Q", "draw-r", "draw-k", "draw-p"});
  Table d = replay({"draw-N", "draw-B", "draw-Q", "draw-q", "draw-k", "draw-p"});
  for (Seat k : {Seat(0), kSpectator}) EXPECT_EQ(shown(c, k), shown(d, k)) << "seat " << k;
  EXPECT_EQ(c.observation(0).info, d.observation(0).info);
  EXPECT_NE(shown(c, 1), shown(d, 1));
  // White's computer partner, given the same observation, plays the same step from the same seed.
  Rng ra(5), rb(5);
  PlanLimits few{.samples = 2};
  Plan pc = plan(Cooperative::observe(c.game_record().state(), 0), few, ra);
  Plan pd = plan(Cooperative::observe(d.game_record().state(), 0), few, rb);
  EXPECT_EQ(pc.move, pd.move);
}

TEST(CooperativeSecrets, PlayedCardsArePublic) {
  Table a = replay({"draw-N", "draw-B", "draw-Q", "draw-r", "draw-k", "draw-p", "card-Q"});
  Table b = replay({"draw-N", "draw-B", "draw-Q", "draw-r", "draw-k", "draw-p", "card-N"});
  EXPECT_NE(a.view(1).dump(), b.view(1).dump()) << "the card goes face up on White's stack";
  EXPECT_EQ(a.history(1).back(), "White plays the red queen card");
}

TEST(CooperativeSecrets, SamplesAgreeWithTheObservation) {
  State s = harness::at(
      "rnbqkbnr/ppp1pppp/8/3P4/4P3/8/PP1P1PPP/RNBQKBNR b KQkq - 0 3 hands=QRN/nbk stacks=Pp/- "
      "captured=P step=start");
  for (Seat seat : {Seat(0), Seat(1)}) {
    Cooperative::Observation o = Cooperative::observe(s, seat);
    EXPECT_EQ(o.partner_cards, 3);
    EXPECT_EQ(Cooperative::parse_observation(Cooperative::observation_text(o)), o);
    Rng rng(11);
    std::set<std::string> hands;
    for (int i = 0; i < 200; ++i) {
      State x = Cooperative::sample(o, rng);
      EXPECT_EQ(Cooperative::observe(x, seat), o);
      EXPECT_EQ(x.hands[1 - seat].size(), 3);
      for (int c : draw_pile(x)) EXPECT_GE(c, 0) << "a card sampled twice";
      hands.insert(harness::field(x, "hands"));
    }
    EXPECT_GT(hands.size(), 20u) << "the partner's hand is drawn, not fixed";
  }
  // A seat never gives its partner a card it has seen: White holds the only red queen card.
  Cooperative::Observation white = Cooperative::observe(s, 0);
  Rng rng(3);
  for (int i = 0; i < 100; ++i) {
    State x = Cooperative::sample(white, rng);
    EXPECT_EQ(x.hands[1].count[chess::make_piece(chess::kWhite, chess::kQueen)], 0);
  }
}

TEST(CooperativeSecrets, BadObservationsAreNamed) {
  EXPECT_THROW(Cooperative::parse_observation("seat=2 x"), InputError);
  EXPECT_THROW(Cooperative::parse_observation(
                   "seat=0 4k3/8/8/8/8/8/8/4K3 w - - 0 1 hands=?/PP stacks=-/- captured=- "
                   "step=start"),
               InputError);
}

}  // namespace
}  // namespace menagerie::cooperative
