// The catalog face of a game, through Chess960: options, errors that change nothing, resign, undo,
// views and records.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "support/error_of.hpp"

namespace menagerie::catalog {
namespace {

using ::testing::HasSubstr;

using menagerie::harness::error_of;

const Variant& chess960() { return find("chess960"); }

TEST(Catalog, ListsChess960AndRejectsUnknownIds) {
  EXPECT_EQ(variants().front()->id(), "chess960");
  EXPECT_THAT(error_of([] { find("chess961"); }),
              HasSubstr("unknown variant 'chess961' (known: chess960"));
}

// Standard chess, asked for by its number (no options: a random start, default_start_test.cpp).
const json kStandard = {{"sp", 518}};

TEST(Options, NumberChoosesTheStart) {
  auto t = chess960().create(kStandard);
  EXPECT_EQ(t->position(kSpectator), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
  EXPECT_EQ(chess960().create({{"sp", 0}})->position(kSpectator),
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
}

TEST(Options, SeededStartsRepeat) {
  for (const char* method : {"random", "cards"}) {
    auto a = chess960().create({{"start", method}, {"seed", 99}});
    auto b = chess960().create({{"start", method}, {"seed", 99}});
    EXPECT_EQ(a->position(kSpectator), b->position(kSpectator)) << method;
  }
}

TEST(Options, BadOptionsAreNamed) {
  EXPECT_THAT(error_of([] {
                chess960().create({{"colour", 1}});
              }),
              HasSubstr("unknown option 'colour'"));
  EXPECT_THAT(error_of([] {
                chess960().create({{"sp", "x"}});
              }),
              HasSubstr("'sp' must be a whole number"));
  EXPECT_THAT(error_of([] {
                chess960().create({{"sp", 960}});
              }),
              HasSubstr("'sp' must be from 0 to 959"));
  EXPECT_THAT(error_of([] {
                chess960().create({{"start", "dice"}});
              }),
              HasSubstr("'start' must be one of: random, number, cards"));
  EXPECT_THAT(error_of([] {
                chess960().create({{"fen", 3}});
              }),
              HasSubstr("'fen' must be a string"));
  EXPECT_THAT(error_of([] { chess960().create({{"fen", "8/8 w"}}); }), HasSubstr("bad FEN"));
  EXPECT_THAT(error_of([] {
                chess960().create({{"fen", "x"}, {"sp", 3}});
              }),
              HasSubstr("only one of"));
  EXPECT_THAT(error_of([] {
                chess960().create({{"start", "random"}, {"sp", 3}});
              }),
              HasSubstr("'sp' goes with start=number"));
  EXPECT_THAT(error_of([] {
                chess960().create({{"start", "number"}});
              }),
              HasSubstr("'start=number' needs 'sp'"));
  EXPECT_THAT(error_of([] { chess960().create(json::array()); }),
              HasSubstr("must be a JSON object"));
}

TEST(Table, IllegalMovesChangeNothing) {
  auto t = chess960().create(kStandard);
  t->play("e4");
  std::string before = t->position(kSpectator);
  for (const char* bad : {"e4", "Ke2x", "e7e4", "", "O-O"})
    EXPECT_THROW(t->play(bad), InputError) << bad;
  EXPECT_EQ(t->position(kSpectator), before);
  EXPECT_EQ(t->history(kSpectator), std::vector<std::string>{"e4"});
}

TEST(Table, PlaysUndoesAndRecords) {
  auto t = chess960().create(kStandard);
  EXPECT_EQ(t->play("e2e4"), "e4");
  EXPECT_EQ(t->play("e5"), "e5");
  EXPECT_EQ(t->to_move(), 0);
  EXPECT_TRUE(t->undo());
  EXPECT_EQ(t->to_move(), 1);
  EXPECT_EQ(t->legal_moves().size(), 20u);
  EXPECT_THAT(t->record(kSpectator), HasSubstr("1. e4 *"));
}

TEST(Table, FoolsMateEndsTheGame) {
  auto t = chess960().create(kStandard);
  for (const char* m : {"f3", "e5", "g4", "Qh4#"}) t->play(m);
  EXPECT_EQ(t->outcome(), Outcome::win(1, "checkmate"));
  EXPECT_TRUE(t->legal_moves().empty());
  EXPECT_THAT(error_of([&] { t->play("a3"); }), HasSubstr("the game is over (checkmate)"));
  EXPECT_THAT(t->record(kSpectator), HasSubstr("[Result \"0-1\"]"));
  EXPECT_THAT(t->record(kSpectator), HasSubstr("[Termination \"checkmate\"]"));
  auto v = t->view(0);
  EXPECT_EQ(v["result"], "win");
  EXPECT_EQ(v["winner"], 1);
}

TEST(Table, ResignationEndsAndUndoTakesItBack) {
  auto t = chess960().create(kStandard);
  t->play("d4");
  t->resign(1);
  EXPECT_EQ(t->outcome(), Outcome::win(0, "resignation"));
  EXPECT_THROW(t->resign(0), InputError);
  EXPECT_TRUE(t->undo());
  EXPECT_FALSE(t->outcome().over());
}

TEST(Table, AConcludedResultReachesTheRecordAndUndoTakesItBack) {
  auto t = chess960().create(kStandard);
  t->play("e4");
  // Refused results change nothing.
  EXPECT_THAT(error_of([&] { t->conclude(Outcome::ongoing()); }), HasSubstr("needs a result"));
  EXPECT_THAT(error_of([&] { t->conclude(Outcome::win(2, "time")); }), HasSubstr("no such seat"));
  EXPECT_FALSE(t->outcome().over());
  t->conclude(Outcome::win(1, "time"));
  EXPECT_EQ(t->outcome(), Outcome::win(1, "time"));
  EXPECT_THAT(t->record(kSpectator), HasSubstr("[Result \"0-1\"]"));
  EXPECT_THAT(error_of([&] { t->conclude(Outcome::draw("agreement")); }),
              HasSubstr("already over"));
  EXPECT_THAT(error_of([&] { t->play("e5"); }), HasSubstr("the game is over (time)"));
  EXPECT_TRUE(t->undo());
  t->conclude(Outcome::draw("agreement"));
  EXPECT_THAT(t->record(kSpectator), HasSubstr("[Result \"1/2-1/2\"]"));
  EXPECT_EQ(t->view(0)["result"], "draw");
}

TEST(Table, ViewsShowLegalMovesOnlyToTheSeatToMove) {
  auto t = chess960().create(kStandard);
  auto white = t->view(0), black = t->view(1), spectator = t->view(kNoSeat);
  EXPECT_EQ(white["legal"].size(), 20u);
  EXPECT_FALSE(black.contains("legal"));
  EXPECT_FALSE(spectator.contains("legal"));
  EXPECT_EQ(white["board"]["width"], 8);
  EXPECT_EQ(white["pieces"].size(), 32u);
}

TEST(Table, PgnImportContinuesTheGame) {
  auto t = chess960().create({{"pgn", "1. e4 e5 2. Nf3 *"}});
  EXPECT_EQ(t->history(kSpectator), (std::vector<std::string>{"e4", "e5", "Nf3"}));
  EXPECT_EQ(t->to_move(), 1);
}

}  // namespace
}  // namespace menagerie::catalog
