// Long computations never hold up a move: while requests that search are being answered (Golf
// holes graded by their proved optimum, each deal solved), a move in another game is acknowledged.
// The server runs one network thread and one work thread here, so that a search on the network
// thread or on the committer's (where a new game's table used to be made twice) would hold the
// move up until the searches were done.
#include <gmock/gmock.h>

#include <atomic>
#include <chrono>
#include <thread>

#include "server/server_fixture.hpp"

namespace menagerie::harness {
namespace {

class ResponsiveTest : public ServerTest {
 protected:
  void configure(server::ServerOptions& o) override {
    o.threads = 1;
    o.workers = 1;
  }
};

TEST_F(ResponsiveTest, AMoveIsAcknowledgedWhileGradedHolesAreSearched) {
  json chess = create({{"variant", "chess960"},
                       {"options", {{"sp", 518}}},
                       {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                       {"take", {0, 1}}});
  WsClient player(url_);
  player.send({{"type", "watch"}, {"game", chess["id"]}, {"token", chess["tokens"]["0"]}});
  player.next_of("state");

  // Six strokes exactly from three cards, no king steps: for these seeds the search tries deal
  // after deal (each of them takes a good part of a second here).
#if defined(MENAGERIE_SANITIZED)
  constexpr int kSlow = 1;  // each search takes several times longer: one keeps the pool busy
#else
  constexpr int kSlow = 4;
#endif
  const int seeds[4] = {22, 30, 28, 18};
  std::atomic<int> answered{0};
  std::vector<std::thread> golfers;
  for (int i = 0; i < kSlow; ++i)
    golfers.emplace_back([&, i] {
      post(url_, "/api/games",
           {{"variant", "golf"},
            {"options", {{"par", 6}, {"deal", "3"}, {"special", "none"}, {"seed", seeds[i]}}},
            {"seats", {{{"kind", "human"}}}}});
      ++answered;
    });
  // Once the work pool is searching, the move goes in.
  for (;;) {
    json status = get(url_, "/api/status").as_json();
    if (status["work_running"].get<int>() >= 1) break;
    ASSERT_LT(answered.load(), kSlow) << "the searches ended before the pool was ever busy";
  }
  player.send({{"type", "move"}, {"move", "e2e4"}, {"ply", 0}});
  json s = player.state_at(1);
  int done_by_then = answered.load();
  EXPECT_EQ(s["view"]["history"], json({"e4"}));
  EXPECT_LT(done_by_then, kSlow) << "the move waited for every search";
  for (auto& t : golfers) t.join();
  EXPECT_EQ(answered.load(), kSlow);
}

// GET /api/status: how many games are in memory and how much work waits; nothing about a game.
TEST_F(ResponsiveTest, StatusCountsGamesInMemory) {
  json status = get(url_, "/api/status").as_json();
  EXPECT_EQ(status["games_in_memory"], 0);
  // The start queues the sessions' sweep on the one work thread: on a loaded machine it may still
  // wait when the first status is asked (CI saw 1). Once it has run, nothing waits.
  for (int i = 0; i < 200 && status["work_waiting"] != 0; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
    status = get(url_, "/api/status").as_json();
  }
  EXPECT_EQ(status["work_waiting"], 0);
  create({{"variant", "chess960"}, {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}}});
  EXPECT_EQ(get(url_, "/api/status").as_json()["games_in_memory"], 1);
}

// A flood of searching requests is bounded: past the work pool's queue the server says it is busy
// (503) rather than queueing without end, and it answers everything else meanwhile.
class BusyTest : public ResponsiveTest {
 protected:
  void configure(server::ServerOptions& o) override {
    ResponsiveTest::configure(o);
    o.work_queue = 1;
  }
};

TEST_F(BusyTest, PastTheQueueTheServerSaysItIsBusy) {
  constexpr int kSlow = 8;
  std::vector<HttpAnswer> answers(kSlow);
  std::vector<std::thread> golfers;
  for (int i = 0; i < kSlow; ++i)
    golfers.emplace_back([&, i] {
      answers[std::size_t(i)] = post(url_, "/api/games",
                                     {{"variant", "golf"},
                                      {"options", {{"par", 6}, {"deal", "3"}, {"seed", 200 + i}}},
                                      {"seats", {{{"kind", "human"}}}}});
    });
  EXPECT_EQ(get(url_, "/api/variants").status, 200) << "answered meanwhile";
  for (auto& t : golfers) t.join();
  int busy = 0, made = 0;
  for (const auto& a : answers) {
    if (a.status == 503) {
      ++busy;
      EXPECT_THAT(a.body, ::testing::HasSubstr("busy"));
    } else {
      ++made;
    }
  }
  EXPECT_GT(busy, 0);
  EXPECT_GT(made, 0);
  // Refused games left nothing behind.
  EXPECT_EQ(get(url_, "/api/status").as_json()["games_in_memory"].get<int>() <= made, true);
}

}  // namespace
}  // namespace menagerie::harness
