// `menagerie perft`, run as the real program: --moves plays machine-form moves (each checked by the
// game) before counting, for any variant, from the start or from --fen; a bad move is named.
#include <array>
#include <cstdio>
#include <string>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace {

using ::testing::HasSubstr;

// The program's stdout and stderr together.
std::string run(const std::string& args) {
  std::string cmd = std::string(MENAGERIE_BINARY) + " " + args + " 2>&1";
  std::string out;
  FILE* pipe = popen(cmd.c_str(), "r");
  if (!pipe) return "popen failed";
  std::array<char, 4096> buf;
  while (std::size_t n = std::fread(buf.data(), 1, buf.size(), pipe)) out.append(buf.data(), n);
  pclose(pipe);
  return out;
}

TEST(PerftCli, MovesBeforeCounting) {
  // After 1.e4 e5 2.Nf3 Nc6 3.Bc4 Nf6, White may castle, written as the king's two-square step.
  std::string out =
      run("perft --variant chess960 --sp 518 --depth 1 --divide "
          "--moves \"e2e4 e7e5 g1f3 b8c6 f1c4 g8f6\"");
  EXPECT_THAT(out, HasSubstr("e1h1: 1"));  // listed in Chess960's own king-takes-rook form
  out =
      run("perft --variant chess960 --sp 518 --depth 1 "
          "--moves \"e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1\"");
  EXPECT_THAT(out, HasSubstr("Nodes searched: 29"));  // Black's replies after O-O
}

TEST(PerftCli, MovesFromAPositionWithOptions) {
  std::string out = run(
      "perft --variant half-alice -o checkers=unlimited --fen \"4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\" "
      "--moves \"b7b8q\" --depth 1");
  // The new queen stands behind the mirror, where the black king arrives: d8 and f8 are covered
  // there, d7, e7 and f7 are not.
  EXPECT_THAT(out, HasSubstr("Nodes searched: 3"));
}

TEST(PerftCli, ABadMoveIsNamed) {
  std::string out = run("perft --variant half-alice --moves \"e2e4 e7e5 e4e5\" --depth 1");
  EXPECT_THAT(out, HasSubstr("move 3 'e4e5'"));
  EXPECT_THAT(out, HasSubstr("not a legal move"));
  EXPECT_THAT(out, ::testing::Not(HasSubstr("Nodes searched")));
}

}  // namespace
