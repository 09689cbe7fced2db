// The catalog entry: options map onto the game (start position, quiet limit, repetition), bad
// options are refused by name, and a table plays through text only, as the CLI and the server use
// it.
#include <string>

#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "support/error_of.hpp"

namespace menagerie::catalog {
namespace {

std::string error_of(const json& options) {
  return menagerie::harness::error_of([&] { find("chessence-winslow").create(options); });
}

TEST(Entry, DefaultTableIsTheStartPosition) {
  auto t = find("chessence-winslow").create(json::object());
  EXPECT_EQ(t->position(kSpectator),
            "km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMMmmm] w 0 1");
  EXPECT_EQ(t->legal_moves().size(), 36u);
  EXPECT_EQ(t->perft(3), 46194u);
  EXPECT_EQ(t->play("f2f7"), "Mf7");
  EXPECT_EQ(t->history(kSpectator), std::vector<std::string>{"Mf7"});
  auto v = t->view(1);
  EXPECT_EQ(v["board"]["holes"].size(), 8u);
  json f7;
  for (const auto& p : v["pieces"])
    if (p["at"] == "f7") f7 = p;
  EXPECT_EQ(f7["annotations"]["powers"], json::array());
  EXPECT_EQ(v["last_move"], (json{{"text", "f2f7"}, {"from", "f2"}, {"to", "f7"}}));
  ASSERT_TRUE(v.contains("legal"));
  EXPECT_EQ(v["legal"].size(), t->legal_moves().size());
}

TEST(Entry, IllegalMoveChangesNothing) {
  auto t = find("chessence-winslow").create(json::object());
  EXPECT_THROW(t->play("e2e4"), InputError);
  EXPECT_TRUE(t->history(kSpectator).empty());
  EXPECT_EQ(t->to_move(), 0);
}

TEST(Entry, FenOption) {
  auto t = find("chessence-winslow").create({{"fen", "k5/5*/4*m/2*2m/1*2*1/3*2/1*4/*5/5K[MMM] w"}});
  EXPECT_EQ(t->legal_moves(), std::vector<std::string>{"M@f2"});
  EXPECT_NE(error_of({{"fen", "k5/5*/4*m/2*2m/1*2*1/3*2/1*4/*5/5K[MMM] x"}})
                .find("position side to move"),
            std::string::npos);
}

TEST(Entry, QuietLimitOption) {
  auto t = find("chessence-winslow").create({{"quiet-limit", 2}});
  t->play("e1d1");
  EXPECT_FALSE(t->outcome().over());
  t->play("b9c9");
  EXPECT_EQ(t->outcome(), Outcome::draw("move limit"));
  EXPECT_TRUE(t->legal_moves().empty());
  auto unlimited = find("chessence-winslow").create({{"quiet-limit", 0}, {"repetition", "off"}});
  for (int i = 0; i < 60; ++i)
    for (const char* m : {"e1d1", "b9c9", "d1e1", "c9b9"}) unlimited->play(m);
  EXPECT_FALSE(unlimited->outcome().over());
}

TEST(Entry, RepetitionOption) {
  auto threefold = find("chessence-winslow").create(json::object());
  auto off = find("chessence-winslow").create({{"repetition", "off"}});
  for (int round = 0; round < 2; ++round)
    for (const char* m : {"e1d1", "b9c9", "d1e1", "c9b9"}) {
      threefold->play(m);
      off->play(m);
    }
  EXPECT_EQ(threefold->outcome(), Outcome::draw("threefold repetition"));
  EXPECT_FALSE(off->outcome().over());
}

TEST(Entry, BadOptionsNameTheOption) {
  EXPECT_NE(error_of({{"quiet-limit", -1}}).find("option 'quiet-limit' must be from 0 to 10000"),
            std::string::npos);
  EXPECT_NE(error_of({{"repetition", "sometimes"}}).find("option 'repetition' must be one of"),
            std::string::npos);
  EXPECT_NE(error_of({{"drops", true}}).find("unknown option 'drops'"), std::string::npos);
}

}  // namespace
}  // namespace menagerie::catalog
