// What players see: a terminal picture, the JSON view for clients, and the PGN record.
#include <fmt/format.h>

#include "chess/pgn.hpp"
#include "games/chess960/chess960.hpp"

namespace menagerie {

namespace {
// Unicode chess symbols, indexed by piece (colour * 8 + type).
constexpr const char* kSymbols[16] = {"·", "♙", "♘", "♗", "♖", "♕", "♔", "",
                                      "",  "♟", "♞", "♝", "♜", "♛", "♚", ""};
}  // namespace

std::string Chess960::render(const State& s) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    out += fmt::format("{} ", rank + 1);
    for (int file = 0; file < 8; ++file)
      out += fmt::format(" {}", kSymbols[s.board[chess::make_square(file, rank)]]);
    out += '\n';
  }
  out += "   a b c d e f g h\n";
  out += fmt::format("{} to move{}\n", s.side == chess::kWhite ? "White" : "Black",
                     s.in_check() ? ", in check" : "");
  return out;
}

nlohmann::json Chess960::view(const State& s, Seat) {
  // Chess960 hides nothing: every seat and every spectator sees the same.
  nlohmann::json v;
  v["board"] = {{"width", 8}, {"height", 8}, {"holes", nlohmann::json::array()}};
  nlohmann::json pieces = nlohmann::json::array();
  for (chess::Square sq = 0; sq < 64; ++sq) {
    chess::Piece p = s.board[sq];
    if (!p) continue;
    static const char* kTypes[] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};
    pieces.push_back({{"square", chess::square_name(sq)},
                      {"color", chess::color_of(p) == chess::kWhite ? "white" : "black"},
                      {"type", kTypes[chess::type_of(p)]}});
  }
  v["pieces"] = pieces;
  v["seats"] = {"White", "Black"};
  if (s.in_check()) v["check"] = chess::square_name(s.king(s.side));
  return v;
}

std::string Chess960::record(const State& start, const std::vector<Move>& moves, const Outcome& o) {
  chess::PgnGame game;
  game.start = start;
  game.moves = moves;
  game.result = chess::result_token(o);
  if (o.over()) game.tags["Termination"] = std::string(o.reason);
  return chess::write_pgn(game, "Chess960");
}

}  // namespace menagerie
