// The match and the computer player through the catalog's type-erased facade: the rounds option,
// its errors, and the engine's levels (random at 1, perfect at 8) on rounds and matches.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "catalog/solver.hpp"
#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "support/error_of.hpp"

namespace menagerie::catalog {
namespace {

const Variant& match_variant() { return find("chessence-sniderman"); }

using menagerie::harness::expect_error;

bool legal(const Table& t, const std::string& move) {
  auto all = t.legal_moves();
  return std::find(all.begin(), all.end(), move) != all.end();
}

// ODD to move; object 5 (ODD wins if an odd number of pieces remain). Taking the queen ends the
// round with two pieces (EVEN wins); the queen's captures leave one more capture, then one piece.
constexpr const char* kWonForOdd = "..../..../.q../KR.. 0";

TEST(MatchEntry, RoundsPicksAMatchAndOneRoundStaysAsItWas) {
  auto single = match_variant().create({{"seed", 5}});
  ASSERT_FALSE(single->legal_moves().empty());
  EXPECT_NE(single->legal_moves()[0].rfind("object", 0), 0u);  // a capture
  EXPECT_EQ(single->view(kNoSeat)["seats"][0]["name"], "Odd");
  auto match = match_variant().create({{"rounds", 3}, {"seed", 5}});
  EXPECT_EQ(match->variant(), "chessence-sniderman");
  EXPECT_EQ(match->legal_moves().front(), "object 1");
  EXPECT_EQ(match->view(kNoSeat)["seats"][0]["name"], "First");
  // The same seed deals the same boards (the referee's chance steps are drawn from it).
  auto again = match_variant().create({{"rounds", 3}, {"seed", 5}});
  for (const char* m : {"object 3", "side odd"}) {
    match->play(m);
    again->play(m);
  }
  EXPECT_EQ(match->position(kSpectator), again->position(kSpectator));
}

TEST(MatchEntry, BadRoundsNameTheFault) {
  expect_error([] { match_variant().create({{"rounds", 4}}); }, "rounds must be odd");
  expect_error([] { match_variant().create({{"rounds", 17}}); }, "rounds");
  expect_error([] { match_variant().create({{"rounds", 0}}); }, "rounds");
  expect_error(
      [] {
        match_variant().create({{"rounds", 3}, {"object", "5"}});
      },
      "leave out the object option");
  EXPECT_EQ(match_variant()
                .create({{"rounds", 3}, {"seed", 1}, {"position", kWonForOdd}})
                ->position(kSpectator),
            std::string(kWonForOdd) + " round 1/3 score 0-0")
      << "a seed beside a position is unused";
  auto given = match_variant().create({{"rounds", 3}, {"position", kWonForOdd}});
  EXPECT_EQ(given->position(kSpectator), std::string(kWonForOdd) + " round 1/3 score 0-0");
}

TEST(MatchEntry, LevelEightWinsAWonPosition) {
  auto engine = match_variant().make_engine();
  ASSERT_NE(engine, nullptr);
  Rng rng(3);
  for (int i = 0; i < 10; ++i) {
    auto t = match_variant().create({{"position", kWonForOdd}, {"object", "5"}});
    std::string best = engine->play_level(t->observation(t->to_move()), 8, rng).best;
    EXPECT_TRUE(best == "b2a1" || best == "b2b1") << best;
    t->play(best);
    t->play(engine->play_level(t->observation(t->to_move()), 8, rng).best);
    ASSERT_TRUE(t->outcome().over());
    EXPECT_EQ(t->outcome().winner, 0);
  }
}

TEST(MatchEntry, LevelEightTakesTheWinningSide) {
  auto engine = match_variant().make_engine();
  Rng rng(4);
  // Round 1: First names object 5; the computer, as Second, must take ODD, then win the round.
  auto t = match_variant().create({{"rounds", 3}, {"position", kWonForOdd}});
  t->play("object 5");
  EXPECT_EQ(engine->play_level(t->observation(t->to_move()), 8, rng).best, "side odd");
  t->play("side odd");
  EXPECT_EQ(t->to_move(), 1);
  std::string best = engine->play_level(t->observation(t->to_move()), 8, rng).best;
  EXPECT_TRUE(best == "b2a1" || best == "b2b1") << best;
  // Object 6 (ODD wins if an odd number of White pieces remain): whatever ODD takes, EVEN can
  // leave zero or two White pieces, so the computer takes EVEN.
  auto u = match_variant().create({{"rounds", 3}, {"position", kWonForOdd}});
  u->play("object 6");
  EXPECT_EQ(engine->play_level(u->observation(u->to_move()), 8, rng).best, "side even");
}

// The computer names the object that leaves ODD the smallest share of winning first moves (the
// opponent will take the winning side and must find one). On this small board every object is
// solved at once, so the choice is checked against the solver's own values.
TEST(MatchEntry, LevelEightNamesTheObjectWithTheFewestWinningFirstMoves) {
  auto engine = match_variant().make_engine();
  const auto* solver = capability<ExactSolving>(match_variant());
  ASSERT_NE(solver, nullptr);
  std::map<std::string, double> share;
  double lowest = 2;
  for (std::string name :
       {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "p1", "p2", "p3", "p4"}) {
    json answer = solver->solve({{"position", kWonForOdd}, {"object", name}});
    int wins = 0;
    for (const auto& m : answer["moves"]) wins += m["wins"].get<bool>();
    share[name] = wins > 0 ? double(wins) / double(answer["moves"].size()) : 1.0;
    lowest = std::min(lowest, share[name]);
  }
  ASSERT_LT(lowest, 1.0);
  Rng rng(5);
  for (int i = 0; i < 5; ++i) {
    auto t = match_variant().create({{"rounds", 3}, {"position", kWonForOdd}});
    std::string best = engine->play_level(t->observation(t->to_move()), 8, rng).best;
    ASSERT_EQ(best.rfind("object ", 0), 0u) << best;
    EXPECT_EQ(share[best.substr(7)], lowest) << best;
  }
  // Round 2: the object of round 1 is not named again.
  auto t = match_variant().create({{"rounds", 3}, {"position", kWonForOdd}});
  t->play("object 5");
  t->play("side odd");
  t->play("b2a1");
  t->play("b1a1");  // one piece left: ODD (Second) wins; First lost and names the next object
  ASSERT_EQ(t->to_move(), 0);
  for (int i = 0; i < 5; ++i) {
    std::string best = engine->play_level(t->observation(t->to_move()), 8, rng).best;
    EXPECT_TRUE(legal(*t, best)) << best;
    EXPECT_NE(best, "object 5");
  }
}

TEST(MatchEntry, LevelOnePlaysLegalMovesToTheEndOfAMatch) {
  auto engine = match_variant().make_engine();
  Rng rng(6);
  auto t = match_variant().create({{"rounds", 5}, {"seed", 12}});
  std::set<std::string> objects;
  int moves = 0;
  while (!t->outcome().over()) {
    std::string best = engine->play_level(t->observation(t->to_move()), 1, rng).best;
    ASSERT_TRUE(legal(*t, best)) << best;
    if (best.rfind("object ", 0) == 0) {
      EXPECT_TRUE(objects.insert(best).second);
    }
    t->play(best);
    ASSERT_LT(++moves, 5 * 17);
  }
  EXPECT_EQ(engine->play_level(t->observation(t->to_move()), 1, rng).best, "");
}

TEST(MatchEntry, TheEngineRefusesAnotherVariantsTable) {
  auto engine = match_variant().make_engine();
  Rng rng(7);
  for (const Variant* v : variants()) {
    if (v->id() == match_variant().id()) continue;
    auto t = v->create(json::object());
    expect_error([&] { engine->play_level(t->observation(t->to_move()), 8, rng); },
                 "this engine plays chessence-sniderman");
    break;
  }
}

}  // namespace
}  // namespace menagerie::catalog
