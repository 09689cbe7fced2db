// The race (docs/rules/golf.md, rules 11 to 17 and decisions 8 to 16) through the referee: one test
// per rule and decision, on diagram G1 (cards K b; the optimum is 3: e5g6 g6h5 h5h2).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <utility>

#include "catalog/table.hpp"
#include "core/error.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/tests/diagrams.hpp"
#include "games/golf/tests/helpers.hpp"
#include "support/conformance.hpp"
#include "support/error_of.hpp"

namespace menagerie::golf {
namespace {

using Table = catalog::GameTable<Golf>;
using menagerie::harness::expect_error;

// A race of `seats` golfers at the counts of its first hole on G1, `dealer` dealing.
Golf::State race_on_g1(int seats, int dealer = 0, int holes = 2, int timer = 60,
                       TimerStart start = TimerStart::kFirst, Edition edition = Edition::k2024) {
  Golf::State s =
      Golf::dealt_race(seats, holes, CardRule::kTwo, Special::kPairs, timer, start, edition);
  s.hole = harness::hole(kG1, "K b");
  s.race.start = s.hole;
  s.race.dealer = std::uint8_t(dealer);
  s.phase = Phase::kCount;
  return s;
}

Golf::State nov2024_on_g1(int seats, int dealer = 0) {
  return race_on_g1(seats, dealer, 2, 60, TimerStart::kFirst, Edition::kNov2024);
}

const Golf::State& state(const Table& t) { return t.game_record().state(); }

std::string everything(const Table& t, Seat k) {
  std::string out = t.view(k).dump() + "\n" + t.position(k) + "\n" + t.render(k) + "\n" +
                    t.record(k) + "\n" + t.observation(k).info + "\n";
  for (const auto& h : t.history(k)) out += h + "\n";
  return out;
}

// Rule 12: every golfer counts in private, in any order; until the last count another's count is
// only "entered", and two races that differ only in one golfer's count look the same to everyone
// else, byte for byte.
TEST(Race, CountsStayHiddenUntilEveryCountIsIn) {
  Table a(race_on_g1(3)), b(race_on_g1(3));
  EXPECT_EQ(a.acting(), seat_bit(0) | seat_bit(1) | seat_bit(2));
  a.play_as(1, "3");
  b.play_as(1, "5");
  for (Seat k : {kSpectator, 0, 2}) EXPECT_EQ(everything(a, k), everything(b, k)) << "seat " << k;
  EXPECT_NE(everything(a, 1), everything(b, 1)) << "the golfer sees their own count";
  EXPECT_EQ(a.history(0), std::vector<std::string>{"Golfer 2 entered a count"});
  EXPECT_EQ(a.history(1), std::vector<std::string>{"Golfer 2 counts 3"});
  EXPECT_NE(a.position(0).find(" -,?,- "), std::string::npos) << a.position(0);
  EXPECT_NE(a.position(1).find(" -,3,- "), std::string::npos) << a.position(1);
  a.play_as(0, "impossible");
  b.play_as(0, "impossible");
  EXPECT_EQ(everything(a, 2), everything(b, 2));
  // The last count reveals them all, to everyone.
  a.play_as(2, "count 4");
  EXPECT_EQ(a.history(0).back(), "Golfer 3 counts 4");
  nlohmann::json table = a.view(kSpectator)["tables"][0];
  EXPECT_EQ(table["cells"][0][0], "impossible");
  EXPECT_EQ(table["cells"][1][0], "3");
  EXPECT_EQ(table["cells"][2][0], "4");
}

// Rule 12, bad input: a count must be 0 to 10, for this hole, once, by its own golfer; the race is
// as it was after each refusal.
TEST(Race, BadCountsAreRefusedAndChangeNothing) {
  Table t(race_on_g1(2));
  t.play_as(0, "3");
  std::string before = everything(t, kSpectator);
  expect_error([&] { t.play_as(1, "11"); }, "from 0 to 10");
  expect_error([&] { t.play_as(1, "0:count 2 hole 1"); },
               "that is Golfer 1's count, not Golfer 2's");
  expect_error([&] { t.play_as(1, "1:count 2 hole 2"); },
               "for hole 2; the golfers are counting hole 1");
  expect_error([&] { t.play_as(0, "4"); }, "Golfer 1 has already entered a count for hole 1");
  expect_error([&] { t.play_as(1, "e5g6"); }, "the golfers are counting");
  expect_error([&] { t.play_as(1, "time"); }, "is not a move Golfer 2 may make");
  EXPECT_EQ(everything(t, kSpectator), before);
}

// Rule 11 and decision 12: the timer starts with the first count (or at the deal); when it runs
// out the referee plays "time", every missing count is 0, and a count after it is refused.
TEST(Race, ACountAfterTheTimerIsRefused) {
  Table t(race_on_g1(3));
  EXPECT_FALSE(t.deadline()) << "nobody has a count yet: the timer waits for the first";
  t.play_as(2, "4");
  auto d = t.deadline();
  ASSERT_TRUE(d);
  EXPECT_EQ(d->ms, 60'000);
  EXPECT_EQ(d->move, "time");
  EXPECT_EQ(d->what, "every missing count becomes 0 (impossible)");
  t.play_as(0, "5");
  EXPECT_EQ(t.deadline()->phase, d->phase) << "the same phase: the timer is not started again";
  t.play(d->move);
  EXPECT_EQ(state(t).race.count[1], 0);
  EXPECT_EQ(state(t).phase, Phase::kDemo);
  std::string before = everything(t, kSpectator);
  expect_error([&] { t.play_as(1, "3"); },
               "the counts of hole 1 are closed: time ran out; Golfer 3 demonstrates now");
  EXPECT_EQ(everything(t, kSpectator), before);
  Table at_deal(race_on_g1(2, 0, 2, 30, TimerStart::kDeal));
  ASSERT_TRUE(at_deal.deadline());
  EXPECT_EQ(at_deal.deadline()->ms, 30'000);
  Table none(race_on_g1(2, 0, 2, 0));
  none.play_as(0, "2");
  EXPECT_FALSE(none.deadline()) << "timer 0: no timer";
  expect_error([&] { none.play("time"); }, "no timer is running");
}

// Rule 13 and decision 18: the lowest non-zero count demonstrates; a tie goes to the first in
// turn starting at the dealer (the 2024 booklet, the default).
TEST(Race, TheLowestCountDemonstratesTiesFromTheDealer) {
  auto demonstrator = [](int dealer, std::vector<int> counts) {
    Table t(race_on_g1(int(counts.size()), dealer));
    for (int k = 0; k < int(counts.size()); ++k) t.play_as(k, std::to_string(counts[k]));
    EXPECT_EQ(t.acting(), seat_bit(state(t).race.demonstrator));
    return int(state(t).race.demonstrator);
  };
  EXPECT_EQ(demonstrator(0, {4, 3, 5}), 1);
  EXPECT_EQ(demonstrator(0, {4, 3, 3}), 1);
  EXPECT_EQ(demonstrator(1, {4, 3, 3}), 1) << "the dealer first";
  EXPECT_EQ(demonstrator(2, {3, 3, 3}), 2);
  EXPECT_EQ(demonstrator(2, {3, 3, 4}), 0) << "then on to the dealer's left";
  EXPECT_EQ(demonstrator(0, {0, 0, 2}), 2) << "zeros never demonstrate";
}

// Rule 13, edition nov2024: a tie goes to the first in turn from the dealer's left, the dealer last.
TEST(Race, Nov2024TiesGoFromTheDealersLeft) {
  auto demonstrator = [](int dealer, std::vector<int> counts) {
    Table t(nov2024_on_g1(int(counts.size()), dealer));
    for (int k = 0; k < int(counts.size()); ++k) t.play_as(k, std::to_string(counts[k]));
    EXPECT_EQ(t.acting(), seat_bit(state(t).race.demonstrator));
    return int(state(t).race.demonstrator);
  };
  EXPECT_EQ(demonstrator(0, {4, 3, 5}), 1);
  EXPECT_EQ(demonstrator(0, {4, 3, 3}), 1);
  EXPECT_EQ(demonstrator(1, {4, 3, 3}), 2);
  EXPECT_EQ(demonstrator(2, {3, 3, 3}), 0);
  EXPECT_EQ(demonstrator(0, {3, 3, 3}), 1);
  EXPECT_EQ(demonstrator(0, {0, 0, 2}), 2) << "zeros never demonstrate";
}

// Rule 13: the demonstrator's strokes are checked by the referee; nobody else moves.
TEST(Race, TheDemonstratorsStrokesAreChecked) {
  Table t(race_on_g1(2));
  t.play_as(0, "3");
  t.play_as(1, "5");
  std::string before = everything(t, kSpectator);
  expect_error([&] { t.play_as(0, "e5h2"); }, "cannot reach");
  expect_error([&] { t.play_as(0, "b5b3"); }, "may not capture");
  expect_error([&] { t.play_as(1, "e5g6"); }, "Golfer 1 demonstrates now");
  expect_error([&] { t.play_as(0, "2"); }, "you are demonstrating");
  EXPECT_EQ(everything(t, kSpectator), before);
  EXPECT_EQ(t.view(0)["legal"].back()["label"], "Give up the demonstration");
  EXPECT_FALSE(t.view(1).contains("legal"));
}

// Rules 13 and 14, decision 10: a success keeps every count as its score, and the golfers who said
// impossible score the largest count revealed plus one; the pieces stay where they ended and the
// captured king goes back. The deck passes left (2024: Golfer 2 deals hole 2).
TEST(Race, ASuccessScoresTheCountsAndZerosScoreTheLargestPlusOne) {
  Table t(race_on_g1(3, 2), catalog::ChanceSeed{4});
  t.play_as(0, "3");
  t.play_as(1, "5");
  t.play_as(2, "0");
  for (const char* m : {"e5g6", "g6h5", "h5h2"}) t.play_as(0, m);
  const auto& r = state(t).race;
  EXPECT_EQ(r.sheet[0][0], 3);
  EXPECT_EQ(r.sheet[0][1], 5);
  EXPECT_EQ(r.sheet[0][2], 6);
  EXPECT_EQ(r.dealer, 0) << "passed left from Golfer 3";
  EXPECT_EQ(state(t).hole_index, 1);
  EXPECT_EQ(state(t).phase, Phase::kCount) << "the next hole's cards are dealt";
  EXPECT_EQ(state(t).hole.at[parse_square("h2")], piece_of_letter('b')) << "the pieces stay";
  EXPECT_EQ(state(t).hole.piece_count(), 16) << "the king is back on the board";
  EXPECT_EQ(t.view(1)["tables"][1]["cells"][2][0], "6") << "on the score sheet";
}

// Rule 16, edition nov2024: the successful demonstrator deals next.
TEST(Race, Nov2024TheDemonstratorDealsNext) {
  for (Edition e : {Edition::k2024, Edition::kNov2024}) {
    Table t(race_on_g1(3, 0, 2, 60, TimerStart::kFirst, e), catalog::ChanceSeed{4});
    t.play_as(0, "5");
    t.play_as(1, "0");
    t.play_as(2, "3");
    for (const char* m : {"e5g6", "g6h5", "h5h2"}) t.play_as(2, m);
    EXPECT_EQ(state(t).race.dealer, e == Edition::k2024 ? 1 : 2) << edition_name(e);
  }
}

// Rule 14 and decisions 8 and 9: a failed demonstration (given up, or out of strokes) scores the
// largest count revealed plus one; the board goes back as dealt and the next lowest demonstrates.
TEST(Race, AFailedDemonstrationResetsTheBoardAndScoresTheLargestPlusOne) {
  Table t(race_on_g1(3, 2), catalog::ChanceSeed{4});
  t.play_as(0, "1");
  t.play_as(1, "4");
  t.play_as(2, "2");
  ASSERT_EQ(state(t).race.demonstrator, 0);
  // One stroke, not a capture: the count is spent, and the demonstration fails by itself.
  t.play_as(0, "e5g6");
  EXPECT_EQ(state(t).hole, state(t).race.start) << "the board is back as dealt";
  EXPECT_EQ(state(t).race.demonstrator, 2) << "the next lowest";
  EXPECT_EQ(state(t).strokes, 0);
  // The demonstrator says it failed.
  t.play_as(2, "e5g6");
  t.play_as(2, "give-up");
  EXPECT_EQ(state(t).race.demonstrator, 1);
  EXPECT_EQ(state(t).hole, state(t).race.start);
  for (const char* m : {"e5g6", "g6h5", "h5h2"}) t.play_as(1, m);
  const auto& r = state(t).race;
  EXPECT_EQ(r.sheet[0][0], 5) << "failed: the largest count (4) plus one";
  EXPECT_EQ(r.sheet[0][2], 5);
  EXPECT_EQ(r.sheet[0][1], 4) << "the success keeps its count, though it took 3";
  EXPECT_EQ(r.dealer, 0) << "2024: the deck passes left from Golfer 3";
}

// Decision 11: when every demonstration fails, the golfers who said impossible were right and keep
// their 0; the deal passes to the left.
TEST(Race, WhenEveryDemonstrationFailsTheZerosKeepTheirZero) {
  Table t(race_on_g1(2, 0), catalog::ChanceSeed{5});
  t.play_as(0, "2");
  t.play_as(1, "impossible");
  t.play_as(0, "e5g6");
  t.play_as(0, "g6h5");  // two strokes, no capture: failed
  const auto& r = state(t).race;
  EXPECT_EQ(r.sheet[0][0], 3);
  EXPECT_EQ(r.sheet[0][1], 0);
  EXPECT_EQ(r.dealer, 1);
  EXPECT_EQ(state(t).hole_index, 1);
  EXPECT_EQ(state(t).hole.piece_count(), 16);
  std::string last;
  nlohmann::json view = t.view(0);
  for (const auto& i : view["info"])
    if (i["label"] == "Last hole") last = i["text"];
  EXPECT_EQ(last, "") << "a new hole is being counted";
}

// Decision 13: everyone says impossible: everyone scores 0; the same dealer deals the next hole
// (Nov 2024), or the deck passes left as after every hole (2024).
TEST(Race, EveryoneZeroScoresZeroAndTheDealerDealsAgain) {
  Table t(nov2024_on_g1(3, 1), catalog::ChanceSeed{6});
  for (Seat k : {2, 0, 1}) t.play_as(k, "0");
  const auto& r = state(t).race;
  for (Seat k : {0, 1, 2}) EXPECT_EQ(r.sheet[0][k], 0);
  EXPECT_EQ(r.dealer, 1);
  Table booklet(race_on_g1(3, 1), catalog::ChanceSeed{6});
  for (Seat k : {2, 0, 1}) booklet.play_as(k, "0");
  EXPECT_EQ(state(booklet).race.dealer, 2);
  EXPECT_EQ(state(t).hole_index, 1);
  EXPECT_EQ(state(t).hole.card_count, 2);
}

// Decision 19: a lone golfer's "impossible" waits for the referee's verdict (its solver's optimum,
// src/catalog/entries/golf.cpp): an optimum scores one more, as a failed count; none keeps the 0.
// The verdict is a logged step, so a log replays without the solver.
TEST(Race, ALoneGolfersImpossibleTakesTheVerdict) {
  for (auto [verdict, score] : {std::pair{"verdict 3", 4}, std::pair{"verdict none", 0}}) {
    Table t(race_on_g1(1));
    t.play_as(0, "0");
    EXPECT_EQ(state(t).phase, Phase::kVerdict);
    EXPECT_EQ(t.to_move(), kChance);
    EXPECT_EQ(t.acting(), 0) << "nobody acts: the referee";
    t.play(verdict);
    EXPECT_EQ(state(t).race.sheet[0][0], score) << verdict;
    EXPECT_EQ(state(t).hole_index, 1);
  }
  Table counted(race_on_g1(1));
  counted.play_as(0, "3");
  EXPECT_EQ(state(counted).phase, Phase::kDemo) << "a count demonstrates as usual";
  expect_error([&] { counted.play("verdict 3"); }, "not now");
}

// Rule 15 (Nov 2024): once every golfer gives the same count, later holes turn three cards (the
// 2024 booklet's dealer chooses instead: race_cards_test.cpp).
TEST(Race, AgreedCountsTurnThreeCardsWhenRising) {
  Golf::State s = nov2024_on_g1(2);
  s.card_rule = CardRule::kRising;
  Table t(s, catalog::ChanceSeed{8});
  t.play_as(0, "3");
  t.play_as(1, "3");
  for (const char* m : {"e5g6", "g6h5", "h5h2"}) t.play_as(state(t).race.demonstrator, m);
  EXPECT_EQ(state(t).hole.card_count, 3);
}

// Decision 14: each demonstration stroke has the timer too; running out fails the demonstration.
TEST(Race, ADemonstrationThatRunsOutOfTimeFails) {
  Table t(race_on_g1(2), catalog::ChanceSeed{9});
  t.play_as(0, "3");
  t.play_as(1, "4");
  auto first = t.deadline();
  ASSERT_TRUE(first);
  EXPECT_EQ(first->what, "the demonstration fails");
  t.play_as(0, "e5g6");
  ASSERT_TRUE(t.deadline());
  EXPECT_NE(t.deadline()->phase, first->phase) << "a new stroke, a new time";
  EXPECT_EQ(t.play(t.deadline()->move), "time: Golfer 1's demonstration fails");
  EXPECT_EQ(state(t).race.demonstrator, 1);
  EXPECT_EQ(state(t).hole, state(t).race.start);
}

// Rule 17: after the last hole the lowest total wins; equal lowest totals share the win.
TEST(Race, TheLowestTotalWinsAndTiesShare) {
  auto finish = [](const std::string& sheet) {
    std::string text = "race " + kG1 + " Kb count 3/3 0 0 - - 2 pairs 3:0 - -,-,- - - 60/first " +
                       kG1 + " Kb " + sheet + " 2024:Kb";
    Table t(Golf::parse_position(text));
    for (Seat k : {0, 1, 2}) t.play_as(k, "0");
    return t.outcome();
  };
  Outcome o = finish("3,4,5/6,4,3");
  ASSERT_TRUE(o.over());
  EXPECT_EQ(o.winners, seat_bit(1) | seat_bit(2)) << "8, 8 and 9";
  EXPECT_EQ(o.score[0], 9);
  EXPECT_EQ(o.score[1], 8);
  EXPECT_EQ(o.result(0), SeatResult::kLoss);
  o = finish("3,4,5/2,4,4");
  EXPECT_EQ(o.winners, seat_bit(0));
  EXPECT_EQ(o.reason, "fewest strokes");
}

// Rules 11 to 17 over a whole race: nine holes, everyone's score on the sheet, the totals.
TEST(Race, NineHolesFillTheSheet) {
  Table t(Golf::dealt_race(2, 9, CardRule::kRising, Special::kPairs, 60, TimerStart::kFirst),
          catalog::ChanceSeed{12});
  for (int hole = 0; hole < 9; ++hole) {
    ASSERT_EQ(state(t).phase, Phase::kCount) << hole;
    ASSERT_EQ(state(t).hole_index, hole);
    t.play_as(0, hole % 2 ? "0" : "2");
    t.play_as(1, "1");
    while (state(t).phase == Phase::kDemo) t.play_as(state(t).race.demonstrator, "give-up");
  }
  ASSERT_TRUE(t.outcome().over());
  nlohmann::json sheet = t.view(kSpectator)["tables"][1];
  EXPECT_EQ(sheet["cols"].size(), 10u);
  for (int h = 0; h < 9; ++h) {
    // Both fail: the 1 first, then the 2 (even holes); odd holes, the 0 keeps its 0.
    EXPECT_EQ(state(t).race.sheet[h][1], h % 2 ? 2 : 3);
    EXPECT_EQ(state(t).race.sheet[h][0], h % 2 ? 0 : 3);
  }
  EXPECT_EQ(t.outcome().score[0], 15);
  EXPECT_EQ(t.outcome().score[1], 23);
  EXPECT_EQ(sheet["cells"][0][9], "15");
  EXPECT_EQ(t.outcome().winners, seat_bit(0));
}

TEST(Race, PositionsAndObservationsRoundTrip) {
  Table t(race_on_g1(3, 1));
  t.play_as(2, "4");
  const Golf::State& s = state(t);
  EXPECT_EQ(Golf::parse_position(Golf::position_text(s)), s);
  Golf::Observation o = Golf::observe(s, 1);
  EXPECT_EQ(o.seen.race.count[2], kHiddenCount);
  EXPECT_EQ(Golf::parse_observation(Golf::observation_text(o)), o);
  Rng rng(3);
  for (int i = 0; i < 20; ++i) EXPECT_EQ(Golf::observe(Golf::sample(o, rng), 1), o);
  expect_error([] { Golf::parse_position("race " + kG1); }, "21 fields");
  expect_error([&] { Golf::parse_position(Golf::position_text(s) + " x"); }, "21 fields");
  std::string text = Golf::position_text(s);
  ASSERT_EQ(text.substr(text.size() - 7), " 2024:-");
  Golf::State used = Golf::parse_position(text.substr(0, text.size() - 6) + "2024:KbNN");
  EXPECT_EQ(used.race.used[piece_of_letter('N')], 2);
  EXPECT_EQ(Golf::parse_position(Golf::position_text(used)), used);
  Golf::State nov = Golf::parse_position(text.substr(0, text.size() - 6) + "nov2024");
  EXPECT_EQ(nov.race.edition, Edition::kNov2024);
  EXPECT_EQ(Golf::parse_position(Golf::position_text(nov)), nov);
  std::string head = text.substr(0, text.size() - 6);
  expect_error([&] { Golf::parse_position(head + "2025:-"); }, "edition is 2024");
  expect_error([&] { Golf::parse_position(head + "2024"); }, "2024:USED");
  expect_error([&] { Golf::parse_position(head + "2024:KK"); }, "more white king cards");
  expect_error([&] { Golf::parse_position(head + "nov2024:K"); }, "no used cards");
}

// Decision 18, the deck: the 2024 race deals the cards of hole after hole from one deck, and
// shuffles the discards into a new one only when it is out of cards; nov2024 reshuffles the whole
// deck before every hole.
std::vector<std::vector<Piece>> cards_of_holes(Edition e, int cards, std::uint64_t seed) {
  Table t(Golf::dealt_race(2, 9, cards == 3 ? CardRule::kThree : CardRule::kTwo, Special::kPairs,
                           60, TimerStart::kFirst, e),
          catalog::ChanceSeed{seed});
  std::vector<std::vector<Piece>> out;
  while (!t.outcome().over()) {
    const Hole& h = state(t).hole;
    out.emplace_back(h.cards.begin(), h.cards.begin() + h.card_count);
    t.play_as(0, "0");
    t.play_as(1, "0");  // everyone impossible: the next hole at once
  }
  return out;
}

std::array<int, 16> tally(const std::vector<std::vector<Piece>>& holes, std::size_t n) {
  std::array<int, 16> out{};
  for (std::size_t i = 0; i < n; ++i)
    for (Piece p : holes[i]) ++out[p];
  return out;
}

TEST(Race, The2024DeckRunsOutBeforeItIsReshuffled) {
  std::array<int, 16> whole{};
  for (int t = chess::kKnight; t <= chess::kKing; ++t)
    for (chess::Color c : {chess::kWhite, chess::kBlack})
      whole[chess::make_piece(c, chess::PieceType(t))] = kSetCount[t];
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    auto two = cards_of_holes(Edition::k2024, 2, seed);
    ASSERT_EQ(two.size(), 9u);
    EXPECT_EQ(tally(two, 8), whole)
        << "eight holes of two cards turn the whole deck, seed " << seed;
    auto three = cards_of_holes(Edition::k2024, 3, seed);
    std::array<int, 16> five = tally(three, 5);
    Piece left = chess::kNoPiece;
    int missing = 0;
    for (int p = 0; p < 16; ++p)
      if (five[p] < whole[p]) left = Piece(p), missing += whole[p] - five[p];
    EXPECT_EQ(missing, 1) << "five holes of three leave one card, seed " << seed;
    EXPECT_NE(std::find(three[5].begin(), three[5].end(), left), three[5].end())
        << "the sixth hole turns the last card, then the reshuffled discards";
  }
  // A fresh deck every hole: some card comes again before the deck would have run out.
  bool repeated = false;
  for (std::uint64_t seed = 1; seed <= 5 && !repeated; ++seed) {
    auto nov = cards_of_holes(Edition::kNov2024, 2, seed);
    for (int p = 0; p < 16; ++p) repeated = repeated || tally(nov, 8)[p] > kSetCount[p & 7];
  }
  EXPECT_TRUE(repeated) << "nov2024 reshuffles before every hole";
}

// The conformance harness with 1 to 8 golfers: counts hidden from every other golfer, each golfer
// given only its own counts, timeouts played now and then.
TEST(Race, ConformsWithOneToEightGolfers) {
  for (int seats = 1; seats <= 8; ++seats)
    menagerie::harness::expect_conforms<Golf>(
        Golf::dealt_race(seats, 2, CardRule::kRising, Special::kPairs, 60, TimerStart::kFirst),
        {.playouts = 2, .max_plies = 120, .seed = std::uint64_t(seats)});
}

}  // namespace
}  // namespace menagerie::golf
