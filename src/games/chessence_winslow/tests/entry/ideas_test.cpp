// Issue 27: the computer plays Winslow's Chessence's own idea, the drop. In this position (found by
// a random scan, and checked here again by trying every move) White wins at once only by dropping a
// man from its hand: after the drop Black has no legal move, which loses; no move on the board does
// it. The computer, at the default level and at full strength, drops.
#include <string>

#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"

namespace menagerie::catalog {
namespace {

const std::string kDropWins = "km3m/5*/3m*m/m1*3/1*2*m/2M*M1/1*4/*3M1/1M3K[M] w 5 33";

bool wins_at_once(const std::string& move) {
  auto t = find("chessence-winslow").create({{"fen", kDropWins}});
  t->play(move);
  return t->outcome().over() && t->outcome().kind == Outcome::Kind::kWin &&
         t->outcome().winner == 0;
}

TEST(WinslowIdeas, OnlyADropWinsAtOnce) {
  auto t = find("chessence-winslow").create({{"fen", kDropWins}});
  int drops = 0;
  for (const auto& m : t->legal_moves()) {
    bool drop = m.rfind("M@", 0) == 0;
    if (wins_at_once(m)) {
      EXPECT_TRUE(drop) << m << " wins at once but is no drop";
      ++drops;
    }
  }
  EXPECT_GT(drops, 0);
}

TEST(WinslowIdeas, TheComputerWinsByADrop) {
  auto t = find("chessence-winslow").create({{"fen", kDropWins}});
  auto engine = find("chessence-winslow").make_engine();
  for (int level : {4, 8})
    for (std::uint64_t seed = 0; seed < (level == 8 ? 1u : 6u); ++seed) {
      engine->new_game();
      Rng rng(seed);
      std::string move = engine->play_level(t->observation(t->to_move()), level, rng).best;
      EXPECT_TRUE(wins_at_once(move)) << move << " level " << level << " seed " << seed;
    }
}

}  // namespace
}  // namespace menagerie::catalog
