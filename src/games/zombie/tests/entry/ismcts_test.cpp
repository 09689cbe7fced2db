// The engine option `search: ismcts` in Zombie (worlds drawn with G::sample; the observation's
// text tells a move's children apart where it cannot be compared): the computer plays legal moves
// from its observation alone, turn steps (a capture, then its burial) included.
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

// The capture and its burial come in the first two plies; the quiet moves after them run the
// search on a board with a buried zombie. Under the sanitizers a ply's search at level 5 took
// seconds (the test took 78 s there), so it plays six plies at level 1; the release run plays
// sixteen at level 5.
#if defined(MENAGERIE_SANITIZED)
constexpr int kPlies = 6;
constexpr int kLevel = 1;
#else
constexpr int kPlies = 16;
constexpr int kLevel = 5;
#endif

TEST(ZombieIsmcts, PlaysLegalMovesThroughCapturesAndBurials) {
  auto t = entries::zombie_variant().create({{"fen", "4k3/p7/8/3n4/4P3/8/8/R3K3 w - - 0 1"}});
  auto engine = entries::zombie_variant().make_engine();
  engine->set_option("search", "ismcts");
  Rng rng(4);
  bool buried = false;
  for (int ply = 0; ply < kPlies && !t->outcome().over(); ++ply) {
    std::string move = engine->play_level(t->observation(t->to_move()), kLevel, rng).best;
    ASSERT_FALSE(move.empty()) << "ply " << ply;
    buried = buried || move.rfind("bury-", 0) == 0;
    t->play(move);  // throws on an illegal move
  }
  EXPECT_TRUE(buried) << "no capture was buried in " << kPlies << " plies";
}

}  // namespace
}  // namespace menagerie::catalog
