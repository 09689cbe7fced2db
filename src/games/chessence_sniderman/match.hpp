// A match of Sniderman's Chessence as one Game: an odd number of rounds, each opened by two choices
// played as moves, then the round's captures. Seats are players ("First", "Second"), not sides:
//   - object phase: the chooser names the round's object ("object 5", "object p2",
//     "object even wins if odd(pieces)"). Round 1: First (seat 0); later: the previous round's
//     loser. A built-in already used, or a made-up object with the same text as one used, is
//     refused.
//   - side phase: the other player picks ODD or EVEN ("side odd" / "side even").
//   - play phase: the round of Chessence (game.hpp), the player holding ODD making the odd moves.
// When a round ends its winner scores; the first to win more than half the rounds wins the match,
// else the next round starts at once. A random board is set up by chance before each object phase
// (so the chooser sees it): sixteen chance steps, one square at a time from a1, each placing one of
// the pieces still to place with the probability of a shuffle. The referee draws them from the
// game's seed, which no State holds, so a computer player cannot see the boards to come. Rules and decisions: docs/rules/chessence-sniderman.md, "Matches".
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/move_parts.hpp"
#include "games/chessence_sniderman/chessence_sniderman.hpp"

namespace menagerie::chessence_sniderman {

inline constexpr int kMaxMatchRounds = 15;
inline constexpr Seat kFirstSeat = 0;
inline constexpr Seat kSecondSeat = 1;

enum class Phase : std::uint8_t { kObject, kSide, kPlay, kOver };

struct MatchMove {
  enum class Kind : std::uint8_t { kCapture, kObject, kSide, kPlace };
  Kind kind = Kind::kCapture;
  std::uint8_t from = 0;  // capture: from square; side: 0 ODD, 1 EVEN; place: the square
  std::uint8_t to = 0;    // capture: to square; place: the piece
  ObjectId object = 0;    // object: its id in the process-wide table (objects.hpp)
  bool operator==(const MatchMove&) const = default;
};

// Trivially copyable: made-up objects are named by their id in the process-wide object table
// (objects.hpp), which never forgets one, so a state never dangles and a move log of texts rebuilds
// the same match in another process.
struct MatchState {
  State round;     // the round in play (or, once the match is over, the last round's end)
  State finished;  // the previous round's final position (valid when round_index > 0)
  State given;     // the start of every round when a position was given (random_starts false)
  bool random_starts = true;       // else every round starts from `given`
  std::uint8_t placed = kSquares;  // squares of the round's random set-up placed so far
  std::uint8_t rounds = 3;
  std::uint8_t round_index = 0;  // 0-based
  Phase phase = Phase::kObject;
  Seat odd_seat = kFirstSeat;                          // who plays ODD in the round in play
  std::array<std::uint8_t, 2> wins{};                  // rounds won by each seat
  std::array<ObjectId, kMaxMatchRounds> objects{};     // the object of each round so far
  std::array<std::int8_t, kMaxMatchRounds> winners{};  // the winning seat of each finished round
  std::array<std::uint8_t, kMaxMatchRounds> holds{};   // whether that round's condition held
};

struct Match {
  using State = MatchState;
  using Move = MatchMove;

  static constexpr std::string_view kId = ChessenceSniderman::kId;
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves =
      ChessenceSniderman::kMaxMoves;  // >= 14 objects, >= 2 sides
  static constexpr Traits kTraits{.chance = true};

  // A new match: `rounds` odd, 3..15; every round from `given` when set, else set up by chance.
  static State start(int rounds, const chessence_sniderman::State* given = nullptr);
  // The set-up's chance step: each piece still to place on the next square, by its share.
  static void chance(const State& s, MoveList<ChanceOutcome<Move>, kMaxMoves>& out);

  // Who names this round's object: First in round 1, afterwards the previous round's loser.
  static Seat object_chooser(const State& s) {
    return s.round_index == 0 ? kFirstSeat : 1 - s.winners[s.round_index - 1];
  }
  static Seat side_chooser(const State& s) { return 1 - object_chooser(s); }
  // The seat holding `side` this round.
  static Seat seat_of(const State& s, Side side) {
    return side == Side::kOdd ? s.odd_seat : 1 - s.odd_seat;
  }
  // Whether `object` (or one with the same name or text) decided an earlier round (or this one,
  // once chosen).
  static bool used(const State& s, const Object& object);

  static Seat to_move(const State& s);

  template <class List>
  static void generate(const State& s, List& out) {
    switch (s.phase) {
      case Phase::kObject:
        for (std::size_t i = 0; i < builtin_objects().size(); ++i) {
          auto id = static_cast<ObjectId>(i);
          if (!id_used(s, id)) out.push_back(Move{Move::Kind::kObject, 0, 0, id});
        }
        break;
      case Phase::kSide:
        out.push_back(Move{Move::Kind::kSide, 0, 0, 0});
        out.push_back(Move{Move::Kind::kSide, 1, 0, 0});
        break;
      case Phase::kPlay: {
        MoveList<chessence_sniderman::Move, ChessenceSniderman::kMaxMoves> captures;
        ChessenceSniderman::generate(s.round, captures);
        for (const auto& m : captures) out.push_back(Move{Move::Kind::kCapture, m.from, m.to, 0});
        break;
      }
      case Phase::kOver:
        break;
    }
  }

  static void play(State& s, const Move& m);
  static Outcome outcome(const State& s);
  static std::uint64_t hash(const State& s);

  // Text forms (match.cpp). A match is set up by its options, never from text: parse_position
  // throws, and position_text is for people (the board, the round, the score, the phase).
  static State parse_position(std::string_view text);
  static std::string position_text(const State& s);
  // "object 5", "object p2", "object <expression>", "side odd", "side even", or a capture
  // ("Qb2xc3", "b2c3"). In the object phase "object" may be left out; in the side phase "side".
  static Move parse_move(const State& s, std::string_view text);
  static std::string move_text(const State& s, const Move& m);  // a set-up step: "set a1 N"
  static std::string move_display(const State& s, const Move& m);
  // Every move is public; the set-up steps are left out of the history people read (the board
  // shows them), but kept in the record, which replays them.
  static bool in_history(const State&, const Move& m) { return m.kind != Move::Kind::kPlace; }
  static std::string render(const State& s);
  static nlohmann::json view(const State& s, Seat seat);
  static MoveParts move_parts(const State& s, const Move& m);
  static std::string record(const State& start, const std::vector<Move>& moves, Outcome outcome,
                            const RecordTags& tags);

  static chessence_sniderman::Move capture(const Move& m) {
    return chessence_sniderman::Move{m.from, m.to};
  }
  static Move from_capture(const chessence_sniderman::Move& m) {
    return Move{Move::Kind::kCapture, m.from, m.to, 0};
  }

 private:
  static bool id_used(const State& s, ObjectId id);
};

std::string_view seat_label(Seat seat);  // "First" / "Second"

static_assert(Conforms<Match> && Notated<Match> && HasChance<Match> && Unlisted<Match> &&
              Rendered<Match> && Viewed<Match> && PartedMoves<Match> && Recorded<Match>);

}  // namespace menagerie::chessence_sniderman
