// The message of the InputError a piece of code throws: the one way every test checks that bad
// input is refused with a message naming the fault.
#pragma once

#include <string>
#include <string_view>

#include <gtest/gtest.h>

#include "core/error.hpp"

namespace menagerie::harness {

// Fails the test when `f` throws nothing (or something other than InputError escapes).
template <class F>
std::string error_of(F&& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  ADD_FAILURE() << "expected an InputError";
  return "";
}

// Fails unless `f` throws an InputError whose message contains `fragment`.
template <class F>
void expect_error(F&& f, std::string_view fragment) {
  std::string message = error_of(f);
  EXPECT_NE(message.find(fragment), std::string::npos) << message;
}

}  // namespace menagerie::harness
