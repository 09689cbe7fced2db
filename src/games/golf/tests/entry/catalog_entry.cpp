// Chess Golf's catalog entry as the CLI and the server see it: options, the referee's deals, a
// puzzle, the solver's JSON, and errors that name the fault.
#include <gtest/gtest.h>

#include <string>

#include "catalog/solver.hpp"
#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "support/error_of.hpp"

namespace menagerie::catalog {
namespace {

const Variant& variant() { return find("golf"); }
using menagerie::harness::expect_error;

const std::string kG1 = "2B3R1/5k2/1r1n1N2/1r2b3/R5q1/1B1n1N2/b6K/5Q2";

TEST(Entry, TraitsSayOneToEightScoredSeatsWithChanceAndSecrets) {
  Traits t = variant().traits();
  EXPECT_TRUE(t.chance);
  EXPECT_TRUE(t.scores);
  EXPECT_TRUE(t.hidden) << "a race's counts are secret until the reveal";
  EXPECT_EQ(t.min_seats, 1);
  EXPECT_EQ(t.max_seats, 8);
  EXPECT_EQ(variant().create(json::object())->seats(), 1) << "alone by default";
}

// Two or more golfers race over nine holes by default; one golfer may race too (mode race).
TEST(Entry, SeatsMakeARace) {
  auto t = variant().create({{"seats", 3}, {"seed", 5}});
  EXPECT_EQ(t->seats(), 3);
  EXPECT_EQ(t->acting(), seat_bit(0) | seat_bit(1) | seat_bit(2)) << "every golfer counts";
  EXPECT_NE(t->position(kSpectator).find(" count 1/9 "), std::string::npos);
  EXPECT_FALSE(t->deadline()) << "the timer waits for the first count";
  t->play_as(2, "4");
  ASSERT_TRUE(t->deadline());
  EXPECT_EQ(t->deadline()->ms, 60'000);
  auto solo = variant().create(
      {{"mode", "race"}, {"holes", 2}, {"timer", 30}, {"timer_start", "deal"}, {"seed", 5}});
  EXPECT_EQ(solo->seats(), 1);
  ASSERT_TRUE(solo->deadline());
  EXPECT_EQ(solo->deadline()->ms, 30'000);
  EXPECT_NE(solo->position(kSpectator).find(" count 1/2 "), std::string::npos);
  // A race's position replays as one.
  auto again = variant().create({{"position", t->position(2)}});
  EXPECT_EQ(again->seats(), 3);
  expect_error(
      [] {
        variant().create({{"seats", 2}, {"mode", "puzzle"}});
      },
      "a puzzle is for one golfer");
  expect_error(
      [] {
        variant().create({{"timer", 30}});
      },
      "timer, timer_start and edition are for a race");
  // The edition (decision 18): the 2024 booklet by default, nov2024 by choice; a race's only.
  EXPECT_EQ(t->position(kSpectator).substr(t->position(kSpectator).rfind(' ') + 1, 5), "2024:");
  auto nov = variant().create({{"seats", 2}, {"edition", "nov2024"}, {"seed", 5}});
  EXPECT_EQ(nov->position(kSpectator).substr(nov->position(kSpectator).rfind(' ') + 1), "nov2024");
  expect_error(
      [] {
        variant().create({{"edition", "nov2024"}});
      },
      "timer, timer_start and edition are for a race");
  expect_error([] { variant().create({{"seats", 2}, {"edition", "2025"}}); }, "option 'edition'");
  expect_error([] { variant().create({{"seats", 2}, {"par", 3}}); }, "option 'par' sets a puzzle");
  expect_error([] { variant().create({{"seats", 9}}); }, "option 'seats'");
  expect_error([] { variant().create({{"seats", 2}, {"timer", 301}}); }, "option 'timer'");
  expect_error(
      [&] {
        variant().create({{"position", t->position(2)}, {"seats", 3}});
      },
      "leave out seats");
}

TEST(Entry, ACourseIsDealtFromTheSeed) {
  auto a = variant().create({{"seed", 42}, {"holes", 3}});
  auto b = variant().create({{"seed", 42}, {"holes", 3}});
  EXPECT_EQ(a->position(kSpectator), b->position(kSpectator));
  EXPECT_EQ(a->to_move(), 0);
  EXPECT_NE(a->position(0).find(" play 1/3 "), std::string::npos);
  json v = a->view(0);
  EXPECT_EQ(v["zones"][0]["id"], "cards");
  int cards = 0;
  for (const auto& p : v["zones"][0]["pieces"]) cards += p["count"].get<int>();
  EXPECT_EQ(cards, 2);
}

std::string info_line(const json& view, const std::string& label) {
  for (const auto& i : view["info"])
    if (i["label"] == label) return i["text"];
  return "";
}

TEST(Entry, APuzzleIsPlayedToTheEnd) {
  auto t = variant().create({{"board", kG1}, {"cards", "K b"}});
  EXPECT_EQ(info_line(t->view(0), "Optimum"), "") << "not before an attempt";
  EXPECT_EQ(t->play("e5g6"), "be5-g6");
  t->play("g6h5");
  t->play("h5h2");
  ASSERT_TRUE(t->outcome().over());
  EXPECT_EQ(t->view(0)["scores"], json::array({3}));
  // After the attempt, the proved optimum and one optimal line, for the golfer and the terminal.
  std::string optimum = info_line(t->view(0), "Optimum");
  EXPECT_EQ(optimum.rfind("hole 1: 3 strokes: ", 0), 0u) << optimum;
  EXPECT_NE(t->render(0).find("Optimum, hole 1: 3 strokes"), std::string::npos);
}

// After a given-up hole of a course, its optimum is shown while the next one is played.
TEST(Entry, TheOptimumOfEachHoleIsShownAfterIt) {
  auto t = variant().create({{"holes", 2}, {"deal", "2"}, {"seed", 4}});
  t->play("give-up");
  EXPECT_EQ(info_line(t->view(0), "Optimum").rfind("hole 1: ", 0), 0u);
  auto race = variant().create({{"seats", 2}, {"holes", 2}, {"deal", "2"}, {"seed", 4}});
  race->play_as(0, "0");
  race->play_as(1, "0");
  json sheet = race->view(1)["tables"][1];
  EXPECT_EQ(sheet["rows"].back(), "optimum");
  EXPECT_NE(sheet["cells"].back()[0], "") << sheet.dump();
  EXPECT_EQ(sheet["cells"].back()[1], "") << "hole 2 is not over";
  EXPECT_EQ(sheet["cells"].back()[2], sheet["cells"].back()[0])
      << "the optimum's total so far, beside the golfers' totals";
}

// A course is listed by hole: each history entry's hole (history_groups), and the score card
// (each hole's strokes, its optimum once the hole is over, the totals) as it goes and at the end.
TEST(Entry, ACourseIsListedAndScoredByHole) {
  auto t = variant().create({{"holes", 2}, {"deal", "2"}, {"seed", 4}});
  auto step = [&] {
    for (const std::string& m : t->legal_moves())
      if (m != "give-up") return t->play(m);
    return std::string();
  };
  ASSERT_FALSE(step().empty());
  t->play("give-up");
  ASSERT_FALSE(step().empty());
  json v = t->view(0);
  ASSERT_EQ(v["history"].size(), 3u) << v["history"].dump();
  EXPECT_EQ(v["history_groups"], json({"Hole 1", "Hole 1", "Hole 2"}));
  EXPECT_EQ(t->view(kSpectator)["history_groups"], v["history_groups"]);
  ASSERT_TRUE(v.contains("tables")) << "a course keeps a score card";
  json card = v["tables"][0];
  EXPECT_EQ(card["title"], "Score card");
  EXPECT_EQ(card["cols"], json({"1", "2", "total"}));
  EXPECT_EQ(card["rows"], json({"strokes", "optimum"}));
  // Hole 1 given up scores 10; hole 2 is in play, one stroke so far; its optimum not shown yet.
  EXPECT_EQ(card["cells"][0], json({"10", "1 so far", "10"}));
  EXPECT_NE(card["cells"][1][0], "");
  EXPECT_EQ(card["cells"][1][1], "") << "hole 2 is not over";
  t->play("give-up");
  ASSERT_TRUE(t->outcome().over());
  card = t->view(0)["tables"][0];
  EXPECT_EQ(card["cells"][0], json({"10", "10", "20"}));
  EXPECT_NE(card["cells"][1][1], "");
  EXPECT_NE(card["cells"][1][2], "") << "the optimum's total";
  // The finished course's info: its final score against the optimum, no count of a hole in play.
  json over = t->view(0);
  EXPECT_EQ(info_line(over, "Strokes"), "") << over["info"].dump();
  EXPECT_EQ(info_line(over, "Score"),
            "20 strokes over 2 holes; optimum " + card["cells"][1][2].get<std::string>())
      << over["info"].dump();
  // One hole: still a row per line of the card (two cells each), not a table of pairs.
  json one = variant().create({{"board", kG1}, {"cards", "K b"}})->view(0)["tables"][0];
  EXPECT_EQ(one["cells"], json::parse(R"([["0 so far", "0"], ["", ""]])"));
}

// A race's hole in the move list: its counts are one turn, each count shown as its viewer may know
// it (another golfer's only "entered" until the last count reveals them all, then every count in
// full), and each demonstration's strokes another turn (history_turns).
TEST(Entry, ARaceListsTheCountsAsOneTurnAndEachDemonstrationAsAnother) {
  auto t = variant().create({{"seats", 2}, {"holes", 2}, {"deal", "2"}, {"seed", 4}});
  t->play_as(1, "4");
  json v = t->view(0);
  EXPECT_EQ(v["history"], json({"Golfer 2 entered a count"}));
  EXPECT_EQ(v["history_turns"], json({"counts"}));
  EXPECT_EQ(t->view(1)["history"], json({"Golfer 2 counts 4"}));
  t->play_as(0, "3");
  // The reveal: every count in full, to every viewer.
  json revealed = json({"Golfer 2 counts 4", "Golfer 1 counts 3"});
  EXPECT_EQ(t->view(0)["history"], revealed);
  EXPECT_EQ(t->view(kSpectator)["history"], revealed);
  EXPECT_EQ(t->view(0)["history_turns"], json({"counts", "counts"}));
  t->play_as(0, "give-up");
  t->play_as(1, "give-up");
  v = t->view(kSpectator);
  ASSERT_EQ(v["history"].size(), 4u) << v["history"].dump();
  EXPECT_EQ(v["history_turns"],
            json({"counts", "counts", "Golfer 1 demonstrates", "Golfer 2 demonstrates"}))
      << v["history"].dump();
  EXPECT_EQ(v["history_groups"], json({"Hole 1", "Hole 1", "Hole 1", "Hole 1"}));
  // The next hole's first count is hidden again.
  t->play_as(1, "2");
  EXPECT_EQ(t->view(0)["history"].back(), "Golfer 2 entered a count");
  // A course for one golfer has no turns: each stroke is its own row.
  EXPECT_FALSE(
      variant().create({{"board", kG1}, {"cards", "K b"}})->view(0).contains("history_turns"));
}

// Decision 19: a lone golfer's "impossible" on a hole that has a line scores the proved optimum
// plus one (as a failed count), the referee's verdict in the history and the optimum shown after;
// on a hole without a line the 0 stands.
TEST(Entry, ALoneGolfersImpossibleIsJudgedByTheSolver) {
  auto lone = [](const std::string& board, const std::string& special) {
    return variant().create({{"position", "race " + board + " Kb count 1/2 0 0 - - 2 " + special +
                                              " 1:0 - - - - 60/first " + board + " Kb - 2024:Kb"},
                             {"seed", 3}});
  };
  auto t = lone(kG1, "pairs");
  t->play_as(0, "impossible");
  EXPECT_EQ(t->history(0).back(), "verdict: 3 strokes solve it (impossible scores 4)");
  json sheet = t->view(0)["tables"][1];
  EXPECT_EQ(sheet["cells"][0][0], "4") << sheet.dump();
  EXPECT_EQ(sheet["cells"].back()[0], "3") << "the optimum row";
  EXPECT_EQ(info_line(t->view(0), "Optimum").rfind("hole 1: 3 strokes", 0), 0u);
  // Undone with the count (the verdict is the referee's step after it), and replayed the same.
  EXPECT_TRUE(t->undo());
  EXPECT_EQ(t->acting(), seat_bit(0));
  t->play_as(0, "0");
  EXPECT_EQ(t->history(0).back(), "verdict: 3 strokes solve it (impossible scores 4)");
  auto none = lone("8/8/8/8/8/8/8/b1K5", "none");
  none->play_as(0, "0");
  EXPECT_EQ(none->history(0).back(), "verdict: impossible stands");
  EXPECT_EQ(none->view(0)["tables"][1]["cells"][0][0], "0");
  // Two golfers both saying impossible: no verdict (decision 13).
  auto two = variant().create({{"seats", 2}, {"holes", 2}, {"deal", "2"}, {"seed", 4}});
  two->play_as(0, "0");
  two->play_as(1, "0");
  for (const auto& h : two->history(0)) EXPECT_EQ(h.find("verdict"), std::string::npos) << h;
}

TEST(Entry, TheComputerCountsFromItsObservation) {
  auto engine = variant().make_engine();
  ASSERT_TRUE(engine);
  auto t = variant().create({{"position", "race " + kG1 +
                                              " Kb count 1/1 0 0 - - 2 pairs 2:0 - -,- - - "
                                              "60/first " +
                                              kG1 + " Kb - 2024:Kb"}});
  Rng rng(1);
  EXPECT_EQ(engine->play_level(t->observation(1), 8, rng).best, "1:count 3 hole 1");
}

TEST(Entry, SolverAnswersTheOptimumAndALine) {
  const auto& solver = require_capability<ExactSolving>(variant(), "exact solver");
  json r = solver.solve({{"position", kG1}, {"cards", "K b"}});
  EXPECT_EQ(r["optimum"], 3);
  EXPECT_EQ(r["line"].size(), 3u);
  json none =
      solver.solve({{"position", "8/8/8/8/8/8/8/b1K5"}, {"cards", "K b"}, {"special", "none"}});
  EXPECT_EQ(none.dump(), R"({"optimum":null})");
  EXPECT_EQ(solver.describe(r).substr(0, 19), "optimum 3 (proved)\n");
  expect_error([&] { solver.solve({{"position", kG1}}); }, "needs the cards");
  expect_error([&] { solver.solve({{"position", kG1}, {"cards", "K x"}}); }, "'x' is not a card");
  expect_error([&] { solver.solve({{"position", "8/8"}, {"cards", "K b"}}); }, "only 2 ranks");
  expect_error(
      [&] {
        solver.solve({{"position", kG1}, {"cards", "K b"}, {"special", "all"}});
      },
      "pairs, moves or none");
}

TEST(Entry, BadOptionsNameTheFault) {
  expect_error([] { variant().create({{"board", kG1}}); }, "both board and cards");
  expect_error([] { variant().create({{"board", kG1}, {"cards", "K"}}); }, "2 cards or more");
  expect_error([] { variant().create({{"holes", 10}}); }, "option 'holes'");
  expect_error([] { variant().create({{"deal", "4"}}); }, "option 'deal'");
  expect_error(
      [] {
        variant().create({{"board", "8/8/8/8/8/8/8/P7"}, {"cards", "K b"}});
      },
      "no pawns");
}

// A graded puzzle: a dealt hole the solver proves takes exactly `par` strokes, the same one for the
// same seed; out of range and combined with a given board it is refused.
TEST(Entry, AGradedPuzzleTakesExactlyItsPar) {
  for (int par : {2, 3, 4}) {
    auto t = variant().create({{"par", par}, {"deal", "2"}, {"seed", 3}});
    auto again = variant().create({{"par", par}, {"deal", "2"}, {"seed", 3}});
    std::string position = t->position(kSpectator);
    EXPECT_EQ(position, again->position(kSpectator));
    // The board and cards of the position, solved again from scratch through the entry.
    std::string board = position.substr(0, position.find(' '));
    std::string rest = position.substr(position.find(' ') + 1);
    std::string cards = rest.substr(0, rest.find(" play"));
    std::string spaced;
    for (char c : cards) spaced += std::string(spaced.empty() ? "" : " ") + c;
    const auto* solving = dynamic_cast<const ExactSolving*>(&variant());
    ASSERT_NE(solving, nullptr);
    json answer = solving->solve({{"position", board}, {"cards", spaced}});
    EXPECT_EQ(answer["optimum"], par) << position;
  }
  expect_error([] { variant().create({{"par", 9}}); }, "par");
  expect_error(
      [] {
        variant().create({{"par", 3}, {"board", kG1}, {"cards", "K b"}});
      },
      "graded puzzle");
}

}  // namespace
}  // namespace menagerie::catalog
