// The engine option `search: belief` in Zombie (its worlds are drawn: Zombie lists none): the
// computer still plays legal moves from its observation alone, turn steps (a capture, then its
// burial) included, and still buries where nothing will soon rise.
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"

namespace menagerie::catalog::entries {
const Variant& zombie_variant();
}

namespace menagerie::catalog {
namespace {

std::unique_ptr<Engine> zombie_belief_engine() {
  auto engine = entries::zombie_variant().make_engine();
  engine->set_option("search", "belief");
  return engine;
}

TEST(ZombieBelief, PlaysLegalMovesThroughCapturesAndBurials) {
  auto t = entries::zombie_variant().create({{"fen", "4k3/p7/8/3n4/4P3/8/8/R3K3 w - - 0 1"}});
  auto engine = zombie_belief_engine();
  Rng rng(4);
  for (int ply = 0; ply < 16 && !t->outcome().over(); ++ply) {
    std::string move = engine->play_level(t->observation(t->to_move()), 3, rng).best;
    ASSERT_FALSE(move.empty()) << "ply " << ply;
    t->play(move);  // throws on an illegal move
  }
}

TEST(ZombieBelief, BuriesUnderAPieceThatWillNotMoveSoon) {
  auto t = entries::zombie_variant().create({{"fen", "4k3/p7/8/3n4/4P3/8/8/R3K3 w - - 0 1"}});
  t->play("e4d5");
  Rng rng(1);
  std::string bury = zombie_belief_engine()->play_level(t->observation(0), 6, rng).best;
  EXPECT_TRUE(bury == "bury-e1" || bury == "bury-a1") << "buried with " << bury;
}

}  // namespace
}  // namespace menagerie::catalog
