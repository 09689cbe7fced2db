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

// The account routes on PostgreSQL: the players' tables in the same database, a session that
// outlives a restart (any node that shares the database accepts it).
class PostgresAccountsTest : public PostgresServerTest {
 protected:
  void configure(server::ServerOptions& o) override { o.cheap_passwords = true; }
  HttpAnswer account(const std::string& action, const json& body, const std::string& cookie = "") {
    Headers headers{{"Origin", "http://127.0.0.1"}};
    if (!cookie.empty()) headers.emplace_back("Cookie", cookie);
    return http_request(url_, Verb::post, "/api/account/" + action, body.dump(), headers);
  }
  HttpAnswer me(const std::string& cookie) {
    return http_request(url_, Verb::get, "/api/account/me", "", {{"Cookie", cookie}});
  }
};

TEST_F(PostgresAccountsTest, SignUpLogInAndOutAcrossARestart) {
  HttpAnswer up = account("signup", {{"name", "Alice"}, {"password", "correct horse"}});
  ASSERT_EQ(up.status, 201) << up.body;
  std::string cookie = up.set_cookie.substr(0, up.set_cookie.find(';'));
  EXPECT_EQ(account("signup", {{"name", "alice"}, {"password", "correct horse"}}).status, 409);
  restart();
  EXPECT_EQ(me(cookie).as_json()["name"], "Alice");
  HttpAnswer wrong = account("login", {{"name", "Alice"}, {"password", "wrong horse"}});
  EXPECT_EQ(wrong.status, 401);
  EXPECT_EQ(wrong.as_json()["error"], "wrong name or password");
  EXPECT_EQ(account("login", {{"name", "Alice"}, {"password", "correct horse"}}).status, 200);
  EXPECT_EQ(account("logout", json::object(), cookie).status, 200);
  EXPECT_EQ(me(cookie).status, 401);
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
