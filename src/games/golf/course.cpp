// The course (golf.hpp): the referee's deals, the golfer's strokes, and moving on between holes.
#include <functional>

#include <fmt/format.h>

#include "core/bitboard.hpp"
#include "core/error.hpp"
#include "games/golf/golf.hpp"

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
    s.phase = Phase::kCards;
  }
}

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

GolfState Golf::puzzle(const Hole& hole) {
  State s;
  s.hole = hole;
  s.card_rule = hole.card_count == 3 ? CardRule::kThree : CardRule::kTwo;
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
  return s.hole_index == 0 ? 2 : 3;
}

void Golf::generate(const State& s, MoveList<Move, kMaxMoves>& out) {
  if (s.phase != Phase::kPlay) return;
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
      // The deck is reshuffled whole before each hole (docs/rules/golf.md, "Decisions").
      int left = kMaxPieces - s.hole.card_count;
      for_each_piece([&](Piece p) {
        int n = kSetCount[chess::type_of(p)] - in_cards(s.hole, p);
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
    case Phase::kPlay:
    case Phase::kOver:
      break;
  }
}

void Golf::play(State& s, const Move& m) {
  switch (m.kind) {
    case Move::Kind::kPlace:
      s.hole.put(m.to, m.piece);
      if (s.hole.piece_count() == kMaxPieces) s.phase = Phase::kCards;
      break;
    case Move::Kind::kCard:
      s.hole.cards[s.hole.card_count++] = m.piece;
      if (s.hole.card_count == cards_for_hole(s)) s.phase = Phase::kPlay;
      break;
    case Move::Kind::kReturn:
      s.hole.put(m.to, m.piece);
      if (--s.hole.taken_count == 0) next_hole(s);
      break;
    case Move::Kind::kGiveUp:
      end_hole(s, kGiveUpStrokes);
      break;
    case Move::Kind::kStep:
      golf::play(s.hole, Step{m.from, m.to});
      ++s.strokes;
      if (solved(s.hole)) end_hole(s, s.strokes);
      break;
  }
}

Outcome Golf::outcome(const State& s) {
  if (s.phase != Phase::kOver) return Outcome::ongoing();
  return Outcome::win(0, "course played").with_score(0, s.total);
}

std::uint64_t Golf::hash(const State& s) { return std::hash<std::string>{}(position_text(s)); }

}  // namespace menagerie::golf
