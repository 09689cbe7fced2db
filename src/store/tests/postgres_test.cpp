// The PostgreSQL store against a real server: ctest starts one (postgres.sh, a test fixture) and
// passes the file holding its URL. Each test gets a schema of its own, so tests running in parallel
// processes never see each other's games.
#include <unistd.h>
#include <array>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <fstream>
#include <mutex>

#include <fmt/format.h>
#include <gmock/gmock.h>
#include <pqxx/pqxx>

#include "contract.hpp"
#include "store/feed.hpp"
#include "store/token.hpp"

namespace menagerie::store::harness {
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
  // The server's URL with this schema first on the search path.
  std::string url() const {
    const char separator = server_.find('?') == std::string::npos ? '?' : '&';
    return fmt::format("{}{}options=-csearch_path%3D{}", server_, separator, schema_);
  }

  std::unique_ptr<Store> open() override { return open_postgres(url()); }

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

// Tables made before `lesson` existed gain the column on connecting, no old game a lesson's.
TEST(PostgresStore, TablesWithoutLessonGainTheColumn) {
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
        rematch_of TEXT NOT NULL, listed BOOLEAN NOT NULL DEFAULT TRUE);
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
  EXPECT_FALSE(store->load_game("old")->game.lesson);
  EXPECT_EQ(store->list_games(false, 10).size(), 1u);
  store::GameRecord g;
  g.id = "lesson";
  g.variant = "chess960";
  g.listed = false;
  g.lesson = true;
  g.seats = {store::SeatRecord{"human", 0, "", ""}};
  store->create_game(g);
  EXPECT_TRUE(store->load_game("lesson")->game.lesson);
  EXPECT_EQ(store->list_games(false, 10).size(), 1u) << "a lesson's game is in no list";
}

// Tables made before `rated` (issue 29) gain it: every game there casual, read as it was.
TEST(PostgresStore, TablesWithoutRatedGainTheColumn) {
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
        rematch_of TEXT NOT NULL, listed BOOLEAN NOT NULL DEFAULT TRUE,
        lesson BOOLEAN NOT NULL DEFAULT FALSE);
      CREATE TABLE {0}.seats (game_id TEXT NOT NULL REFERENCES {0}.games (id),
        idx INTEGER NOT NULL, kind TEXT NOT NULL, level INTEGER NOT NULL, name TEXT NOT NULL,
        token_hash TEXT NOT NULL, account_id BIGINT NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, idx));
      INSERT INTO {0}.games (id, variant, options, clock, created_ms, finished, result, rematch_of)
        VALUES ('old', 'chess960', '{{}}', 'null', 5, FALSE, 'null', '');
      INSERT INTO {0}.seats VALUES ('old', 0, 'human', 0, 'Ann', 'aa', 3))sql",
                        backend.schema()));
    tx.commit();
  }
  auto store = backend.open();
  auto old = store->load_game("old");
  ASSERT_TRUE(old);
  EXPECT_FALSE(old->game.rated);
  EXPECT_EQ(old->game.seats[0].account_id, 3);
  store::GameRecord g;
  g.id = "rated";
  g.variant = "chess960";
  g.rated = true;
  g.seats = {store::SeatRecord{"human", 0, "", ""}};
  store->create_game(g);
  EXPECT_TRUE(store->load_game("rated")->game.rated);
  EXPECT_EQ(store->list_games(false, 10).size(), 2u);
}

// What a change feed heard, waited for with a bound.
class Heard {
 public:
  FeedHandlers handlers() {
    return {[this](const Change& c) {
              std::lock_guard lock(mutex_);
              changes_.push_back(c.game_id + (c.seq < 0 ? " seats" : " " + std::to_string(c.seq)));
              cv_.notify_all();
            },
            [this] {
              std::lock_guard lock(mutex_);
              ++reconnects_;
              cv_.notify_all();
            }};
  }
  // The changes heard so far once there are at least `n` (all of them after 10 s).
  std::vector<std::string> wait_for(std::size_t n) {
    std::unique_lock lock(mutex_);
    cv_.wait_for(lock, std::chrono::seconds(10), [&] { return changes_.size() >= n; });
    return changes_;
  }
  int wait_for_reconnect() {
    std::unique_lock lock(mutex_);
    cv_.wait_for(lock, std::chrono::seconds(10), [&] { return reconnects_ > 0; });
    return reconnects_;
  }

 private:
  std::mutex mutex_;
  std::condition_variable cv_;
  std::vector<std::string> changes_;
  int reconnects_ = 0;
};

GameRecord two_humans(const std::string& id) {
  GameRecord g;
  g.id = id;
  g.variant = "chess960";
  g.seats = {SeatRecord{"human", 0, "", ""}, SeatRecord{"human", 0, "", ""}};
  return g;
}

Event move(std::int64_t seq) { return Event{seq, "move", int(seq % 2), "m", 1000 + seq}; }

// Appends and claims are announced once committed, one announcement per game and batch with the
// newest seq; an append that lost a race announces nothing.
TEST(PostgresFeed, HearsEveryCommittedAppendAndClaim) {
  const std::string url = server_url();
  ASSERT_FALSE(url.empty());
  PostgresBackend backend(url);
  auto store = backend.open();
  Heard heard;
  auto feed = open_postgres_feed(backend.url(), heard.handlers());
  store->create_game(two_humans("a"));
  store->create_game(two_humans("b"));
  const Append first{"a", move(0)};
  store->append({&first, 1});
  EXPECT_THAT(heard.wait_for(1), ::testing::ElementsAre("a 0"));
  const std::array batch{Append{"a", move(1)}, Append{"b", move(0)}, Append{"a", move(2)}};
  store->append(batch);
  const Append lost{"a", move(1)};
  EXPECT_THROW(store->append({&lost, 1}), AppendConflict);
  EXPECT_TRUE(store->claim_seat("b", 1, "Bob", hash_token("bob")));
  EXPECT_FALSE(store->claim_seat("b", 1, "Eve", hash_token("eve")));  // taken: nothing to tell
  const Append last{"b", move(1)};
  store->append({&last, 1});
  std::vector<std::string> got = heard.wait_for(5);
  ASSERT_EQ(got.size(), 5u);
  EXPECT_THAT(std::vector<std::string>(got.begin() + 1, got.begin() + 3),
              ::testing::UnorderedElementsAre("a 2", "b 0"));
  EXPECT_EQ(got[3], "b seats");
  EXPECT_EQ(got[4], "b 1");
}

// Each feed holds a shared lock while it lives: the first of a database's nodes is alone, a node
// joining running ones is not, and once they are all gone the next is alone again. Schemas are
// separate services.
TEST(PostgresFeed, KnowsWhetherOtherNodesRun) {
  const std::string url = server_url();
  ASSERT_FALSE(url.empty());
  PostgresBackend backend(url), elsewhere(url);
  backend.open();
  elsewhere.open();
  auto first = open_postgres_feed(backend.url(), {});
  EXPECT_TRUE(first->alone_at_start());
  auto second = open_postgres_feed(backend.url(), {});
  EXPECT_FALSE(second->alone_at_start());
  EXPECT_TRUE(open_postgres_feed(elsewhere.url(), {})->alone_at_start());
  first.reset();
  EXPECT_FALSE(open_postgres_feed(backend.url(), {})->alone_at_start());
  second.reset();
  EXPECT_TRUE(open_postgres_feed(backend.url(), {})->alone_at_start());
}

// A listening connection that dies comes back by itself and says so (whoever follows games then
// reads what was announced meanwhile); announcements reach it again.
TEST(PostgresFeed, ReconnectsAndSaysSoWhenItsConnectionDies) {
  const std::string url = server_url();
  ASSERT_FALSE(url.empty());
  PostgresBackend backend(url);
  auto store = backend.open();
  store->create_game(two_humans("a"));
  Heard heard;
  auto feed = open_postgres_feed(backend.url(), heard.handlers());
  {
    pqxx::connection admin(url);
    pqxx::work tx(admin);
    const pqxx::row killed = tx.exec1(
        "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = " +
        tx.quote("menagerie feed menagerie_" + backend.schema()));
    EXPECT_EQ(killed[0].as<int>(), 1);
    tx.commit();
  }
  EXPECT_EQ(heard.wait_for_reconnect(), 1);
  const Append a{"a", move(0)};
  store->append({&a, 1});
  EXPECT_THAT(heard.wait_for(1), ::testing::ElementsAre("a 0"));
}

}  // namespace
}  // namespace menagerie::store::harness
