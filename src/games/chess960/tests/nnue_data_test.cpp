// `menagerie tune --generate FILE --nnue` (games/chess960/tuning.hpp): self-play samples in the
// learned evaluation's binary format (docs/nnue.md), continued by a second run.
#include <gtest/gtest.h>

#include <filesystem>

#include "engine/nnue/training_data.hpp"
#include "games/chess960/chess960.hpp"
#include "games/chess960/tuning.hpp"

namespace menagerie::chess960 {
namespace {

TEST(Chess960NnueData, GeneratorWritesSamplesAndContinuesTheFile) {
  auto path =
      (std::filesystem::temp_directory_path() / "menagerie-chess960-nnue-data.bin").string();
  std::filesystem::remove(path);
  chess960::GenerateOptions o;
  o.file = path;
  o.games = 1;
  o.nodes = 300;
  o.seed = 5;
  o.nnue = true;
  chess960::generate_training(o, [](std::string_view) {});
  auto first = engine::nnue::read_samples(path, Chess960::kNnueInputs);
  ASSERT_FALSE(first.empty());
  for (const auto& s : first) {
    EXPECT_TRUE(s.us.size() >= 2 && s.us.size() <= 32);
    EXPECT_EQ(s.us.size(), s.them.size());  // the same pieces, seen from each side
    EXPECT_TRUE(s.result >= -1 && s.result <= 1);
  }
  o.seed = 6;
  chess960::generate_training(o, [](std::string_view) {});
  auto both = engine::nnue::read_samples(path, Chess960::kNnueInputs);
  std::filesystem::remove(path);
  ASSERT_GT(both.size(), first.size());
  EXPECT_TRUE(std::equal(first.begin(), first.end(), both.begin()));
}

}  // namespace
}  // namespace menagerie::chess960
