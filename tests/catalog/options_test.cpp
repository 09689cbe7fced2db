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
  menagerie::harness::expect_error(
      [] {
        validate_options(kSpecs, {{"checkers", 13}});
      },
      "option 'checkers' must be one of: 12, 16, unlimited");
  menagerie::harness::expect_error(
      [] {
        validate_options(kSpecs, {{"checkers", 1.5}});
      },
      "must be one of");
}


// A game made from another's options deals afresh where the variant has chance or secrets, and
// keeps the start where it has neither (docs/api.md, Rematch).
TEST(Options, DerivedGamesDrawTheirOwnSeedWhereChanceOrSecretsDecide) {
  const json old = {{"seed", 42}, {"rounds", 3}};
  for (const char* id : {"cooperative", "golf", "chessence-sniderman"}) {
    json derived = derived_options(find(id), old);
    ASSERT_TRUE(derived.contains("seed")) << id;
    EXPECT_NE(derived["seed"], 42) << id << ": the old game's public seed";
    EXPECT_NE(derived["seed"], derived_options(find(id), old)["seed"]) << id << ": drawn each time";
    EXPECT_EQ(derived["rounds"], 3) << id << ": every other option kept";
  }
  EXPECT_EQ(derived_options(find("chess960"), old)["seed"], 42) << "a public start is kept";
  EXPECT_FALSE(derived_options(find("zombie"), json::object()).contains("seed"))
      << "a variant without a seed option gets none";
  EXPECT_TRUE(with_seed(find("golf"), json::object()).contains("seed"));
  EXPECT_EQ(with_seed(find("golf"), {{"seed", 5}})["seed"], 5) << "a given seed is kept";
}

}  // namespace
}  // namespace menagerie::catalog
