// Text at the edges: the position text, move texts (e2e4, card-N, end, draw-N), what people read,
// and what each viewer is shown of a move.
#include "games/cooperative/notation.hpp"

#include <cctype>
#include <sstream>
#include <vector>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "chess/notation.hpp"
#include "chess/words.hpp"
#include "core/error.hpp"
#include "games/cooperative/cooperative.hpp"
#include "games/cooperative/names.hpp"

namespace menagerie::cooperative {

using namespace chess;

namespace {

constexpr const char* kStepWords[5] = {"deal", "start", "moved", "played", "draw"};

std::string pile_text(const Pile& p) {
  std::string out;
  for (Card c : p) out += piece_char(c);
  return out.empty() ? "-" : out;
}

std::string hand_text(const Hand& h, bool hide) {
  std::string out;
  for (Card c = 0; c < 16; ++c)
    for (int i = 0; i < h.count[c]; ++i) out += hide ? '?' : piece_char(c);
  return out.empty() ? "-" : out;
}

Card parse_card(char ch, std::string_view field) {
  for (Card c = 1; c < 16; ++c)
    if (is_card(c) && piece_char(c) == ch) return c;
  throw InputError(
      fmt::format("{}: '{}' is not a card (a piece letter: PNBRQK red, pnbrqk black)", field, ch));
}

std::pair<std::string_view, std::string_view> split2(std::string_view v, std::string_view field) {
  auto slash = v.find('/');
  if (slash == std::string_view::npos)
    throw InputError(std::string(field) + " needs White's and Black's parts around a '/'");
  return {v.substr(0, slash), v.substr(slash + 1)};
}

Pile parse_pile(std::string_view v, std::string_view field) {
  Pile p;
  if (v == "-") return p;
  if (v.size() > std::size_t(kDeckSize)) throw InputError(std::string(field) + " is too long");
  for (char ch : v) p.push(parse_card(ch, field));
  return p;
}

Hand parse_hand(std::string_view v, std::string_view field, int* unknown) {
  Hand h;
  if (v == "-") return h;
  for (char ch : v) {
    if (ch == '?' && unknown) {
      ++*unknown;
      continue;
    }
    ++h.count[parse_card(ch, field)];
  }
  return h;
}

std::optional<std::uint8_t> parse_sq(std::string_view v, std::string_view field) {
  if (v == "-") return std::nullopt;
  auto sq = parse_square(v);
  if (!sq) throw InputError(fmt::format("{}: '{}' is not a square", field, v));
  return std::uint8_t(*sq);
}

}  // namespace

std::string state_text(const State& s, unsigned hide) {
  std::string out = to_fen(s.pos);
  out +=
      fmt::format(" hands={}/{} stacks={}/{} captured={} step={}", hand_text(s.hands[0], hide & 1),
                  hand_text(s.hands[1], hide & 2), pile_text(s.stacks[0]), pile_text(s.stacks[1]),
                  pile_text(s.captured), kStepWords[int(s.step)]);
  if (s.piece != kNone) out += " piece=" + square_name(s.piece);
  if (s.next_ep != kNone) out += " nextep=" + square_name(s.next_ep);
  if (s.wild_next) out += " wild=1";
  if (s.king_taken) out += " kingtaken=1";
  if (s.out_of_cards == OutOfCards::kFirst) out += " outofcards=first";
  return out;
}

State parse_state(std::string_view text, int* hidden_cards) {
  std::istringstream in{std::string(text)};
  std::vector<std::string> words;
  for (std::string w; in >> w;) words.push_back(w);
  std::size_t fen_fields = 0;
  while (fen_fields < words.size() && words[fen_fields].find('=') == std::string::npos)
    ++fen_fields;
  if (fen_fields < 4) throw InputError("the position starts with a FEN (at least 4 fields)");
  std::string fen;
  for (std::size_t i = 0; i < fen_fields; ++i) fen += (i ? " " : "") + words[i];
  State s{};
  s.pos = parse_fen(fen, FenChecks{.check_rules = false, .one_king_each = false});
  s.pos.key = 0;
  s.step = Step::kStart;
  bool saw_hands = false;
  for (std::size_t i = fen_fields; i < words.size(); ++i) {
    std::string_view w = words[i];
    auto eq = w.find('=');
    std::string_view key = w.substr(0, eq), v = w.substr(eq + 1);
    if (key == "hands") {
      auto [a, b] = split2(v, "hands");
      int* unknown = hidden_cards;
      if (unknown) unknown[0] = unknown[1] = 0;
      s.hands[0] = parse_hand(a, "hands", unknown ? &unknown[0] : nullptr);
      s.hands[1] = parse_hand(b, "hands", unknown ? &unknown[1] : nullptr);
      saw_hands = true;
    } else if (key == "stacks") {
      auto [a, b] = split2(v, "stacks");
      s.stacks[0] = parse_pile(a, "stacks");
      s.stacks[1] = parse_pile(b, "stacks");
    } else if (key == "captured") {
      s.captured = parse_pile(v, "captured");
    } else if (key == "step") {
      bool found = false;
      for (int k = 0; k < 5; ++k)
        if (v == kStepWords[k]) s.step = Step(k), found = true;
      if (!found)
        throw InputError(
            fmt::format("step must be deal, start, moved, played or draw, not '{}'", v));
    } else if (key == "piece") {
      s.piece = parse_sq(v, "piece").value_or(kNone);
    } else if (key == "nextep") {
      s.next_ep = parse_sq(v, "nextep").value_or(kNone);
    } else if (key == "wild") {
      s.wild_next = v == "1";
    } else if (key == "kingtaken") {
      s.king_taken = v == "1";
    } else if (key == "outofcards") {
      if (v != "both" && v != "first")
        throw InputError(fmt::format("outofcards must be both or first, not '{}'", v));
      s.out_of_cards = v == "first" ? OutOfCards::kFirst : OutOfCards::kBoth;
    } else {
      throw InputError(fmt::format("unknown field '{}' after the FEN", key));
    }
  }
  if (!saw_hands && s.step != Step::kDeal)
    throw InputError("the position needs hands=<White's cards>/<Black's cards>");
  // Every card is in one place only: no more of a kind than the deck holds.
  auto left = draw_pile(s);
  for (Card c = 0; c < 16; ++c)
    if (left[c] < 0)
      throw InputError(fmt::format("there are {} {}s in play but the deck has only {}",
                                   kDeckCount[type_of(c)] - left[c], card_name(c),
                                   kDeckCount[type_of(c)]));
  int unknown_total = hidden_cards ? hidden_cards[0] + hidden_cards[1] : 0;
  if (draw_pile_size(s) < unknown_total)
    throw InputError("more unseen cards in the hands than the deck has left");
  const Color us = s.pos.side;
  for (Color c : {kWhite, kBlack}) {
    int size = s.hands[c].size() + (hidden_cards ? hidden_cards[c] : 0);
    if (size > kHandSize)
      throw InputError(fmt::format("{}'s hand holds {} cards, at most {}", chess::color_name(c),
                                   size, kHandSize));
  }
  if (s.step == Step::kDeal &&
      (!s.stacks[0].empty() || !s.stacks[1].empty() || !s.captured.empty()))
    throw InputError("step=deal: no card has been played yet, so the stacks must be empty");
  if (s.step == Step::kPlayed && s.stacks[us].empty())
    throw InputError("step=played: the mover's stack must hold the card just played");
  if (s.step == Step::kDraw) {
    int size = s.hands[us].size() + (hidden_cards ? hidden_cards[us] : 0);
    if (size >= kHandSize || draw_pile_size(s) - unknown_total == 0)
      throw InputError("step=draw: the mover's hand must be short of three and the pile not empty");
  }
  if (s.piece != kNone) {
    if (s.step == Step::kStart || s.step == Step::kDeal)
      throw InputError("piece= names the piece of a turn under way (step moved or played)");
    Piece p = s.pos.board[s.piece];
    if (!p || color_of(p) != us)
      throw InputError(
          fmt::format("piece={} names no {} piece", square_name(s.piece), chess::color_word(us)));
  }
  if (s.step == Step::kMoved && s.piece == kNone)
    throw InputError("step=moved needs piece= (the piece that moved)");
  return s;
}

Cooperative::State Cooperative::parse_position(std::string_view text) { return parse_state(text); }

std::string Cooperative::position_text(const State& s) { return state_text(s, 0); }

std::string Cooperative::position_seen(const State& s, Seat viewer) {
  unsigned hide = 3;
  if (viewer == 0 || viewer == 1) hide &= ~(1u << viewer);
  return state_text(s, hide);
}

std::string Cooperative::move_text(const State&, const Move& m) {
  switch (m.kind) {
    case Move::kCard:
      return "card-" + card_letter(m.card);
    case Move::kDraw:
      return "draw-" + card_letter(m.card);
    case Move::kEndTurn:
      return "end";
    case Move::kBoard:
      break;
  }
  std::string out = square_name(m.from) + square_name(m.to);
  if (m.promo != kNoType) out += char(std::tolower(chess::type_letter(m.promo)));
  return out;
}

Cooperative::Move Cooperative::parse_move(const State& s, std::string_view raw) {
  std::string text(raw);
  while (!text.empty() && text.back() == ' ') text.pop_back();
  while (!text.empty() && text.front() == ' ') text.erase(text.begin());
  if (text.empty()) throw InputError("empty move");
  Move m;
  if (text == "end" || text == "end turn" || text == "end-turn") {
    m = Move::end_turn();
  } else if ((text.rfind("card", 0) == 0 || text.rfind("draw", 0) == 0) && text.size() == 6 &&
             (text[4] == '-' || text[4] == ' ')) {
    Card c = parse_card(text[5], "card");
    m = text[0] == 'c' ? Move::play_card(c) : Move::draw(c);
  } else {
    Square from_sq = kNoSq, to_sq = kNoSq;
    if (text.size() >= 4) {
      if (auto f = parse_square(text.substr(0, 2))) from_sq = *f;
      if (auto t = parse_square(text.substr(2, 2))) to_sq = *t;
    }
    if (from_sq == kNoSq || to_sq == kNoSq || text.size() > 5)
      throw InputError(fmt::format(
          "'{}' is not a move: write e2e4 (e7e8q promotes), card-N to play a card, or end", text));
    Piece p = s.pos.board[from_sq];
    PieceType promo = kNoType;
    if (text.size() == 5) {
      auto at = std::string_view("nbrq").find(char(std::tolower(text[4])));
      if (at == std::string_view::npos)
        throw InputError(fmt::format("a pawn promotes to n, b, r or q, not '{}'", text[4]));
      promo = PieceType(kKnight + at);
    }
    m = Move::board(from_sq, to_sq, Move::kNormal, promo);
    if (p && type_of(p) == kKing) {
      Color c = color_of(p);
      // Castling, written king-takes-rook (e1h1) or by the king's target (e1g1).
      for (CastlingSide side : {kHSide, kASide}) {
        if (!s.pos.has_castling(c, side)) continue;
        Square rsq = s.pos.castle_rook[castling_index(c, side)];
        if (to_sq == rsq ||
            (to_sq == castle_king_target(c, side) && file_distance(from_sq, to_sq) == 2))
          m = Move::board(from_sq, rsq, Move::kCastling);
      }
    }
    if (p && type_of(p) == kPawn && file_of(from_sq) != file_of(to_sq) && !s.pos.board[to_sq])
      m.special = Move::kEnPassant;
    if (p && type_of(p) == kPawn && (rank_of(to_sq) == 0 || rank_of(to_sq) == 7) &&
        promo == kNoType)
      throw InputError(
          fmt::format("say what the pawn becomes: {}q, {}r, {}b or {}n", text, text, text, text));
    if (promo != kNoType &&
        !(p && type_of(p) == kPawn && (rank_of(to_sq) == 0 || rank_of(to_sq) == 7)))
      throw InputError("only a pawn reaching the last rank promotes");
  }
  std::string why = why_illegal(s, m);
  if (!why.empty()) throw InputError(why);
  if (m.kind == Move::kDraw) {
    if (draw_pile(s)[m.card] <= 0) throw InputError("the draw pile holds no " + card_name(m.card));
    return m;
  }
  MovesOf<Cooperative> legal;
  generate(s, legal);
  if (!legal.contains(m)) throw InputError("'" + text + "' is not a legal step now");
  return m;
}

std::string Cooperative::move_display(const State& s, const Move& m) {
  const Color us = s.mover();
  switch (m.kind) {
    case Move::kDraw:
      return fmt::format("{} {} the {}", chess::color_name(chess::Color(drawer(s))),
                         s.step == Step::kDeal ? "is dealt" : "draws", card_name(m.card));
    case Move::kCard:
      return fmt::format("{} plays the {}", chess::color_name(us), card_name(m.card));
    case Move::kEndTurn:
      return fmt::format("{} ends the turn", chess::color_name(us));
    case Move::kBoard:
      break;
  }
  if (m.special == Move::kCastling) return m.to > m.from ? "O-O" : "O-O-O";
  Piece p = s.pos.board[m.from];
  bool capture = is_capture(s, m);
  std::string out;
  if (type_of(p) != kPawn) out += char(std::toupper(piece_char(p)));
  out += square_name(m.from) + (capture ? "x" : "-") + square_name(m.to);
  if (m.promo != kNoType) out += std::string("=") + chess::type_letter(m.promo);
  if (m.special == Move::kEnPassant) out += " e.p.";
  if (capture && type_of(s.pos.board[captured_square(m)]) == kKing) out += ", king captured";
  return out;
}

std::string Cooperative::move_seen(const State& s, const Move& m, Seat viewer) {
  if (m.kind == Move::kDraw && viewer != drawer(s))
    return fmt::format("{} {} a card", chess::color_name(chess::Color(drawer(s))),
                       s.step == Step::kDeal ? "is dealt" : "draws");
  return move_display(s, m);
}

}  // namespace menagerie::cooperative
