#include "chess/notation.hpp"

#include <cstdlib>
#include <vector>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/words.hpp"
#include "core/error.hpp"
#include "core/square_name.hpp"

namespace menagerie::chess {

namespace {

MoveBuffer legal_moves(const Position& pos) {
  MoveBuffer moves;
  generate_legal(pos, moves);
  return moves;
}

// Why from→to is not legal, for a move whose squares are well formed but which is not in the list.
[[noreturn]] void explain_illegal(const Position& pos, Square from, Square to,
                                  std::string_view text) {
  Piece p = pos.board[from];
  if (!p)
    throw InputError(
        fmt::format("illegal move {}: there is no piece on {}", text, square_name(from)));
  if (color_of(p) != pos.side)
    throw InputError(fmt::format("illegal move {}: the {} on {} is {}'s, and it is {} to move",
                                 text, type_word(type_of(p)), square_name(from),
                                 color_name(color_of(p)), color_name(pos.side)));
  // Could the piece go there if its own king did not matter?
  Bitboard reach;
  if (type_of(p) == kPawn) {
    int up = pos.side == kWhite ? 8 : -8;
    reach = pawn_attacks(pos.side, from) &
            (pos.pieces(~pos.side) | (pos.ep != kNoSq ? bit(pos.ep) : 0));
    if (!pos.board[from + up]) {
      reach |= bit(from + up);
      if (relative_rank(pos.side, from) == 1 && !pos.board[from + 2 * up])
        reach |= bit(from + 2 * up);
    }
  } else {
    reach = attacks_of(type_of(p), from, pos.pieces()) & ~pos.pieces(pos.side);
  }
  if (type_of(p) == kKing &&
      (pos.pieces(pos.side, kRook) & bit(to) || file_distance(from, to) == 2))
    throw InputError(
        fmt::format("illegal move {}: castling is not allowed here (the right is gone, a "
                    "square between is occupied, or the king is in, passes through or "
                    "lands in check)",
                    text));
  if (reach & bit(to))
    throw InputError(fmt::format("illegal move {}: it would leave the {} king in check", text,
                                 color_name(pos.side)));
  throw InputError(fmt::format("illegal move {}: the {} on {} cannot move to {}", text,
                               type_word(type_of(p)), square_name(from), square_name(to)));
}

// text starts with two square names (parse_move checked).
Move parse_uci(const Position& pos, std::string_view text, const MoveBuffer& legal) {
  Square from = *parse_square(text.substr(0, 2)), to = *parse_square(text.substr(2, 2));
  PieceType promo = kNoType;
  if (text.size() == 5) {
    auto idx = std::string_view(" pnbrqk").find(text[4]);
    if (idx == std::string_view::npos || idx < 2 || idx > 5)
      throw InputError(
          fmt::format("bad move '{}': the promotion letter must be q, r, b or n", text));
    promo = PieceType(idx);
  }
  for (Move m : legal) {
    if (m.from() != from) continue;
    bool same_target = m.to() == to;
    // e1g1 for castling, as in standard chess, when the king does not simply step to g1.
    if (m.kind() == Move::kCastling && !same_target) {
      CastlingSide side = m.to() > m.from() ? kHSide : kASide;
      same_target = castle_king_target(pos.side, side) == to && file_distance(from, to) >= 2;
    }
    if (!same_target) continue;
    if (m.kind() == Move::kPromotion) {
      if (promo == kNoType)
        throw InputError(fmt::format("move {} promotes: add the piece, e.g. {}q", text, text));
      if (m.promotion() != promo) continue;
    } else if (promo != kNoType) {
      throw InputError(fmt::format("move {} is not a promotion", text.substr(0, 4)));
    }
    return m;
  }
  explain_illegal(pos, from, to, text);
}

Move parse_san(const Position& pos, std::string_view text, std::string_view original,
               const MoveBuffer& legal) {
  std::optional<SanMove> read = read_san(text);
  if (!read)
    throw InputError(fmt::format(
        "bad move '{}': write it in SAN (Nf3, exd5, e8=Q, O-O) or UCI (g1f3)", original));
  const SanMove& parts = *read;
  std::vector<Move> matches;
  for (Move m : legal)
    if (san_names(pos, m, parts)) matches.push_back(m);
  if (matches.size() == 1) return matches[0];
  if (matches.size() > 1) {
    std::string options;
    for (Move m : matches) options += (options.empty() ? "" : " or ") + to_san(pos, m);
    throw InputError(fmt::format("ambiguous move {}: it could be {}", original, options));
  }
  if (parts.castle >= 0)
    throw InputError(fmt::format("illegal move {}: {} cannot castle {} now", original,
                                 color_name(pos.side),
                                 parts.castle == kHSide ? "h-side" : "a-side"));
  if (parts.piece == kPawn && parts.promo == kNoType && relative_rank(pos.side, parts.to) == 7)
    throw InputError(fmt::format(
        "move {} reaches the last rank: say what the pawn becomes, e.g. {}=Q", original, original));
  throw InputError(fmt::format("illegal move {}: no {} {} can move to {}", original,
                               color_name(pos.side), type_word(parts.piece),
                               square_name(parts.to)));
}

}  // namespace

std::optional<SanMove> read_san(std::string_view s) {
  while (!s.empty() && std::string_view("+#!? ").find(s.back()) != std::string_view::npos)
    s.remove_suffix(1);
  SanMove out;
  if (s == "O-O" || s == "0-0") return out.castle = kHSide, out;
  if (s == "O-O-O" || s == "0-0-0") return out.castle = kASide, out;
  std::size_t i = 0;
  if (i < s.size() && kTypeLetters.find(s[i]) != std::string_view::npos && s[i] != ' ' &&
      s[i] != 'P')
    out.piece = PieceType(kTypeLetters.find(s[i++]));
  // Promotion suffix: =Q or Q.
  if (s.size() >= 2 && out.piece == kPawn) {
    auto idx = kTypeLetters.find(s.back());
    if (idx != std::string_view::npos && idx >= kKnight && idx <= kQueen) {
      out.promo = PieceType(idx);
      s.remove_suffix(1);
      if (!s.empty() && s.back() == '=') s.remove_suffix(1);
    }
  }
  if (s.size() < i + 2) return std::nullopt;
  auto to = parse_square(s.substr(s.size() - 2));
  if (!to) return std::nullopt;
  out.to = *to;
  std::string_view middle = s.substr(i, s.size() - 2 - i);
  if (!middle.empty() && (middle.back() == 'x' || middle.back() == ':')) middle.remove_suffix(1);
  if (!middle.empty() && middle.back() == '-') middle.remove_suffix(1);  // long form Ng1-f3
  for (char c : middle) {
    if (auto file = parse_file(c, 8); file && out.from_file < 0 && out.from_rank < 0)
      out.from_file = *file;
    else if (auto rank = parse_rank({&c, 1}, 8); rank && out.from_rank < 0)
      out.from_rank = *rank;
    else
      return std::nullopt;
  }
  return out;
}

bool san_names(const Position& pos, Move m, const SanMove& san) {
  if (san.castle >= 0)
    return m.kind() == Move::kCastling && (m.to() > m.from() ? kHSide : kASide) == san.castle;
  if (m.kind() == Move::kCastling || !pos.board[m.from()]) return false;
  if (type_of(pos.board[m.from()]) != san.piece || m.to() != san.to) return false;
  if (san.from_file >= 0 && file_of(m.from()) != san.from_file) return false;
  if (san.from_rank >= 0 && rank_of(m.from()) != san.from_rank) return false;
  return (m.kind() == Move::kPromotion ? m.promotion() : kNoType) == san.promo;
}

int file_distance(Square a, Square b) { return std::abs(file_of(a) - file_of(b)); }

std::string to_uci(Move m) {
  std::string s = square_name(m.from()) + square_name(m.to());
  if (m.kind() == Move::kPromotion) s += " pnbrqk"[m.promotion()];
  return s;
}

CheckMark check_mark(bool in_check, bool has_reply) {
  if (!in_check) return CheckMark::kNone;
  return has_reply ? CheckMark::kCheck : CheckMark::kMate;
}

std::string to_san(const Position& pos, Move m, std::span<const Move> legal, CheckMark mark) {
  std::string san;
  if (m.kind() == Move::kCastling) {
    san = m.to() > m.from() ? "O-O" : "O-O-O";
  } else {
    Piece p = pos.board[m.from()];
    PieceType t = type_of(p);
    bool capture = pos.board[m.to()] || m.kind() == Move::kEnPassant;
    if (t == kPawn) {
      if (capture) san += file_letter(file_of(m.from()));
    } else {
      san += kTypeLetters[t];
      // Disambiguate among the other legal moves of the same piece type to the same square.
      bool clash = false, same_file = false, same_rank = false;
      for (Move o : legal) {
        if (o == m || o.to() != m.to() || o.kind() == Move::kCastling || pos.board[o.from()] != p ||
            o.from() == m.from())
          continue;
        clash = true;
        same_file |= file_of(o.from()) == file_of(m.from());
        same_rank |= rank_of(o.from()) == rank_of(m.from());
      }
      if (clash) {
        if (!same_file)
          san += file_letter(file_of(m.from()));
        else if (!same_rank)
          san += rank_number(rank_of(m.from()));
        else
          san += square_name(m.from());
      }
    }
    if (capture) san += 'x';
    san += square_name(m.to());
    if (m.kind() == Move::kPromotion) {
      san += '=';
      san += kTypeLetters[m.promotion()];
    }
  }
  if (mark != CheckMark::kNone) san += mark == CheckMark::kMate ? '#' : '+';
  return san;
}

std::string to_san(const Position& pos, Move m) {
  Position next = pos;
  play(next, m);
  const bool check = next.in_check();
  return to_san(pos, m, legal_moves(pos), check_mark(check, check && !legal_moves(next).empty()));
}

Move parse_move(const Position& pos, std::string_view text) {
  std::string_view original = text;
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && (text.back() == ' ' || text.back() == '+' || text.back() == '#' ||
                           text.back() == '!' || text.back() == '?'))
    text.remove_suffix(1);
  if (text.empty()) throw InputError("no move given");
  MoveBuffer legal = legal_moves(pos);
  if (legal.empty())
    throw InputError(pos.in_check() ? "no move is legal: the game is over by checkmate"
                                    : "no move is legal: the game is over by stalemate");
  if ((text.size() == 4 || text.size() == 5) && parse_square(text.substr(0, 2)) &&
      parse_square(text.substr(2, 2)))
    return parse_uci(pos, text, legal);
  return parse_san(pos, text, original, legal);
}

}  // namespace menagerie::chess
