// The contract every Store keeps, written once (contract.cpp) and run against each implementation:
// a test binary instantiates StoreContract with the backends it can open.
#pragma once

#include <functional>
#include <memory>
#include <ostream>
#include <string>

#include <gtest/gtest.h>

#include "store/store.hpp"

namespace menagerie::store::harness {

// The storage of one test (a temp file, a fresh schema), cleaned up when destroyed.
class Backend {
 public:
  virtual ~Backend() = default;
  // A store on this storage; called again after the last store is closed, it must see the same
  // data.
  virtual std::unique_ptr<Store> open() = 0;
};

struct BackendParam {
  std::string name;  // names the instantiation's tests
  std::function<std::unique_ptr<Backend>()> make;
};

inline void PrintTo(const BackendParam& param, std::ostream* os) { *os << param.name; }

class StoreContract : public ::testing::TestWithParam<BackendParam> {
 protected:
  void SetUp() override {
    backend_ = GetParam().make();
    ASSERT_TRUE(backend_) << "no " << GetParam().name << " storage to test (see above)";
    store_ = backend_->open();
  }
  void TearDown() override {
    store_.reset();
    backend_.reset();
  }

  std::unique_ptr<Backend> backend_;  // declared first: outlives the store
  std::unique_ptr<Store> store_;
};

inline std::string backend_name(const ::testing::TestParamInfo<BackendParam>& info) {
  return info.param.name;
}

// The message of the StoreError `f` throws; fails the test when it throws nothing.
template <class F>
std::string store_error_of(F&& f) {
  try {
    f();
  } catch (const StoreError& e) {
    return e.what();
  }
  ADD_FAILURE() << "expected a StoreError";
  return "";
}

}  // namespace menagerie::store::harness
