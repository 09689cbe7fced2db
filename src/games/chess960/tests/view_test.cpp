// The JSON view a client draws (docs/view.md), and the parts of moves it drags: castling written
// king-takes-rook may be dropped on the king's target square, promotions name their piece.
#include <string>

#include <gtest/gtest.h>

#include "catalog/table.hpp"
#include "chess/fen.hpp"
#include "games/chess960/chess960.hpp"
#include "support/view_schema.hpp"

namespace menagerie::chess960 {
namespace {

using nlohmann::json;
using Table = catalog::GameTable<Chess960>;

using harness::legal_move;
std::string errors(const json& view) { return harness::view_schema_text(view); }

TEST(View, StartShowsTheWholeBoardToEverySeat) {
  Table t(chess::parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"));
  json v = t.view(0);
  EXPECT_EQ(errors(v), "");
  EXPECT_EQ(v["seats"][0], (json{{"name", "White"}, {"color", "white"}}));
  EXPECT_EQ(v["seats"][1]["color"], "black");
  EXPECT_EQ(
      v["board"],
      (json{{"width", 8}, {"height", 8}, {"holes", json::array()}, {"markers", json::object()}}));
  EXPECT_EQ(v["pieces"].size(), 32u);
  EXPECT_EQ(v["pieces"][4], (json{{"at", "e1"}, {"color", "white"}, {"type", "king"}}));
  EXPECT_EQ(v["check"], json::array());
  EXPECT_EQ(v["zones"], json::array());
  EXPECT_EQ(legal_move(v, "g1f3"), (json{{"text", "g1f3"}, {"from", "g1"}, {"to", "f3"}}));
  // Nothing is hidden: the game part is the same for every seat and spectators.
  for (const char* key : {"seats", "board", "pieces", "zones", "check", "info"})
    EXPECT_EQ(t.view(1)[key], v[key]) << key;
}

TEST(View, CheckNamesTheKingsSquare) {
  Table t(chess::parse_fen("4k3/8/8/8/8/8/8/4K2r w - - 0 1"));
  EXPECT_EQ(t.view(0)["check"], json::array({"e1"}));
  EXPECT_EQ(errors(t.view(0)), "");
}

TEST(View, CastlingIsKingTakesRookAndMayBeDroppedOnTheKingsTarget) {
  Table t(chess::parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1"));
  json v = t.view(0);
  EXPECT_EQ(legal_move(v, "e1h1"),
            (json{{"text", "e1h1"}, {"from", "e1"}, {"to", "h1"}, {"via", "g1"}}));
  EXPECT_EQ(legal_move(v, "e1a1")["via"], "c1");
  EXPECT_FALSE(legal_move(v, "e1f1").contains("via"));  // an ordinary step has none
  t.play("e1h1");
  EXPECT_EQ(t.view(1)["last_move"]["via"], "g1");
  EXPECT_EQ(legal_move(t.view(1), "e8a8")["via"], "c8");  // Black's target is on rank 8
}

TEST(View, CastlingHasNoViaWhenTheTargetMeansAnotherMoveOrNoMove) {
  // King f1, rook h1: g1 is the king's ordinary step, so dropping there is that step.
  Table step(chess::parse_fen("4k3/8/8/8/8/8/8/5K1R w H - 0 1"));
  EXPECT_EQ(legal_move(step.view(0), "f1h1"),
            (json{{"text", "f1h1"}, {"from", "f1"}, {"to", "h1"}}));
  // King g1 already on its target: only the rook moves.
  Table stays(chess::parse_fen("4k3/8/8/8/8/8/8/6KR w H - 0 1"));
  EXPECT_FALSE(legal_move(stays.view(0), "g1h1").contains("via"));
  // King f1, rook g1: the target is the rook's own square.
  Table onto_rook(chess::parse_fen("4k3/8/8/8/8/8/8/5KR1 w G - 0 1"));
  json m = legal_move(onto_rook.view(0), "f1g1");
  ASSERT_FALSE(m.is_null());
  EXPECT_FALSE(m.contains("via"));
}

TEST(View, PromotionsShareSquaresAndNameTheirPiece) {
  Table t(chess::parse_fen("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
  json v = t.view(0);
  EXPECT_EQ(errors(v), "");
  EXPECT_EQ(legal_move(v, "a7a8q"),
            (json{{"text", "a7a8q"}, {"from", "a7"}, {"to", "a8"}, {"promotion", "queen"}}));
  EXPECT_EQ(legal_move(v, "a7a8n")["promotion"], "knight");
  EXPECT_EQ(legal_move(v, "a7a8r")["promotion"], "rook");
  EXPECT_EQ(legal_move(v, "a7a8b")["promotion"], "bishop");
  EXPECT_FALSE(legal_move(v, "e1e2").contains("promotion"));
}

}  // namespace
}  // namespace menagerie::chess960
