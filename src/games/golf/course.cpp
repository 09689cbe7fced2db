// The course (golf.hpp): the referee's deals, the golfer's strokes, and moving on between holes.
#include <algorithm>
#include <functional>

#include <fmt/format.h>

#include "core/bitboard.hpp"
#include "core/error.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/race_rules.hpp"

namespace menagerie::golf {

std::string_view card_rule_name(CardRule r) {
  switch (r) {
    case CardRule::kTwo:
      return "2";
    case CardRule::kThree:
      return "3";
    case CardRule::kRising:
      break;
  }
  return "rising";
}

CardRule parse_card_rule(std::string_view text) {
  if (text == "2") return CardRule::kTwo;
  if (text == "3") return CardRule::kThree;
  if (text == "rising") return CardRule::kRising;
  throw InputError(fmt::format("cards is 2, 3 or rising, not '{}'", text));
}

namespace {

// The last square the layout filled (pieces are placed in square order), -1 before the first.
int last_placed(const Hole& h) { return h.occupied() ? msb(h.occupied()) : -1; }

int on_board(const Hole& h, Piece p) {
  int n = 0;
  for (int s : squares(h.colour[chess::color_of(p)])) n += h.at[s] == p;
  return n;
}

int in_cards(const Hole& h, Piece p) {
  int n = 0;
  for (int i = 0; i < h.card_count; ++i) n += h.cards[i] == p;
  return n;
}

template <class F>
void for_each_piece(F f) {
  for (chess::Color c : {chess::kWhite, chess::kBlack})
    for (int t = chess::kKnight; t <= chess::kKing; ++t)
      f(chess::make_piece(c, chess::PieceType(t)));
}

// The 2024 race deals from one deck across the holes (the cards it has turned are in race.used).
bool running_deck(const GolfState& s) {
  return s.mode == Mode::kRace && s.race.edition == Edition::k2024;
}

bool deck_empty(const GolfState& s) {
  int used = 0;
  for (std::uint8_t n : s.race.used) used += n;
  return used >= kMaxPieces;
}

}  // namespace

void next_hole(GolfState& s) {
  s.strokes = 0;
  s.hole.card_count = 0;
  s.hole.cards = {};
  s.hole.taken_count = 0;
  s.hole.taken = {};
  s.hole.taking = -1;
  // After the last hole the course is over and stays on it (the record's "hole 9/9").
  if (s.hole_index + 1 >= s.holes) {
    s.phase = Phase::kOver;
  } else {
    ++s.hole_index;
    // After agreeing counts (rising, 2024) the dealer first chooses how many cards to turn.
    s.phase = Golf::choice_arises(s) ? Phase::kChoose : Phase::kCards;
  }
}

namespace {

// The hole is over (solved or given up): captured pieces go back before the next hole; after the
// last hole there is no next one to set up, so the board stays as the golfer left it.
void end_hole(GolfState& s, int score) {
  s.total = static_cast<std::uint16_t>(s.total + score);
  if (s.hole.taken_count > 0 && s.hole_index + 1 < s.holes)
    s.phase = Phase::kReturn;
  else
    next_hole(s);
}

}  // namespace

GolfState Golf::dealt_course(int holes, CardRule cards, Special special) {
  if (holes < 1 || holes > kMaxHoles)
    throw InputError(fmt::format("a course has 1 to {} holes, not {}", kMaxHoles, holes));
  State s;
  s.hole.special = special;
  s.card_rule = cards;
  s.holes = static_cast<std::uint8_t>(holes);
  s.phase = Phase::kLayout;
  return s;
}

Hole Golf::deal_hole(Rng& rng, CardRule cards, Special special) {
  State s = dealt_course(1, cards, special);
  while (to_move(s) == kChance) {
    ChanceOf<Golf> outcomes;
    chance(s, outcomes);
    play(s, draw_outcome(outcomes, rng));
  }
  return s.hole;
}

GolfState Golf::dealt_race(int seats, int holes, CardRule cards, Special special, int timer,
                           TimerStart start, Edition edition) {
  if (seats < 1 || seats > kMaxSeats)
    throw InputError(fmt::format("a race has 1 to {} golfers, not {}", kMaxSeats, seats));
  if (timer < 0 || timer > kMaxTimer)
    throw InputError(fmt::format("the timer is 0 (none) to {} seconds, not {}", kMaxTimer, timer));
  State s = dealt_course(holes, cards, special);
  s.mode = Mode::kRace;
  s.race.seats = std::uint8_t(seats);
  s.race.timer = std::uint16_t(timer);
  s.race.timer_start = start;
  s.race.edition = edition;
  for (auto& hole : s.race.sheet) hole.fill(-1);
  return s;
}

GolfState Golf::puzzle(const Hole& hole) {
  State s;
  s.hole = hole;
  s.race.start = hole;
  s.card_rule = hole.card_count >= 3 ? CardRule::kThree : CardRule::kTwo;
  s.phase = Phase::kPlay;
  return s;
}

int Golf::cards_for_hole(const State& s) {
  switch (s.card_rule) {
    case CardRule::kTwo:
      return 2;
    case CardRule::kThree:
      return 3;
    case CardRule::kRising:
      break;
  }
  // Alone, a golfer always agrees with themself: three cards from the second hole (decision 3).
  // In a race, once every count of a hole agreed (race.cpp): Nov 2024, three from then on; 2024,
  // what the dealer chose, the last hole's cards or one more (rule 15).
  if (s.mode == Mode::kPuzzle) return s.hole_index == 0 ? 2 : 3;
  if (s.race.edition == Edition::kNov2024) return s.race.agreed ? 3 : 2;
  return last_cards(s) + (s.race.one_more ? 1 : 0);
}

int Golf::last_cards(const State& s) {
  // The hole as dealt is kept until the next hole's last card is turned (play, kCard).
  return std::max<int>(2, s.race.start.card_count);
}

bool Golf::choice_arises(const State& s) {
  return s.mode == Mode::kRace && s.card_rule == CardRule::kRising &&
         s.race.edition == Edition::k2024 && s.race.agreed && last_cards(s) < kMaxCards;
}

Seat Golf::to_move(const State& s) {
  switch (s.phase) {
    case Phase::kPlay:
    case Phase::kOver:
      return 0;
    case Phase::kCount:
      // Any golfer yet to count may act (acting()); the first of them stands for all.
      for (int k = 0; k < s.race.seats; ++k)
        if (s.race.count[k] == kNoCount) return k;
      return 0;
    case Phase::kDemo:
      return s.race.demonstrator;
    case Phase::kChoose:
      return s.race.dealer;
    case Phase::kLayout:
    case Phase::kCards:
    case Phase::kReturn:
    case Phase::kDealer:
    case Phase::kVerdict:
      break;
  }
  return kChance;
}

void Golf::generate(const State& s, MoveList<Move, kMaxMoves>& out) {
  if (s.phase == Phase::kCount) {
    for (int k = 0; k < s.race.seats; ++k)
      if (s.race.count[k] == kNoCount)
        for (int n = 0; n <= kMaxCount; ++n)
          out.push_back(
              Move{.kind = Move::Kind::kCount, .seat = std::uint8_t(k), .count = std::uint8_t(n)});
    return;
  }
  if (s.phase == Phase::kChoose) {
    // The dealer's choice: the last hole's cards, or one more.
    for (int n = last_cards(s); n <= last_cards(s) + 1; ++n)
      out.push_back(
          Move{.kind = Move::Kind::kCards, .seat = s.race.dealer, .count = std::uint8_t(n)});
    return;
  }
  if (s.phase != Phase::kPlay && s.phase != Phase::kDemo) return;
  Steps steps;
  golf::generate(s.hole, steps);
  for (Step m : steps) out.push_back(Move{Move::Kind::kStep, m.from, m.to, 0});
  out.push_back(Move{Move::Kind::kGiveUp, 0, 0, 0});
}

void Golf::chance(const State& s, MoveList<ChanceOutcome<Move>, kMaxMoves>& out) {
  switch (s.phase) {
    case Phase::kLayout: {
      // The next card of the shuffled deck: each piece not yet placed, by its share of the deck.
      int left = kMaxPieces - s.hole.piece_count(), last = last_placed(s.hole);
      for_each_piece([&](Piece p) {
        int n = kSetCount[chess::type_of(p)] - on_board(s.hole, p);
        if (n > 0)
          out.push_back(
              {Move{Move::Kind::kPlace, 0, std::uint8_t(last + 1 + kGap[chess::type_of(p)]), p},
               double(n) / left});
      });
      break;
    }
    case Phase::kCards: {
      // The next card of the deck: the whole deck reshuffled before each hole (a course, and the
      // Nov-2024 race), or the 2024 race's deck, whose discards are reshuffled only when it is
      // out of cards (docs/rules/golf.md, decisions 5 and 18).
      const bool deck = running_deck(s) && !deck_empty(s);
      auto gone = [&](Piece p) { return deck ? int(s.race.used[p]) : in_cards(s.hole, p); };
      int left = 0;
      for_each_piece([&](Piece p) { left += kSetCount[chess::type_of(p)] - gone(p); });
      for_each_piece([&](Piece p) {
        int n = kSetCount[chess::type_of(p)] - gone(p);
        if (n > 0) out.push_back({Move{Move::Kind::kCard, 0, 0, p}, double(n) / left});
      });
      break;
    }
    case Phase::kReturn: {
      Piece p = s.hole.taken[s.hole.taken_count - 1];
      Bitboard empty = ~s.hole.occupied();
      double share = 1.0 / popcount(empty);
      for (int sq : squares(empty))
        out.push_back({Move{Move::Kind::kReturn, 0, std::uint8_t(sq), p}, share});
      break;
    }
    case Phase::kDealer:
      // The first dealer, drawn at random (rule 2).
      for (int k = 0; k < s.race.seats; ++k)
        out.push_back(
            {Move{.kind = Move::Kind::kDealer, .seat = std::uint8_t(k)}, 1.0 / s.race.seats});
      break;
    case Phase::kVerdict:
      // The hole's optimum, or none (0). The rules alone cannot solve a hole: here every verdict
      // is listed alike, and the referee (src/catalog/entries/golf.cpp) gives the solver's proved
      // one instead of drawing (GameTable::known_outcome).
      for (int n = 0; n <= kMaxCount; ++n)
        out.push_back(
            {Move{.kind = Move::Kind::kVerdict, .count = std::uint8_t(n)}, 1.0 / (kMaxCount + 1)});
      break;
    case Phase::kPlay:
    case Phase::kOver:
    case Phase::kCount:
    case Phase::kDemo:
    case Phase::kChoose:
      break;
  }
}

void Golf::play(State& s, const Move& m) {
  const bool race = s.mode == Mode::kRace;
  switch (m.kind) {
    case Move::Kind::kPlace:
      s.hole.put(m.to, m.piece);
      if (s.hole.piece_count() == kMaxPieces) s.phase = race ? Phase::kDealer : Phase::kCards;
      break;
    case Move::Kind::kDealer:
      s.race.dealer = m.seat;
      s.phase = Phase::kCards;
      break;
    case Move::Kind::kCard:
      if (running_deck(s)) {
        // Out of cards: the discards (every card but this hole's) are shuffled into a new deck.
        if (deck_empty(s)) {
          s.race.used.fill(0);
          for (int i = 0; i < s.hole.card_count; ++i) ++s.race.used[s.hole.cards[i]];
        }
        ++s.race.used[m.piece];
      }
      s.hole.cards[s.hole.card_count++] = m.piece;
      if (s.hole.card_count == cards_for_hole(s)) {
        s.race.start = s.hole;
        if (race)
          race::begin_counting(s);
        else
          s.phase = Phase::kPlay;
      }
      break;
    case Move::Kind::kReturn:
      s.hole.put(m.to, m.piece);
      if (--s.hole.taken_count == 0) next_hole(s);
      break;
    case Move::Kind::kGiveUp:
      if (race)
        race::fail(s);
      else
        end_hole(s, kGiveUpStrokes);
      break;
    case Move::Kind::kStep:
      if (race) {
        race::stroke(s, Step{m.from, m.to});
        break;
      }
      golf::play(s.hole, Step{m.from, m.to});
      ++s.strokes;
      if (solved(s.hole)) end_hole(s, s.strokes);
      break;
    case Move::Kind::kCount:
      race::count(s, m.seat, m.count);
      break;
    case Move::Kind::kTime:
      race::time_out(s);
      break;
    case Move::Kind::kVerdict:
      race::verdict(s, m.count);
      break;
    case Move::Kind::kCards:
      race::choose_cards(s, m.count);
      break;
  }
}

Outcome Golf::outcome(const State& s) {
  if (s.phase != Phase::kOver) return Outcome::ongoing();
  if (s.mode == Mode::kPuzzle) return Outcome::win(0, "course played").with_score(0, s.total);
  // The lowest total wins; golfers with the same lowest total share the win.
  int best = 1 << 30;
  for (int k = 0; k < s.race.seats; ++k) best = std::min(best, total_of(s, k));
  SeatSet winners = 0;
  for (int k = 0; k < s.race.seats; ++k)
    if (total_of(s, k) == best) winners |= seat_bit(k);
  Outcome o = Outcome::team_win(winners, "fewest strokes");
  for (int k = 0; k < s.race.seats; ++k) o.with_score(k, total_of(s, k));
  return o;
}

std::uint64_t Golf::hash(const State& s) { return std::hash<std::string>{}(position_text(s)); }

}  // namespace menagerie::golf
