// The chess family's view helpers (chess/view.hpp).
#include "chess/view.hpp"

#include "chess/fen.hpp"
#include "chess/words.hpp"

namespace menagerie::chess {

using nlohmann::json;

json piece_view(Square sq, Piece p) {
  return {
      {"at", square_name(sq)}, {"color", color_word(color_of(p))}, {"type", type_word(type_of(p))}};
}

json pieces_view(const Position& pos) {
  return pieces_view(pos, [](Square, Piece, json&) {});
}

json check_view(const Position& pos, bool in_check) {
  json check = json::array();
  if (in_check) check.push_back(square_name(pos.king(pos.side)));
  return check;
}

json white_and_black() {
  return {{{"name", "White"}, {"color", "white"}}, {{"name", "Black"}, {"color", "black"}}};
}

json board_view(ViewParts parts) {
  return {{"seats", std::move(parts.seats)},
          {"board",
           {{"width", 8},
            {"height", 8},
            {"holes", json::array()},
            {"markers", std::move(parts.markers)}}},
          {"pieces", std::move(parts.pieces)},
          {"zones", std::move(parts.zones)},
          {"check", std::move(parts.check)},
          {"info", std::move(parts.info)}};
}

}  // namespace menagerie::chess
