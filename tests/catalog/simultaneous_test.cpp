// Seats that act at once and timed phases (core/game.hpp's Simultaneous and Timed) through the
// referee: on Bids, a fixture where every seat bids in secret, in any order, against a timer; and
// on Chess960, which claims neither and must behave exactly as before.
#include <gtest/gtest.h>

#include "catalog/table.hpp"
#include "catalog/variant.hpp"
#include "support/bids_game.hpp"
#include "support/conformance.hpp"
#include "support/error_of.hpp"

namespace menagerie::harness {
namespace {

using Table = catalog::GameTable<Bids<>>;

TEST(Simultaneous, BidsConformWithTwoAndThreeSeats) {
  for (int seats : {2, 3})
    EXPECT_EQ(conformance_problems<Bids<>>(Bids<>::start(seats), {.playouts = 40}),
              std::vector<std::string>{})
        << seats << " seats";
}

TEST(Simultaneous, TheHarnessCatchesABidShownBeforeTheReveal) {
  auto problems = conformance_problems<Bids<true>>(Bids<true>::start(3), {.playouts = 40});
  ASSERT_FALSE(problems.empty());
  EXPECT_NE(problems.front().find("a secret crosses"), std::string::npos) << problems.front();
}

TEST(Simultaneous, EverySeatYetToBidMayActInAnyOrder) {
  Table t(Bids<>::start(3));
  EXPECT_EQ(t.acting(), seat_bit(0) | seat_bit(1) | seat_bit(2));
  EXPECT_EQ(t.legal_moves_of(2), (std::vector<std::string>{"2:bid 1", "2:bid 2", "2:bid 3"}));
  EXPECT_EQ(t.legal_moves().size(), 9u) << "every acting seat's moves";
  // Each acting seat's view holds its own moves only, and the view lists who acts.
  for (Seat k : {0, 1, 2}) {
    nlohmann::json v = t.view(k);
    ASSERT_TRUE(v.contains("legal")) << k;
    ASSERT_EQ(v["legal"].size(), 3u);
    EXPECT_EQ(v["legal"][0]["text"], fmt::format("{}:bid 1", k));
    EXPECT_EQ(v["acting"], nlohmann::json({0, 1, 2}));
  }
  EXPECT_FALSE(t.view(kSpectator).contains("legal"));
  // Seat 2 first, in a short form; then seat 0.
  EXPECT_EQ(t.play_as(2, "3"), "2:bid 3");
  EXPECT_EQ(t.acting(), seat_bit(0) | seat_bit(1));
  EXPECT_TRUE(t.legal_moves_of(2).empty());
  EXPECT_FALSE(t.view(2).contains("legal"));
  t.play_as(0, "bid 1");
  EXPECT_EQ(t.history(1), (std::vector<std::string>{"seat 2 bid", "seat 0 bid"}));
  EXPECT_EQ(t.history(2), (std::vector<std::string>{"2:bid 3", "seat 0 bid"}));
  EXPECT_EQ(t.view(1)["history_seats"], nlohmann::json({2, 0})) << "who made each entry";
  t.play_as(1, "2");
  ASSERT_TRUE(t.outcome().over());
  EXPECT_EQ(t.outcome().winner, 2);
  EXPECT_EQ(t.history(0).back(), "1:bid 2") << "the last bid reveals them all";
}

TEST(Simultaneous, TheRefereeRefusesASeatThatMayNotActAndNothingChanges) {
  Table t(Bids<>::start(3));
  t.play_as(2, "2");
  std::string before = t.record(kSpectator);
  expect_error([&] { t.play_as(2, "3"); }, "seat 2 has already bid");
  expect_error([&] { t.play_as(2, "1:bid 3"); }, "seat 2 has already bid");
  expect_error([&] { t.play_as(1, "0:bid 3"); }, "is not a move B may make");
  expect_error([&] { t.play_as(5, "1"); }, "no seat 5");
  expect_error([&] { t.play_as(1, "4"); }, "like 2:bid 3");
  EXPECT_EQ(t.record(kSpectator), before);
  EXPECT_EQ(t.acting(), seat_bit(0) | seat_bit(1));
}

TEST(Simultaneous, ATimedPhaseNamesItsLimitAndTheRefereesMove) {
  Table t(Bids<>::start(3));
  auto d = t.deadline();
  ASSERT_TRUE(d);
  EXPECT_EQ(d->ms, 1000);
  EXPECT_EQ(d->move, "time");
  EXPECT_EQ(d->what, "every missing bid becomes 0");
  t.play_as(1, "1");
  // No seat may play the referee's move; the referee (play) may.
  expect_error([&] { t.play_as(0, "time"); }, "is not a move A may make");
  t.play(d->move);
  ASSERT_TRUE(t.outcome().over());
  EXPECT_EQ(t.outcome().winner, 1) << "the missing bids became 0";
  EXPECT_FALSE(t.deadline());
  EXPECT_EQ(t.view(0)["history_seats"], nlohmann::json({1, -1})) << "time is the game's own move";
  expect_error([&] { t.play_as(0, "1"); }, "the game is over");
}

TEST(Simultaneous, AGameWithOneSeatToMoveIsUnchanged) {
  auto t = catalog::find("chess960").create({{"sp", 518}});
  EXPECT_EQ(t->acting(), seat_bit(0));
  EXPECT_EQ(t->legal_moves_of(0), t->legal_moves());
  EXPECT_TRUE(t->legal_moves_of(1).empty());
  EXPECT_FALSE(t->deadline());
  EXPECT_FALSE(t->view(0).contains("acting")) << "only a game with simultaneous phases lists them";
  expect_error([&] { t->play_as(1, "e7e5"); }, "it is not your turn (Black): White is to move");
  EXPECT_EQ(t->play_as(0, "e2e4"), "e4");
  EXPECT_EQ(t->acting(), seat_bit(1));
  expect_error([&] { t->play_as(1, "e2e4"); }, "e2e4");
  EXPECT_EQ(t->play_as(1, "e5"), "e5");
}

}  // namespace
}  // namespace menagerie::harness
