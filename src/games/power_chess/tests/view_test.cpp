// The terminal picture and the JSON view.
#include <string>

#include <gtest/gtest.h>

#include "helpers.hpp"

namespace menagerie::power_chess {
namespace {

using testing::after;
using testing::position;

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
  State s = after(position("4k/5/5/5/1p3/p2r11/R41K2 w R6/- -/- 0 1"), "a1d2");
  const auto v = PowerChess::view(s, 0);
  EXPECT_EQ(v["board"]["files"], 5);
  EXPECT_EQ(v["board"]["ranks"], 7);
  EXPECT_EQ(v["side"], "black");
  EXPECT_EQ(v["seats"], (nlohmann::json{"White", "Black"}));
  EXPECT_EQ(v["check"], false);
  bool found_rook = false;
  for (const auto& p : v["pieces"]) {
    if (p["square"] == "d2") {
      EXPECT_EQ(p["type"], "rook");
      EXPECT_EQ(p["color"], "white");
      EXPECT_EQ(p["die"], 3);
      EXPECT_EQ(p["label"], "R3");
      found_rook = true;
    }
    if (p["type"] == "king" || p["type"] == "pawn") {
      EXPECT_FALSE(p.contains("die"));
    }
  }
  EXPECT_TRUE(found_rook);
  EXPECT_EQ(v["pieces"].size(), 5u);
  ASSERT_EQ(v["zones"].size(), 4u);
  EXPECT_EQ(v["zones"][0]["id"], "black-back");
  EXPECT_EQ(v["zones"][0]["side_of_board"], "above");
  ASSERT_EQ(v["zones"][0]["pieces"].size(), 1u);
  EXPECT_EQ(v["zones"][0]["pieces"][0]["type"], "rook");
  EXPECT_EQ(v["zones"][0]["pieces"][0]["die"], 1);
  EXPECT_EQ(v["zones"][2]["id"], "white-near");
  EXPECT_EQ(v["zones"][2]["pieces"][0]["die"], 6);
  EXPECT_EQ(v["zones"][3]["id"], "white-back");
  EXPECT_TRUE(v["zones"][3]["pieces"].empty());
  // Nothing is hidden: every seat sees the same.
  EXPECT_EQ(PowerChess::view(s, 1), v);
}

}  // namespace
}  // namespace menagerie::power_chess
