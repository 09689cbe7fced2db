// The fast generator against the independent reference (tests/support/reference.cpp): perft from
// the start and from set positions, and the legal moves, check and position text along seeded
// random games (passes, en passant, castling and promotions included).
#include <algorithm>

#include <gtest/gtest.h>

#include "core/rng.hpp"
#include "engine/perft.hpp"
#include "games/crowded_house/crowded_house.hpp"
#include "helpers.hpp"
#include "support/reference.hpp"

namespace menagerie::crowded_house {
namespace {

std::string without_clocks(const std::string& text) {
  // board side castling ep halfmove fullmove seat -> board side castling ep seat
  std::vector<std::string> f;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t j = text.find(' ', i);
    if (j == std::string::npos) j = text.size();
    f.push_back(text.substr(i, j - i));
    i = j + 1;
  }
  return f[0] + " " + f[1] + " " + f[2] + " " + f[3] + " " + f[6];
}

// What the random games went through, so that a test can insist they exercised each rule.
struct Tally {
  int passes = 0, castles = 0, en_passant = 0, promotions = 0, checks = 0, mates = 0;
};

void count(Tally& tally, const State& s, const std::string& m) {
  Move mv = CrowdedHouse::parse_move(s, m);
  tally.passes += mv == kPass;
  tally.castles += mv != kPass && mv.kind() == Move::kCastling;
  tally.en_passant += mv.kind() == Move::kEnPassant;
  tally.promotions += mv.kind() == Move::kPromotion;
}

void agree_along_games(Tally& tally, const State& start, std::uint64_t seed, int games, int plies,
                       const Rules& rules = {}) {
  Rng rng(seed);
  const bool passes = rules.stuck == Rules::Stuck::kPass;
  for (int g = 0; g < games; ++g) {
    State s = start;
    for (int ply = 0; ply < plies; ++ply) {
      const std::string text = CrowdedHouse::position_text(s);
      auto ref = reference::parse(text, passes, rules.castle_through_check);
      auto mine = harness::legal(s);
      auto theirs = reference::legal_moves(ref);
      std::sort(theirs.begin(), theirs.end());
      ASSERT_EQ(mine, theirs) << text;
      ASSERT_EQ(CrowdedHouse::in_check(s), reference::in_check(ref)) << text;
      ASSERT_EQ(without_clocks(text), reference::text(ref));
      tally.checks += CrowdedHouse::in_check(s);
      if (mine.empty()) {
        tally.mates += CrowdedHouse::outcome(s).reason == "checkmate";
        break;
      }
      // Every legal move is counted, so rare ones (castling, en passant) are seen even when the
      // random choice passes them by.
      for (const auto& each : mine) count(tally, s, each);
      const std::string m = mine[rng.below(mine.size())];
      auto ref_next = reference::play(ref, m);
      CrowdedHouse::play(s, CrowdedHouse::parse_move(s, m));
      ASSERT_EQ(without_clocks(CrowdedHouse::position_text(s)), reference::text(ref_next))
          << "after " << m << " from " << text;
    }
  }
}

TEST(CrowdedHouseReference, StartPerft) {
  const State s = CrowdedHouse::start();
  auto ref = reference::parse(CrowdedHouse::position_text(s));
  for (int d = 1; d <= 4; ++d)
    EXPECT_EQ(engine::perft<CrowdedHouse>(s, d), reference::perft(ref, d)) << "depth " << d;
}

// Positions with castling, en passant, promotion, pins and passes to come, each for all four
// seats (the half of the seat to move changes everything).
const char* const kBoards[] = {
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq -",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - -",
    "4r1k1/5ppp/8/8/8/8/r7/4K2R w K -",
    "6k1/5ppp/8/8/8/8/5PPP/6K1 w - -",  // the queen-side players pass
    "6k1/5ppp/8/8/8/8/7P/K2R4 w - -",   // Rd8 mates when the queen-side Black is next
};

TEST(CrowdedHouseReference, SetPositionsPerft) {
  for (const char* board : kBoards)
    for (const char* half : {"k", "q"}) {
      std::string text = std::string(board) + " 0 1 " + half;
      State s = CrowdedHouse::parse_position(text);
      auto ref = reference::parse(CrowdedHouse::position_text(s));
      for (int d = 1; d <= 3; ++d)
        EXPECT_EQ(engine::perft<CrowdedHouse>(s, d), reference::perft(ref, d))
            << text << " depth " << d;
    }
}

// The games went through every rule (each legal move is counted, not only those played).
void expect_every_rule(const Tally& t) {
  EXPECT_GT(t.passes, 0);
  EXPECT_GT(t.castles, 0);
  EXPECT_GT(t.en_passant, 0);
  EXPECT_GT(t.promotions, 0);
  EXPECT_GT(t.checks, 0);
  EXPECT_GT(t.mates, 0);
}

TEST(CrowdedHouseReference, RandomGames) {
  Tally t;
  agree_along_games(t, CrowdedHouse::start(), 7, 12, 200);
  for (const char* board : kBoards)
    for (const char* half : {"k", "q"})
      agree_along_games(t, CrowdedHouse::parse_position(std::string(board) + " 0 1 " + half), 11, 3,
                        120);
  expect_every_rule(t);
}

TEST(CrowdedHouseReference, RandomGamesWithTheOtherOptions) {
  Rules rules{.stuck = Rules::Stuck::kStalemate, .castle_through_check = true};
  Tally t;
  agree_along_games(t, CrowdedHouse::start(rules), 5, 6, 200, rules);
}

}  // namespace
}  // namespace menagerie::crowded_house
