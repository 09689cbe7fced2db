// The engine option `search: ismcts` (engine/ismcts.hpp): the tree search plays Masquerade's ideas
// from its observation alone (the positions of ideas_test.cpp), the same observation and seed give
// the same move. Levels 4 and 5: limited by nodes alone, so the move does not depend on the
// machine's speed (48,000 and 160,000 nodes a move in Masquerade's table; levels 5 and 6, which
// these tests used under the shared table's 32,000 and 80,000, now cost a sanitized run minutes).
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"

namespace menagerie::catalog::entries {
const Variant& masquerade_variant();
}

namespace menagerie::catalog {
namespace {

std::unique_ptr<Table> tree_table(std::string_view white_powers) {
  auto t = entries::masquerade_variant().create({{"fen", "8/7k/4p3/8/3R1q2/8/8/K7 w - - 0 1"}});
  t->play("assign KBNRQ");
  t->play("assign " + std::string(white_powers));
  return t;
}

std::string tree_move(const Table& t, int level, std::uint64_t seed) {
  auto engine = entries::masquerade_variant().make_engine();
  engine->set_option("search", "ismcts");
  Rng rng(seed);
  return engine->play_level(t.observation(t.to_move()), level, rng).best;
}

TEST(MasqueradeIsmcts, AsksTheQuestionThatMayWinTheQueen) {
  auto t = tree_table("KQBRN");
  for (int level : {4, 5}) EXPECT_EQ(tree_move(*t, level, 1), "d4f4") << "level " << level;
}

TEST(MasqueradeIsmcts, DoesNotRepeatARefutedQuestion) {
  auto t = tree_table("KQBRN");
  ASSERT_EQ(t->play("d4f4"), "Rd4xf4? — no");
  t->play("h7h6");
  for (int level : {4, 5}) EXPECT_NE(tree_move(*t, level, 1), "d4f4") << "level " << level;
}

TEST(MasqueradeIsmcts, UsesWhatAYesProved) {
  auto t = tree_table("KQNRB");
  ASSERT_EQ(t->play("d4e6"), "Rd4xe6? — yes");
  t->play("h7h6");
  for (int level : {4, 5}) EXPECT_EQ(tree_move(*t, level, 1), "e6f4") << "level " << level;
}

TEST(MasqueradeIsmcts, TheSameObservationAndSeedGiveTheSameMove) {
  auto t = entries::masquerade_variant().create(json::object());
  t->play("balanced");
  t->play("identity");
  t->play("e2e4");
  t->play("e7e5");
  // Under the sanitizers a level-4 search takes seconds (the test took 41 s there): one seed at
  // level 1, whose search is the same code with fewer walks.
#if defined(MENAGERIE_SANITIZED)
  const std::uint64_t seeds = 1;
  const int level = 1;
#else
  const std::uint64_t seeds = 2;
  const int level = 4;
#endif
  for (std::uint64_t seed = 1; seed <= seeds; ++seed)
    EXPECT_EQ(tree_move(*t, level, seed), tree_move(*t, level, seed));
}

}  // namespace
}  // namespace menagerie::catalog
