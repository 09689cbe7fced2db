// Text forms. Positions: nine ranks from 9 down to 1 separated by '/', each rank six cells written
// as K k M m (White upper case), '*' for a hole and a digit for a run of empty squares; then both
// hands in brackets (White's men as M, Black's as m); the side to move; optionally the plies since
// the last capture or drop and the move number:
//   km4/mmm2*/1mm1*1/2*3/1*2*1/3*2/1*1MM1/*2MMM/4MK[MMMmmm] w 0 1
// Moves: e3c5 (also e3-c5, e3xc5), drops M@e1; people read SAN-like Mc5, Mdxc5, M@e1, with + and #.
#include <cctype>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/square_name.hpp"
#include "games/chessence_winslow/board.hpp"
#include "games/chessence_winslow/chessence_winslow.hpp"

namespace menagerie::chessence_winslow {

static_assert(Notated<ChessenceWinslow>);
static_assert(sizeof(State) <= 40, "copy-make wants a small state");

namespace {

using Moves = MoveList<Move, ChessenceWinslow::kMaxMoves>;

const char* color_name(int c) { return c == kWhite ? "White" : "Black"; }
const char* color_word(int c) { return c == kWhite ? "white" : "black"; }

std::string name(int square) { return board::geometry().name(square); }

std::string_view trim(std::string_view t) {
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
  return t;
}

// A square name of this board, or an InputError saying why `text` is not one.
int parse_cell(std::string_view text, std::string_view what) {
  const Geometry& g = board::geometry();
  if (auto s = g.parse_square(text)) return *s;
  if (!parse_square_name(text, kWidth, kHeight))
    throw InputError(fmt::format("{}: {}", what, not_a_square(text, kWidth, kHeight)));
  throw InputError(fmt::format("{}: {} is a hole, not a square", what, text));
}

std::string list_squares(Bitboard b) {
  std::string out;
  for (int s : squares(b)) out += (out.empty() ? "" : " ") + name(s);
  return out;
}

const char* power_names(int p) {
  static const char* names[8] = {
      "none",   "rook",         "bishop",         "rook, bishop",
      "knight", "rook, knight", "bishop, knight", "rook, bishop, knight"};
  return names[p & 7];
}

void parse_board(std::string_view field, State& s) {
  std::vector<std::string_view> ranks;
  for (std::size_t start = 0;;) {
    std::size_t slash = field.find('/', start);
    ranks.push_back(field.substr(start, slash == std::string_view::npos ? slash : slash - start));
    if (slash == std::string_view::npos) break;
    start = slash + 1;
  }
  if (ranks.size() != kHeight)
    throw InputError(fmt::format("position board: expected {} ranks separated by '/', found {}",
                                 kHeight, ranks.size()));
  const Geometry& g = board::geometry();
  Bitboard kings[2] = {0, 0};
  for (int i = 0; i < kHeight; ++i) {
    const int rank = kHeight - 1 - i;
    int file = 0;
    auto cell = [&] {
      if (file >= kWidth)
        throw InputError(
            fmt::format("position board, rank {}: more than {} files", rank + 1, kWidth));
      return g.square(file++, rank);
    };
    for (char c : ranks[i]) {
      if (c >= '1' && c <= '9') {
        for (int n = c - '0'; n > 0; --n) {
          int sq = cell();
          if (!g.exists(sq))
            throw InputError(fmt::format(
                "position board, rank {}: the empty run '{}' covers the hole {} (write '*' there)",
                rank + 1, c, name(sq)));
        }
      } else if (c == '*') {
        int sq = cell();
        if (g.exists(sq))
          throw InputError(fmt::format("position board, rank {}: '*' on {}, which is not a hole",
                                       rank + 1, name(sq)));
      } else if (c == 'M' || c == 'm' || c == 'K' || c == 'k') {
        int sq = cell();
        if (!g.exists(sq))
          throw InputError(
              fmt::format("position board, rank {}: '{}' on the hole {}", rank + 1, c, name(sq)));
        int color = std::isupper(static_cast<unsigned char>(c)) ? kWhite : kBlack;
        (c == 'M' || c == 'm' ? s.men[color] : kings[color]) |= bit(sq);
      } else {
        throw InputError(fmt::format(
            "position board, rank {}: unexpected '{}' (pieces are K k M m, '*' is a hole, digits "
            "count empty squares)",
            rank + 1, c));
      }
    }
    if (file != kWidth)
      throw InputError(fmt::format("position board, rank {}: describes {} files, not {}", rank + 1,
                                   file, kWidth));
  }
  for (int c = 0; c < 2; ++c) {
    if (popcount(kings[c]) != 1)
      throw InputError(fmt::format("impossible position: {} has {} kings, not 1", color_name(c),
                                   popcount(kings[c])));
    if (kings[c] != bit(kKingSquare[c]))
      throw InputError(
          fmt::format("impossible position: the {} king stands on {}, but kings never "
                      "leave their starting square {}",
                      color_word(c), name(lsb(kings[c])), name(kKingSquare[c])));
  }
}

unsigned parse_counter(std::string_view field, std::string_view what, unsigned min) {
  unsigned n = 0;
  bool ok = !field.empty() && field.size() <= 5;
  for (char c : field) ok = ok && c >= '0' && c <= '9';
  if (ok)
    for (char c : field) n = n * 10 + (c - '0');
  if (!ok || n < min || n > 0xFFFF)
    throw InputError(
        fmt::format("position {}: '{}' is not a whole number from {} to 65535", what, field, min));
  return n;
}

Moves legal(const State& s) {
  Moves moves;
  ChessenceWinslow::generate(s, moves);
  return moves;
}

// Why the move (from, to) or the drop on `to` is not legal in s; called once we know it is not.
[[noreturn]] void refuse(const State& s, const Move& m, std::string_view text) {
  const int us = s.side;
  auto fail = [&](const std::string& why) {
    return InputError(fmt::format("illegal move {}: {}", text, why));
  };
  const Bitboard occupied = s.men[0] | s.men[1] | kKings;
  if (m.is_drop()) {
    if (!s.hand[us]) throw fail(fmt::format("{} has no men in hand", color_name(us)));
    if (!test(board::kDropSquares[us], m.to))
      throw fail(fmt::format("{} is not one of {}'s drop squares ({})", name(m.to), color_name(us),
                             list_squares(board::kDropSquares[us])));
    if (test(occupied, m.to)) throw fail(fmt::format("{} is occupied", name(m.to)));
  } else {
    if (test(kKings, m.from)) throw fail("kings never move");
    if (test(s.men[us ^ 1], m.from))
      throw fail(fmt::format("the man on {} is {}'s", name(m.from), color_name(us ^ 1)));
    if (!test(s.men[us], m.from)) throw fail(fmt::format("there is no man on {}", name(m.from)));
    int p = ChessenceWinslow::powers(s, m.from);
    if (!p)
      throw fail(
          fmt::format("the man on {} has no power: no friendly man stands next to it or a "
                      "knight's leap away",
                      name(m.from)));
    if (test(s.men[us] | kKings, m.to))
      throw fail(fmt::format("{} is occupied by {}", name(m.to),
                             test(kKings, m.to) ? "a king" : "your own man"));
    if (!test(ChessenceWinslow::reach(s, m.from), m.to))
      throw fail(fmt::format("the man on {} moves as {} and cannot reach {}", name(m.from),
                             power_names(p), name(m.to)));
  }
  throw fail(fmt::format("it would leave the {} king in check", color_word(us)));
}

}  // namespace

State ChessenceWinslow::parse_position(std::string_view text) {
  text = trim(text);
  if (text.empty()) throw InputError("position: the text is empty");
  std::size_t board_end = text.find_first_of("[ \t");
  State s;
  s.men[0] = s.men[1] = 0;
  parse_board(text.substr(0, board_end), s);

  std::string_view rest = board_end == std::string_view::npos ? "" : trim(text.substr(board_end));
  if (rest.empty() || rest.front() != '[')
    throw InputError(
        "position hands: expected the hands in brackets after the board, e.g. [MMMmmm] "
        "([] when both are empty)");
  std::size_t close = rest.find(']');
  if (close == std::string_view::npos) throw InputError("position hands: missing ']'");
  int hand[2] = {0, 0};
  for (char c : rest.substr(1, close - 1)) {
    if (c == 'M')
      ++hand[kWhite];
    else if (c == 'm')
      ++hand[kBlack];
    else
      throw InputError(fmt::format(
          "position hands: unexpected '{}' (a hand holds only men: M for White, m for Black)", c));
  }
  rest = rest.substr(close + 1);

  std::vector<std::string_view> fields;
  for (std::string_view r = trim(rest); !r.empty(); r = trim(r)) {
    std::size_t end = r.find_first_of(" \t");
    fields.push_back(r.substr(0, end));
    r = end == std::string_view::npos ? "" : r.substr(end);
  }
  if (fields.empty())
    throw InputError("position side to move: missing ('w' or 'b' after the hands)");
  if (fields[0] != "w" && fields[0] != "b")
    throw InputError(
        fmt::format("position side to move: expected 'w' or 'b', found '{}'", fields[0]));
  s.side = fields[0] == "w" ? kWhite : kBlack;
  s.quiet = fields.size() > 1 ? parse_counter(fields[1], "quiet-ply counter", 0) : 0;
  s.fullmove = fields.size() > 2 ? parse_counter(fields[2], "move number", 1) : 1;
  if (fields.size() > 3)
    throw InputError(fmt::format("position: unexpected '{}' after the move number", fields[3]));

  for (int c = 0; c < 2; ++c) {
    if (hand[c] > kHandMax)
      throw InputError(
          fmt::format("impossible position: {} has {} men in hand, but only the {} "
                      "reserves are ever dropped",
                      color_name(c), hand[c], kHandMax));
    int men = popcount(s.men[c]) + hand[c];
    if (men > kMenMax)
      throw InputError(
          fmt::format("impossible position: {} has {} men on the board and in hand, "
                      "more than the {} of a set",
                      color_name(c), men, kMenMax));
    s.hand[c] = static_cast<std::uint8_t>(hand[c]);
  }
  if (king_attacked(s, s.side ^ 1))
    throw InputError(fmt::format("impossible position: {} is to move but the {} king is in check",
                                 color_name(s.side), color_word(s.side ^ 1)));
  s.key = compute_key(s);
  return s;
}

char ChessenceWinslow::cell_char(const State& s, int sq) {
  return !board::geometry().exists(sq) ? '*'
         : test(s.men[kWhite], sq)     ? 'M'
         : test(s.men[kBlack], sq)     ? 'm'
         : sq == kKingSquare[kWhite]   ? 'K'
         : sq == kKingSquare[kBlack]   ? 'k'
                                       : '.';
}

std::string ChessenceWinslow::position_text(const State& s) {
  const Geometry& g = board::geometry();
  std::string out;
  for (int rank = kHeight - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < kWidth; ++file) {
      int sq = g.square(file, rank);
      char c = cell_char(s, sq);
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty) out += char('0' + empty);
      empty = 0;
      out += c;
    }
    if (empty) out += char('0' + empty);
    if (rank) out += '/';
  }
  return fmt::format("{}[{}{}] {} {} {}", out, std::string(s.hand[kWhite], 'M'),
                     std::string(s.hand[kBlack], 'm'), s.side == kWhite ? 'w' : 'b', s.quiet,
                     s.fullmove);
}

std::string ChessenceWinslow::move_text(const State&, const Move& m) {
  return m.is_drop() ? "M@" + name(m.to) : name(m.from) + name(m.to);
}

Move ChessenceWinslow::parse_move(const State& s, std::string_view text) {
  std::string_view t = trim(text);
  const std::string shown(t);
  while (!t.empty() && (t.back() == '+' || t.back() == '#' || t.back() == '!' || t.back() == '?'))
    t.remove_suffix(1);
  if (t.empty()) throw InputError("move: the text is empty");

  auto game_over = [&] {
    Outcome o = outcome(s);
    if (o.over()) throw InputError(fmt::format("move {}: the game is over ({})", shown, o.reason));
  };

  if (std::size_t at = t.find('@'); at != std::string_view::npos) {
    std::string_view piece = t.substr(0, at);
    if (piece != "M" && piece != "m" && !piece.empty())
      throw InputError(
          fmt::format("move {}: only men are dropped (write M@ and the square)", shown));
    Move m = Move::drop(parse_cell(t.substr(at + 1), fmt::format("move {}", shown)));
    game_over();
    if (!legal(s).contains(m)) refuse(s, m, shown);
    return m;
  }

  if (t.front() == 'K' || t.front() == 'k')
    throw InputError(fmt::format("move {}: kings never move", shown));
  if (t.front() == 'M' || t.front() == 'm') t.remove_prefix(1);
  if (t.size() < 2)
    throw InputError(fmt::format("move {}: expected a move such as e3c5, Mc5 or M@e1", shown));
  const std::string where = fmt::format("move {}", shown);
  const int to = parse_cell(t.substr(t.size() - 2), where);
  std::string_view prefix = t.substr(0, t.size() - 2);
  bool says_capture = false;
  if (!prefix.empty() && (prefix.back() == 'x' || prefix.back() == '-')) {
    says_capture = prefix.back() == 'x';
    prefix.remove_suffix(1);
  }
  int from_file = -1, from_rank = -1;
  if (prefix.size() == 2) {
    int from = parse_cell(prefix, where);
    from_file = board::geometry().file(from);
    from_rank = board::geometry().rank(from);
  } else if (auto file = prefix.size() == 1 ? parse_file(prefix[0], kWidth) : std::nullopt) {
    from_file = *file;
  } else if (auto rank = prefix.size() == 1 ? parse_rank(prefix, kHeight) : std::nullopt) {
    from_rank = *rank;
  } else if (!prefix.empty()) {
    throw InputError(fmt::format(
        "move {}: '{}' does not name where the man comes from (a file, a rank or a square)", shown,
        prefix));
  }
  if (says_capture && !test(s.men[s.side ^ 1], to))
    throw InputError(
        fmt::format("move {}: there is no enemy man to capture on {}", shown, name(to)));
  game_over();

  const Geometry& g = board::geometry();
  std::vector<Move> matches;
  for (const Move& m : legal(s)) {
    if (m.is_drop() || m.to != to) continue;
    if (from_file >= 0 && g.file(m.from) != from_file) continue;
    if (from_rank >= 0 && g.rank(m.from) != from_rank) continue;
    matches.push_back(m);
  }
  if (matches.size() == 1) return matches.front();
  if (matches.size() > 1) {
    std::string options;
    for (const Move& m : matches) options += (options.empty() ? "" : ", ") + move_text(s, m);
    throw InputError(fmt::format("move {}: ambiguous, it could be {}", shown, options));
  }
  if (from_file >= 0 && from_rank >= 0)
    refuse(s, Move::step(g.square(from_file, from_rank), to), shown);
  throw InputError(fmt::format("illegal move {}: no man of {} can move to {}", shown,
                               color_name(s.side), name(to)));
}

std::string ChessenceWinslow::move_display(const State& s, const Move& m) {
  std::string out;
  if (m.is_drop()) {
    out = "M@" + name(m.to);
  } else {
    const Geometry& g = board::geometry();
    bool same_file = false, same_rank = false, other = false;
    for (const Move& x : legal(s)) {
      if (x.is_drop() || x.to != m.to || x.from == m.from) continue;
      other = true;
      same_file = same_file || g.file(x.from) == g.file(m.from);
      same_rank = same_rank || g.rank(x.from) == g.rank(m.from);
    }
    std::string from = name(m.from);
    out = "M";
    if (other) out += !same_file ? from.substr(0, 1) : !same_rank ? from.substr(1) : from;
    if (test(s.men[s.side ^ 1], m.to)) out += 'x';
    out += name(m.to);
  }
  State next = s;
  play(next, m);
  if (in_check(next)) out += outcome(next).reason == "checkmate" ? '#' : '+';
  return out;
}

}  // namespace menagerie::chessence_winslow
