// The chess family's view helpers (chess/view.hpp): the pieces in square order with a game's
// annotations, the king in check, and the frame of docs/view.md around a game's parts.
#include "chess/view.hpp"

#include <gtest/gtest.h>

#include "chess/fen.hpp"

namespace menagerie::chess {
namespace {

using nlohmann::json;

TEST(ChessView, PiecesAreListedFromA1WithTheGamesAnnotations) {
  Position pos = parse_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
  json pieces = pieces_view(pos, [](Square sq, Piece p, json& piece) {
    if (type_of(p) == kRook) piece["annotations"] = {{"on", square_name(sq)}};
  });
  EXPECT_EQ(pieces, json::parse(R"([
    {"at": "a1", "color": "white", "type": "rook", "annotations": {"on": "a1"}},
    {"at": "e1", "color": "white", "type": "king"},
    {"at": "e8", "color": "black", "type": "king"}])"));
  EXPECT_EQ(pieces_view(pos).size(), 3u);
  EXPECT_FALSE(pieces_view(pos)[0].contains("annotations"));
}

TEST(ChessView, CheckNamesTheKingOfTheSideToMoveOnlyWhenInCheck) {
  Position pos = parse_fen("4k3/8/8/8/8/8/8/4RK2 b - - 0 1");
  EXPECT_EQ(check_view(pos, true), json::array({"e8"}));
  EXPECT_EQ(check_view(pos, false), json::array());
}

TEST(ChessView, BoardViewFramesTheGamesPartsForWhiteAndBlack) {
  json v = board_view({.info = json::array({{{"label", "Turn"}, {"text", "White"}}})});
  EXPECT_EQ(v, json::parse(R"({
    "seats": [{"name": "White", "color": "white"}, {"name": "Black", "color": "black"}],
    "board": {"width": 8, "height": 8, "holes": [], "markers": {}},
    "pieces": [], "zones": [], "check": [],
    "info": [{"label": "Turn", "text": "White"}]})"));
  json four = json::array({{{"name", "A"}}, {{"name", "B"}}, {{"name", "C"}}, {{"name", "D"}}});
  EXPECT_EQ(board_view({.markers = {{"a1", "yellow"}}, .seats = four})["seats"].size(), 4u);
  EXPECT_EQ(board_view({.markers = {{"a1", "yellow"}}, .seats = four})["board"]["markers"]["a1"],
            "yellow");
}

}  // namespace
}  // namespace menagerie::chess
