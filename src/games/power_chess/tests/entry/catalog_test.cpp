// The catalog entry (src/catalog/entries/power_chess.cpp, linked through menagerie_catalog): every
// option both ways, bad options, and the table's text interface.
#include <algorithm>
#include <string>

#include <gtest/gtest.h>

#include "support/error_of.hpp"

#include "catalog/variant.hpp"
#include "core/error.hpp"

namespace menagerie::catalog::entries {
const Variant& power_chess_variant();
}

namespace menagerie::catalog {
namespace {

const Variant& variant() { return entries::power_chess_variant(); }

bool has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

using menagerie::harness::expect_error;

TEST(PowerChessCatalog, DefaultsGiveTheStartPosition) {
  EXPECT_EQ(variant().id(), "power-chess");
  auto t = variant().create(json::object());
  EXPECT_EQ(t->position(kSpectator), "r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B6KB6R6 w -/- -/- 0 1");
  EXPECT_EQ(t->legal_moves().size(), 5u);
  EXPECT_EQ(t->perft(3), 375u);
  EXPECT_EQ(t->seats(), 2);
}

TEST(PowerChessCatalog, UnpromotableOptionBothWays) {
  const std::string fen = "4k/1P3/5/5/5/5/2K2 w -/- -/-";
  auto stays = variant().create({{"fen", fen}});
  EXPECT_TRUE(has(stays->legal_moves(), "b6b7"));
  auto explicit_stays = variant().create({{"fen", fen}, {"unpromotable", "stays"}});
  EXPECT_TRUE(has(explicit_stays->legal_moves(), "b6b7"));
  auto forbidden = variant().create({{"fen", fen}, {"unpromotable", "forbidden"}});
  EXPECT_FALSE(has(forbidden->legal_moves(), "b6b7"));
  expect_error([&] { forbidden->play("b6b7"); }, "forbid");
  // The option also judges the start position.
  expect_error(
      [&] {
        variant().create({{"fen", "1P2k/5/5/5/5/5/2K2 w -/- -/-"}, {"unpromotable", "forbidden"}});
      },
      "last rank");
}

TEST(PowerChessCatalog, PromotedPawnToOptionBothWays) {
  const std::string fen = "4k/1P3/5/5/5/5/2K2 w R2/- -/-";
  auto near = variant().create({{"fen", fen}});
  near->play("b6b7r");
  EXPECT_EQ(near->position(kSpectator), "1R62k/5/5/5/5/5/2K2 b P/- -/- 0 1");
  auto back = variant().create({{"fen", fen}, {"promoted-pawn-to", "back"}});
  back->play("b6b7r");
  EXPECT_EQ(back->position(kSpectator), "1R62k/5/5/5/5/5/2K2 b -/P -/- 0 1");
}

TEST(PowerChessCatalog, QuietLimitOptionBothWays) {
  const std::string fen = "4k/5/5/5/5/5/2K2 w -/- -/- 39 1";
  auto limited = variant().create({{"fen", fen}, {"quiet-limit", 40}});
  limited->play("c1c2");
  EXPECT_EQ(limited->outcome(), Outcome::draw("quiet-move limit"));
  EXPECT_TRUE(limited->legal_moves().empty());
  expect_error([&] { limited->play("e7e6"); }, "the game is over (quiet-move limit)");
  auto unlimited = variant().create({{"fen", fen}, {"quiet-limit", 0}});
  unlimited->play("c1c2");
  EXPECT_FALSE(unlimited->outcome().over());
  auto by_default = variant().create({{"fen", fen}});
  by_default->play("c1c2");
  EXPECT_FALSE(by_default->outcome().over()) << "the default limit is 100 plies";
}

TEST(PowerChessCatalog, BadOptionsAreNamed) {
  expect_error([] { variant().create({{"colour", "red"}}); }, "unknown option 'colour'");
  expect_error([] { variant().create({{"unpromotable", "maybe"}}); }, "option 'unpromotable'");
  expect_error([] { variant().create({{"promoted-pawn-to", 3}}); }, "option 'promoted-pawn-to'");
  expect_error([] { variant().create({{"quiet-limit", -1}}); }, "option 'quiet-limit'");
  expect_error([] { variant().create({{"fen", 7}}); }, "option 'fen' must be a string");
  expect_error([] { variant().create({{"fen", "5/5 w -/- -/-"}}); }, "7 ranks");
}

TEST(PowerChessCatalog, TablePlaysTextAndRefusesBadMovesWithoutChange) {
  auto t = variant().create(json::object());
  EXPECT_EQ(t->play("c2c3"), "c2-c3");
  const std::string before = t->position(kSpectator);
  expect_error([&] { t->play("c6c4"); }, "a pawn steps one square forward");
  expect_error([&] { t->play("R6@near"); }, "Black has no rook with die 6 in the back field");
  EXPECT_EQ(t->position(kSpectator), before);
  EXPECT_EQ(t->history(kSpectator), (std::vector<std::string>{"c2-c3"}));
  EXPECT_TRUE(t->undo());
  EXPECT_EQ(t->position(kSpectator), "r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B6KB6R6 w -/- -/- 0 1");
  EXPECT_NE(t->render(kSpectator).find("White near field"), std::string::npos);
  auto v = t->view(0);
  EXPECT_EQ(v["variant"], "power-chess");
  EXPECT_EQ(v["zones"].size(), 4u);
  EXPECT_EQ(v["legal"].size(), 5u);
  EXPECT_EQ(v["legal"][0]["text"], t->legal_moves()[0]);
  EXPECT_FALSE(v.contains("last_move"));
}

}  // namespace
}  // namespace menagerie::catalog
