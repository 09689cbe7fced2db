// What people see: a terminal picture with Black's fields above the board and White's below, and a
// JSON view for clients (nothing is hidden in this game, so every seat sees the same).
#include <cctype>
#include <string>

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

nlohmann::json field_men(const BigField& z) {
  auto men = nlohmann::json::array();
  for (int kind = 0; kind < kFieldKinds; ++kind)
    for (int n = 0; n < z.count(kind); ++n) {
      nlohmann::json man{{"type", kTypeWord[kind_type(kind)]}};
      if (kind) man["die"] = kind_die(kind);
      men.push_back(man);
    }
  return men;
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
  nlohmann::json v;
  v["board"] = {{"files", kWidth}, {"ranks", kHeight}};
  auto pieces = nlohmann::json::array();
  for (int sq = 0; sq < kCells; ++sq) {
    PieceType t = s.type_at(sq);
    if (t == kNoPiece) continue;
    nlohmann::json p{{"square", square_name(sq)},
                     {"color", kColorWord[s.color_at(sq)]},
                     {"type", kTypeWord[t]},
                     {"label", man_label(t, s.die[sq], s.color_at(sq))}};
    if (t == kRook || t == kBishop) p["die"] = s.die[sq];
    pieces.push_back(p);
  }
  v["pieces"] = pieces;
  // Listed top to bottom as drawn: Black's back, Black's near, (board), White's near, White's back.
  auto zones = nlohmann::json::array();
  for (auto [c, f, where] :
       {std::tuple{kBlack, kBack, "above"}, std::tuple{kBlack, kNear, "above"},
        std::tuple{kWhite, kNear, "below"}, std::tuple{kWhite, kBack, "below"}})
    zones.push_back({{"id", fmt::format("{}-{}", kColorWord[c], kFieldWord[f])},
                     {"owner", kColorWord[c]},
                     {"field", kFieldWord[f]},
                     {"side_of_board", where},
                     {"pieces", field_men(s.fields[c][f])}});
  v["zones"] = zones;
  v["seats"] = {"White", "Black"};
  v["side"] = kColorWord[s.side];
  v["check"] = in_check(s);
  v["quiet_plies"] = s.quiet_plies;
  v["quiet_limit"] = s.rules.quiet_limit;
  return v;
}

}  // namespace menagerie::power_chess
