// Sniderman's Chessence as a Game (core/game.hpp): every move is a capture by a piece of either
// colour of a piece of the other colour; the round ends when no capture is left, and its object
// names the winner. Seat 0 is ODD (moves 1, 3, 5, ...), seat 1 is EVEN. Rules in
// docs/rules/chessence-sniderman.md.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "core/game.hpp"
#include "core/move_parts.hpp"
#include "core/rng.hpp"
#include "games/chessence_sniderman/board.hpp"
#include "games/chessence_sniderman/object.hpp"
#include "games/chessence_sniderman/state.hpp"

namespace menagerie::chessence_sniderman {

inline constexpr Seat kOddSeat = 0;
inline constexpr Seat kEvenSeat = 1;

struct ChessenceSniderman {
  using State = chessence_sniderman::State;
  using Move = chessence_sniderman::Move;

  static constexpr std::string_view kId = "chessence-sniderman";
  static constexpr int kSeats = 2;
  // Each of at most 8 pieces of one colour may take each of at most 8 of the other, and the
  // reverse.
  static constexpr std::size_t kMaxMoves = 128;

  // ODD makes the odd-numbered moves: move ply + 1 is next.
  static Seat to_move(const State& s) { return (s.ply & 1) ? kEvenSeat : kOddSeat; }
  // The same as the side the object names.
  static Side side_to_move(const State& s) {
    return to_move(s) == kOddSeat ? Side::kOdd : Side::kEven;
  }

  template <class List>
  static void generate(const State& s, List& out) {
    Squares occupied = s.occupied();
    for (int c = 0; c < 2; ++c) {
      Squares prey = s.colour[c ^ 1];
      for (int from : squares(s.colour[c])) {
        Squares targets = attacks(kind_of(s.at(from)), from, occupied) & prey;
        for (int to : squares(targets))
          out.push_back(Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)});
      }
    }
  }

  static bool any_capture(const State& s) {
    Squares occupied = s.occupied();
    for (int c = 0; c < 2; ++c)
      for (int from : squares(s.colour[c]))
        if (attacks(kind_of(s.at(from)), from, occupied) & s.colour[c ^ 1]) return true;
    return false;
  }

  static int count_captures(const State& s) {
    Squares occupied = s.occupied();
    int n = 0;
    for (int c = 0; c < 2; ++c)
      for (int from : squares(s.colour[c]))
        n += popcount(attacks(kind_of(s.at(from)), from, occupied) & s.colour[c ^ 1]);
    return n;
  }

  static void play(State& s, const Move& m) {
    Piece mover = s.at(m.from), victim = s.at(m.to);
    s.captures[s.ply - s.start_ply] = Capture{victim, mover, m.from, m.to};
    s.put(m.to, mover);
    s.put(m.from, kEmpty);
    Colour c = colour_of(mover);
    s.colour[c] = static_cast<Squares>((s.colour[c] & ~(1u << m.from)) | (1u << m.to));
    s.colour[c ^ 1] = static_cast<Squares>(s.colour[c ^ 1] & ~(1u << m.to));
    ++s.ply;
  }

  static Round round(const State& s) {
    return Round{s.cells, std::span<const Capture>(s.captures.data(), s.capture_count()),
                 s.start_ply};
  }

  // Ongoing while a capture exists; then the state's object names the winner.
  static Outcome outcome(const State& s);
  static std::uint64_t hash(const State& s);

  // Text forms (notation.cpp).
  static State parse_position(std::string_view text);
  static std::string position_text(const State& s);
  static Move parse_move(const State& s, std::string_view text);
  static std::string move_text(const State& s, const Move& m);     // "b2c3"
  static std::string move_display(const State& s, const Move& m);  // "Qb2xc3"
  static std::string render(const State& s);
  static nlohmann::json view(const State& s, Seat seat);
  static MoveParts move_parts(const State& s, const Move& m);

  // Every placement of the 16 pieces on the 16 squares equally likely.
  static State random_start(Rng& rng);
};

std::string_view side_name(Side side);  // "odd" / "even"

// What the game provides (core/game.hpp): a misspelt hook fails here, not silently.
static_assert(Conforms<ChessenceSniderman> && Notated<ChessenceSniderman> &&
              Rendered<ChessenceSniderman> && Viewed<ChessenceSniderman> &&
              PartedMoves<ChessenceSniderman>);

}  // namespace menagerie::chessence_sniderman
