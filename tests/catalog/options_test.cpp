// validate_options: the one checker of every variant's options.
#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "support/error_of.hpp"

namespace menagerie::catalog {
namespace {

const std::vector<OptionSpec> kSpecs = {
    {"checkers", "choice", "how many", "12", {"12", "16", "unlimited"}},
};

// The command line reads `-o checkers=16` as the JSON number 16: a choice takes it as "16".
TEST(Options, ChoiceWrittenAsANumber) {
  EXPECT_EQ(validate_options(kSpecs, {{"checkers", 16}})["checkers"], "16");
  EXPECT_EQ(validate_options(kSpecs, {{"checkers", "unlimited"}})["checkers"], "unlimited");
  EXPECT_EQ(validate_options(kSpecs, json::object())["checkers"], "12");
  menagerie::testing::expect_error(
      [] {
        validate_options(kSpecs, {{"checkers", 13}});
      },
      "option 'checkers' must be one of: 12, 16, unlimited");
  menagerie::testing::expect_error(
      [] {
        validate_options(kSpecs, {{"checkers", 1.5}});
      },
      "must be one of");
}

}  // namespace
}  // namespace menagerie::catalog
