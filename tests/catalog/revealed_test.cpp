// Secrets are revealed when the game ends (docs/view.md, `revealed`): every seat's `secret` in
// every view of a finished hidden game, and nothing of the kind while it runs.
#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "support/view_schema.hpp"

namespace menagerie::catalog {
namespace {

using menagerie::harness::view_schema_errors;

TEST(Revealed, ZombieBurialsOnceOver) {
  auto t = find("zombie").create(json::object());
  for (auto m : {"e2e4", "d7d5", "e4d5", "bury-d1"}) t->play(m);
  EXPECT_FALSE(t->view(1).contains("revealed")) << "no secret crosses while the game runs";
  EXPECT_FALSE(t->view(kSpectator).contains("revealed"));
  t->forfeit(1, "resignation");
  for (Seat k : {Seat(0), Seat(1), kSpectator}) {
    json v = t->view(k);
    EXPECT_TRUE(view_schema_errors(v).empty()) << view_schema_errors(v).front();
    ASSERT_TRUE(v.contains("revealed")) << k;
    ASSERT_EQ(v["revealed"].size(), 2u);
    EXPECT_EQ(v["revealed"][0]["burials"][0]["square"], "d1");
    EXPECT_EQ(v["revealed"][0]["burials"][0]["type"], "pawn");
    EXPECT_TRUE(v["revealed"][1]["burials"].empty());
  }
}

TEST(Revealed, MasqueradeAssignmentsOnceOver) {
  auto t = find("masquerade").create(json::object());
  t->play("balanced");
  t->play("assign KR QK RN BB NQ");
  t->forfeit(0, "resignation");
  json v = t->view(kSpectator);
  EXPECT_TRUE(view_schema_errors(v).empty());
  ASSERT_EQ(v["revealed"].size(), 2u);
  // Seat 0 (White) gave Black's powers; seat 1 gave White's.
  EXPECT_EQ(v["revealed"][1]["assigned"], "KR QK RN BB NQ");
  EXPECT_EQ(v["revealed"][1]["table"]["title"], "White's capture powers, as Black assigned them");
}

TEST(Revealed, CooperativeHandsOnceOver) {
  auto t = find("cooperative").create({{"seed", 7}});
  t->forfeit(0, "resignation");
  json v = t->view(0);
  ASSERT_EQ(v["revealed"].size(), 2u);
  EXPECT_EQ(v["revealed"][1]["hand"].size(), 3u) << "the partner's hand, the computer's too";
}

}  // namespace
}  // namespace menagerie::catalog
