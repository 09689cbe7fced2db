// The alpha-beta hooks on a full (sampled) State: material, where a piece is worth the mean of
// what it moves like and what it captures like (a king a quarter of its capture pattern).
#include "games/masquerade/masquerade.hpp"

namespace menagerie {

using namespace chess;
using masquerade::kUnassigned;

namespace {
constexpr int kTypeValue[7] = {0, 100, 300, 320, 500, 900, 0};
// Capture value of a pattern (Kind order K Q R B N): a king's step is short but all-round.
constexpr int kPatternValue[5] = {250, 900, 500, 320, 300};

int piece_value(const Masquerade::State& s, Piece p) {
  PieceType t = type_of(p);
  auto row = masquerade::kind_of(t);
  if (!row || s.powers[color_of(p)] == kUnassigned) return kTypeValue[t];
  // A king's captures count a quarter: it can seldom risk them.
  if (t == kKing) return kPatternValue[masquerade::pattern_of(s.powers[color_of(p)], *row)] / 4;
  return (kTypeValue[t] + kPatternValue[masquerade::pattern_of(s.powers[color_of(p)], *row)]) / 2;
}
}  // namespace

int Masquerade::evaluate(const State& s) {
  // During the set-up the powers given so far count too: the assigner chooses them for the
  // opponent to be as weak as it can make them.
  // From the seat to move: during the set-up that is not the board's side to move (White, then
  // Black, assign before White's first move).
  const Color us = Color(to_move(s));
  int score = 0;
  for (Square sq = 0; sq < 64; ++sq)
    if (Piece p = s.pos.board[sq]) {
      int v = (type_of(p) == kKing ? 20000 : 0) + piece_value(s, p);
      score += color_of(p) == us ? v : -v;
    }
  return score;
}

bool Masquerade::is_tactical(const State& s, const Move& m) {
  if (m.assign != kUnassigned || m.board.kind() == chess::Move::kCastling) return false;
  return s.pos.board[m.board.to()] || m.board.kind() == chess::Move::kEnPassant ||
         (m.board.kind() == chess::Move::kPromotion && m.board.promotion() == kQueen);
}

int Masquerade::order_score(const State& s, const Move& m) {
  if (m.assign != kUnassigned) return 0;
  Piece victim = s.pos.board[m.board.to()];
  int gain = m.board.kind() == chess::Move::kEnPassant ? 100
             : victim && type_of(victim) == kKing      ? 20000
             : victim                                  ? piece_value(s, victim)
                                                       : 0;
  // An attempt that the sampled powers refuse gains nothing.
  if (is_attempt(s, m) && !answer(s, m)) gain = 0;
  if (m.board.kind() == chess::Move::kPromotion) gain += kTypeValue[m.board.promotion()];
  return 16 * gain - piece_value(s, s.pos.board[m.board.from()]) / 100;
}

}  // namespace menagerie
