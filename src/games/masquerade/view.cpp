// What each viewer is shown: the JSON view (docs/view.md), a terminal picture, and move parts.
// The board and every question and answer are public; a seat's own secret is the assignment it
// gave the opponent. The deduction tables are public knowledge, shown to everyone.
#include <utility>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "chess/view.hpp"
#include "chess/words.hpp"
#include "games/masquerade/masquerade.hpp"

namespace menagerie::masquerade {

using namespace chess;
using nlohmann::json;

namespace {
constexpr const char* kCellText[3] = {"?", "O", "X"};
constexpr const char* kKindWords[masquerade::kKinds] = {"king", "queen", "rook", "bishop",
                                                        "knight"};

json letters() {
  json out = json::array();
  for (char c : masquerade::kKindLetters) out.push_back(std::string(1, c));
  return out;
}

// The set-up move as a form (docs/view.md, "Forms"): the assigning seat picks one capture pattern
// per opponent piece type, each pattern once, and the client writes `assign-` and the chosen
// patterns in row order, so it offers a 5x5 grid instead of 120 buttons. The balanced assignment
// stays a button: it is the one a newcomer should be able to take in one click.
json setup_form(Color theirs) {
  json row_names = json::array();
  json col_names = json::array();
  for (int k = 0; k < masquerade::kKinds; ++k) {
    row_names.push_back(
        fmt::format("{}'s {}", chess::color_name(chess::Color(theirs)), kKindWords[k]));
    col_names.push_back(fmt::format("captures like a {}", kKindWords[k]));
  }
  return {
      {"kind", "permutation"},
      {"title", fmt::format("Assign {}'s capture powers", chess::color_name(chess::Color(theirs)))},
      {"text", fmt::format("For each of {}'s pieces, choose the pattern it captures with; "
                           "each pattern goes to exactly one piece.",
                           chess::color_name(chess::Color(theirs)))},
      {"rows", letters()},
      {"row_names", row_names},
      {"row_title", "piece"},
      {"cols", letters()},
      {"col_names", col_names},
      {"col_title", "captures like"},
      {"move", "assign-{}"},
      {"buttons",
       json::array({fmt::format("assign-{}", masquerade::perm_letters(masquerade::kBalanced))})}};
}

// The phase in words.
std::string phase_text(const Masquerade::State& s) {
  if (s.powers[kBlack] == kUnassigned) return "Set-up: White assigns Black's capture powers";
  if (s.powers[kWhite] == kUnassigned) return "Set-up: Black assigns White's capture powers";
  return fmt::format("{} to move", chess::color_name(chess::Color(s.pos.side)));
}
}  // namespace

json Masquerade::deduction(const State& s, Color c) {
  json cells = json::array();
  for (int r = 0; r < masquerade::kKinds; ++r) {
    json row = json::array();
    for (int p = 0; p < masquerade::kKinds; ++p)
      row.push_back(kCellText[int(masquerade::cell(s.known[c], Kind(r), Kind(p)))]);
    cells.push_back(row);
  }
  return {{"seat", int(c)},
          {"title", fmt::format("{}'s capture powers", chess::color_name(chess::Color(c)))},
          {"rows", letters()},
          {"cols", letters()},
          {"row_title", "piece"},
          {"col_title", "captures like"},
          {"cells", cells},
          {"consistent", s.known[c].count()},
          {"note", fmt::format("{} of the 120 assignments still possible", s.known[c].count())}};
}

json Masquerade::view(const State& s, Seat seat) {
  json pieces = pieces_view(s.pos, [&s](Square, Piece p, json& piece) {
    // What is publicly certain about how this piece captures.
    if (auto row = masquerade::kind_of(type_of(p)); row && !in_setup(s)) {
      std::string known;
      for (int k = 0; k < masquerade::kKinds; ++k)
        if (masquerade::cell(s.known[color_of(p)], *row, Kind(k)) != Cell::kImpossible)
          known += masquerade::kKindLetters[k];
      piece["annotations"] = {{"captures like", known}};
    }
  });
  json info = json::array();
  info.push_back({{"label", "Phase"}, {"text", phase_text(s)}, {"turn", true}});
  json v{
      {"seats", {{{"name", "White"}, {"color", "white"}}, {{"name", "Black"}, {"color", "black"}}}},
      {"board",
       {{"width", 8}, {"height", 8}, {"holes", json::array()}, {"markers", json::object()}}},
      {"pieces", std::move(pieces)},
      {"zones", json::array()},
      {"check", json::array()},  // no check rules
      {"info", std::move(info)},
      {"deduction", {deduction(s, kWhite), deduction(s, kBlack)}}};
  // The seats still to assign (White assigns first, then Black), in every view: their next turn is
  // a set-up, so a page takes no premove for them (docs/view.md, `set_up`).
  if (in_setup(s)) {
    json set_up = json::array();
    if (s.powers[kBlack] == kUnassigned) set_up.push_back(int(kWhite));
    if (s.powers[kWhite] == kUnassigned) set_up.push_back(int(kBlack));
    v["set_up"] = std::move(set_up);
  }
  // The form only for the seat whose set-up move it is (it composes moves of `legal`).
  if (in_setup(s) && seat == to_move(s)) v["forms"] = json::array({setup_form(Color(1 - seat))});
  // The seat to move is told which attempts are already answered: no assignment still possible
  // lets that piece make that capture (asking again only spends the turn).
  if (!in_setup(s) && seat == to_move(s)) {
    json notes = json::object();
    MovesOf<Masquerade> moves;
    generate(s, moves);
    for (const Move& m : moves) {
      if (!is_attempt(s, m)) continue;
      Kind row = *masquerade::kind_of(type_of(s.pos.board[m.board.from()]));
      auto could = could_capture(s.pos, m.board.from(), m.board.to());
      if (masquerade::learn(s.known[s.pos.side], row, could, true).empty())
        notes[move_text(s, m)] = "already answered no";
    }
    if (!notes.empty()) v["move_notes"] = std::move(notes);
  }
  if (seat == 0 || seat == 1) {
    Color theirs = Color(1 - seat);
    std::uint8_t gave = s.powers[theirs];
    if (gave != kUnassigned) {
      json cells = json::array();
      for (int r = 0; r < masquerade::kKinds; ++r) {
        json row = json::array();
        for (int p = 0; p < masquerade::kKinds; ++p)
          row.push_back(masquerade::pattern_of(gave, Kind(r)) == p ? "O" : "");
        cells.push_back(row);
      }
      v["secret"] = {{"assigned", masquerade::perm_combos(gave)},
                     {"table",
                      {{"seat", int(theirs)},
                       {"title", fmt::format("{}'s capture powers, as {} assigned them",
                                             chess::color_name(chess::Color(theirs)),
                                             chess::color_name(chess::Color(seat)))},
                       {"rows", letters()},
                       {"cols", letters()},
                       {"row_title", "piece"},
                       {"col_title", "captures like"},
                       {"cells", cells}}}};
    }
  }
  return v;
}

std::string Masquerade::render(const State& s, Seat viewer) {
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    out += fmt::format("{} ", rank + 1);
    for (int file = 0; file < 8; ++file) {
      Piece p = s.pos.board[make_square(file, rank)];
      out += ' ';
      out += p ? piece_char(p) : '.';
    }
    out += '\n';
  }
  out += "   a b c d e f g h\n" + phase_text(s) + "\n";
  for (Color c : {kWhite, kBlack}) {
    out += fmt::format("{}'s powers, public deduction ({} of 120 consistent):\n   K Q R B N\n",
                       chess::color_name(chess::Color(c)), s.known[c].count());
    for (int r = 0; r < masquerade::kKinds; ++r) {
      out += fmt::format("{} ", masquerade::kKindLetters[r]);
      for (int p = 0; p < masquerade::kKinds; ++p)
        out += fmt::format(" {}", kCellText[int(masquerade::cell(s.known[c], Kind(r), Kind(p)))]);
      out += '\n';
    }
  }
  if ((viewer == 0 || viewer == 1) && s.powers[1 - viewer] != kUnassigned)
    out +=
        fmt::format("You assigned {}'s powers: {}\n", chess::color_name(chess::Color(1 - viewer)),
                    masquerade::perm_combos(s.powers[1 - viewer]));
  return out;
}

MoveParts Masquerade::move_parts(const State& s, const Move& m) {
  if (m.assign != kUnassigned) {
    std::string combos = masquerade::perm_combos(m.assign);
    return {"", "", "", "", m.assign == masquerade::kBalanced ? "balanced: " + combos : combos};
  }
  chess::Move b = m.board;
  MoveParts parts{square_name(b.from()), square_name(b.to()), "", "", ""};
  if (b.kind() == chess::Move::kPromotion) parts.promotion = chess::type_word(b.promotion());
  if (b.kind() == chess::Move::kCastling) {
    // Written king-takes-rook; the king's landing square works too unless a plain step goes there.
    Square target = castle_king_target(s.pos.side, b.to() > b.from() ? kHSide : kASide);
    bool step = (king_attacks(b.from()) & bit(target)) != 0;
    if (target != b.from() && target != b.to() && !step) parts.via = square_name(target);
  }
  // An attempt takes only when the answer is yes (public once asked: the view gives this flag for
  // the last move only, never for a legal one).
  bool attempt = is_attempt(s, m);
  if (attempt) parts.label = "ask";
  parts.capture =
      b.kind() == chess::Move::kEnPassant ||
      (b.kind() != chess::Move::kCastling && s.pos.board[b.to()] && (!attempt || answer(s, m)));
  return parts;
}

// A move on the board and its answer are public; the set-up assignment is its giver's secret.
std::optional<MoveParts> Masquerade::move_parts_seen(const State& s, const Move& m, Seat viewer) {
  (void)viewer;
  if (m.assign != kUnassigned) return std::nullopt;
  return move_parts(s, m);
}

}  // namespace menagerie::masquerade
