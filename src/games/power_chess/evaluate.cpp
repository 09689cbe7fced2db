#include "games/power_chess/evaluate.hpp"

#include <algorithm>

#include "games/power_chess/board.hpp"

namespace menagerie::power_chess {

namespace {

using W = Weights;

int relative_rank(Color c, int sq) {
  int r = sq / kWidth;
  return c == kWhite ? r : kHeight - 1 - r;
}

// What a side's men in its two fields are worth, and the most it could gain by promoting a pawn
// (the best bender waiting there comes back with die 6; the pawn goes to the fields itself).
struct FieldWorth {
  int value = 0;
  int promotion_gain = 0;  // 0 when no rook or bishop waits
};

FieldWorth field_worth(const State& s, Color c, const Weights& w) {
  FieldWorth out;
  const bool blocked = (rank_mask(first_rank(c)) & ~s.occupied()) == 0;
  int percent[2];
  for (int f : {kNear, kBack}) {
    int turns = f == kNear ? 1 : 2;
    percent[f] = std::max(0, 100 - turns * w[W::kReturnTurn] - (blocked ? w[W::kBlockedEntry] : 0));
  }
  const int pawn_to = s.rules.promoted_pawn_to;
  const int pawn_in_field = w[W::kPawn] * percent[pawn_to] / 100;
  for (int f : {kNear, kBack})
    for (int kind = 0; kind < kFieldKinds; ++kind) {
      int n = s.fields[c][f].count(kind);
      if (n == 0) continue;
      const PieceType t = kind_type(kind);
      const int here = man_value(t, kind_die(kind), w) * percent[f] / 100;
      out.value += n * here;
      if (t != kPawn)
        out.promotion_gain =
            std::max(out.promotion_gain, man_value(t, 6, w) - here + pawn_in_field - w[W::kPawn]);
    }
  return out;
}

struct SideTerms {
  Bitboard attacks = 0;  // every cell the side's men attack
  int score = 0;
};

// Everything about one side except what depends on the other side's attacks (king safety).
SideTerms side_terms(const State& s, Color us, const Weights& w) {
  SideTerms out;
  const Bitboard own = s.by_color[us], occupied = s.occupied();
  const FieldWorth fields = field_worth(s, us, w);
  out.score += fields.value;

  const Bitboard pawns = s.pieces(us, kPawn);
  out.attacks |= pawn_captures(pawns, us);
  for (int sq : squares(pawns)) {
    int rr = relative_rank(us, sq);
    if (rr == kHeight - 1) {
      out.score += w[W::kStuckPawn];
      continue;
    }
    out.score += w[W::kPawn] + w[W::kPawnAdvance] * (rr - 1);
    // Steps still to go: 1 for a pawn on its sixth rank.
    int togo = kHeight - 1 - rr;
    out.score += fields.promotion_gain * w[W::kPromotion] / (100 * togo * togo);
  }
  for (PieceType t : {kRook, kBishop}) {
    const int mobility = t == kRook ? w[W::kRookMobility] : w[W::kBishopMobility];
    for (int sq : squares(s.pieces(us, t))) {
      out.score += man_value(t, s.die[sq], w);
      Bitboard reach = PowerChess::reach(sq, t, s.die[sq], occupied);
      out.attacks |= reach;
      out.score += mobility * popcount(reach & ~own);
    }
  }
  out.attacks |= king_steps(s.pieces(us, kKing));
  return out;
}

int king_safety(const State& s, Color us, Bitboard their_attacks, const Weights& w) {
  const Bitboard king = s.pieces(us, kKing);
  if (!king) return 0;
  const Bitboard around = king_steps(king);
  int attacked = popcount((around | king) & their_attacks);
  int score = w[W::kKingAttack] * attacked * attacked / 2;
  score += w[W::kKingShield] * popcount(around & s.by_color[us]);
  int room = popcount(around & ~s.by_color[us] & ~their_attacks);
  score += w[W::kKingRoom] * std::min(room, 3);
  return score;
}

}  // namespace

const Weights& default_weights() {
  // Hand-set. A rook's reach grows fast with its die on a 5×7 board (die 1: at most 4 cells; die 6:
  // nearly every empty cell), a bishop's less (one colour, and diagonals run out quickly).
  static const Weights w{{
      100,                           // pawn
      180, 270, 350, 410, 450, 480,  // rook by die 1..6
      140, 200, 250, 285, 305, 320,  // bishop by die 1..6
      15,                            // return-turn (%): near field 85 %, back field 70 %
      15,                            // blocked-entry (%)
      30,                            // stuck-pawn
      8,                             // pawn-advance
      60,                            // promotion (%)
      2,                             // rook-mobility
      3,                             // bishop-mobility
      -6,                            // king-attack
      6,                             // king-shield
      8,                             // king-room
      12,                            // tempo
  }};
  return w;
}

int man_value(PieceType type, int die, const Weights& w) {
  switch (type) {
    case kPawn:
      return w[W::kPawn];
    case kRook:
      return w.values[W::kRook1 + std::clamp(die, 1, 6) - 1];
    case kBishop:
      return w.values[W::kBishop1 + std::clamp(die, 1, 6) - 1];
    default:
      return 0;
  }
}

int evaluate(const State& s, const Weights& w) {
  SideTerms white = side_terms(s, kWhite, w), black = side_terms(s, kBlack, w);
  int score = white.score - black.score;
  score += king_safety(s, kWhite, black.attacks, w) - king_safety(s, kBlack, white.attacks, w);
  return (s.side == kWhite ? score : -score) + w[W::kTempo];
}

}  // namespace menagerie::power_chess
