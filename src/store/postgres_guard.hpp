// How both PostgreSQL stores (the games' and the players') turn a libpqxx failure into a
// StoreError that says what was being done. A broken connection is dropped, so that the next call
// connects afresh; a COMMIT whose connection broke is said to be in doubt, not lost.
#pragma once

#include <memory>
#include <string>

#include <fmt/format.h>
#include <pqxx/pqxx>

#include "store/store.hpp"

namespace menagerie::store::detail {

template <class F>
void guard(std::unique_ptr<pqxx::connection>& conn, const std::string& doing, F&& f) {
  try {
    f();
  } catch (const StoreError&) {
    throw;
  } catch (const pqxx::in_doubt_error& e) {
    conn.reset();
    throw StoreError(fmt::format(
        "PostgreSQL: {}: the connection broke during COMMIT, so it may or may not have been "
        "written: {}",
        doing, e.what()));
  } catch (const pqxx::broken_connection& e) {
    conn.reset();
    throw StoreError(fmt::format("PostgreSQL: {}: connection failed: {}", doing, e.what()));
  } catch (const std::exception& e) {
    throw StoreError(fmt::format("PostgreSQL: {} failed: {}", doing, e.what()));
  }
}

}  // namespace menagerie::store::detail
