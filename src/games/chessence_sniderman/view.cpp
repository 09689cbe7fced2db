// What a round looks like: the terminal picture, the view every seat and spectator shares
// (docs/view.md) and the parts of a move a client draws.
#include <string>

#include <fmt/format.h>

#include "games/chessence_sniderman/chessence_sniderman.hpp"
#include "games/chessence_sniderman/objects.hpp"

namespace menagerie::chessence_sniderman {

std::string ChessenceSniderman::render(const State& s) {
  std::string out;
  for (int rank = 3; rank >= 0; --rank) {
    out += fmt::format("{} ", rank + 1);
    for (int file = 0; file < 4; ++file) {
      Square sq = rank * 4 + file;
      Piece p = s.at(sq);
      out += ' ';
      out += p != kEmpty ? piece_char(p) : (is_red(sq) ? ':' : '.');
    }
    out += '\n';
  }
  out += "   a b c d\n";
  const Object& o = object_by_id(s.object);
  out += fmt::format("move {} ({} to move) · object: {}\n", s.ply + 1,
                     to_move(s) == kOddSeat ? "ODD" : "EVEN", o.text());
  return out;
}

nlohmann::json ChessenceSniderman::view(const State& s, Seat) {
  // Nothing is hidden in Chessence: every seat and spectator sees the same. Both seats move pieces
  // of both colours, so a seat's colour only marks the seat: one no piece and no square has.
  using nlohmann::json;
  json pieces = json::array(), markers = json::object();
  for (Square sq = 0; sq < kSquares; ++sq) {
    if (is_red(sq)) markers[std::string(square_name(sq))] = "red";
    Piece p = s.at(sq);
    if (p == kEmpty) continue;
    pieces.push_back({{"at", square_name(sq)},
                      {"color", colour_of(p) == kWhite ? "white" : "black"},
                      {"type", kind_name(kind_of(p))}});
  }
  const Object& o = object_by_id(s.object);
  json info = json::array();
  // A built-in in the words of the rules ("1: ODD wins if the last piece captured is White"); a
  // made-up one has only its text.
  std::string object = o.text();
  for (const auto& b : builtin_objects())
    if (b.name == o.name()) object = fmt::format("{}: {}", b.name, b.description);
  info.push_back({{"label", "Object"}, {"text", object}});
  info.push_back({{"label", "Move"},
                  {"text", fmt::format("{} ({} to move)", s.ply + 1,
                                       to_move(s) == kOddSeat ? "ODD" : "EVEN")}});
  // The captures are what the object is judged on: each names the piece taken, which the history's
  // move texts do not.
  std::string taken;
  for (int i = 0; i < s.capture_count(); ++i) {
    const Capture& c = s.captures[i];
    taken += fmt::format("{}{}. {}{}x{}{} ({})", i ? ", " : "", s.start_ply + i + 1,
                         piece_char(c.by), square_name(c.from), piece_char(c.captured),
                         square_name(c.to), ((s.start_ply + i) & 1) ? "EVEN" : "ODD");
  }
  info.push_back({{"label", "Captures"}, {"text", taken.empty() ? "none yet" : taken}});
  return {{"seats", {{{"name", "Odd"}, {"color", "blue"}}, {{"name", "Even"}, {"color", "green"}}}},
          {"board", {{"width", 4}, {"height", 4}, {"holes", json::array()}, {"markers", markers}}},
          {"pieces", pieces},
          {"zones", json::array()},
          {"check", json::array()},
          {"info", info}};
}

MoveParts ChessenceSniderman::move_parts(const State&, const Move& m) {
  // Every move of a round is a capture.
  return {std::string(square_name(m.from)), std::string(square_name(m.to)), "", "", "", true};
}

}  // namespace menagerie::chessence_sniderman
