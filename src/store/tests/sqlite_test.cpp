// The SQLite store: the contract on a fresh file per test, plus what only a file can get wrong.
#include <unistd.h>
#include <filesystem>
#include <fstream>

#include <gmock/gmock.h>
#include <sqlite3.h>

#include "contract.hpp"

namespace menagerie::store::harness {
namespace {

namespace fs = std::filesystem;
using ::testing::AllOf;
using ::testing::HasSubstr;

// A fresh directory under the system temp dir, removed with everything in it.
class TempDir {
 public:
  TempDir() {
    std::string pattern = (fs::temp_directory_path() / "menagerie-store-XXXXXX").string();
    if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

class SqliteBackend : public Backend {
 public:
  std::unique_ptr<Store> open() override {
    return open_sqlite((dir_.path() / "data" / "games.sqlite").string());
  }

 private:
  TempDir dir_;
};

INSTANTIATE_TEST_SUITE_P(Sqlite, StoreContract,
                         ::testing::Values(BackendParam{
                             "sqlite", [] { return std::make_unique<SqliteBackend>(); }}),
                         backend_name);

// What the file itself says of the pragma `name`, read by a fresh read-only connection (the
// journal mode WAL and the schema's user_version are kept in the file).
std::string pragma_of(const fs::path& file, const std::string& name) {
  sqlite3* db = nullptr;
  std::string value;
  if (sqlite3_open_v2(file.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
    sqlite3_exec(
        db, ("PRAGMA " + name).c_str(),
        [](void* out, int, char** values, char**) {
          *static_cast<std::string*>(out) = values[0] ? values[0] : "";
          return 0;
        },
        &value, nullptr);
  }
  sqlite3_close(db);
  return value;
}

TEST(SqliteStore, CreatesMissingDirectoriesAndUsesWal) {
  TempDir dir;
  const fs::path file = dir.path() / "a" / "b" / "games.sqlite";
  open_sqlite(file.string());
  EXPECT_TRUE(fs::is_regular_file(file));
  EXPECT_EQ(pragma_of(file, "journal_mode"), "wal");
}

TEST(SqliteStore, AFileThatIsNotADatabaseIsAClearError) {
  TempDir dir;
  const fs::path file = dir.path() / "games.sqlite";
  {
    std::ofstream out(file);
    for (int i = 0; i < 200; ++i) out << "this is not a database\n";
  }
  EXPECT_THAT(store_error_of([&] { open_sqlite(file.string()); }),
              AllOf(HasSubstr(file.string()), HasSubstr("not a database")));
}

TEST(SqliteStore, AnUncreatableDirectoryIsAClearError) {
  TempDir dir;
  const fs::path blocker = dir.path() / "plain-file";
  std::ofstream(blocker) << "x";
  const fs::path file = blocker / "data" / "games.sqlite";  // a directory under a regular file
  EXPECT_THAT(store_error_of([&] { open_sqlite(file.string()); }),
              AllOf(HasSubstr(file.string()), HasSubstr("cannot create its directory")));
}

TEST(SqliteStore, ADirectoryInPlaceOfTheFileIsAClearError) {
  TempDir dir;
  EXPECT_THAT(store_error_of([&] { open_sqlite(dir.path().string()); }),
              HasSubstr(dir.path().string()));
  EXPECT_THAT(store_error_of([] { open_sqlite(""); }), HasSubstr("path is empty"));
}

TEST(SqliteStore, TwoStoresOnOneFileSeeEachOthersWrites) {
  TempDir dir;
  const std::string file = (dir.path() / "games.sqlite").string();
  auto first = open_sqlite(file);
  auto second = open_sqlite(file);
  GameRecord g;
  g.id = "shared";
  g.variant = "chess960";
  g.seats = {SeatRecord{"human", 0, "Guest", ""}};
  first->create_game(g);
  const Append a{"shared", Event{0, "move", 0, "e2e4", 1}};
  second->append({&a, 1});
  EXPECT_EQ(first->load_game("shared")->events.size(), 1u);
  EXPECT_THAT(store_error_of([&] { second->create_game(g); }), HasSubstr("exists"));
}

// Writes `file` as an older version of the program did: `sql` run on a fresh SQLite file.
::testing::AssertionResult write_old_file(const std::string& file, const char* sql) {
  sqlite3* db = nullptr;
  if (sqlite3_open(file.c_str(), &db) != SQLITE_OK)
    return ::testing::AssertionFailure() << "cannot open " << file;
  char* why = nullptr;
  const int rc = sqlite3_exec(db, sql, nullptr, nullptr, &why);
  std::string message = why ? why : "";
  sqlite3_free(why);
  sqlite3_close(db);
  if (rc != SQLITE_OK)
    return ::testing::AssertionFailure() << "writing " << file << ": " << message;
  return ::testing::AssertionSuccess();
}

// A file written by the first schema (no `listed`) opens, its games listed as they were then.
TEST(SqliteStore, AVersionOneFileGainsTheListedColumn) {
  TempDir dir;
  const std::string file = (dir.path() / "old.sqlite").string();
  const char* v1 = R"sql(
    CREATE TABLE games (num INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, variant TEXT NOT NULL,
      options TEXT NOT NULL, clock TEXT NOT NULL, created_ms INTEGER NOT NULL,
      finished INTEGER NOT NULL CHECK (finished IN (0, 1)), result TEXT NOT NULL,
      rematch_of TEXT NOT NULL);
    CREATE TABLE seats (game_id TEXT NOT NULL REFERENCES games (id), idx INTEGER NOT NULL,
      kind TEXT NOT NULL, level INTEGER NOT NULL, name TEXT NOT NULL, token_hash TEXT NOT NULL,
      PRIMARY KEY (game_id, idx)) WITHOUT ROWID;
    INSERT INTO games VALUES (1, 'old', 'chess960', '{}', 'null', 5, 0, 'null', '');
    INSERT INTO seats VALUES ('old', 0, 'human', 0, '', '');
    PRAGMA user_version = 1;)sql";
  ASSERT_TRUE(write_old_file(file, v1));
  auto store = open_sqlite(file);
  ASSERT_EQ(store->list_games(true, 10).size(), 1u);
  EXPECT_TRUE(store->load_game("old")->game.listed);
  GameRecord g;
  g.id = "new";
  g.variant = "chess960";
  g.listed = false;
  g.seats = {SeatRecord{"human", 0, "", ""}};
  store->create_game(g);
  EXPECT_EQ(store->list_games(true, 10).size(), 1u) << "an unlisted game is not open to all";
  EXPECT_EQ(open_sqlite(file)->list_games(false, 10).size(), 2u) << "opens again at version 2";
}

// A file written by the second schema (no `lesson`) opens with the column added, no game there a
// lesson's, and its games still listed and loaded as they were.
TEST(SqliteStore, AVersionTwoFileGainsTheLessonColumn) {
  TempDir dir;
  const std::string file = (dir.path() / "v2.sqlite").string();
  const char* v2 = R"sql(
    CREATE TABLE games (num INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, variant TEXT NOT NULL,
      options TEXT NOT NULL, clock TEXT NOT NULL, created_ms INTEGER NOT NULL,
      finished INTEGER NOT NULL CHECK (finished IN (0, 1)), result TEXT NOT NULL,
      rematch_of TEXT NOT NULL, listed INTEGER NOT NULL DEFAULT 1 CHECK (listed IN (0, 1)));
    CREATE TABLE seats (game_id TEXT NOT NULL REFERENCES games (id), idx INTEGER NOT NULL,
      kind TEXT NOT NULL, level INTEGER NOT NULL, name TEXT NOT NULL, token_hash TEXT NOT NULL,
      PRIMARY KEY (game_id, idx)) WITHOUT ROWID;
    INSERT INTO games VALUES (1, 'old', 'chess960', '{}', 'null', 5, 0, 'null', '', 1);
    INSERT INTO seats VALUES ('old', 0, 'human', 0, '', '');
    PRAGMA user_version = 2;)sql";
  ASSERT_TRUE(write_old_file(file, v2));
  auto store = open_sqlite(file);
  ASSERT_EQ(store->list_games(true, 10).size(), 1u);
  EXPECT_FALSE(store->load_game("old")->game.lesson);
  GameRecord g;
  g.id = "lesson";
  g.variant = "chess960";
  g.listed = false;
  g.lesson = true;
  g.seats = {SeatRecord{"human", 0, "", ""}};
  store->create_game(g);
  EXPECT_TRUE(store->load_game("lesson")->game.lesson);
  EXPECT_TRUE(store->delete_game("lesson"));
  auto again = open_sqlite(file);  // opens again at the newest version
  EXPECT_EQ(again->list_games(false, 10).size(), 1u);
  EXPECT_EQ(pragma_of(file, "user_version"), "5");
}

// A file written by the third schema (seats without an account) opens with the column added, every
// seat a guest's, its games loaded as they were; a seat claimed then keeps its account.
TEST(SqliteStore, AVersionThreeFileGainsTheSeatsAccount) {
  TempDir dir;
  const std::string file = (dir.path() / "v3.sqlite").string();
  const char* v3 = R"sql(
    CREATE TABLE games (num INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, variant TEXT NOT NULL,
      options TEXT NOT NULL, clock TEXT NOT NULL, created_ms INTEGER NOT NULL,
      finished INTEGER NOT NULL CHECK (finished IN (0, 1)), result TEXT NOT NULL,
      rematch_of TEXT NOT NULL, listed INTEGER NOT NULL DEFAULT 1 CHECK (listed IN (0, 1)),
      lesson INTEGER NOT NULL DEFAULT 0 CHECK (lesson IN (0, 1)));
    CREATE TABLE seats (game_id TEXT NOT NULL REFERENCES games (id), idx INTEGER NOT NULL,
      kind TEXT NOT NULL, level INTEGER NOT NULL, name TEXT NOT NULL, token_hash TEXT NOT NULL,
      PRIMARY KEY (game_id, idx)) WITHOUT ROWID;
    CREATE TABLE events (game_id TEXT NOT NULL REFERENCES games (id), seq INTEGER NOT NULL,
      kind TEXT NOT NULL, seat INTEGER NOT NULL, data TEXT NOT NULL, at_ms INTEGER NOT NULL,
      PRIMARY KEY (game_id, seq)) WITHOUT ROWID;
    INSERT INTO games VALUES (1, 'old', 'chess960', '{"sp":518}', 'null', 5, 0, 'null', '', 1, 0);
    INSERT INTO seats VALUES ('old', 0, 'human', 0, 'Ann', ''), ('old', 1, 'human', 0, '', '');
    INSERT INTO events VALUES ('old', 0, 'move', 0, 'e2e4', 6);
    PRAGMA user_version = 3;)sql";
  ASSERT_TRUE(write_old_file(file, v3));
  auto store = open_sqlite(file);
  auto old = store->load_game("old");
  ASSERT_TRUE(old);
  EXPECT_EQ(old->game.options.dump(), R"({"sp":518})");
  ASSERT_EQ(old->game.seats.size(), 2u);
  EXPECT_EQ(old->game.seats[0].name, "Ann");
  EXPECT_EQ(old->game.seats[0].account_id, 0);
  ASSERT_EQ(old->events.size(), 1u);
  EXPECT_EQ(old->events[0].data, "e2e4");
  EXPECT_TRUE(store->claim_seat("old", 1, "Ada", std::string(64, 'b'), 5));
  EXPECT_EQ(store->load_game("old")->game.seats[1].account_id, 5);
  ASSERT_EQ(store->games_of_account(5, 10).size(), 1u);
}

// A file written by the fourth schema (no `rated`) opens with the column added, every game there
// casual and loaded as it was; a game created then may be rated.
TEST(SqliteStore, AVersionFourFileGainsTheRatedColumn) {
  TempDir dir;
  const std::string file = (dir.path() / "v4.sqlite").string();
  const char* v4 = R"sql(
    CREATE TABLE games (num INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, variant TEXT NOT NULL,
      options TEXT NOT NULL, clock TEXT NOT NULL, created_ms INTEGER NOT NULL,
      finished INTEGER NOT NULL CHECK (finished IN (0, 1)), result TEXT NOT NULL,
      rematch_of TEXT NOT NULL, listed INTEGER NOT NULL DEFAULT 1 CHECK (listed IN (0, 1)),
      lesson INTEGER NOT NULL DEFAULT 0 CHECK (lesson IN (0, 1)));
    CREATE TABLE seats (game_id TEXT NOT NULL REFERENCES games (id), idx INTEGER NOT NULL,
      kind TEXT NOT NULL, level INTEGER NOT NULL, name TEXT NOT NULL, token_hash TEXT NOT NULL,
      account_id INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (game_id, idx)) WITHOUT ROWID;
    CREATE TABLE events (game_id TEXT NOT NULL REFERENCES games (id), seq INTEGER NOT NULL,
      kind TEXT NOT NULL, seat INTEGER NOT NULL, data TEXT NOT NULL, at_ms INTEGER NOT NULL,
      PRIMARY KEY (game_id, seq)) WITHOUT ROWID;
    INSERT INTO games VALUES (1, 'old', 'chess960', '{"sp":518}', 'null', 5, 0, 'null', '', 1, 0);
    INSERT INTO seats VALUES ('old', 0, 'human', 0, 'Ann', 'aa', 3), ('old', 1, 'human', 0, '', '', 0);
    INSERT INTO events VALUES ('old', 0, 'move', 0, 'e2e4', 6);
    PRAGMA user_version = 4;)sql";
  ASSERT_TRUE(write_old_file(file, v4));
  auto store = open_sqlite(file);
  auto old = store->load_game("old");
  ASSERT_TRUE(old);
  EXPECT_FALSE(old->game.rated);
  EXPECT_EQ(old->game.seats[0].account_id, 3);
  ASSERT_EQ(old->events.size(), 1u);
  GameRecord g;
  g.id = "rated";
  g.variant = "chess960";
  g.rated = true;
  g.seats = {SeatRecord{"human", 0, "", ""}};
  store->create_game(g);
  EXPECT_TRUE(open_sqlite(file)->load_game("rated")->game.rated);
  EXPECT_EQ(pragma_of(file, "user_version"), "5");
}

}  // namespace
}  // namespace menagerie::store::harness
