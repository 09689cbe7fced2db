// The JSON view a client draws (docs/view.md): the red squares as markers, every piece of both
// colours, the object and the captures as info, and captures dragged from square to square.
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "catalog/table.hpp"
#include "games/chessence_sniderman/chessence_sniderman.hpp"
#include "games/chessence_sniderman/objects.hpp"
#include "support/view_schema.hpp"

namespace menagerie::chessence_sniderman {
namespace {

using G = ChessenceSniderman;
using nlohmann::json;

std::string schema_errors(const json& view) {
  std::string out;
  for (const auto& e : menagerie::harness::view_schema_errors(view)) out += e + "\n";
  return out;
}

TEST(View, ShowsEverythingToEverySeat) {
  State s = G::parse_position("..../..../.q../KR.. 0");
  G::play(s, G::parse_move(s, "qb2xb1"));
  auto v = G::view(s, kOddSeat);
  EXPECT_EQ(v, G::view(s, kEvenSeat));
  EXPECT_EQ(v, G::view(s, kNoSeat));
  EXPECT_EQ(v["pieces"], (json{{{"at", "a1"}, {"color", "white"}, {"type", "king"}},
                               {{"at", "b1"}, {"color", "black"}, {"type", "queen"}}}));
  EXPECT_EQ(v["board"]["width"], 4);
  EXPECT_EQ(v["board"]["height"], 4);
  EXPECT_EQ(v["zones"], json::array());
  EXPECT_EQ(v["check"], json::array());  // kings are captured like any piece: no check
  EXPECT_EQ(v["seats"],
            (json{{{"name", "Odd"}, {"color", "blue"}}, {{"name", "Even"}, {"color", "green"}}}));
  ASSERT_EQ(v["info"].size(), 3u);
  EXPECT_EQ(v["info"][0]["label"], "Object");
  // A built-in in the words of the rules, not as code; a made-up object as its text.
  EXPECT_EQ(v["info"][0]["text"], "1: ODD wins if the last piece captured is White");
  State own = s;
  own.object = intern_object("odd wins if odd(pieces)");
  EXPECT_EQ(G::view(own, kNoSeat)["info"][0]["text"], "odd wins if odd(pieces)");
  EXPECT_EQ(v["info"][1], (json{{"label", "Move"}, {"text", "2 (EVEN to move)"}}));
  EXPECT_EQ(v["info"][2], (json{{"label", "Captures"}, {"text", "1. qb2xRb1 (ODD)"}}));
  EXPECT_NE(G::render(s).find("1  K q . :"), std::string::npos) << G::render(s);
}

TEST(View, MarkersAreTheRedSquares) {
  auto v = G::view(G::parse_position("RnbK/qNrB/bRkn/NQbr 0"), kNoSeat);
  std::set<std::string> red;
  for (const auto& [square, mark] : v["board"]["markers"].items()) {
    EXPECT_EQ(mark, "red") << square;
    red.insert(square);
  }
  EXPECT_EQ(red, (std::set<std::string>{"b1", "d1", "a2", "c2", "b3", "d3", "a4", "c4"}));
  EXPECT_EQ(v["pieces"].size(), 16u);
  EXPECT_EQ(v["info"][2]["text"], "none yet");
}

TEST(View, CapturesAreDraggedFromSquareToSquareThroughTheTable) {
  catalog::GameTable<G> t(G::parse_position("..../..../.q../KR.. 0"));
  auto odd = t.view(kOddSeat);
  EXPECT_EQ(schema_errors(odd), "");
  ASSERT_TRUE(odd.contains("legal"));
  for (const auto& m : odd["legal"]) {
    std::string text = m["text"];
    EXPECT_EQ(m, (json{{"text", text}, {"from", text.substr(0, 2)}, {"to", text.substr(2)}}));
  }
  t.play("b2b1");
  auto even = t.view(kEvenSeat);
  EXPECT_EQ(schema_errors(even), "");
  EXPECT_EQ(even["last_move"],
            (json{{"text", "b2b1"}, {"from", "b2"}, {"to", "b1"}, {"capture", true}}));
}

}  // namespace
}  // namespace menagerie::chessence_sniderman
