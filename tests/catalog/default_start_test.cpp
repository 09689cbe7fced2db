// With no options, every game in the catalog starts as its rules page says a normal game starts:
// what a new player gets from the lobby's one-click buttons and from `menagerie play <id>`. Each
// expectation is read off the view (docs/view.md) or the position text, and names its rules page.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>

#include "catalog/variant.hpp"

namespace menagerie::catalog {
namespace {

using ::testing::HasSubstr;

// Every piece on the board in a view, as "e1 white king".
std::set<std::string> board_of(const json& view) {
  std::set<std::string> out;
  for (const json& p : view["pieces"])
    out.insert(p["at"].get<std::string>() + " " + p["color"].get<std::string>() + " " +
               p["type"].get<std::string>());
  return out;
}

// The orthodox array (chess's set-up), as board_of writes it.
std::set<std::string> orthodox_array() {
  const char* types[8] = {"rook", "knight", "bishop", "queen", "king", "bishop", "knight", "rook"};
  std::set<std::string> out;
  for (int f = 0; f < 8; ++f) {
    std::string file(1, char('a' + f));
    out.insert(file + "1 white " + types[f]);
    out.insert(file + "2 white pawn");
    out.insert(file + "7 black pawn");
    out.insert(file + "8 black " + types[f]);
  }
  return out;
}

// The value of the view's info line labelled `label`, or "".
std::string info(const json& view, const std::string& label) {
  for (const json& line : view["info"])
    if (line.value("label", "") == label) return line.value("text", "");
  return "";
}

// The variant, or nullptr when this build leaves its folder out (MENAGERIE_GAMES).
const Variant* built(const char* id) { return lookup(id); }

#define REQUIRE_BUILT(id)       \
  const Variant* v = built(id); \
  if (!v) GTEST_SKIP() << id << " is not built here"

// A new game in the catalog gets its expectation here: the list below is every id with one.
TEST(DefaultStart, EveryVariantHasAnExpectation) {
  const std::set<std::string> checked = {
      "chess960", "chessence-sniderman", "chessence-winslow", "cooperative", "crowded-house",
      "golf",     "half-alice",          "masquerade",        "power-chess", "zombie"};
  for (const Variant* v : variants())
    EXPECT_TRUE(checked.count(std::string(v->id())))
        << v->id() << ": add its default start to tests/catalog/default_start_test.cpp";
}

// docs/rules/chess960.md: a game starts from one of the 960 back ranks at random; 518 (standard
// chess) only when asked for.
TEST(DefaultStart, Chess960IsARandomStartNamedByItsNumber) {
  REQUIRE_BUILT("chess960");
  std::set<std::string> numbers;
  for (int seed : {1, 2, 3, 4, 5, 6}) {
    auto t = v->create({{"seed", seed}});
    json view = t->view(kSpectator);
    std::string number = info(view, "Start position");
    ASSERT_FALSE(number.empty()) << "seed " << seed << ": no start number in the view";
    numbers.insert(number);
    // The number names the start the board shows, and the record's FEN is that start.
    auto again = v->create({{"sp", std::stoi(number)}});
    EXPECT_EQ(t->position(kSpectator), again->position(kSpectator)) << "seed " << seed;
    EXPECT_THAT(t->record(kSpectator), HasSubstr("[FEN \"" + t->position(kSpectator) + "\"]"));
    EXPECT_EQ(t->start_note(), "Start position: " + number + "\n");
  }
  EXPECT_GT(numbers.size(), 1u) << "six seeds gave one start";
  // The same seed gives the same start (a rematch is a fair pair), another seed another.
  EXPECT_EQ(v->create({{"seed", 7}})->position(kSpectator),
            v->create({{"seed", 7}})->position(kSpectator));
  EXPECT_NE(v->create({{"seed", 1}})->position(kSpectator),
            v->create({{"seed", 2}})->position(kSpectator));
  // Without a seed (the command line) each game draws its own.
  std::set<std::string> fresh;
  for (int i = 0; i < 8; ++i) fresh.insert(v->create(json::object())->position(kSpectator));
  EXPECT_GT(fresh.size(), 1u);
}

TEST(DefaultStart, Chess960NumberAskedForIsKept) {
  REQUIRE_BUILT("chess960");
  auto standard = v->create({{"sp", 518}});
  EXPECT_EQ(standard->position(kSpectator),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
  EXPECT_EQ(info(standard->view(kSpectator), "Start position"), "518 (standard chess)");
  EXPECT_EQ(board_of(standard->view(kSpectator)), orthodox_array());
  // A seed beside a number changes nothing (the server gives every game a seed).
  EXPECT_EQ(v->create({{"sp", 518}, {"seed", 3}})->position(kSpectator),
            standard->position(kSpectator));
  EXPECT_EQ(v->create({{"start", "number"}, {"sp", 0}})->position(kSpectator),
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
  // UCI's startpos (and perft with no position) names standard chess, never a random start.
  EXPECT_EQ(v->create(v->startpos_options())->position(kSpectator), standard->position(kSpectator));
  // A FEN that is no start has no number.
  auto fen = v->create({{"fen", "4k3/8/8/8/8/8/8/4K2R w K - 0 1"}});
  EXPECT_EQ(info(fen->view(kSpectator), "Start position"), "");
}

// docs/rules/zombie.md, masquerade.md, cooperative.md, crowded-house.md, half-alice.md: the
// orthodox array (nothing buried, no powers assigned, no piece behind the mirror).
TEST(DefaultStart, OrthodoxArrayGames) {
  for (const char* id : {"zombie", "masquerade", "cooperative", "crowded-house", "half-alice"}) {
    const Variant* v = built(id);
    if (!v) continue;
    json view = v->create(json::object())->view(kSpectator);
    EXPECT_EQ(board_of(view), orthodox_array()) << id;
    for (const json& p : view["pieces"])
      EXPECT_FALSE(p.contains("annotations")) << id << ": " << p.dump();
    EXPECT_EQ(view["to_move"], 0) << id;
  }
}

// docs/rules/half-alice.md: the book's 12 checkers each.
TEST(DefaultStart, HalfAliceHasTheBooksCheckers) {
  REQUIRE_BUILT("half-alice");
  std::string pos = v->create(json::object())->position(kSpectator);
  EXPECT_THAT(pos, HasSubstr(" 12")) << pos;
  EXPECT_EQ(pos, v->create({{"checkers", "12"}})->position(kSpectator));
}

// docs/rules/power-chess.md, "the start".
TEST(DefaultStart, PowerChess) {
  REQUIRE_BUILT("power-chess");
  EXPECT_EQ(v->create(json::object())->position(kSpectator),
            "r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B6KB6R6 w -/- -/- 0 1");
}

// docs/rules/chessence-winslow.md, "Pieces and set-up".
TEST(DefaultStart, ChessenceWinslow) {
  REQUIRE_BUILT("chessence-winslow");
  json view = v->create(json::object())->view(kSpectator);
  std::set<std::string> expected = {"f1 white king", "a9 black king"};
  for (const char* sq : {"e1", "d2", "e2", "f2", "d3", "e3"})
    expected.insert(std::string(sq) + " white man");
  for (const char* sq : {"b9", "a8", "b8", "c8", "b7", "c7"})
    expected.insert(std::string(sq) + " black man");
  EXPECT_EQ(board_of(view), expected);
  int in_hands = 0;
  for (const json& z : view["zones"])
    for (const json& p : z["pieces"]) in_hands += p.value("count", 1);
  EXPECT_EQ(in_hands, 6) << "three men in each hand";
}

// docs/rules/chessence-sniderman.md: a single round, the 16 pieces at random, object 1.
TEST(DefaultStart, SnidermanIsARandomSetUp) {
  REQUIRE_BUILT("chessence-sniderman");
  auto a = v->create({{"seed", 1}}), b = v->create({{"seed", 2}});
  EXPECT_EQ(a->view(kSpectator)["pieces"].size(), 16u);
  EXPECT_NE(a->position(kSpectator), b->position(kSpectator));
  EXPECT_EQ(a->position(kSpectator),
            v->create({{"seed", 1}, {"object", "1"}})->position(kSpectator));
}

// docs/rules/golf.md and the source's rule 12: a course of nine holes, the layout dealt by the
// referee (sixteen pieces), two cards turned on the first hole.
TEST(DefaultStart, GolfIsANineHoleCourse) {
  REQUIRE_BUILT("golf");
  auto a = v->create({{"seed", 1}}), b = v->create({{"seed", 2}});
  EXPECT_EQ(a->view(kSpectator)["pieces"].size(), 16u);
  EXPECT_THAT(a->position(kSpectator), HasSubstr(" 1/9 ")) << a->position(kSpectator);
  EXPECT_NE(a->position(kSpectator), b->position(kSpectator));
}

}  // namespace
}  // namespace menagerie::catalog
