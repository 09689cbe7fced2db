#include "games/chess960/start.hpp"

#include <cstdlib>
#include <fstream>
#include <map>
#include <set>

#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "games/chess960/tests/helpers.hpp"

namespace menagerie::chess960 {
namespace {

using chess::harness::error_of;
using ::testing::HasSubstr;

TEST(Scharnagl, KnownNumbers) {
  EXPECT_EQ(back_rank(518), "RNBQKBNR");
  EXPECT_EQ(back_rank(0), "BBQNNRKR");
  EXPECT_EQ(back_rank(959), "RKRNNQBB");
  EXPECT_EQ(start_number("RNBQKBNR"), 518);
  EXPECT_EQ(start_number("RNBQKBRN"), 614);  // king between the rooks: a start too
  EXPECT_EQ(start_number("KRNBQBNR"), -1);
}

TEST(Scharnagl, EveryNumberIsADistinctLegalStart) {
  std::set<std::string> seen;
  for (int n = 0; n < 960; ++n) {
    std::string rank = back_rank(n);
    ASSERT_TRUE(seen.insert(rank).second) << n;
    auto b1 = rank.find('B'), b2 = rank.rfind('B');
    EXPECT_NE(b1 % 2, b2 % 2) << rank << ": bishops on squares of one colour";
    auto r1 = rank.find('R'), r2 = rank.rfind('R'), k = rank.find('K');
    EXPECT_TRUE(r1 < k && k < r2) << rank << ": king not between the rooks";
    EXPECT_EQ(start_number(rank), n);
  }
}

TEST(Scharnagl, AgreesWithTheSharedStartList) {
  // starts.epd lists every start with its number (";SP n"), made by an independent program.
  std::ifstream in(std::string(MENAGERIE_SOURCE_DIR) + "/tests/data/chess960/starts.epd");
  ASSERT_TRUE(in) << "tests/data/chess960/starts.epd is missing";
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
    auto sp = line.find(";SP ");
    ASSERT_NE(sp, std::string::npos);
    int number = std::stoi(line.substr(sp + 4));
    std::string fen = line.substr(0, line.find(';'));
    EXPECT_EQ(chess::to_fen(start_position(number)), chess::to_fen(chess::parse_fen(fen)))
        << number;
    ++checked;
  }
  EXPECT_EQ(checked, 960);
}

TEST(Scharnagl, OutOfRange) {
  EXPECT_THAT(error_of([] { back_rank(960); }), HasSubstr("from 0 to 959, not 960"));
  EXPECT_THAT(error_of([] { back_rank(-1); }), HasSubstr("not -1"));
}

TEST(Cards, TheBooksExample) {
  // Chess Kit, Chess960 diagram N1: ace and six place the bishops on a1 and f1, then 8 10 Q 10
  // 8 10.
  CardDeal deal{"A", "6", {"8", "10", "Q", "10", "8", "10"}};
  EXPECT_EQ(back_rank(deal), "BNRQKBNR");
}

TEST(Cards, EveryDealGivesEachStartExactlyOnce) {
  // 4 cards × 4 cards × 60 distinct orders of 8 8 10 10 10 Q = 960 deals, one per start: uniform.
  std::map<std::string, int> count;
  std::array<std::string, 6> pile3{"10", "10", "10", "8", "8", "Q"};
  do {
    for (const char* c1 : {"A", "3", "5", "7"})
      for (const char* c2 : {"2", "4", "6", "8"}) ++count[back_rank(CardDeal{c1, c2, pile3})];
  } while (std::next_permutation(pile3.begin(), pile3.end()));
  EXPECT_EQ(count.size(), 960u);
  for (const auto& [rank, n] : count) {
    EXPECT_EQ(n, 1) << rank;
    EXPECT_GE(start_number(rank), 0) << rank;
  }
}

TEST(Cards, SeededDealsRepeat) {
  Rng a(42), b(42);
  EXPECT_EQ(back_rank(deal_cards(a)), back_rank(deal_cards(b)));
}

TEST(Cards, ImpossibleDealsAreRejected) {
  EXPECT_THAT(error_of([] {
                back_rank(CardDeal{"2", "4", {"8", "8", "10", "10", "10", "Q"}});
              }),
              HasSubstr("card '2' cannot be turned from pile 1"));
  EXPECT_THAT(error_of([] {
                back_rank(CardDeal{"A", "3", {"8", "8", "10", "10", "10", "Q"}});
              }),
              HasSubstr("card '3' cannot be turned from pile 2"));
  EXPECT_THAT(error_of([] {
                back_rank(CardDeal{"A", "2", {"8", "8", "8", "10", "10", "Q"}});
              }),
              HasSubstr("pile 3 must hold exactly"));
}

}  // namespace
}  // namespace menagerie::chess960
