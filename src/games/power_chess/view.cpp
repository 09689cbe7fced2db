// What people see: a terminal picture with Black's fields above the board and White's below, and a
// JSON view for clients (nothing is hidden in this game, so every seat sees the same).
#include <cctype>
#include <string>
#include <utility>

#include <fmt/format.h>

#include "games/power_chess/board.hpp"
#include "games/power_chess/power_chess.hpp"

namespace menagerie::power_chess {

namespace {

constexpr const char* kColorWord[2] = {"white", "black"};
constexpr const char* kTypeWord[4] = {"pawn", "bishop", "rook", "king"};
constexpr const char* kFieldWord[2] = {"near", "back"};

std::string man_label(PieceType t, int die, Color c) {
  std::string label(1, "PBRK"[t]);
  if (t == kRook || t == kBishop) label += char('0' + die);
  if (c == kBlack) label[0] = char(std::tolower(label[0]));
  return label;
}

std::string field_line(const State& s, Color c, Field f) {
  std::string men;
  for (int kind = kFieldKinds - 1; kind >= 0; --kind)
    for (int n = 0; n < s.fields[c][f].count(kind); ++n)
      men += (men.empty() ? "" : " ") + man_label(kind_type(kind), kind_die(kind), c);
  return fmt::format("   {} {} field: {}\n", c == kWhite ? "White" : "Black", kFieldWord[f],
                     men.empty() ? "-" : men);
}

// The label drawn on a man and named by moves that take one from a field: "R4", "B2", "P".
std::string kind_label(int kind) {
  PieceType t = kind_type(kind);
  std::string label(1, "PBRK"[t]);
  if (t != kPawn) label += char('0' + kind_die(kind));
  return label;
}

std::string zone_id(int c, int f) { return fmt::format("{}-{}", kColorWord[c], kFieldWord[f]); }

// A man on the board or in a field as docs/view.md draws it: rooks and bishops carry their die.
nlohmann::json man_view(Color c, PieceType t, int die) {
  nlohmann::json p{{"color", kColorWord[c]}, {"type", kTypeWord[t]}};
  if (t == kKing) return p;
  p["label"] = kind_label(field_kind(t, die));
  if (t != kPawn) p["annotations"] = {{"die", die}};
  return p;
}

}  // namespace

std::string PowerChess::render(const State& s) {
  std::string out = field_line(s, kBlack, kBack) + field_line(s, kBlack, kNear);
  for (int rank = kHeight - 1; rank >= 0; --rank) {
    out += fmt::format("{}  ", rank + 1);
    for (int file = 0; file < kWidth; ++file) {
      int sq = rank * kWidth + file;
      PieceType t = s.type_at(sq);
      out += fmt::format(" {:<2}", t == kNoPiece ? "." : man_label(t, s.die[sq], s.color_at(sq)));
    }
    out += '\n';
  }
  out += field_line(s, kWhite, kNear) + field_line(s, kWhite, kBack);
  out += "    a  b  c  d  e\n";
  out += fmt::format("{} to move{}\n", s.side == kWhite ? "White" : "Black",
                     in_check(s) ? " (in check)" : "");
  return out;
}

nlohmann::json PowerChess::view(const State& s, Seat) {
  using nlohmann::json;
  json pieces = json::array();
  for (int sq = 0; sq < kCells; ++sq) {
    PieceType t = s.type_at(sq);
    if (t == kNoPiece) continue;
    json p = man_view(s.color_at(sq), t, s.die[sq]);
    p["at"] = square_name(sq);
    pieces.push_back(p);
  }
  // Listed top to bottom as drawn: Black's back, Black's near, (board), White's near, White's back.
  json zones = json::array();
  for (auto [c, f] : {std::pair{kBlack, kBack}, std::pair{kBlack, kNear}, std::pair{kWhite, kNear},
                      std::pair{kWhite, kBack}}) {
    json men = json::array();
    const BigField& z = s.fields[c][f];
    for (int kind = 0; kind < kFieldKinds; ++kind)
      if (z.count(kind)) {
        json man = man_view(c, kind_type(kind), kind_die(kind));
        man["count"] = z.count(kind);
        men.push_back(man);
      }
    zones.push_back(
        {{"id", zone_id(c, f)},
         {"name", fmt::format("{}'s {} field", c == kWhite ? "White" : "Black", kFieldWord[f])},
         {"owner", c},
         {"side", c == kWhite ? "below" : "above"},
         {"pieces", men}});
  }
  json check = json::array();
  if (in_check(s)) check.push_back(square_name(lsb(s.pieces(s.side, kKing))));
  const int limit = s.rules.quiet_limit;
  std::string quiet =
      limit ? fmt::format("draw after {} plies without a capture or pawn move; {} so far", limit,
                          s.quiet_plies)
            : fmt::format("none ({} plies without a capture or pawn move)", s.quiet_plies);
  return {
      {"seats", {{{"name", "White"}, {"color", "white"}}, {{"name", "Black"}, {"color", "black"}}}},
      {"board",
       {{"width", kWidth},
        {"height", kHeight},
        {"holes", json::array()},
        {"markers", json::object()}}},
      {"pieces", std::move(pieces)},
      {"zones", std::move(zones)},
      {"check", std::move(check)},
      {"info", {{{"label", "Move limit"}, {"text", quiet}}}}};
}

MoveParts PowerChess::move_parts(const State& s, const Move& m) {
  switch (m.type) {
    case Move::kPromote:
      return {square_name(m.from),
              square_name(m.to),
              kTypeWord[kind_type(m.kind)],
              "",
              fmt::format("{} from {} field", kind_label(m.kind), kFieldWord[m.field]),
              test(s.occupied(), m.to)};
    case Move::kAdvance:
      return {zone_id(s.side, kBack), zone_id(s.side, kNear), "", "", kind_label(m.kind)};
    case Move::kEnter:
      return {zone_id(s.side, kNear), square_name(m.to), "", "", kind_label(m.kind)};
    default:
      return {square_name(m.from), square_name(m.to), "", "", "", test(s.occupied(), m.to)};
  }
}

}  // namespace menagerie::power_chess
