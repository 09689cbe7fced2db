// The record as PGN: each turn one entry of the movetext, its ordinary move in SAN (a horde's
// zombie moves joined by commas), and what else the turn did as a comment after it: the burial,
// a zombie rising or turning to dust, a risen pawn's choice. Where a burial lies is the secret: a
// running game's record says only that a piece was buried, for every viewer alike (a record is
// passed around: its burier still sees the square on the board); a finished game's names it.
#include <string>

#include "chess/notation.hpp"
#include "chess/pgn.hpp"
#include "games/zombie/zombie.hpp"

namespace menagerie::zombie {

namespace {


std::string without_check_marks(std::string san) {
  while (!san.empty() && (san.back() == '+' || san.back() == '#')) san.pop_back();
  return san;
}

// What a step says besides its SAN (the move's own text, up to it, is the token).
std::string remark(const Zombie::State& s, const Move& m, bool over) {
  // The opponent's reading names no burial square; the full one does.
  std::string said = over ? Zombie::move_display(s, m) : Zombie::move_seen(s, m, Seat(~s.pos.side));
  if (m.kind == Move::kPlay)
    said.erase(0, without_check_marks(chess::to_san(s.pos, m.play)).size());
  // The parts worth a comment: "no zombie on e2" follows nearly every move and tells nothing the
  // moves do not.
  std::string out;
  for (std::size_t at = 0; at < said.size();) {
    std::size_t end = said.find("; ", at);
    if (end == std::string::npos) end = said.size();
    std::string part = said.substr(at, end - at);
    while (!part.empty() && part.front() == ' ') part.erase(0, 1);
    if (!part.empty() && !part.starts_with("no zombie on "))
      out += (out.empty() ? "" : "; ") + part;
    at = end + 1;
  }
  return out;
}

std::string pgn_of(const Zombie::State& start, const std::vector<Move>& moves, const Outcome& o,
                   const RecordTags& tags) {
  chess::PgnText pgn = chess::pgn_head(
      tags, "Zombie Chess", Zombie::position_text(start),
      Zombie::position_text(Zombie::parse_position(chess::kStandardFen)), o, start.pos);
  Zombie::State s = start;
  chess::PgnMove turn;
  auto close = [&] {
    if (turn.text.empty()) turn.text = "--";  // a turn of choices only: no move to name
    pgn.moves.push_back(std::move(turn));
    turn = {};
  };
  for (const Move& m : moves) {
    const chess::Color side = s.pos.side;
    if (m.kind == Move::kPlay)
      turn.text +=
          (turn.text.empty() ? "" : ",") + without_check_marks(chess::to_san(s.pos, m.play));
    if (std::string r = remark(s, m, o.over()); !r.empty())
      turn.comment += (turn.comment.empty() ? "" : "; ") + r;
    Zombie::play(s, m);
    if (s.pos.side != side) close();
  }
  // A turn still under way (a capture waiting for its burial) is written as far as it went.
  if (!turn.text.empty() || !turn.comment.empty()) close();
  return chess::write_pgn_text(pgn);
}

}  // namespace

std::string Zombie::record(const State& start, const std::vector<Move>& moves, const Outcome& o,
                           const RecordTags& tags) {
  return pgn_of(start, moves, o, tags);
}

std::string Zombie::record_seen(const State& start, const std::vector<Move>& moves,
                                const Outcome& o, const RecordTags& tags, Seat) {
  return pgn_of(start, moves, o, tags);
}

}  // namespace menagerie::zombie
