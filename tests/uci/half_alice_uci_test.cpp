// Half Alice Chess over UCI: chosen with UCI_Variant, positions in its own text form ('*' for a
// piece on a checker, the checker supply last), and a legal answer from the search.
#include <algorithm>
#include <string>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "support/uci_session.hpp"

namespace menagerie::protocol {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

using harness::bestmove;

constexpr const char* kSelectHalfAliceUci = "setoption name UCI_Variant value half-alice";

TEST(HalfAliceUci, IsListedAsAVariant) {
  EXPECT_THAT(harness::uci_session({"uci"}), HasSubstr(" var half-alice"));
}

TEST(HalfAliceUci, AnswersALegalMoveAfterMoves) {
  const std::vector<std::string> moves = {"e2e4", "e7e5", "g1f3", "b8c6"};
  std::string line = "position startpos moves";
  for (const auto& m : moves) line += " " + m;
  std::string out = harness::uci_session({kSelectHalfAliceUci, line, "d", "go depth 3"});
  EXPECT_THAT(out, Not(HasSubstr("error")));
  EXPECT_THAT(out, HasSubstr("2n*5/4p*3/4P*3/5N*2"));  // the moved pieces behind the mirror
  std::string best = bestmove(out);
  ASSERT_FALSE(best.empty()) << out;
  auto table = catalog::find("half-alice").create(catalog::json::object());
  for (const auto& m : moves) table->play(m);
  auto legal = table->legal_moves();
  EXPECT_NE(std::find(legal.begin(), legal.end(), best), legal.end()) << best;
}

TEST(HalfAliceUci, FindsAnAliceMateFromAPositionText) {
  const std::string fen = "7k/6pp/8/8/8/8/8/R*5K1 w - - 0 1 unlimited";
  std::string out =
      harness::uci_session({kSelectHalfAliceUci, "position fen " + fen, "go depth 3"});
  EXPECT_THAT(out, HasSubstr("score mate 1"));
  EXPECT_EQ(bestmove(out), "a1a8");
}

TEST(HalfAliceUci, PerftAndBadMoves) {
  std::string out = harness::uci_session({kSelectHalfAliceUci, "position startpos", "go perft 2"});
  EXPECT_THAT(out, HasSubstr("Nodes searched: 400"));
  out = harness::uci_session({kSelectHalfAliceUci, "position startpos moves e2e4 e7e5 e4e5", "d"});
  EXPECT_THAT(out, HasSubstr("e4e5"));
  EXPECT_THAT(out, HasSubstr("not a legal move"));
}

}  // namespace
}  // namespace menagerie::protocol
