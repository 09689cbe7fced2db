// Move generation, play and the end of the game. Legality is decided without trying every move:
// when the king is not in check, only a man that is the first piece on one of the king's lines can
// expose it (captures only take powers away from the enemy, arrivals only block), so only those
// men's moves are tried on a copy of the board. In check, every move is tried, since a check can be
// answered in ways a pin test would not see (blocking, capturing the checker, or capturing the man
// that powers it).
#include <array>

#include "core/zobrist.hpp"
#include "games/chessence_winslow/board.hpp"
#include "games/chessence_winslow/chessence_winslow.hpp"

namespace menagerie::chessence_winslow {

namespace {

using namespace board;

// Keys: men by colour and cell (128), hand sizes by colour (2 × 4), the side to move (1).
constexpr int kHandKeys = 128, kSideKey = 136;
const std::array<std::uint64_t, 137>& keys() {
  static const auto k = zobrist_table<137>("chessence-winslow");
  return k;
}

void generate_legal(const State& s, MoveList<Move, ChessenceWinslow::kMaxMoves>& out) {
  const Tables& t = tables();
  const int us = s.side, ksq = kKingSquare[us];
  const Bitboard own = s.men[us], opp = s.men[us ^ 1];
  const Bitboard occupied = own | opp | kKings;
  const bool check = attacked(t, ksq, opp, occupied);

  auto safe = [&](Bitboard own_after, Bitboard opp_after) {
    return !attacked(t, ksq, opp_after, own_after | opp_after | kKings);
  };

  const Bitboard rooks = rook_powered(own), bishops = bishop_powered(own),
                 knights = knight_powered(own);
  const Bitboard exposed =
      check ? ~Bitboard{0}
            : (rook_attacks(t, ksq, occupied) | bishop_attacks(t, ksq, occupied)) & own;
  for (int from : squares(rooks | bishops | knights)) {
    Bitboard targets = 0;
    if (test(rooks, from)) targets |= rook_attacks(t, from, occupied);
    if (test(bishops, from)) targets |= bishop_attacks(t, from, occupied);
    if (test(knights, from)) targets |= t.knight[from];
    targets &= ~(own | kKings);
    if (!test(exposed, from)) {
      for (int to : squares(targets)) out.push_back(Move::step(from, to));
    } else {
      for (int to : squares(targets))
        if (safe(own ^ bit(from) ^ bit(to), opp & ~bit(to))) out.push_back(Move::step(from, to));
    }
  }

  if (s.hand[us]) {
    for (int to : squares(kDropSquares[us] & ~occupied))
      if (!check || safe(own | bit(to), opp)) out.push_back(Move::drop(to));
  }
}

}  // namespace

std::uint64_t ChessenceWinslow::compute_key(const State& s) {
  const auto& k = keys();
  std::uint64_t key = 0;
  for (int c = 0; c < 2; ++c) {
    for (int sq : squares(s.men[c])) key ^= k[c * 64 + sq];
    key ^= k[kHandKeys + c * 4 + s.hand[c]];
  }
  if (s.side == kBlack) key ^= k[kSideKey];
  return key;
}

State ChessenceWinslow::start() {
  State s;
  s.men[kWhite] = kDropSquares[kWhite];
  s.men[kBlack] = kDropSquares[kBlack];
  s.key = compute_key(s);
  return s;
}

Bitboard ChessenceWinslow::drop_squares(int color) { return kDropSquares[color]; }

int ChessenceWinslow::powers(const State& s, int square) {
  int color = test(s.men[kWhite], square) ? kWhite : test(s.men[kBlack], square) ? kBlack : -1;
  if (color < 0) return 0;
  Bitboard men = s.men[color];
  return (test(rook_powered(men), square) ? kRook : 0) |
         (test(bishop_powered(men), square) ? kBishop : 0) |
         (test(knight_powered(men), square) ? kKnight : 0);
}

Bitboard ChessenceWinslow::reach(const State& s, int square) {
  int p = powers(s, square);
  if (!p) return 0;
  Bitboard own = test(s.men[kWhite], square) ? s.men[kWhite] : s.men[kBlack];
  Bitboard occupied = s.men[kWhite] | s.men[kBlack] | kKings;
  return board::attacks(tables(), square, p, occupied) & ~(own | kKings);
}

bool ChessenceWinslow::king_attacked(const State& s, int color) {
  return attacked(tables(), kKingSquare[color], s.men[color ^ 1],
                  s.men[kWhite] | s.men[kBlack] | kKings);
}

bool ChessenceWinslow::in_check(const State& s) { return king_attacked(s, s.side); }

void ChessenceWinslow::generate(const State& s, MoveList<Move, kMaxMoves>& moves) {
  if (s.move_limit && s.quiet >= s.move_limit) return;
  generate_legal(s, moves);
}

void ChessenceWinslow::play(State& s, const Move& m) {
  const auto& k = keys();
  const int us = s.side, them = us ^ 1;
  if (m.is_drop()) {
    s.men[us] |= bit(m.to);
    s.key ^= k[us * 64 + m.to] ^ k[kHandKeys + us * 4 + s.hand[us]] ^
             k[kHandKeys + us * 4 + s.hand[us] - 1];
    --s.hand[us];
    s.quiet = 0;
  } else {
    s.men[us] ^= bit(m.from) | bit(m.to);
    s.key ^= k[us * 64 + m.from] ^ k[us * 64 + m.to];
    if (test(s.men[them], m.to)) {
      s.men[them] ^= bit(m.to);
      s.key ^= k[them * 64 + m.to];
      s.quiet = 0;
    } else if (s.quiet < 0xFFFF) {
      ++s.quiet;
    }
  }
  if (us == kBlack && s.fullmove < 0xFFFF) ++s.fullmove;
  s.side = static_cast<std::uint8_t>(them);
  s.key ^= k[kSideKey];
}

Outcome ChessenceWinslow::outcome(const State& s) {
  // No legal move loses even on the ply the move limit is reached: the limit only stops a game that
  // could go on.
  MoveList<Move, kMaxMoves> moves;
  generate_legal(s, moves);
  if (moves.empty()) return Outcome::win(s.side ^ 1, in_check(s) ? "checkmate" : "stalemate");
  if (s.move_limit && s.quiet >= s.move_limit) return Outcome::draw("move limit");
  return Outcome::ongoing();
}

}  // namespace menagerie::chessence_winslow
