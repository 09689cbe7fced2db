// The contract every AccountStore keeps, written once (accounts_contract.cpp) and run against
// SQLite (accounts_sqlite_test.cpp) and PostgreSQL (accounts_postgres_test.cpp).
#pragma once

#include <functional>
#include <memory>
#include <ostream>
#include <string>

#include <gtest/gtest.h>

#include "store/accounts.hpp"
#include "store/store.hpp"

namespace menagerie::store::harness {

// One database for one test, cleaned up when destroyed: the game store and the players' store
// open the same one, each as many times as asked (two opens are two connections, as two nodes).
class AccountsBackend {
 public:
  virtual ~AccountsBackend() = default;
  virtual std::unique_ptr<Store> open_games() = 0;
  virtual std::unique_ptr<AccountStore> open_accounts() = 0;
};

struct AccountsBackendParam {
  std::string name;
  std::function<std::unique_ptr<AccountsBackend>()> make;
};

inline void PrintTo(const AccountsBackendParam& param, std::ostream* os) { *os << param.name; }

inline std::string accounts_backend_name(
    const ::testing::TestParamInfo<AccountsBackendParam>& info) {
  return info.param.name;
}

class AccountsContract : public ::testing::TestWithParam<AccountsBackendParam> {
 protected:
  void SetUp() override {
    backend_ = GetParam().make();
    ASSERT_TRUE(backend_) << "no " << GetParam().name << " storage to test (see above)";
    accounts_ = backend_->open_accounts();
  }
  void TearDown() override {
    accounts_.reset();
    backend_.reset();
  }

  std::unique_ptr<AccountsBackend> backend_;  // declared first: outlives the stores
  std::unique_ptr<AccountStore> accounts_;
};

}  // namespace menagerie::store::harness
