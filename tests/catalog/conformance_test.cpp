// The conformance harness (tests/support/conformance.hpp) on Cups, a fixture with a secret and a
// deal, where it must also catch a view that leaks; each game runs it in its own tests folder.
#include "support/conformance.hpp"

#include <gtest/gtest.h>

#include "engine/determinize.hpp"
#include "support/cups_game.hpp"

namespace menagerie::harness {
namespace {

TEST(Conformance, CupsKeepsItsSecrets) {
  EXPECT_EQ(conformance_problems<Cups<>>({}, {.playouts = 60}), std::vector<std::string>{});
}

TEST(Conformance, CatchesAViewThatShowsAnotherSeatsSecret) {
  auto problems = conformance_problems<Cups<true>>({}, {.playouts = 60});
  ASSERT_FALSE(problems.empty());
  EXPECT_NE(problems.front().find("a secret crosses: seat 1"), std::string::npos)
      << problems.front();
}

TEST(Conformance, ChanceIsDrawnByTheRefereeFromTheSeedAndReplays) {
  catalog::GameTable<Cups<>> a(Cups<>::State{}, catalog::ChanceSeed{42}),
      b(Cups<>::State{}, catalog::ChanceSeed{42});
  EXPECT_EQ(a.to_move(), 0) << "both cards dealt before the first move";
  EXPECT_EQ(a.position(kSpectator), "") << "a hidden game shows no true position";
  EXPECT_EQ(a.game_record().state().cards[0], b.game_record().state().cards[0]);
  // Seat 1 learns its own card only; the record during play holds what the viewer saw.
  auto h1 = a.history(1);
  ASSERT_EQ(h1.size(), 2u);
  EXPECT_EQ(h1[0], "seat 0 was dealt a card");
  EXPECT_EQ(h1[1].rfind("you were dealt a ", 0), 0u);
  EXPECT_EQ(a.record(1).find("\"d"), std::string::npos) << "no deal text before the end";
  a.play("h2");
  a.play("g1");
  ASSERT_TRUE(a.outcome().over());
  // Over: everyone gets everything, seed included, and it replays.
  auto full = nlohmann::json::parse(a.record(1));
  EXPECT_EQ(full["seed"], 42);
  catalog::GameTable<Cups<>> replay(Cups<>::State{});
  for (const auto& m : full["moves"]) replay.play(m.get<std::string>());
  EXPECT_EQ(replay.game_record().state().cards[1], a.game_record().state().cards[1]);
}

TEST(Conformance, DeterminizedStatesAgreeWithTheObservation) {
  Rng rng(5);
  for (int game = 0; game < 200; ++game) {
    catalog::GameTable<Cups<>> t(Cups<>::State{}, catalog::ChanceSeed{rng.next()});
    if (rng.below(2)) t.play(t.legal_moves()[rng.below(3)]);
    for (Seat k : {0, 1}) {
      auto seen = Cups<>::observe(t.game_record().state(), k);
      EXPECT_EQ(Cups<>::parse_observation(Cups<>::observation_text(seen)), seen);
      for (const auto& s : engine::determinize<Cups<>>(seen, 8, rng)) {
        EXPECT_EQ(Cups<>::observe(s, k), seen);
        EXPECT_EQ(Cups<>::view(s, k), Cups<>::view(t.game_record().state(), k));
      }
    }
  }
}

}  // namespace
}  // namespace menagerie::harness
