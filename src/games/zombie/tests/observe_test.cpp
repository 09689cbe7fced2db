// Determinization: what a seat knows (observe), full states drawn from it (sample), and the
// observation's text. Along seeded random games: observe(sample(o)) == o, sampled burials lie on
// their candidate squares, the true burials always do (the public facts never exclude the truth),
// and the text round-trips.
#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "games/zombie/tests/helpers.hpp"

namespace menagerie::zombie {
namespace {

using namespace harness;

void check_seat(const State& s, Seat seat, Rng& rng, int ply) {
  Zombie::Observation o = Zombie::observe(s, seat);
  for (const Burial& b : s.burials[1 - seat])
    EXPECT_TRUE(b.candidates & bit(b.square)) << "truth excluded at ply " << ply;
  EXPECT_EQ(Zombie::parse_observation(Zombie::observation_text(o)), o)
      << Zombie::observation_text(o);
  for (int k = 0; k < 3; ++k) {
    State t = Zombie::sample(o, rng);
    EXPECT_EQ(Zombie::observe(t, seat), o) << "ply " << ply;
    EXPECT_EQ(t.burials[seat], s.burials[seat]);
    Bitboard used = 0;
    for (const Burial& b : t.burials[1 - seat]) {
      EXPECT_TRUE(b.candidates & bit(b.square));
      EXPECT_FALSE(used & bit(b.square)) << "two burials on one square";
      used |= bit(b.square);
    }
  }
}

TEST(ZombieObserve, SamplesAgreeWithTheObservation) {
  Rng rng(7);
  int burials_seen = 0;
  for (int game = 0; game < 12; ++game) {
    State s = at(chess::kStandardFen);
    for (int ply = 0; ply < 150 && !Zombie::outcome(s).over(); ++ply) {
      check_seat(s, 0, rng, ply);
      check_seat(s, 1, rng, ply);
      burials_seen += s.burials[0].count + s.burials[1].count;
      MoveBuffer moves;
      Zombie::generate(s, moves);
      // Captures first, so that the graveyard fills up.
      std::size_t pick = rng.below(moves.size());
      for (std::size_t i = 0; i < moves.size(); ++i)
        if (Zombie::is_tactical(s, moves[i]) && rng.below(2)) pick = i;
      Zombie::play(s, moves[pick]);
    }
  }
  EXPECT_GT(burials_seen, 100) << "the games buried pieces";
}

TEST(ZombieObserve, ASeatSeesItsOwnSquaresOnly) {
  State s = at("4k3/8/8/8/3B4/8/8/4K3 w - - 0 1 black=Nd4 white=rd4");
  EXPECT_EQ(Zombie::observation_text(Zombie::observe(s, 0)),
            "seat=0 4k3/8/8/8/3B4/8/8/4K3 w - - 0 1 white=rd4 black=N?");
  EXPECT_EQ(Zombie::position_seen(s, kSpectator),
            "4k3/8/8/8/3B4/8/8/4K3 w - - 0 1 white=r? black=N?");
}

}  // namespace
}  // namespace menagerie::zombie
