// The SQLite store: the contract on a fresh file per test, plus what only a file can get wrong.
#include <unistd.h>
#include <filesystem>
#include <fstream>

#include <gmock/gmock.h>
#include <sqlite3.h>

#include "contract.hpp"

namespace menagerie::store::testing {
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

// What the file itself says about its journal mode (WAL is persistent, so a fresh connection sees
// it).
std::string journal_mode(const fs::path& file) {
  sqlite3* db = nullptr;
  std::string mode;
  if (sqlite3_open_v2(file.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
    sqlite3_exec(
        db, "PRAGMA journal_mode",
        [](void* out, int, char** values, char**) {
          *static_cast<std::string*>(out) = values[0] ? values[0] : "";
          return 0;
        },
        &mode, nullptr);
  }
  sqlite3_close(db);
  return mode;
}

TEST(SqliteStore, CreatesMissingDirectoriesAndUsesWal) {
  TempDir dir;
  const fs::path file = dir.path() / "a" / "b" / "games.sqlite";
  open_sqlite(file.string());
  EXPECT_TRUE(fs::is_regular_file(file));
  EXPECT_EQ(journal_mode(file), "wal");
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

}  // namespace
}  // namespace menagerie::store::testing
