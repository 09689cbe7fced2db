// Text forms (golf.hpp): positions and moves, each parser naming what was wrong.
#include <algorithm>
#include <cctype>
#include <vector>

#include <fmt/format.h>

#include "core/error.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/race_notation.hpp"
#include "games/golf/words.hpp"

namespace menagerie::golf {

namespace {

constexpr std::string_view kPhaseNames[] = {"layout", "cards", "play", "return",  "over",
                                            "dealer", "count", "demo", "verdict", "choose"};

using text::lower;
using text::number;
using text::words;

std::string pieces_text(const Piece* p, int n) {
  std::string out;
  for (int i = 0; i < n; ++i) out += piece_letter(p[i]);
  return out.empty() ? "-" : out;
}

}  // namespace

std::string_view phase_name(Phase p) { return kPhaseNames[int(p)]; }

Phase parse_phase(const std::string& w) {
  for (int i = 0; i < int(std::size(kPhaseNames)); ++i)
    if (w == kPhaseNames[i]) return Phase(i);
  throw InputError(
      "the phase is layout, dealer, choose, cards, play, count, demo, verdict, return or over, "
      "not '" +
      w + "'");
}

GolfState parse_course(const std::vector<std::string>& w, std::size_t at) {
  Hole h = parse_board(w[at]);
  GolfState s;
  if (w[at + 1] != "-") parse_cards(h, w[at + 1], 1);  // the referee may be turning them
  s.phase = parse_phase(w[at + 2]);
  const std::string& hole = w[at + 3];
  auto slash = hole.find('/');
  if (slash == std::string::npos) throw InputError("the hole is written n/holes, not " + hole);
  s.holes = std::uint8_t(number(hole.substr(slash + 1), "the number of holes", 1, kMaxHoles));
  s.hole_index = std::uint8_t(number(hole.substr(0, slash), "the hole", 1, s.holes) - 1);
  s.strokes = std::uint16_t(number(w[at + 4], "the strokes", 0, 9999));
  s.total = std::uint16_t(number(w[at + 5], "the total", 0, 9999));
  const std::string& taken = w[at + 6];
  if (taken != "-") {
    if (taken.size() >= std::max<std::size_t>(h.card_count, 2))
      throw InputError(fmt::format("at most {} pieces are taken with {} cards, not {}",
                                   std::max(h.card_count - 1, 1), h.card_count, taken));
    for (char c : taken) {
      Piece p = piece_of_letter(c);
      if (p == chess::kNoPiece) throw InputError(fmt::format("'{}' taken is not a piece", c));
      h.taken[h.taken_count++] = p;
    }
  }
  const std::string& taking = w[at + 7];
  if (taking != "-") {
    Square sq = parse_square(taking);
    if (sq < 0 || h.at[sq] == chess::kNoPiece)
      throw InputError("the capturing piece's square must hold a piece, not " + taking);
    h.taking = std::int8_t(sq);
  }
  s.card_rule = parse_card_rule(w[at + 8]);
  h.special = parse_special(w[at + 9]);
  s.hole = h;
  s.race.start = h;
  return s;
}

std::string course_text(const GolfState& s) {
  const Hole& h = s.hole;
  return fmt::format(
      "{} {} {} {}/{} {} {} {} {} {} {}", board_text(h), pieces_text(h.cards.data(), h.card_count),
      kPhaseNames[int(s.phase)], s.hole_index + 1, s.holes, s.strokes, s.total,
      pieces_text(h.taken.data(), h.taken_count), h.taking < 0 ? "-" : square_text(h.taking),
      card_rule_name(s.card_rule), special_name(h.special));
}

GolfState Golf::parse_position(std::string_view text) {
  auto w = words(text);
  if (!w.empty() && w[0] == "race") return parse_race(text, false);
  if (w.size() < 2)
    throw InputError(fmt::format(
        "a Golf position is the board and the cards (e.g. '2B3R1/5k2/1r1n1N2/1r2b3/R5q1/"
        "1B1n1N2/b6K/5Q2 Kb'), not '{}'",
        text));
  if (w.size() == 2) {
    Hole h = parse_board(w[0]);
    parse_cards(h, w[1]);
    return puzzle(h);
  }
  if (w.size() != 10)
    throw InputError(fmt::format(
        "a full Golf position has 10 fields (board cards phase hole/holes strokes total taken "
        "taking cards special), not {}",
        w.size()));
  State s = parse_course(w, 0);
  if (s.phase > Phase::kOver)
    throw InputError("a puzzle's phase is layout, cards, play, return or over, not '" + w[2] +
                     "' (a race's position begins with \"race\")");
  // (A given puzzle of more than three cards is written with the card rule 3.)
  const bool more = s.card_rule == CardRule::kThree && s.hole.card_count > 3;
  if (s.phase == Phase::kPlay && s.hole.card_count != cards_for_hole(s) && !more)
    throw InputError(fmt::format("hole {} turns {} cards, not {}", s.hole_index + 1,
                                 cards_for_hole(s), s.hole.card_count));
  return s;
}

std::string Golf::position_text(const State& s) {
  if (s.mode == Mode::kRace) return race_text(s, true);
  return course_text(s);
}

GolfMove Golf::parse_move(const State& s, std::string_view text) {
  auto w = words(text);
  std::string t = w.empty() ? "" : lower(w[0]);
  auto legal = [&](const Move& m) {
    if (to_move(s) == kChance) {
      MoveList<ChanceOutcome<Move>, kMaxMoves> outcomes;
      chance(s, outcomes);
      for (const auto& o : outcomes)
        if (o.move == m) return m;
      throw InputError(fmt::format("'{}' is not an outcome of the referee's {} step", text,
                                   kPhaseNames[int(s.phase)]));
    }
    MoveList<Move, kMaxMoves> moves;
    generate(s, moves);
    if (!moves.contains(m)) throw InputError(fmt::format("'{}' is not a legal move here", text));
    return m;
  };
  if (s.phase == Phase::kOver) throw InputError("the course is over");
  if (std::optional<Move> m = parse_race_move(s, text)) return *m;
  if (w.size() == 3 && (t == "set" || t == "return") && w[2].size() == 1) {
    Square sq = parse_square(w[1]);
    Piece p = piece_of_letter(w[2][0]);
    if (sq < 0 || p == chess::kNoPiece)
      throw InputError(fmt::format("'{}' is not '{} <square> <piece>'", text, t));
    return legal(
        Move{t == "set" ? Move::Kind::kPlace : Move::Kind::kReturn, 0, std::uint8_t(sq), p});
  }
  if (w.size() == 2 && t == "card" && w[1].size() == 1 &&
      piece_of_letter(w[1][0]) != chess::kNoPiece)
    return legal(Move{Move::Kind::kCard, 0, 0, piece_of_letter(w[1][0])});
  if (s.phase == Phase::kChoose)
    throw InputError(fmt::format(
        "{} deals: they choose how many cards, {}:cards {} (as the last hole) or {}:cards {}",
        seat_name(s, s.race.dealer), s.race.dealer, last_cards(s), s.race.dealer,
        last_cards(s) + 1));
  if (s.phase == Phase::kCount)
    throw InputError(
        fmt::format("the golfers are counting: enter a count (0 = impossible, up to {}), not '{}'",
                    kMaxCount, text));
  if (s.phase != Phase::kPlay && s.phase != Phase::kDemo)
    throw InputError(
        fmt::format("the referee acts now ({} step), not the golfer", kPhaseNames[int(s.phase)]));
  std::string joined;
  for (const auto& x : w) joined += lower(x);
  if (joined == "give-up" || joined == "giveup") return legal(Move{Move::Kind::kGiveUp, 0, 0, 0});
  // A stroke: "e5g6", "e5-g6", "e5xh2", optionally led by the piece letter ("Be5-g6").
  std::string sq;
  for (char c : joined)
    if (c != '-' && c != 'x') sq += c;
  if (sq.size() == 5 && piece_of_letter(sq[0]) != chess::kNoPiece && !std::isdigit(sq[1]))
    sq.erase(0, 1);
  Square from = sq.size() == 4 ? parse_square(sq.substr(0, 2)) : -1;
  Square to = sq.size() == 4 ? parse_square(sq.substr(2, 2)) : -1;
  if (from < 0 || to < 0)
    throw InputError(
        fmt::format("'{}' is not a move: write the squares, like e5g6, or give-up", text));
  if (s.hole.at[from] == chess::kNoPiece)
    throw InputError(fmt::format("no piece on {} to move", square_text(from)));
  if (s.hole.at[to] != chess::kNoPiece && !may_capture(s.hole, from, to))
    throw InputError(fmt::format(
        "{} on {} may not capture the {} on {}: only a chosen piece takes a piece of the other "
        "chosen type{}",
        piece_word(s.hole.at[from]), square_text(from), piece_word(s.hole.at[to]), square_text(to),
        s.hole.taking >= 0 ? ", and later captures are by the same piece" : ""));
  MoveList<Move, kMaxMoves> moves;
  generate(s, moves);
  Move m{Move::Kind::kStep, std::uint8_t(from), std::uint8_t(to), 0};
  if (!moves.contains(m))
    throw InputError(fmt::format(
        "the {} on {} cannot reach {}: a piece moves only as a same-coloured neighbour does "
        "(or a king's step when its colour has the special move)",
        piece_word(s.hole.at[from]), square_text(from), square_text(to)));
  return m;
}

std::string Golf::move_text(const State& s, const Move& m) {
  switch (m.kind) {
    case Move::Kind::kCount:
    case Move::Kind::kTime:
    case Move::Kind::kDealer:
    case Move::Kind::kVerdict:
    case Move::Kind::kCards:
      return race_move_text(s, m);
    case Move::Kind::kStep:
      return step_text(Step{m.from, m.to});
    case Move::Kind::kGiveUp:
      return "give-up";
    case Move::Kind::kPlace:
      return fmt::format("set {} {}", square_text(m.to), piece_letter(m.piece));
    case Move::Kind::kCard:
      return fmt::format("card {}", piece_letter(m.piece));
    case Move::Kind::kReturn:
      break;
  }
  return fmt::format("return {} {}", square_text(m.to), piece_letter(m.piece));
}

std::string Golf::move_display(const State& s, const Move& m) {
  switch (m.kind) {
    case Move::Kind::kStep: {
      Piece target = s.hole.at[m.to];
      return fmt::format("{}{}{}{}", piece_letter(s.hole.at[m.from]), square_text(m.from),
                         target ? fmt::format("x{}", piece_letter(target)) : "-",
                         square_text(m.to));
    }
    case Move::Kind::kGiveUp:
      if (s.mode == Mode::kRace)
        return fmt::format("{} gives up the demonstration", seat_name(s, s.race.demonstrator));
      return fmt::format("gave up hole {}", s.hole_index + 1);
    case Move::Kind::kCount:
    case Move::Kind::kTime:
    case Move::Kind::kDealer:
    case Move::Kind::kVerdict:
    case Move::Kind::kCards:
      return race_move_display(s, m);
    case Move::Kind::kCard:
      return fmt::format("card {} ({})", piece_letter(m.piece), piece_word(m.piece));
    case Move::Kind::kReturn:
      return fmt::format("{} back on {}", piece_letter(m.piece), square_text(m.to));
    case Move::Kind::kPlace:
      break;
  }
  return move_text(s, m);
}

}  // namespace menagerie::golf
