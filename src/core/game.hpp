// The Game concept: what every game in Menagerie provides, and all that the algorithms in
// src/engine may assume. This file is the one list of what a game folder fills in; each optional
// group is a named concept, and every game's main header ends with a static_assert naming the
// groups it claims, so a misspelt hook fails to compile instead of silently falling back to a
// default (docs/adding-a-game.md walks through it).
//
// A game is a type G with static functions over a small, trivially copyable G::State.
//
// Required (concept Game):
//   G::kId              the variant id ("chess960")
//   G::kSeats           the most seats the game can have (the seat count is seats(s) below)
//   G::kMaxMoves        an upper bound on the legal moves (or chance outcomes) of any state
//   G::to_move(s)       the seat to act, or kChance when the next step is the game's own draw
//   G::generate(s, l)   appends every legal move of s to l (nothing at a chance node); a game that
//                       ends by a rule other than "no move" (a fifty-move draw, say) reports it in
//                       outcome(), which callers ask first
//   G::play(s, m)       plays the legal move (or chance outcome) m on s in place (copy-make)
//   G::outcome(s)       whether s is over and every seat's result, judged from s alone (history-
//                       dependent draws such as repetition are judged by Record, see record.hpp)
//   G::hash(s)          a 64-bit key; equal positions (for repetition) have equal keys; the key
//                       includes the seat to move
//
// Declared traits (optional; default: two seats, perfect information, one move a turn):
//   G::kTraits          a Traits (below): hidden information, chance, teams, cooperative play,
//                       scores, the seat range, turns of several moves
//
// Optional groups, each a concept below:
//   Notated          text at the edges: parse_position, position_text, parse_move, move_text,
//                    move_display (parsers throw InputError naming the fault)
//   HasChance        G::chance(s, list): the outcomes of a chance node with their probabilities
//   HasSeatCount     G::seats(s): the seat count when the options choose it (kTraits' range)
//   HasTeams         G::team_of(s, seat): seats with the same team win and lose together
//   HasResign        G::resign(s, seat): the outcome when `seat` gives up (default: every other
//                    team wins; a cooperative game is lost by all)
//   Hidden           G::move_seen(s, m, viewer): what a viewer is shown of a move (the burier
//                    sees "Nxd4, buried under c6", everyone else "Nxd4, buried a piece"); a hidden
//                    game puts no true position in the common part of its views
//   Unlisted         G::in_history(s, m): false for public steps left out of the history people
//                    read (the record keeps them)
//   Simultaneous     G::acting(s), G::mover(s, m), G::parse_move_as(s, seat, text): several seats
//                    may act at once, in any order (Golf's race: every golfer enters a count);
//                    to_move(s) then names one of them
//   Timed            G::timeout(s): how long the current phase may last and the move the referee
//                    plays when it runs out (Golf's race timer)
//   PositionSeen     G::position_seen(s, viewer): a hidden game's position text for one viewer
//   Determinizable   G::Observation, G::observe(s, seat), G::sample(obs, rng),
//                    G::observation_text(obs), G::parse_observation(text): what one seat knows,
//                    and full states drawn consistent with it (for computer players that see only
//                    their view)
//   Rendered         G::render(s, viewer): a terminal picture for that viewer
//   Viewed           G::view(s, seat): the game part of docs/view.md's view
//   PartedMoves      G::move_parts(s, m): a move's from/to/label for clients
//   Recorded         G::record(start, moves, outcome, tags): the full record (PGN where it fits)
//   RecordedSeen     G::record_seen(start, moves, outcome, tags, viewer): a hidden game's record
//                    while it is played, as that viewer may know it (PGN where it fits)
//   StartNoted       G::start_info(start): Info lines naming how the game began (Chess960: "Start
//                    position 734"), added to every view
// Searchable (engine/searchable.hpp) is the group the alpha-beta search needs.
#pragma once

#include <array>
#include <bit>
#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/move_parts.hpp"
#include "core/rng.hpp"

namespace menagerie {

using Seat = int;
inline constexpr Seat kChance = -1;
inline constexpr Seat kNoSeat = -2;
// Whoever watches without a seat: views, histories and records for a spectator show only what is
// public.
inline constexpr Seat kSpectator = kNoSeat;
inline constexpr int kMaxSeats = 8;

// A set of seats as bits (seat s is bit s).
using SeatSet = std::uint16_t;
constexpr SeatSet seat_bit(Seat s) { return SeatSet(1u << s); }

// What a game is, declared once per game and listed by the catalog (GET /api/variants): the server,
// the clients and the computer act on these, never on variant ids.
struct Traits {
  bool hidden = false;       // a seat may know what another does not
  bool chance = false;       // the game draws (shuffles, deals, random set-ups)
  bool teams = false;        // seats win and lose together in teams
  bool cooperative = false;  // every seat wins or loses together, against the game
  bool scores = false;       // the result carries a score per seat
  int min_seats = 2, max_seats = 2;
  bool multi_step = false;  // a turn may be several moves by the same seat
  // Table talk: a seat may ask another a yes/no question about what only that seat knows (the
  // server carries the question and the boolean answer; the catalog lists the preset questions a
  // computer player understands). Cooperative Chess: "yes/no questions, no outright revealing".
  bool talk = false;
};

template <class G>
constexpr Traits traits_of() {
  if constexpr (requires { G::kTraits; })
    return G::kTraits;
  else
    return Traits{.min_seats = G::kSeats, .max_seats = G::kSeats};
}

enum class SeatResult : std::uint8_t { kNone, kWin, kLoss, kDraw };
inline std::string_view result_name(SeatResult r) {
  switch (r) {
    case SeatResult::kWin:
      return "win";
    case SeatResult::kLoss:
      return "loss";
    case SeatResult::kDraw:
      return "draw";
    case SeatResult::kNone:
      break;
  }
  return "";
}

// Every seat's result. kWin: the seats in `winners` win (one seat, a team, or every partner) and
// the others lose; kDraw: everyone draws; kLoss: everyone loses (a cooperative game lost). Scores,
// where the game keeps them, are per seat.
struct Outcome {
  enum class Kind : std::uint8_t { kOngoing, kWin, kDraw, kLoss };
  Kind kind = Kind::kOngoing;
  Seat winner = kNoSeat;      // the lowest winning seat: the winner of a two-seat game
  SeatSet winners = 0;        // every winning seat
  std::string_view reason{};  // "checkmate", "stalemate", "fifty-move rule", ...
  bool scored = false;
  std::array<std::int32_t, kMaxSeats> score{};

  bool over() const { return kind != Kind::kOngoing; }
  SeatResult result(Seat s) const {
    switch (kind) {
      case Kind::kOngoing:
        return SeatResult::kNone;
      case Kind::kDraw:
        return SeatResult::kDraw;
      case Kind::kLoss:
        return SeatResult::kLoss;
      case Kind::kWin:
        return (winners & seat_bit(s)) ? SeatResult::kWin : SeatResult::kLoss;
    }
    return SeatResult::kNone;
  }
  bool wins(Seat s) const { return result(s) == SeatResult::kWin; }

  static Outcome ongoing() { return {}; }
  static Outcome win(Seat seat, std::string_view why) {
    return {Kind::kWin, seat, seat_bit(seat), why};
  }
  // Several seats win together (a team, or partners); the others lose.
  static Outcome team_win(SeatSet seats, std::string_view why) {
    return {Kind::kWin, seats ? Seat(std::countr_zero(unsigned(seats))) : kNoSeat, seats, why};
  }
  static Outcome draw(std::string_view why) { return {Kind::kDraw, kNoSeat, 0, why}; }
  // Every seat loses (a cooperative game that the game itself wins).
  static Outcome all_lose(std::string_view why) { return {Kind::kLoss, kNoSeat, 0, why}; }
  Outcome& with_score(Seat s, std::int32_t points) {
    scored = true;
    score[s] = points;
    return *this;
  }
  bool operator==(const Outcome&) const = default;
};

// A fixed-capacity list of moves: no allocation in the search's hot loop.
template <class Move, std::size_t Capacity>
class MoveList {
 public:
  void push_back(const Move& m) { moves_[size_++] = m; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  void clear() { size_ = 0; }
  Move& operator[](std::size_t i) { return moves_[i]; }
  const Move& operator[](std::size_t i) const { return moves_[i]; }
  Move* begin() { return moves_.data(); }
  Move* end() { return moves_.data() + size_; }
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }
  bool contains(const Move& m) const {
    for (const Move& x : *this)
      if (x == m) return true;
    return false;
  }

 private:
  std::array<Move, Capacity> moves_;
  std::size_t size_ = 0;
};

template <class G>
using MovesOf = MoveList<typename G::Move, G::kMaxMoves>;

template <class G>
concept Game = std::is_trivially_copyable_v<typename G::State> &&
    std::equality_comparable<typename G::Move> &&
    requires(const typename G::State& s, typename G::State& mut, const typename G::Move& m,
             MovesOf<G>& moves) {
  { G::kId } -> std::convertible_to<std::string_view>;
  { G::kSeats } -> std::convertible_to<int>;
  { G::to_move(s) } -> std::same_as<Seat>;
  { G::generate(s, moves) } -> std::same_as<void>;
  { G::play(mut, m) } -> std::same_as<void>;
  { G::outcome(s) } -> std::same_as<Outcome>;
  { G::hash(s) } -> std::same_as<std::uint64_t>;
};

// Text at the edges (CLI, UCI, server). Parsers throw InputError (core/error.hpp) naming the fault.
//   G::parse_position(text)   a position in the game's FEN-family form
//   G::position_text(s)       the inverse
//   G::parse_move(s, text)    a legal move of s written in any form the game accepts
//   G::move_text(s, m)        the machine form (UCI style: e2e4, e7e8q, M@e1)
//   G::move_display(s, m)     the form people read (SAN-like); move_text when the game has no other
template <class G>
concept Notated = Game<G> &&
    requires(const typename G::State& s, std::string_view text, const typename G::Move& m) {
  { G::parse_position(text) } -> std::same_as<typename G::State>;
  { G::position_text(s) } -> std::same_as<std::string>;
  { G::parse_move(s, text) } -> std::same_as<typename G::Move>;
  { G::move_text(s, m) } -> std::same_as<std::string>;
  { G::move_display(s, m) } -> std::same_as<std::string>;
};

// One outcome of a chance node and its probability.
template <class Move>
struct ChanceOutcome {
  Move move;
  double probability;
};
template <class G>
using ChanceOf = MoveList<ChanceOutcome<typename G::Move>, G::kMaxMoves>;

// One outcome drawn by its probability from one number of `rng` (the last outcome when rounding
// leaves the draw past the sum): how the referee, samplers and benchmarks resolve chance.
template <class Move, std::size_t N>
const Move& draw_outcome(const MoveList<ChanceOutcome<Move>, N>& outcomes, Rng& rng) {
  double u = double(rng.next() >> 11) * 0x1.0p-53, sum = 0;
  for (const auto& c : outcomes)
    if (u < (sum += c.probability)) return c.move;
  return outcomes[outcomes.size() - 1].move;
}

// Chance: at a node where to_move(s) == kChance, G::chance(s, list) appends every outcome with its
// probability (they sum to one). A large draw (a shuffle, a random set-up) is a sequence of small
// ones (one card, one square at a time). The referee draws them from the game's seed; the
// outcomes are moves of the game, logged and replayed like any other.
template <class G>
concept HasChance = Game<G> && requires(const typename G::State& s, ChanceOf<G>& list) {
  { G::chance(s, list) } -> std::same_as<void>;
};

template <class G>
concept HasSeatCount = Game<G> && requires(const typename G::State& s) {
  { G::seats(s) } -> std::same_as<int>;
};
template <class G>
int seat_count(const typename G::State& s) {
  if constexpr (HasSeatCount<G>)
    return G::seats(s);
  else
    return G::kSeats;
}

template <class G>
concept HasTeams = Game<G> && requires(const typename G::State& s, Seat seat) {
  { G::team_of(s, seat) } -> std::same_as<int>;
};
// The team of `seat`: the game's, else every seat is a team of its own.
template <class G>
int team_of(const typename G::State& s, Seat seat) {
  if constexpr (HasTeams<G>)
    return G::team_of(s, seat);
  else
    return seat;
}

template <class G>
concept HasResign = Game<G> && requires(const typename G::State& s, Seat seat) {
  { G::resign(s, seat) } -> std::same_as<Outcome>;
};
// The result of `seat` giving up: the game's own rule, else every seat of another team wins (two
// seats: the opponent; teams: the other team), and a cooperative game is lost by all.
template <class G>
Outcome resign_outcome(const typename G::State& s, Seat seat) {
  if constexpr (HasResign<G>) {
    return G::resign(s, seat);
  } else {
    if (traits_of<G>().cooperative) return Outcome::all_lose("resignation");
    SeatSet others = 0;
    for (Seat t = 0; t < seat_count<G>(s); ++t)
      if (team_of<G>(s, t) != team_of<G>(s, seat)) others |= seat_bit(t);
    return Outcome::team_win(others, "resignation");
  }
}

// Seats that act at once. Most games name one seat to act (to_move); in some phases several seats
// may act, in any order (Golf's race: every golfer who has not yet entered a count). Such a game
// says which seats may act now (G::acting(s), a SeatSet; to_move(s) is then one of them, or kChance
// for the game's own steps), who makes a move (G::mover(s, m): a seat, or kChance for a move the
// referee plays itself, such as a timeout), and reads a move written by one seat
// (G::parse_move_as(s, seat, text): short forms may leave the seat out; throws InputError naming
// the fault). generate(s) lists the legal moves of every acting seat; a move's text names its seat
// wherever the seat does not follow from the state, so the move log replays without seats.
// Without the group: the seat to move acts alone and makes every move.
template <class G>
concept Simultaneous = Game<G> && requires(const typename G::State& s, const typename G::Move& m,
                                           Seat seat, std::string_view text) {
  { G::acting(s) } -> std::same_as<SeatSet>;
  { G::mover(s, m) } -> std::same_as<Seat>;
  { G::parse_move_as(s, seat, text) } -> std::same_as<typename G::Move>;
};
// The seats that may act in s: the game's set, else the seat to move (none at a chance step).
template <class G>
SeatSet acting_seats(const typename G::State& s) {
  if constexpr (Simultaneous<G>) {
    return G::acting(s);
  } else {
    Seat t = G::to_move(s);
    return t >= 0 ? seat_bit(t) : SeatSet(0);
  }
}
// Who makes move m from s: the game's answer, else the seat to move (kChance at a chance step).
template <class G>
Seat move_seat(const typename G::State& s, const typename G::Move& m) {
  if constexpr (Simultaneous<G>)
    return G::mover(s, m);
  else
    return (void)m, G::to_move(s);
}

// A phase with a time limit (Golf's race: the counts must be in within the timer). The game names
// the limit, the move the referee then plays and, in `phase`, which phase it is: the host (the
// server's room, the terminal) starts the time when a phase value first appears and plays `move`
// once `ms` have passed without a new phase. The game itself never reads a clock, so a log of
// moves replays the same whatever the time.
template <class Move>
struct Timeout {
  std::int64_t ms = 0;      // how long the phase may last, from its start
  Move move{};              // what the referee plays when it runs out (its mover is kChance)
  std::uint64_t phase = 0;  // a new value: a new phase, whose time starts now
  std::string_view what{};  // in words, what happens then ("every missing count becomes 0")
};
template <class G>
concept Timed = Game<G> && requires(const typename G::State& s) {
  { G::timeout(s) } -> std::same_as<std::optional<Timeout<typename G::Move>>>;
};

// Hidden information: what `viewer` (a seat, or kSpectator) is shown of move m played from s; an
// empty text hides the move from that viewer's history altogether (a step nobody else sees).
template <class G>
concept Hidden = Notated<G> &&
    requires(const typename G::State& s, const typename G::Move& m, Seat viewer) {
  { G::move_seen(s, m, viewer) } -> std::same_as<std::string>;
};

// Steps every viewer sees but no one reads as a move (a random set-up placed square by square: the
// board shows it): G::in_history(s, m) false leaves m out of the history people read; the record
// keeps it.
template <class G>
concept Unlisted = Game<G> && requires(const typename G::State& s, const typename G::Move& m) {
  { G::in_history(s, m) } -> std::same_as<bool>;
};

// A hidden game's position text as one viewer may know it (G::position_seen(s, viewer)); without it
// a hidden game's views carry no position at all.
template <class G>
concept PositionSeen = Hidden<G> && requires(const typename G::State& s, Seat viewer) {
  { G::position_seen(s, viewer) } -> std::same_as<std::string>;
};

// Determinization: what one seat knows (a trivially copyable G::Observation that observe() makes
// from a State), and full States drawn at random consistent with it. sample(observe(s, k)) is a
// State whose observe(., k) equals observe(s, k); an algorithm that plays a hidden game searches
// such samples (engine/determinize.hpp), never the referee's State.
template <class G>
concept Determinizable = Game<G> && std::equality_comparable<typename G::Observation> &&
    requires(const typename G::State& s, const typename G::Observation& o, Seat seat,
             std::string_view text, Rng& rng) {
  { G::observe(s, seat) } -> std::same_as<typename G::Observation>;
  { G::sample(o, rng) } -> std::same_as<typename G::State>;
  { G::observation_text(o) } -> std::same_as<std::string>;
  { G::parse_observation(text) } -> std::same_as<typename G::Observation>;
};

// Presentation. A perfect-information game shows every viewer the same picture (render(s)); a
// hidden one draws per viewer (render(s, viewer)) and never the other way.
template <class G>
concept Rendered = Game<G> && requires(const typename G::State& s) {
  { G::render(s) } -> std::same_as<std::string>;
};
template <class G>
concept RenderedPerViewer = Game<G> && requires(const typename G::State& s, Seat viewer) {
  { G::render(s, viewer) } -> std::same_as<std::string>;
};
// The game part of docs/view.md's view for one seat (kSpectator: a spectator).
template <class G>
concept Viewed = Game<G> && requires(const typename G::State& s, Seat seat) {
  { G::view(s, seat) } -> std::same_as<nlohmann::json>;
};
template <class G>
concept PartedMoves = Game<G> && requires(const typename G::State& s, const typename G::Move& m) {
  { G::move_parts(s, m) } -> std::same_as<MoveParts>;
};
// What a record says besides the game itself, from whoever hosts it: the players' names by seat,
// the date ("2026.11.25"), the site, the event, and how a game ended when its outcome cannot say
// ("abandoned": an aborted game). Empty fields are unknown.
struct RecordTags {
  std::vector<std::string> players;
  std::string date, site, event, termination;
};

// The full record of a finished or running game (PGN where the variant fits it); shown to a seat
// or spectator only once the game is over when the game hides anything. A record in JSON gets the
// tags from the referee; a game writing another format puts them in itself.
template <class G>
concept Recorded = Game<G> &&
    requires(const typename G::State& s, const std::vector<typename G::Move>& moves, Outcome o,
             const RecordTags& tags) {
  { G::record(s, moves, o, tags) } -> std::same_as<std::string>;
};

// A hidden game's record while it is played, holding only what `viewer` may know (moves as
// move_seen shows them). Without it the referee gives a JSON record of the viewer's history.
template <class G>
concept RecordedSeen = Recorded<G> &&
    requires(const typename G::State& s, const std::vector<typename G::Move>& moves, Outcome o,
             const RecordTags& tags, Seat viewer) {
  { G::record_seen(s, moves, o, tags, viewer) } -> std::same_as<std::string>;
};

// Lines of docs/view.md's Info (a JSON array) about the start the game was set up from, public
// like the start itself: the referee adds them to the info of every view.
template <class G>
concept StartNoted = Game<G> && requires(const typename G::State& start) {
  { G::start_info(start) } -> std::same_as<nlohmann::json>;
};

// What a game's traits promise, one concept each, so that a compile error names the promise that
// broke rather than one long expression:
//   a hidden game says what each viewer sees of a move and draws per viewer, never one picture;
template <class G>
concept HidesAsDeclared = !traits_of<G>().hidden || (Hidden<G> && !Rendered<G>);
//   a game with chance lists the outcomes of its draws;
template <class G>
concept DrawsAsDeclared = !traits_of<G>().chance || HasChance<G>;
//   a game of teams says who is on whose team;
template <class G>
concept TeamsAsDeclared = !traits_of<G>().teams || HasTeams<G>;
//   a seat range the options choose from needs seats(s);
template <class G>
concept SeatRangeAsDeclared =
    (traits_of<G>().min_seats == traits_of<G>().max_seats) || HasSeatCount<G>;
//   the seat range fits in kSeats, and kSeats in what a table seats.
template <class G>
concept SeatsWithinLimits = (traits_of<G>().max_seats <= G::kSeats) && (G::kSeats <= kMaxSeats);

// What a game claims is checked where it is claimed: each game's main header ends with
//   static_assert(Conforms<G> && Notated<G> && Viewed<G> && ...);
// naming the groups the game provides (and the search's, engine/searchable.hpp, when the catalog
// searches it). Conforms<G> is the Game concept and every promise of its traits above.
template <class G>
concept Conforms = Game<G> && HidesAsDeclared<G> && DrawsAsDeclared<G> && TeamsAsDeclared<G> &&
    SeatRangeAsDeclared<G> && SeatsWithinLimits<G>;

}  // namespace menagerie
