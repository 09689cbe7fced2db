// The record as PGN: the moves in SAN (what the page shows), the variant named, and the start as the
// game's own position text when it is not the book's (another board, supply or check rule), so
// that Menagerie's import (its [FEN] tag is the option `fen`) rebuilds the same game.
#include "chess/pgn.hpp"
#include "games/half_alice/half_alice.hpp"

namespace menagerie::half_alice {

std::string HalfAlice::record(const State& start, const std::vector<Move>& moves, const Outcome& o,
                              const RecordTags& tags) {
  chess::PgnText pgn = chess::pgn_head(tags, "Half Alice Chess", position_text(start),
                                       position_text(start_position()), o, start.pos);
  State s = start;
  for (Move m : moves) {
    pgn.moves.push_back({move_display(s, m), ""});
    half_alice::play(s, m);
  }
  return chess::write_pgn_text(pgn);
}

}  // namespace menagerie::half_alice
