// The engine option `search: belief` (engine/belief_search.hpp): the computer still plays
// Masquerade's ideas from its observation alone (the positions of ideas_test.cpp), the same
// observation and seed give the same move, and a bad value is refused naming the option.
#include <memory>
#include <string>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"
#include "support/error_of.hpp"

namespace menagerie::catalog::entries {
const Variant& masquerade_variant();
}

namespace menagerie::catalog {
namespace {

std::unique_ptr<Table> belief_table(std::string_view white_powers) {
  auto t = entries::masquerade_variant().create({{"fen", "8/7k/4p3/8/3R1q2/8/8/K7 w - - 0 1"}});
  t->play("assign KBNRQ");
  t->play("assign " + std::string(white_powers));
  return t;
}

std::string belief_move(const Table& t, int level, std::uint64_t seed) {
  auto engine = entries::masquerade_variant().make_engine();
  engine->set_option("search", "belief");
  Rng rng(seed);
  return engine->play_level(t.observation(t.to_move()), level, rng).best;
}

TEST(MasqueradeBelief, TheOptionIsOfferedAndChecked) {
  auto engine = entries::masquerade_variant().make_engine();
  auto options = engine->engine_options();
  ASSERT_EQ(options.size(), 1u);
  EXPECT_EQ(options[0].name, "search");
  EXPECT_EQ(options[0].default_value, "determinized");
  engine->set_option("search", "belief");
  engine->set_option("search", "ismcts");
  engine->set_option("search", "determinized");
  EXPECT_THAT(menagerie::harness::error_of([&] { engine->set_option("search", "oracle"); }),
              ::testing::HasSubstr("search"));
}

TEST(MasqueradeBelief, AsksTheQuestionThatMayWinTheQueen) {
  auto t = belief_table("KQBRN");
  for (int level : {4, 8}) EXPECT_EQ(belief_move(*t, level, 1), "d4f4") << "level " << level;
}

TEST(MasqueradeBelief, DoesNotRepeatARefutedQuestion) {
  auto t = belief_table("KQBRN");
  ASSERT_EQ(t->play("d4f4"), "Rd4xf4? — no");
  t->play("h7h6");
  for (int level : {4, 8}) EXPECT_NE(belief_move(*t, level, 1), "d4f4") << "level " << level;
}

TEST(MasqueradeBelief, UsesWhatAYesProved) {
  auto t = belief_table("KQNRB");
  ASSERT_EQ(t->play("d4e6"), "Rd4xe6? — yes");
  t->play("h7h6");
  for (int level : {4, 8}) EXPECT_EQ(belief_move(*t, level, 1), "e6f4") << "level " << level;
}

TEST(MasqueradeBelief, TheSameObservationAndSeedGiveTheSameMove) {
  auto t = entries::masquerade_variant().create(json::object());
  t->play("balanced");
  t->play("identity");
  t->play("e2e4");
  t->play("e7e5");
  // Under the sanitizers level 5's searches take seconds: level 1, the same code with fewer worlds.
#if defined(MENAGERIE_SANITIZED)
  const int level = 1;
#else
  const int level = 5;
#endif
  for (std::uint64_t seed : {1, 2})
    EXPECT_EQ(belief_move(*t, level, seed), belief_move(*t, level, seed));
}

}  // namespace
}  // namespace menagerie::catalog
