// The players' store on PostgreSQL: the contract, each test in a schema of its own on the server
// that ctest starts (postgres.sh).
#include <unistd.h>
#include <atomic>

#include <fmt/format.h>
#include <gmock/gmock.h>

#include "accounts_contract.hpp"
#include "support/postgres_schema.hpp"

namespace menagerie::store::harness {
namespace {

// Each backend is a fresh schema on the test server (support/postgres_schema.hpp), dropped with it.
class PostgresAccountsBackend : public AccountsBackend {
 public:
  explicit PostgresAccountsBackend(const std::string& server)
      : schema_(server, fmt::format("menagerie_accounts_{}_{}", getpid(), count_++)) {}

  std::unique_ptr<Store> open_games() override { return open_postgres(schema_.url()); }
  std::unique_ptr<AccountStore> open_accounts() override {
    return open_postgres_accounts(schema_.url());
  }

 private:
  static inline std::atomic<int> count_ = 0;
  ::menagerie::harness::PostgresSchema schema_;
};

INSTANTIATE_TEST_SUITE_P(Postgres, AccountsContract,
                         ::testing::Values(AccountsBackendParam{
                             "postgres",
                             []() -> std::unique_ptr<AccountsBackend> {
                               const std::string url = ::menagerie::harness::postgres_server();
                               if (url.empty()) return nullptr;
                               return std::make_unique<PostgresAccountsBackend>(url);
                             }}),
                         accounts_backend_name);

}  // namespace
}  // namespace menagerie::store::harness
