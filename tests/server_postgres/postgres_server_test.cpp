// The server on PostgreSQL instead of SQLite: games are created, played against the computer,
// joined, and resumed after a restart, all through the real server ctest starts on loopback (the
// fixture of src/store). Each test works in a schema of its own.
#include <unistd.h>

#include <cstdlib>
#include <fstream>

#include <fmt/format.h>
#include <gmock/gmock.h>
#include <pqxx/pqxx>

#include "server/server_fixture.hpp"
#include "support/fault_run.hpp"

namespace menagerie::testing {
namespace {

std::string postgres_server() {
  if (const char* file = std::getenv("MENAGERIE_TEST_POSTGRES_FILE"); file && *file) {
    std::string url;
    if (std::ifstream(file) >> url) return url;
  }
  ADD_FAILURE() << "no PostgreSQL server: run through ctest, whose fixture store_postgres_start "
                   "starts one and names it in MENAGERIE_TEST_POSTGRES_FILE";
  return "";
}

class PostgresServerTest : public ServerTest {
 protected:
  void prepare() override {
    server_url_ = postgres_server();
    ASSERT_FALSE(server_url_.empty());
    schema_ = fmt::format("menagerie_server_test_{}", getpid());
    run_sql(fmt::format("DROP SCHEMA IF EXISTS {0} CASCADE; CREATE SCHEMA {0}", schema_));
    postgres_ = fmt::format("{}{}options=-csearch_path%3D{}", server_url_,
                            server_url_.find('?') == std::string::npos ? '?' : '&', schema_);
  }
  void TearDown() override {
    ServerTest::TearDown();
    if (!schema_.empty()) run_sql(fmt::format("DROP SCHEMA IF EXISTS {} CASCADE", schema_));
  }
  void run_sql(const std::string& sql) {
    pqxx::connection c(server_url_);
    pqxx::work tx(c);
    tx.exec(sql);
    tx.commit();
  }
  std::string server_url_, schema_;
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
  std::string schema = fmt::format("menagerie_fault_test_{}", getpid());
  auto sql = [&](const std::string& text) {
    pqxx::connection c(server_url);
    pqxx::work tx(c);
    tx.exec(text);
    tx.commit();
  };
  sql(fmt::format("DROP SCHEMA IF EXISTS {0} CASCADE; CREATE SCHEMA {0}", schema));
  std::string url = fmt::format("{}{}options=-csearch_path%3D{}", server_url,
                                server_url.find('?') == std::string::npos ? '?' : '&', schema);
  FaultOptions o;
  o.binary = MENAGERIE_BINARY;
  o.serve_args = {"--postgres", url};
  o.games = 8;
  o.kills = 3;
  FaultReport r = run_faults(o);
  sql(fmt::format("DROP SCHEMA IF EXISTS {} CASCADE", schema));
  EXPECT_EQ(r.kills, 3);
  EXPECT_EQ(r.lost, 0);
  EXPECT_THAT(r.problems, ::testing::IsEmpty());
  EXPECT_GT(r.acknowledged, 3 * 8);
}

}  // namespace
}  // namespace menagerie::testing
