// The players' store on PostgreSQL: the contract, each test in a schema of its own on the server
// that ctest starts (postgres.sh).
#include <unistd.h>
#include <atomic>
#include <cstdlib>
#include <fstream>

#include <fmt/format.h>
#include <gmock/gmock.h>
#include <pqxx/pqxx>

#include "accounts_contract.hpp"

namespace menagerie::store::testing {
namespace {

// The test server's URL, or empty after reporting a failure.
std::string accounts_server_url() {
  if (const char* url = std::getenv("MENAGERIE_TEST_POSTGRES"); url && *url) return url;
  if (const char* file = std::getenv("MENAGERIE_TEST_POSTGRES_FILE"); file && *file) {
    std::ifstream in(file);
    std::string url;
    if (in >> url) return url;
  }
  ADD_FAILURE() << "These tests need a PostgreSQL server: run them through ctest (which starts "
                   "one) or set MENAGERIE_TEST_POSTGRES (see postgres_test.cpp)";
  return "";
}

class PostgresAccountsBackend : public AccountsBackend {
 public:
  explicit PostgresAccountsBackend(std::string server) : server_(std::move(server)) {
    static std::atomic<int> count = 0;
    schema_ = fmt::format("menagerie_accounts_{}_{}", getpid(), count++);
    pqxx::connection admin(server_);
    pqxx::work tx(admin);
    tx.exec(fmt::format("DROP SCHEMA IF EXISTS {0} CASCADE; CREATE SCHEMA {0}", schema_));
    tx.commit();
  }
  ~PostgresAccountsBackend() override {
    try {
      pqxx::connection admin(server_);
      pqxx::work tx(admin);
      tx.exec(fmt::format("DROP SCHEMA IF EXISTS {} CASCADE", schema_));
      tx.commit();
    } catch (const std::exception& e) {
      ADD_FAILURE() << "dropping schema " << schema_ << ": " << e.what();
    }
  }

  std::unique_ptr<Store> open_games() override { return open_postgres(url()); }
  std::unique_ptr<AccountStore> open_accounts() override { return open_postgres_accounts(url()); }

 private:
  std::string url() const {
    const char separator = server_.find('?') == std::string::npos ? '?' : '&';
    return fmt::format("{}{}options=-csearch_path%3D{}", server_, separator, schema_);
  }

  std::string server_;
  std::string schema_;
};

INSTANTIATE_TEST_SUITE_P(Postgres, AccountsContract,
                         ::testing::Values(AccountsBackendParam{
                             "postgres",
                             []() -> std::unique_ptr<AccountsBackend> {
                               const std::string url = accounts_server_url();
                               if (url.empty()) return nullptr;
                               return std::make_unique<PostgresAccountsBackend>(url);
                             }}),
                         accounts_backend_name);

}  // namespace
}  // namespace menagerie::store::testing
