// The record as PGN. Every board move and every question is public, so the movetext is the same
// for every viewer: long algebraic moves (Ng1-f3, Nc3xe5), each question followed by its answer as
// a comment ({asked: no}; nothing moved, and the turn passed). The set-up is the secret part: the
// comments before the first move say who assigned whose powers, with the powers only for the seat
// that gave them while the game is played, and for everyone once it is over.
#include <optional>

#include "chess/pgn.hpp"
#include "games/masquerade/masquerade.hpp"

namespace menagerie::masquerade {

namespace {

// `viewer`: nothing for the full record (the game is over).
std::string pgn_of(const Masquerade::State& start, const std::vector<Masquerade::Move>& moves,
                   const Outcome& o, const RecordTags& tags, std::optional<Seat> viewer) {
  // The start holds no secret (the powers are assigned by moves): the game's own position text.
  chess::PgnText pgn =
      chess::pgn_head(tags, "Masquerade Chess", Masquerade::position_text(start),
                      Masquerade::position_text(Masquerade::start()), o, start.pos);
  Masquerade::State s = start;
  for (const Masquerade::Move& m : moves) {
    if (m.assign != masquerade::kUnassigned) {
      std::string said =
          viewer ? Masquerade::move_seen(s, m, *viewer) : Masquerade::move_display(s, m);
      pgn.comment += (pgn.comment.empty() ? "" : "; ") + said;
    } else {
      std::string answer;
      if (Masquerade::is_attempt(s, m))
        answer = Masquerade::answer(s, m) ? "asked: yes" : "asked: no";
      pgn.moves.push_back({Masquerade::move_long(s, m), answer});
    }
    Masquerade::play(s, m);
  }
  return chess::write_pgn_text(pgn);
}

}  // namespace

std::string Masquerade::record(const State& start, const std::vector<Move>& moves, const Outcome& o,
                               const RecordTags& tags) {
  return pgn_of(start, moves, o, tags, std::nullopt);
}

std::string Masquerade::record_seen(const State& start, const std::vector<Move>& moves,
                                    const Outcome& o, const RecordTags& tags, Seat viewer) {
  return pgn_of(start, moves, o, tags, viewer);
}

}  // namespace menagerie::masquerade
