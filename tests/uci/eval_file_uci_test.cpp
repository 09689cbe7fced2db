// UCI's EvalFile option (docs/nnue.md): Chess960 evaluates with the network it names, a bad file
// is refused in words and changes nothing, and <empty> goes back to the handwritten evaluation.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include <fmt/format.h>

#include "engine/nnue/network.hpp"
#include "protocol/uci.hpp"
#include "support/uci_session.hpp"

namespace menagerie::protocol {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

// A network that calls every position +400 for the side to move: its output bias alone.
std::string constant_network_file() {
  engine::nnue::FloatNetwork f(2 * 6 * 64);
  f.b3 = 1.0f;
  auto net = engine::nnue::quantise(f);
  auto path = (std::filesystem::temp_directory_path() / "menagerie-uci-constant.nnue").string();
  std::ofstream(path, std::ios::binary) << engine::nnue::serialise(net);
  return path;
}

TEST(UciEvalFile, TheNetworkNamedEvaluatesThenEmptyRestoresTheOwn) {
  auto path = constant_network_file();
  std::string hash;
  {
    std::ifstream in(path, std::ios::binary);
    std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    hash = fmt::format("{:016x}", engine::nnue::parse(bytes, 2 * 6 * 64, path).hash);
  }
  std::string out = harness::uci_session(
      {"uci", "setoption name EvalFile value " + path, "position startpos", "go depth 1",
       "setoption name EvalFile value <empty>", "position startpos", "go depth 1"});
  std::filesystem::remove(path);
  EXPECT_THAT(out, HasSubstr("option name EvalFile type string default <empty>"));
  EXPECT_THAT(out, HasSubstr("info string EvalFile: evaluating with the network " + path +
                             " (hash " + hash + ")"));
  // Every reply leaves the opponent +400: the root is -400 at depth 1.
  auto with = out.find("score cp -400");
  ASSERT_NE(with, std::string::npos) << out;
  EXPECT_THAT(out.substr(with + 1), Not(HasSubstr("score cp -400")));
  EXPECT_THAT(out, HasSubstr("info string EvalFile: the handwritten evaluation"));
}

TEST(UciEvalFile, ABadFileIsRefusedInWords) {
  std::string out = harness::uci_session(
      {"setoption name EvalFile value /nonexistent/net.nnue", "position startpos", "go depth 1"});
  EXPECT_THAT(out, HasSubstr("info string error: cannot read the network file "
                             "'/nonexistent/net.nnue'"));
  EXPECT_THAT(out, Not(HasSubstr("score cp -400")));
}

}  // namespace
}  // namespace menagerie::protocol
