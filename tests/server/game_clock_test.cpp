#include "server/game_clock.hpp"

#include <gtest/gtest.h>

namespace menagerie::server {
namespace {

// Two seats that have each made their free first move at time 0: from now on the clocks run.
GameClock after_first_moves(std::int64_t initial_ms, std::int64_t increment_ms) {
  GameClock c(initial_ms, increment_ms, 2);
  for (int s : {0, 1}) {
    c.begin_turn(s, 0);
    c.end_turn(0);
  }
  return c;
}

TEST(GameClock, FirstMoveOfEachSeatIsNotTimed) {
  GameClock c(60'000, 2'000, 2);
  c.begin_turn(0, 1'000);
  EXPECT_FALSE(c.running());
  EXPECT_TRUE(c.end_turn(50'000));  // 49 s thinking over the first move: free
  EXPECT_EQ(c.remaining(0, 50'000), 60'000);
  c.begin_turn(1, 50'000);
  EXPECT_FALSE(c.running());
  EXPECT_TRUE(c.end_turn(51'000));
  c.begin_turn(0, 51'000);
  ASSERT_TRUE(c.running());
  EXPECT_EQ(*c.running(), 0);
  EXPECT_EQ(c.remaining(0, 56'000), 55'000);
  EXPECT_EQ(c.remaining(1, 56'000), 60'000);
}

TEST(GameClock, IncrementAfterTimedMoveAndDeadline) {
  GameClock c(10'000, 3'000, 2);
  c.begin_turn(0, 0);
  c.end_turn(0);
  c.begin_turn(1, 0);
  c.end_turn(0);
  c.begin_turn(0, 100);
  EXPECT_EQ(*c.deadline(), 10'100);
  EXPECT_TRUE(c.end_turn(4'100));  // 4 s used, 3 s back
  EXPECT_EQ(c.remaining(0, 4'100), 9'000);
}

TEST(GameClock, FlagFallRefusesTheMove) {
  GameClock c = after_first_moves(5'000, 0);
  c.begin_turn(0, 0);
  EXPECT_FALSE(c.end_turn(5'000));
  EXPECT_EQ(c.remaining(0, 6'000), 0);
  EXPECT_FALSE(c.running());
}

TEST(GameClock, ResumeDoesNotChargeDowntime) {
  GameClock c = after_first_moves(30'000, 0);
  c.begin_turn(0, 1'000);
  c.resume(100'000);  // the server was down from about 2 s to 100 s
  EXPECT_EQ(c.remaining(0, 100'000), 30'000);
  EXPECT_EQ(*c.deadline(), 130'000);
}

TEST(GameClock, StopChargesTheRunningSeat) {
  GameClock c = after_first_moves(30'000, 0);
  c.begin_turn(1, 0);
  c.stop(7'000);
  EXPECT_FALSE(c.running());
  EXPECT_EQ(c.remaining(1, 50'000), 23'000);
  auto j = c.to_json(50'000);
  EXPECT_EQ(j["remaining_ms"][1], 23'000);
  EXPECT_TRUE(j["running"].is_null());
}

// Correspondence: each turn has the whole allowance (a day here), whatever the last one used, and
// a turn that outlasts it falls.
TEST(GameClock, PerMoveClockGivesEveryTurnItsOwnAllowance) {
  constexpr std::int64_t kDay = 86'400'000;
  GameClock c(kDay, 5'000, 2, /*per_move=*/true);
  EXPECT_TRUE(c.per_move());
  EXPECT_EQ(c.increment(), 0) << "no increment in correspondence";
  for (int s : {0, 1}) {
    c.begin_turn(s, 0);
    c.end_turn(0);
  }
  c.begin_turn(0, 0);
  EXPECT_EQ(c.deadline(), kDay);
  EXPECT_TRUE(c.end_turn(kDay - 1));  // used all but a millisecond
  EXPECT_EQ(c.remaining(0, kDay), kDay) << "the next turn has a whole day again";
  c.begin_turn(1, kDay);
  EXPECT_EQ(c.remaining(1, kDay + 3'600'000), kDay - 3'600'000);
  EXPECT_TRUE(c.end_turn(kDay + 3'600'000));
  c.begin_turn(0, kDay + 3'600'000);
  EXPECT_EQ(c.deadline(), 2 * kDay + 3'600'000) << "a day from the turn's start, nothing saved";
  EXPECT_FALSE(c.end_turn(2 * kDay + 3'600'000)) << "a day and no more";
}

}  // namespace
}  // namespace menagerie::server
