// What players see: a terminal picture, the JSON view for clients, and the PGN record.
#include <utility>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "chess/pgn.hpp"
#include "chess/view.hpp"
#include "chess/words.hpp"
#include "games/chess960/chess960.hpp"
#include "games/chess960/start.hpp"

namespace menagerie::chess960 {

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
  out += fmt::format("{} to move{}\n", chess::color_name(s.side), s.in_check() ? ", in check" : "");
  return out;
}

nlohmann::json Chess960::view(const State& s, Seat) {
  // Chess960 hides nothing: every seat and every spectator sees the same (docs/view.md).
  return chess::board_view(
      {.pieces = chess::pieces_view(s), .check = chess::check_view(s, s.in_check())});
}

MoveParts Chess960::move_parts(const State& s, Move m) {
  MoveParts parts{chess::square_name(m.from()), chess::square_name(m.to()), "", "", ""};
  if (m.kind() == Move::kPromotion) parts.promotion = chess::type_word(m.promotion());
  // Castling is written king-takes-rook, but takes nothing.
  parts.capture = m.kind() == Move::kEnPassant || (m.kind() != Move::kCastling && s.board[m.to()]);
  if (m.kind() == Move::kCastling) {
    // Written king-takes-rook; a person may instead drop the king where it ends up, unless that is
    // where it stands or the rook's square already, or an ordinary king step goes there (a king on
    // f1 castling with the h1 rook: dropping it on g1 means the step).
    chess::CastlingSide side = m.to() > m.from() ? chess::kHSide : chess::kASide;
    chess::Square target = chess::castle_king_target(s.side, side);
    bool step = false;
    chess::MoveBuffer legal;
    chess::generate_legal(s, legal);
    for (Move o : legal) step = step || (o.from() == m.from() && o.to() == target);
    if (target != m.from() && target != m.to() && !step) parts.via = chess::square_name(target);
  }
  return parts;
}

nlohmann::json Chess960::start_info(const State& start) {
  std::string fen = chess::to_fen(start);
  std::size_t rank_end = fen.find(' '), rank_begin = fen.rfind('/', rank_end);
  std::string rank = fen.substr(rank_begin + 1, rank_end - rank_begin - 1);
  int number = start_number(rank);
  if (number < 0 || chess::to_fen(start_position(number)) != fen) return nlohmann::json::array();
  std::string text = number == kStandardNumber ? fmt::format("{} (standard chess)", number)
                                               : std::to_string(number);
  return nlohmann::json::array({{{"label", "Start position"}, {"text", text}}});
}

std::string Chess960::record(const State& start, const std::vector<Move>& moves, const Outcome& o,
                             const RecordTags& tags) {
  chess::PgnGame game;
  game.start = start;
  game.moves = moves;
  game.result = chess::result_token(o);
  chess::put_tags(game, tags);
  if (o.over()) game.tags["Termination"] = std::string(o.reason);
  return chess::write_pgn(game, "Chess960");
}

}  // namespace menagerie::chess960
