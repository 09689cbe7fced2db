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
#include "chess/see.hpp"
#include "core/game.hpp"
#include "core/move_parts.hpp"
#include "engine/searchable.hpp"
#include "games/chess960/evaluate.hpp"
#include "games/chess960/nnue.hpp"

namespace menagerie::chess960 {

struct Chess960 {
  using State = chess::Position;
  using Move = chess::Move;
  static constexpr std::string_view kId = "chess960";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = chess::kMaxMoves;
  static constexpr int kRepetitionDraw = 3;

  static Seat to_move(const State& s) { return s.side; }
  static void generate(const State& s, chess::MoveBuffer& moves) {
    chess::generate_legal(s, moves);
  }
  static void play(State& s, Move m) { chess::play(s, m); }
  static Outcome outcome(const State& s) { return chess::outcome(s); }
  static std::uint64_t hash(const State& s) { return s.key; }

  static State parse_position(std::string_view text) { return chess::parse_fen(text); }
  static std::string position_text(const State& s) { return chess::to_fen(s); }
  static Move parse_move(const State& s, std::string_view text) {
    return chess::parse_move(s, text);
  }
  static std::string move_text(const State&, Move m) { return chess::to_uci(m); }
  static std::string move_display(const State& s, Move m) { return chess::to_san(s, m); }
  // Castling as the king's two-square step (e1g1), for GUIs in standard-chess mode.
  static std::string classic_move_text(const State&, Move m) {
    if (m.kind() != Move::kCastling) return chess::to_uci(m);
    chess::CastlingSide side = m.to() > m.from() ? chess::kHSide : chess::kASide;
    chess::Color us =
        m.from() < 8 ? chess::kWhite : chess::kBlack;  // castling starts on a first rank
    return chess::square_name(m.from()) + chess::square_name(chess::castle_king_target(us, side));
  }

  // For the search (engine/searchable.hpp).
  static constexpr std::uint32_t kMoveKeys = 64 * 64;
  // The handwritten evaluation; a searcher given a network evaluates with it instead.
  static int evaluate(const State& s) { return chess960::evaluate(s); }
  // A learned evaluation's inputs (engine/nnue/accumulator.hpp, games/chess960/nnue.hpp).
  static constexpr int kNnueInputs = chess960::kNnueInputs;
  static void nnue_features(const State& s, int side, engine::nnue::FeatureList& list) {
    chess960::nnue_features(s, side, list);
  }
  static bool in_check(const State& s) { return s.checkers() != 0; }
  static bool is_tactical(const State& s, Move m) {
    if (m.kind() == Move::kCastling) return false;  // "captures" its own rook
    return s.board[m.to()] != chess::kNoPiece || m.kind() == Move::kEnPassant ||
           (m.kind() == Move::kPromotion && m.promotion() == chess::kQueen);
  }
  static int order_score(const State& s, Move m) {
    // Most valuable victim first, least valuable attacker breaking ties; queen promotions high.
    int victim =
        m.kind() == Move::kEnPassant ? 100 : chess960::piece_value(chess::type_of(s.board[m.to()]));
    if (m.kind() == Move::kCastling) victim = 0;
    int promo = m.kind() == Move::kPromotion ? chess960::piece_value(m.promotion()) : 0;
    return 16 * (victim + promo) - chess960::piece_value(chess::type_of(s.board[m.from()])) / 100;
  }
  static std::uint32_t move_key(Move m) { return std::uint32_t(m.from() * 64 + m.to()); }
  static bool see_ge(const State& s, Move m, int threshold) {
    return chess::see_ge(s, m, threshold);
  }
  static void play_null(State& s) {
    if (s.ep != chess::kNoSq) {
      s.key ^= chess::zobrist::kEpFile[chess::file_of(s.ep)];
      s.ep = chess::kNoSq;
    }
    s.side = ~s.side;
    s.key ^= chess::zobrist::kSide;
    ++s.halfmove;
  }
  // Null-move pruning is unsafe in zugzwang, which needs few pieces: only with a knight or more.
  static bool null_move_ok(const State& s) {
    return (s.pieces(s.side) & ~s.pieces(chess::kPawn) & ~s.pieces(chess::kKing)) != 0;
  }
  static bool draw_by_rule(const State& s) {
    return (s.halfmove >= 100 && !in_check(s)) || chess::insufficient_material(s);
  }
  static int reversible_plies(const State& s) { return s.halfmove; }

  static std::string render(const State& s);
  static nlohmann::json view(const State& s, Seat seat);
  // For clients: castling (king takes rook) may also be dropped on the king's target square.
  static MoveParts move_parts(const State& s, Move m);
  // "Start position 734" when the game began from one of the 960 starts (none for a FEN that is
  // not a start): the number players name a Chess960 game by.
  static nlohmann::json start_info(const State& start);
  static std::string record(const State& start, const std::vector<Move>& moves, const Outcome& o,
                            const RecordTags& tags);
};

static_assert(Notated<Chess960>);

// What the game provides (core/game.hpp): a misspelt hook fails here, not silently.
static_assert(Conforms<Chess960> && Notated<Chess960> && Rendered<Chess960> && Viewed<Chess960> &&
              PartedMoves<Chess960> && Recorded<Chess960> && StartNoted<Chess960> &&
              engine::Searchable<Chess960>);

}  // namespace menagerie::chess960

namespace menagerie {
using chess960::Chess960;
}
