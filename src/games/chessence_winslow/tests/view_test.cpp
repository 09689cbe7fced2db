// The terminal picture and the JSON view the CLI and the browser use.
#include <gtest/gtest.h>

#include "test_util.hpp"

namespace menagerie::winslow {
namespace {

using namespace testing;

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
  auto v = G::view(position("a3 c4 e1", "b8", 2, 1, 'b'), kNoSeat);
  EXPECT_EQ(v["board"]["width"], 6);
  EXPECT_EQ(v["board"]["height"], 9);
  EXPECT_EQ(v["board"]["holes"].size(), 8u);
  EXPECT_EQ(v["board"]["holes"][0], "a2");
  EXPECT_EQ(v["pieces"].size(), 6u);  // two kings, four men
  EXPECT_EQ(v["hands"]["white"], 2);
  EXPECT_EQ(v["hands"]["black"], 1);
  EXPECT_EQ(v["side_to_move"], "black");
  EXPECT_EQ(v["powers"]["c4"], nlohmann::json::array({"knight"}));
  EXPECT_EQ(v["powers"]["e1"], nlohmann::json::array());
  EXPECT_EQ(v["drop_squares"]["black"].size(), 6u);
  EXPECT_EQ(v["seats"][0], "White");
  EXPECT_EQ(v["check"], false);
}

}  // namespace
}  // namespace menagerie::winslow
