// Position text and move text. The grammar is documented in docs/rules/power-chess.md ("Notation").
//
//   position: <board> <side> <white fields> <black fields> [<quiet plies> <move number>]
//   start:    r6b6kb6r6/ppppp/5/5/5/PPPPP/R6B6KB6R6 w -/- -/- 0 1
//   moves:    a1d2 (path immaterial), b6b7r4/back (promotion), R4@near (back → near), R4@c1 (entry)
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/square_name.hpp"
#include "games/power_chess/board.hpp"
#include "games/power_chess/power_chess.hpp"

namespace menagerie::power_chess {

std::string square_name(int sq) { return menagerie::square_name(sq % kWidth, sq / kWidth); }

namespace {

constexpr const char* kColorName[2] = {"White", "Black"};
constexpr const char* kTypeName[4] = {"pawn", "bishop", "rook", "king"};
constexpr const char* kFieldName[2] = {"near", "back"};

char type_letter(PieceType t) { return "PBRK"[t]; }

PieceType letter_type(char c) {
  switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'P':
      return kPawn;
    case 'B':
      return kBishop;
    case 'R':
      return kRook;
    case 'K':
      return kKing;
    default:
      return kNoPiece;
  }
}

std::string kind_text(int kind) {
  PieceType t = kind_type(kind);
  return t == kPawn ? "P" : fmt::format("{}{}", type_letter(t), kind_die(kind));
}

std::optional<int> parse_square(std::string_view text) {
  auto at = parse_square_name(text, kWidth, kHeight);
  if (!at) return std::nullopt;
  return at->rank * kWidth + at->file;
}

std::vector<std::string_view> split(std::string_view text, char sep, bool skip_empty) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i)
    if (i == text.size() || text[i] == sep) {
      if (!skip_empty || i > start) out.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  return out;
}

int parse_number(std::string_view text, const char* what, int max) {
  if (text.empty() || text.size() > 5 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
    throw InputError(
        fmt::format("position text: the {} must be a whole number, not '{}'", what, text));
  int n = std::stoi(std::string(text));
  if (n > max) throw InputError(fmt::format("position text: the {} {} is above {}", what, n, max));
  return n;
}

// One of the four big fields: '-' or men such as R4B6PP, upper case for White, lower for Black.
void parse_field(std::string_view text, Color c, Field f, State& s) {
  const std::string where = fmt::format("{}'s {} field", kColorName[c], kFieldName[f]);
  if (text == "-") return;
  if (text.empty()) throw InputError(fmt::format("position text: {} is empty; write '-'", where));
  for (std::size_t i = 0; i < text.size(); ++i) {
    char ch = text[i];
    PieceType t = letter_type(ch);
    if (t == kNoPiece)
      throw InputError(fmt::format("position text: '{}' in {} is not a man (P, R, B)", ch, where));
    if (bool(std::isupper(static_cast<unsigned char>(ch))) != (c == kWhite))
      throw InputError(
          fmt::format("position text: '{}' in {} has the wrong case ({} men are {} case)", ch,
                      where, kColorName[c], c == kWhite ? "upper" : "lower"));
    if (t == kKing) throw InputError(fmt::format("position text: a king cannot be in {}", where));
    int die = 0;
    if (t != kPawn) {
      if (i + 1 >= text.size() || text[i + 1] < '1' || text[i + 1] > '6')
        throw InputError(
            fmt::format("position text: the {} '{}' in {} needs its die value (1-6) after "
                        "the letter",
                        kTypeName[t], ch, where));
      die = text[++i] - '0';
    }
    s.fields[c][f].add(field_kind(t, die));
  }
}

std::string field_text(const BigField& z, Color c) {
  std::string out;
  // Rooks, then bishops, strongest die first, then pawns: one canonical order per multiset.
  for (int kind : {6, 5, 4, 3, 2, 1, 12, 11, 10, 9, 8, 7, 0})
    for (int n = 0; n < z.count(kind); ++n) out += kind_text(kind);
  if (out.empty()) return "-";
  if (c == kBlack)
    for (char& ch : out) ch = char(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

}  // namespace

void PowerChess::validate(const State& s) {
  for (int c = 0; c < 2; ++c) {
    int kings = popcount(s.pieces(Color(c), kKing));
    if (kings != 1)
      throw InputError(fmt::format("impossible position: {} has {} kings (needs exactly one)",
                                   kColorName[c], kings));
    constexpr int kMost[3] = {5, 2, 2};  // the set: 5 pawns, 2 bishops, 2 rooks; men are never lost
    for (PieceType t : {kPawn, kBishop, kRook}) {
      int n = popcount(s.pieces(Color(c), t));
      for (int f = 0; f < 2; ++f)
        for (int k = 0; k < kFieldKinds; ++k)
          if (kind_type(k) == t) n += s.fields[c][f].count(k);
      if (n > kMost[t])
        throw InputError(fmt::format(
            "impossible position: {} has {} {}s on the board and in the fields (a side has {})",
            kColorName[c], n, kTypeName[t], kMost[t]));
    }
    if (s.rules.unpromotable == Rules::Unpromotable::kForbidden &&
        (s.pieces(Color(c), kPawn) & rank_mask(last_rank(Color(c)))))
      throw InputError(fmt::format(
          "impossible position: a {} pawn stands on its last rank, which these rules forbid",
          kColorName[c]));
  }
  const Color waiting = Color(s.side ^ 1);
  if (attacked(s, lsb(s.pieces(waiting, kKing)), s.side))
    throw InputError(fmt::format("impossible position: {} is in check but it is {}'s move",
                                 kColorName[waiting], kColorName[s.side]));
}

State PowerChess::parse_position(std::string_view text, const Rules& rules) {
  auto tokens = split(text, ' ', true);
  if (tokens.size() != 4 && tokens.size() != 6)
    throw InputError(fmt::format(
        "position text needs 4 or 6 space-separated parts (board, side, White's fields, Black's "
        "fields, [quiet plies, move number]), not {}",
        tokens.size()));
  State s;
  s.rules = rules;

  auto ranks = split(tokens[0], '/', false);
  if (ranks.size() != kHeight)
    throw InputError(fmt::format("position text: the board needs {} ranks separated by '/', not {}",
                                 kHeight, ranks.size()));
  for (int i = 0; i < kHeight; ++i) {
    const int rank = kHeight - 1 - i;
    std::string_view row = ranks[i];
    int file = 0;
    for (std::size_t j = 0; j < row.size(); ++j) {
      char ch = row[j];
      if (ch >= '1' && ch <= '9') {
        file += ch - '0';
      } else {
        PieceType t = letter_type(ch);
        if (t == kNoPiece)
          throw InputError(fmt::format("position text: '{}' on rank {} is not a man (P, B, R, K)",
                                       ch, rank + 1));
        int die = 0;
        if (t == kRook || t == kBishop) {
          if (j + 1 >= row.size() || row[j + 1] < '1' || row[j + 1] > '6')
            throw InputError(fmt::format(
                "position text: the {} '{}' on rank {} needs its die value (1-6) after the "
                "letter",
                kTypeName[t], ch, rank + 1));
          die = row[++j] - '0';
        }
        if (file >= kWidth) {  // reported below as too many cells
          ++file;
          break;
        }
        Color c = std::isupper(static_cast<unsigned char>(ch)) ? kWhite : kBlack;
        int sq = rank * kWidth + file;
        s.by_color[c] |= bit(sq);
        s.by_type[t] |= bit(sq);
        s.die[sq] = std::uint8_t(die);
        ++file;
      }
      if (file > kWidth) break;
    }
    if (file > kWidth)
      throw InputError(fmt::format("position text: rank {} ('{}') has more than {} cells", rank + 1,
                                   row, kWidth));
    if (file < kWidth)
      throw InputError(fmt::format("position text: rank {} ('{}') has {} cells; each rank has {}",
                                   rank + 1, row, file, kWidth));
  }

  if (tokens[1] == "w")
    s.side = kWhite;
  else if (tokens[1] == "b")
    s.side = kBlack;
  else
    throw InputError(
        fmt::format("position text: the side to move must be 'w' or 'b', not '{}'", tokens[1]));

  for (int c = 0; c < 2; ++c) {
    auto parts = split(tokens[2 + c], '/', false);
    if (parts.size() != 2)
      throw InputError(
          fmt::format("position text: {}'s fields must be written near/back (e.g. R4P/-), not '{}'",
                      kColorName[c], tokens[2 + c]));
    parse_field(parts[0], Color(c), kNear, s);
    parse_field(parts[1], Color(c), kBack, s);
  }

  if (tokens.size() == 6) {
    s.quiet_plies = std::uint16_t(parse_number(tokens[4], "quiet-ply count", 60000));
    int number = parse_number(tokens[5], "move number", 60000);
    if (number < 1) throw InputError("position text: the move number starts at 1");
    s.fullmove = std::uint16_t(number);
  }
  validate(s);
  s.key = compute_hash(s);
  return s;
}

std::string PowerChess::position_text(const State& s) {
  std::string board;
  for (int rank = kHeight - 1; rank >= 0; --rank) {
    int empty = 0;
    for (int file = 0; file < kWidth; ++file) {
      int sq = rank * kWidth + file;
      PieceType t = s.type_at(sq);
      if (t == kNoPiece) {
        ++empty;
        continue;
      }
      if (empty) board += char('0' + empty);
      empty = 0;
      char letter = type_letter(t);
      board += s.color_at(sq) == kWhite ? letter : char(std::tolower(letter));
      if (t == kRook || t == kBishop) board += char('0' + s.die[sq]);
    }
    if (empty) board += char('0' + empty);
    if (rank) board += '/';
  }
  return fmt::format("{} {} {}/{} {}/{} {} {}", board, s.side == kWhite ? 'w' : 'b',
                     field_text(s.fields[kWhite][kNear], kWhite),
                     field_text(s.fields[kWhite][kBack], kWhite),
                     field_text(s.fields[kBlack][kNear], kBlack),
                     field_text(s.fields[kBlack][kBack], kBlack), s.quiet_plies, s.fullmove);
}

std::string PowerChess::move_text(const State&, const Move& m) {
  switch (m.type) {
    case Move::kStep:
      return square_name(m.from) + square_name(m.to);
    case Move::kPromote:
      return fmt::format("{}{}{}{}/{}", square_name(m.from), square_name(m.to),
                         char(std::tolower(type_letter(kind_type(m.kind)))), kind_die(m.kind),
                         kFieldName[m.field]);
    case Move::kAdvance:
      return kind_text(m.kind) + "@near";
    case Move::kEnter:
      return kind_text(m.kind) + "@" + square_name(m.to);
  }
  return "?";
}

namespace {

std::string check_mark(const State& s, const Move& m) {
  State next = s;
  PowerChess::play(next, m);
  if (!PowerChess::in_check(next)) return "";
  MovesOf<PowerChess> replies;
  PowerChess::generate_all(next, replies);
  return replies.empty() ? "#" : "+";
}

}  // namespace

std::string PowerChess::move_display(const State& s, const Move& m) {
  std::string out;
  switch (m.type) {
    case Move::kStep:
    case Move::kPromote: {
      PieceType t = s.type_at(m.from);
      if (t != kPawn) out += type_letter(t);
      out += square_name(m.from);
      out += s.type_at(m.to) == kNoPiece ? '-' : 'x';
      out += square_name(m.to);
      if (m.type == Move::kPromote) {
        out += '=';
        out += type_letter(kind_type(m.kind));
        // Name the die and field only when another piece of that type could have been chosen.
        MovesOf<PowerChess> moves;
        generate_all(s, moves);
        bool other = false;
        for (const Move& o : moves)
          other = other || (o.type == Move::kPromote && o.from == m.from && o.to == m.to &&
                            !(o == m) && kind_type(o.kind) == kind_type(m.kind));
        if (other) out += fmt::format("{}/{}", kind_die(m.kind), kFieldName[m.field]);
      }
      break;
    }
    case Move::kAdvance:
    case Move::kEnter:
      out = move_text(s, m);
      break;
  }
  return out + check_mark(s, m);
}

namespace {

[[noreturn]] void illegal(std::string_view text, const std::string& why) {
  throw InputError(fmt::format("illegal move '{}': {}", text, why));
}

std::string candidates(const State& s, const std::vector<Move>& ms) {
  std::vector<std::string> names;
  for (const Move& m : ms) names.push_back(PowerChess::move_text(s, m));
  return fmt::format("{}", fmt::join(names, ", "));
}

Move parse_field_move(const State& s, std::string_view text, std::string_view body,
                      std::size_t at) {
  std::string_view spec = body.substr(0, at), dest = body.substr(at + 1);
  if (spec.empty() || spec.size() > 2)
    illegal(text, "before '@' write the man: P, or R or B with an optional die (R4)");
  PieceType t = letter_type(spec[0]);
  if (t == kNoPiece) illegal(text, fmt::format("'{}' is not a man (P, R, B)", spec[0]));
  if (t == kKing) illegal(text, "kings never leave the board");
  int die = 0;
  if (spec.size() == 2) {
    if (t == kPawn || spec[1] < '1' || spec[1] > '6')
      illegal(text, fmt::format("'{}' is not a die value for a {}", spec[1], kTypeName[t]));
    die = spec[1] - '0';
  }
  Field source = kBack;
  int to = 0;
  if (dest != "near") {  // "near": an advance from the back field; a square: an entry
    auto sq = parse_square(dest);
    if (!sq) illegal(text, fmt::format("'{}' is neither 'near' nor a square a1-e7", dest));
    source = kNear;
    to = *sq;
  }
  const BigField& field = s.fields[s.side][source];
  std::vector<Move> found;
  for (int kind = 0; kind < kFieldKinds; ++kind)
    if (field.count(kind) > 0 && kind_type(kind) == t && (die == 0 || kind_die(kind) == die))
      found.push_back(Move{std::uint8_t(source == kBack ? Move::kAdvance : Move::kEnter), 0,
                           std::uint8_t(to), std::uint8_t(kind), 0});
  if (found.empty())
    illegal(text, fmt::format("{} has no {}{} in the {} field", kColorName[s.side], kTypeName[t],
                              die ? fmt::format(" with die {}", die) : "", kFieldName[source]));
  if (found.size() > 1) illegal(text, "ambiguous: say which one (" + candidates(s, found) + ")");
  const Move m = found[0];
  if (source == kNear && (s.occupied() & bit(to)))
    illegal(text, fmt::format("{} is not empty", square_name(to)));
  if (source == kNear && to / kWidth != first_rank(s.side))
    illegal(text, fmt::format("men enter on {}'s first rank ({}), not on {}", kColorName[s.side],
                              first_rank(s.side) + 1, square_name(to)));
  MovesOf<PowerChess> legal;
  PowerChess::generate_all(s, legal);
  if (!legal.contains(m)) illegal(text, "it would leave the king in check");
  return m;
}

}  // namespace

Move PowerChess::parse_move(const State& s, std::string_view text) {
  {
    MovesOf<PowerChess> any;
    generate(s, any);
    if (any.empty()) throw InputError(fmt::format("no move is possible: {}", outcome(s).reason));
  }
  std::string_view body = text;
  while (!body.empty() && (body.back() == '+' || body.back() == '#' || body.back() == ' '))
    body.remove_suffix(1);
  while (!body.empty() && body.front() == ' ') body.remove_prefix(1);
  if (body.empty()) throw InputError("empty move");
  if (auto at = body.find('@'); at != std::string_view::npos)
    return parse_field_move(s, text, body, at);

  // [piece letter] from [-|x] to [=] [r|b [die] [/near|/back]]
  std::string_view rest = body;
  PieceType named = kNoPiece;
  if (rest.size() > 1 && std::isupper(static_cast<unsigned char>(rest[0])) && rest[1] >= 'a' &&
      rest[1] <= 'e') {
    named = letter_type(rest[0]);
    if (named == kNoPiece) illegal(text, fmt::format("'{}' is not a man (K, R, B, P)", rest[0]));
    rest.remove_prefix(1);
  }
  auto from = rest.size() >= 2 ? parse_square(rest.substr(0, 2)) : std::nullopt;
  if (!from) illegal(text, "expected a from-square a1-e7, a field move such as R4@near, or R4@c1");
  rest.remove_prefix(2);
  if (!rest.empty() && (rest[0] == '-' || rest[0] == 'x')) rest.remove_prefix(1);
  auto to = rest.size() >= 2 ? parse_square(rest.substr(0, 2)) : std::nullopt;
  if (!to) illegal(text, "expected a to-square a1-e7 after the from-square");
  rest.remove_prefix(2);
  if (!rest.empty() && rest[0] == '=') rest.remove_prefix(1);
  PieceType promo = kNoPiece;
  int promo_die = 0;
  int promo_field = -1;
  if (!rest.empty()) {
    promo = letter_type(rest[0]);
    if (promo != kRook && promo != kBishop)
      illegal(text, fmt::format("'{}' is not a promotion piece (r or b)", rest[0]));
    rest.remove_prefix(1);
    if (!rest.empty() && rest[0] >= '1' && rest[0] <= '6') {
      promo_die = rest[0] - '0';
      rest.remove_prefix(1);
    }
    if (rest == "/near")
      promo_field = kNear;
    else if (rest == "/back")
      promo_field = kBack;
    else if (!rest.empty())
      illegal(text, fmt::format("unexpected '{}' (a promotion ends with /near or /back)", rest));
  }

  const int f = *from, t = *to;
  const PieceType mover = s.type_at(f);
  if (mover == kNoPiece) illegal(text, fmt::format("there is no man on {}", square_name(f)));
  if (s.color_at(f) != s.side)
    illegal(text, fmt::format("the {} on {} is {}'s; {} is to move", kTypeName[mover],
                              square_name(f), kColorName[s.color_at(f)], kColorName[s.side]));
  if (named != kNoPiece && named != mover)
    illegal(text, fmt::format("the man on {} is a {}, not a {}", square_name(f), kTypeName[mover],
                              kTypeName[named]));

  MovesOf<PowerChess> legal;
  generate_all(s, legal);
  std::vector<Move> matching;
  bool promotes = false;
  for (const Move& m : legal) {
    if ((m.type != Move::kStep && m.type != Move::kPromote) || m.from != f || m.to != t) continue;
    if (m.type == Move::kPromote) {
      promotes = true;
      if (promo != kNoPiece && kind_type(m.kind) != promo) continue;
      if (promo_die && kind_die(m.kind) != promo_die) continue;
      if (promo_field >= 0 && m.field != promo_field) continue;
    }
    matching.push_back(m);
  }
  if (matching.size() == 1) {
    if (promo != kNoPiece && !promotes) illegal(text, "this move is not a promotion");
    return matching[0];
  }
  if (matching.size() > 1)
    illegal(text, "ambiguous promotion: say which piece (" + candidates(s, matching) + ")");
  if (promotes)
    illegal(text, fmt::format("{} has no such {} in the big fields", kColorName[s.side],
                              promo == kBishop ? "bishop" : "rook"));

  // Not legal: say why, from the most basic reason up.
  if (f == t) illegal(text, "a move must go somewhere");
  if (s.by_color[s.side] & bit(t))
    illegal(text,
            fmt::format("{} is occupied by your own {}", square_name(t), kTypeName[s.type_at(t)]));
  const Bitboard occupied = s.occupied();
  switch (mover) {
    case kRook:
    case kBishop:
      if (!test(reach(f, mover, s.die[f], occupied), t))
        illegal(text, fmt::format("the {} on {} (die {}) cannot reach {} through empty squares",
                                  kTypeName[mover], square_name(f), s.die[f], square_name(t)));
      break;
    case kKing:
      if (!test(king_steps(bit(f)), t)) illegal(text, "the king moves one square");
      break;
    case kPawn:
      if (!test(pawn_pushes(bit(f), s.side) & ~occupied, t) &&
          !test(pawn_captures(bit(f), s.side) & s.by_color[s.side ^ 1], t))
        illegal(text,
                "a pawn steps one square forward to an empty square, or captures one square "
                "diagonally forward");
      if (test(rank_mask(last_rank(s.side)), t) &&
          s.rules.unpromotable == Rules::Unpromotable::kForbidden &&
          s.fields[s.side][kNear].count(0) == s.fields[s.side][kNear].total() &&
          s.fields[s.side][kBack].count(0) == s.fields[s.side][kBack].total())
        illegal(text,
                "no rook or bishop waits in your big fields, and these rules forbid reaching the "
                "last rank without promoting");
      break;
    default:
      break;
  }
  illegal(text, "it would leave the king in check");
}

}  // namespace menagerie::power_chess
