// Winslow's Chessence over UCI: chosen with UCI_Variant, moves and drops in UCI form, a legal
// reply.
#include <algorithm>
#include <sstream>

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

// The legal moves after `moves` from the start, as the catalog (not the UCI session) sees them.
std::vector<std::string> legal_after(const std::vector<std::string>& moves) {
  auto table = catalog::find("chessence-winslow").create(catalog::json::object());
  for (const auto& m : moves) table->play(m);
  return table->legal_moves();
}

TEST(WinslowUci, IsListedAsAVariant) {
  EXPECT_THAT(harness::uci_session({"uci"}), HasSubstr(" var chessence-winslow"));
}

TEST(WinslowUci, PlaysALegalMoveAfterMovesAndADrop) {
  // e1 leaves its starting square, Black answers with the mirror move, and White drops on e1.
  const std::vector<std::string> moves = {"e1c2", "b9d8", "M@e1"};
  auto legal = legal_after(moves);
  ASSERT_FALSE(legal.empty());
  std::string out =
      harness::uci_session({"setoption name UCI_Variant value chessence-winslow",
                            "position startpos moves e1c2 b9d8 M@e1", "d", "go depth 4"});
  EXPECT_THAT(out, Not(HasSubstr("error")));
  // Black to move with White's hand down to two.
  EXPECT_THAT(out, HasSubstr("[MMmmm] b"));
  EXPECT_THAT(out, HasSubstr("info depth 4"));
  std::string best = bestmove(out);
  EXPECT_NE(std::find(legal.begin(), legal.end(), best), legal.end()) << best;
}

TEST(WinslowUci, FromAPositionText) {
  // White mates at once with a8b6 (see the game's search tests).
  std::string out = harness::uci_session(
      {"setoption name UCI_Variant value chessence-winslow",
       "position fen k1m3/M4*/2M1*1/2*3/1*2*1/m2*2/1*2M1/*3m1/2m2K[M] w", "go depth 3"});
  EXPECT_EQ(bestmove(out), "a8b6");
  EXPECT_THAT(out, HasSubstr("score mate 1"));
}

TEST(WinslowUci, IllegalDropIsRefused) {
  // At the start every White drop square is occupied.
  std::string out = harness::uci_session(
      {"setoption name UCI_Variant value chessence-winslow", "position startpos moves M@e1"});
  EXPECT_THAT(out, HasSubstr("info string error: move M@e1"));
}

}  // namespace
}  // namespace menagerie::protocol
