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
const Variant& zombie_variant();
}

namespace menagerie::catalog {
namespace {

TEST(ZombieComputer, BuriesUnderAPieceThatWillNotMoveSoon) {
  for (std::uint64_t seed : {1, 2, 3}) {
    auto t = entries::zombie_variant().create({{"fen", "4k3/p7/8/3n4/4P3/8/8/R3K3 w - - 0 1"}});
    t->play("e4d5");  // White must now bury the knight under d5, a1 or e1
    auto engine = entries::zombie_variant().make_engine();
    Rng rng(seed);
    std::string bury = engine->play_level(t->observation(0), 6, rng).best;
    EXPECT_TRUE(bury == "bury-e1" || bury == "bury-a1") << "buried with " << bury;
  }
}

TEST(ZombieComputer, BuriesNoPawnWhereItWouldRiseAQueen) {
  for (std::uint64_t seed : {1, 2, 3}) {
    auto t = entries::zombie_variant().create({{"fen", "4k3/p7/8/3p4/4P3/8/8/R3K3 w - - 0 1"}});
    t->play("e4d5");  // under e1 or a1, the black pawn would rise on its last rank, a queen
    auto engine = entries::zombie_variant().make_engine();
    Rng rng(seed);
    EXPECT_EQ(engine->play_level(t->observation(0), 6, rng).best, "bury-d5");
  }
}

// A black pawn rises on White's first rank a queen, on its own first rank
// it crumbles: White buries it under the rook on h8, where nothing can ever rise from it, not
// under its king (a queen when the king steps away) nor the pawn that took it. At level 6, as above:
// the default level 4 chooses among lines within 40 centipawns of its best (engine/levels.hpp),
// and the pawn under the pawn that took it is only about 10 worse.
TEST(ZombieComputer, BuriesAPawnWhereItWouldCrumble) {
  for (std::uint64_t seed : {1, 2, 3}) {
    auto t = entries::zombie_variant().create({{"fen", "7R/8/k7/3p4/4P3/8/8/4K3 w - - 0 1"}});
    t->play("e4d5");
    auto engine = entries::zombie_variant().make_engine();
    Rng rng(seed);
    EXPECT_EQ(engine->play_level(t->observation(0), 6, rng).best, "bury-h8");
  }
}

// Zombies must move or turn to dust (rules 6, 7): a zombie knight that can take a loose pawn takes
// it, though a rook could take one too (that ordinary move would cost the knight).
TEST(ZombieComputer, MovesAZombieThatCanTakeFreely) {
  for (std::uint64_t seed : {1, 2, 3}) {
    auto t = entries::zombie_variant().create(
        {{"fen", "4k3/p5pp/8/3p4/8/2N5/5PPP/R3K3 w - - 0 1 zombies=c3"}});
    auto engine = entries::zombie_variant().make_engine();
    Rng rng(seed);
    EXPECT_EQ(engine->play_level(t->observation(0), 4, rng).best, "c3d5");
  }
}

// A horde (rule 7, horde=either): with two zombie knights that each have safe squares, the turn is
// the two zombie moves, not an ordinary move that would turn both to dust.
TEST(ZombieComputer, MovesTheWholeHorde) {
  for (std::uint64_t seed : {1, 2, 3}) {
    auto t = entries::zombie_variant().create(
        {{"fen", "4k3/pp3ppp/8/8/8/2N2N2/PP3PPP/4K3 w - - 0 1 zombies=c3,f3"}});
    auto engine = entries::zombie_variant().make_engine();
    Rng rng(seed);
    std::string first = engine->play_level(t->observation(0), 4, rng).best;
    t->play(first);
    ASSERT_EQ(t->to_move(), 0) << "the turn ended after " << first;
    std::string second = engine->play_level(t->observation(0), 4, rng).best;
    t->play(second);
    std::string froms = first.substr(0, 2) + second.substr(0, 2);
    EXPECT_TRUE(froms == "c3f3" || froms == "f3c3") << first << " then " << second;
  }
}

}  // namespace
}  // namespace menagerie::catalog
