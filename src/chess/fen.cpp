#include "chess/fen.hpp"

#include <charconv>
#include <sstream>
#include <vector>

#include <fmt/format.h>

#include "chess/words.hpp"
#include "core/error.hpp"
#include "core/square_name.hpp"

namespace menagerie::chess {

namespace {

constexpr std::string_view kPieceChars = " PNBRQK  pnbrqk";

[[noreturn]] void fail(const std::string& msg) { throw InputError("bad FEN: " + msg); }

std::vector<std::string_view> split_fields(std::string_view fen) {
  std::vector<std::string_view> fields;
  std::size_t i = 0;
  while (i < fen.size()) {
    while (i < fen.size() && fen[i] == ' ') ++i;
    std::size_t j = i;
    while (j < fen.size() && fen[j] != ' ') ++j;
    if (j > i) fields.push_back(fen.substr(i, j - i));
    i = j;
  }
  return fields;
}

void parse_board(Position& pos, std::string_view text) {
  int rank = 7, file = 0, ranks_seen = 1;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '/') {
      if (file != 8) fail(fmt::format("rank {} describes {} squares, not 8", rank + 1, file));
      if (rank == 0) fail("the board field has more than 8 ranks");
      --rank;
      file = 0;
      ++ranks_seen;
    } else if (c >= '1' && c <= '8') {
      file += c - '0';
      if (file > 8) fail(fmt::format("rank {} describes more than 8 squares", rank + 1));
    } else {
      auto idx = kPieceChars.find(c);
      if (idx == std::string_view::npos || c == ' ')
        fail(fmt::format(
            "'{}' in the board field is not a piece letter (PNBRQK, pnbrqk) or a digit", c));
      if (file >= 8) fail(fmt::format("rank {} describes more than 8 squares", rank + 1));
      put_piece(pos, Piece(idx), make_square(file, rank));
      ++file;
    }
  }
  if (file != 8) fail(fmt::format("rank {} describes {} squares, not 8", rank + 1, file));
  if (ranks_seen != 8) fail(fmt::format("the board field has {} ranks, not 8", ranks_seen));
}

void parse_castling(Position& pos, std::string_view text) {
  if (text == "-") return;
  for (char c : text) {
    Color color = (c >= 'a' && c <= 'z') ? kBlack : kWhite;
    char u = color == kBlack ? char(c - 32) : c;
    Square ksq = pos.pieces(color, kKing) ? pos.king(color) : kNoSq;
    if (u != 'K' && u != 'Q' && (u < 'A' || u > 'H'))
      fail(fmt::format("'{}' in the castling field is not K, Q, a file letter or '-'", c));
    if (ksq == kNoSq || relative_rank(color, ksq) != 0)
      fail(fmt::format("castling right '{}' needs the {} king on its first rank", c,
                       color_name(color)));
    Bitboard rooks = pos.pieces(color, kRook) & rank_bb(rank_of(ksq));
    Square rsq = kNoSq;
    if (u == 'K') {  // the outermost rook on the h-side
      Bitboard side = rooks & ~((bit(ksq) << 1) - 1);
      if (side) rsq = msb(side);
    } else if (u == 'Q') {
      Bitboard side = rooks & (bit(ksq) - 1);
      if (side) rsq = lsb(side);
    } else {
      Square s = make_square(u - 'A', rank_of(ksq));
      if (rooks & bit(s)) rsq = s;
    }
    if (rsq == kNoSq)
      fail(fmt::format("castling right '{}' names no {} rook on the {} side of the king", c,
                       color_name(color),
                       u == 'K'   ? "h"
                       : u == 'Q' ? "a"
                                  : (u - 'A' > file_of(ksq) ? "h" : "a")));
    if (rsq == ksq) fail(fmt::format("castling right '{}' names the king's own square", c));
    CastlingSide side = rsq > ksq ? kHSide : kASide;
    int idx = castling_index(color, side);
    if (pos.castling & (1 << idx))
      fail(fmt::format("the castling field gives {} two rights on the {}-side", color_name(color),
                       side == kHSide ? "h" : "a"));
    pos.castling |= std::uint8_t(1 << idx);
    pos.castle_rook[idx] = rsq;
  }
}

int parse_number(std::string_view text, const char* field, int min) {
  int value = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || ptr != text.data() + text.size() || value < min)
    fail(fmt::format("the {} field '{}' is not a whole number of at least {}", field, text, min));
  return value;
}

void check_legal(const Position& pos, FenChecks checks) {
  for (Color c : {kWhite, kBlack}) {
    int kings = popcount(pos.pieces(c, kKing));
    if (kings > 1 || (kings == 0 && checks.one_king_each))
      fail(fmt::format("{} has {} kings, needs exactly 1", color_name(c), kings));
    if (popcount(pos.pieces(c, kPawn)) > 8)
      fail(fmt::format("{} has more than 8 pawns", color_name(c)));
    if (popcount(pos.pieces(c)) > 16)
      fail(fmt::format("{} has more than 16 pieces", color_name(c)));
  }
  if (pos.pieces(kPawn) & (rank_bb(0) | rank_bb(7)))
    fail(fmt::format("a pawn stands on the first or last rank ({})",
                     square_name(lsb(pos.pieces(kPawn) & (rank_bb(0) | rank_bb(7))))));
  if (!checks.check_rules) return;
  Color them = ~pos.side;
  if (pos.attackers_to(pos.king(them), pos.pieces()) & pos.pieces(pos.side))
    fail(fmt::format("{} is in check but it is {}'s move", color_name(them), color_name(pos.side)));
  Bitboard checkers = pos.checkers();
  if (popcount(checkers) > 2)
    fail(fmt::format("{} is in check from {} pieces at once", color_name(pos.side),
                     popcount(checkers)));
}

}  // namespace

std::string square_name(Square s) { return menagerie::square_name(file_of(s), rank_of(s)); }

std::optional<Square> parse_square(std::string_view text) {
  auto at = parse_square_name(text, 8, 8);
  if (!at) return std::nullopt;
  return make_square(at->file, at->rank);
}

char piece_char(Piece p) { return p == kNoPiece ? '.' : kPieceChars[p]; }

Position parse_fen(std::string_view fen) { return parse_fen(fen, FenChecks{}); }

Position parse_fen(std::string_view fen, FenChecks checks) {
  Position pos{};
  for (auto& r : pos.castle_rook) r = kNoSq;
  pos.ep = kNoSq;
  pos.fullmove = 1;
  auto fields = split_fields(fen);
  if (fields.size() < 4 || fields.size() > 6)
    fail(
        fmt::format("expected 4 to 6 space-separated fields (board, side, castling, en passant, "
                    "halfmove, fullmove), found {}",
                    fields.size()));
  parse_board(pos, fields[0]);
  if (fields[1] == "w")
    pos.side = kWhite;
  else if (fields[1] == "b")
    pos.side = kBlack;
  else
    fail(fmt::format("the side-to-move field is '{}', not 'w' or 'b'", fields[1]));
  check_legal(pos, checks);
  parse_castling(pos, fields[2]);
  if (fields[3] != "-") {
    auto parsed = parse_square(fields[3]);
    if (!parsed) fail(fmt::format("the en passant field '{}' is not a square or '-'", fields[3]));
    Square ep = *parsed;
    Color us = pos.side, them = ~us;
    Square pawn = us == kWhite ? ep - 8 : ep + 8;
    Square origin = us == kWhite ? ep + 8 : ep - 8;
    if (relative_rank(us, ep) != 5)
      fail(fmt::format("en passant square {} is not on rank {}", fields[3], us == kWhite ? 6 : 3));
    if (pos.board[pawn] != make_piece(them, kPawn) || pos.board[ep] || pos.board[origin])
      fail(fmt::format("en passant square {} does not follow a two-step {} pawn move", fields[3],
                       color_name(them)));
    if (pawn_attacks(them, ep) & pos.pieces(us, kPawn)) pos.ep = ep;
  }
  if (fields.size() >= 5) pos.halfmove = parse_number(fields[4], "halfmove", 0);
  if (fields.size() == 6) pos.fullmove = parse_number(fields[5], "fullmove", 1);
  pos.key = compute_key(pos);
  return pos;
}

std::string to_fen(const Position& pos) {
  std::ostringstream out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      Piece p = pos.board[make_square(file, rank)];
      if (!p) {
        ++empty;
        continue;
      }
      if (empty) out << empty;
      empty = 0;
      out << piece_char(p);
    }
    if (empty) out << empty;
    if (rank) out << '/';
  }
  out << (pos.side == kWhite ? " w " : " b ");
  std::string castling;
  for (Color c : {kWhite, kBlack})
    for (CastlingSide side : {kHSide, kASide})
      if (pos.has_castling(c, side)) {
        char f = char('A' + file_of(pos.castle_rook[castling_index(c, side)]));
        castling += c == kWhite ? f : char(f + 32);
      }
  out << (castling.empty() ? "-" : castling) << ' ';
  out << (pos.ep == kNoSq ? "-" : square_name(pos.ep)) << ' ' << pos.halfmove << ' '
      << pos.fullmove;
  return out.str();
}

}  // namespace menagerie::chess
