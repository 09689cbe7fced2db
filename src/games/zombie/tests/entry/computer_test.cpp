// The computer's secret decision in Zombie Chess: where it buries. A burial comes back to the
// opponent as soon as the piece standing on it moves, so the computer buries a knight under a
// piece that is not about to move (its king or a rook at home), not under the passed pawn that
// just captured it. (A pawn it would not bury on its own first rank: there it rises a queen, the
// book's warning; the search sees that, and the pawn's square is then the better choice.)
// Together, a burial drawn at random would pass both tests about once in a hundred.
#include <string>

#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"

namespace menagerie::catalog::entries {
const Variant& zombie();
}

namespace menagerie::catalog {
namespace {

TEST(ZombieComputer, BuriesUnderAPieceThatWillNotMoveSoon) {
  for (std::uint64_t seed : {1, 2, 3}) {
    auto t = entries::zombie().create({{"fen", "4k3/p7/8/3n4/4P3/8/8/R3K3 w - - 0 1"}});
    t->play("e4d5");  // White must now bury the knight under d5, a1 or e1
    auto engine = entries::zombie().make_engine();
    Rng rng(seed);
    std::string bury = engine->play_level(t->observation(0), 6, rng).best;
    EXPECT_TRUE(bury == "bury-e1" || bury == "bury-a1") << "buried with " << bury;
  }
}

TEST(ZombieComputer, BuriesNoPawnWhereItWouldRiseAQueen) {
  for (std::uint64_t seed : {1, 2, 3}) {
    auto t = entries::zombie().create({{"fen", "4k3/p7/8/3p4/4P3/8/8/R3K3 w - - 0 1"}});
    t->play("e4d5");  // under e1 or a1, the black pawn would rise on its last rank, a queen
    auto engine = entries::zombie().make_engine();
    Rng rng(seed);
    EXPECT_EQ(engine->play_level(t->observation(0), 6, rng).best, "bury-d5");
  }
}

}  // namespace
}  // namespace menagerie::catalog
