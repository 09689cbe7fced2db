// What the generic search needs beyond the rules (engine/searchable.hpp): move ordering, the null
// move's guard and the quiet-move draw.
#include "games/power_chess/board.hpp"
#include "games/power_chess/evaluate.hpp"
#include "games/power_chess/power_chess.hpp"

#include "engine/searchable.hpp"

namespace menagerie::power_chess {

static_assert(engine::Searchable<PowerChess>);
static_assert(engine::HasNullMove<PowerChess>);

namespace {

// Far beyond any material balance, yet below the search's mate scores (which count plies).
constexpr int kStalemated = 20000;

// Moves of the side to move other than king steps, counted loosely (pins ignored), up to `enough`.
int other_moves(const State& s, int enough) {
  const Color us = s.side;
  const Bitboard own = s.by_color[us], occupied = s.occupied();
  const Bitboard pawns = s.pieces(us, kPawn);
  int n = popcount(pawn_pushes(pawns, us) & ~occupied) +
          popcount(pawn_captures(pawns, us) & s.by_color[us ^ 1]);
  const bool can_enter = (rank_mask(first_rank(us)) & ~occupied) != 0;
  n += int(!s.fields[us][kBack].empty()) + int(can_enter && !s.fields[us][kNear].empty());
  for (PieceType t : {kRook, kBishop})
    for (int sq : squares(s.pieces(us, t))) {
      if (n > enough) return n;
      n += popcount(PowerChess::reach(sq, t, s.die[sq], occupied) & ~own);
    }
  return n;
}

}  // namespace

// Quiescence search stands pat on the evaluation before it looks for moves, so a stalemate at the
// horizon would be scored as an ordinary position; here it is a loss. Only a side with almost no
// moves besides its king's can be stalemated, so the full generator runs only then.
int PowerChess::evaluate(const State& s) {
  if (other_moves(s, 2) <= 2) {
    MovesOf<PowerChess> moves;
    generate_all(s, moves);
    if (moves.empty() && !in_check(s)) return -kStalemated;
  }
  return power_chess::evaluate(s);
}

int PowerChess::order_score(const State& s, const Move& m) {
  int gain = 0;
  if (test(s.by_color[s.side ^ 1], m.to)) gain += man_value(s.type_at(m.to), s.die[m.to]);
  if (m.type == Move::kPromote) gain += man_value(kind_type(m.kind), 6) - man_value(kPawn, 0);
  // Kings count as worth nothing here, so a king capture comes first among equal victims: it cannot
  // be recaptured.
  const int mover = m.type == Move::kStep || m.type == Move::kPromote
                        ? man_value(s.type_at(m.from), s.die[m.from])
                        : 0;
  return 16 * gain - mover / 16;
}

// Passing is a good guess for "the best move is at least this good" unless the side is in
// zugzwang. With stalemate a loss that happens more often than in chess: a side with only a king
// and pawns, or a lone bender that has lost most of its die, may have nothing but bad moves. A
// rook or bishop with room to wait (die 2 or more), or two of them, makes zugzwang unlikely.
bool PowerChess::null_move_ok(const State& s) {
  const Bitboard benders = s.pieces(s.side, kRook) | s.pieces(s.side, kBishop);
  if (popcount(benders) >= 2) return true;
  for (int sq : squares(benders))
    if (s.die[sq] >= 2) return true;
  return false;
}

bool PowerChess::draw_by_rule(const State& s) {
  if (s.rules.quiet_limit == 0 || s.quiet_plies < s.rules.quiet_limit) return false;
  return outcome(s).kind == Outcome::Kind::kDraw;  // mate or stalemate on the limit still wins
}

}  // namespace menagerie::power_chess
