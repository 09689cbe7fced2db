// The browser's view (docs/view.md) and the terminal picture: a piece behind the mirror carries
// {"mirror": true} and its checker's marker; the checkers left are a zone per player.
#include <gtest/gtest.h>

#include "games/half_alice/tests/helpers.hpp"
#include "support/view_schema.hpp"

namespace menagerie::half_alice {
namespace {

using namespace test_helpers;

TEST(HalfAliceView, MirrorPiecesAndCheckers) {
  State s = after(start_position(12), {"e2e4", "g8f6"});
  auto v = HalfAlice::view(s, 0);
  int mirrored = 0;
  for (const auto& p : v["pieces"]) {
    bool behind = p.contains("annotations") && p["annotations"].value("mirror", false);
    mirrored += behind;
    if (p["at"] == "e4") {
      EXPECT_TRUE(behind);
    }
    if (p["at"] == "e1") {
      EXPECT_FALSE(behind);
    }
  }
  EXPECT_EQ(mirrored, 2);
  EXPECT_EQ(v["board"]["markers"], (nlohmann::json{{"e4", "light"}, {"f6", "dark"}}));
  ASSERT_EQ(v["zones"].size(), 2u);
  for (const auto& z : v["zones"]) EXPECT_EQ(z["pieces"][0]["count"], 11);
  EXPECT_NE(HalfAlice::render(s).find("[P]"), std::string::npos);
  EXPECT_NE(HalfAlice::render(s).find("Checkers left: White 11, Black 11"), std::string::npos);
}

TEST(HalfAliceView, UnlimitedHasNoCheckerZones) {
  auto v = HalfAlice::view(start_position(kUnlimited), 0);
  EXPECT_TRUE(v["zones"].empty());
  EXPECT_EQ(v["info"][0]["label"], "Checkers");
}

TEST(HalfAliceView, CheckIsTheKingAttackedOnItsSide) {
  State a1 = parse_position("1k1Q4/8/1R*6/8/8/8/8/7K b - - 0 1 12");
  EXPECT_EQ(HalfAlice::view(a1, 1)["check"], nlohmann::json::array({"b8"}));
}

TEST(HalfAliceView, MovePartsCastleAsTheKingsStep) {
  State s = parse_position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 12");
  MoveParts p = HalfAlice::move_parts(s, parse_move(s, "O-O"));
  EXPECT_EQ(p.from, "e1");
  EXPECT_EQ(p.to, "g1");
  State q = parse_position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1 12");
  EXPECT_EQ(HalfAlice::move_parts(q, parse_move(q, "b7b8n")).promotion, "knight");
}

}  // namespace
}  // namespace menagerie::half_alice
