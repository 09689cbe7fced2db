// What players see: the same for every seat (nothing is hidden). The terminal picture and the
// client's board both mark the half of the board the seat to move may use.
#include <utility>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "chess/view.hpp"
#include "chess/words.hpp"
#include "games/crowded_house/crowded_house.hpp"

namespace menagerie::crowded_house {

using namespace chess;

namespace {
constexpr const char* kSymbols[16] = {"·", "♙", "♘", "♗", "♖", "♕", "♔", "",
                                      "",  "♟", "♞", "♝", "♜", "♛", "♚", ""};
// The tint of docs/view.md's board markers that shades the half of the seat to move.
constexpr const char* kHalfTint = "yellow";
}  // namespace

std::string CrowdedHouse::render(const State& s) {
  const Bitboard half = half_of(s.seat);
  std::string out;
  for (int rank = 7; rank >= 0; --rank) {
    out += fmt::format("{} ", rank + 1);
    for (int file = 0; file < 8; ++file) {
      Square sq = make_square(file, rank);
      // Empty squares of the mover's half are dotted, the others left blank.
      const char* mark = s.pos.board[sq] ? kSymbols[s.pos.board[sq]] : (half & bit(sq)) ? "·" : " ";
      out += fmt::format(" {}", mark);
    }
    out += '\n';
  }
  out += "   a b c d e f g h\n";
  out += queen_side(s.seat) ? "   ^^^^^^^\n" : "           ^^^^^^^\n";
  out += fmt::format("{} to move (files {}){}\n", seat_name(s.seat),
                     queen_side(s.seat) ? "a-d" : "e-h", in_check(s) ? ", in check" : "");
  return out;
}

namespace {
// Why each piece of the mover's colour that has moves in chess has none here: every one breaks the
// half rule, or the rest would let the next player capture the king. By square; a piece with a
// legal move, or none at all, is left out.
nlohmann::json piece_notes(const State& s) {
  MoveBuffer legal, all;
  CrowdedHouse::generate(s, legal);
  CrowdedHouse::generate_unrestricted(s, all);
  Bitboard movable = 0, tried = 0, within_half = 0;
  for (Move m : legal) movable |= bit(m.from());
  for (Move m : all) {
    tried |= bit(m.from());
    if ((bit(m.from()) | bit(m.to())) & half_of(s.seat)) within_half |= bit(m.from());
  }
  nlohmann::json notes = nlohmann::json::object();
  for (Bitboard b = tried & ~movable; b;) {
    Square sq = pop_lsb(b);
    notes[square_name(sq)] =
        within_half & bit(sq)
            ? fmt::format("every move of it would let the next player, {}, capture your king",
                          seat_name(next_seat(s.seat)))
            : fmt::format("its moves neither start nor end on your half (files {})",
                          queen_side(s.seat) ? "a-d" : "e-h");
  }
  return notes;
}
}  // namespace

nlohmann::json CrowdedHouse::view(const State& s, Seat seat) {
  using nlohmann::json;
  // Once the rules have ended the game nobody is to move: no half is shaded, no turn named.
  const bool over = CrowdedHouse::outcome(s).over();
  json markers = json::object();
  for (Bitboard b = over ? 0 : half_of(s.seat); b;) markers[square_name(pop_lsb(b))] = kHalfTint;
  json seats = json::array();
  for (Seat t = 0; t < kSeatCount; ++t)
    seats.push_back({{"name", seat_name(t)},
                     {"color", chess::color_word(color_of_seat(t))},
                     {"team", chess::color_name(color_of_seat(t))}});
  json info = json::array();
  if (!over)
    info.push_back({{"label", "To move"},
                    {"text", fmt::format("{}: pieces moving from or to files {}", seat_name(s.seat),
                                         queen_side(s.seat) ? "a-d" : "e-h")}});
  info.push_back({{"label", "Teams"},
                  {"text",
                   "White (king side) and White (queen side) against Black (king side) and Black "
                   "(queen side)"}});
  nlohmann::json v = board_view({.pieces = pieces_view(s.pos),
                                 .markers = std::move(markers),
                                 .check = check_view(s.pos, in_check(s)),
                                 .info = std::move(info),
                                 .seats = std::move(seats)});
  // Only the seat to move is told why its pieces cannot move (docs/view.md: piece_notes).
  if (!over && seat == s.seat)
    if (nlohmann::json notes = piece_notes(s); !notes.empty()) v["piece_notes"] = std::move(notes);
  return v;
}

MoveParts CrowdedHouse::move_parts(const State& s, Move m) {
  if (m == kPass) return {"", "", "", "", "pass"};
  MoveParts parts{square_name(m.from()), square_name(m.to()), "", "", ""};
  if (m.kind() == Move::kPromotion) parts.promotion = chess::type_word(m.promotion());
  parts.capture =
      m.kind() == Move::kEnPassant || (m.kind() != Move::kCastling && s.pos.board[m.to()]);
  if (m.kind() == Move::kCastling) {
    // The machine text is the king's two-square step; a person may also drop it on the rook.
    Square target = castle_king_target(s.pos.side, m.to() > m.from() ? kHSide : kASide);
    parts.to = square_name(target);
    parts.via = square_name(m.to());
  }
  return parts;
}

}  // namespace menagerie::crowded_house
