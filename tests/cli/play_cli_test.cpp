// `menagerie play`, run as the real program with typed input: in a game with secrets played at one
// keyboard, the screen is cleared and the keyboard handed over before the next player sees the
// board, and what follows shows that player nothing of the other's secret.
#include <array>
#include <cstdio>
#include <set>
#include <string>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace {

using ::testing::HasSubstr;
using ::testing::Not;

// The program's output for `input` typed at its keyboard.
std::string play(const std::string& args, const std::string& input) {
  std::string cmd =
      "printf '" + input + "' | " + std::string(MENAGERIE_BINARY) + " play " + args + " 2>&1";
  std::string out;
  FILE* pipe = popen(cmd.c_str(), "r");
  if (!pipe) return "popen failed";
  std::array<char, 4096> buf;
  while (std::size_t n = std::fread(buf.data(), 1, buf.size(), pipe)) out.append(buf.data(), n);
  pclose(pipe);
  return out;
}

TEST(PlayCli, HotSeatWithSecretsHandsTheKeyboardOverAndHidesTheBurial) {
  // 1.e4 d5 2.exd5, White buries the pawn under e1; each Enter answers a hand-over.
  std::string out = play("zombie", "e2e4\\n\\nd7d5\\n\\ne4d5\\nbury-e1\\n\\nboard\\nquit\\n");
  const std::string handover = "\x1b[2J\x1b[3J\x1b[HPass the keyboard to Black, then press Enter.";
  auto at = out.rfind(handover);
  ASSERT_NE(at, std::string::npos) << out;
  EXPECT_THAT(out.substr(0, at), HasSubstr("buried the pawn under e1"));  // White saw its secret
  std::string black = out.substr(at);
  EXPECT_THAT(black, Not(HasSubstr("e1;"))) << black;
  EXPECT_THAT(black, Not(HasSubstr("under e1"))) << black;
  EXPECT_THAT(black, HasSubstr("Your burials: none"));
  EXPECT_THAT(black, HasSubstr("Black to move"));
}

TEST(PlayCli, NoTakeBackAtOneKeyboardInAGameWithSecrets) {
  std::string out = play("zombie", "e2e4\\n\\nundo\\nquit\\n");
  EXPECT_THAT(out, HasSubstr("no take-backs at one keyboard in a game with secrets"));
}

// With no options a Chess960 game starts from a fresh random start, its number named first (the
// server does the same); --sp 518 asks for standard chess.
TEST(PlayCli, Chess960StartsFromANamedRandomStart) {
  std::set<std::string> numbers;
  for (int i = 0; i < 6; ++i) {
    std::string out = play("chess960", "quit\\n");
    auto at = out.find("Start position: ");
    ASSERT_NE(at, std::string::npos) << out;
    numbers.insert(out.substr(at, out.find('\n', at) - at));
  }
  EXPECT_GT(numbers.size(), 1u) << "six games, one start";
  EXPECT_THAT(play("chess960 --sp 518", "quit\\n"),
              HasSubstr("Start position: 518 (standard chess)"));
}

// Chess Golf's race at one terminal against two computers: they count at once without waiting,
// their counts hidden until the person's last count reveals them all; then they demonstrate, the
// score sheet fills and the lowest total wins.
TEST(PlayCli, AGolfRaceAgainstTwoComputers) {
  std::string out =
      play("golf -o seats=3 -o holes=1 -o seed=5 --computer 1,2 --level 8", "impossible\\nquit\\n");
  auto typed = out.find("played Golfer 1 says impossible");
  ASSERT_NE(typed, std::string::npos) << out;
  std::string before = out.substr(0, typed), after = out.substr(typed);
  EXPECT_THAT(before, HasSubstr("computer plays Golfer 2 entered a count"));
  EXPECT_THAT(before,
              HasSubstr("Counts, hole 1: Golfer 1 … · Golfer 2 entered · Golfer 3 entered"));
  EXPECT_THAT(before, ::testing::ContainsRegex("Golfer 1 \\[(1:00|0:5[0-9]) left\\]>"))
      << "the timer started with a count";
  // The tie at 4 goes to the dealer, Golfer 2 (the 2024 booklet: from the dealer, to the left).
  EXPECT_THAT(after, HasSubstr("Counts, hole 1: Golfer 1 impossible · Golfer 2 4 (demonstrating: 0 "
                               "of 4) · Golfer 3 4"));
  EXPECT_THAT(after, HasSubstr("Score sheet: Golfer 1: 5 = 5 | Golfer 2: 4 = 4 | Golfer 3: 4 = 4"));
  EXPECT_THAT(after, HasSubstr("Optimum, hole 1: 4 strokes"));
  EXPECT_THAT(after, HasSubstr("Golfer 2 and Golfer 3 win (fewest strokes)."));
}

}  // namespace
