// The race's text forms (race_notation.hpp): its positions, its moves as the log writes them and as
// a golfer types them, and what each golfer may be shown of them.
#include "games/golf/race_notation.hpp"

#include <fmt/format.h>

#include "core/error.hpp"
#include "games/golf/words.hpp"

namespace menagerie::golf {

namespace {

using text::is_number;
using text::lower;
using text::number;
using text::split;
using text::words;
using Move = GolfMove;

constexpr std::size_t kRaceFields = 21;

std::string seat_list(SeatSet seats) {
  std::string out;
  for (int k = 0; k < kMaxSeats; ++k)
    if (seats & seat_bit(k)) out += char('0' + k);
  return out.empty() ? "-" : out;
}

std::string counts_text(const GolfState& s, bool everything, Seat viewer) {
  std::string out;
  for (int k = 0; k < s.race.seats; ++k) {
    std::int8_t c = s.race.count[k];
    if (k) out += ',';
    if (c == kNoCount)
      out += '-';
    else if (c == kHiddenCount || (!everything && s.phase == Phase::kCount && k != viewer))
      out += '?';
    else
      out += std::to_string(c);
  }
  return out;
}

// "2024:Kbn" (the 2024 booklet, and the cards gone from its deck since the last shuffle, "-" for
// none) or "nov2024" (a fresh deck every hole).
std::string edition_text(const Race& r) {
  if (r.edition == Edition::kNov2024) return std::string(edition_name(r.edition));
  std::string used;
  for (int p = 0; p < int(r.used.size()); ++p)
    for (int n = 0; n < r.used[p]; ++n) used += piece_letter(Piece(p));
  return fmt::format("{}:{}", edition_name(r.edition), used.empty() ? "-" : used);
}

void parse_edition_text(Race& r, const std::string& text) {
  auto colon = text.find(':');
  r.edition = parse_edition(text.substr(0, colon));
  r.used.fill(0);
  if (r.edition == Edition::kNov2024) {
    if (colon != std::string::npos)
      throw InputError("nov2024 deals a fresh deck every hole: no used cards, not " + text);
    return;
  }
  if (colon == std::string::npos)
    throw InputError("the 2024 race's deck is written 2024:USED (2024:- or 2024:Kbn), not " + text);
  std::string used = text.substr(colon + 1);
  if (used == "-") return;
  for (char c : used) {
    Piece p = piece_of_letter(c);
    if (p == chess::kNoPiece)
      throw InputError(fmt::format("'{}' among the used cards is not a piece letter", c));
    if (++r.used[p] > kSetCount[chess::type_of(p)])
      throw InputError(
          fmt::format("more {} cards used than the deck has: {}", piece_word(p), used));
  }
}

// "t" the counts agreed, "+" the dealer chose one card more, "x" the timer closed the counts.
std::string flags_text(const Race& r) {
  std::string out =
      std::string(r.agreed ? "t" : "") + (r.one_more ? "+" : "") + (r.timed_out ? "x" : "");
  return out.empty() ? "-" : out;
}

// The dealer's choice as written: "2:cards 3" (the log), "cards 3" or "3 cards" (the dealer).
struct CardsText {
  std::optional<int> seat;
  int n = 0;
};

std::optional<CardsText> read_cards(std::string_view raw) {
  auto w = words(lower(raw));
  if (w.empty() || w.size() > 2) return std::nullopt;
  CardsText c;
  std::string first = w[0];
  if (auto colon = first.find(':'); colon != std::string::npos) {
    if (!is_number(first.substr(0, colon))) return std::nullopt;
    c.seat = number(first.substr(0, colon), "the dealer's seat", 0, kMaxSeats - 1);
    first = first.substr(colon + 1);
  }
  if (w.size() == 1) return std::nullopt;
  if (first == "cards" && is_number(w[1]))
    c.n = number(w[1], "the number of cards", 0, 99);
  else if (is_number(first) && (w[1] == "cards" || w[1] == "card") && !c.seat)
    c.n = number(first, "the number of cards", 0, 99);
  else
    return std::nullopt;
  return c;
}

// The dealer's choice of `seat`, checked: the choice must be open, the seat the dealer's, and
// the number the last hole's cards or one more.
Move checked_cards(const GolfState& s, Seat seat, int n) {
  if (s.phase != Phase::kChoose)
    throw InputError(
        "the number of cards is the dealer's choice only before a hole's cards are turned, after "
        "every golfer gave the same count (deal rising, edition 2024); not now");
  if (seat != s.race.dealer)
    throw InputError(fmt::format("{} deals this hole: only they choose how many cards, not {}",
                                 Golf::seat_name(s, s.race.dealer), Golf::seat_name(s, seat)));
  const int last = Golf::last_cards(s);
  if (n != last && n != last + 1)
    throw InputError(fmt::format("deal {} cards (as the last hole) or {} (one more), not {}", last,
                                 last + 1, n));
  return Move{.kind = Move::Kind::kCards, .seat = std::uint8_t(seat), .count = std::uint8_t(n)};
}

std::string sheet_text(const GolfState& s) {
  std::string out;
  for (int h = 0; h < s.holes && s.race.sheet[h][0] >= 0; ++h) {
    if (h) out += '/';
    for (int k = 0; k < s.race.seats; ++k)
      out += (k ? "," : "") + std::to_string(s.race.sheet[h][k]);
  }
  return out.empty() ? "-" : out;
}

// A count as a golfer or the log may write it: "3", "impossible", "count 3", "2:count 3 hole 1".
struct CountText {
  std::optional<int> seat, hole;
  int n = 0;
};

// Nothing when the text is no count at all (a stroke, "time", ...); InputError when it is one
// written wrong.
std::optional<CountText> read_count(std::string_view raw) {
  auto w = words(lower(raw));
  if (w.empty()) return std::nullopt;
  CountText c;
  std::string first = w[0];
  if (auto colon = first.find(':'); colon != std::string::npos) {
    if (!is_number(first.substr(0, colon))) return std::nullopt;
    c.seat = number(first.substr(0, colon), "the seat of a count", 0, kMaxSeats - 1);
    first = first.substr(colon + 1);
  }
  std::size_t i = 1;
  std::string value = first;
  if (first == "count") {
    if (w.size() < 2) throw InputError("a count needs its number: count 3, or count impossible");
    value = w[1];
    i = 2;
  } else if (first != "impossible" && !is_number(first)) {
    return std::nullopt;
  }
  c.n = value == "impossible" ? 0 : number(value, "a count (0 = impossible)", 0, kMaxCount);
  if (i + 1 < w.size() && w[i] == "hole") {
    c.hole = number(w[i + 1], "the hole of a count", 1, kMaxHoles);
    i += 2;
  }
  if (i != w.size())
    throw InputError(fmt::format(
        "'{}' is not a count: write a number of strokes (3), impossible, or 2:count 3 hole 1",
        raw));
  return c;
}

// The count move of `seat`, checked against the state: the counts must be open, for this hole,
// and the golfer's own still to come.
Move checked_count(const GolfState& s, Seat seat, const CountText& c) {
  int hole = s.hole_index + 1;
  if (s.phase != Phase::kCount) {
    std::string which =
        c.hole && *c.hole != hole ? fmt::format("hole {}", *c.hole) : fmt::format("hole {}", hole);
    std::string why = s.race.timed_out && (!c.hole || *c.hole == hole) ? ": time ran out" : "";
    if (s.phase == Phase::kDemo)
      throw InputError(fmt::format("the counts of {} are closed{}; {} demonstrates now", which, why,
                                   Golf::seat_name(s, s.race.demonstrator)));
    throw InputError(fmt::format("the counts of {} are closed{}; nobody counts now", which, why));
  }
  if (c.hole && *c.hole != hole)
    throw InputError(fmt::format("that count is for hole {}; the golfers are counting hole {} now",
                                 *c.hole, hole));
  if (seat < 0 || seat >= s.race.seats)
    throw InputError(fmt::format("no golfer {} in this race of {}", seat, s.race.seats));
  if (s.race.count[seat] != kNoCount)
    throw InputError(
        fmt::format("{} has already entered a count for hole {}", Golf::seat_name(s, seat), hole));
  return Move{.kind = Move::Kind::kCount, .seat = std::uint8_t(seat), .count = std::uint8_t(c.n)};
}

}  // namespace

GolfState parse_race(std::string_view raw, bool hidden) {
  auto w = words(raw);
  if (w.size() != kRaceFields)
    throw InputError(
        fmt::format("a race's position has {} fields (race, the ten of a course, seats:dealer "
                    "demonstrator counts failed flags timer start-board start-cards sheet "
                    "edition), not {}",
                    kRaceFields, w.size()));
  GolfState s = parse_course(w, 1);
  s.mode = Mode::kRace;
  Race& r = s.race;
  auto colon = w[11].find(':');
  if (colon == std::string::npos)
    throw InputError("the golfers are written seats:dealer (3:0), not " + w[11]);
  r.seats = std::uint8_t(number(w[11].substr(0, colon), "the number of golfers", 1, kMaxSeats));
  r.dealer = std::uint8_t(number(w[11].substr(colon + 1), "the dealer", 0, r.seats - 1));
  r.demonstrator =
      w[12] == "-" ? -1 : std::int8_t(number(w[12], "the demonstrator", 0, r.seats - 1));
  auto counts = split(w[13], ',');
  if (int(counts.size()) != r.seats)
    throw InputError(fmt::format("{} counts for {} golfers: {}", counts.size(), r.seats, w[13]));
  for (int k = 0; k < r.seats; ++k) {
    if (counts[k] == "-")
      r.count[k] = kNoCount;
    else if (counts[k] == "?" && hidden)
      r.count[k] = kHiddenCount;
    else
      r.count[k] = std::int8_t(number(counts[k], "a count", 0, kMaxCount));
  }
  if (w[14] != "-")
    for (char c : w[14]) {
      if (c < '0' || c >= char('0' + r.seats))
        throw InputError(fmt::format("'{}' among the failed demonstrators is not a golfer", c));
      r.failed |= seat_bit(c - '0');
    }
  if (w[15] != "-")
    for (char c : w[15]) {
      if (c == 't')
        r.agreed = true;
      else if (c == '+')
        r.one_more = true;
      else if (c == 'x')
        r.timed_out = true;
      else
        throw InputError(fmt::format(
            "the flags are t (the counts agreed: a card more), + (the dealer chose one card more "
            "for this hole) and x (timed out), not '{}'",
            c));
    }
  auto timer = split(w[16], '/');
  if (timer.size() != 2 || (timer[1] != "first" && timer[1] != "deal"))
    throw InputError("the timer is written seconds/first or seconds/deal, not " + w[16]);
  r.timer = std::uint16_t(number(timer[0], "the timer", 0, kMaxTimer));
  r.timer_start = timer[1] == "deal" ? TimerStart::kDeal : TimerStart::kFirst;
  r.start = parse_board(w[17]);
  if (w[18] != "-") parse_cards(r.start, w[18], 1);
  r.start.special = s.hole.special;
  for (auto& hole : r.sheet) hole.fill(-1);
  if (w[19] != "-") {
    auto holes = split(w[19], '/');
    if (int(holes.size()) > s.holes)
      throw InputError(fmt::format("the sheet has {} holes, the course {}", holes.size(), s.holes));
    for (std::size_t h = 0; h < holes.size(); ++h) {
      auto scores = split(holes[h], ',');
      if (int(scores.size()) != r.seats)
        throw InputError(fmt::format("hole {} of the sheet has {} scores for {} golfers", h + 1,
                                     scores.size(), r.seats));
      for (int k = 0; k < r.seats; ++k)
        r.sheet[h][k] = std::int16_t(number(scores[k], "a score", 0, 99));
    }
  }
  parse_edition_text(r, w[20]);
  if (s.phase == Phase::kPlay)
    throw InputError("a race's golfers count (count) and demonstrate (demo); play is a puzzle's");
  // (The number of cards is not checked against the deal rule: agreeing counts raise it for the
  // next hole while this one is still played with two.)
  bool counting = s.phase == Phase::kCount || s.phase == Phase::kDemo;
  if (counting && s.hole.card_count < 2)
    throw InputError(fmt::format("hole {} is played with 2 cards or more, not {}", s.hole_index + 1,
                                 s.hole.card_count));
  if (s.phase == Phase::kChoose && !Golf::choice_arises(s))
    throw InputError(
        "the dealer chooses the cards only after agreeing counts (deal rising, edition 2024)");
  if (r.one_more &&
      (s.phase != Phase::kCards || s.card_rule != CardRule::kRising || r.edition != Edition::k2024))
    throw InputError("the flag + (one card more) is for the 2024 rising race's cards step");
  if (s.phase == Phase::kVerdict && (r.seats != 1 || r.count[0] != 0))
    throw InputError("the referee's verdict is for a lone golfer who said impossible");
  if (s.phase == Phase::kDemo &&
      (r.demonstrator < 0 || r.count[r.demonstrator] <= 0 || (r.failed & seat_bit(r.demonstrator))))
    throw InputError("the demonstrator must be a golfer with a count who has not failed");
  return s;
}

std::string race_text(const GolfState& s, bool everything, Seat viewer) {
  const Race& r = s.race;
  return fmt::format("race {} {}:{} {} {} {} {} {}/{} {} {} {} {}", course_text(s), r.seats,
                     r.dealer, r.demonstrator < 0 ? "-" : std::to_string(r.demonstrator),
                     counts_text(s, everything, viewer), seat_list(r.failed), flags_text(r),
                     r.timer, r.timer_start == TimerStart::kDeal ? "deal" : "first",
                     board_text(r.start), r.start.card_count ? cards_text(r.start) : "-",
                     sheet_text(s), edition_text(r));
}

std::optional<GolfMove> parse_race_move(const GolfState& s, std::string_view text) {
  if (s.mode != Mode::kRace) return std::nullopt;
  auto w = words(lower(text));
  if (w.size() == 1 && w[0] == "time") {
    if (!Golf::timeout(s))
      throw InputError("no timer is running now: 'time' is the referee's move when it runs out");
    return Move{.kind = Move::Kind::kTime};
  }
  if (w.size() == 2 && w[0] == "verdict") {
    if (s.phase != Phase::kVerdict)
      throw InputError("the referee's verdict follows a lone golfer's 'impossible'; not now");
    return Move{.kind = Move::Kind::kVerdict,
                .count = std::uint8_t(
                    w[1] == "none" ? 0 : number(w[1], "the verdict (the optimum)", 1, kMaxCount))};
  }
  if (w.size() == 2 && w[0] == "dealer") {
    if (s.phase != Phase::kDealer)
      throw InputError("the first dealer is drawn once, after the layout; not now");
    return Move{.kind = Move::Kind::kDealer,
                .seat = std::uint8_t(number(w[1], "the dealer", 0, s.race.seats - 1))};
  }
  if (std::optional<CardsText> k = read_cards(text)) {
    if (!k->seat)
      throw InputError(
          fmt::format("say who deals: {}:cards {} (the dealer's seat first)", s.race.dealer, k->n));
    return checked_cards(s, *k->seat, k->n);
  }
  std::optional<CountText> c = read_count(text);
  if (!c) return std::nullopt;
  if (!c->seat)
    throw InputError(
        fmt::format("say whose count it is: 0:count {} (the golfer's seat first)", c->n));
  return checked_count(s, *c->seat, *c);
}

std::string race_move_text(const GolfState& s, const GolfMove& m) {
  switch (m.kind) {
    case Move::Kind::kCount:
      return fmt::format("{}:count {} hole {}", m.seat, m.count, s.hole_index + 1);
    case Move::Kind::kDealer:
      return fmt::format("dealer {}", m.seat);
    case Move::Kind::kVerdict:
      return m.count ? fmt::format("verdict {}", m.count) : "verdict none";
    case Move::Kind::kCards:
      return fmt::format("{}:cards {}", m.seat, m.count);
    default:
      return "time";
  }
}

std::string race_move_display(const GolfState& s, const GolfMove& m) {
  switch (m.kind) {
    case Move::Kind::kCount:
      return m.count == 0 ? fmt::format("{} says impossible", Golf::seat_name(s, m.seat))
                          : fmt::format("{} counts {}", Golf::seat_name(s, m.seat), m.count);
    case Move::Kind::kDealer:
      return fmt::format("{} deals", Golf::seat_name(s, m.seat));
    case Move::Kind::kVerdict:
      return m.count ? fmt::format("verdict: {} stroke{} solve it (impossible scores {})", m.count,
                                   m.count == 1 ? "" : "s", m.count + 1)
                     : "verdict: impossible stands";
    case Move::Kind::kCards:
      return fmt::format("{} deals {} cards", Golf::seat_name(s, m.seat), m.count);
    default:
      if (s.phase == Phase::kChoose)
        return fmt::format("time: {} deals {} cards, as the last hole",
                           Golf::seat_name(s, s.race.dealer), Golf::last_cards(s));
      if (s.phase == Phase::kDemo)
        return fmt::format("time: {}'s demonstration fails",
                           Golf::seat_name(s, s.race.demonstrator));
      return "time: every missing count becomes 0 (impossible)";
  }
}

GolfMove Golf::parse_move_as(const State& s, Seat seat, std::string_view text) {
  if (s.mode == Mode::kRace) {
    if (std::optional<CardsText> k = read_cards(text)) {
      if (k->seat && *k->seat != seat)
        throw InputError(fmt::format("that is {}'s choice, not {}'s", seat_name(s, *k->seat),
                                     seat_name(s, seat)));
      return checked_cards(s, seat, k->n);
    }
    if (s.phase == Phase::kChoose && read_count(text))
      throw InputError(fmt::format(
          "{} deals: choose how many cards, cards {} (as the last hole) or cards {} (one more)",
          seat_name(s, s.race.dealer), last_cards(s), last_cards(s) + 1));
    std::optional<CountText> c = read_count(text);
    if (c && c->seat && *c->seat != seat)
      throw InputError(
          fmt::format("that is {}'s count, not {}'s", seat_name(s, *c->seat), seat_name(s, seat)));
    if (c && s.phase == Phase::kDemo && seat == s.race.demonstrator)
      throw InputError("you are demonstrating: play a stroke (like e5g6) or give-up");
    if (c) return checked_count(s, seat, *c);
    if (s.phase == Phase::kDemo && seat != s.race.demonstrator)
      throw InputError(fmt::format("{} demonstrates now: only they move the pieces",
                                   seat_name(s, s.race.demonstrator)));
  }
  return parse_move(s, text);
}

std::string Golf::move_seen(const State& s, const Move& m, Seat viewer) {
  if (m.kind == Move::Kind::kCount && viewer != m.seat) {
    // Another golfer's count is only "entered", until the last one reveals them all.
    State after = s;
    play(after, m);
    if (after.phase == Phase::kCount)
      return fmt::format("{} entered a count", seat_name(s, m.seat));
  }
  return move_display(s, m);
}

std::string Golf::position_seen(const State& s, Seat viewer) {
  return s.mode == Mode::kRace ? race_text(s, false, viewer) : position_text(s);
}

}  // namespace menagerie::golf
