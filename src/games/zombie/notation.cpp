// Zombie Chess as text: the position (a FEN and the zombie fields), each viewer's share of it,
// moves in machine form, and what each viewer reads of a step.
#include <algorithm>
#include <cctype>
#include <charconv>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "chess/notation.hpp"
#include "chess/words.hpp"
#include "core/error.hpp"
#include "games/zombie/notation.hpp"
#include "games/zombie/zombie.hpp"

namespace menagerie::zombie {

using namespace chess;

namespace {

constexpr std::string_view kPieceChars = " PNBRQK  pnbrqk";
constexpr Bitboard kAll = ~Bitboard{0};

[[noreturn]] void fail(const std::string& what) {
  throw InputError("bad Zombie Chess position: " + what);
}

std::string squares_text(Bitboard b) {
  std::string out;
  for (; b;) {
    if (!out.empty()) out += ',';
    out += square_name(pop_lsb(b));
  }
  return out;
}

Bitboard parse_squares(std::string_view key, std::string_view text) {
  Bitboard b = 0;
  while (!text.empty()) {
    auto comma = text.find(',');
    std::string_view part = text.substr(0, comma);
    auto sq = parse_square(part);
    if (!sq) fail(fmt::format("'{}' in {}= is not a square", part, key));
    b |= bit(*sq);
    text = comma == std::string_view::npos ? "" : text.substr(comma + 1);
  }
  return b;
}

Piece parse_piece(char c, std::string_view key) {
  auto i = kPieceChars.find(c);
  if (c == ' ' || i == std::string_view::npos)
    fail(fmt::format("'{}' in {}= is not a piece letter (PNBRQ, pnbrq)", c, key));
  return Piece(i);
}

// A burier's list, e.g. "pc6,Nb2:0000000000ff00ff"; '?' for a square the viewer cannot know.
void parse_burials(Burials& out, Color burier, std::string_view text, bool unknown_allowed) {
  std::string key = chess::color_word(burier);
  while (!text.empty()) {
    auto comma = text.find(',');
    std::string_view part = text.substr(0, comma);
    text = comma == std::string_view::npos ? "" : text.substr(comma + 1);
    if (part.size() < 2) fail(fmt::format("'{}' in {}= is not a burial like pc6", part, key));
    Burial b;
    b.piece = parse_piece(part[0], key);
    if (color_of(b.piece) == burier)
      fail(fmt::format("{} buries only captured {} pieces, not '{}'", chess::color_name(burier),
                       chess::color_name(~burier), part[0]));
    if (type_of(b.piece) == kKing) fail("a king is never captured, so never buried");
    auto colon = part.find(':');
    std::string_view where =
        part.substr(1, colon == std::string_view::npos ? part.npos : colon - 1);
    if (where == "?" && unknown_allowed) {
      b.square = 0;
    } else {
      auto sq = parse_square(where);
      if (!sq) fail(fmt::format("'{}' in {}= is not a square", where, key));
      if (out.at(*sq) >= 0)
        fail(fmt::format("{} has two burials under {}: at most one per square",
                         chess::color_name(burier), where));
      b.square = std::uint8_t(*sq);
    }
    b.candidates = kAll;
    if (colon != std::string_view::npos) {
      std::string_view hex = part.substr(colon + 1);
      auto [ptr, ec] = std::from_chars(hex.data(), hex.data() + hex.size(), b.candidates, 16);
      if (ec != std::errc() || ptr != hex.data() + hex.size())
        fail(fmt::format("'{}' in {}= is not a hexadecimal square set", hex, key));
    }
    if (out.count == zombie::kMaxBurials) fail(fmt::format("too many burials in {}=", key));
    out.add(b);
  }
}

std::string burials_text(const Burials& list, bool hide) {
  std::vector<Burial> items(list.begin(), list.end());
  // A hidden list is written in an order that tells nothing about the squares.
  if (hide)
    std::sort(items.begin(), items.end(), [](const Burial& a, const Burial& b) {
      return a.piece != b.piece ? a.piece < b.piece : a.candidates < b.candidates;
    });
  std::string out;
  for (const Burial& b : items) {
    if (!out.empty()) out += ',';
    out += kPieceChars[b.piece];
    out += hide ? std::string("?") : square_name(b.square);
    if (b.candidates != kAll) out += fmt::format(":{:016x}", b.candidates);
  }
  return out;
}

// What happened when the turn ended, for everyone: zombies turned to dust, squares checked.
std::string ending_text(const zombie::Report& r) {
  std::string out;
  for (int i = 0; i < r.destroyed_count; ++i) {
    const auto& d = r.destroyed[std::size_t(i)];
    out += fmt::format("; the zombie {} on {} turns to dust", piece_word(d.piece),
                       square_name(d.square));
  }
  for (int i = 0; i < r.checked_count; ++i) {
    const auto& c = r.checked[std::size_t(i)];
    std::string sq = square_name(c.square);
    if (!c.buried)
      out += fmt::format("; no zombie on {}", sq);
    else if (!c.risen)
      out += fmt::format("; a {} rises on {}, its own first rank, and turns to dust",
                         piece_word(c.buried), sq);
    else if (c.risen != c.buried)
      out += fmt::format("; a zombie {} rises on {}, its last rank: {} chooses what it becomes",
                         piece_word(c.buried), sq, chess::color_name(color_of(c.buried)));
    else
      out += fmt::format("; a zombie {} rises on {}", piece_word(c.buried), sq);
  }
  return out;
}

std::string strip_check_marks(std::string san) {
  while (!san.empty() && (san.back() == '+' || san.back() == '#')) san.pop_back();
  return san;
}

std::string describe(const zombie::State& s, const zombie::Move& m, bool sees_burial) {
  zombie::State after = s;
  zombie::Report r;
  zombie::play(after, m, &r);
  const Color us = s.pos.side;
  std::string out;
  switch (m.kind) {
    case zombie::Move::kPlay:
      out = strip_check_marks(to_san(s.pos, m.play));
      if (r.cannot_bury)
        out += fmt::format(" ({} cannot bury the {}: it goes to the dust bin)",
                           chess::color_name(us), chess::type_word(type_of(r.captured)));
      break;
    case zombie::Move::kBury:
      out = sees_burial ? fmt::format("{} buried the {} under {}", chess::color_name(us),
                                      chess::type_word(type_of(s.pending)), square_name(m.square))
                        : fmt::format("{} buried a {}", chess::color_name(us),
                                      chess::type_word(type_of(s.pending)));
      break;
    case zombie::Move::kEndTurn:
      out = fmt::format("{} ends the turn", chess::color_name(us));
      break;
    case zombie::Move::kPromote:
      out = fmt::format("the zombie pawn on {} becomes a {}", square_name(m.square),
                        chess::type_word(m.type));
      break;
  }
  out += ending_text(r);  // empty unless the step ended the turn
  return out;
}

}  // namespace

std::string state_text(const State& s, unsigned hidden_buriers) {
  std::string out = to_fen(s.pos);
  if (s.zombies) out += " zombies=" + squares_text(s.zombies);
  if (s.moved) out += " moved=" + squares_text(s.moved);
  if (s.left) out += " left=" + squares_text(s.left);
  if (s.pending)
    out += fmt::format(" bury={}{}", kPieceChars[s.pending], s.ends_after_burial ? "+end" : "");
  for (Color c : {kWhite, kBlack})
    if (s.burials[c].count)
      out += fmt::format(" {}={}", chess::color_word(c),
                         burials_text(s.burials[c], (hidden_buriers >> c) & 1));
  std::string dust;
  for (Piece p = 1; p < 16; ++p) dust.append(s.dust[p], kPieceChars[p]);
  if (!dust.empty()) out += " dust=" + dust;
  if (s.promoting)
    out += " promote=" + squares_text(s.promoting) + (s.ends_after_choice ? "+end" : "");
  if (s.horde == Horde::kBoth) out += " horde=both";
  return out;
}

State parse_state(std::string_view text, bool unknown_allowed) {
  std::vector<std::string_view> fen_fields, extras;
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == ' ') {
      ++i;
      continue;
    }
    std::size_t j = text.find(' ', i);
    if (j == std::string_view::npos) j = text.size();
    std::string_view token = text.substr(i, j - i);
    (token.find('=') == std::string_view::npos ? fen_fields : extras).push_back(token);
    if (!extras.empty() && token.find('=') == std::string_view::npos)
      fail(fmt::format("'{}' comes after the zombie fields: the FEN goes first", token));
    i = j;
  }
  State s;
  bool midturn = false;
  for (std::string_view e : extras) {
    auto eq = e.find('=');
    std::string_view key = e.substr(0, eq), value = e.substr(eq + 1);
    if (key == "zombies") {
      s.zombies = parse_squares(key, value);
    } else if (key == "moved") {
      s.moved = parse_squares(key, value);
      midturn = midturn || s.moved;
    } else if (key == "left") {
      s.left = parse_squares(key, value);
    } else if (key == "bury") {
      if (value.empty()) fail("bury= needs the captured piece's letter");
      s.pending = parse_piece(value[0], key);
      if (type_of(s.pending) == kKing) fail("a king is never captured, so never buried");
      std::string_view rest = value.substr(1);
      if (rest == "+end")
        s.ends_after_burial = true;
      else if (!rest.empty())
        fail(fmt::format("bury={} is not a piece letter, optionally followed by +end", value));
      midturn = true;
    } else if (key == "white" || key == "black") {
      parse_burials(s.burials[key == "white" ? 0 : 1], key == "white" ? kWhite : kBlack, value,
                    unknown_allowed);
    } else if (key == "dust") {
      for (char c : value) {
        Piece p = parse_piece(c, key);
        if (s.dust[p] == 15) fail("too many pieces in the dust bin");
        ++s.dust[p];
      }
    } else if (key == "promote") {
      std::string_view squares = value;
      if (squares.size() >= 4 && squares.substr(squares.size() - 4) == "+end") {
        squares.remove_suffix(4);
        s.ends_after_choice = true;
        midturn = true;  // the mover's turn is over but for its choices
      }
      s.promoting = parse_squares(key, squares);
      if (!s.promoting) fail("promote= needs the squares of the risen pawns");
    } else if (key == "horde") {
      if (value == "either")
        s.horde = Horde::kEither;
      else if (value == "both")
        s.horde = Horde::kBoth;
      else
        fail(fmt::format("horde={} is neither 'either' nor 'both'", value));
    } else {
      fail(fmt::format(
          "unknown field '{}' (zombies, moved, left, bury, white, black, dust, promote, horde)",
          key));
    }
  }
  std::string fen;
  for (std::size_t i = 0; i < fen_fields.size(); ++i) {
    if (i) fen += ' ';
    // Mid-turn the opponent may stand in check from the mover's zombies: the orthodox FEN
    // reader, which refuses that, reads it as if the opponent were to move.
    if (i == 1 && midturn && (fen_fields[i] == "w" || fen_fields[i] == "b"))
      fen += fen_fields[i] == "w" ? "b" : "w";
    else
      fen += fen_fields[i];
  }
  // Zombies that rise together may check from more than two pieces at once, which the orthodox
  // reader refuses: it is told to skip its check rules, and the one that holds here is kept below.
  s.pos = parse_fen(fen, chess::FenChecks{.check_rules = false});
  // (Mid-turn the side field was turned: the mover, now not to move, may not stand in check.)
  if (s.pos.attackers_to(s.pos.king(~s.pos.side), s.pos.pieces()) & s.pos.pieces(s.pos.side))
    fail(midturn ? fmt::format("bad FEN: {} is in check in the middle of its own turn",
                               chess::color_name(~s.pos.side))
                 : fmt::format("bad FEN: {} is in check but it is {}'s move",
                               chess::color_name(~s.pos.side), chess::color_name(s.pos.side)));
  if (midturn) {
    s.pos.side = ~s.pos.side;
    if (s.pos.ep != kNoSq && s.pending)
      fail("no en passant square while a burial is due (a capture is no double step)");
    s.pos.key = compute_key(s.pos);
  }
  const Color us = s.pos.side;
  if (s.zombies & ~s.pos.pieces())
    fail(fmt::format("zombies= names an empty square ({})",
                     square_name(lsb(s.zombies & ~s.pos.pieces()))));
  if (s.zombies & s.pos.pieces(kKing)) fail("a king is never a zombie");
  if (s.moved & ~(s.zombies & s.pos.pieces(us)))
    fail(fmt::format("moved= lists {}, not a zombie of the side to move",
                     square_name(lsb(s.moved & ~(s.zombies & s.pos.pieces(us))))));
  if (s.pending && color_of(s.pending) == us)
    fail(fmt::format("bury= names a {} piece, but {} buries only captured {} pieces",
                     chess::color_name(us), chess::color_name(us), chess::color_name(~us)));
  if (s.left && !s.moved && !s.pending) fail("left= goes only with a turn under way");
  for (Bitboard b = s.promoting; b;) {
    Square sq = pop_lsb(b);
    Piece p = s.pos.board[sq];
    if (type_of(p) != kQueen || !(s.zombies & bit(sq)) || relative_rank(color_of(p), sq) != 7)
      fail(fmt::format("promote= names {}, which holds no zombie queen on its owner's last rank",
                       square_name(sq)));
  }
  if (s.promoting && (s.moved || s.pending))
    fail("promote= goes only between turns: a pawn rises when a turn ends");
  if (s.ends_after_choice && !s.choices_due())
    fail("promote=...+end needs a risen pawn of the side to move");
  if (!s.ends_after_choice && (s.promoting & s.pos.pieces(~us)))
    fail("promote= names a pawn of the side not to move: its owner chose before the turn passed");
  for (Color c : {kWhite, kBlack}) {
    int pieces =
        popcount(s.pos.pieces(c)) + s.burials[~c].count + (s.pending && color_of(s.pending) == c);
    for (Piece p = 1; p < 8; ++p) pieces += s.dust[make_piece(c, PieceType(p))];
    if (pieces > 16)
      fail(fmt::format("{} has {} pieces on the board, buried and in the dust bin: more than 16",
                       chess::color_name(c), pieces));
  }
  return s;
}

Zombie::State Zombie::parse_position(std::string_view text) {
  return zombie::parse_state(text, false);
}

std::string Zombie::position_text(const State& s) { return zombie::state_text(s, 0); }

std::string Zombie::position_seen(const State& s, Seat viewer) {
  unsigned hidden = viewer == 0 ? 2u : viewer == 1 ? 1u : 3u;
  return zombie::state_text(s, hidden);
}

std::string Zombie::move_text(const State&, const Move& m) {
  switch (m.kind) {
    case Move::kPromote:
      return fmt::format("promote-{}-{}", square_name(m.square), kPieceChars[m.type + 8]);
    case Move::kBury:
      return "bury-" + square_name(m.square);
    case Move::kEndTurn:
      return "end";
    case Move::kPlay:
      break;
  }
  return to_uci(m.play);
}

Zombie::Move Zombie::parse_move(const State& s, std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  if (text.empty()) throw InputError("no move given");
  const Color us = s.pos.side;
  const std::string who = chess::color_name(us);
  if (Bitboard due = s.choices_due()) {
    const std::string sq = square_name(lsb(due));
    const std::string usage = fmt::format(
        "{} must first choose what the zombie pawn risen on {} becomes: promote-{}-q, "
        "promote-{}-r, promote-{}-b or promote-{}-n",
        who, sq, sq, sq, sq, sq);
    std::string_view rest = text;
    if (rest.rfind("promote-", 0) != 0) throw InputError(usage);
    rest.remove_prefix(8);
    if (rest.size() != 4 || rest.substr(0, 2) != sq || rest[2] != '-') throw InputError(usage);
    auto type = kPieceChars.find(char(std::tolower(static_cast<unsigned char>(rest[3]))), 8);
    if (type == std::string_view::npos || type < 10 || type > 13) throw InputError(usage);
    return Move::promote(lsb(due), PieceType(type - 8));
  }
  if (text.rfind("promote", 0) == 0)
    throw InputError("nothing to choose: no risen pawn of " + who + " awaits its choice");
  bool bury_word = text.rfind("bury", 0) == 0;
  if (s.pending) {
    std::string_view where = text;
    if (bury_word) where.remove_prefix(4);
    while (!where.empty() && (where.front() == ' ' || where.front() == '-' ||
                              where.front() == ':' || where.front() == '@'))
      where.remove_prefix(1);
    auto sq = parse_square(where);
    if (!sq)
      throw InputError(fmt::format(
          "{} must first bury the captured {} {}: name a square under one of {}'s pieces, e.g. "
          "bury-{}",
          who, chess::color_word(~us), chess::type_word(type_of(s.pending)), who,
          square_name(s.pos.king(us))));
    Piece there = s.pos.board[*sq];
    if (!there)
      throw InputError(
          fmt::format("cannot bury under {}: it is empty; bury under one of {}'s pieces",
                      square_name(*sq), who));
    if (color_of(there) != us)
      throw InputError(fmt::format("cannot bury under {}: it holds a {} {}, not one of {}'s pieces",
                                   square_name(*sq), chess::color_word(color_of(there)),
                                   chess::type_word(type_of(there)), who));
    if (s.burials[us].at(*sq) >= 0)
      throw InputError(fmt::format(
          "cannot bury under {}: {} already buried a piece there (one burial per square)",
          square_name(*sq), who));
    if (std::string why = zombie::why_burial_illegal(s, *sq); !why.empty())
      throw InputError(fmt::format("cannot bury under {}: {}", square_name(*sq), why));
    return Move::bury(*sq);
  }
  if (bury_word) throw InputError("nothing to bury: no captured piece is waiting for a burial");
  if (text == "end" || text == "end turn" || text == "end-turn") {
    if (std::string why = zombie::why_end_illegal(s); !why.empty())
      throw InputError("cannot end the turn: " + why);
    return Move::end_turn();
  }
  // Mid-turn the en passant square is the mover's own (rules.cpp): no move of its answers it.
  chess::Position board = s.pos;
  if (s.moved) board.ep = chess::kNoSq;
  chess::Move m = chess::parse_move(board, text);
  zombie::MoveBuffer legal;
  zombie::generate(s, legal);
  if (legal.contains(Move::of(m))) return Move::of(m);
  throw InputError(fmt::format("illegal move {}: {}", text, zombie::why_illegal(s, m)));
}

std::string Zombie::move_display(const State& s, const Move& m) { return describe(s, m, true); }

std::string Zombie::move_seen(const State& s, const Move& m, Seat viewer) {
  return describe(s, m, viewer == Seat(s.pos.side));
}

}  // namespace menagerie::zombie
