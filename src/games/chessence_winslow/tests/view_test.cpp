// The terminal picture and the JSON view the CLI and the browser use (docs/view.md).
#include <string>

#include <gtest/gtest.h>

#include "catalog/table.hpp"
#include "support/view_schema.hpp"
#include "games/chessence_winslow/tests/helpers.hpp"

namespace menagerie::chessence_winslow {
namespace {

using menagerie::harness::legal_move;
using menagerie::harness::view_schema_text;

using namespace harness;

TEST(Render, ShowsBoardHolesHandsAndTurn) {
  std::string r = G::render(G::start());
  // Rank 3: a3 empty, b3 a hole (blank), c3 empty, then d3 e3 men, f3 empty.
  EXPECT_NE(r.find("3  .   . M M ."), std::string::npos) << r;
  EXPECT_NE(r.find("9  k m . . . .    Black hand: 3"), std::string::npos) << r;
  EXPECT_NE(r.find("1  . . . . M K    White hand: 3"), std::string::npos) << r;
  EXPECT_NE(r.find("White powers: e1=RBN d2=RB"), std::string::npos) << r;
  EXPECT_NE(r.find("White to move"), std::string::npos) << r;
  State check = position("", "f5 f6", 3, 0);
  EXPECT_NE(G::render(check).find("White to move, in check"), std::string::npos);
}

TEST(View, DescribesBoardPiecesHandsAndPowers) {
  using nlohmann::json;
  auto v = G::view(position("a3 c4 e1", "b8", 2, 1, 'b'), kNoSeat);
  EXPECT_EQ(v["board"]["width"], 6);
  EXPECT_EQ(v["board"]["height"], 9);
  EXPECT_EQ(v["board"]["holes"].size(), 8u);
  EXPECT_EQ(v["board"]["holes"][0], "a2");
  EXPECT_EQ(v["board"]["markers"], json::object());
  ASSERT_EQ(v["pieces"].size(), 6u);  // two kings, four men
  EXPECT_EQ(v["pieces"][0], (json{{"at", "f1"}, {"color", "white"}, {"type", "king"}}));
  json c4;
  for (const auto& p : v["pieces"])
    if (p["at"] == "c4") c4 = p;
  EXPECT_EQ(c4, (json{{"at", "c4"},
                      {"color", "white"},
                      {"type", "man"},
                      {"annotations", {{"powers", {"knight"}}}}}));
  ASSERT_EQ(v["zones"].size(), 2u);
  EXPECT_EQ(v["zones"][0],
            (json{{"id", "black-hand"},
                  {"name", "Black's hand"},
                  {"owner", 1},
                  {"side", "above"},
                  {"pieces", {{{"color", "black"}, {"type", "man"}, {"count", 1}}}}}));
  EXPECT_EQ(v["zones"][1]["id"], "white-hand");
  EXPECT_EQ(v["zones"][1]["side"], "below");
  EXPECT_EQ(v["zones"][1]["pieces"][0]["count"], 2);
  EXPECT_EQ(v["seats"][0], (json{{"name", "White"}, {"color", "white"}}));
  EXPECT_EQ(v["check"], json::array());
  EXPECT_EQ(v["info"][0]["label"], "Move limit");
  EXPECT_EQ(v["info"][0]["text"], "draw after 100 quiet plies; 0 so far");
  // An empty hand is a zone with no pieces (a drop target for nothing, but still drawn).
  EXPECT_EQ(G::view(position("e1", "b8", 0, 0), kNoSeat)["zones"][1]["pieces"], json::array());
  EXPECT_EQ(G::view(position("", "f5 f6", 3, 0), 0)["check"], json::array({"f1"}));
}

TEST(View, DropsComeFromTheHandZone) {
  using nlohmann::json;
  catalog::GameTable<G> start(G::start());
  EXPECT_EQ(view_schema_text(start.view(0)), "");
  EXPECT_EQ(legal_move(start.view(0), "f2f7"),
            (json{{"text", "f2f7"}, {"from", "f2"}, {"to", "f7"}}));

  catalog::GameTable<G> t(position("e1 d2", "b8", 1, 1, 'b'));
  auto black = t.view(1);
  EXPECT_EQ(view_schema_text(black), "");
  EXPECT_EQ(legal_move(black, "M@b9"),
            (json{{"text", "M@b9"}, {"from", "black-hand"}, {"to", "b9"}}));
  t.play("M@b9");
  auto white = t.view(0);
  EXPECT_EQ(view_schema_text(white), "");
  EXPECT_EQ(white["last_move"], (json{{"text", "M@b9"}, {"from", "black-hand"}, {"to", "b9"}}));
  EXPECT_EQ(white["zones"][0]["pieces"], json::array());  // Black's hand is empty now
  EXPECT_EQ(legal_move(white, "M@e2")["from"], "white-hand");
}

}  // namespace
}  // namespace menagerie::chessence_winslow
