// The 2024 booklet's extra cards (docs/rules/golf.md, rule 15 and decisions 3 and 18): once every
// golfer gives the same count on a hole, the dealer of a later hole chooses whether to deal one
// card more than the last hole had, with no cap but the deck; the Nov-2024 text deals the third
// card itself and stops there. Holes of four cards and more keep the same-piece rule, and the
// solver proves them.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "catalog/table.hpp"
#include "core/error.hpp"
#include "games/golf/computer.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/solver.hpp"
#include "games/golf/tests/diagrams.hpp"
#include "games/golf/tests/plain_search.hpp"
#include "games/golf/tests/helpers.hpp"
#include "support/error_of.hpp"

namespace menagerie::golf {
namespace {

using Table = catalog::GameTable<Golf>;
using menagerie::harness::expect_error;

// A rising race of two golfers on G1 (cards K b, optimum 3: e5g6 g6h5 h5h2), golfer 1 dealing.
Golf::State rising_on_g1(Edition edition, int holes = 4) {
  Golf::State s = Golf::dealt_race(2, holes, CardRule::kRising, Special::kPairs, 60,
                                   TimerStart::kFirst, edition);
  s.hole = harness::hole(kG1, "K b");
  s.race.start = s.hole;
  s.phase = Phase::kCount;
  return s;
}

const Golf::State& state_of(const Table& t) { return t.game_record().state(); }

std::string phase_of(const Table& t) {
  // The phase as the position text names it (the third field of the course after "race").
  std::string text = t.position(kSpectator);
  std::vector<std::string> w;
  for (std::size_t i = 0, j; i < text.size(); i = j + 1) {
    j = text.find(' ', i);
    if (j == std::string::npos) j = text.size();
    w.push_back(text.substr(i, j - i));
  }
  return w.size() > 3 ? w[3] : "";
}

// Both golfers count 3 on G1 and golfer 1 solves it: the counts agreed.
void agree_on_g1(Table& t) {
  t.play_as(0, "3");
  t.play_as(1, "3");
  for (const char* m : {"e5g6", "g6h5", "h5h2"}) t.play_as(state_of(t).race.demonstrator, m);
}

// Both golfers count `n` (the same) and both give up: the counts agreed, nobody succeeded.
void agree_and_fail(Table& t, const char* n) {
  t.play_as(0, n);
  t.play_as(1, n);
  while (state_of(t).phase == Phase::kDemo) t.play_as(state_of(t).race.demonstrator, "give-up");
}

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// Rule 15 (2024): after agreeing counts the next dealer (golfer 2, seat 1: the deck passed left)
// chooses 2 or 3 cards, a logged move of that seat; nobody else acts meanwhile.
TEST(RaceCards, AgreeingCountsGiveTheNextDealerTheChoice) {
  Table t(rising_on_g1(Edition::k2024), catalog::ChanceSeed{8});
  agree_on_g1(t);
  ASSERT_EQ(phase_of(t), "choose");
  EXPECT_EQ(t.to_move(), 1);
  EXPECT_EQ(t.acting(), seat_bit(1));
  EXPECT_EQ(sorted(t.legal_moves_of(1)), (std::vector<std::string>{"1:cards 2", "1:cards 3"}));
  EXPECT_TRUE(t.legal_moves_of(0).empty());
  t.play_as(1, "cards 3");
  EXPECT_EQ(state_of(t).hole.card_count, 3);
  EXPECT_EQ(phase_of(t), "count");
  EXPECT_NE(std::find(t.history(0).begin(), t.history(0).end(), "Golfer 2 deals 3 cards"),
            t.history(0).end())
      << "the choice is in everyone's history";
}

// "3, and after the same happens again, 4, ...": a second agreement lets a dealer go to four, and
// the four-card hole is dealt and counted like any other.
TEST(RaceCards, ASecondAgreementAllowsAFourthCard) {
  Table t(rising_on_g1(Edition::k2024), catalog::ChanceSeed{8});
  agree_on_g1(t);
  t.play_as(1, "1:cards 3");
  ASSERT_EQ(state_of(t).hole.card_count, 3);
  agree_and_fail(t, "10");
  ASSERT_EQ(phase_of(t), "choose");
  EXPECT_EQ(t.to_move(), 0) << "the deck passed left again";
  EXPECT_EQ(sorted(t.legal_moves_of(0)), (std::vector<std::string>{"0:cards 3", "0:cards 4"}));
  t.play_as(0, "cards 4");
  EXPECT_EQ(state_of(t).hole.card_count, 4);
  EXPECT_EQ(phase_of(t), "count");
}

// No agreement, no choice: differing counts (or everyone impossible) leave two cards.
TEST(RaceCards, NoChoiceWithoutAgreeingCounts) {
  Table t(rising_on_g1(Edition::k2024), catalog::ChanceSeed{8});
  t.play_as(0, "3");
  t.play_as(1, "4");
  for (const char* m : {"e5g6", "g6h5", "h5h2"}) t.play_as(state_of(t).race.demonstrator, m);
  EXPECT_EQ(phase_of(t), "count");
  EXPECT_EQ(state_of(t).hole.card_count, 2);
  t.play_as(0, "0");
  t.play_as(1, "0");
  EXPECT_EQ(phase_of(t), "count") << "everyone impossible is no agreement";
  EXPECT_EQ(state_of(t).hole.card_count, 2);
}

// Declining keeps the permission: a later dealer is asked again, and the count never goes down.
TEST(RaceCards, KeepingTheCountLeavesTheChoiceForLaterHoles) {
  Table t(rising_on_g1(Edition::k2024), catalog::ChanceSeed{8});
  agree_on_g1(t);
  t.play_as(1, "cards 2");
  EXPECT_EQ(state_of(t).hole.card_count, 2);
  t.play_as(0, "0");
  t.play_as(1, "0");
  ASSERT_EQ(phase_of(t), "choose");
  EXPECT_EQ(sorted(t.legal_moves_of(0)), (std::vector<std::string>{"0:cards 2", "0:cards 3"}));
}

// The Nov-2024 text: the third card comes by itself, and never a fourth.
TEST(RaceCards, Nov2024DealsTheThirdCardItselfAndStopsAtThree) {
  Table t(rising_on_g1(Edition::kNov2024), catalog::ChanceSeed{8});
  agree_on_g1(t);
  EXPECT_EQ(phase_of(t), "count") << "no choice under nov2024";
  EXPECT_EQ(state_of(t).hole.card_count, 3);
  agree_and_fail(t, "10");
  EXPECT_EQ(phase_of(t), "count");
  EXPECT_EQ(state_of(t).hole.card_count, 3);
  expect_error([&] { t.play_as(0, "cards 4"); }, "not now");
}

// A choice from the wrong seat, at the wrong time or of the wrong number is refused with a reason,
// and nothing changes.
TEST(RaceCards, AWrongChoiceIsRefusedAndChangesNothing) {
  Table t(rising_on_g1(Edition::k2024), catalog::ChanceSeed{8});
  expect_error([&] { t.play_as(0, "cards 3"); }, "not now");
  expect_error([&] { t.play("0:cards 3"); }, "not now");
  agree_on_g1(t);
  ASSERT_EQ(phase_of(t), "choose");
  const std::string before = t.position(kSpectator);
  const std::size_t plies = t.game_record().ply();
  expect_error([&] { t.play_as(0, "cards 3"); }, "Golfer 2 deals");
  expect_error([&] { t.play("0:cards 3"); }, "Golfer 2 deals");
  expect_error([&] { t.play_as(1, "cards 4"); }, "2 cards (as the last hole) or 3");
  expect_error([&] { t.play_as(1, "cards 1"); }, "2 cards (as the last hole) or 3");
  expect_error([&] { t.play_as(1, "3"); }, "choose how many cards");
  EXPECT_EQ(t.position(kSpectator), before);
  EXPECT_EQ(t.game_record().ply(), plies);
}

// The timer runs for the choice too; when it runs out the count stays as it was.
TEST(RaceCards, WhenTheTimerRunsOutTheCountStays) {
  Table t(rising_on_g1(Edition::k2024), catalog::ChanceSeed{8});
  agree_on_g1(t);
  ASSERT_EQ(phase_of(t), "choose");
  auto d = t.deadline();
  ASSERT_TRUE(d);
  t.play("time");
  EXPECT_EQ(state_of(t).hole.card_count, 2);
  EXPECT_EQ(phase_of(t), "count");
}

// The view: everyone is told the choice is pending and whose it is; the dealer gets two buttons.
TEST(RaceCards, TheViewNamesTheDealerAndOffersTwoButtons) {
  Table t(rising_on_g1(Edition::k2024), catalog::ChanceSeed{8});
  agree_on_g1(t);
  ASSERT_EQ(phase_of(t), "choose");
  EXPECT_NE(t.view(0).dump().find("Golfer 2 is choosing how many cards"), std::string::npos);
  EXPECT_NE(t.view(kSpectator).dump().find("Golfer 2 is choosing how many cards"),
            std::string::npos);
  nlohmann::json legal = t.view(1)["legal"];
  std::vector<std::string> labels;
  for (const auto& m : legal) labels.push_back(m.value("label", ""));
  EXPECT_EQ(sorted(labels), (std::vector<std::string>{"deal 2 cards", "deal 3 cards"}));
}

// The status line of everyone waiting says who chooses and between what (the view's `turn`,
// docs/view.md), not "Golfer 2 to move"; no other phase of the race sets it.
TEST(RaceCards, TheViewsTurnSaysWhoChoosesAndWhat) {
  Table t(rising_on_g1(Edition::k2024), catalog::ChanceSeed{8});
  EXPECT_FALSE(t.view(0).contains("turn")) << "counting: no turn text";
  agree_on_g1(t);
  ASSERT_EQ(phase_of(t), "choose");
  for (Seat viewer : {Seat(0), Seat(1), kSpectator})
    EXPECT_EQ(t.view(viewer).value("turn", ""), "Golfer 2 chooses: 2 cards or 3") << viewer;
  t.play_as(1, "cards 3");
  EXPECT_FALSE(t.view(0).contains("turn")) << "the choice made: no turn text";
}

// A saved game replays identically: the log alone, its texts played again, gives the same race.
TEST(RaceCards, ReplayFromTheLogGivesTheSamePosition) {
  Table t(rising_on_g1(Edition::k2024), catalog::ChanceSeed{8});
  agree_on_g1(t);
  t.play_as(1, "cards 3");
  agree_and_fail(t, "10");
  t.play_as(0, "cards 4");
  const auto& rec = t.game_record();
  Table again(rec.start());
  for (std::size_t i = 0; i < rec.ply(); ++i)
    again.play(Golf::move_text(rec.state_at(i), rec.moves()[i]));
  EXPECT_EQ(again.position(kSpectator), t.position(kSpectator));
  EXPECT_EQ(state_of(again), state_of(t));
  // And the position text alone reads back as the same state, mid-choice and mid-deal.
  for (std::size_t i = 0; i <= rec.ply(); ++i) {
    const Golf::State& s = i < rec.ply() ? rec.state_at(i) : state_of(t);
    EXPECT_EQ(Golf::parse_position(Golf::position_text(s)), s) << Golf::position_text(s);
  }
}

// The computer dealer's policy: one more card when it is behind, the same when level or ahead.
TEST(RaceCards, TheComputerDealerDealsMoreOnlyWhenBehind) {
  Table t(rising_on_g1(Edition::k2024), catalog::ChanceSeed{8});
  agree_on_g1(t);
  ASSERT_EQ(phase_of(t), "choose");
  Golf::State s = state_of(t);
  Rng rng(1);
  EXPECT_EQ(computer_move(Golf::observe(s, 1), 8, rng), "1:cards 2") << "level: keeps";
  EXPECT_EQ(computer_move(Golf::observe(s, 0), 8, rng), "") << "not the dealer";
  s.race.sheet[0][1] = 5;
  EXPECT_EQ(computer_move(Golf::observe(s, 1), 8, rng), "1:cards 3") << "behind: one more";
}

// A hole of four cards: one white rook must take the black knight, bishop and queen. The plain
// search (every line, nothing pruned) and the solver agree it takes three strokes.
const std::string kFourBoard = "8/8/8/8/nbq5/8/8/RR6";

TEST(RaceCards, AFourCardHoleIsProvedAgainstThePlainSearch) {
  Hole h = harness::hole(kFourBoard, "R n b q");
  ASSERT_EQ(h.card_count, 4);
  std::optional<int> plain = harness::plain_bfs(h, 4);
  ASSERT_TRUE(plain);
  EXPECT_FALSE(harness::within(h, *plain - 1));
  Solution s = solve(h, SolveLimits{.max_states = 100'000, .max_examined = 10'000'000});
  ASSERT_TRUE(s.optimum);
  EXPECT_EQ(*s.optimum, *plain);
  Hole r = h;
  for (Step m : s.line) {
    ASSERT_TRUE(harness::legal(r, step_text(m)));
    play(r, m);
  }
  EXPECT_TRUE(solved(r));
  EXPECT_EQ(r.taken_count, 3);
}

// The referee keeps the same-piece rule with four cards: after the first capture only that piece
// captures, and the hole is solved when three of the four chosen pieces are taken.
TEST(RaceCards, AFourCardHoleIsRefereedWithTheSamePieceRule) {
  Table t(Golf::parse_position(kFourBoard + " Rnbq"));
  EXPECT_EQ(state_of(t).hole.card_count, 4);
  t.play("a1a4");
  expect_error([&] { t.play("b1b4"); }, "later captures are by the same piece");
  EXPECT_EQ(state_of(t).hole.taken_count, 1);
  // The rook on a4, alone now (no white pair), takes by the king's step, twice.
  t.play("a4b4");
  EXPECT_FALSE(t.outcome().over());
  t.play("b4c4");
  EXPECT_TRUE(t.outcome().over());
  EXPECT_EQ(state_of(t).total, 3);
}

}  // namespace
}  // namespace menagerie::golf
