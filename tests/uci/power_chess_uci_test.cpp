// Power Chess over UCI: chosen with UCI_Variant, positions in its own text form, field moves in the
// move list, and a legal answer from the search.
#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "protocol/uci.hpp"
#include "support/uci_session.hpp"

namespace menagerie::protocol {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

using harness::bestmove;

constexpr const char* kSelectPowerChessUci = "setoption name UCI_Variant value power-chess";

TEST(PowerChessUci, IsListedAsAVariant) {
  std::string out = harness::uci_session({"uci"});
  EXPECT_THAT(out, HasSubstr(" var power-chess"));
}

TEST(PowerChessUci, AnswersALegalMoveAfterAFieldMove) {
  // 5. bxc5 sends Black's pawn to its back field; Black advances it to the near field (P@near).
  const std::vector<std::string> moves = {"b2b3", "c6c5", "b3b4", "a6a5", "b4c5", "P@near"};
  std::string line = "position startpos moves";
  for (const auto& m : moves) line += " " + m;
  std::string out = harness::uci_session({kSelectPowerChessUci, line, "d", "go depth 4"});
  EXPECT_THAT(out, Not(HasSubstr("error")));
  EXPECT_THAT(out, HasSubstr("w -/- p/- 1 4"));  // the pawn waits in Black's near field
  EXPECT_THAT(out, HasSubstr("info depth 4"));
  std::string best = bestmove(out);
  ASSERT_FALSE(best.empty()) << out;

  auto table = catalog::find("power-chess").create(catalog::json::object());
  for (const auto& m : moves) table->play(m);
  auto legal = table->legal_moves();
  EXPECT_NE(std::find(legal.begin(), legal.end(), best), legal.end()) << best;
}

TEST(PowerChessUci, FindsAMateFromAPositionText) {
  std::string out = harness::uci_session(
      {kSelectPowerChessUci, "position fen k4/5/K4/5/5/5/4R6 w -/- p/- 0 1", "go depth 3"});
  EXPECT_THAT(out, HasSubstr("score mate 1"));
  std::string best = bestmove(out);
  auto table = catalog::find("power-chess").create({{"fen", "k4/5/K4/5/5/5/4R6 w -/- p/- 0 1"}});
  table->play(best);
  EXPECT_EQ(table->outcome().reason, "checkmate") << best;
}

TEST(PowerChessUci, BadMovesAreRefusedAndChangeNothing) {
  std::string out = harness::uci_session(
      {kSelectPowerChessUci, "position startpos moves b2b3", "position startpos moves b2b4", "d"});
  EXPECT_THAT(out, HasSubstr("info string error: move b2b4"));
  EXPECT_THAT(out, HasSubstr("b -/- -/- 0 1"));  // still after 1. b3
}

}  // namespace
}  // namespace menagerie::protocol
