// What a terminal and a client see. The game has no hidden information, so every seat sees
// everything; the powers of each man are included because they are the whole difficulty of reading
// a position.
#include <string>

#include <fmt/format.h>

#include "games/chessence_winslow/board.hpp"
#include "games/chessence_winslow/winslow.hpp"

namespace menagerie::winslow {

namespace {

std::string power_letters(int p) {
  std::string out;
  if (p & kRook) out += 'R';
  if (p & kBishop) out += 'B';
  if (p & kKnight) out += 'N';
  return out.empty() ? "-" : out;
}

}  // namespace

std::string Chessence::render(const State& s) {
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

nlohmann::json Chessence::view(const State& s, Seat) {
  using nlohmann::json;
  const Geometry& g = board::geometry();
  json holes = json::array(), pieces = json::array(), powers_map = json::object();
  for (int sq : squares(board::kHoles)) holes.push_back(g.name(sq));
  for (int c : {kWhite, kBlack}) {
    const char* color = c == kWhite ? "white" : "black";
    pieces.push_back({{"square", g.name(kKingSquare[c])}, {"color", color}, {"kind", "king"}});
    for (int sq : squares(s.men[c])) {
      pieces.push_back({{"square", g.name(sq)}, {"color", color}, {"kind", "man"}});
      int p = powers(s, sq);
      json list = json::array();
      if (p & kRook) list.push_back("rook");
      if (p & kBishop) list.push_back("bishop");
      if (p & kKnight) list.push_back("knight");
      powers_map[g.name(sq)] = list;
    }
  }
  json drops = json::object();
  for (int c : {kWhite, kBlack}) {
    json list = json::array();
    for (int sq : squares(board::kDropSquares[c])) list.push_back(g.name(sq));
    drops[c == kWhite ? "white" : "black"] = list;
  }
  return {{"seats", {"White", "Black"}},
          {"board", {{"width", kWidth}, {"height", kHeight}, {"holes", holes}}},
          {"pieces", pieces},
          {"hands", {{"white", s.hand[kWhite]}, {"black", s.hand[kBlack]}}},
          {"drop_squares", drops},
          {"powers", powers_map},
          {"side_to_move", s.side == kWhite ? "white" : "black"},
          {"check", in_check(s)},
          {"quiet_plies", s.quiet},
          {"move_limit", s.move_limit}};
}

}  // namespace menagerie::winslow
