// Text at the edges. A position is a FEN (classic KQkq castling) followed by the half of the seat to
// move, "k" or "q": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 k". Moves are
// written as in UCI (e2e4, e7e8q, castling as the king's two-square step e1g1) or SAN, and "pass".
#include <algorithm>
#include <cctype>
#include <vector>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "chess/notation.hpp"
#include "chess/words.hpp"
#include "core/error.hpp"
#include "core/words.hpp"
#include "games/crowded_house/crowded_house.hpp"

namespace menagerie::crowded_house {

using namespace chess;

namespace {

const char* half_words(Seat seat) {
  return queen_side(seat) ? "the queen side (files a-d)" : "the king side (files e-h)";
}

// Where the king stands after castling `m` (written king-takes-rook inside).
Square king_target(const Position& pos, Move m) {
  return castle_king_target(pos.side, m.to() > m.from() ? kHSide : kASide);
}

// SAN of m among the seat's legal moves (for disambiguation), without the check suffix.
std::string plain_san(const State& s, Move m, const MoveBuffer& legal) {
  return m == kPass ? "pass" : to_san(s.pos, m, legal);
}

// Why a well-formed move is not legal for the seat to move: its piece, its half, its king.
[[noreturn]] void explain(const State& s, std::string_view text, Move m) {
  const Position& pos = s.pos;
  const std::string who(seat_name(s.seat));
  if (!((bit(m.from()) | bit(m.to())) & half_of(s.seat)))
    throw InputError(fmt::format(
        "illegal move {}: it starts and ends outside {}; {} may move only a piece whose move "
        "starts or ends there",
        text, half_words(s.seat), who));
  if (!CrowdedHouse::leaves_king_safe(s, m))
    throw InputError(
        fmt::format("illegal move {}: the next player, {}, could then capture {}'s king", text,
                    seat_name(next_seat(s.seat)), color_name(pos.side)));
  if (m.kind() == Move::kCastling)
    throw InputError(fmt::format(
        "illegal move {}: the king may not castle across a square where {} could capture it", text,
        seat_name(next_seat(s.seat))));
  throw InputError(fmt::format("illegal move {}", text));
}

}  // namespace

State CrowdedHouse::parse_position(std::string_view text, const Rules& rules) {
  auto fields = split_words(text);
  if (fields.size() < 5 || fields.size() > 7)
    throw InputError(fmt::format(
        "bad position: expected a FEN (4 to 6 fields) and then the half of the seat to move, 'k' "
        "or 'q', found {} fields",
        fields.size()));
  std::string_view half = fields.back();
  if (half != "k" && half != "q")
    throw InputError(fmt::format(
        "bad position: the last field is the half of the seat to move, 'k' (king side) or 'q' "
        "(queen side), not '{}'",
        half));
  std::string fen;
  for (std::size_t i = 0; i + 1 < fields.size(); ++i) {
    if (i) fen += ' ';
    fen += fields[i];
  }
  State s;
  // The orthodox check rules do not hold here (a king may stand attacked): validate() has ours.
  s.pos = parse_fen(fen, FenChecks{.check_rules = false});
  s.seat = std::uint8_t((half == "q" ? 2 : 0) + s.pos.side);
  s.rules = rules;
  validate(s);
  // En passant is only for the seat to move, and only within its half rule.
  if (s.pos.ep != kNoSq) {
    bool usable = false;
    for (Bitboard b = pawn_attacks(~s.pos.side, s.pos.ep) & s.pos.pieces(s.pos.side, kPawn);
         b && !usable;)
      usable = (bit(pop_lsb(b)) | bit(s.pos.ep)) & half_of(s.seat);
    if (!usable) {
      s.pos.ep = kNoSq;
      s.pos.key = compute_key(s.pos);
    }
  }
  return s;
}

void CrowdedHouse::validate(const State& s) {
  const Position& pos = s.pos;
  for (Color c : {kWhite, kBlack})
    for (CastlingSide side : {kHSide, kASide}) {
      if (!pos.has_castling(c, side)) continue;
      Square k = relative(c, make_square(4, 0));
      Square r = relative(c, make_square(side == kHSide ? 7 : 0, 0));
      if (pos.king(c) != k || pos.castle_rook[castling_index(c, side)] != r)
        throw InputError(fmt::format(
            "bad position: {} castles only as in standard chess, with the king on {} and the rook "
            "on {}",
            color_name(c), square_name(k), square_name(r)));
    }
  // The seat that just moved may not have left its king where the seat to move could take it.
  const Color mover = ~pos.side;
  if (king_capturable(s, mover, s.seat))
    throw InputError(fmt::format(
        "bad position: {}'s king could be captured by {}, who is to move; no legal move leads "
        "here",
        color_name(mover), seat_name(s.seat)));
}

std::string CrowdedHouse::position_text(const State& s) {
  // to_fen writes castling as rook files (Shredder-FEN); castling is classic here: KQkq.
  std::string fen = to_fen(s.pos);
  auto fields = split_words(fen);
  std::string castling;
  if (s.pos.has_castling(kWhite, kHSide)) castling += 'K';
  if (s.pos.has_castling(kWhite, kASide)) castling += 'Q';
  if (s.pos.has_castling(kBlack, kHSide)) castling += 'k';
  if (s.pos.has_castling(kBlack, kASide)) castling += 'q';
  if (castling.empty()) castling = "-";
  return fmt::format("{} {} {} {} {} {} {}", fields[0], fields[1], castling, fields[3], fields[4],
                     fields[5], queen_side(s.seat) ? 'q' : 'k');
}

std::string CrowdedHouse::move_text(const State& s, Move m) {
  if (m == kPass) return "pass";
  if (m.kind() == Move::kCastling)
    return square_name(m.from()) + square_name(king_target(s.pos, m));
  return to_uci(m);
}

std::string CrowdedHouse::move_display(const State& s, Move m) {
  MoveBuffer legal;
  generate(s, legal);
  if (m == kPass) return "pass";
  State next = s;
  play(next, m);
  // Check: the seat now to move could lose its king to the seat after it (the mover's partner).
  const bool check = in_check(next);
  MoveBuffer replies;
  if (check) generate(next, replies);
  return to_san(s.pos, m, legal, check_mark(check, !replies.empty()));
}

Move CrowdedHouse::parse_move(const State& s, std::string_view raw) {
  auto fields = split_words(raw);
  if (fields.size() != 1)
    throw InputError(fmt::format("bad move '{}': write one move, like e2e4, Nf3 or pass", raw));
  const std::string_view text = fields[0];
  MoveBuffer legal;
  generate(s, legal);
  std::string lower(text);
  for (char& c : lower) c = char(std::tolower(static_cast<unsigned char>(c)));
  const bool pass = lower == "pass" || lower == "0000" || lower == "--";
  if (pass) {
    if (legal.contains(kPass)) return kPass;
    throw InputError(fmt::format("illegal move {}: {} may pass only with no legal move{}", text,
                                 seat_name(s.seat), in_check(s) ? "" : " (and it has some)"));
  }
  // Machine forms first (e2e4, e7e8q, e1g1, and castling as the king taking its rook, e1h1): read
  // as SAN, e2e4 would be a pawn move with its origin given, which is the same move anyway.
  for (Move m : legal)
    if (move_text(s, m) == text || (m.kind() == Move::kCastling && to_uci(m) == text)) return m;
  // SAN, as every SAN reader takes it (chess::read_san): needless disambiguation, x, =Q or Q.
  const std::optional<SanMove> san = read_san(text);
  if (san) {
    std::vector<Move> named;
    for (Move m : legal)
      if (m != kPass && san_names(s.pos, m, *san)) named.push_back(m);
    if (named.size() == 1) return named[0];
    if (named.size() > 1) {
      std::string options;
      for (Move m : named) options += (options.empty() ? "" : " or ") + plain_san(s, m, legal);
      throw InputError(fmt::format("ambiguous move {}: it could be {}", text, options));
    }
  }
  // Not legal: find what it would be without the half rule and the king's safety, and say why.
  MoveBuffer all;
  generate_unrestricted(s, all);
  for (Move m : all) {
    bool named = to_uci(m) == text || (san && san_names(s.pos, m, *san)) ||
                 (m.kind() == Move::kCastling && move_text(s, m) == text);
    if (named) explain(s, text, m);
  }
  if (text.size() >= 4 && text.size() <= 5) {
    auto from = parse_square(text.substr(0, 2)), to = parse_square(text.substr(2, 2));
    if (from && to) {
      Piece p = s.pos.board[*from];
      if (!p)
        throw InputError(
            fmt::format("illegal move {}: there is no piece on {}", text, square_name(*from)));
      if (color_of(p) != s.pos.side)
        throw InputError(fmt::format("illegal move {}: the {} on {} is {}'s, and it is {}'s turn",
                                     text, type_word(type_of(p)), square_name(*from),
                                     color_name(color_of(p)), seat_name(s.seat)));
      throw InputError(fmt::format("illegal move {}: the {} on {} cannot move to {}", text,
                                   type_word(type_of(p)), square_name(*from), square_name(*to)));
    }
  }
  throw InputError(fmt::format(
      "bad move '{}': no legal move of {} is written so (write e2e4, e7e8q, e1g1, Nf3, O-O or "
      "pass)",
      text, seat_name(s.seat)));
}

}  // namespace menagerie::crowded_house
