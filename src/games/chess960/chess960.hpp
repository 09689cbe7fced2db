// Chess960 as a Menagerie game: orthodox rules from src/chess with Fischer's random back ranks.
// Seats: 0 = White, 1 = Black.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/notation.hpp"
#include "chess/rules.hpp"
#include "core/game.hpp"

namespace menagerie {

struct Chess960 {
  using State = chess::Position;
  using Move = chess::Move;
  static constexpr std::string_view kId = "chess960";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = chess::kMaxMoves;
  static constexpr int kRepetitionDraw = 3;

  static Seat to_move(const State& s) { return s.side; }
  static void generate(const State& s, chess::MoveBuffer& moves) { chess::generate_legal(s, moves); }
  static void play(State& s, Move m) { chess::play(s, m); }
  static Outcome outcome(const State& s) { return chess::outcome(s); }
  static std::uint64_t hash(const State& s) { return s.key; }

  static State parse_position(std::string_view text) { return chess::parse_fen(text); }
  static std::string position_text(const State& s) { return chess::to_fen(s); }
  static Move parse_move(const State& s, std::string_view text) { return chess::parse_move(s, text); }
  static std::string move_text(const State&, Move m) { return chess::to_uci(m); }
  static std::string move_display(const State& s, Move m) { return chess::to_san(s, m); }

  static std::string render(const State& s);
  static nlohmann::json view(const State& s, Seat seat);
  static std::string record(const State& start, const std::vector<Move>& moves, const Outcome& o);
};

static_assert(Notated<Chess960>);

}  // namespace menagerie
