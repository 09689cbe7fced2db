// The server on PostgreSQL instead of SQLite: games are created, played against the computer,
// joined, and resumed after a restart, all through the real server ctest starts on loopback (the
// fixture of src/store). Each test works in a schema of its own.
#include <unistd.h>

#include <memory>

#include <fmt/format.h>
#include <gmock/gmock.h>

#include "server/server_fixture.hpp"
#include "support/fault_run.hpp"
#include "support/postgres_schema.hpp"

namespace menagerie::harness {
namespace {

class PostgresServerTest : public ServerTest {
 protected:
  void prepare() override {
    std::string server = postgres_server();
    ASSERT_FALSE(server.empty());
    schema_ =
        std::make_unique<PostgresSchema>(server, fmt::format("menagerie_server_test_{}", getpid()));
    postgres_ = schema_->url();
  }
  void TearDown() override {
    ServerTest::TearDown();
    schema_.reset();
  }
  std::unique_ptr<PostgresSchema> schema_;
};

TEST_F(PostgresServerTest, PlayJoinAndResumeAfterRestart) {
  json created = create({{"variant", "chess960"},
                         {"options", {{"sp", 518}}},
                         {"seats", {{{"kind", "human"}}, {{"kind", "computer"}, {"level", 1}}}},
                         {"clock", {{"initial_s", 300}, {"increment_s", 2}}}});
  std::string id = created["id"], token = created["tokens"]["0"];
  {
    WsClient ws(url_);
    ws.send({{"type", "watch"}, {"game", id}, {"token", token}});
    ws.next_of("state");
    ws.send({{"type", "move"}, {"move", "e2e4"}, {"ply", 0}});
    ws.state_at(2);  // the computer answered, and both moves are stored
  }
  json open_game =
      create({{"variant", "chess960"}, {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}}});
  json before = get(url_, "/api/games/" + id).as_json();
  restart();
  json after = get(url_, "/api/games/" + id).as_json();
  EXPECT_EQ(after["view"]["history"], before["view"]["history"]);
  EXPECT_EQ(after["view"]["history"].size(), 2u);
  HttpAnswer joined =
      post(url_, "/api/games/" + std::string(open_game["id"]) + "/join", json::object());
  EXPECT_EQ(joined.status, 200) << joined.body;
  WsClient ws(url_);
  ws.send({{"type", "watch"}, {"game", id}, {"token", token}});
  json s = ws.next_of("state");
  ws.send({{"type", "move"}, {"move", s["view"]["legal"][0]["text"]}, {"ply", 2}});
  ws.state_at(4);
}

// The load-and-fault run (tests/support/fault_run.hpp) on PostgreSQL: eight games at once, the
// server killed with SIGKILL three times and restarted; no acknowledged move lost.
TEST(PostgresFaultTest, NoAcknowledgedMoveIsLostAcrossThreeKills) {
  std::string server_url = postgres_server();
  ASSERT_FALSE(server_url.empty());
  PostgresSchema schema(server_url, fmt::format("menagerie_fault_test_{}", getpid()));
  FaultOptions o;
  o.binary = MENAGERIE_BINARY;
  o.serve_args = {"--postgres", schema.url()};
  o.games = 8;
  o.kills = 3;
  FaultReport r = run_faults(o);
  EXPECT_EQ(r.kills, 3);
  EXPECT_EQ(r.lost, 0);
  EXPECT_THAT(r.problems, ::testing::IsEmpty());
  EXPECT_GT(r.acknowledged, 3 * 8);
}

}  // namespace
}  // namespace menagerie::harness
