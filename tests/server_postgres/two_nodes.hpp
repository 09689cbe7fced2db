// The fixture of the two-node tests (two_nodes_test.cpp, node_kill_test.cpp): two `menagerie serve
// --postgres` processes, A and B, on the PostgreSQL that the store tests' fixture starts, in a
// schema of this test's own.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <pqxx/pqxx>

#include "server/client.hpp"
#include "support/postgres_schema.hpp"
#include "support/server_process.hpp"

namespace menagerie::harness {

// One event of a game's log as the database has it: "seq kind seat data".
using Log = std::vector<std::string>;

// A request for an unlisted Chess960 game from start number `start` with these seats.
inline json chess960_game(const json& seats, int start) {
  return {
      {"variant", "chess960"}, {"options", {{"sp", start}}}, {"seats", seats}, {"listed", false}};
}

class TwoNodes : public ::testing::Test {
 protected:
  void SetUp() override {
    server_ = postgres_server();
    ASSERT_FALSE(server_.empty());
    // Short (a schema's name and the channel named after it are cut at 63 bytes), and apart for
    // every test of this process and of any other running at the same time.
    static int count = 0;
    schema_ = std::make_unique<PostgresSchema>(
        server_, fmt::format("menagerie_nodes_{}_{}", getpid(), count++));
    postgres_ = schema_->url();
    dir_ = std::filesystem::temp_directory_path() / ("menagerie-nodes-" + schema_->name());
    a_ = start_node("a");
    b_ = start_node("b");
  }
  void TearDown() override {
    a_.reset();
    b_.reset();
    std::filesystem::remove_all(dir_);
    schema_.reset();
  }

  // `more`: further arguments of `menagerie serve` (a test clock: "--clock-offset-hours", "20").
  std::unique_ptr<ServerProcess> start_node(const std::string& name,
                                            const std::vector<std::string>& more = {}) {
    std::vector<std::string> args{"--postgres", postgres_, "--takeover-ms", "1500"};
    args.insert(args.end(), more.begin(), more.end());
    return std::make_unique<ServerProcess>(MENAGERIE_BINARY, (dir_ / name).string(), "", args);
  }

  // `settled`: once no append that was under way can still land. A killed node's backend goes on
  // with what it had received: a COMMIT already sent lands, any other transaction is rolled back
  // when the backend reads the end of the connection. Every append locks the game's row first and
  // keeps it until then, so taking that lock waits for it.
  Log log_of(const std::string& id, bool settled = false) {
    pqxx::connection c(postgres_);
    pqxx::work tx(c);
    if (settled) tx.exec_params("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", id);
    Log out;
    for (const pqxx::row& r : tx.exec_params(
             "SELECT seq, kind, seat, data FROM events WHERE game_id = $1 ORDER BY seq", id))
      out.push_back(fmt::format("{} {} {} {}", r[0].as<long>(), r[1].as<std::string>(),
                                r[2].as<int>(), r[3].as<std::string>()));
    return out;
  }

  json create(const std::string& url, const json& request) {
    HttpAnswer a = post(url, "/api/games", request);
    EXPECT_EQ(a.status, 201) << a.body;
    return a.as_json();
  }

  // A socket following game `id` on the node at `url`; `first` gets the state it was sent.
  std::unique_ptr<WsClient> watch(const std::string& url, const std::string& id,
                                  const std::string& token = "", json* first = nullptr) {
    auto ws = std::make_unique<WsClient>(url);
    json m{{"type", "watch"}, {"game", id}};
    if (!token.empty()) m["token"] = token;
    ws->send(m);
    json s = ws->next_of("state");
    if (first) *first = s;
    return ws;
  }

  std::string server_, postgres_;
  std::unique_ptr<PostgresSchema> schema_;
  std::filesystem::path dir_;
  std::unique_ptr<ServerProcess> a_, b_;
};

}  // namespace menagerie::harness
