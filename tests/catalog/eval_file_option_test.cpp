// Chess960's engine option "eval_file" (docs/nnue.md): a network file to evaluate with, refused
// with a clear error when it is not one, and "" for the handwritten evaluation.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "catalog/variant.hpp"
#include "engine/nnue/network.hpp"
#include "support/error_of.hpp"

namespace menagerie::catalog {
namespace {

using menagerie::harness::error_of;
using ::testing::HasSubstr;

// A network file (in the temporary folder, named `name`) that scores every position +400 for the
// side to move, so that a depth-1 search of any position scores -400 through it.
std::string plus_400_network(const std::string& name) {
  engine::nnue::FloatNetwork f(2 * 6 * 64);
  f.b3 = 1.0f;
  auto net = engine::nnue::quantise(f);
  auto path = (std::filesystem::temp_directory_path() / name).string();
  std::ofstream(path, std::ios::binary) << engine::nnue::serialise(net);
  return path;
}

// Engine `e`'s depth-1 score of a Chess960 opening.
int depth_one_score(Engine& e) {
  ObservationText seen;
  seen.variant = "chess960";
  seen.seat = 0;
  seen.start = "rkrbbnnq/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RKRBBNNQ w CAca - 0 2";
  engine::Limits limits;
  limits.depth = 1;
  return e.think(seen, limits, {}, nullptr).score;
}

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

// Each engine holds its own network: setting one on an engine leaves another in the same process
// on the handwritten evaluation.
TEST(EvalFileOption, IsPerEngineTwoEnginesEvaluateDifferently) {
  auto path = plus_400_network("menagerie-per-engine.nnue");
  auto with = find("chess960").make_engine();
  auto without = find("chess960").make_engine();
  with->set_option("eval_file", path);
  std::filesystem::remove(path);
  // Every reply leaves the opponent +400 by the network: the root is -400 at depth 1.
  EXPECT_EQ(depth_one_score(*with), -400);
  EXPECT_NE(depth_one_score(*without), -400);
  with->set_option("eval_file", "");
  EXPECT_NE(depth_one_score(*with), -400);
}

// A bad file is refused before anything changes: the network in use goes on evaluating.
TEST(EvalFileOption, ABadFileKeepsTheNetworkInUse) {
  auto good = plus_400_network("menagerie-kept.nnue");
  auto bad = (std::filesystem::temp_directory_path() / "menagerie-bad.nnue").string();
  std::ofstream(bad) << "not a network\n";
  auto engine = find("chess960").make_engine();
  engine->set_option("eval_file", good);
  EXPECT_THAT(error_of([&] { engine->set_option("eval_file", bad); }),
              HasSubstr("is not a Menagerie network"));
  EXPECT_THAT(error_of([&] { engine->set_option("eval_file", "/nonexistent/y.nnue"); }),
              HasSubstr("cannot read"));
  std::filesystem::remove(good);
  std::filesystem::remove(bad);
  EXPECT_EQ(depth_one_score(*engine), -400);  // still the network's
}

}  // namespace
}  // namespace menagerie::catalog
