// The catalog entry (src/catalog/entries/zombie.cpp, linked through menagerie_catalog): options
// both ways, bad options and moves named, and what each seat's view holds.
#include <algorithm>
#include <string>

#include <gtest/gtest.h>

#include "support/error_of.hpp"

#include "catalog/variant.hpp"
#include "core/error.hpp"

namespace menagerie::catalog::entries {
const Variant& zombie_variant();
}

namespace menagerie::catalog {
namespace {

using menagerie::harness::expect_error;

const Variant& variant() { return entries::zombie_variant(); }

bool has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

TEST(ZombieCatalog, DefaultsGiveTheStandardStart) {
  EXPECT_EQ(variant().id(), "zombie");
  EXPECT_TRUE(variant().traits().hidden);
  EXPECT_TRUE(variant().traits().multi_step);
  auto t = variant().create(json::object());
  EXPECT_EQ(t->legal_moves().size(), 20u);
  EXPECT_EQ(t->seats(), 2);
}

TEST(ZombieCatalog, HordeOptionBothWays) {
  const std::string fen = "4k3/8/8/8/8/2N2N2/8/4K3 w - - 0 1 zombies=c3,f3";
  auto either = variant().create({{"fen", fen}});
  either->play("c3d5");
  EXPECT_FALSE(has(either->legal_moves(), "e1d1"));
  expect_error([&] { either->play("e1d1"); }, "only zombies move");
  auto both = variant().create({{"fen", fen}, {"horde", "both"}});
  both->play("c3d5");
  EXPECT_TRUE(has(both->legal_moves(), "e1d1"));
  both->play("e1d1");
  EXPECT_EQ(both->to_move(), 1);
}

TEST(ZombieCatalog, BadOptionsAndMovesAreNamed) {
  expect_error([] { variant().create({{"horde", "all"}}); }, "horde");
  expect_error([] { variant().create({{"colour", "red"}}); }, "unknown option 'colour'");
  expect_error(
      [] {
        variant().create({{"fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 zombies=d4"}});
      },
      "zombies= names an empty square");
  auto t = variant().create(json::object());
  std::string before = t->position(0);
  expect_error([&] { t->play("e7e5"); }, "it is White to move");
  expect_error([&] { t->play("bury-e1"); }, "nothing to bury");
  EXPECT_EQ(t->position(0), before) << "a refused move changes nothing";
}

TEST(ZombieCatalog, ViewsPerSeat) {
  auto t = variant().create(json::object());
  for (auto m : {"e2e4", "d7d5", "e4d5"}) t->play(m);
  // White is burying: only White's view lists the burial squares.
  json white = t->view(0), black = t->view(1), watcher = t->view(kSpectator);
  ASSERT_TRUE(white.contains("legal"));
  EXPECT_FALSE(black.contains("legal"));
  bool from_graveyard = false;
  for (const auto& m : white["legal"])
    from_graveyard = from_graveyard || m.value("from", "") == "graveyard";
  EXPECT_TRUE(from_graveyard);
  t->play("bury-d1");
  white = t->view(0);
  black = t->view(1);
  watcher = t->view(kSpectator);
  EXPECT_EQ(white["secret"]["burials"][0]["square"], "d1");
  EXPECT_FALSE(black["secret"]["burials"].size());
  EXPECT_FALSE(watcher.contains("secret"));
  EXPECT_EQ(white["board"]["markers"]["d1"], "target");
  EXPECT_TRUE(black["board"]["markers"].empty());
  EXPECT_EQ(black["history"].back(), "White buried a pawn; no zombie on e4");
  EXPECT_EQ(white["history"].back(), "White buried the pawn under d1; no zombie on e4");
  EXPECT_EQ(black["zones"][0]["pieces"][0]["type"], "pawn") << "the graveyard is public";
  EXPECT_EQ(t->position(1).find("d1"), std::string::npos);
  EXPECT_NE(t->position(0).find("pd1"), std::string::npos);
}

}  // namespace
}  // namespace menagerie::catalog
