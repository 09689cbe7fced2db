// The generic search on Chess960 positions with known answers.
#include "engine/search.hpp"

#include <gtest/gtest.h>

#include "games/chess960/chess960.hpp"
#include "games/chess960/tests/helpers.hpp"

namespace menagerie::chess960 {
namespace {

using Search = engine::Searcher<Chess960>;

std::string best(const std::string& fen, int depth, int* score = nullptr) {
  Search s(4);
  engine::Limits limits;
  limits.depth = depth;
  auto r = s.search(chess::parse_fen(fen), {}, limits);
  EXPECT_TRUE(r.has_move);
  if (score) *score = r.score;
  return chess::to_uci(r.best);
}

TEST(Search, FindsMateInOne) {
  int score;
  EXPECT_EQ(best("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", 3, &score), "a1a8");
  EXPECT_EQ(engine::mate_in(score), 1);
}

TEST(Search, FindsMateInTwo) {
  // The ladder: 1. Ra7 (or Rb7) shuts the king on the last rank, 2. Rb8# (or Ra8#). Nothing mates
  // at once.
  int score;
  std::string move = best("7k/8/8/8/8/8/R7/1R4K1 w - - 0 1", 5, &score);
  EXPECT_TRUE(move == "a2a7" || move == "b1b7") << move;
  EXPECT_EQ(engine::mate_in(score), 2);
}

TEST(Search, WinsHangingMaterial) {
  EXPECT_EQ(best("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1", 4), "d1d5");
}

TEST(Search, SeesMatedSideAsLost) {
  int score;
  // Black, in check, has only Kh7, and then Qg7 mates.
  EXPECT_EQ(best("7k/8/5Q2/8/8/8/8/4K1R1 b - - 0 1", 3, &score), "h8h7");
  EXPECT_EQ(engine::mate_in(score), -1);
}

TEST(Search, AvoidsStalemateWhenWinning) {
  // Qb6 and Qc7 stalemate the bare king; the search must see them as draws and keep the win.
  const char* fen = "k7/8/8/2Q5/8/8/8/4K3 w - - 0 1";
  int score;
  std::string move = best(fen, 4, &score);
  EXPECT_NE(move, "c5b6");
  EXPECT_NE(move, "c5c7");
  EXPECT_GT(score, 500);
}

TEST(Search, DeterministicAtFixedDepthAndNodes) {
  const char* fen = "r1bqkb1r/pp1p1ppp/2n2n2/2p1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 0 6";
  Search a(8), b(8);
  engine::Limits limits;
  limits.depth = 7;
  auto ra = a.search(chess::parse_fen(fen), {}, limits);
  auto rb = b.search(chess::parse_fen(fen), {}, limits);
  EXPECT_EQ(ra.best, rb.best);
  EXPECT_EQ(ra.nodes, rb.nodes);
  EXPECT_EQ(ra.score, rb.score);
  engine::Limits nodes;
  nodes.nodes = 20000;
  a.clear();
  b.clear();
  EXPECT_EQ(a.search(chess::parse_fen(fen), {}, nodes).best,
            b.search(chess::parse_fen(fen), {}, nodes).best);
}

TEST(Search, MultiPvGivesDistinctLinesBestFirst) {
  Search s(4);
  engine::Limits limits;
  limits.depth = 4;
  limits.multipv = 3;
  auto r = s.search(chess::parse_fen(chess::kStandardFen.data()), {}, limits);
  ASSERT_EQ(r.lines.size(), 3u);
  EXPECT_NE(r.lines[0].pv[0], r.lines[1].pv[0]);
  EXPECT_NE(r.lines[1].pv[0], r.lines[2].pv[0]);
  EXPECT_GE(r.lines[0].score, r.lines[1].score);
  EXPECT_GE(r.lines[1].score, r.lines[2].score);
}

// Middlegames with several playable moves, and one with a single good one (a queen to take back).
const char* const kMultiPvPositions[] = {
    "r1bqkb1r/pp1p1ppp/2n2n2/2p1p3/2B1P3/2NP1N2/PPP2PPP/R1BQK2R w KQkq - 0 6",
    "r2q1rk1/pp2bppp/2n1pn2/3p4/3P1B2/2PBPN2/PP3PPP/RN1Q1RK1 b - - 3 9",
    "rnb1kbnr/pppp1ppp/8/4p3/4P2q/2N5/PPPP1PPP/R1BQKBNR w KQkq - 2 3",
    "4k3/8/8/8/q7/8/8/3QK3 w - - 0 1",
};

TEST(Search, MultiPvBestLineIsThePlainSearchs) {
  // An analysis shows three lines; its first must be what the engine plays without MultiPV: the
  // same move, score and line at the same depth.
  for (const char* fen : kMultiPvPositions) {
    Search plain(4), multi(4);
    engine::Limits one;
    one.depth = 5;
    engine::Limits three = one;
    three.multipv = 3;
    auto a = plain.search(chess::parse_fen(fen), {}, one);
    auto b = multi.search(chess::parse_fen(fen), {}, three);
    ASSERT_EQ(b.lines.size(), 3u) << fen;
    EXPECT_EQ(a.best, b.best) << fen;
    EXPECT_EQ(a.score, b.score) << fen;
    EXPECT_EQ(a.pv, b.lines[0].pv) << fen;
    EXPECT_EQ(b.lines[0].score, b.score) << fen;
  }
}

TEST(Search, MultiPvLinesAreDistinctAndOrdered) {
  for (const char* fen : kMultiPvPositions) {
    Search s(4);
    engine::Limits limits;
    limits.depth = 5;
    limits.multipv = 3;
    std::vector<int> reported;  // the lines of every completed depth, numbered 1, 2, 3
    auto r = s.search(chess::parse_fen(fen), {}, limits, [&](const Search::Report& rep) {
      for (const auto& l : rep.lines) reported.push_back(l.multipv);
    });
    ASSERT_EQ(r.lines.size(), 3u) << fen;
    for (std::size_t i = 0; i < 3; ++i) {
      EXPECT_EQ(r.lines[i].multipv, int(i) + 1) << fen;
      ASSERT_FALSE(r.lines[i].pv.empty()) << fen;
      for (std::size_t j = 0; j < i; ++j) EXPECT_NE(r.lines[i].pv[0], r.lines[j].pv[0]) << fen;
      if (i > 0) {
        EXPECT_GE(r.lines[i - 1].score, r.lines[i].score) << fen;
      }
    }
    ASSERT_EQ(reported.size(), 15u) << fen;
    for (std::size_t i = 0; i < reported.size(); ++i) EXPECT_EQ(reported[i], int(i % 3) + 1);
  }
  // Taking the hanging queen is far better than anything else (the queens are then traded).
  Search s(4);
  engine::Limits limits;
  limits.depth = 5;
  limits.multipv = 2;
  auto r = s.search(chess::parse_fen("4k3/8/8/8/q7/8/8/3QK3 w - - 0 1"), {}, limits);
  EXPECT_EQ(chess::to_uci(r.lines[0].pv[0]), "d1a4");
  EXPECT_GT(r.lines[0].score - r.lines[1].score, 500);
}

TEST(Search, RepetitionCountsAsADraw) {
  // White is a rook down but can repeat checks forever: perpetual check scores as a draw, not a
  // loss.
  int score;
  best("r5k1/5ppp/8/8/8/8/6Q1/6K1 w - - 0 1", 6, &score);
  EXPECT_GT(score, -300);
}

}  // namespace
}  // namespace menagerie::chess960
