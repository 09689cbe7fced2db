// The players' store on SQLite: the contract on a fresh file per test, plus the file's versions.
#include <unistd.h>
#include <filesystem>

#include <gmock/gmock.h>
#include <sqlite3.h>

#include "accounts_contract.hpp"
#include "contract.hpp"

namespace menagerie::store::harness {
namespace {

namespace fs = std::filesystem;

// A fresh directory under the system temp dir, removed with everything in it.
class AccountsTempDir {
 public:
  AccountsTempDir() {
    std::string pattern = (fs::temp_directory_path() / "menagerie-accounts-XXXXXX").string();
    if (!mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed");
    path_ = pattern;
  }
  ~AccountsTempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  fs::path file() const { return path_ / "data" / "games.sqlite"; }

 private:
  fs::path path_;
};

class SqliteAccountsBackend : public AccountsBackend {
 public:
  std::unique_ptr<Store> open_games() override { return open_sqlite(dir_.file().string()); }
  std::unique_ptr<AccountStore> open_accounts() override {
    return open_sqlite_accounts(dir_.file().string());
  }

 private:
  AccountsTempDir dir_;
};

INSTANTIATE_TEST_SUITE_P(Sqlite, AccountsContract,
                         ::testing::Values(AccountsBackendParam{
                             "sqlite", [] { return std::make_unique<SqliteAccountsBackend>(); }}),
                         accounts_backend_name);

std::int64_t pragma_or_query(const fs::path& file, const char* sql) {
  sqlite3* db = nullptr;
  std::int64_t out = -1;
  if (sqlite3_open_v2(file.c_str(), &db, SQLITE_OPEN_READWRITE, nullptr) == SQLITE_OK) {
    sqlite3_exec(
        db, sql,
        [](void* o, int, char** values, char**) {
          *static_cast<std::int64_t*>(o) = values[0] ? std::stoll(values[0]) : -1;
          return 0;
        },
        &out, nullptr);
  }
  sqlite3_close(db);
  return out;
}

// The game tables' version (user_version) is theirs alone: the players' tables keep their own.
TEST(SqliteAccounts, ThePlayersTablesKeepTheirOwnSchemaVersion) {
  AccountsTempDir dir;
  open_sqlite(dir.file().string());
  const std::int64_t games_version = pragma_or_query(dir.file(), "PRAGMA user_version");
  open_sqlite_accounts(dir.file().string());
  EXPECT_EQ(pragma_or_query(dir.file(), "PRAGMA user_version"), games_version);
  EXPECT_EQ(pragma_or_query(dir.file(), "SELECT version FROM players_schema"), 1);
  pragma_or_query(dir.file(), "UPDATE players_schema SET version = 99");
  EXPECT_THAT(store_error_of([&] { open_sqlite_accounts(dir.file().string()); }),
              ::testing::HasSubstr("players' schema version 99 is newer than this program's (1)"));
  open_sqlite(dir.file().string());  // the game part still opens
}

}  // namespace
}  // namespace menagerie::store::harness
