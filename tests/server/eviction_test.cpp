// Finished games leave the server's memory once nobody has watched or asked about them for a
// while, and come back from the store when asked for: their page, their record and their rematch
// work as before. Unfinished games and watched games stay. The server here evicts after 50 ms.
#include <gmock/gmock.h>

#include <chrono>
#include <thread>

#include "server/server_fixture.hpp"

namespace menagerie::harness {
namespace {

using ::testing::HasSubstr;

#if defined(MENAGERIE_SANITIZED)
constexpr int kShortGames = 300;  // the same paths, at the sanitizers' pace
#else
constexpr int kShortGames = 1000;
#endif

class EvictionTest : public ServerTest {
 protected:
  void configure(server::ServerOptions& o) override { o.evict_after_ms = 50; }

  int in_memory() { return get(url_, "/api/status").as_json()["games_in_memory"].get<int>(); }
  // Counted, not seen in memory: a game loaded to answer may be evicted again (50 ms) before a
  // busy machine asks how many games it holds.
  int loaded() { return get(url_, "/api/status").as_json()["games_loaded"].get<int>(); }

  // Waits (a bounded while) until at most `n` games are in memory; true once they are.
  bool settles_to(int n) {
    for (int i = 0; i < 1000; ++i) {
      if (in_memory() <= n) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
  }

  json hot_seat() {
    return create({{"variant", "chess960"},
                   {"options", {{"sp", 518}}},
                   {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                   {"take", {0, 1}}});
  }

  std::unique_ptr<WsClient> watcher(const std::string& id, const std::string& token) {
    auto ws = std::make_unique<WsClient>(url_);
    ws->send({{"type", "watch"}, {"game", id}, {"token", token}});
    ws->next_of("state");
    return ws;
  }
};

TEST_F(EvictionTest, AnEvictedGameComesBackForItsPageRecordAndRematch) {
  json created = hot_seat();
  std::string id = created["id"], token = created["tokens"]["0"];
  {
    auto ws = watcher(id, token);
    ws->send({{"type", "move"}, {"move", "e2e4"}, {"ply", 0}});
    ws->state_at(1);
    ws->send({{"type", "move"}, {"move", "e7e5"}, {"ply", 1}});
    ws->state_at(2);
    ws->send({{"type", "resign"}});
    ws->next_of("state", [](const json& m) { return m["game"]["status"] == "finished"; });
  }
  ASSERT_TRUE(settles_to(0)) << "the finished game stayed in memory";

  int loaded_before = loaded();
  json page = get(url_, "/api/games/" + id).as_json();
  EXPECT_EQ(page["game"]["status"], "finished");
  EXPECT_EQ(page["view"]["history"], json({"e4", "e5"}));
  EXPECT_EQ(page["game"]["result"]["reason"], "resignation");
  EXPECT_EQ(loaded(), loaded_before + 1) << "loaded again to answer";

  ASSERT_TRUE(settles_to(0));
  HttpAnswer record = get(url_, "/api/games/" + id + "/record");
  EXPECT_EQ(record.status, 200);
  EXPECT_THAT(record.body, HasSubstr("1. e4 e5"));
  EXPECT_THAT(record.body, HasSubstr("[Result \"0-1\"]"));

  ASSERT_TRUE(settles_to(0));
  auto ws = watcher(id, token);
  ws->send({{"type", "rematch"}});
  json rematch = ws->next_of("rematch");
  ASSERT_TRUE(rematch["token"].is_string());
  auto next = watcher(rematch["id"], rematch["token"]);
  next->send({{"type", "move"}, {"move", "d2d4"}, {"ply", 0}});
  EXPECT_EQ(next->state_at(1)["view"]["history"], json({"d4"}));
  EXPECT_EQ(get(url_, "/api/games/" + id).as_json()["game"]["rematch"], rematch["id"])
      << "the old game knows its rematch";
}

TEST_F(EvictionTest, WatchedAndUnfinishedGamesStay) {
  json playing = hot_seat();
  json finished = hot_seat();
  auto ws = watcher(finished["id"], finished["tokens"]["0"]);
  ws->send({{"type", "resign"}});
  ws->next_of("state", [](const json& m) { return m["game"]["status"] == "finished"; });
  // Several times the idle time, with someone watching the finished game.
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(in_memory(), 2);
  ws.reset();
  ASSERT_TRUE(settles_to(1)) << "the finished game left once nobody watched";
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_EQ(in_memory(), 1) << "the unfinished game stays";
  EXPECT_EQ(get(url_, "/api/games/" + std::string(playing["id"])).as_json()["game"]["status"],
            "playing");
}

// Many short games, a few at a time, each on a connection of its own (one connection would soon
// pass the limit of messages a second): once they are over and nobody watches, the count of games
// in memory comes back down to what it was.
TEST_F(EvictionTest, ManyShortGamesLeaveNothingBehind) {
  constexpr int kClients = 4;
  std::vector<std::thread> clients;
  std::vector<std::string> ids(kShortGames);
  std::atomic<int> failures{0};
  for (int c = 0; c < kClients; ++c)
    clients.emplace_back([&, c] {
      for (int g = c; g < kShortGames; g += kClients) {
        try {
          ids[std::size_t(g)] = play_short_game(url_);
        } catch (const std::exception&) {
          ++failures;
        }
      }
    });
  for (auto& t : clients) t.join();
  EXPECT_EQ(failures.load(), 0);
  EXPECT_TRUE(settles_to(0)) << in_memory() << " of " << kShortGames << " games stayed";
  // And any of them still answers, from the store.
  for (int g : {0, kShortGames / 2, kShortGames - 1}) {
    json page = get(url_, "/api/games/" + ids[std::size_t(g)]).as_json();
    EXPECT_EQ(page["game"]["status"], "finished");
  }
}

}  // namespace
}  // namespace menagerie::harness
