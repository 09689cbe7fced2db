// What players see: a terminal picture (a piece on a checker in brackets) and the JSON view of
// docs/view.md. A piece behind the mirror carries the annotation {"mirror": true} and its square
// the marker of its checker: "light" under White's pieces, "dark" under Black's. The checkers a
// player has left are a zone per player.
#include <utility>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "chess/view.hpp"
#include "chess/words.hpp"
#include "games/half_alice/half_alice.hpp"

namespace menagerie::half_alice {

using namespace chess;

namespace {}  // namespace

std::string HalfAlice::render(const State& s) {
  const Position& p = s.pos;
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    out += fmt::format("{} ", rank + 1);
    for (int file = 0; file < 8; ++file) {
      Square sq = make_square(file, rank);
      Piece pc = p.board[sq];
      if (!pc)
        out += " . ";
      else if (s.behind(sq))
        out += fmt::format("[{}]", piece_char(pc));
      else
        out += fmt::format(" {} ", piece_char(pc));
    }
    out += '\n';
  }
  out += "   a  b  c  d  e  f  g  h\n";
  out += "[X] = on a checker, behind the mirror\n";
  if (s.supply != kUnlimited)
    out += fmt::format("Checkers left: White {}, Black {}\n", s.supply - s.checkers_used(kWhite),
                       s.supply - s.checkers_used(kBlack));
  out += fmt::format("{} to move{}\n", chess::color_name(p.side),
                     half_alice::in_check(s) ? ", in check" : "");
  return out;
}

nlohmann::json HalfAlice::view(const State& s, Seat) {
  using nlohmann::json;
  const Position& p = s.pos;
  json markers = json::object();
  json pieces = pieces_view(p, [&](Square sq, Piece pc, json& piece) {
    if (!s.behind(sq)) return;
    piece["annotations"] = {{"mirror", true}};
    markers[square_name(sq)] = color_of(pc) == kWhite ? "light" : "dark";
  });
  json zones = json::array();
  json info = json::array();
  if (s.supply == kUnlimited) {
    info.push_back({{"label", "Checkers"}, {"text", "no limit (classic Alice Chess)"}});
  } else {
    for (Color c : {kBlack, kWhite}) {
      int left = s.supply - s.checkers_used(c);
      json men = json::array();
      if (left > 0)
        men.push_back({{"color", chess::color_word(c)},
                       {"type", "checker"},
                       {"label", "○"},
                       {"count", left}});
      zones.push_back({{"id", fmt::format("{}-checkers", chess::color_word(c))},
                       {"name", fmt::format("{}'s checkers", chess::color_name(c))},
                       {"owner", int(c)},
                       {"side", c == kWhite ? "below" : "above"},
                       {"pieces", men}});
    }
    info.push_back({{"label", "Checkers"},
                    {"text", fmt::format("{} each; White has {} left, Black {}", int(s.supply),
                                         s.supply - s.checkers_used(kWhite),
                                         s.supply - s.checkers_used(kBlack))}});
  }
  return board_view({.pieces = std::move(pieces),
                     .markers = std::move(markers),
                     .zones = std::move(zones),
                     .check = check_view(p, half_alice::in_check(s)),
                     .info = std::move(info)});
}

MoveParts HalfAlice::move_parts(const State& s, Move m) {
  // Castling is written as the king's two-square step: from and to are already where a person
  // drags the king.
  MoveParts parts{square_name(m.from()), square_name(m.to()), "", "", ""};
  // One board: a move onto an occupied square takes what stands there.
  parts.capture =
      m.kind() == Move::kEnPassant || (m.kind() != Move::kCastling && s.pos.board[m.to()]);
  if (m.kind() == Move::kPromotion) parts.promotion = chess::type_word(m.promotion());
  return parts;
}

}  // namespace menagerie::half_alice
