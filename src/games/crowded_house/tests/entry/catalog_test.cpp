// The catalog entry (src/catalog/entries/crowded_house.cpp, through menagerie_catalog): options
// both ways, bad input refused with the table unchanged, four seats and teams in the results, and
// the computer in every seat.
#include <algorithm>
#include <string>

#include <gtest/gtest.h>

#include "support/error_of.hpp"

#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "engine/levels.hpp"

namespace menagerie::catalog::entries {
const Variant& crowded_house_variant();
}

namespace menagerie::catalog {
namespace {

const Variant& variant() { return entries::crowded_house_variant(); }
using menagerie::harness::expect_error;

bool has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

TEST(CrowdedHouseCatalog, FourSeatsInTwoTeams) {
  EXPECT_EQ(variant().id(), "crowded-house");
  Traits t = variant().traits();
  EXPECT_TRUE(t.teams);
  EXPECT_FALSE(t.hidden);
  EXPECT_EQ(t.min_seats, 4);
  EXPECT_EQ(t.max_seats, 4);
  auto table = variant().create(json::object());
  EXPECT_EQ(table->seats(), 4);
  EXPECT_EQ(table->position(kSpectator),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 k");
  json d = describe(variant());
  EXPECT_EQ(d["seats"].size(), 4u);
  EXPECT_EQ(d["seats"][2]["name"], "White (queen side)");
  EXPECT_TRUE(d["engine"].get<bool>());
  EXPECT_FALSE(d["uci"].get<bool>()) << "UCI has two sides";
}

TEST(CrowdedHouseCatalog, OptionsBothWays) {
  const std::string stuck = "7k/8/8/8/8/p7/P7/7K w - - 0 1 q";
  EXPECT_EQ(variant().create({{"fen", stuck}})->legal_moves(), std::vector<std::string>{"pass"});
  auto drawn = variant().create({{"fen", stuck}, {"stuck", "stalemate"}});
  EXPECT_EQ(drawn->outcome(), Outcome::draw("stalemate"));

  const std::string through = "k4r2/8/8/8/8/8/8/4K2R w K - 0 1 k";
  EXPECT_FALSE(has(variant().create({{"fen", through}})->legal_moves(), "e1g1"));
  EXPECT_TRUE(has(
      variant().create({{"fen", through}, {"castle-through-check", true}})->legal_moves(), "e1g1"));

  const std::string quiet = "4k3/8/8/8/8/8/8/4K2R w - - 99 60 k";
  auto limited = variant().create({{"fen", quiet}, {"quiet-limit", 100}});
  limited->play("h1h2");
  EXPECT_EQ(limited->outcome(), Outcome::draw("fifty-move rule"));
  auto by_default = variant().create({{"fen", quiet}});
  by_default->play("h1h2");
  EXPECT_FALSE(by_default->outcome().over());
}

TEST(CrowdedHouseCatalog, BadOptionsAndPositionsAreNamed) {
  expect_error([] { variant().create({{"stuck", "maybe"}}); }, "option 'stuck'");
  expect_error([] { variant().create({{"quiet-limit", -3}}); }, "option 'quiet-limit'");
  expect_error(
      [] {
        variant().create({{"fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}});
      },
      "the last field is the half of the seat to move");
  expect_error(
      [] {
        variant().create({{"fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 x"}});
      },
      "'k' (king side) or 'q' (queen side), not 'x'");
  expect_error([] { variant().create({{"fen", "4k3/8/8/8/8/8/8/4KK2 w - - 0 1 k"}}); }, "2 kings");
  // Black just moved and left its king where White (king side), to move, could take it.
  expect_error(
      [] {
        variant().create({{"fen", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1 k"}});
      },
      "Black's king could be captured by White (king side)");
  expect_error(
      [] {
        variant().create({{"fen", "4k3/8/8/8/8/8/8/R3K1R1 w KQ - 0 1 k"}});
      },
      "castles only as in standard chess");
}

TEST(CrowdedHouseCatalog, BadMovesAreRefusedAndNothingChanges) {
  auto t = variant().create(json::object());
  const std::string before = t->position(kSpectator);
  // Walter (king side) may not move the queen-side knight: both squares are on files a-d.
  expect_error([&] { t->play("b1c3"); }, "starts and ends outside the king side (files e-h)");
  expect_error([&] { t->play("e7e5"); }, "is Black's, and it is White (king side)'s turn");
  expect_error([&] { t->play("e3e4"); }, "no piece on e3");
  expect_error([&] { t->play("hello"); }, "no legal move of White (king side)");
  expect_error([&] { t->play("pass"); }, "may pass only with no legal move");
  EXPECT_EQ(t->position(kSpectator), before);
  EXPECT_TRUE(t->history(kSpectator).empty());
  // A move that lets the next player take the king.
  auto k = variant().create({{"fen", "4k3/8/8/8/8/8/r7/4K3 w - - 0 1 k"}});
  expect_error([&] { k->play("e1e2"); },
               "the next player, Black (king side), could then capture White's king");
  EXPECT_EQ(k->position(kSpectator), "4k3/8/8/8/8/8/r7/4K3 w - - 0 1 k");
}

TEST(CrowdedHouseCatalog, CheckmateNamesTheWinningTeamPerSeat) {
  auto t = variant().create({{"fen", "4R1k1/5ppp/8/8/8/8/8/4K3 b - - 0 1 q"}});
  Outcome o = t->outcome();
  ASSERT_TRUE(o.over());
  json v = t->view(1);
  EXPECT_EQ(v["results"], json({"win", "loss", "win", "loss"}));
  EXPECT_EQ(v["winners"], json({0, 2}));
  // The record (PGN) gives the winning colour's result, 1-0 for the White team.
  std::string r = t->record(kSpectator);
  EXPECT_NE(r.find("[Result \"1-0\"]"), std::string::npos) << r;
  EXPECT_NE(r.find("[Termination \"checkmate\"]"), std::string::npos) << r;
  // Resigning gives the win to the other team, both seats.
  auto r2 = variant().create(json::object());
  r2->resign(3);
  EXPECT_EQ(results_json(r2->outcome(), 4)["winners"], json({0, 2}));
}

TEST(CrowdedHouseCatalog, TheComputerSitsInAnySeat) {
  auto engine = variant().make_engine();
  ASSERT_TRUE(engine);
  auto t = variant().create(json::object());
  Rng rng(3);
  // Eight plies, every seat twice, each played by the computer at a low level through the table.
  for (int ply = 0; ply < 8; ++ply) {
    Seat seat = t->to_move();
    EXPECT_EQ(seat, ply % 4);
    Thought th = engine->play_level(t->observation(seat), 2, rng);
    ASSERT_TRUE(has(t->legal_moves(), th.best)) << th.best;
    t->play(th.best);
  }
  EXPECT_EQ(t->history(kSpectator).size(), 8u);
}

TEST(CrowdedHouseCatalog, EverySeatSeesTheSameAndTheHalfIsShaded) {
  auto t = variant().create(json::object());
  t->play("e2e4");
  json a = t->view(0), b = t->view(3), spectator = t->view(kSpectator);
  for (json* v : {&a, &b, &spectator}) v->erase("legal");
  EXPECT_EQ(a, spectator);
  EXPECT_EQ(b, spectator);
  // Betty (king side) is to move: files e-h are shaded, a-d are not.
  json markers = spectator["board"]["markers"];
  EXPECT_EQ(markers.size(), 32u);
  EXPECT_TRUE(markers.contains("e1") && markers.contains("h8"));
  EXPECT_FALSE(markers.contains("d4"));
  EXPECT_EQ(spectator["info"][0]["text"], "Black (king side): pieces moving from or to files e-h");
  EXPECT_NE(t->render(kSpectator).find("Black (king side) to move (files e-h)"), std::string::npos);
  EXPECT_TRUE(t->view(1).contains("legal"));
  EXPECT_FALSE(t->view(2).contains("legal"));
}

// Four players move between two of one side's moves: depth 4 is one move each. Level 4 looks
// six plies ahead (a round and a half) and level 5 seven, each deeper than the level below and no
// deeper than level 6 (docs/strength.md: level 4's blunders 3.15% -> 1.50%).
TEST(CrowdedHouseCatalog, LevelsFourAndFiveLookFurtherThanOneRound) {
  auto engine = variant().make_engine();
  EXPECT_EQ(engine->level_limits(4).depth, 6);
  EXPECT_EQ(engine->level_limits(5).depth, 7);
  EXPECT_EQ(engine->level_limits(3).depth, engine::limits_for(3).depth);
  for (int level = 2; level <= 6; ++level)
    EXPECT_LT(engine->level_limits(level - 1).depth, engine->level_limits(level).depth) << level;
  engine->set_fixed_nodes(true);
  EXPECT_EQ(engine->level_limits(4).depth, 6);
}

}  // namespace
}  // namespace menagerie::catalog
