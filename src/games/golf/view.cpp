// What the golfer is shown (golf.hpp): the terminal picture, docs/view.md's view, move parts.
#include <fmt/format.h>

#include "games/golf/golf.hpp"

namespace menagerie::golf {

namespace {

constexpr const char* kTypeNames[] = {"", "pawn", "knight", "bishop", "rook", "queen", "king"};

std::string goal_text(const Hole& h) {
  if (h.card_count < 2) return "the referee turns the cards";
  std::string cards;
  for (int i = 0; i < h.card_count; ++i)
    cards += (i ? (i + 1 == h.card_count ? " and " : ", ") : "") + piece_word(h.cards[i]);
  if (h.card_count == 2)
    return fmt::format("a chosen piece captures one of the other chosen type ({})", cards);
  return fmt::format(
      "one chosen piece captures two others of the chosen types, the same piece both times ({})",
      cards);
}

std::string phase_text(const GolfState& s) {
  switch (s.phase) {
    case Phase::kLayout:
      return "the referee lays out the pieces";
    case Phase::kCards:
      return "the referee turns the cards";
    case Phase::kPlay:
      return "solve the hole in as few strokes as you can (or give up)";
    case Phase::kReturn:
      return "the referee puts the captured pieces back on empty squares";
    case Phase::kOver:
      break;
  }
  return fmt::format("course over: {} strokes", s.total);
}

std::string kings_text(const Hole& h) {
  std::string out;
  for (chess::Color c : {chess::kWhite, chess::kBlack})
    if (king_steps(h, c))
      out += std::string(out.empty() ? "" : "; ") +
             (c == chess::kWhite ? "every white piece" : "every black piece") +
             " may step like a king";
  return out;
}

}  // namespace

std::string Golf::render(const State& s) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    out += char('1' + rank);
    out += ' ';
    for (int file = 0; file < 8; ++file) {
      Piece p = s.hole.at[rank * 8 + file];
      out += p ? piece_letter(p) : '.';
      out += ' ';
    }
    out += '\n';
  }
  out += "  a b c d e f g h\n";
  out += fmt::format("Hole {} of {} · strokes {} · total {}\n", s.hole_index + 1, s.holes,
                     s.strokes, s.total);
  if (s.phase == Phase::kPlay) out += "Goal: " + goal_text(s.hole) + "\n";
  if (s.phase == Phase::kPlay)
    if (std::string k = kings_text(s.hole); !k.empty()) out += "Special move: " + k + "\n";
  out += phase_text(s) + "\n";
  return out;
}

nlohmann::json Golf::view(const State& s, Seat) {
  using nlohmann::json;
  json markers = json::object();
  if (s.hole.taking >= 0) markers[square_text(s.hole.taking)] = "target";
  json pieces = json::array();
  for (Square sq = 0; sq < 64; ++sq)
    if (Piece p = s.hole.at[sq])
      pieces.push_back({{"at", square_text(sq)},
                        {"color", chess::color_of(p) == chess::kWhite ? "white" : "black"},
                        {"type", kTypeNames[chess::type_of(p)]}});
  // The chosen cards, drawn as cards: one zone piece per card type with its count.
  json cards = json::array();
  for (int i = 0; i < s.hole.card_count; ++i) {
    Piece p = s.hole.cards[i];
    bool seen = false;
    for (auto& c : cards)
      if (c["label"] == std::string(1, piece_letter(p))) {
        c["count"] = c["count"].get<int>() + 1;
        seen = true;
      }
    if (!seen)
      cards.push_back({{"color", chess::color_of(p) == chess::kWhite ? "white" : "black"},
                       {"type", kTypeNames[chess::type_of(p)]},
                       {"label", std::string(1, piece_letter(p))},
                       {"count", 1}});
  }
  json taken = json::array();
  for (int i = 0; i < s.hole.taken_count; ++i) {
    Piece p = s.hole.taken[i];
    taken.push_back({{"color", chess::color_of(p) == chess::kWhite ? "white" : "black"},
                     {"type", kTypeNames[chess::type_of(p)]},
                     {"count", 1}});
  }
  json info = json::array();
  info.push_back({{"label", "Hole"}, {"text", fmt::format("{} of {}", s.hole_index + 1, s.holes)}});
  info.push_back(
      {{"label", "Strokes"}, {"text", fmt::format("{} this hole, {} before", s.strokes, s.total)}});
  if (s.phase == Phase::kPlay) {
    info.push_back({{"label", "Goal"}, {"text", goal_text(s.hole)}});
    if (std::string k = kings_text(s.hole); !k.empty())
      info.push_back({{"label", "Special move"}, {"text", k}});
  }
  info.push_back({{"label", "Now"}, {"text", phase_text(s)}});
  return json{
      {"seats", {{{"name", "Golfer"}, {"color", "blue"}}}},
      {"board", {{"width", 8}, {"height", 8}, {"holes", json::array()}, {"markers", markers}}},
      {"pieces", pieces},
      {"zones",
       {{{"id", "cards"},
         {"name", "Chosen cards"},
         {"owner", kSpectator},
         {"side", "right"},
         {"pieces", cards}},
        {{"id", "taken"},
         {"name", "Captured this hole"},
         {"owner", kSpectator},
         {"side", "left"},
         {"pieces", taken}}}},
      {"check", json::array()},
      {"info", info}};
}

MoveParts Golf::move_parts(const State& s, const Move& m) {
  switch (m.kind) {
    case Move::Kind::kStep:
      return {
          square_text(m.from), square_text(m.to), "", "", "", s.hole.at[m.to] != chess::kNoPiece};
    case Move::Kind::kGiveUp:
      return {"", "", "", "", "Give up this hole"};
    case Move::Kind::kCard:
      return {"", "cards", "", "", std::string(1, piece_letter(m.piece))};
    case Move::Kind::kPlace:
    case Move::Kind::kReturn:
      break;
  }
  return {"", square_text(m.to), "", "", std::string(1, piece_letter(m.piece))};
}

}  // namespace menagerie::golf
