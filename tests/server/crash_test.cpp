// The crash test: a real `menagerie serve` process plays moves over WebSockets and is killed with
// SIGKILL mid-game; restarted on the same data, every move it had acknowledged must be there, and
// the game must go on.
#include <gmock/gmock.h>

#include <filesystem>

#include "server/client.hpp"
#include "support/server_process.hpp"

namespace menagerie::harness {
namespace {

TEST(CrashTest, EveryAcknowledgedMoveSurvivesKill9) {
  auto dir =
      std::filesystem::temp_directory_path() / ("menagerie-crash-" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::string id, token;
  json acknowledged;
  std::vector<std::string> sent;
  {
    ServerProcess server(MENAGERIE_BINARY, dir.string());
    HttpAnswer a = post(server.url(), "/api/games",
                        {{"variant", "chess960"},
                         {"options", {{"sp", 300}}},
                         {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                         {"take", {0, 1}},
                         {"clock", {{"initial_s", 900}, {"increment_s", 10}}}});
    ASSERT_EQ(a.status, 201) << a.body;
    id = a.as_json()["id"];
    token = a.as_json()["tokens"]["0"];
    WsClient ws(server.url());
    ws.send({{"type", "watch"}, {"game", id}, {"token", token}});
    json s = ws.next_of("state");
    // Twelve moves, each waited for, then a burst of moves sent without waiting and the kill.
    for (int i = 0; i < 12; ++i) {
      std::string m = s["view"]["legal"][i % s["view"]["legal"].size()]["text"];
      ws.send({{"type", "move"}, {"move", m}, {"ply", i}});
      sent.push_back(m);
      s = ws.state_at(i + 1);
    }
    acknowledged = s["view"]["history"];
    std::string next = s["view"]["legal"][0]["text"];
    ws.send({{"type", "move"}, {"move", next}, {"ply", 12}});
    server.kill_now();
  }
  ServerProcess again(MENAGERIE_BINARY, dir.string());
  HttpAnswer g = get(again.url(), "/api/games/" + id);
  ASSERT_EQ(g.status, 200);
  json history = g.as_json()["view"]["history"];
  ASSERT_GE(history.size(), acknowledged.size());
  for (std::size_t i = 0; i < acknowledged.size(); ++i) EXPECT_EQ(history[i], acknowledged[i]);
  EXPECT_LE(history.size(), acknowledged.size() + 1) << "nothing that was never sent";
  json clock = g.as_json()["clock"];
  EXPECT_EQ(clock["running"], int(history.size() % 2));
  // And play goes on.
  WsClient ws(again.url());
  ws.send({{"type", "watch"}, {"game", id}, {"token", token}});
  json s = ws.next_of("state");
  ws.send({{"type", "move"}, {"move", s["view"]["legal"][0]["text"]}, {"ply", history.size()}});
  ws.state_at(history.size() + 1);
  again.kill_now();
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace menagerie::harness
