// The race (golf.hpp, docs/rules/golf.md rules 11 to 17): private counts against the timer, the
// reveal, the demonstrations, the scores of the hole and who deals next.
#include <algorithm>

#include <fmt/format.h>

#include "core/error.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/race_rules.hpp"

namespace menagerie::golf {

namespace {

bool all_counted(const GolfState& s) {
  for (int k = 0; k < s.race.seats; ++k)
    if (s.race.count[k] == kNoCount) return false;
  return true;
}

// The largest count revealed this hole: failures and zeros score one more (decisions 9 and 10).
int largest_count(const GolfState& s) {
  int m = 0;
  for (int k = 0; k < s.race.seats; ++k) m = std::max<int>(m, s.race.count[k]);
  return m;
}

// The hole is over: every golfer's score goes on the sheet, the deal passes on (rule 16), and the
// captured pieces go back (after a success only: a failure has put the board back as dealt).
void end_hole(GolfState& s, bool success) {
  Race& r = s.race;
  int over = largest_count(s) + 1;
  for (int k = 0; k < r.seats; ++k) {
    int score = r.count[k];
    if (r.failed & seat_bit(k))
      score = over;  // a failed demonstration
    else if (r.count[k] == 0 && success)
      score = over;  // "impossible", but someone did it
    r.sheet[s.hole_index][k] = std::int16_t(score);
  }
  if (r.edition == Edition::k2024)
    r.dealer = std::uint8_t((r.dealer + 1) % r.seats);  // the deck passes left after every hole
  else if (success)
    r.dealer = std::uint8_t(r.demonstrator);  // the demonstrator deals next (Nov 2024)
  else if (r.failed)
    r.dealer = std::uint8_t((r.dealer + 1) % r.seats);  // every demonstration failed: pass left
  // (Nov 2024) Everyone said impossible: the same dealer deals again.
  if (success && s.hole.taken_count > 0 && s.hole_index + 1 < s.holes)
    s.phase = Phase::kReturn;
  else
    next_hole(s);
}

// The next golfer demonstrates, or the hole ends when none is left.
void next_demonstration(GolfState& s) {
  Seat next = Golf::next_demonstrator(s);
  s.strokes = 0;
  if (next < 0) return end_hole(s, false);
  s.race.demonstrator = std::int8_t(next);
  s.phase = Phase::kDemo;
}

void reveal(GolfState& s) {
  Race& r = s.race;
  bool same = true;
  for (int k = 0; k < r.seats; ++k) same = same && r.count[k] > 0 && r.count[k] == r.count[0];
  // Rule 15: once every golfer gives the same count, later holes may turn one card more (2024:
  // the dealer's choice, race::choose_cards) or turn three (Nov 2024).
  if (same) r.agreed = true;
  // A lone golfer's "impossible" has nobody to prove it wrong: the referee gives its verdict.
  if (r.seats == 1 && r.count[0] == 0) {
    s.phase = Phase::kVerdict;
    return;
  }
  next_demonstration(s);  // everyone at 0: nobody demonstrates, and everyone scores 0
}

}  // namespace

std::string_view edition_name(Edition e) { return e == Edition::k2024 ? "2024" : "nov2024"; }

Edition parse_edition(std::string_view text) {
  if (text == "2024") return Edition::k2024;
  if (text == "nov2024") return Edition::kNov2024;
  throw InputError(fmt::format("edition is 2024 (the booklet) or nov2024, not '{}'", text));
}

namespace race {

void begin_counting(GolfState& s) {
  Race& r = s.race;
  r.count.fill(kNoCount);
  r.failed = 0;
  r.demonstrator = -1;
  r.timed_out = false;
  r.one_more = false;  // the hole is dealt: its cards are in race.start now
  s.strokes = 0;
  s.phase = Phase::kCount;
}

void choose_cards(GolfState& s, int n) {
  Race& r = s.race;
  if (n > Golf::last_cards(s)) {
    // One card more: another agreement is needed before the next.
    r.one_more = true;
    r.agreed = false;
  }
  // (Keeping the count leaves the permission for a later dealer: "on later holes".)
  s.phase = Phase::kCards;
}

void count(GolfState& s, Seat seat, int n) {
  s.race.count[seat] = std::int8_t(n);
  if (all_counted(s)) reveal(s);
}

void time_out(GolfState& s) {
  if (s.phase == Phase::kDemo) return fail(s);
  if (s.phase == Phase::kChoose) return choose_cards(s, Golf::last_cards(s));  // the count stays
  for (int k = 0; k < s.race.seats; ++k)
    if (s.race.count[k] == kNoCount) s.race.count[k] = 0;
  s.race.timed_out = true;
  reveal(s);
}

void stroke(GolfState& s, Step m) {
  golf::play(s.hole, m);
  ++s.strokes;
  if (solved(s.hole)) return end_hole(s, true);
  // Out of strokes: the count was not enough (decision 8).
  if (s.strokes >= s.race.count[s.race.demonstrator]) fail(s);
}

void verdict(GolfState& s, int optimum) {
  int hole = s.hole_index;
  end_hole(s, false);  // nobody demonstrated: the board stays as dealt
  // A solvable hole: scored as the booklet scores a failed count, the largest count revealed
  // plus one, the referee's proved optimum standing for the count another golfer would have shown.
  if (optimum > 0) s.race.sheet[hole][0] = std::int16_t(optimum + 1);
}

void fail(GolfState& s) {
  s.race.failed |= seat_bit(s.race.demonstrator);
  s.hole = s.race.start;  // the board goes back as dealt for the next demonstrator
  next_demonstration(s);
}

}  // namespace race

bool Golf::revealed(const State& s) { return s.mode == Mode::kRace && s.phase != Phase::kCount; }

int Golf::total_of(const State& s, Seat seat) {
  int total = 0;
  for (const auto& hole : s.race.sheet)
    if (hole[seat] > 0) total += hole[seat];
  return total;
}

Seat Golf::next_demonstrator(const State& s) {
  const Race& r = s.race;
  Seat best = -1;
  // In turn from the dealer (2024), or from the dealer's left with the dealer last (Nov 2024): the
  // first of the lowest wins ties.
  const int first = r.edition == Edition::k2024 ? 0 : 1;
  for (int i = first; i < first + r.seats; ++i) {
    Seat k = (r.dealer + i) % r.seats;
    if (r.count[k] <= 0 || (r.failed & seat_bit(k))) continue;
    if (best < 0 || r.count[k] < r.count[best]) best = k;
  }
  return best;
}

std::string Golf::seat_name(const State& s, Seat seat) {
  return s.mode == Mode::kPuzzle ? std::string("Golfer") : fmt::format("Golfer {}", seat + 1);
}

SeatSet Golf::acting(const State& s) {
  switch (s.phase) {
    case Phase::kCount: {
      SeatSet out = 0;
      for (int k = 0; k < s.race.seats; ++k)
        if (s.race.count[k] == kNoCount) out |= seat_bit(k);
      return out;
    }
    case Phase::kDemo:
      return seat_bit(s.race.demonstrator);
    case Phase::kChoose:
      return seat_bit(s.race.dealer);
    case Phase::kPlay:
      return seat_bit(0);
    default:
      return 0;
  }
}

Seat Golf::mover(const State& s, const Move& m) {
  switch (m.kind) {
    case Move::Kind::kCount:
    case Move::Kind::kCards:
      return m.seat;
    case Move::Kind::kTime:
    case Move::Kind::kVerdict:
    case Move::Kind::kPlace:
    case Move::Kind::kDealer:
    case Move::Kind::kCard:
    case Move::Kind::kReturn:
      return kChance;
    case Move::Kind::kStep:
    case Move::Kind::kGiveUp:
      break;
  }
  return to_move(s);
}

std::optional<Timeout<GolfMove>> Golf::timeout(const State& s) {
  const Race& r = s.race;
  if (s.mode != Mode::kRace || r.timer == 0) return std::nullopt;
  Timeout<Move> t;
  t.ms = std::int64_t(r.timer) * 1000;
  t.move = Move{.kind = Move::Kind::kTime};
  if (s.phase == Phase::kCount) {
    bool started = r.timer_start == TimerStart::kDeal;
    for (int k = 0; k < r.seats; ++k) started = started || r.count[k] != kNoCount;
    if (!started) return std::nullopt;
    t.phase = s.hole_index + 1;
    t.what = "every missing count becomes 0 (impossible)";
    return t;
  }
  if (s.phase == Phase::kChoose) {
    // The dealer's choice has the timer's length from when it arises; then the count stays.
    t.phase = (std::uint64_t(1) << 48) | std::uint64_t(s.hole_index + 1);
    t.what = "the number of cards stays as the last hole's";
    return t;
  }
  if (s.phase == Phase::kDemo) {
    // Each stroke has its time ("no long hesitation"): a new stroke, a new phase.
    t.phase = (std::uint64_t(s.hole_index + 1) << 32) | (std::uint64_t(r.failed) << 16) |
              (std::uint64_t(r.demonstrator) << 8) | s.strokes;
    t.what = "the demonstration fails";
    return t;
  }
  return std::nullopt;
}

}  // namespace menagerie::golf
