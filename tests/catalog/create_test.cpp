// The catalog's option "moves": a game created after moves already played (play on from an
// imported game or from a position of an analysis).
#include "catalog/create.hpp"

#include <gtest/gtest.h>

#include "support/error_of.hpp"

namespace menagerie::catalog {
namespace {

using menagerie::harness::expect_error;

TEST(CreateGame, PlaysTheMovesOfOptionMoves) {
  const Variant& v = find("chess960");
  auto table = create_game(v, {{"sp", 518}, {"moves", {"e2e4", "e7e5", "Nf3"}}});
  EXPECT_EQ(table->history(kSpectator), (std::vector<std::string>{"e4", "e5", "Nf3"}));
  EXPECT_EQ(table->to_move(), 1);
  // The record keeps the real start and every move: an analysis of the new game sees them all.
  EXPECT_EQ(table->observation(1).moves, (std::vector<std::string>{"e2e4", "e7e5", "g1f3"}));
  // Without moves it is the variant's own creation.
  EXPECT_TRUE(create_game(v, {{"sp", 518}})->history(kSpectator).empty());
}

TEST(CreateGame, RefusesBadMovesByTheirNumber) {
  const Variant& v = find("chess960");
  expect_error(
      [&] {
        create_game(v, {{"sp", 518}, {"moves", {"e2e4", "e7e5", "e1e3"}}});
      },
      "move 3 (2. for White) 'e1e3' cannot be played");
  expect_error(
      [&] {
        create_game(v, {{"moves", "e2e4"}});
      },
      "option 'moves' must be a list of moves");
  expect_error(
      [&] {
        create_game(v, {{"moves", {"e2e4", 5}}});
      },
      "every move must be a non-empty text, not 5");
  // The variant's own options are still checked.
  expect_error(
      [&] {
        create_game(v, {{"sp", 1000}, {"moves", {"e2e4"}}});
      },
      "option 'sp' must be from 0 to 959");
}

TEST(CreateGame, NoMovesForAGameWithSecrets) {
  int hidden = 0;
  for (const Variant* v : variants()) {
    if (!v->traits().hidden) continue;
    ++hidden;
    expect_error(
        [&] {
          create_game(*v, {{"moves", {"e2e4"}}});
        },
        "option 'moves' is for games without hidden information");
  }
  if (hidden == 0) GTEST_SKIP() << "no hidden game in this build";
}

}  // namespace
}  // namespace menagerie::catalog
