// The record as PGN. Moves alternate colours as in chess (seats 0, 1, 2, 3 are White, Black, White,
// Black), so the movetext is ordinary SAN numbered as usual, a pass written "--" (PGN's null
// move). The four players are named in tags of their own, and each colour's pair in White and
// Black. The start, when it is not the standard one, is the game's position text (the FEN and the
// half of the seat to move), which Menagerie's import reads as the option `fen`; rules other than
// the defaults are listed in a tag (docs/rules/crowded-house.md, "Records").
#include <fmt/format.h>

#include "chess/pgn.hpp"
#include "chess/words.hpp"
#include "games/crowded_house/crowded_house.hpp"

namespace menagerie::crowded_house {

namespace {

constexpr const char* kSeatTags[kSeatCount] = {"WhiteKingSide", "BlackKingSide", "WhiteQueenSide",
                                               "BlackQueenSide"};

std::string rules_text(const Rules& r) {
  std::string out;
  const Rules normal;
  if (r.stuck != normal.stuck) out += "stuck=stalemate";
  if (r.castle_through_check != normal.castle_through_check)
    out += (out.empty() ? "" : " ") + std::string("castle-through-check=true");
  if (r.quiet_limit != normal.quiet_limit)
    out += (out.empty() ? "" : " ") + fmt::format("quiet-limit={}", r.quiet_limit);
  return out;
}

}  // namespace

std::string CrowdedHouse::record(const State& start, const std::vector<Move>& moves,
                                 const Outcome& o, const RecordTags& tags) {
  RecordTags rest = tags;
  rest.players.clear();
  chess::PgnText pgn = chess::pgn_head(rest, "Crowded House", position_text(start),
                                       position_text(CrowdedHouse::start()), o, start.pos);
  auto name = [&](Seat seat) {
    return seat < Seat(tags.players.size()) && !tags.players[seat].empty() ? tags.players[seat]
                                                                           : std::string("?");
  };
  for (Seat seat = 0; seat < kSeatCount; ++seat)
    if (name(seat) != "?") pgn.tags[kSeatTags[seat]] = name(seat);
  for (Color c : {chess::kWhite, chess::kBlack})
    if (name(c) != "?" || name(c + 2) != "?")
      pgn.tags[chess::color_name(c)] = name(c) + " & " + name(c + 2);
  if (std::string rules = rules_text(start.rules); !rules.empty()) pgn.tags["Rules"] = rules;
  // The winning team: the colour of a winning seat (a win by seat 2 is White's).
  if (o.kind == Outcome::Kind::kWin) pgn.result = o.wins(0) ? "1-0" : "0-1";
  State s = start;
  for (Move m : moves) {
    pgn.moves.push_back({m == kPass ? "--" : move_display(s, m), ""});
    play(s, m);
  }
  return chess::write_pgn_text(pgn);
}

}  // namespace menagerie::crowded_house
