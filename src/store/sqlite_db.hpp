// The few pieces of the SQLite C API the stores use, wrapped: a connection that names its file in
// every error, statements prepared once, one execution of a statement, and a transaction rolled
// back unless committed. Shared by the game store (sqlite.cpp) and the players' store
// (sqlite_accounts.cpp).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <system_error>

#include <fmt/format.h>
#include <sqlite3.h>

#include "store/store.hpp"

namespace menagerie::store::sqlite {

// The open database and the path it came from, for error messages.
class Db {
 public:
  explicit Db(std::string path) : path_(std::move(path)) {}
  ~Db() { sqlite3_close_v2(db_); }
  Db(const Db&) = delete;
  Db& operator=(const Db&) = delete;

  sqlite3*& handle() { return db_; }

  [[noreturn]] void fail(std::string_view doing) const {
    throw StoreError(fmt::format("SQLite database '{}': {} failed: {}", path_, doing,
                                 db_ ? sqlite3_errmsg(db_) : "out of memory"));
  }

  void exec(const char* sql, std::string_view doing) {
    if (sqlite3_exec(db_, sql, nullptr, nullptr, nullptr) != SQLITE_OK) fail(doing);
  }

  const std::string& path() const { return path_; }

 private:
  std::string path_;
  sqlite3* db_ = nullptr;
};

// A statement prepared once at open and reused for every call.
class Stmt {
 public:
  Stmt(Db& db, const std::string& sql) : db_(db) {
    if (sqlite3_prepare_v3(db.handle(), sql.c_str(), -1, SQLITE_PREPARE_PERSISTENT, &stmt_,
                           nullptr) != SQLITE_OK) {
      db.fail(fmt::format("preparing \"{}\"", sql));
    }
  }
  ~Stmt() { sqlite3_finalize(stmt_); }
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;

  sqlite3_stmt* get() const { return stmt_; }
  Db& db() const { return db_; }

 private:
  Db& db_;
  sqlite3_stmt* stmt_ = nullptr;
};

// One execution of a prepared statement: bind, step through the rows; resets the statement after.
class Run {
 public:
  explicit Run(const Stmt& stmt) : stmt_(stmt), s_(stmt.get()) {}
  ~Run() {
    sqlite3_reset(s_);
    sqlite3_clear_bindings(s_);
  }
  Run(const Run&) = delete;
  Run& operator=(const Run&) = delete;

  Run& bind(std::string_view text) {
    check(sqlite3_bind_text(s_, ++bound_, text.data(), static_cast<int>(text.size()),
                            SQLITE_TRANSIENT));
    return *this;
  }
  Run& bind(std::int64_t value) {
    check(sqlite3_bind_int64(s_, ++bound_, value));
    return *this;
  }
  Run& bind(double value) {
    check(sqlite3_bind_double(s_, ++bound_, value));
    return *this;
  }

  // True while there is a row to read.
  bool step() {
    const int rc = sqlite3_step(s_);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    stmt_.db().fail(fmt::format("running \"{}\"", sqlite3_sql(s_)));
  }
  void done() {
    if (step()) stmt_.db().fail(fmt::format("\"{}\" returned a row", sqlite3_sql(s_)));
  }

  std::int64_t integer(int col) const { return sqlite3_column_int64(s_, col); }
  double real(int col) const { return sqlite3_column_double(s_, col); }
  std::string text(int col) const {
    const auto* p = reinterpret_cast<const char*>(sqlite3_column_text(s_, col));
    return p ? std::string(p, static_cast<std::size_t>(sqlite3_column_bytes(s_, col)))
             : std::string();
  }
  int changes() const { return sqlite3_changes(sqlite3_db_handle(s_)); }

 private:
  void check(int rc) {
    if (rc != SQLITE_OK) stmt_.db().fail(fmt::format("binding \"{}\"", sqlite3_sql(s_)));
  }

  const Stmt& stmt_;
  sqlite3_stmt* s_;
  int bound_ = 0;
};

// BEGIN ... COMMIT, rolled back when left without commit (an exception on the way). Writers begin
// IMMEDIATE (taking the write lock up front, so a second process waits instead of failing midway);
// readers take a deferred snapshot.
enum class Mode { read, write };
class Transaction {
 public:
  Transaction(Db& db, Mode mode) : db_(db) {
    db_.exec(mode == Mode::write ? "BEGIN IMMEDIATE" : "BEGIN", "beginning a transaction");
  }
  ~Transaction() {
    if (!committed_) sqlite3_exec(db_.handle(), "ROLLBACK", nullptr, nullptr, nullptr);
  }
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit() {
    db_.exec("COMMIT", "committing");
    committed_ = true;
  }

 private:
  Db& db_;
  bool committed_ = false;
};

// Opens the database file at db.path() as every store on it does (the games' and the players'):
// its directory made if missing, WAL, full sync, foreign keys, and a wait of 5 s for another
// process's write lock (a second server on the same file). A file that is not a database fails here,
// at the first read.
inline void open_file(Db& db) {
  const std::filesystem::path file(db.path());
  if (db.path().empty()) throw StoreError("SQLite database: the path is empty");
  if (file.has_parent_path()) {
    std::error_code ec;
    std::filesystem::create_directories(file.parent_path(), ec);
    if (ec) {
      throw StoreError(fmt::format("SQLite database '{}': cannot create its directory '{}': {}",
                                   db.path(), file.parent_path().string(), ec.message()));
    }
  }
  const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
  if (sqlite3_open_v2(db.path().c_str(), &db.handle(), flags, nullptr) != SQLITE_OK) {
    db.fail("opening");
  }
  sqlite3_extended_result_codes(db.handle(), 1);
  sqlite3_busy_timeout(db.handle(), 5000);
  {
    Stmt wal(db, "PRAGMA journal_mode = WAL");
    Run run(wal);
    if (!run.step() || run.text(0) != "wal") db.fail("switching to WAL mode");
  }
  db.exec("PRAGMA synchronous = FULL", "setting synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON", "enabling foreign keys");
}

}  // namespace menagerie::store::sqlite
