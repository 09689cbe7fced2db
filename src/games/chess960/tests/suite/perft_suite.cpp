// The perft suites: all 960 start positions and 300 midgames, every depth to 4, counts made by an
// independent engine (tests/data/chess960/, see its README). Split into chunks so ctest can run
// them side by side.
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "engine/perft.hpp"
#include "games/chess960/chess960.hpp"

namespace menagerie {
namespace {

struct EpdLine {
  std::string fen;
  std::vector<std::pair<int, std::uint64_t>> counts;
};

std::vector<EpdLine> read_epd(const std::string& name) {
  std::ifstream in(std::string(MENAGERIE_SOURCE_DIR) + "/tests/data/chess960/" + name);
  std::vector<EpdLine> lines;
  std::string line;
  while (std::getline(in, line)) {
    std::stringstream fields(line);
    EpdLine e;
    std::getline(fields, e.fen, ';');
    std::string field;
    while (std::getline(fields, field, ';')) {
      int depth;
      std::uint64_t n;
      if (std::sscanf(field.c_str(), " D%d %lu", &depth, &n) == 2) e.counts.emplace_back(depth, n);
    }
    lines.push_back(e);
  }
  return lines;
}

constexpr int kChunks = 6;

// (suite name without ".epd", chunk)
class PerftSuite : public ::testing::TestWithParam<std::tuple<const char*, int>> {};

TEST_P(PerftSuite, EveryDepthMatches) {
  auto [file, chunk] = GetParam();
  auto lines = read_epd(std::string(file) + ".epd");
  ASSERT_FALSE(lines.empty()) << "cannot read tests/data/chess960/" << file;
  for (std::size_t i = chunk; i < lines.size(); i += kChunks) {
    chess::Position pos = chess::parse_fen(lines[i].fen);
    ASSERT_EQ(lines[i].counts.size(), 4u) << lines[i].fen;
    for (auto [depth, expected] : lines[i].counts)
      ASSERT_EQ(engine::perft<Chess960>(pos, depth), expected)
          << lines[i].fen << " depth " << depth;
  }
}

INSTANTIATE_TEST_SUITE_P(Shared, PerftSuite,
                         ::testing::Combine(::testing::Values("starts", "midgames"),
                                            ::testing::Range(0, kChunks)),
                         [](const auto& info) {
                           return std::string(std::get<0>(info.param)) + "_" +
                                  std::to_string(std::get<1>(info.param));
                         });

}  // namespace
}  // namespace menagerie
