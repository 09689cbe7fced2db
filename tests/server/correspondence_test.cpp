// Correspondence games (issue 29): days per move. Each turn has the whole allowance, the deadline
// is a date that a restart does not move, a turn that outlasts it loses on time when the server
// next looks (here: its restart, on a test clock that jumps a day), and a move in time the next
// day gives the opponent a whole turn again. Wrong clocks are refused and create nothing.
#include <gmock/gmock.h>

#include <atomic>
#include <chrono>

#include "server/server_fixture.hpp"

namespace menagerie::harness {
namespace {

using ::testing::HasSubstr;

constexpr std::int64_t kHour = 3'600'000, kDay = 24 * kHour;

class CorrespondenceTest : public ServerTest {
 protected:
  void configure(server::ServerOptions& o) override {
    o.now_ms = [this] { return now(); };
  }
  // The test's clock: the wall clock, `offset_` ahead.
  std::int64_t now() const {
    using namespace std::chrono;
    return duration_cast<milliseconds>(system_clock::now().time_since_epoch()).count() +
           offset_.load();
  }
  // The test clock jumps `ms` ahead, and the server restarts (as a server looks again after a
  // day: no timer of a live test waits that long).
  void next_day(std::int64_t ms) {
    stop();
    offset_ += ms;
    start();
  }
  // A game of Chess960's classical start with one day a move, both seats held by one token, and
  // the first move of each side played (first moves are not timed): White to move, clock running.
  std::pair<std::string, std::string> game_under_way() {
    json made = create({{"variant", "chess960"},
                        {"options", {{"sp", 518}}},
                        {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                        {"take", {0, 1}},
                        {"clock", {{"days_per_move", 1}}}});
    std::string id = made["id"], token = made["tokens"]["0"];
    EXPECT_EQ(game(id)["game"]["clock"]["days_per_move"], 1);
    auto ws = follow(url_, id, token);
    ws->send({{"type", "move"}, {"move", "e2e4"}, {"ply", 0}});
    ws->state_at(1);
    ws->send({{"type", "move"}, {"move", "e7e5"}, {"ply", 1}});
    json s = ws->state_at(2);
    EXPECT_EQ(s["clock"]["running"], 0);
    EXPECT_EQ(s["clock"]["remaining_ms"][1], kDay);
    return {id, token};
  }
  json game(const std::string& id) { return get(url_, "/api/games/" + id).as_json(); }

  std::atomic<std::int64_t> offset_{0};
};

TEST_F(CorrespondenceTest, AMoveTheNextDayIsInTimeAndGivesTheOpponentAWholeDay) {
  auto [id, token] = game_under_way();
  next_day(23 * kHour);
  json before = game(id);
  EXPECT_EQ(before["game"]["status"], "playing");
  EXPECT_LE(before["clock"]["remaining_ms"][0], kHour) << "the restart gave back no time";
  // And the time left as the server counts it, which a list shows whatever the device's clock.
  std::int64_t left = before["game"]["turn_left_ms"];
  EXPECT_LE(left, kHour);
  EXPECT_GT(left, kHour - 60'000);
  auto ws = follow(url_, id, token);
  ws->send({{"type", "move"}, {"move", "g1f3"}, {"ply", 2}});
  json s = ws->state_at(3);
  EXPECT_EQ(s["clock"]["running"], 1);
  EXPECT_EQ(s["clock"]["remaining_ms"][0], kDay) << "White's next turn has a whole day";
  EXPECT_GT(s["clock"]["remaining_ms"][1], kDay - kHour);
  // The game's summary dates the fall, for lists of games ("Your games": the time left).
  std::int64_t falls = s["game"]["turn_ends_ms"];
  EXPECT_GT(falls, now() + kDay - kHour);
  EXPECT_LE(falls, now() + kDay);
}

TEST_F(CorrespondenceTest, ATurnLongerThanADayLosesOnTimeOnceTheServerLooks) {
  auto [id, token] = game_under_way();
  next_day(25 * kHour);
  json over;
  for (int i = 0; i < 200; ++i) {  // the flag is written by the room's timer, just after the start
    over = game(id);
    if (over["game"]["status"] == "finished") break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  ASSERT_EQ(over["game"]["status"], "finished") << over.dump();
  EXPECT_EQ(over["game"]["result"]["reason"], "time");
  EXPECT_EQ(over["game"]["result"]["winner"], 1);
  // A move sent after the fall changes nothing.
  auto ws = follow(url_, id, token);
  ws->send({{"type", "move"}, {"move", "g1f3"}, {"ply", 2}});
  ws->next_of("error");
  EXPECT_EQ(game(id)["view"]["history"].size(), 2u);
}

TEST_F(CorrespondenceTest, AClockOfOtherDaysOrMixedWithMinutesIsRefused) {
  for (json clock : {json{{"days_per_move", 4}}, json{{"days_per_move", "1"}},
                     json{{"days_per_move", 1}, {"initial_s", 60}}, json{{"days_per_move", 0}}}) {
    HttpAnswer a = post(url_, "/api/games",
                        {{"variant", "chess960"},
                         {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                         {"clock", clock}});
    EXPECT_EQ(a.status, 400) << clock.dump();
    EXPECT_THAT(a.body, HasSubstr("days_per_move")) << clock.dump();
  }
  EXPECT_TRUE(get(url_, "/api/games?open=1").as_json().empty()) << "nothing was created";
}

}  // namespace
}  // namespace menagerie::harness
