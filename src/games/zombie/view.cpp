// What a viewer sees (docs/view.md): the board with zombie markers, the graveyard and the dust bin
// as zones, and, in a seat's own view only, its own burials (board markers, piece annotations and
// `secret`). The opponent's burials appear nowhere but as pieces in the graveyard.
#include <map>
#include <utility>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "chess/view.hpp"
#include "chess/words.hpp"
#include "games/zombie/zombie.hpp"

namespace menagerie::zombie {

using namespace chess;
using nlohmann::json;

namespace {

bool is_seat(Seat s) { return s == 0 || s == 1; }

json zone_pieces(const std::array<int, 16>& counts) {
  json out = json::array();
  for (Piece p = 1; p < 16; ++p)
    if (counts[p] > 0)
      out.push_back({{"color", chess::color_word(color_of(p))},
                     {"type", chess::type_word(type_of(p))},
                     {"count", counts[p]}});
  return out;
}

// The graveyard holds every buried piece (which pieces are buried is public; where, is not).
std::array<int, 16> graveyard(const zombie::State& s) {
  std::array<int, 16> counts{};
  for (int c = 0; c < 2; ++c)
    for (const auto& b : s.burials[c]) ++counts[b.piece];
  if (s.pending) ++counts[s.pending];
  return counts;
}
}  // namespace

json Zombie::view(const State& s, Seat seat) {
  const auto* mine = is_seat(seat) ? &s.burials[seat] : nullptr;
  json pieces = pieces_view(s.pos, [&](Square sq, Piece, json& piece) {
    json notes = json::object();
    if (s.zombies & bit(sq)) notes["zombie"] = true;
    if (s.moved & bit(sq)) notes["moved"] = true;
    if (mine) {
      int i = mine->at(sq);
      if (i >= 0) notes["buried"] = chess::type_word(type_of(mine->list[std::size_t(i)].piece));
    }
    if (!notes.empty()) piece["annotations"] = notes;
  });
  json markers = json::object();
  json secret = json::object();
  if (mine) {
    json list = json::array();
    for (const auto& b : *mine) {
      markers[square_name(b.square)] = "target";
      list.push_back({{"square", square_name(b.square)},
                      {"color", chess::color_word(color_of(b.piece))},
                      {"type", chess::type_word(type_of(b.piece))}});
    }
    secret["burials"] = list;
  }
  std::array<int, 16> dust{};
  for (Piece p = 1; p < 16; ++p) dust[p] = s.dust[p];
  json zones = json::array({{{"id", "graveyard"},
                             {"name", "Graveyard (buried pieces)"},
                             {"owner", kSpectator},
                             {"side", "left"},
                             {"pieces", zone_pieces(graveyard(s))}},
                            {{"id", "dust-bin"},
                             {"name", "Dust bin"},
                             {"owner", kSpectator},
                             {"side", "right"},
                             {"pieces", zone_pieces(dust)}}});
  json info = json::array();
  const Color us = s.pos.side;
  // The burier is told what to do (a prompt the client shows prominently); others what happens.
  if (s.pending && seat == Seat(us))
    info.push_back({{"label", "Burial"},
                    {"text", fmt::format("Choose a piece to bury the captured {} under",
                                         chess::type_word(type_of(s.pending)))},
                    {"prompt", true}});
  else if (s.pending)
    info.push_back({{"label", "Burial"},
                    {"text", fmt::format("{} buries the captured {}", chess::color_name(us),
                                         chess::type_word(type_of(s.pending)))}});
  if (Bitboard due = s.choices_due()) {
    std::string sq = square_name(lsb(due));
    if (seat == Seat(us))
      info.push_back({{"label", "Promotion"},
                      {"text", fmt::format("Choose what the zombie pawn risen on {} becomes", sq)},
                      {"prompt", true}});
    else
      info.push_back({{"label", "Promotion"},
                      {"text", fmt::format("{} chooses what the zombie pawn risen on {} becomes",
                                           chess::color_name(us), sq)}});
  }
  Bitboard waiting = s.zombies & s.pos.pieces(us) & ~s.moved;
  if (waiting) {
    std::string where;
    for (Bitboard b = waiting; b;) where += (where.empty() ? "" : ", ") + square_name(pop_lsb(b));
    info.push_back({{"label", "Zombies"},
                    {"text", fmt::format("{}'s zombies to move this turn or turn to dust: {}",
                                         chess::color_name(us), where)},
                    {"turn", true}});
  }
  info.push_back({{"label", "Horde rule"},
                  {"text", s.horde == zombie::Horde::kEither
                               ? "a turn is one ordinary move or moves by zombies"
                               : "zombies may move, then one ordinary move"}});
  json v = board_view({.pieces = std::move(pieces),
                       .markers = std::move(markers),
                       .zones = std::move(zones),
                       .check = check_view(s.pos, !s.under_way() && s.pos.in_check()),
                       .info = std::move(info)});
  if (mine) v["secret"] = secret;
  return v;
}

std::string Zombie::render(const State& s, Seat viewer) {
  const auto* mine = is_seat(viewer) ? &s.burials[viewer] : nullptr;
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    out += fmt::format("{} ", rank + 1);
    for (int file = 0; file < 8; ++file) {
      Square sq = make_square(file, rank);
      out += ' ';
      out += piece_char(s.pos.board[sq]);
      out += (s.zombies & bit(sq)) ? '*' : (mine && mine->at(sq) >= 0) ? '+' : ' ';
    }
    out += '\n';
  }
  out += "   a  b  c  d  e  f  g  h      * zombie";
  out += mine ? ", + your burial\n" : "\n";
  if (mine) {
    out += "Your burials:";
    for (const auto& b : *mine)
      out += fmt::format(" {}{}", piece_char(b.piece), square_name(b.square));
    out += mine->count ? "\n" : " none\n";
  }
  std::string grave, dust;
  auto counts = graveyard(s);
  for (Piece p = 1; p < 16; ++p) grave.append(std::size_t(counts[p]), piece_char(p));
  for (Piece p = 1; p < 16; ++p) dust.append(s.dust[p], piece_char(p));
  out += fmt::format("Graveyard: {}  Dust bin: {}\n", grave.empty() ? "-" : grave,
                     dust.empty() ? "-" : dust);
  out += fmt::format("{} to {}{}\n", chess::color_name(s.pos.side),
                     s.choices_due() ? "choose what the risen pawn becomes"
                     : s.pending     ? "bury a piece"
                     : s.moved       ? "move zombies or end the turn"
                                     : "move",
                     !s.under_way() && s.pos.in_check() ? ", in check" : "");
  return out;
}

MoveParts Zombie::move_parts(const State& s, const Move& m) {
  switch (m.kind) {
    case Move::kBury:
      return {"graveyard", square_name(m.square), "", "", "bury"};
    case Move::kEndTurn:
      return {"", "", "", "", "end turn"};
    case Move::kPromote:
      return {"", "", "", "", chess::type_word(m.type)};
    case Move::kPlay:
      break;
  }
  MoveParts parts{square_name(m.play.from()), square_name(m.play.to()), "", "", ""};
  if (m.play.kind() == chess::Move::kPromotion)
    parts.promotion = chess::type_word(m.play.promotion());
  parts.capture = m.play.kind() == chess::Move::kEnPassant ||
                  (m.play.kind() != chess::Move::kCastling && s.pos.board[m.play.to()]);
  if (m.play.kind() == chess::Move::kCastling) {
    CastlingSide side = m.play.to() > m.play.from() ? kHSide : kASide;
    Square target = castle_king_target(s.pos.side, side);
    if (target != m.play.from() && target != m.play.to()) parts.via = square_name(target);
  }
  return parts;
}

// Another seat sees an ordinary move (a capture, a zombie's step) as it is; the burial's square is
// the burier's secret, and ending a horde's turn draws nothing.
std::optional<MoveParts> Zombie::move_parts_seen(const State& s, const Move& m, Seat viewer) {
  (void)viewer;
  if (m.kind != Move::kPlay) return std::nullopt;
  return move_parts(s, m);
}

}  // namespace menagerie::zombie
