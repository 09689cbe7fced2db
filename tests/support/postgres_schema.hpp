// The PostgreSQL that ctest's fixture store_postgres_start starts for the server's tests (its URL in
// the file MENAGERIE_TEST_POSTGRES_FILE names), and a schema of its own for each test on it, so
// that tests running at once never see each other's games.
#pragma once

#include <cstdlib>
#include <fstream>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <pqxx/pqxx>

namespace menagerie::harness {

// The server's URL: MENAGERIE_TEST_POSTGRES when set (a server started by hand), else the one
// ctest's fixture started; empty (and the test failed) when there is neither.
inline std::string postgres_server() {
  if (const char* url = std::getenv("MENAGERIE_TEST_POSTGRES"); url && *url) return url;
  if (const char* file = std::getenv("MENAGERIE_TEST_POSTGRES_FILE"); file && *file) {
    std::string url;
    if (std::ifstream(file) >> url) return url;
  }
  ADD_FAILURE() << "no PostgreSQL server: run through ctest, whose fixture store_postgres_start "
                   "starts one and names it in MENAGERIE_TEST_POSTGRES_FILE";
  return "";
}

inline void run_sql(const std::string& url, const std::string& text) {
  pqxx::connection c(url);
  pqxx::work tx(c);
  tx.exec(text);
  tx.commit();
}

// A fresh schema `name` on `server`, dropped with this object; url() reaches it (its search_path).
// Keep names short: a schema's name and the change feed's channel named after it are cut at 63
// bytes.
class PostgresSchema {
 public:
  PostgresSchema(std::string server, std::string name)
      : server_(std::move(server)), name_(std::move(name)) {
    run_sql(server_, fmt::format("DROP SCHEMA IF EXISTS {0} CASCADE; CREATE SCHEMA {0}", name_));
    url_ = fmt::format("{}{}options=-csearch_path%3D{}", server_,
                       server_.find('?') == std::string::npos ? '?' : '&', name_);
  }
  ~PostgresSchema() {
    try {
      run_sql(server_, fmt::format("DROP SCHEMA IF EXISTS {} CASCADE", name_));
    } catch (const std::exception& e) {
      ADD_FAILURE() << "could not drop schema " << name_ << ": " << e.what();
    }
  }
  PostgresSchema(const PostgresSchema&) = delete;
  PostgresSchema& operator=(const PostgresSchema&) = delete;

  const std::string& name() const { return name_; }
  const std::string& url() const { return url_; }

 private:
  std::string server_, name_, url_;
};

}  // namespace menagerie::harness
