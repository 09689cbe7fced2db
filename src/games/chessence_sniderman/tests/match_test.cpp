// The match (match.hpp): who chooses what and when, used objects, made-up objects, scores, the end,
// the view, and random matches played to the end.
#include <bit>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "catalog/table.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "games/chessence_sniderman/match.hpp"
#include "games/chessence_sniderman/objects.hpp"
#include "support/error_of.hpp"
#include "support/view_schema.hpp"

namespace menagerie::chessence_sniderman {
namespace {

using nlohmann::json;
using MatchTable = catalog::GameTable<Match>;

using menagerie::harness::expect_error;

// A board without a capture: every round is decided as soon as the sides are chosen. Two pieces
// remain, one White: object 5 (odd number of pieces) fails, object 6 (odd number of White) holds.
State no_capture_board() { return ChessenceSniderman::parse_position("K..k/..../..../.... 0"); }

const Match::State& state(const MatchTable& t) { return t.game_record().state(); }

TEST(Match, FirstNamesTheObjectThenSecondChoosesASideThenTheRoundIsPlayed) {
  MatchTable t(Match::start(3), catalog::ChanceSeed{7});
  EXPECT_EQ(state(t).phase, Phase::kObject);
  EXPECT_EQ(t.to_move(), kFirstSeat);
  auto legal = t.legal_moves();
  ASSERT_EQ(legal.size(), 14u);  // every built-in
  EXPECT_EQ(legal.front(), "object 1");
  EXPECT_EQ(legal.back(), "object p4");
  // The board of round 1 was set up by the referee's chance steps before the object is chosen:
  // sixteen placements, a full set of each colour, logged as moves but not in the history.
  EXPECT_EQ(t.game_record().ply(), 16u);
  EXPECT_EQ(std::popcount(unsigned(state(t).round.colour[kWhite])), 8);
  EXPECT_EQ(std::popcount(unsigned(state(t).round.colour[kBlack])), 8);
  EXPECT_TRUE(t.history(kSpectator).empty());
  EXPECT_FALSE(t.undo()) << "the deal before the first move stays";
  EXPECT_FALSE(t.view(kFirstSeat).contains("last_move")) << "a set-up square is not a move played";

  EXPECT_EQ(t.play("object 5"), "object 5");
  EXPECT_EQ(state(t).phase, Phase::kSide);
  EXPECT_EQ(t.to_move(), kSecondSeat);
  EXPECT_EQ(t.legal_moves(), (std::vector<std::string>{"side odd", "side even"}));
  expect_error([&] { t.play("b2c3"); }, "Second chooses a side for round 1");

  EXPECT_EQ(t.play("even"), "side even");  // "side" may be left out
  EXPECT_EQ(state(t).phase, Phase::kPlay);
  EXPECT_EQ(state(t).odd_seat, kFirstSeat);  // Second took EVEN
  EXPECT_EQ(t.to_move(), kFirstSeat);        // ODD makes move 1
  t.play(t.legal_moves().front());
  EXPECT_EQ(t.to_move(), kSecondSeat);  // EVEN makes move 2
}

TEST(Match, TheLoserOfARoundNamesTheNextObjectAndAUsedOneIsRefused) {
  State board = no_capture_board();
  MatchTable t(Match::start(5, &board));
  t.play("object 5");
  t.play("side even");  // Second holds EVEN; object 5 fails: EVEN wins
  const auto& s = state(t);
  EXPECT_EQ(s.wins[kSecondSeat], 1);
  EXPECT_EQ(s.winners[0], kSecondSeat);
  EXPECT_EQ(s.round_index, 1);
  EXPECT_EQ(s.phase, Phase::kObject);
  EXPECT_EQ(t.to_move(), kFirstSeat);  // the loser chooses

  auto legal = t.legal_moves();
  EXPECT_EQ(legal.size(), 13u);
  EXPECT_EQ(std::count(legal.begin(), legal.end(), "object 5"), 0);
  std::string before = t.position(kSpectator);
  expect_error([&] { t.play("object 5"); }, "object 5 decided round 1 already");
  // The same object written out in the language is the same object.
  expect_error([&] { t.play("object ODD wins if odd( pieces )"); }, "decided round 1 already");
  EXPECT_EQ(t.position(kSpectator), before);
  EXPECT_EQ(t.history(kSpectator).size(), 2u);

  t.play("object 6");
  EXPECT_EQ(t.to_move(), kSecondSeat);
  t.play("side even");  // object 6 holds: ODD (First) wins
  EXPECT_EQ(state(t).wins[kFirstSeat], 1);
  EXPECT_EQ(t.to_move(), kSecondSeat);  // Second lost round 2
}

TEST(Match, MadeUpObjectsAreMovesAndTheirFaultsChangeNothing) {
  State board = no_capture_board();
  MatchTable t(Match::start(3, &board));
  std::string before = t.position(kSpectator);
  expect_error([&] { t.play("object odd wins if last.colour == whit"); },
               "First names the object of round 1");
  expect_error([&] { t.play("object odd wins if last.colour == whit"); }, "unknown word 'whit'");
  expect_error([&] { t.play("object odd wins if last.colour == whit"); }, "column");
  expect_error([&] { t.play("object"); }, "object 1..10, p1..p4");
  expect_error([&] { t.play("object 11"); }, "object");
  EXPECT_EQ(t.position(kSpectator), before);
  EXPECT_TRUE(t.history(kSpectator).empty());
  EXPECT_EQ(state(t).phase, Phase::kObject);

  EXPECT_EQ(t.play("object even wins if pieces(black) == 1"),
            "object even wins if pieces(black) == 1");
  EXPECT_EQ(object_by_id(state(t).round.object).text(), "even wins if pieces(black) == 1");
  t.play("side odd");  // Second holds ODD; the condition holds: EVEN (First) wins
  EXPECT_EQ(state(t).winners[0], kFirstSeat);
  // Made up once, used up: the same text again is refused.
  expect_error([&] { t.play("object even wins if pieces(black)==1"); }, "decided round 1 already");
}

TEST(Match, TheObjectChooserIsOfferedAFieldForAMadeUpObject) {
  State board = no_capture_board();
  MatchTable t(Match::start(3, &board));
  json v = t.view(kFirstSeat);
  ASSERT_TRUE(v.contains("forms")) << v.dump();
  ASSERT_EQ(v["forms"].size(), 1u);
  EXPECT_EQ(v["forms"][0]["kind"], "text");
  EXPECT_EQ(v["forms"][0]["move"], "object {}");
  EXPECT_EQ(menagerie::harness::view_schema_text(v), "");
  // Only to the seat that names it, and only while an object is named.
  EXPECT_FALSE(t.view(kSecondSeat).contains("forms"));
  EXPECT_FALSE(t.view(kNoSeat).contains("forms"));
  t.play("object 5");
  EXPECT_FALSE(t.view(t.to_move()).contains("forms"));
}

TEST(Match, EndsWhenOnePlayerHasWonMoreThanHalfTheRounds) {
  State board = no_capture_board();
  MatchTable t(Match::start(5, &board));
  t.play("object 5");
  t.play("side even");  // Second 1-0
  t.play("object 6");
  t.play("side even");  // First holds ODD and object 6 holds: 1-1
  EXPECT_FALSE(t.outcome().over());
  EXPECT_EQ(t.to_move(), kSecondSeat);
  t.play("object 1");   // no capture at all: "last" does not exist, the condition fails
  t.play("side even");  // First holds EVEN and wins: First 2-1
  EXPECT_FALSE(t.outcome().over());  // 2 of 5 is not more than half
  t.play("object 2");
  t.play("side odd");  // First holds ODD, object 2 fails: Second 2-2
  EXPECT_EQ(state(t).wins[0], 2);
  EXPECT_EQ(state(t).wins[1], 2);
  t.play("object 3");  // First lost round 4; no capture: the condition fails
  t.play("side odd");  // Second holds ODD, so First holds EVEN and wins: First 3-2
  Outcome o = t.outcome();
  ASSERT_TRUE(o.over());
  EXPECT_EQ(o.winner, kFirstSeat);
  EXPECT_EQ(o.reason, "won more than half the rounds");
  EXPECT_TRUE(t.legal_moves().empty());
  expect_error([&] { t.play("object 4"); }, "over");

  json record = json::parse(t.record(kSpectator));
  EXPECT_EQ(record["rounds"], 5);
  EXPECT_EQ(record["score"], (json{3, 2}));
  EXPECT_EQ(record["winner"], "First");
  ASSERT_EQ(record["round_results"].size(), 5u);
  EXPECT_EQ(record["round_results"][0]["object"], "5");
  EXPECT_EQ(record["round_results"][0]["odd"], "First");
  EXPECT_EQ(record["round_results"][0]["winner"], "Second");
  EXPECT_EQ(record["moves"].size(), 10u);

  // Undo walks back through the finished rounds.
  EXPECT_TRUE(t.undo());
  EXPECT_FALSE(t.outcome().over());
  EXPECT_EQ(state(t).phase, Phase::kSide);
}

TEST(Match, AMatchOfThreeEndsAfterTwoWins) {
  State board = no_capture_board();
  MatchTable t(Match::start(3, &board));
  t.play("object 5");
  t.play("side even");  // Second
  t.play("object 6");
  t.play("side odd");  // Second holds ODD, object 6 holds: Second 2-0
  ASSERT_TRUE(t.outcome().over());
  EXPECT_EQ(t.outcome().winner, kSecondSeat);
}

TEST(Match, OnlyAnOddNumberOfRoundsFromThreeToFifteen) {
  expect_error([] { Match::start(4); }, "odd number of rounds from 3 to 15, not 4");
  expect_error([] { Match::start(1); }, "not 1");
  expect_error([] { Match::start(17); }, "not 17");
  EXPECT_EQ(Match::start(15).rounds, 15);
}

TEST(Match, TheViewKeepsTheContractInEveryPhase) {
  MatchTable t(Match::start(3), catalog::ChanceSeed{11});
  for (int step = 0; step < 2; ++step) {
    json v = t.view(t.to_move());
    EXPECT_EQ(menagerie::harness::view_schema_text(v), "");
    EXPECT_EQ(v["seats"], (json{{{"name", "First"}, {"color", "blue"}},
                                {{"name", "Second"}, {"color", "green"}}}));
    for (const auto& m : v["legal"]) {
      EXPECT_FALSE(m.contains("from"));
      EXPECT_FALSE(m.contains("to"));
      EXPECT_TRUE(m.contains("label"));
    }
    if (step == 0) {
      EXPECT_EQ(v["legal"][9]["text"], "object 10");
      EXPECT_EQ(v["legal"][9]["label"],
                "Object 10: ODD wins if the last piece captured outranks the second-to-last (K > "
                "Q > R > B > N)");
      EXPECT_EQ(v["info"][1]["text"], "First names the object (an unused one, or a made-up one)");
      t.play("object 10");
    } else {
      EXPECT_EQ(v["legal"][0]["label"], "Play ODD");
      EXPECT_EQ(v["legal"][1]["label"], "Play EVEN");
      EXPECT_EQ(v["info"][1]["text"], "Second chooses ODD or EVEN");
      t.play("side odd");
    }
  }
  json v = t.view(t.to_move());
  EXPECT_EQ(menagerie::harness::view_schema_text(v), "");
  EXPECT_EQ(v["to_move"], kSecondSeat);  // Second holds ODD
  EXPECT_TRUE(v["legal"][0].contains("from"));
  EXPECT_TRUE(v["legal"][0].contains("to"));
  EXPECT_FALSE(v["legal"][0].contains("label"));
  std::set<std::string> labels;
  for (const auto& i : v["info"]) labels.insert(i["label"].get<std::string>());
  EXPECT_TRUE(labels.count("Sides"));
  EXPECT_TRUE(labels.count("Object"));
  for (const auto& i : v["info"]) {
    if (i["label"] == "Sides") {
      EXPECT_EQ(i["text"], "Second plays ODD, First plays EVEN");
    }
    // Under its label, the object in words without "Object" said twice.
    if (i["label"] == "Object") {
      EXPECT_EQ(i["text"],
                "10: ODD wins if the last piece captured outranks the second-to-last (K > Q > R "
                "> B > N)");
    }
  }
  EXPECT_EQ(t.view(kNoSeat).count("legal"), 0u);
  EXPECT_EQ(menagerie::harness::view_schema_text(t.view(kNoSeat)), "");
}

TEST(Match, RandomMatchesEndProperly) {
  Rng rng(2026);
  for (int game = 0; game < 25; ++game) {
    int rounds = 3 + 2 * static_cast<int>(rng.below(3));
    MatchTable t(Match::start(rounds), catalog::ChanceSeed{rng.next()});
    int moves = 0;
    while (!t.outcome().over()) {
      auto legal = t.legal_moves();
      ASSERT_FALSE(legal.empty());
      t.play(legal[rng.below(legal.size())]);
      ASSERT_LE(++moves, rounds * (2 + kMaxRoundMoves));
      if (moves % 7 == 0) {
        ASSERT_EQ(menagerie::harness::view_schema_text(t.view(t.to_move())), "");
      }
    }
    const auto& s = state(t);
    Seat w = t.outcome().winner;
    EXPECT_GT(2 * s.wins[w], rounds);
    EXPECT_LE(2 * s.wins[1 - w], rounds);
    int played = s.wins[0] + s.wins[1];
    EXPECT_EQ(played, s.round_index + 1);
    std::set<ObjectId> objects(s.objects.begin(), s.objects.begin() + played);
    EXPECT_EQ(objects.size(), static_cast<std::size_t>(played));  // none used twice
    EXPECT_EQ(menagerie::harness::view_schema_text(t.view(kNoSeat)), "");
    json record = json::parse(t.record(kSpectator));
    EXPECT_EQ(record["round_results"].size(), static_cast<std::size_t>(played));
    // The record replays exactly without the seed: the set-ups are in its move log.
    std::vector<std::string> texts;
    {
      Match::State r = t.game_record().start();
      for (const auto& m : t.game_record().moves()) {
        texts.push_back(Match::move_text(r, m));
        Match::play(r, m);
      }
    }
    MatchTable replay(Match::start(rounds));  // no seed: chance steps are taken from the log
    for (const auto& text : texts) replay.play(text);
    EXPECT_EQ(Match::hash(replay.game_record().state()), Match::hash(s));
    // The same record, less the seed only a table that drew the chance steps can name.
    ASSERT_TRUE(record.contains("seed")) << "a finished match's record names its seed";
    record.erase("seed");
    EXPECT_EQ(json::parse(replay.record(kSpectator)), record);
  }
}

}  // namespace
}  // namespace menagerie::chessence_sniderman
