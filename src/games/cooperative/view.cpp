// What a viewer sees (docs/view.md): the board; hands (a seat's own as cards, another's as face-down
// cards), both discard stacks bottom to top, the captured pile and the draw pile (its size only)
// as zones whose pieces are the cards' pieces; and which cards are wild now.
#include <utility>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "chess/view.hpp"
#include "chess/words.hpp"
#include "games/cooperative/cooperative.hpp"
#include "games/cooperative/names.hpp"

namespace menagerie::cooperative {

using namespace chess;
using nlohmann::json;

namespace {

constexpr const char* kHandIds[2] = {"white-hand", "black-hand"};
constexpr const char* kStackIds[2] = {"white-discards", "black-discards"};
constexpr const char* kSides[2] = {"below", "above"};

json card_piece(Card c, int count) {
  return {{"color", chess::color_word(color_of(c))},
          {"type", chess::type_word(type_of(c))},
          {"count", count},
          {"label", card_letter(c)}};
}

// Cards seen from the back: a colour no piece has, and no type.
json face_down(int count) {
  return {{"color", "gray"}, {"type", "unknown"}, {"hidden", true}, {"count", count}};
}

// A face-up pile in order, bottom first: one entry per card (the last is the top).
json pile_pieces(const Pile& p) {
  json out = json::array();
  for (Card c : p) out.push_back(card_piece(c, 1));
  return out;
}

std::string what_now(const State& s) {
  const std::string who = chess::color_name(s.mover());
  switch (s.step) {
    case Step::kDeal:
      return "the cards are being dealt";
    case Step::kStart:
      return who + ": a non-capturing move (optional), then play a card";
    case Step::kMoved:
      return who + ": play a card";
    case Step::kPlayed:
      return who + ": capture as the cards allow, or end the turn";
    case Step::kDraw:
      return who + " draws back up to three";
  }
  return "";
}

}  // namespace

json Cooperative::view(const State& s, Seat seat) {
  json pieces = pieces_view(s.pos, [&s](Square sq, Piece, json& piece) {
    if (s.piece == sq) piece["annotations"] = {{"moving", true}};
  });
  json zones = json::array();
  for (Color c : {kWhite, kBlack}) {
    json cards = json::array();
    if (seat == c) {
      for (Card k = 0; k < 16; ++k)
        if (s.hands[c].count[k]) cards.push_back(card_piece(k, s.hands[c].count[k]));
    } else if (int n = s.hands[c].size()) {
      cards.push_back(face_down(n));
    }
    zones.push_back({{"id", kHandIds[c]},
                     {"name", fmt::format("{}'s hand", chess::color_name(c))},
                     {"owner", int(c)},
                     {"side", kSides[c]},
                     {"pieces", cards}});
    zones.push_back({{"id", kStackIds[c]},
                     {"name", fmt::format("{}'s discard stack (top last)", chess::color_name(c))},
                     {"owner", int(c)},
                     {"side", kSides[c]},
                     {"pieces", pile_pieces(s.stacks[c])}});
  }
  zones.push_back({{"id", "captured"},
                   {"name", "Captured cards"},
                   {"owner", kSpectator},
                   {"side", "right"},
                   {"pieces", pile_pieces(s.captured)}});
  int pile = draw_pile_size(s);
  zones.push_back({{"id", "draw-pile"},
                   {"name", "Draw pile"},
                   {"owner", kSpectator},
                   {"side", "left"},
                   {"pieces", pile ? json::array({face_down(pile)}) : json::array()}});

  json info = json::array();
  info.push_back({{"label", "Turn"}, {"text", what_now(s)}, {"turn", true}});
  info.push_back({{"label", "Draw pile"}, {"text", fmt::format("{} cards", pile)}});
  info.push_back(
      {{"label", "Hands"},
       {"text", fmt::format("White {} cards, Black {}", s.hands[0].size(), s.hands[1].size())}});
  for (Color c : {kWhite, kBlack}) {
    std::string wild;
    for (int t = kPawn; t <= kKing; ++t)
      if (!s.pos.pieces(c, PieceType(t)))
        wild += (wild.empty() ? "" : ", ") + std::string(chess::type_word(chess::PieceType(t)));
    if (!wild.empty())
      info.push_back({{"label", fmt::format("Wild on {}'s stack", chess::color_name(c))},
                      {"text", wild + " cards"}});
  }
  if (s.wild_next)
    info.push_back({{"label", "Double colour match"}, {"text", "the next captured card is wild"}});
  info.push_back({{"label", "Types gone"}, {"text", std::to_string(types_gone(s))}});
  if (s.out_of_cards == OutOfCards::kFirst)
    info.push_back(
        {{"label", "Out of cards"}, {"text", "lost as soon as the seat to move has none"}});

  json v =
      board_view({.pieces = std::move(pieces), .zones = std::move(zones), .info = std::move(info)});
  if (seat == 0 || seat == 1) {
    json hand = json::array();
    for (Card k = 0; k < 16; ++k)
      for (int i = 0; i < s.hands[seat].count[k]; ++i) hand.push_back(card_letter(k));
    v["secret"] = {{"hand", hand}};
  }
  return v;
}

MoveParts Cooperative::move_parts(const State& s, const Move& m) {
  MoveParts parts;
  switch (m.kind) {
    case Move::kCard:
      parts.from = kHandIds[s.mover()];
      parts.to = kStackIds[s.mover()];
      parts.label = card_letter(m.card);
      return parts;
    case Move::kEndTurn:
      parts.label = "end turn";
      return parts;
    case Move::kDraw:
      parts.from = "draw-pile";
      parts.to = kHandIds[drawer(s)];
      return parts;
    case Move::kBoard:
      break;
  }
  parts.from = square_name(m.from);
  parts.to = square_name(m.to);
  // Castling is written king-takes-rook, but takes nothing.
  parts.capture =
      m.special == Move::kEnPassant || (m.special != Move::kCastling && s.pos.board[m.to]);
  if (m.special == Move::kCastling) {
    CastlingSide side = m.to > m.from ? kHSide : kASide;
    parts.via = square_name(castle_king_target(s.mover(), side));
  }
  if (m.promo != kNoType) parts.promotion = chess::type_word(m.promo);
  return parts;
}

// The partner sees a chess move and a card played (onto a face-up stack) as they are; a card drawn
// is a chance step, and ending the turn draws nothing.
std::optional<MoveParts> Cooperative::move_parts_seen(const State& s, const Move& m, Seat viewer) {
  (void)viewer;
  if (m.kind != Move::kBoard && m.kind != Move::kCard) return std::nullopt;
  return move_parts(s, m);
}

std::string Cooperative::render(const State& s, Seat viewer) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    out += char('1' + rank);
    out += ' ';
    for (int file = 0; file < 8; ++file) out += piece_char(s.pos.board[make_square(file, rank)]);
    out += '\n';
  }
  out += "  abcdefgh\n";
  auto pile = [](const Pile& p) {
    std::string t;
    for (Card c : p) t += piece_char(c);
    return t.empty() ? std::string("-") : t;
  };
  for (Color c : {kWhite, kBlack}) {
    std::string hand;
    for (Card k = 0; k < 16; ++k)
      for (int i = 0; i < s.hands[c].count[k]; ++i) hand += viewer == c ? piece_char(k) : '?';
    out += fmt::format("{} hand: {}  stack (top last): {}\n", chess::color_name(c),
                       hand.empty() ? "-" : hand, pile(s.stacks[c]));
  }
  out += fmt::format("captured: {}  draw pile: {} cards\n", pile(s.captured), draw_pile_size(s));
  out += what_now(s) + "\n";
  return out;
}

}  // namespace menagerie::cooperative
