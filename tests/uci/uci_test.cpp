// The UCI session driven line by line, as a GUI would.
#include "protocol/uci.hpp"
#include "support/uci_session.hpp"

#include <sstream>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace menagerie::protocol {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

using harness::bestmove;

TEST(Uci, HandshakeListsOptionsAndVariants) {
  std::string out = harness::uci_session({"uci", "isready"});
  EXPECT_THAT(out, HasSubstr("id name Menagerie"));
  EXPECT_THAT(out, HasSubstr("option name UCI_Variant type combo default chess960 var chess960"));
  EXPECT_THAT(out, HasSubstr("option name UCI_Chess960 type check"));
  EXPECT_THAT(out, HasSubstr("uciok"));
  EXPECT_THAT(out, HasSubstr("readyok"));
}

TEST(Uci, FindsAMateAndReportsIt) {
  std::string out =
      harness::uci_session({"position fen 6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", "go depth 4"});
  EXPECT_EQ(bestmove(out), "a1a8");
  EXPECT_THAT(out, HasSubstr("score mate 1"));
}

TEST(Uci, CastlingFollowsTheChess960Option) {
  // MultiPV over every legal move, so every castling move appears as the head of a line.
  const char* pos = "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  std::string classic =
      harness::uci_session({"setoption name MultiPV value 64", pos, "go depth 1"});
  EXPECT_THAT(classic, HasSubstr("pv e1g1"));
  EXPECT_THAT(classic, HasSubstr("pv e1c1"));
  EXPECT_THAT(classic, Not(HasSubstr("pv e1h1")));
  std::string as960 = harness::uci_session({"setoption name UCI_Chess960 value true",
                                            "setoption name MultiPV value 64", pos, "go depth 1"});
  EXPECT_THAT(as960, HasSubstr("pv e1h1"));
  EXPECT_THAT(as960, HasSubstr("pv e1a1"));
  // Either form is accepted as input.
  for (const char* castle : {"e1g1", "e1h1"})
    EXPECT_THAT(harness::uci_session({std::string(pos) + " moves " + castle, "d"}),
                HasSubstr("R4RK1 b ha"));
}

TEST(Uci, BadInputIsAnsweredAndChangesNothing) {
  std::string out =
      harness::uci_session({"position startpos moves e2e4", "position startpos moves e2e5",
                            "position fen x", "setoption name Hash value 0",
                            "setoption name Nope value 1", "go depth x", "frobnicate", "d"});
  EXPECT_THAT(out, HasSubstr("info string error: move e2e5"));
  EXPECT_THAT(out, HasSubstr("info string error: bad FEN"));
  EXPECT_THAT(out, HasSubstr("Hash must be from 1 to 4096"));
  EXPECT_THAT(out, HasSubstr("no option named 'Nope'"));
  EXPECT_THAT(out, HasSubstr("'x' after go depth is not a whole number"));
  EXPECT_THAT(out, HasSubstr("unknown command 'frobnicate'"));
  // The position is still the one after 1. e4.
  EXPECT_THAT(out, HasSubstr("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b"));
}

TEST(Uci, UnknownOrUnplayableVariantsAreRefusedClearly) {
  std::string out = harness::uci_session({"setoption name UCI_Variant value nosuch", "d"});
  EXPECT_THAT(out, HasSubstr("unknown variant 'nosuch'"));
  EXPECT_THAT(out, HasSubstr("w HAha"));  // still chess960
}

TEST(Uci, PerftDividesByMove) {
  std::string out = harness::uci_session({"position startpos", "go perft 3"});
  EXPECT_THAT(out, HasSubstr("e2e4: 600"));
  EXPECT_THAT(out, HasSubstr("Nodes searched: 8902"));
}

TEST(Uci, StopEndsAnInfiniteSearchWithABestMove) {
  std::ostringstream out;
  {
    UciSession s(out);
    s.handle("position startpos");
    s.handle("go infinite");
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    s.handle("stop");
  }
  EXPECT_FALSE(bestmove(out.str()).empty());
}

TEST(Uci, MultiPvReportsSeveralLines) {
  std::string out =
      harness::uci_session({"setoption name MultiPV value 3", "position startpos", "go depth 3"});
  EXPECT_THAT(out, HasSubstr("multipv 3"));
}

// With Level set, `go` plays the catalog's level (its own depth, its choice among near lines), as
// the server plays people, whatever `go` asks: `menagerie match` can measure a level this way.
TEST(Uci, LevelPlaysTheCatalogsLevel) {
  const catalog::Variant& chess = catalog::find("chess960");
  auto engine = chess.make_engine();
  auto table = chess.create(chess.startpos_options());
  Rng rng(UciSession::kLevelSeed);
  std::vector<std::string> expected;
  for (int i = 0; i < 2; ++i) {  // two moves: the second draws on from the same Rng
    expected.push_back(engine->play_level(table->observation(table->to_move()), 1, rng).best);
    table->play(expected.back());
  }
  std::string first =
      harness::uci_session({"setoption name Level value 1", "position startpos", "go depth 6"});
  EXPECT_EQ(bestmove(first), expected[0]);
  EXPECT_THAT(first, Not(HasSubstr("info depth")));  // not `go depth 6`'s search
  std::string both =
      harness::uci_session({"setoption name Level value 1", "position startpos", "go depth 6",
                            "position startpos moves " + expected[0], "go depth 6"});
  EXPECT_EQ(bestmove(both), expected[1]);
  std::string bad =
      harness::uci_session({"setoption name Level value 9", "position startpos", "go depth 1"});
  EXPECT_THAT(bad, HasSubstr("info string error: Level must be from 0 (off) to 8"));
  EXPECT_THAT(bad, HasSubstr("info depth 1"));  // the option unchanged: an ordinary search
}

}  // namespace
}  // namespace menagerie::protocol
