// Lessons' games (the Learn page's, created with "lesson": true) do not pile up in the store: the
// hub's sweep deletes one once it is over and evicted, or once it lies unfinished with nobody
// watching or asking about it; an ordinary game in the same state stays. Here both waits are 50 ms.
#include <gmock/gmock.h>

#include <chrono>
#include <thread>

#include "server/server_fixture.hpp"

namespace menagerie::harness {
namespace {

class LessonSweepTest : public ServerTest {
 protected:
  void configure(server::ServerOptions& o) override {
    o.evict_after_ms = 50;
    o.lesson_idle_ms = 50;
  }

  int games_in_memory() { return get(url_, "/api/status").as_json()["games_in_memory"].get<int>(); }

  // Waits (a bounded while) until at most `n` games are in memory.
  bool memory_settles_to(int n) {
    for (int i = 0; i < 1000; ++i) {
      if (games_in_memory() <= n) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
  }

  // The answer for the game's page once it settles: a lesson's game may be read once more while
  // its delete is under way (and then swept again), so this asks a bounded number of times.
  int page_status_settled(const std::string& id) {
    int status = 0;
    for (int i = 0; i < 200; ++i) {
      status = get(url_, "/api/games/" + id).status;
      if (status == 404) return status;
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return status;
  }

  json two_humans(bool lesson) {
    json request = {{"variant", "chess960"},
                    {"options", {{"sp", 518}}},
                    {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                    {"take", {0, 1}}};
    if (lesson) request["lesson"] = true;
    return create(request);
  }
};

TEST_F(LessonSweepTest, AnIdleLessonGameIsDeletedAndAnOrdinaryOneStays) {
  // No read of the lesson's page before the sweep: with a 50 ms wait, a loaded machine may sweep it
  // before that read (CI did once). Its creation answered with an id, so it was there.
  std::string lesson = two_humans(true)["id"], ordinary = two_humans(false)["id"];
  ASSERT_TRUE(memory_settles_to(1)) << "the idle lesson's game stayed in memory";
  EXPECT_EQ(page_status_settled(lesson), 404) << "the lesson's game is gone from the store";
  EXPECT_EQ(get(url_, "/api/games/" + ordinary).status, 200) << "an unfinished game stays";
}

TEST_F(LessonSweepTest, AFinishedLessonGameIsDeletedAndAFinishedOrdinaryOneStays) {
  json lesson = two_humans(true), ordinary = two_humans(false);
  for (const json& g : {lesson, ordinary}) {
    WsClient ws(url_);
    ws.send({{"type", "watch"}, {"game", g["id"]}, {"token", g["tokens"]["0"]}});
    ws.next_of("state");
    ws.send({{"type", "resign"}});
    ws.next_of("state", [](const json& m) { return m["game"]["status"] == "finished"; });
  }
  ASSERT_TRUE(memory_settles_to(0));
  EXPECT_EQ(page_status_settled(lesson["id"]), 404);
  json page = get(url_, "/api/games/" + ordinary["id"].get<std::string>()).as_json();
  EXPECT_EQ(page["game"]["status"], "finished") << "a finished game is kept for its record";
}

TEST_F(LessonSweepTest, ALessonGameIsNeverListedAndTheFlagIsChecked) {
  json request = {{"variant", "chess960"},
                  {"options", {{"sp", 518}}},
                  {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                  {"take", {0}},
                  {"listed", true},
                  {"lesson", true}};
  std::string id = create(request)["id"];
  json open = get(url_, "/api/games?open=1").as_json();
  for (const json& g : open) EXPECT_NE(g["id"], id) << "a lesson's game is never open to all";
  request["lesson"] = "yes";
  HttpAnswer bad = post(url_, "/api/games", request);
  EXPECT_EQ(bad.status, 400);
  EXPECT_NE(bad.body.find("lesson"), std::string::npos) << bad.body;
}

}  // namespace
}  // namespace menagerie::harness
