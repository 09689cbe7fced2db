// The catalog entry (src/catalog/entries/masquerade.cpp, through menagerie_catalog): options, bad
// options, and what each seat and a spectator is given by the table.
#include <gtest/gtest.h>

#include <string>

#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "support/error_of.hpp"

namespace menagerie::catalog::entries {
const Variant& masquerade_variant();
}

namespace menagerie::catalog {
namespace {

using menagerie::harness::expect_error;
const Variant& variant() { return entries::masquerade_variant(); }
constexpr const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";

TEST(MasqueradeCatalog, DefaultsStartTheSetUp) {
  EXPECT_EQ(variant().id(), "masquerade");
  EXPECT_TRUE(variant().traits().hidden);
  auto t = variant().create(json::object());
  EXPECT_EQ(t->seats(), 2);
  EXPECT_EQ(t->to_move(), 0);
  EXPECT_EQ(t->position(kSpectator), std::string(kStart) + " - - * *");
  EXPECT_EQ(t->legal_moves().size(), 120u);
}

TEST(MasqueradeCatalog, FenOption) {
  auto t = variant().create({{"fen", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"}});
  t->play("balanced");
  t->play("balanced");
  // Rook a1: 10, rook h1: 9, king: 5, castling: 2, and each of the three may ask about e8.
  EXPECT_EQ(t->legal_moves().size(), 29u);
  auto u = variant().create({{"fen", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 - - * *"}});
  EXPECT_EQ(u->position(kSpectator), "4k3/8/8/8/8/8/8/R3K2R w HA - 0 1 - - * *");
}

// docs/rules/masquerade.md, "Which questions may be asked": option `questions`, any by default.
TEST(MasqueradeCatalog, QuestionsOption) {
  const std::string fen = "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1";
  auto any = variant().create({{"fen", fen}});
  auto reachable = variant().create({{"fen", fen}, {"questions", "reachable"}});
  for (auto* t : {any.get(), reachable.get()}) {
    t->play("balanced");
    t->play("balanced");
  }
  EXPECT_EQ(any->play("a1e8"), "Ra1xe8? — no") << "no pattern reaches e8 from a1: answered no";
  expect_error([&] { reachable->play("a1e8"); }, "only reachable questions");
  EXPECT_EQ(reachable->legal_moves().size(), 27u) << "only the king may ask, up the open file";
  // The position text says so, and a text saying it starts such a game.
  EXPECT_EQ(reachable->position(kSpectator), "4k3/8/8/8/8/8/8/R3K2R w HA - 0 1 ? ? * * reachable");
  auto from_text = variant().create({{"fen", fen + " reachable"}});
  from_text->play("balanced");
  from_text->play("balanced");
  EXPECT_EQ(from_text->legal_moves().size(), 27u);
  expect_error(
      [&] {
        variant().create({{"fen", fen + " reachable"}, {"questions", "any"}});
      },
      "option 'questions' says any");
  expect_error([] { variant().create({{"questions", "some"}}); }, "questions");
}

TEST(MasqueradeCatalog, BadOptionsAreNamed) {
  expect_error([] { variant().create({{"colour", "red"}}); }, "unknown option 'colour'");
  expect_error([] { variant().create({{"fen", 7}}); }, "option 'fen' must be a string");
  expect_error([] { variant().create({{"fen", "8/8 w - - 0 1"}}); }, "bad FEN");
  expect_error(
      [] {
        variant().create({{"fen", std::string(kStart) + " KQRBN QNBKR * *"}});
      },
      "may not carry capture powers");
}

TEST(MasqueradeCatalog, EachSeatIsShownItsShare) {
  auto t = variant().create(json::object());
  json white = t->view(0);
  ASSERT_EQ(white["legal"].size(), 120u);
  EXPECT_EQ(white["legal"][0]["label"], "balanced: KQ QN RB BK NR");
  EXPECT_EQ(white["legal"][0]["text"], "assign-QNBKR");
  EXPECT_FALSE(t->view(1).contains("legal"));
  EXPECT_EQ(t->play("assign KR QK RN BB NQ"),
            "White assigned Black's capture powers: KR QK RN BB NQ");
  // Bad input changes nothing.
  const std::string before = t->position(0);
  expect_error([&] { t->play("e7e5"); }, "Black's turn to assign White's capture powers");
  expect_error([&] { t->play("assign KK QQ RR"); }, "6 letters");
  EXPECT_EQ(t->position(0), before);
  t->play("balanced");
  json w = t->view(0), b = t->view(1), spectator = t->view(kSpectator);
  EXPECT_EQ(w["secret"]["assigned"], "KR QK RN BB NQ");
  EXPECT_EQ(b["secret"]["assigned"], "KQ QN RB BK NR");
  EXPECT_FALSE(spectator.contains("secret"));
  EXPECT_EQ(w["history"], json({"White assigned Black's capture powers: KR QK RN BB NQ",
                                "Black assigned White's capture powers"}));
  EXPECT_EQ(b["history"], json({"White assigned Black's capture powers",
                                "Black assigned White's capture powers: KQ QN RB BK NR"}));
  EXPECT_EQ(spectator["history"], json({"White assigned Black's capture powers",
                                        "Black assigned White's capture powers"}));
  EXPECT_EQ(w["position"], std::string(kStart) + " ? RKNBQ * *");
  EXPECT_EQ(b["position"], std::string(kStart) + " QNBKR ? * *");
  EXPECT_EQ(spectator["position"], std::string(kStart) + " ? ? * *");
  for (const json& v : {w, b, spectator}) {
    ASSERT_EQ(v["deduction"].size(), 2u);
    EXPECT_EQ(v["deduction"][0]["cells"][0][0], "?");
  }
  // A question and its answer are public.
  t->play("b1c3");
  t->play("e7e5");
  EXPECT_EQ(t->play("c3e5"), "Nc3xe5? — no");  // White's knight captures like a rook
  for (Seat k : {Seat(0), Seat(1), kSpectator}) {
    EXPECT_EQ(t->history(k).back(), "Nc3xe5? — no");
    EXPECT_EQ(t->view(k)["deduction"][0]["cells"][4], json({"?", "X", "?", "X", "?"}));
  }
  EXPECT_NE(t->render(0).find("You assigned Black's powers: KR QK RN BB NQ"), std::string::npos);
  EXPECT_EQ(t->render(1).find("KR QK RN BB NQ"), std::string::npos);
  EXPECT_EQ(t->observation(1).info, t->position(1)) << "the observation is the seat's own share";
}

}  // namespace
}  // namespace menagerie::catalog
