// The PostgreSQL store against a real server: ctest starts one (postgres.sh, a test fixture) and
// passes the file holding its URL. Each test gets a schema of its own, so tests running in parallel
// processes never see each other's games.
#include <unistd.h>
#include <atomic>
#include <cstdlib>
#include <fstream>

#include <fmt/format.h>
#include <gmock/gmock.h>
#include <pqxx/pqxx>

#include "contract.hpp"

namespace menagerie::store::testing {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;

// The test server's URL, or empty after reporting a failure that says how to get one.
std::string server_url() {
  if (const char* url = std::getenv("MENAGERIE_TEST_POSTGRES"); url && *url) return url;
  if (const char* file = std::getenv("MENAGERIE_TEST_POSTGRES_FILE"); file && *file) {
    std::ifstream in(file);
    std::string url;
    if (in >> url) return url;
    ADD_FAILURE() << "MENAGERIE_TEST_POSTGRES_FILE names " << file
                  << ", which holds no URL: did the fixture test store_postgres_start pass?";
    return "";
  }
  ADD_FAILURE()
      << "These tests need a PostgreSQL server. Run them through ctest (which starts one), "
         "or start one with\n  src/store/tests/postgres.sh start /tmp/pg 55432\nand set "
         "MENAGERIE_TEST_POSTGRES=$(cat /tmp/pg/url) (stop it with postgres.sh stop "
         "/tmp/pg).";
  return "";
}

class PostgresBackend : public Backend {
 public:
  // A fresh schema named for this process; the store's connections put it first on search_path.
  explicit PostgresBackend(std::string server) : server_(std::move(server)) {
    static std::atomic<int> count = 0;
    schema_ = fmt::format("menagerie_test_{}_{}", getpid(), count++);
    pqxx::connection admin(server_);
    pqxx::work tx(admin);
    tx.exec(fmt::format("DROP SCHEMA IF EXISTS {0} CASCADE; CREATE SCHEMA {0}", schema_));
    tx.commit();
  }
  ~PostgresBackend() override {
    try {
      pqxx::connection admin(server_);
      pqxx::work tx(admin);
      tx.exec(fmt::format("DROP SCHEMA IF EXISTS {} CASCADE", schema_));
      tx.commit();
    } catch (const std::exception& e) {
      ADD_FAILURE() << "dropping schema " << schema_ << ": " << e.what();
    }
  }

  const std::string& schema() const { return schema_; }

  std::unique_ptr<Store> open() override {
    const char separator = server_.find('?') == std::string::npos ? '?' : '&';
    return open_postgres(
        fmt::format("{}{}options=-csearch_path%3D{}", server_, separator, schema_));
  }

 private:
  std::string server_;
  std::string schema_;
};

INSTANTIATE_TEST_SUITE_P(Postgres, StoreContract,
                         ::testing::Values(BackendParam{"postgres",
                                                        []() -> std::unique_ptr<Backend> {
                                                          const std::string url = server_url();
                                                          if (url.empty()) return nullptr;
                                                          return std::make_unique<PostgresBackend>(
                                                              url);
                                                        }}),
                         backend_name);

TEST(PostgresStore, AnUnreachableServerIsAClearError) {
  // Port 1 on loopback: nothing listens there.
  EXPECT_THAT(store_error_of([] { open_postgres("postgresql://postgres@127.0.0.1:1/postgres"); }),
              AllOf(HasSubstr("PostgreSQL"), HasSubstr("connect")));
  EXPECT_THAT(store_error_of([] { open_postgres("not a connection string"); }),
              HasSubstr("PostgreSQL"));
}

TEST(PostgresStore, TablesLandInTheConnectionsSchemaOnADurableServer) {
  const std::string url = server_url();
  ASSERT_FALSE(url.empty());
  PostgresBackend backend(url);
  backend.open();
  pqxx::connection admin(url);
  pqxx::work tx(admin);
  const pqxx::row row = tx.exec1(
      fmt::format("SELECT count(*) FROM information_schema.tables WHERE table_schema = '{}' "
                  "AND table_name IN ('games', 'seats', 'events')",
                  backend.schema()));
  EXPECT_EQ(row[0].as<int>(), 3);
  EXPECT_EQ(tx.exec1("SHOW synchronous_commit")[0].as<std::string>(), "on");
  EXPECT_EQ(tx.exec1("SHOW fsync")[0].as<std::string>(), "on");
}

// Tables made before `listed` existed gain the column on connecting, every old game listed.
TEST(PostgresStore, TablesWithoutListedGainTheColumn) {
  const std::string url = server_url();
  ASSERT_FALSE(url.empty());
  PostgresBackend backend(url);
  {
    pqxx::connection admin(url);
    pqxx::work tx(admin);
    tx.exec(fmt::format(R"sql(
      CREATE TABLE {0}.games (num BIGSERIAL NOT NULL UNIQUE, id TEXT PRIMARY KEY,
        variant TEXT NOT NULL, options TEXT NOT NULL, clock TEXT NOT NULL,
        created_ms BIGINT NOT NULL, finished BOOLEAN NOT NULL, result TEXT NOT NULL,
        rematch_of TEXT NOT NULL);
      CREATE TABLE {0}.seats (game_id TEXT NOT NULL REFERENCES {0}.games (id),
        idx INTEGER NOT NULL, kind TEXT NOT NULL, level INTEGER NOT NULL, name TEXT NOT NULL,
        token_hash TEXT NOT NULL, PRIMARY KEY (game_id, idx));
      INSERT INTO {0}.games (id, variant, options, clock, created_ms, finished, result, rematch_of)
        VALUES ('old', 'chess960', '{{}}', 'null', 5, FALSE, 'null', '');
      INSERT INTO {0}.seats VALUES ('old', 0, 'human', 0, '', ''))sql",
                        backend.schema()));
    tx.commit();
  }
  auto store = backend.open();
  EXPECT_TRUE(store->load_game("old")->game.listed);
  EXPECT_EQ(store->list_games(true, 10).size(), 1u);
}

}  // namespace
}  // namespace menagerie::store::testing
