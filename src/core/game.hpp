// The Game concept: what every game in Menagerie provides, and all that the algorithms in
// src/engine may assume. A game is a type G with static functions over a small, trivially copyable
// G::State:
//
//   G::kId            the variant id ("chess960")
//   G::kSeats         how many players sit at the table
//   G::kMaxMoves      an upper bound on the legal moves of any state (sizes the move buffer)
//   G::to_move(s)     the seat to act, or kChance when the next step is the game's own draw
//   G::generate(s, l) appends every legal move of s to l; a game that ends by a rule other than "no
//                     move" (a fifty-move draw, say) reports it in outcome(), which callers ask
//                     first
//   G::play(s, m)     plays the legal move m on s in place (callers copy first: copy-make)
//   G::outcome(s)     whether s is over and how, judged from s alone (history-dependent draws such
//   as
//                     repetition are judged by Record, see record.hpp)
//   G::hash(s)        a 64-bit key; equal positions (for repetition) have equal keys
//
// Text forms (positions, moves) are a second, separate concept, Notated, used only at the edges.
#pragma once

#include <array>
#include <concepts>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>

namespace menagerie {

using Seat = int;
inline constexpr Seat kChance = -1;
inline constexpr Seat kNoSeat = -2;

struct Outcome {
  enum class Kind : std::uint8_t { kOngoing, kWin, kDraw };
  Kind kind = Kind::kOngoing;
  Seat winner = kNoSeat;      // the winning seat (for team games, the game documents what it means)
  std::string_view reason{};  // "checkmate", "stalemate", "fifty-move rule", ...

  bool over() const { return kind != Kind::kOngoing; }
  static Outcome ongoing() { return {}; }
  static Outcome win(Seat seat, std::string_view why) { return {Kind::kWin, seat, why}; }
  static Outcome draw(std::string_view why) { return {Kind::kDraw, kNoSeat, why}; }
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

}  // namespace menagerie
