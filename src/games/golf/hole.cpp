// The rules of one hole (hole.hpp): borrowed moves, the king's step, and who may capture whom.
#include "games/golf/hole.hpp"

#include <cctype>

#include <fmt/format.h>

#include "chess/attacks.hpp"
#include "chess/fen.hpp"
#include "chess/words.hpp"
#include "core/bitboard.hpp"
#include "core/error.hpp"

namespace menagerie::golf {

using chess::Color;

std::string_view special_name(Special s) {
  switch (s) {
    case Special::kPairs:
      return "pairs";
    case Special::kMoves:
      return "moves";
    case Special::kNone:
      break;
  }
  return "none";
}

Special parse_special(std::string_view text) {
  if (text == "pairs") return Special::kPairs;
  if (text == "moves") return Special::kMoves;
  if (text == "none") return Special::kNone;
  throw InputError(fmt::format("the special move is pairs, moves or none, not '{}'", text));
}

void Hole::put(Square s, Piece p) {
  at[s] = p;
  colour[chess::color_of(p)] |= bit(s);
}

void Hole::remove(Square s) {
  colour[chess::color_of(at[s])] &= ~bit(s);
  at[s] = chess::kNoPiece;
}

int Hole::piece_count() const { return popcount(occupied()); }

namespace {

// Where the piece on `from` may go from reach: empty squares, and the pieces it may capture.
Bitboard legal_targets(const Hole& h, const CaptureTable& t, Square from, Bitboard reach) {
  return (reach & ~h.occupied()) | (reach & t.of(h, from));
}

bool has_borrowed_move(const Hole& h, const CaptureTable& t, Color c) {
  for (int s : squares(h.colour[c]))
    if (legal_targets(h, t, s, borrowed_reach(h, s))) return true;
  return false;
}

}  // namespace

CaptureTable capture_table(const Hole& h) {
  CaptureTable t;
  if (solved(h)) return t;
  t.only = h.taking;
  // Only chosen cards are ever taken, so only their pieces can be targets: count the untaken
  // ones and find their squares, then give each chosen piece the others (its own card out).
  std::array<std::int8_t, 16> left{};
  for (int i = 0; i < h.card_count; ++i) ++left[h.cards[i]];
  for (int i = 0; i < h.taken_count; ++i) --left[h.taken[i] & 15];  // (pieces are below 16)
  std::array<Bitboard, 16> where{};
  for (int s : squares(h.occupied())) where[h.at[s]] |= bit(s);
  for (int i = 0; i < h.card_count; ++i) {
    Piece p = h.cards[i];
    Bitboard targets = 0;
    for (int j = 0; j < h.card_count; ++j) {
      Piece q = h.cards[j];
      if (left[q] - (q == p) > 0) targets |= where[q];
    }
    t.targets[p] = targets;
  }
  for (int i = 0; i < h.card_count; ++i)
    for (int s : squares(where[h.cards[i]]))
      if (t.of(h, s)) t.capturers |= bit(s);
  return t;
}

CaptureTable quiet_move_table(const CaptureTable& t, Step m, const Hole& after) {
  CaptureTable next = t;
  for (Bitboard& targets : next.targets)
    if (targets & bit(m.from)) targets ^= bit(m.from) | bit(m.to);
  if (next.capturers & bit(m.from)) next.capturers ^= bit(m.from) | bit(m.to);
  next.only = after.taking;
  return next;
}

Bitboard borrowed_reach(const Hole& h, Square from) {
  Color c = chess::color_of(h.at[from]);
  Bitboard neighbours = chess::king_attacks(from) & h.colour[c];
  unsigned types = 0;
  for (int s : squares(neighbours)) types |= 1u << chess::type_of(h.at[s]);
  Bitboard reach = 0, occ = h.occupied();
  for (int t = chess::kKnight; t <= chess::kKing; ++t)
    if (types & (1u << t)) reach |= chess::attacks_of(chess::PieceType(t), from, occ);
  return reach;
}

bool has_pair(const Hole& h, Color c) {
  for (int s : squares(h.colour[c]))
    if (chess::king_attacks(s) & h.colour[c]) return true;
  return false;
}

bool king_steps(const Hole& h, const CaptureTable& t, Color c) {
  switch (h.special) {
    case Special::kPairs:
      return h.colour[c] && !has_pair(h, c);
    case Special::kMoves:
      return h.colour[c] && !has_borrowed_move(h, t, c);
    case Special::kNone:
      break;
  }
  return false;
}

bool king_steps(const Hole& h, Color c) { return king_steps(h, capture_table(h), c); }

bool may_capture(const Hole& h, Square from, Square to) {
  return h.at[from] != chess::kNoPiece && (capture_table(h).of(h, from) & bit(to));
}

void generate(const Hole& h, Steps& out) { generate(h, capture_table(h), out); }

void generate(const Hole& h, const CaptureTable& t, Steps& out) {
  if (solved(h)) return;
  for (Color c : {chess::kWhite, chess::kBlack}) {
    bool kings = king_steps(h, t, c);
    for (int from : squares(h.colour[c])) {
      Bitboard reach = borrowed_reach(h, from);
      if (kings) reach |= chess::king_attacks(from);
      for (int to : squares(legal_targets(h, t, from, reach)))
        out.push_back(Step{std::uint8_t(from), std::uint8_t(to)});
    }
  }
}

namespace {
// Calls visit(from, targets) for each piece that may capture now, with the squares it may take on,
// and stops when visit says so (true); says whether it stopped. The one walk behind any_capture
// (the solver's cheap test) and generate_captures: the same captures `generate` lists.
template <class Visit>
bool visit_captures(const Hole& h, const CaptureTable& t, Visit visit) {
  for (Color c : {chess::kWhite, chess::kBlack}) {
    bool kings = false, asked = false;
    for (int from : squares(h.colour[c] & t.capturers)) {
      Bitboard mask = t.of(h, from);
      if (!mask) continue;
      if (!asked) kings = king_steps(h, t, c), asked = true;
      Bitboard reach = borrowed_reach(h, from);
      if (kings) reach |= chess::king_attacks(from);
      if (Bitboard targets = reach & mask; targets && visit(from, targets)) return true;
    }
  }
  return false;
}
}  // namespace

bool any_capture(const Hole& h) {
  if (solved(h)) return false;
  return visit_captures(h, capture_table(h), [](int, Bitboard) { return true; });
}

void generate_captures(const Hole& h, Steps& out) { generate_captures(h, capture_table(h), out); }

void generate_captures(const Hole& h, const CaptureTable& t, Steps& out) {
  if (solved(h)) return;
  visit_captures(h, t, [&](int from, Bitboard targets) {
    for (int to : squares(targets)) out.push_back(Step{std::uint8_t(from), std::uint8_t(to)});
    return false;
  });
}

void play(Hole& h, Step m) {
  Piece p = h.at[m.from];
  if (h.at[m.to] != chess::kNoPiece) {
    h.taken[h.taken_count++] = h.at[m.to];
    h.remove(m.to);
    h.taking = static_cast<std::int8_t>(m.to);
  } else if (h.taking == m.from) {
    h.taking = static_cast<std::int8_t>(m.to);
  }
  h.remove(m.from);
  h.put(m.to, p);
}

char piece_letter(Piece p) {
  char c = chess::type_letter(chess::type_of(p));
  return chess::color_of(p) == chess::kBlack ? char(std::tolower(c)) : c;
}

Piece piece_of_letter(char c) {
  chess::PieceType t = chess::kNoType;
  switch (std::tolower(static_cast<unsigned char>(c))) {
    case 'n':
      t = chess::kKnight;
      break;
    case 'b':
      t = chess::kBishop;
      break;
    case 'r':
      t = chess::kRook;
      break;
    case 'q':
      t = chess::kQueen;
      break;
    case 'k':
      t = chess::kKing;
      break;
    default:
      return chess::kNoPiece;
  }
  return chess::make_piece(
      std::isupper(static_cast<unsigned char>(c)) ? chess::kWhite : chess::kBlack, t);
}

// Squares are named and read as every game does (core/square_name, through chess/fen).
std::string square_text(Square s) { return chess::square_name(s); }

Square parse_square(std::string_view t) { return chess::parse_square(t).value_or(chess::kNoSq); }

std::string step_text(Step m) { return square_text(m.from) + square_text(m.to); }

Hole parse_board(std::string_view text) {
  Hole h;
  int rank = 7, file = 0;
  auto fault = [&](const std::string& what) {
    return InputError(fmt::format("bad board '{}': {}", text, what));
  };
  if (text.empty()) throw fault("it is empty (give 8 ranks, 8 to 1, separated by '/')");
  for (char c : text) {
    if (c == '/') {
      if (file != 8) throw fault(fmt::format("rank {} has {} squares, not 8", rank + 1, file));
      if (--rank < 0) throw fault("more than 8 ranks");
      file = 0;
    } else if (c >= '1' && c <= '8') {
      file += c - '0';
      if (file > 8) throw fault(fmt::format("rank {} has more than 8 squares", rank + 1));
    } else if (c == 'p' || c == 'P') {
      throw fault("Chess Golf has no pawns");
    } else if (Piece p = piece_of_letter(c); p != chess::kNoPiece) {
      if (file >= 8) throw fault(fmt::format("rank {} has more than 8 squares", rank + 1));
      h.put(rank * 8 + file++, p);
    } else {
      throw fault(fmt::format("'{}' is not a piece letter (K Q R B N, lower case for Black)", c));
    }
  }
  if (rank != 0 || file != 8)
    throw fault(fmt::format("only {} ranks (give 8, from rank 8 to rank 1)", 8 - rank));
  if (h.piece_count() > kMaxPieces)
    throw fault(fmt::format("{} pieces; the game has 16", h.piece_count()));
  for (Color c : {chess::kWhite, chess::kBlack})
    for (int t = chess::kKnight; t <= chess::kKing; ++t) {
      Piece p = chess::make_piece(c, chess::PieceType(t));
      int n = 0;
      for (Square s = 0; s < 64; ++s) n += h.at[s] == p;
      if (n > kSetCount[t])
        throw fault(fmt::format("{} {}s; the set has {}", n, piece_word(p), kSetCount[t]));
    }
  return h;
}

std::string board_text(const Hole& h) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < 8; ++file) {
      Piece p = h.at[rank * 8 + file];
      if (p == chess::kNoPiece) {
        ++empty;
        continue;
      }
      if (empty) out += char('0' + empty);
      empty = 0;
      out += piece_letter(p);
    }
    if (empty) out += char('0' + empty);
    if (rank) out += '/';
  }
  return out;
}

void parse_cards(Hole& h, std::string_view text, int min_cards) {
  std::array<Piece, kMaxCards> cards{};
  int n = 0;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c)) || c == ',') continue;
    Piece p = piece_of_letter(c);
    if (p == chess::kNoPiece)
      throw InputError(fmt::format(
          "bad cards '{}': '{}' is not a card (K Q R B N for White, k q r b n for Black)", text,
          c));
    if (n == kMaxCards)
      throw InputError(
          fmt::format("bad cards '{}': more than {} cards (the deck)", text, kMaxCards));
    cards[n++] = p;
  }
  if (n < min_cards)
    throw InputError(fmt::format("bad cards '{}': a hole turns 2 cards or more", text));
  for (int i = 0; i < n; ++i) {
    int same = 0;
    for (int j = 0; j < n; ++j) same += cards[j] == cards[i];
    if (same > kSetCount[chess::type_of(cards[i])])
      throw InputError(fmt::format("bad cards '{}': the deck has {} {} card{}", text,
                                   kSetCount[chess::type_of(cards[i])], piece_word(cards[i]),
                                   kSetCount[chess::type_of(cards[i])] > 1 ? "s" : ""));
  }
  h.cards = cards;
  h.card_count = static_cast<std::uint8_t>(n);
}

std::string cards_text(const Hole& h) {
  std::string out;
  for (int i = 0; i < h.card_count; ++i) out += piece_letter(h.cards[i]);
  return out;
}

}  // namespace menagerie::golf
