// What a golfer is shown (golf.hpp): the terminal picture, docs/view.md's view, move parts. The
// race's own lines and tables come from race_view.cpp.
#include <utility>

#include <fmt/format.h>

#include "chess/words.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/race_view.hpp"

namespace menagerie::golf {

namespace {

std::string phase_text(const GolfState& s) {
  switch (s.phase) {
    case Phase::kLayout:
      return "the referee lays out the pieces";
    case Phase::kDealer:
      return "the referee draws the first dealer";
    case Phase::kCards:
      return "the referee turns the cards";
    case Phase::kPlay:
      return "solve the hole in as few strokes as you can (or give up)";
    case Phase::kCount:
      return "every golfer enters a count: the fewest strokes they can solve the hole in";
    case Phase::kDemo:
      return fmt::format("{} demonstrates", Golf::seat_name(s, s.race.demonstrator));
    case Phase::kVerdict:
      return "the referee solves the hole: is it impossible?";
    case Phase::kChoose:
      return fmt::format("{} is choosing how many cards: {} as the last hole, or {}",
                         Golf::seat_name(s, s.race.dealer), Golf::last_cards(s),
                         Golf::last_cards(s) + 1);
    case Phase::kReturn:
      return "the referee puts the captured pieces back on empty squares";
    case Phase::kOver:
      break;
  }
  if (s.mode == Mode::kRace) return "the race is over: the lowest total wins";
  return fmt::format("course over: {} strokes", s.total);
}

nlohmann::json piece_json(Piece p) {
  return {{"color", chess::color_word(chess::color_of(p))},
          {"type", chess::type_word(chess::type_of(p))}};
}

}  // namespace

std::string goal_text(const Hole& h) {
  if (h.card_count < 2) return "the referee turns the cards";
  std::string cards;
  for (int i = 0; i < h.card_count; ++i)
    cards += (i ? (i + 1 == h.card_count ? " and " : ", ") : "") + piece_word(h.cards[i]);
  if (h.card_count == 2)
    return fmt::format("a chosen piece captures one of the other chosen type ({})", cards);
  if (h.card_count == 3)
    return fmt::format(
        "one chosen piece captures two others of the chosen types, the same piece both times ({})",
        cards);
  return fmt::format(
      "one chosen piece captures {} others of the chosen types, the same piece every time ({})",
      h.card_count - 1, cards);
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

std::string Golf::render(const State& s, Seat viewer) {
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
  bool playing = s.phase == Phase::kPlay || s.phase == Phase::kCount || s.phase == Phase::kDemo;
  if (s.mode == Mode::kRace)
    out += fmt::format("Hole {} of {} · {} deals\n", s.hole_index + 1, s.holes,
                       seat_name(s, s.race.dealer));
  else
    out += fmt::format("Hole {} of {} · strokes {} · total {}\n", s.hole_index + 1, s.holes,
                       s.strokes, s.total);
  if (playing) out += "Goal: " + goal_text(s.hole) + "\n";
  if (playing)
    if (std::string k = kings_text(s.hole); !k.empty()) out += "Special move: " + k + "\n";
  if (s.mode == Mode::kRace) out += race_render(s, viewer);
  out += phase_text(s) + "\n";
  return out;
}

nlohmann::json Golf::view(const State& s, Seat seat) {
  using nlohmann::json;
  json markers = json::object();
  if (s.hole.taking >= 0) markers[square_text(s.hole.taking)] = "target";
  json pieces = json::array();
  for (Square sq = 0; sq < 64; ++sq)
    if (Piece p = s.hole.at[sq]) {
      json piece = piece_json(p);
      piece["at"] = square_text(sq);
      pieces.push_back(piece);
    }
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
    if (!seen) {
      json card = piece_json(p);
      card["label"] = std::string(1, piece_letter(p));
      card["count"] = 1;
      cards.push_back(card);
    }
  }
  json taken = json::array();
  for (int i = 0; i < s.hole.taken_count; ++i) {
    json piece = piece_json(s.hole.taken[i]);
    piece["count"] = 1;
    taken.push_back(piece);
  }
  bool playing = s.phase == Phase::kPlay || s.phase == Phase::kCount || s.phase == Phase::kDemo;
  json info = json::array();
  info.push_back({{"label", "Hole"}, {"text", fmt::format("{} of {}", s.hole_index + 1, s.holes)}});
  // A finished course says its final score (the referee adds the optimum beside it), not the
  // strokes of a hole no longer in play.
  if (s.mode == Mode::kPuzzle && s.phase == Phase::kOver)
    info.push_back({{"label", "Score"},
                    {"text", fmt::format("{} strokes over {} hole{}", s.total, s.holes,
                                         s.holes == 1 ? "" : "s")}});
  else if (s.mode == Mode::kPuzzle)
    info.push_back({{"label", "Strokes"},
                    {"text", fmt::format("{} this hole, {} before", s.strokes, s.total)}});
  if (playing) {
    info.push_back({{"label", "Goal"}, {"text", goal_text(s.hole)}});
    if (std::string k = kings_text(s.hole); !k.empty())
      info.push_back({{"label", "Special move"}, {"text", k}});
  }
  if (s.mode == Mode::kRace) race_info(s, seat, info);
  info.push_back({{"label", "Now"}, {"text", phase_text(s)}});
  json v{{"seats", seat_views(s)},
         {"board",
          {{"width", 8}, {"height", 8}, {"holes", json::array()}, {"markers", std::move(markers)}}},
         {"pieces", std::move(pieces)},
         {"zones",
          {{{"id", "cards"},
            {"name", "Chosen cards"},
            {"owner", kSpectator},
            {"side", "right"},
            {"pieces", std::move(cards)}},
           {{"id", "taken"},
            {"name", "Captured this hole"},
            {"owner", kSpectator},
            {"side", "left"},
            {"pieces", std::move(taken)}}}},
         {"check", json::array()},
         {"info", std::move(info)}};
  if (s.mode == Mode::kRace) v["tables"] = race_tables(s, seat);
  // Whose turn it is and what they do, for the others' status line (docs/view.md, `turn`): the
  // dealer's choice is not a move of the board, so "Golfer 2 to move" would leave them guessing.
  if (s.phase == Phase::kChoose)
    v["turn"] = fmt::format("{} chooses: {} cards or {}", Golf::seat_name(s, s.race.dealer),
                            Golf::last_cards(s), Golf::last_cards(s) + 1);
  return v;
}

MoveParts Golf::move_parts(const State& s, const Move& m) {
  switch (m.kind) {
    case Move::Kind::kStep:
      return {
          square_text(m.from), square_text(m.to), "", "", "", s.hole.at[m.to] != chess::kNoPiece};
    case Move::Kind::kGiveUp:
      return {"", "", "", "",
              s.mode == Mode::kRace ? "Give up the demonstration" : "Give up this hole"};
    case Move::Kind::kCard:
      return {"", "cards", "", "", std::string(1, piece_letter(m.piece))};
    case Move::Kind::kCount:
      // A count is a button: the strokes, or "impossible".
      return {"", "", "", "",
              m.count == 0 ? std::string("impossible")
                           : fmt::format("{} stroke{}", m.count, m.count == 1 ? "" : "s")};
    case Move::Kind::kTime:
      return {"", "", "", "", "time"};
    case Move::Kind::kVerdict:
      return {"", "", "", "", "verdict"};
    case Move::Kind::kDealer:
      return {"", "", "", "", seat_name(s, m.seat) + " deals"};
    case Move::Kind::kCards:
      // The dealer's two buttons.
      return {"", "", "", "", fmt::format("deal {} cards", m.count)};
    case Move::Kind::kPlace:
    case Move::Kind::kReturn:
      break;
  }
  return {"", square_text(m.to), "", "", std::string(1, piece_letter(m.piece))};
}

}  // namespace menagerie::golf
