// What a terminal and a client see. The game has no hidden information, so every seat sees
// everything; the powers of each man are included because they are the whole difficulty of reading
// a position.
#include <string>
#include <utility>

#include <fmt/format.h>

#include "games/chessence_winslow/board.hpp"
#include "games/chessence_winslow/chessence_winslow.hpp"

namespace menagerie::chessence_winslow {

namespace {

constexpr const char* kColorWord[2] = {"white", "black"};

std::string hand_zone(int color) { return std::string(kColorWord[color]) + "-hand"; }

std::string power_letters(int p) {
  std::string out;
  if (p & kRook) out += 'R';
  if (p & kBishop) out += 'B';
  if (p & kKnight) out += 'N';
  return out.empty() ? "-" : out;
}

}  // namespace

std::string ChessenceWinslow::render(const State& s) {
  const Geometry& g = board::geometry();
  std::string out;
  for (int rank = kHeight - 1; rank >= 0; --rank) {
    out += fmt::format("{} ", rank + 1);
    for (int file = 0; file < kWidth; ++file) {
      int sq = g.square(file, rank);
      char c = cell_char(s, sq);
      if (c == '*') c = ' ';  // holes are drawn as absent squares
      out += fmt::format(" {}", c);
    }
    if (rank == kHeight - 1) out += fmt::format("    Black hand: {}", s.hand[kBlack]);
    if (rank == 0) out += fmt::format("    White hand: {}", s.hand[kWhite]);
    out += '\n';
  }
  out += "   a b c d e f    (blank: no square)\n";
  for (int c : {kWhite, kBlack}) {
    out += c == kWhite ? "White powers:" : "Black powers:";
    for (int sq : squares(s.men[c]))
      out += fmt::format(" {}={}", g.name(sq), power_letters(powers(s, sq)));
    out += '\n';
  }
  out += fmt::format("{} to move{}\n", s.side == kWhite ? "White" : "Black",
                     in_check(s) ? ", in check" : "");
  return out;
}

nlohmann::json ChessenceWinslow::view(const State& s, Seat) {
  using nlohmann::json;
  const Geometry& g = board::geometry();
  json holes = json::array(), pieces = json::array(), zones = json::array();
  for (int sq : squares(board::kHoles)) holes.push_back(g.name(sq));
  for (int c : {kWhite, kBlack}) {
    pieces.push_back({{"at", g.name(kKingSquare[c])}, {"color", kColorWord[c]}, {"type", "king"}});
    for (int sq : squares(s.men[c])) {
      int p = powers(s, sq);
      json list = json::array();
      if (p & kRook) list.push_back("rook");
      if (p & kBishop) list.push_back("bishop");
      if (p & kKnight) list.push_back("knight");
      pieces.push_back({{"at", g.name(sq)},
                        {"color", kColorWord[c]},
                        {"type", "man"},
                        {"annotations", {{"powers", list}}}});
    }
  }
  // Black's hand above the board and White's below, as the first seat sees it.
  for (int c : {kBlack, kWhite}) {
    json men = json::array();
    if (s.hand[c]) men.push_back({{"color", kColorWord[c]}, {"type", "man"}, {"count", s.hand[c]}});
    zones.push_back({{"id", hand_zone(c)},
                     {"name", c == kWhite ? "White's hand" : "Black's hand"},
                     {"owner", c},
                     {"side", c == kWhite ? "below" : "above"},
                     {"pieces", men}});
  }
  json check = json::array();
  if (in_check(s)) check.push_back(g.name(kKingSquare[s.side]));
  // Plies without a capture or drop; at the limit the game is drawn.
  std::string limit =
      s.move_limit ? fmt::format("draw after {} quiet plies; {} so far", s.move_limit, s.quiet)
                   : fmt::format("none ({} quiet plies so far)", s.quiet);
  return {
      {"seats", {{{"name", "White"}, {"color", "white"}}, {{"name", "Black"}, {"color", "black"}}}},
      {"board",
       {{"width", kWidth},
        {"height", kHeight},
        {"holes", std::move(holes)},
        {"markers", json::object()}}},
      {"pieces", std::move(pieces)},
      {"zones", std::move(zones)},
      {"check", std::move(check)},
      {"info", {{{"label", "Move limit"}, {"text", limit}}}}};
}

MoveParts ChessenceWinslow::move_parts(const State& s, const Move& m) {
  const Geometry& g = board::geometry();
  bool taken = !m.is_drop() && ((s.men[0] | s.men[1]) >> m.to & 1);
  return {m.is_drop() ? hand_zone(s.side) : g.name(m.from), g.name(m.to), "", "", "", taken};
}

}  // namespace menagerie::chessence_winslow
