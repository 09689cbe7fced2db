// Positions and moves as text. A position is a FEN followed by four fields: White's powers,
// Black's powers ("-" before they are assigned, five pattern letters after, "?" in a viewer's text
// where that viewer does not know them), then White's and Black's consistent sets ("*" or 30 hex
// digits). docs/rules/masquerade.md, "Notation".
#include <vector>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "chess/notation.hpp"
#include "chess/words.hpp"
#include "core/error.hpp"
#include "games/masquerade/masquerade.hpp"

namespace menagerie::masquerade {

using namespace chess;

namespace {

constexpr const char* kReachableWord = "reachable";

std::vector<std::string_view> split(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    std::size_t j = i;
    while (j < text.size() && text[j] != ' ') ++j;
    if (j > i) out.push_back(text.substr(i, j - i));
    i = j;
  }
  return out;
}

std::string join(const std::vector<std::string_view>& parts, std::size_t from, std::size_t to) {
  std::string out;
  for (std::size_t i = from; i < to; ++i) {
    if (i > from) out += ' ';
    out += parts[i];
  }
  return out;
}

std::string powers_field(std::uint8_t p) {
  if (p == kUnassigned) return "-";
  if (p == Masquerade::kHidden) return "?";
  return masquerade::perm_letters(p);
}

// Reads a position, allowing "?" powers when `seen` (a viewer's text).
Masquerade::State parse_text(std::string_view text, bool seen) {
  auto fields = split(text);
  Masquerade::State s{};
  s.powers[0] = s.powers[1] = kUnassigned;
  s.known[0] = s.known[1] = PermSet::all();
  // A last field `reachable`: the option `questions: reachable` (no word: any question).
  if (!fields.empty() && fields.back() == kReachableWord) {
    s.reachable_only = true;
    fields.pop_back();
  }
  bool plain = fields.size() >= 4 && fields.size() <= 6;
  if (!plain && fields.size() != 10)
    throw InputError(fmt::format(
        "bad Masquerade position: expected a FEN (4 to 6 fields) or a FEN with White's powers, "
        "Black's powers, White's and Black's consistent sets (10 fields), and then 'reachable' "
        "when only reachable questions may be asked; found {} fields",
        fields.size()));
  // No check rules: a king may stand attacked; a side without a king has lost (the game is over).
  s.pos = parse_fen(join(fields, 0, plain ? fields.size() : 6),
                    FenChecks{.check_rules = false, .one_king_each = false});
  if (!s.pos.pieces(kWhite, kKing) && !s.pos.pieces(kBlack, kKing))
    throw InputError("bad Masquerade position: neither side has a king");
  if (plain) {
    if (!s.pos.pieces(kWhite, kKing) || !s.pos.pieces(kBlack, kKing))
      throw InputError("bad Masquerade position: a side has no king before the set-up");
    return s;
  }
  for (int c = 0; c < 2; ++c) {
    std::string_view f = fields[6 + c];
    if (f == "-") continue;
    if (f == "?") {
      if (!seen)
        throw InputError(fmt::format(
            "bad Masquerade position: {}'s powers are '?', which only a viewer's text may say; "
            "the referee's position names them",
            chess::color_name(chess::Color(c))));
      s.powers[c] = Masquerade::kHidden;
      continue;
    }
    try {
      s.powers[c] = masquerade::parse_perm(f);
    } catch (const InputError& e) {
      throw InputError(fmt::format("bad Masquerade position: {}'s powers: {}",
                                   chess::color_name(chess::Color(c)), e.what()));
    }
  }
  for (int c = 0; c < 2; ++c) {
    try {
      s.known[c] = masquerade::parse_set(fields[8 + c]);
    } catch (const InputError& e) {
      throw InputError(fmt::format("bad Masquerade position: {}'s {}",
                                   chess::color_name(chess::Color(c)), e.what()));
    }
  }
  if (s.powers[kWhite] != kUnassigned && s.powers[kBlack] == kUnassigned)
    throw InputError(
        "bad Masquerade position: White's powers are assigned but Black's are not; White assigns "
        "Black's first");
  if (Masquerade::in_setup(s)) {
    if (!(s.known[0] == PermSet::all()) || !(s.known[1] == PermSet::all()))
      throw InputError(
          "bad Masquerade position: during the set-up nothing is known yet, so both consistent "
          "sets must be '*'");
    if (!s.pos.pieces(kWhite, kKing) || !s.pos.pieces(kBlack, kKing))
      throw InputError("bad Masquerade position: a side has no king before the set-up");
  }
  for (int c = 0; c < 2; ++c)
    if (s.powers[c] < masquerade::kPerms && !s.known[c].has(s.powers[c]))
      throw InputError(fmt::format(
          "bad Masquerade position: {}'s consistent set does not contain {}'s powers {}: the "
          "public answers contradict the secret",
          chess::color_name(chess::Color(c)), chess::color_name(chess::Color(c)),
          masquerade::perm_letters(s.powers[c])));
  return s;
}

std::string text_of(const Masquerade::State& s, std::uint8_t white, std::uint8_t black) {
  return fmt::format("{} {} {} {} {}{}", to_fen(s.pos), powers_field(white), powers_field(black),
                     masquerade::set_text(s.known[0]), masquerade::set_text(s.known[1]),
                     s.reachable_only ? std::string(" ") + kReachableWord : "");
}

// The powers a viewer knows: the ones it gave the opponent; a spectator knows none.
std::uint8_t seen_powers(const Masquerade::State& s, Color c, Seat viewer) {
  if (s.powers[c] == kUnassigned) return kUnassigned;
  return viewer == Seat(~c) ? s.powers[c] : Masquerade::kHidden;
}

char piece_letter(PieceType t) { return chess::type_letter(t); }

[[noreturn]] void refuse(std::string_view text, const std::string& why) {
  throw InputError(fmt::format("'{}' is not a legal move: {}", text, why));
}

// Why the board move from→to is not legal (called once no legal move matched).
[[noreturn]] void explain(const Masquerade::State& s, std::string_view text, Square from, Square to,
                          PieceType named) {
  const Position& pos = s.pos;
  Piece p = pos.board[from];
  Color us = pos.side;
  if (!p) refuse(text, fmt::format("there is no piece on {}", square_name(from)));
  if (color_of(p) != us)
    refuse(text, fmt::format("the piece on {} is {}'s, and it is {}'s turn", square_name(from),
                             chess::color_name(color_of(p)), chess::color_name(chess::Color(us))));
  PieceType t = type_of(p);
  if (named != kNoType && named != t)
    refuse(text, fmt::format("the piece on {} is a {}, not a {}", square_name(from),
                             chess::type_word(t), chess::type_word(named)));
  Piece victim = pos.board[to];
  if (victim && color_of(victim) == us)
    refuse(text,
           fmt::format("{} holds your own {}", square_name(to), chess::type_word(type_of(victim))));
  if (t == kPawn) {
    if (victim) refuse(text, "a pawn captures only orthodoxly, one square diagonally forward");
    if (pawn_attacks(us, from) & bit(to))
      refuse(text, "a pawn moves diagonally only to capture (or en passant)");
    if (relative_rank(us, to) == 7)
      refuse(text, "a pawn reaching the last rank promotes: add q, r, b or n (e7e8q)");
    refuse(text,
           "a pawn steps straight forward, one square or two from its first rank, onto empty "
           "squares");
  }
  if (victim) {
    if (!Masquerade::could_capture(pos, from, to))
      refuse(text, fmt::format("no capture pattern (K, Q, R, B or N) reaches {} from {} with a "
                               "clear path, and this game asks only reachable questions (option "
                               "questions: reachable)",
                               square_name(to), square_name(from)));
  }
  if (t == kKing && (file_of(to) == 2 || file_of(to) == 6) && rank_of(to) == rank_of(from))
    refuse(text, "castling needs the castling right and empty squares between king and rook");
  refuse(text, fmt::format("a {} does not move from {} to {}", chess::type_word(t),
                           square_name(from), square_name(to)));
}

}  // namespace

Masquerade::State Masquerade::parse_position(std::string_view text) {
  return parse_text(text, false);
}

std::string Masquerade::position_text(const State& s) {
  return text_of(s, s.powers[kWhite], s.powers[kBlack]);
}

std::string Masquerade::position_seen(const State& s, Seat viewer) {
  return text_of(s, seen_powers(s, kWhite, viewer), seen_powers(s, kBlack, viewer));
}

Masquerade::Move Masquerade::parse_move(const State& s, std::string_view raw) {
  std::string_view text = raw;
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  if (text.empty()) throw InputError("empty move");
  Seat mover = to_move(s);
  bool assign_text = text.starts_with("assign") || text == "balanced" || text == "identity";
  if (assign_text || (in_setup(s) && text.size() >= 5 &&
                      text.find_first_not_of("KQRBN -,") == std::string_view::npos)) {
    if (!in_setup(s))
      throw InputError(fmt::format(
          "'{}': the capture powers are already assigned; they are assigned once, in the set-up",
          text));
    std::string_view perm = text;
    if (perm.starts_with("assign")) perm.remove_prefix(6);
    while (!perm.empty() && (perm.front() == ' ' || perm.front() == '-' || perm.front() == ':'))
      perm.remove_prefix(1);
    return {chess::Move(), masquerade::parse_perm(perm)};
  }
  if (in_setup(s))
    throw InputError(fmt::format(
        "'{}': it is {}'s turn to assign {}'s capture powers (e.g. 'assign KQ QN RB NR BK'), not "
        "to move a piece",
        text, chess::color_name(chess::Color(mover)), chess::color_name(chess::Color(1 - mover))));
  if (Outcome o = outcome(s); o.over())
    throw InputError(fmt::format("'{}': the game is over ({})", text, o.reason));

  MovesOf<Masquerade> legal;
  generate(s, legal);
  const Color us = s.pos.side;
  // Castling by name.
  std::string_view body = text;
  while (!body.empty() &&
         (body.back() == '?' || body.back() == '!' || body.back() == '+' || body.back() == '#'))
    body.remove_suffix(1);
  if (body == "O-O" || body == "0-0" || body == "O-O-O" || body == "0-0-0") {
    bool h = body.size() == 3;
    for (const Move& m : legal)
      if (m.board.kind() == chess::Move::kCastling && (m.board.to() > m.board.from()) == h)
        return m;
    refuse(text, "castling needs the castling right and empty squares between king and rook");
  }
  // Long forms: e2e4, e7e8q, Ng1-f3, Nc3xe5?, e7-e8=Q.
  std::string plain;
  PieceType named = kNoType;
  std::size_t i = 0;
  if (!body.empty() && std::string_view("KQRBN").find(body[0]) != std::string_view::npos &&
      body.size() > 1 && body[1] >= 'a' && body[1] <= 'h') {
    named = PieceType(chess::kTypeLetters.find(body[0]));
    i = 1;
  }
  for (; i < body.size(); ++i)
    if (body[i] != '-' && body[i] != 'x' && body[i] != '=' && body[i] != ':') plain += body[i];
  auto from = plain.size() >= 4 ? parse_square(std::string_view(plain).substr(0, 2)) : std::nullopt;
  auto to = plain.size() >= 4 ? parse_square(std::string_view(plain).substr(2, 2)) : std::nullopt;
  if (!from || !to || plain.size() > 5)
    throw InputError(fmt::format(
        "'{}' is not a move: write it from-to (e2e4, e7e8q, Nc3xe5), O-O or O-O-O", text));
  PieceType promo = kNoType;
  if (plain.size() == 5) {
    auto at = std::string_view(" pnbrqk").find(char(plain[4] | 0x20));
    if (at == std::string_view::npos || at < 2 || at > 5)
      refuse(text, fmt::format("'{}' is not a piece a pawn promotes to (q, r, b, n)", plain[4]));
    promo = PieceType(at);
  }
  for (const Move& m : legal) {
    chess::Move b = m.board;
    if (b.from() != *from) continue;
    bool castle = b.kind() == chess::Move::kCastling;
    Square king_to = castle ? castle_king_target(us, b.to() > b.from() ? kHSide : kASide) : kNoSq;
    bool hits = b.to() == *to || (castle && king_to == *to);
    if (!hits) continue;
    if ((b.kind() == chess::Move::kPromotion ? b.promotion() : kNoType) != promo) continue;
    if (named != kNoType && type_of(s.pos.board[b.from()]) != named) continue;
    return m;
  }
  if (promo != kNoType && type_of(s.pos.board[*from]) == kPawn && relative_rank(us, *to) != 7 &&
      s.pos.board[*from] && color_of(s.pos.board[*from]) == us)
    refuse(text, "only a pawn reaching the last rank promotes");
  explain(s, text, *from, *to, named);
}

std::string Masquerade::move_text(const State&, const Move& m) {
  if (m.assign != kUnassigned) return "assign-" + masquerade::perm_letters(m.assign);
  return to_uci(m.board);
}

std::string Masquerade::move_display(const State& s, const Move& m) {
  if (m.assign != kUnassigned) {
    Seat giver = to_move(s);
    return fmt::format(
        "{} assigned {}'s capture powers: {}", chess::color_name(chess::Color(giver)),
        chess::color_name(chess::Color(1 - giver)), masquerade::perm_combos(m.assign));
  }
  chess::Move b = m.board;
  if (b.kind() == chess::Move::kCastling) return b.to() > b.from() ? "O-O" : "O-O-O";
  bool capture = s.pos.board[b.to()] || b.kind() == chess::Move::kEnPassant;
  std::string out = move_long(s, m);
  if (b.kind() == chess::Move::kEnPassant) out += " e.p.";
  if (is_attempt(s, m)) out += answer(s, m) ? "? — yes" : "? — no";
  if (capture && type_of(s.pos.board[b.to()]) == kKing && (!is_attempt(s, m) || answer(s, m)))
    out += ", king captured";
  return out;
}

std::string Masquerade::move_long(const State& s, const Move& m) {
  chess::Move b = m.board;
  if (b.kind() == chess::Move::kCastling) return b.to() > b.from() ? "O-O" : "O-O-O";
  PieceType t = type_of(s.pos.board[b.from()]);
  std::string out;
  if (t != kPawn) out += piece_letter(t);
  bool capture = s.pos.board[b.to()] || b.kind() == chess::Move::kEnPassant;
  out += square_name(b.from()) + (capture ? "x" : "-") + square_name(b.to());
  if (b.kind() == chess::Move::kPromotion) out += std::string("=") + piece_letter(b.promotion());
  return out;
}

std::string Masquerade::move_seen(const State& s, const Move& m, Seat viewer) {
  if (m.assign == kUnassigned) return move_display(s, m);  // every question and answer is public
  Seat giver = to_move(s);
  std::string said =
      fmt::format("{} assigned {}'s capture powers", chess::color_name(chess::Color(giver)),
                  chess::color_name(chess::Color(1 - giver)));
  if (viewer == giver) said += ": " + masquerade::perm_combos(m.assign);
  return said;
}

std::string Masquerade::observation_text(const Observation& o) {
  State s{o.pos, {o.powers[0], o.powers[1]}, {o.known[0], o.known[1]}, o.reachable_only};
  return text_of(s, o.powers[0], o.powers[1]);
}

Masquerade::Observation Masquerade::parse_observation(std::string_view text) {
  State s = parse_text(text, true);
  return {s.pos, {s.powers[0], s.powers[1]}, {s.known[0], s.known[1]}, s.reachable_only};
}

}  // namespace menagerie::masquerade
