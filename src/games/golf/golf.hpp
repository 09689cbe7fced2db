// Chess Golf (Don Kirkby, Chess Kit, 2024) as a Menagerie game. Rules and decisions:
// docs/rules/golf.md. Two modes:
//   - puzzle: one golfer plays a course of holes and scores the strokes (moves) it took;
//   - race: 1 to 8 golfers share the board. Each privately enters a count (the fewest strokes
//     they can solve the hole in, 0 = impossible) against a timer; the counts are revealed at once,
//     the lowest demonstrates move by move (the referee checks every stroke), and the scores of the
//     source (failed demonstrations, zeros, everyone zero) go on a score sheet of 1 to 9 holes.
//
// The referee deals everything as chance steps, one small draw at a time:
//   - layout: sixteen steps, each the next card of the shuffled deck, placed after its gap
//     (rule 1: N 1, B 2, R 3, Q 5, K 6 empty squares skipped), "set c1 B";
//   - dealer (race): the first dealer, drawn at random, "dealer 2";
//   - cards: the hole's two (or more) chosen cards from the reshuffled deck, "card K";
//   - return: after a hole, each captured piece back on an empty square, "return e4 K".
// Between them the golfer moves (hole.hpp's rules) or gives up the hole; in a race the golfers
// count (several at once: core/game.hpp's Simultaneous), and the timer (Timed) ends the counting
// and each demonstration stroke.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/move_parts.hpp"
#include "games/golf/hole.hpp"

namespace menagerie::golf {

// Puzzle: layout, cards, play, return, ..., over. Race: layout, dealer, cards, count, demo,
// return, ..., over. (New phases are added at the end: the names in position texts keep order.)
// A lone golfer's "impossible" waits for the referee's verdict (kVerdict, decision 19); after
// agreeing counts (rising, 2024) the dealer chooses how many cards the next hole turns (kChoose).
enum class Phase : std::uint8_t {
  kLayout,
  kCards,
  kPlay,
  kReturn,
  kOver,
  kDealer,
  kCount,
  kDemo,
  kVerdict,
  kChoose
};

enum class Mode : std::uint8_t { kPuzzle, kRace };
// When the race's timer starts: the first golfer to enter a count starts it (the source's rule 7:
// the first finder), or it starts when the cards are dealt.
enum class TimerStart : std::uint8_t { kFirst, kDeal };

// Which text of the source's race to follow where the two differ (docs/rules/golf.md, decision 18):
// the 2024 booklet (the default) or the Nov-2024 text.
//   - ties for the demonstration: from the dealer (2024), or from the dealer's left (Nov 2024);
//   - the next dealer: the deck passes left (2024), or the successful demonstrator deals (Nov 2024);
//   - the deck: the turned cards are discarded and the discards reshuffled only when the deck runs
//     out (2024), or the whole deck reshuffled before every hole (Nov 2024).
enum class Edition : std::uint8_t { k2024, kNov2024 };
std::string_view edition_name(Edition e);
Edition parse_edition(std::string_view text);  // throws InputError naming the choices

// How many cards each hole turns: always 2, always 3, or the source's rising difficulty (rule 11:
// everyone agreeing adds a card). Alone, a golfer always agrees: 2 on the first hole, 3 after. In
// a race the 2024 booklet lets the dealer of a later hole choose one card more than the last hole
// had (no cap but the deck); the Nov-2024 text deals the third card itself and stops at 3.
enum class CardRule : std::uint8_t { kTwo, kThree, kRising };
std::string_view card_rule_name(CardRule r);
CardRule parse_card_rule(std::string_view text);

// A hole given up scores this many strokes (no rule for one golfer; longer than any book line).
inline constexpr int kGiveUpStrokes = 10;
inline constexpr int kMaxHoles = 9;
// The largest count a golfer may enter: two hands of fingers (the source shows counts with them).
inline constexpr int kMaxCount = 10;
// A race's count not entered yet; in what a golfer is shown, another's count entered but hidden.
inline constexpr std::int8_t kNoCount = -1, kHiddenCount = -2;
inline constexpr int kMaxTimer = 300;  // seconds

struct GolfMove {
  enum class Kind : std::uint8_t {
    kStep,
    kGiveUp,
    kPlace,
    kCard,
    kReturn,
    kDealer,
    kCount,
    kTime,
    kVerdict,
    kCards
  };
  Kind kind = Kind::kStep;
  std::uint8_t from = 0, to = 0;  // step: squares; place/return: `to` is the square
  Piece piece = 0;                // place/card/return: the piece
  std::uint8_t seat = 0;   // dealer: the seat drawn; count: whose count it is; cards: the dealer
  std::uint8_t count = 0;  // count: the strokes (0: impossible); verdict: the optimum; cards: how
                           // many cards the hole turns (the dealer's choice)
  bool operator==(const GolfMove&) const = default;
};

// What a race adds to the course: the golfers, their counts, the demonstration, the score sheet.
struct Race {
  std::uint8_t seats = 1;
  std::uint8_t dealer = 0;
  std::int8_t demonstrator = -1;  // demonstrating now; after the hole, the one who succeeded
  TimerStart timer_start = TimerStart::kFirst;
  std::uint16_t timer = 60;  // seconds for the counts and for each demonstration stroke; 0: none
  std::array<std::int8_t, kMaxSeats> count{kNoCount, kNoCount, kNoCount, kNoCount,
                                           kNoCount, kNoCount, kNoCount, kNoCount};
  SeatSet failed = 0;  // the demonstrators of this hole who failed
  // `rising`: a hole's counts all agreed. Nov 2024: three cards from now on. 2024: the dealer of a
  // later hole may deal one card more than the last hole (cleared when they do).
  bool agreed = false;
  bool one_more = false;   // 2024: the dealer chose one card more for the hole being dealt
  bool timed_out = false;  // the counts of this hole were closed by the timer
  // Every seat's score per hole; -1 for a hole not played yet.
  std::array<std::array<std::int16_t, kMaxSeats>, kMaxHoles> sheet{};
  Hole start;  // the hole as dealt: the board goes back to it after a failed demonstration
  Edition edition = Edition::k2024;
  // 2024: the cards gone from the deck since it was last shuffled (this hole's included), by piece
  // code; every card is public once turned, so this is no secret.
  std::array<std::uint8_t, 16> used{};
  bool operator==(const Race&) const = default;
};

struct GolfState {
  Hole hole;
  Phase phase = Phase::kPlay;
  CardRule card_rule = CardRule::kTwo;
  std::uint8_t holes = 1, hole_index = 0;  // 0-based hole in play
  std::uint16_t strokes = 0;               // moves in the hole in play (race: this demonstration)
  std::uint16_t total = 0;                 // puzzle: strokes of the finished holes
  Mode mode = Mode::kPuzzle;
  Race race;
  bool operator==(const GolfState&) const = default;
};

// What one golfer knows of a race: the state with every other golfer's count hidden until the
// reveal (kHiddenCount), and who they are.
struct GolfObservation {
  GolfState seen;
  Seat seat = 0;
  bool operator==(const GolfObservation&) const = default;
};

struct Golf {
  using State = GolfState;
  using Move = GolfMove;
  static constexpr std::string_view kId = "golf";
  using Observation = GolfObservation;
  static constexpr int kSeats = kMaxSeats;
  static constexpr std::size_t kMaxMoves = kMaxSteps + 1;
  // Hidden: in a race each count stays with its golfer until every count is in.
  static constexpr Traits kTraits{
      .hidden = true, .chance = true, .scores = true, .min_seats = 1, .max_seats = kMaxSeats};

  // A course dealt by the referee: an empty board, the layout to deal.
  static State dealt_course(int holes, CardRule cards, Special special);
  // A race of `seats` golfers over `holes` holes (the timer in seconds, 0 for none).
  static State dealt_race(int seats, int holes, CardRule cards, Special special, int timer,
                          TimerStart start, Edition edition = Edition::k2024);
  // One hole as the referee deals it (the layout, then the cards), its chance steps drawn from
  // `rng` outside any table: for graded puzzles and benchmarks.
  static Hole deal_hole(Rng& rng, CardRule cards, Special special);
  // A puzzle: a given board and cards, one hole, nothing left to chance until it is solved.
  static State puzzle(const Hole& hole);
  static int cards_for_hole(const State& s);
  // The cards of the last hole dealt (2 before the first), which a dealer's choice adds one to.
  static int last_cards(const State& s);
  // Whether the dealer chooses now how many cards the next hole turns (rising, 2024, agreed).
  static bool choice_arises(const State& s);

  static Seat to_move(const State& s);
  static int seats(const State& s) { return s.mode == Mode::kRace ? s.race.seats : 1; }
  static void generate(const State& s, MoveList<Move, kMaxMoves>& out);
  static void chance(const State& s, MoveList<ChanceOutcome<Move>, kMaxMoves>& out);
  static void play(State& s, const Move& m);
  static Outcome outcome(const State& s);
  static std::uint64_t hash(const State& s);

  // Seats that act at once (race.cpp): while counting, every golfer yet to count; the referee
  // makes the timeout.
  static SeatSet acting(const State& s);
  static Seat mover(const State& s, const Move& m);
  // A golfer's move: a count as "3", "count 3", "impossible" or "2:count 3"; a stroke or give-up
  // as parse_move reads them. Names what is wrong (not your count, the counts are closed, ...).
  static Move parse_move_as(const State& s, Seat seat, std::string_view text);
  // The race's timer: counting (from the first count, or from the deal) and each demonstration
  // stroke may take `timer` seconds; then the referee plays "time".
  static std::optional<Timeout<Move>> timeout(const State& s);

  // "BOARD CARDS" (a puzzle) or the full form position_text writes:
  // "BOARD CARDS PHASE HOLE/HOLES STROKES TOTAL TAKEN TAKING CARDRULE SPECIAL"; a race begins with
  // "race" (race_notation.cpp).
  static State parse_position(std::string_view text);
  static std::string position_text(const State& s);
  // "e5g6" (also "e5-g6", "e5xh2"), "give-up", a race's "2:count 3" and the referee's "time",
  // and the referee's "set c1 B", "dealer 2", "card K", "return e4 K".
  static Move parse_move(const State& s, std::string_view text);
  static std::string move_text(const State& s, const Move& m);
  static std::string move_display(const State& s, const Move& m);
  // The referee's draws are left out of the history people read (the board and the cards zone
  // show them; the record keeps them), so only the golfers' moves (and the timer) are listed.
  static bool in_history(const State&, const Move& m) {
    return m.kind == Move::Kind::kStep || m.kind == Move::Kind::kGiveUp ||
           m.kind == Move::Kind::kCount || m.kind == Move::Kind::kTime ||
           m.kind == Move::Kind::kVerdict || m.kind == Move::Kind::kCards;
  }

  // Hidden information: another golfer's count is "Bob entered a count" until the last count
  // reveals them all; nothing else is secret.
  static std::string move_seen(const State& s, const Move& m, Seat viewer);
  static std::string position_seen(const State& s, Seat viewer);
  static Observation observe(const State& s, Seat seat);
  // The hidden counts drawn at random (the computer never needs them: it looks at the board).
  static State sample(const Observation& o, Rng& rng);
  static std::string observation_text(const Observation& o);  // "SEAT POSITION_SEEN"
  static Observation parse_observation(std::string_view text);

  static std::string render(const State& s, Seat viewer);
  static nlohmann::json view(const State& s, Seat seat);
  static MoveParts move_parts(const State& s, const Move& m);

  // The race's rules that the views and the computer share.
  static bool revealed(const State& s);  // every count of this hole is public
  static int total_of(const State& s, Seat seat);
  // The next to demonstrate: the lowest non-zero count not yet failed, ties in turn from the
  // dealer (2024) or the dealer's left (Nov 2024); -1 when none is left.
  static Seat next_demonstrator(const State& s);
  static std::string seat_name(const State& s, Seat seat);  // "Golfer 2"
};

static_assert(Conforms<Golf> && Notated<Golf> && HasChance<Golf> && HasSeatCount<Golf> &&
              Unlisted<Golf> && Hidden<Golf> && PositionSeen<Golf> && Simultaneous<Golf> &&
              Timed<Golf> && Determinizable<Golf> && RenderedPerViewer<Golf> && Viewed<Golf> &&
              PartedMoves<Golf>);

}  // namespace menagerie::golf
