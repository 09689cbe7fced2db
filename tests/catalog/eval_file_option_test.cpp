// Chess960's engine option "eval_file" (docs/nnue.md): a network file to evaluate with, refused
// with a clear error when it is not one, and "" for the handwritten evaluation.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "catalog/variant.hpp"
#include "support/error_of.hpp"

namespace menagerie::catalog {
namespace {

using menagerie::harness::error_of;
using ::testing::HasSubstr;

TEST(EvalFileOption, Chess960OffersItEmptyByDefault) {
  auto engine = find("chess960").make_engine();
  bool found = false;
  for (const auto& o : engine->engine_options())
    if (o.name == "eval_file") {
      found = true;
      EXPECT_EQ(o.type, "string");
      EXPECT_EQ(o.default_value, "");
    }
  EXPECT_TRUE(found);
}

TEST(EvalFileOption, RefusesAFileThatIsNotANetwork) {
  auto engine = find("chess960").make_engine();
  auto path = (std::filesystem::temp_directory_path() / "menagerie-not-a-network.nnue").string();
  {
    std::ofstream out(path);
    out << "this is not a network\n";
  }
  EXPECT_THAT(error_of([&] { engine->set_option("eval_file", path); }),
              HasSubstr("is not a Menagerie network"));
  std::filesystem::remove(path);
  EXPECT_THAT(error_of([&] { engine->set_option("eval_file", "/nonexistent/x.nnue"); }),
              HasSubstr("cannot read the network file '/nonexistent/x.nnue'"));
  EXPECT_THAT(error_of([&] { engine->set_option("eval_file", 3); }), HasSubstr("eval_file"));
  engine->set_option("eval_file", "");  // back to the handwritten evaluation
}

}  // namespace
}  // namespace menagerie::catalog
