// Half Alice Chess as text. The position text is FEN with a `*` after every piece standing on a
// checker (behind the mirror) and a seventh field, the checker supply:
//   rnbqkbnr/pppp1ppp/8/4p*3/4P*3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2 12
// Moves are written from-to (e2e4, e7e8q), castling as the king's two-square step (e1g1), and
// shown in SAN (Nf3, exd5, e8=Q, O-O, with + and #).
#include <fmt/format.h>

#include <cctype>
#include <string>
#include <vector>

#include "chess/fen.hpp"
#include "chess/notation.hpp"
#include "chess/words.hpp"
#include "core/error.hpp"
#include "core/words.hpp"
#include "games/half_alice/half_alice.hpp"

namespace menagerie::half_alice {

using namespace chess;

namespace {

// The side not to move may not stand in check (on its king's side of the mirror).
bool opponent_in_check(const State& s) {
  const Position& p = s.pos;
  Square k = p.king(~p.side);
  bool side = s.behind(k);
  return attacked_on_side(s, k, p.side, side, p.pieces() & s.side_mask(side));
}

std::string strip_suffixes(std::string_view text) {
  std::string t(text);
  while (!t.empty() && (t.back() == '+' || t.back() == '#' || t.back() == '!' || t.back() == '?'))
    t.pop_back();
  return t;
}

}  // namespace

std::string supply_text(std::uint8_t supply) {
  return supply == kUnlimited ? "unlimited" : std::to_string(supply);
}

std::uint8_t parse_supply(std::string_view text) {
  if (text == "12") return 12;
  if (text == "16") return 16;
  if (text == "unlimited") return kUnlimited;
  throw InputError(
      fmt::format("the checker supply '{}' is not one of: 12, 16, unlimited", std::string(text)));
}

void validate(const State& s) {
  const Position& p = s.pos;
  if (s.mirror & ~p.pieces())
    throw InputError("a checker without a piece on it");  // cannot come from the text; a guard
  for (Color c : {kWhite, kBlack}) {
    if (s.supply != kUnlimited && s.checkers_used(c) > s.supply)
      throw InputError(fmt::format("{} has {} pieces on checkers but only {} checkers",
                                   chess::color_name(c), s.checkers_used(c), int(s.supply)));
    // Castling as in orthodox chess only: the king on e1 (e8), the rooks in the corners.
    for (CastlingSide cs : {kHSide, kASide}) {
      if (!p.has_castling(c, cs)) continue;
      Square k = relative(c, make_square(4, 0));
      Square r = relative(c, make_square(cs == kHSide ? 7 : 0, 0));
      if (p.board[k] != make_piece(c, kKing) || p.castle_rook[castling_index(c, cs)] != r)
        throw InputError(fmt::format(
            "castling right {}: Half Alice castles as orthodox chess does (king on {}, rook on {})",
            cs == kHSide ? (c == kWhite ? 'K' : 'k') : (c == kWhite ? 'Q' : 'q'), square_name(k),
            square_name(r)));
      if (s.behind(k) != s.behind(r))
        throw InputError(
            fmt::format("castling right with the king on {} and the rook on {} on "
                        "different sides of the mirror: they could never castle",
                        square_name(k), square_name(r)));
    }
  }
  if (opponent_in_check(s))
    throw InputError(
        fmt::format("{} is in check but it is not their move", chess::color_name(~p.side)));
}

State parse_position(std::string_view text) {
  const std::vector<std::string_view> words = split_words(text);
  std::vector<std::string> fields(words.begin(), words.end());
  if (fields.empty()) throw InputError("empty position");
  State s;
  s.supply = 12;
  if (fields.size() == 8) {
    if (fields[7] != "strict")
      throw InputError(fmt::format(
          "the eighth field '{}' can only be 'strict' (the strict check rule)", fields[7]));
    s.strict = true;
    fields.pop_back();
  }
  if (fields.size() == 7) {
    s.supply = parse_supply(fields[6]);
    fields.pop_back();
  } else if (fields.size() > 7) {
    throw InputError(
        "expected at most 8 fields: board, side, castling, en passant, halfmove, fullmove, "
        "checkers, strict");
  }
  // The board field without the marks, and the marked squares.
  std::string board;
  Bitboard marked = 0;
  int rank = 7, file = 0;
  bool after_piece = false;
  for (char ch : fields[0]) {
    if (ch == '*') {
      if (!after_piece)
        throw InputError(
            "in the board field, '*' (on a checker) must follow a piece letter, at most once");
      marked |= bit(make_square(file - 1, rank) & 63);
      after_piece = false;
      continue;
    }
    board += ch;
    after_piece = false;
    if (ch == '/') {
      --rank;
      file = 0;
    } else if (std::isdigit(static_cast<unsigned char>(ch))) {
      file += ch - '0';
    } else {
      if (file < 8 && rank >= 0) after_piece = true;
      ++file;
    }
  }
  std::string fen = board;
  for (std::size_t i = 1; i < fields.size(); ++i) fen += " " + fields[i];
  s.pos = parse_fen(fen, FenChecks{.check_rules = false, .one_king_each = true});
  s.mirror = marked & s.pos.pieces();
  // En passant only where a pawn on the side the stepping pawn arrived on can take (play()).
  if (s.pos.ep != kNoSq) {
    Square pawn = s.pos.side == kWhite ? s.pos.ep - 8 : s.pos.ep + 8;
    Bitboard takers = pawn_attacks(~s.pos.side, s.pos.ep) & s.pos.pieces(s.pos.side, kPawn) &
                      s.side_mask(s.behind(pawn));
    if (!takers) s.pos.ep = kNoSq;
  }
  s.pos.key = compute_key(s);
  validate(s);
  return s;
}

std::string position_text(const State& s) {
  std::string board;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      Square sq = make_square(file, rank);
      Piece pc = s.pos.board[sq];
      if (!pc) {
        ++empty;
        continue;
      }
      if (empty) board += char('0' + empty);
      empty = 0;
      board += piece_char(pc);
      if (s.behind(sq)) board += '*';
    }
    if (empty) board += char('0' + empty);
    if (rank) board += '/';
  }
  std::string castling;
  const Position& p = s.pos;
  if (p.has_castling(kWhite, kHSide)) castling += 'K';
  if (p.has_castling(kWhite, kASide)) castling += 'Q';
  if (p.has_castling(kBlack, kHSide)) castling += 'k';
  if (p.has_castling(kBlack, kASide)) castling += 'q';
  if (castling.empty()) castling = "-";
  return fmt::format("{} {} {} {} {} {} {}{}", board, p.side == kWhite ? 'w' : 'b', castling,
                     p.ep == kNoSq ? "-" : square_name(p.ep), p.halfmove, p.fullmove,
                     supply_text(s.supply), s.strict ? " strict" : "");
}

std::string move_text(Move m) {
  std::string t = square_name(m.from()) + square_name(m.to());
  if (m.kind() == Move::kPromotion) t += " pnbrqk"[m.promotion()];
  return t;
}

std::string move_display(const State& s, Move m) {
  MoveBuffer legal;
  generate_legal(s, legal);
  State next = s;
  play(next, m);
  const bool check = in_check(next);
  MoveBuffer replies;
  if (check) generate_legal(next, replies);
  return to_san(s.pos, m, legal, check_mark(check, !replies.empty()));
}

Move parse_move(const State& s, std::string_view text) {
  const Position& p = s.pos;
  std::string t = strip_suffixes(text);
  if (t == "0-0") t = "O-O";
  if (t == "0-0-0") t = "O-O-O";
  MoveBuffer legal;
  generate_legal(s, legal);
  for (Move m : legal)
    if (move_text(m) == t) return m;
  // Castling may also be written as the king taking its own rook (e1h1), as in Chess960's UCI.
  for (Move m : legal)
    if (m.kind() == Move::kCastling) {
      CastlingSide cs = m.to() > m.from() ? kHSide : kASide;
      if (square_name(m.from()) + square_name(p.castle_rook[castling_index(p.side, cs)]) == t)
        return m;
    }
  // SAN, as every SAN reader takes it (chess::read_san): needless disambiguation, x, =Q or Q.
  if (auto san = read_san(t)) {
    std::vector<Move> named;
    for (Move m : legal)
      if (san_names(p, m, *san)) named.push_back(m);
    if (named.size() == 1) return named[0];
    if (named.size() > 1) {
      std::string options;
      for (Move m : named) options += (options.empty() ? "" : " or ") + move_display(s, m);
      throw InputError(
          fmt::format("ambiguous move '{}': it could be {}", std::string(text), options));
    }
  }

  // Not a legal move: say why.
  const std::string quoted = fmt::format("'{}'", std::string(text));
  auto from_sq = t.size() >= 4 ? parse_square(t.substr(0, 2)) : std::nullopt;
  auto to_sq = t.size() >= 4 ? parse_square(t.substr(2, 2)) : std::nullopt;
  if (!from_sq || !to_sq || t.size() > 5)
    throw InputError(fmt::format(
        "{} is not a move: write from and to squares (e2e4, e7e8q, castling as e1g1) or SAN",
        quoted));
  const Square from_v = from_sq.value_or(0) & 63, to_v = to_sq.value_or(0) & 63;
  const Square* from = &from_v;
  const Square* to = &to_v;
  Piece pc = p.board[*from];
  if (!pc) throw InputError(fmt::format("{}: no piece on {}", quoted, square_name(*from)));
  if (color_of(pc) != p.side)
    throw InputError(fmt::format("{}: the piece on {} is {}'s, and it is {}'s move", quoted,
                                 square_name(*from), chess::color_name(color_of(pc)),
                                 chess::color_name(p.side)));
  if (!s.behind(*from) && !s.has_spare(p.side))
    throw InputError(
        fmt::format("{}: all {} checkers are in use, so a piece off the checkers cannot move",
                    quoted, int(s.supply)));
  if (p.board[*to] && s.behind(*to) != s.behind(*from))
    throw InputError(fmt::format(
        "{}: {} holds a piece on the other side of the mirror (it cannot be taken or landed on)",
        quoted, square_name(*to)));
  throw InputError(fmt::format(
      "{} is not a legal move (not an orthodox move on its side of the mirror, or it leaves the "
      "king in check before or after the switch)",
      quoted));
}

}  // namespace menagerie::half_alice
