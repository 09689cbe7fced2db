// The terminal picture and the JSON view a client draws (docs/view.md).
#include <string>

#include <gtest/gtest.h>

#include "catalog/table.hpp"
#include "helpers.hpp"
#include "support/view_schema.hpp"

namespace menagerie::power_chess {
namespace {

using menagerie::harness::legal_move;
using menagerie::harness::view_schema_text;

using harness::after;
using harness::position;

TEST(PowerChessView, RenderDrawsFieldsAroundTheBoardWithDice) {
  const std::string picture = PowerChess::render(PowerChess::start());
  EXPECT_EQ(picture,
            "   Black back field: -\n"
            "   Black near field: -\n"
            "7   r6 b6 k  b6 r6\n"
            "6   p  p  p  p  p \n"
            "5   .  .  .  .  . \n"
            "4   .  .  .  .  . \n"
            "3   .  .  .  .  . \n"
            "2   P  P  P  P  P \n"
            "1   R6 B6 K  B6 R6\n"
            "   White near field: -\n"
            "   White back field: -\n"
            "    a  b  c  d  e\n"
            "White to move\n");
  State s = position("4k/5/5/5/5/5/K3r4 w R6/B2PP p/r3 0 1");
  const std::string fields = PowerChess::render(s);
  EXPECT_NE(fields.find("Black back field: r3\n"), std::string::npos) << fields;
  EXPECT_NE(fields.find("Black near field: p\n"), std::string::npos) << fields;
  EXPECT_NE(fields.find("White near field: R6\n"), std::string::npos) << fields;
  EXPECT_NE(fields.find("White back field: B2 P P\n"), std::string::npos) << fields;
  EXPECT_NE(fields.find("White to move (in check)"), std::string::npos) << fields;
}

TEST(PowerChessView, JsonListsPiecesWithDiceAndTheFourFieldsAsZones) {
  using nlohmann::json;
  State s = after(position("4k/5/5/5/1p3/p2r11/R41K2 w R6/- -/- 0 1"), "a1d2");
  const auto v = PowerChess::view(s, 0);
  EXPECT_EQ(
      v["board"],
      (json{{"width", 5}, {"height", 7}, {"holes", json::array()}, {"markers", json::object()}}));
  EXPECT_EQ(v["seats"], (json{{{"name", "White"}, {"color", "white"}},
                              {{"name", "Black"}, {"color", "black"}}}));
  EXPECT_EQ(v["check"], json::array());
  bool found_rook = false;
  for (const auto& p : v["pieces"]) {
    if (p["at"] == "d2") {
      EXPECT_EQ(p, (json{{"at", "d2"},
                         {"color", "white"},
                         {"type", "rook"},
                         {"label", "R3"},
                         {"annotations", {{"die", 3}}}}));
      found_rook = true;
    }
    if (p["type"] == "king" || p["type"] == "pawn") {
      EXPECT_FALSE(p.contains("annotations"));
    }
  }
  EXPECT_TRUE(found_rook);
  EXPECT_EQ(v["pieces"].size(), 5u);
  ASSERT_EQ(v["zones"].size(), 4u);
  EXPECT_EQ(v["zones"][0], (json{{"id", "black-back"},
                                 {"name", "Black's back field"},
                                 {"owner", 1},
                                 {"side", "above"},
                                 {"pieces",
                                  {{{"color", "black"},
                                    {"type", "rook"},
                                    {"label", "R1"},
                                    {"annotations", {{"die", 1}}},
                                    {"count", 1}}}}}));
  EXPECT_EQ(v["zones"][1]["id"], "black-near");
  EXPECT_EQ(v["zones"][2]["id"], "white-near");
  EXPECT_EQ(v["zones"][2]["side"], "below");
  EXPECT_EQ(v["zones"][2]["pieces"][0]["annotations"]["die"], 6);
  EXPECT_EQ(v["zones"][3]["id"], "white-back");
  EXPECT_TRUE(v["zones"][3]["pieces"].empty());
  EXPECT_EQ(v["info"][0]["text"], "draw after 100 plies without a capture or pawn move; 0 so far");
  // Nothing is hidden: every seat sees the same.
  EXPECT_EQ(PowerChess::view(s, 1), v);
  EXPECT_EQ(PowerChess::view(position("4k/5/5/5/5/5/K3r4 w -/- -/-"), 0)["check"],
            json::array({"a1"}));
}

TEST(PowerChessView, FieldMovesGoBetweenZonesAndNameTheirMan) {
  using nlohmann::json;
  catalog::GameTable<PowerChess> t(position("4k/5/5/5/5/5/K4 w B2P/R4PP -/-"));
  auto v = t.view(0);
  EXPECT_EQ(view_schema_text(v), "");
  EXPECT_EQ(
      legal_move(v, "R4@near"),
      (json{{"text", "R4@near"}, {"from", "white-back"}, {"to", "white-near"}, {"label", "R4"}}));
  EXPECT_EQ(legal_move(v, "P@near")["label"], "P");
  EXPECT_EQ(legal_move(v, "B2@c1"),
            (json{{"text", "B2@c1"}, {"from", "white-near"}, {"to", "c1"}, {"label", "B2"}}));
  EXPECT_EQ(legal_move(v, "P@c1")["label"], "P");  // same from and to as B2@c1: told apart by label
  // The zone pieces carry the same labels, so a client can match a dragged man to its move.
  EXPECT_EQ(v["zones"][3]["pieces"][0]["label"], "P");
  EXPECT_EQ(v["zones"][3]["pieces"][0]["count"], 2);
  EXPECT_EQ(v["zones"][3]["pieces"][1]["label"], "R4");
  t.play("R4@near");
  EXPECT_EQ(t.view(1)["last_move"]["from"], "white-back");
  EXPECT_EQ(t.view(1)["last_move"]["to"], "white-near");
}

TEST(PowerChessView, PromotionsNameThePieceAndWhereItComesFrom) {
  using nlohmann::json;
  catalog::GameTable<PowerChess> t(position("4k/1P3/5/5/5/5/K4 w R6/R4B2 -/-"));
  auto v = t.view(0);
  EXPECT_EQ(view_schema_text(v), "");
  EXPECT_EQ(legal_move(v, "b6b7r4/back"), (json{{"text", "b6b7r4/back"},
                                                {"from", "b6"},
                                                {"to", "b7"},
                                                {"promotion", "rook"},
                                                {"label", "R4 from back field"}}));
  EXPECT_EQ(legal_move(v, "b6b7r6/near")["label"], "R6 from near field");
  EXPECT_EQ(legal_move(v, "b6b7b2/back")["promotion"], "bishop");
}

}  // namespace
}  // namespace menagerie::power_chess
