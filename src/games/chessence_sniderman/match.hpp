// A match of Sniderman's Chessence as one Game: an odd number of rounds, each opened by two choices
// played as moves, then the round's captures. Seats are players ("First", "Second"), not sides:
//   - object phase: the chooser names the round's object ("object 5", "object p2",
//     "object even wins if odd(pieces)"). Round 1: First (seat 0); later: the previous round's
//     loser. A built-in already used, or a made-up object with the same text as one used, is
//     refused.
//   - side phase: the other player picks ODD or EVEN ("side odd" / "side even").
//   - play phase: the round of Chessence (game.hpp), the player holding ODD making the odd moves.
// When a round ends its winner scores; the first to win more than half the rounds wins the match,
// else the next round starts at once (its board is set up when its object phase begins, so the
// chooser sees it). Rules and decisions: docs/rules/chessence-sniderman.md, "Matches".
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/move_parts.hpp"
#include "games/chessence_sniderman/game.hpp"

namespace menagerie::sniderman {

inline constexpr int kMaxMatchRounds = 15;
inline constexpr Seat kFirstSeat = 0;
inline constexpr Seat kSecondSeat = 1;

enum class Phase : std::uint8_t { kObject, kSide, kPlay, kOver };

struct MatchMove {
  enum class Kind : std::uint8_t { kCapture, kObject, kSide };
  Kind kind = Kind::kCapture;
  std::uint8_t from = 0;  // capture: from square; side: 0 ODD, 1 EVEN
  std::uint8_t to = 0;    // capture: to square
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
  std::uint64_t seed = 0;     // round r starts from the r-th random set-up drawn from Rng(seed)
  bool random_starts = true;  // else every round starts from `given`
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

  static constexpr std::string_view kId = Chessence::kId;
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = Chessence::kMaxMoves;  // >= 14 objects, >= 2 sides

  // A new match: `rounds` odd, 3..15; every round from `given` when set, else from the seed.
  static State start(int rounds, std::uint64_t seed, const sniderman::State* given = nullptr);

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
        MoveList<sniderman::Move, Chessence::kMaxMoves> captures;
        Chessence::generate(s.round, captures);
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
  static std::string move_text(const State& s, const Move& m);
  static std::string move_display(const State& s, const Move& m);
  static std::string render(const State& s);
  static nlohmann::json view(const State& s, Seat seat);
  static MoveParts move_parts(const State& s, const Move& m);
  static std::string record(const State& start, const std::vector<Move>& moves, Outcome outcome);

  static sniderman::Move capture(const Move& m) { return sniderman::Move{m.from, m.to}; }
  static Move from_capture(const sniderman::Move& m) {
    return Move{Move::Kind::kCapture, m.from, m.to, 0};
  }

 private:
  static bool id_used(const State& s, ObjectId id);
};

std::string_view seat_label(Seat seat);  // "First" / "Second"

}  // namespace menagerie::sniderman
