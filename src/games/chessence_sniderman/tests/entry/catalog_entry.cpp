#include <gtest/gtest.h>

#include <string>

#include "catalog/solver.hpp"
#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "support/error_of.hpp"

namespace menagerie::catalog {
namespace {

const Variant& variant() { return find("chessence-sniderman"); }

using menagerie::harness::expect_error;

TEST(Entry, CreatesFromAPositionOrASeed) {
  auto t = variant().create({{"position", "..../..../.q../KR.. 0"}, {"object", "5"}});
  EXPECT_EQ(t->position(kSpectator), "..../..../.q../KR.. 0");
  EXPECT_EQ(t->legal_moves(), (std::vector<std::string>{"a1b2", "b1b2", "b2a1", "b2b1"}));
  EXPECT_EQ(t->play("qb2xb1"), "qb2xb1");
  EXPECT_EQ(t->play("a1b1"), "Ka1xb1");
  Outcome o = t->outcome();
  ASSERT_TRUE(o.over());
  EXPECT_EQ(o.winner, 0);  // one piece left: odd, ODD wins object 5
  auto a = variant().create({{"seed", 42}}), b = variant().create({{"seed", 42}});
  EXPECT_EQ(a->position(kSpectator), b->position(kSpectator));
  auto numbered = variant().create({{"position", "K..k/..../..../.... 0"}, {"object", 6}});
  EXPECT_EQ(numbered->outcome().winner, 0);  // object 6: one White piece left, odd: ODD
  auto fen = variant().create({{"fen", "K..k/..../..../.... 0"}});
  EXPECT_TRUE(fen->outcome().over());
}

TEST(Entry, TheObjectOptionOffersTheBuiltInsInWords) {
  json d = describe(variant());
  const json* object = nullptr;
  for (const json& o : d["options"])
    if (o["name"] == "object") object = &o;
  ASSERT_NE(object, nullptr);
  ASSERT_TRUE(object->contains("suggestions")) << object->dump();
  const json& s = (*object)["suggestions"];
  ASSERT_EQ(s.size(), 14u);
  EXPECT_EQ(s[0],
            json({{"value", "1"}, {"label", "ODD wins if the last piece captured is White"}}));
  EXPECT_EQ(s[13]["value"], "p4");
  // Each one creates a game with that object.
  for (const json& o : s) variant().create({{"object", o["value"]}});
}

TEST(Entry, BadOptionsNameTheFault) {
  expect_error([] { variant().create({{"position", "RnbK/qNrB"}}); }, "only 2 ranks");
  expect_error(
      [] {
        variant().create({{"object", "last.colour == whit"}});
      },
      "unknown word 'whit'");
  EXPECT_EQ(
      variant().create({{"seed", 1}, {"position", "K..k/..../..../...."}})->position(kSpectator),
      "K..k/..../..../.... 0")
      << "a seed beside a position is unused";
  expect_error([] { variant().create({{"colour", "red"}}); }, "unknown option 'colour'");
  auto t = variant().create({{"position", "..../..../.q../KR.. 0"}});
  expect_error([&] { t->play("c1c2"); }, "no piece on c1");
  EXPECT_EQ(t->position(kSpectator), "..../..../.q../KR.. 0");
}

TEST(Entry, SolveGivesTheIssuesJsonShape) {
  const auto* solver = capability<ExactSolving>(variant());
  ASSERT_NE(solver, nullptr);
  json r = solver->solve({{"position", "..../..../.q../KR.. 0"}, {"object", "5"}});
  json expected = {{"to_move", "odd"},
                   {"winner", "odd"},
                   {"moves",
                    {{{"move", "Ka1xb2"}, {"wins", false}},
                     {{"move", "Rb1xb2"}, {"wins", false}},
                     {{"move", "qb2xa1"}, {"wins", true}},
                     {{"move", "qb2xb1"}, {"wins", true}}}}};
  EXPECT_EQ(r, expected);
  // EVEN to move after a count of 1: "wins" is for the mover. Object 5 wants an odd count left for
  // ODD, so EVEN wants to end on two pieces: the White captures end the round at once.
  r = solver->solve({{"position", "..../..../.q../KR.. 1"}, {"object", "5"}});
  EXPECT_EQ(r["to_move"], "even");
  EXPECT_EQ(r["winner"], "even");
  EXPECT_EQ(r["moves"][0], (json{{"move", "Ka1xb2"}, {"wins", true}}));
  EXPECT_EQ(r["moves"][2], (json{{"move", "qb2xa1"}, {"wins", false}}));
  // A finished round: no moves, the object decides.
  r = solver->solve({{"position", "K..k/..../..../.... 0"}, {"object", "p2"}});
  EXPECT_EQ(r["winner"], "even");
  EXPECT_TRUE(r["moves"].empty());
  expect_error([&] { solver->solve({{"object", "1"}}); }, "needs a position");
  expect_error(
      [&] {
        solver->solve({{"position", "K..k/..../..../...."}, {"object", "last ="}});
      },
      "column 7");
}

TEST(Entry, AnalyseCountsPerObject) {
  const auto* analyser = capability<Analysing>(variant());
  ASSERT_NE(analyser, nullptr);
  expect_error([&] { analyser->analyse({{"starts", 0}}, nullptr); }, "starts must be");
}

}  // namespace
}  // namespace menagerie::catalog
