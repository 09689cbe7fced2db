// The alpha-beta hooks on a full (sampled) State: material, where a piece is worth the mean of
// what it moves like and what it captures like (a king a quarter of its capture pattern), and a
// little for progress toward the enemy king.
#include <algorithm>
#include <cstdlib>

#include "games/masquerade/masquerade.hpp"

namespace menagerie::masquerade {

using namespace chess;

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
  // Besides material, progress: the game is won only by taking the king, so pieces near the enemy
  // king and pawns that advance count a little. Without it every quiet move, and a failed attempt
  // (a pass), would score alike, and two players content to pass repeat the position into a draw.
  Square king[2] = {kNoSq, kNoSq};
  for (Square sq = 0; sq < 64; ++sq)
    if (Piece p = s.pos.board[sq]; p && type_of(p) == kKing) king[color_of(p)] = sq;
  int score = 0;
  for (Square sq = 0; sq < 64; ++sq)
    if (Piece p = s.pos.board[sq]) {
      Color c = color_of(p);
      int v = (type_of(p) == kKing ? 20000 : 0) + piece_value(s, p);
      if (type_of(p) == kPawn) v += 6 * (c == kWhite ? rank_of(sq) - 1 : 6 - rank_of(sq));
      if (type_of(p) != kKing && type_of(p) != kPawn && king[~c] != kNoSq) {
        int far = std::max(std::abs(file_of(sq) - file_of(king[~c])),
                           std::abs(rank_of(sq) - rank_of(king[~c])));
        v += 3 * (7 - far);
      }
      score += c == us ? v : -v;
    }
  return score;
}

bool Masquerade::is_tactical(const State& s, const Move& m) {
  if (m.assign != kUnassigned || m.board.kind() == chess::Move::kCastling) return false;
  // An attempt the (sampled) powers refuse changes nothing: a quiet move, tried after the captures.
  if (is_attempt(s, m) && !answer(s, m)) return false;
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

}  // namespace menagerie::masquerade
