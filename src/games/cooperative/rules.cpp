// The rules, numbered as in docs/rules/cooperative.md.
#include "games/cooperative/rules.hpp"

#include <fmt/format.h>

#include "chess/attacks.hpp"
#include "chess/fen.hpp"
#include "chess/play.hpp"
#include "chess/words.hpp"
#include "games/cooperative/names.hpp"

namespace menagerie::cooperative {

using namespace chess;

namespace {

bool has_king(const Position& pos, Color c) { return pos.pieces(c, kKing) != 0; }

void push_pawn(MoveBuffer& out, Square from, Square to, Move::Special sp = Move::kNormal) {
  // Rule 6: promotion on the last rank is compulsory, to a queen, rook, bishop or knight.
  if (rank_of(to) == 0 || rank_of(to) == 7) {
    for (PieceType t : {kQueen, kRook, kBishop, kKnight})
      out.push_back(Move::board(from, to, sp, t));
  } else {
    out.push_back(Move::board(from, to, sp));
  }
}

// A board move as chess writes it, for chess's make-move.
chess::Move as_chess_move(const Move& m) {
  if (m.special == Move::kCastling) return {m.from, m.to, chess::Move::kCastling};
  if (m.special == Move::kEnPassant) return {m.from, m.to, chess::Move::kEnPassant};
  if (m.promo != kNoType) return {m.from, m.to, chess::Move::kPromotion, m.promo};
  return {m.from, m.to};
}

// Moves a piece on the board; returns what it captured (kNoPiece for none) and where the piece
// stands now. Only the pieces' part of chess's move (chess::move_pieces_with): a turn here is
// several moves by one side, so the side to move, en passant and the clocks change when the turn
// ends (pass_turn), and a double step is kept for it in next_ep.
Piece move_piece(State& s, const Move& m, Square& now) {
  Position& pos = s.pos;
  const Color us = pos.side;
  const bool castling = m.special == Move::kCastling;
  const Piece p = pos.board[m.from];
  const Piece taken = castling ? kNoPiece : pos.board[captured_square(m)];
  move_pieces_with(pos, as_chess_move(m), OnBoard{pos});
  if (type_of(p) == kPawn && (m.from ^ m.to) == 16) s.next_ep = std::uint8_t((m.from + m.to) / 2);
  now = castling ? castle_king_target(us, m.to > m.from ? kHSide : kASide) : Square(m.to);
  pos.key = 0;
  return taken;
}

// Captures by the mover that the cards allow (rule 4, 5), by the turn's piece once it is known.
void legal_captures(const State& s, MoveBuffer& out) {
  MoveBuffer all;
  board_moves(s, s.mover(), true, all);
  for (const Move& m : all) {
    if (s.piece != kNone && m.from != s.piece) continue;
    if (card_fault(s, m).empty()) out.push_back(m);
  }
}

// The turn passes (after the draw): to the partner, unless the partner's hand is empty and the
// rule lets the seat with cards play on.
void pass_turn(State& s) {
  Color us = s.pos.side, them = ~us;
  Position& pos = s.pos;
  // Rule 6: en passant on the next turn only, and only while the pawn that stepped twice stands
  // where it arrived (it may have captured onwards in the same turn).
  pos.ep = kNoSq;
  if (s.next_ep != kNone) {
    Square pawn = us == kWhite ? s.next_ep + 8 : s.next_ep - 8;
    if (pos.board[pawn] == make_piece(us, kPawn) &&
        (pawn_attacks(us, s.next_ep) & pos.pieces(them, kPawn)))
      pos.ep = s.next_ep;
  }
  s.next_ep = kNone;
  s.piece = kNone;
  s.wild_next = false;
  s.step = Step::kStart;
  bool skip =
      s.out_of_cards == OutOfCards::kBoth && s.hands[them].size() == 0 && s.hands[us].size() > 0;
  if (skip) {
    pos.ep = kNoSq;  // a turn went by
  } else {
    if (us == kBlack) ++pos.fullmove;
    pos.side = them;
  }
}

// Ends the turn: draw back up to three (chance steps), then pass.
void end_turn(State& s) {
  s.step = Step::kDraw;
  if (s.hands[s.mover()].size() >= kHandSize || draw_pile_size(s) == 0) pass_turn(s);
}

}  // namespace

Square captured_square(const Move& m) {
  if (m.special != Move::kEnPassant) return m.to;
  return m.to > m.from ? m.to - 8 : m.to + 8;
}

State start(OutOfCards rule) {
  State s{};
  s.pos = parse_fen(kStandardFen);
  s.pos.key = 0;
  s.out_of_cards = rule;
  return s;
}

std::array<int, 16> draw_pile(const State& s) {
  std::array<int, 16> left{};
  for (Color c : {kWhite, kBlack})
    for (int t = kPawn; t <= kKing; ++t) left[make_piece(c, PieceType(t))] = kDeckCount[t];
  for (const Hand& h : s.hands)
    for (int c = 0; c < 16; ++c) left[c] -= h.count[c];
  for (const Pile& p : s.stacks)
    for (Card c : p) --left[c];
  for (Card c : s.captured) --left[c];
  return left;
}

int draw_pile_size(const State& s) {
  int n = 0;
  for (int x : draw_pile(s)) n += x;
  return n;
}

Seat drawer(const State& s) {
  if (s.step == Step::kDeal) return s.hands[0].size() < kHandSize ? 0 : 1;
  return s.pos.side;
}

Seat to_move(const State& s) {
  if (s.step == Step::kDeal || s.step == Step::kDraw) return kChance;
  return s.pos.side;
}

void chance(const State& s, MoveList<ChanceOutcome<Move>, kMaxMoves>& out) {
  auto left = draw_pile(s);
  int total = 0;
  for (int x : left) total += x;
  for (Card c = 0; c < 16; ++c)
    if (left[c] > 0) out.push_back({Move::draw(c), double(left[c]) / total});
}

void board_moves(const State& s, Color us, bool captures, MoveBuffer& out) {
  const Position& pos = s.pos;
  const Color them = ~us;
  const Bitboard occ = pos.pieces(), theirs = pos.pieces(them), empty = ~occ;
  const int up = us == kWhite ? 8 : -8;
  for (Bitboard b = pos.pieces(us, kPawn); b;) {
    Square from = pop_lsb(b);
    if (captures) {
      for (Bitboard t = pawn_attacks(us, from) & theirs; t;) push_pawn(out, from, pop_lsb(t));
      if (pos.ep != kNoSq && (pawn_attacks(us, from) & bit(pos.ep)) &&
          pos.board[pos.ep - up] == make_piece(them, kPawn))
        out.push_back(Move::board(from, pos.ep, Move::kEnPassant));
    } else {
      Square one = from + up;
      if (one < 0 || one > 63 || !(empty & bit(one))) continue;
      push_pawn(out, from, one);
      if (relative_rank(us, from) == 1 && (empty & bit(one + up)))
        out.push_back(Move::board(from, one + up));
    }
  }
  for (Bitboard b = pos.pieces(us) & ~pos.pieces(kPawn); b;) {
    Square from = pop_lsb(b);
    Bitboard t = attacks_of(type_of(pos.board[from]), from, occ) & (captures ? theirs : empty);
    while (t) out.push_back(Move::board(from, pop_lsb(t)));
  }
  if (captures || !has_king(pos, us)) return;
  // Rule 6: castling needs only the rights and an empty path (kings may cross attacked squares).
  Square ksq = pos.king(us);
  for (CastlingSide side : {kHSide, kASide}) {
    if (!pos.has_castling(us, side)) continue;
    Square rsq = pos.castle_rook[castling_index(us, side)];
    Square kto = castle_king_target(us, side), rto = castle_rook_target(us, side);
    Bitboard path = between(ksq, kto) | bit(kto) | between(rsq, rto) | bit(rto);
    if (path & occ & ~bit(ksq) & ~bit(rsq)) continue;
    out.push_back(Move::board(ksq, rsq, Move::kCastling));
  }
}

bool is_capture(const State& s, const Move& m) {
  if (m.kind != Move::kBoard || m.special == Move::kCastling) return false;
  return m.special == Move::kEnPassant || s.pos.board[m.to] != kNoPiece;
}

bool wild_on_stack(const State& s, Color owner, Card c) {
  return s.pos.pieces(owner, type_of(c)) == 0;
}

std::string card_fault(const State& s, const Move& m) {
  const Color us = s.mover(), them = ~us;
  const Card mine = s.stacks[us].top(), theirs = s.stacks[them].top();
  const Piece capturer = s.pos.board[m.from], victim = s.pos.board[captured_square(m)];
  if (!mine) return "no card was played this turn";
  if (!theirs)
    return fmt::format("{}'s discard stack is empty: there is no card to capture with",
                       chess::color_name(them));
  // Rule 4: the capturing piece's type is the played card's (colour does not matter), unless
  // that card is wild on the mover's stack (rule 5a).
  if (type_of(mine) != type_of(capturer) && !wild_on_stack(s, us, mine))
    return fmt::format("the capturing piece is a {} but the card played is a {}",
                       chess::type_word(type_of(capturer)), card_name(mine));
  // The captured piece's type is that of the partner's top card, unless that card is wild (5a, or
  // 5b after a double colour match).
  if (type_of(theirs) != type_of(victim) && !wild_on_stack(s, them, theirs) && !s.wild_next)
    return fmt::format("the captured piece is a {} but the top card of {}'s stack is the {}",
                       chess::type_word(type_of(victim)), chess::color_name(them),
                       card_name(theirs));
  return "";
}

void generate(const State& s, MoveBuffer& out) {
  if (to_move(s) == kChance || outcome(s).over()) return;
  const Color us = s.mover();
  const Hand& hand = s.hands[us];
  switch (s.step) {
    case Step::kStart:
      board_moves(s, us, false, out);
      [[fallthrough]];
    case Step::kMoved:
      for (Card c = 0; c < 16; ++c)
        if (hand.count[c]) out.push_back(Move::play_card(c));
      break;
    case Step::kPlayed:
      legal_captures(s, out);
      out.push_back(Move::end_turn());
      break;
    default:
      break;
  }
}

std::string why_illegal(const State& s, const Move& m) {
  if (outcome(s).over()) return "the game is over";
  Seat seat = to_move(s);
  if (m.kind == Move::kDraw)
    return seat == kChance ? "" : "cards are drawn by the game, not played";
  if (seat == kChance) return "the game is dealing or drawing cards: no player moves now";
  const Color us = s.mover();
  const std::string who = chess::color_name(us);
  if (m.kind == Move::kEndTurn) {
    if (s.step != Step::kPlayed)
      return fmt::format("{} must play a card before ending the turn", who);
    return "";
  }
  if (m.kind == Move::kCard) {
    if (!is_card(m.card)) return "no such card";
    if (s.step == Step::kPlayed) return fmt::format("{} has already played a card this turn", who);
    if (!s.hands[us].count[m.card]) return fmt::format("{} holds no {}", who, card_name(m.card));
    return "";
  }
  Piece p = s.pos.board[m.from];
  if (!p) return fmt::format("there is no piece on {}", square_name(m.from));
  if (color_of(p) != us)
    return fmt::format("it is {}'s turn, and the piece on {} is {}'s", who, square_name(m.from),
                       chess::color_name(~us));
  MoveBuffer geometric;
  bool capture = is_capture(s, m);
  board_moves(s, us, capture, geometric);
  if (!geometric.contains(m))
    return fmt::format("the {} on {} cannot move to {}", chess::type_word(type_of(p)),
                       square_name(m.from), square_name(m.to));
  if (!capture) {
    if (s.step == Step::kMoved) return fmt::format("{} has already made this turn's move", who);
    if (s.step == Step::kPlayed) return "after the card only captures may follow (or end the turn)";
    return "";
  }
  if (s.piece != kNone && m.from != s.piece)
    return fmt::format("all moves of a turn are made by one piece: this turn's is the {} on {}",
                       chess::type_word(type_of(s.pos.board[s.piece])), square_name(s.piece));
  if (s.step != Step::kPlayed) return "a capture needs a card: play one first";
  std::string fault = card_fault(s, m);
  return fault.empty() ? "" : "the cards do not allow this capture: " + fault;
}

void play(State& s, const Move& m) {
  switch (m.kind) {
    case Move::kDraw: {
      Seat to = drawer(s);
      ++s.hands[to].count[m.card];
      if (s.step == Step::kDeal) {
        if (s.hands[0].size() >= kHandSize && s.hands[1].size() >= kHandSize) s.step = Step::kStart;
        if (draw_pile_size(s) == 0) s.step = Step::kStart;
      } else if (s.hands[to].size() >= kHandSize || draw_pile_size(s) == 0) {
        pass_turn(s);
      }
      return;
    }
    case Move::kEndTurn:
      end_turn(s);
      return;
    case Move::kCard: {
      const Color us = s.mover();
      --s.hands[us].count[m.card];
      s.stacks[us].push(m.card);
      s.step = Step::kPlayed;
      break;
    }
    case Move::kBoard: {
      const Color us = s.mover(), them = ~us;
      if (!is_capture(s, m)) {
        Square now;
        move_piece(s, m, now);
        s.piece = std::uint8_t(now);
        s.step = Step::kMoved;
        return;
      }
      // Rule 5b: a double colour match (capturer and its card, captured piece and its card, of
      // one colour each) makes the next captured card wild.
      const Card mine = s.stacks[us].top();
      const Card theirs = s.stacks[them].top();
      Piece capturer = s.pos.board[m.from];
      Square now;
      Piece victim = move_piece(s, m, now);
      s.wild_next = color_of(capturer) == color_of(mine) && color_of(victim) == color_of(theirs);
      s.captured.push(s.stacks[them].pop());
      s.piece = std::uint8_t(now);
      if (type_of(victim) == kKing) {
        s.king_taken = true;
        return;
      }
      break;
    }
  }
  // After the card or a capture: the turn ends by itself when no capture is left to make.
  MoveBuffer more;
  legal_captures(s, more);
  if (more.empty()) end_turn(s);
}

int types_gone(const State& s) {
  int n = 0;
  for (int t = kPawn; t <= kKing; ++t) n += s.pos.pieces(PieceType(t)) == 0;
  return n;
}

Outcome outcome(const State& s) {
  if (s.king_taken)
    return Outcome::team_win(seat_bit(0) | seat_bit(1), "king captured")
        .with_score(0, types_gone(s))
        .with_score(1, types_gone(s));
  if (s.step == Step::kStart && s.hands[s.mover()].size() == 0)
    return Outcome::all_lose("out of cards").with_score(0, 0).with_score(1, 0);
  return Outcome::ongoing();
}

std::uint64_t hash(const State& s) {
  // From scratch: the state is small, and a hash kept move by move could only drift from it.
  std::uint64_t h = 0xC00Bull;
  auto mix = [&h](std::uint64_t x) {
    h ^= x + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
    h = Rng::splitmix(h);
  };
  for (Square sq = 0; sq < 64; ++sq) mix(s.pos.board[sq]);
  mix(s.pos.side);
  mix(s.pos.castling);
  for (int i = 0; i < 4; ++i) mix(std::uint64_t(s.pos.castle_rook[i] + 1));
  mix(std::uint64_t(s.pos.ep + 1));
  for (const Hand& hand : s.hands)
    for (auto c : hand.count) mix(c);
  for (const Pile* p : {&s.stacks[0], &s.stacks[1], &s.captured}) {
    mix(p->size);
    for (Card c : *p) mix(c);
  }
  mix(std::uint64_t(s.step));
  mix(s.piece);
  mix(s.next_ep);
  mix(s.wild_next);
  mix(s.king_taken);
  mix(std::uint64_t(s.out_of_cards));
  return h;
}

}  // namespace menagerie::cooperative
