// The alpha-beta search's hooks (engine/searchable.hpp) on a full State, as a determinized search
// samples them: material from the mover's side, where a buried piece counts a little for the
// side it belongs to (it may rise: more so under a piece that moves often) and a zombie that must
// move counts a little less.
#include "chess/rules.hpp"
#include "chess/see.hpp"
#include "games/zombie/zombie.hpp"

namespace menagerie::zombie {

using namespace chess;

namespace {
constexpr int kValue[7] = {0, 100, 320, 330, 500, 900, 0};
// How likely, in percent, a piece of each type is to leave its square soon (none, pawn, knight,
// bishop, rook, queen, king): a rough guess, the search corrects it where it sees further.
constexpr int kCoverRisk[7] = {50, 30, 40, 35, 20, 45, 10};
// Pieces near the centre are worth a little more (0 at the rim, 3 in the middle four squares).
int centrality(Square sq) {
  int f = file_of(sq), r = rank_of(sq);
  int df = f < 4 ? f : 7 - f, dr = r < 4 ? r : 7 - r;
  return df < dr ? df : dr;
}
// What a burial of `buried` under `sq` may give back to the buried piece's side, in centipawns: the
// piece that would rise there (a pawn on its last rank rises a queen, on its own first rank it
// crumbles: nothing), by how likely the piece above is to leave.
int burial_worth(const zombie::State& s, Piece buried, Square sq, Color burier) {
  Piece cover = s.pos.board[sq];
  int risk = cover == kNoPiece || color_of(cover) != burier ? 50 : kCoverRisk[type_of(cover)];
  Piece risen = zombie::risen_piece(buried, sq);
  return risen ? kValue[type_of(risen)] * risk / 300 : 0;
}
}  // namespace

int Zombie::evaluate(const State& s) {
  int score = 0;
  for (Square sq = 0; sq < 64; ++sq) {
    Piece p = s.pos.board[sq];
    if (!p) continue;
    int v = kValue[type_of(p)] + 4 * centrality(sq);
    if (s.zombies & bit(sq)) v -= kValue[type_of(p)] / 8;
    score += color_of(p) == kWhite ? v : -v;
  }
  // A burial is a piece its owner may get back, as soon as the piece standing on it moves away:
  // under a king or a rook (which seldom move) it is worth less than under a queen or a knight.
  // This is what makes the burial itself a choice, not a coin toss.
  for (int c = 0; c < 2; ++c)
    for (const auto& b : s.burials[c]) {
      int v = burial_worth(s, b.piece, b.square, Color(c));
      score += color_of(b.piece) == kWhite ? v : -v;
    }
  return s.pos.side == kWhite ? score : -score;
}

bool Zombie::is_tactical(const State& s, const Move& m) {
  if (m.kind != Move::kPlay || m.play.kind() == chess::Move::kCastling) return false;
  return s.pos.board[m.play.to()] != kNoPiece || m.play.kind() == chess::Move::kEnPassant ||
         (m.play.kind() == chess::Move::kPromotion && m.play.promotion() == kQueen);
}

int Zombie::order_score(const State& s, const Move& m) {
  if (m.kind == Move::kPromote) return kValue[m.type];
  // The burial that gives the least back first: quiescence plays only that one (step_due).
  if (m.kind == Move::kBury) return -burial_worth(s, s.pending, m.square, s.pos.side);
  if (m.kind != Move::kPlay) return 0;
  int victim = m.play.kind() == chess::Move::kEnPassant ? 100
               : m.play.kind() == chess::Move::kCastling
                   ? 0
                   : kValue[type_of(s.pos.board[m.play.to()])];
  int promo = m.play.kind() == chess::Move::kPromotion ? kValue[m.play.promotion()] : 0;
  return 16 * (victim + promo) - kValue[type_of(s.pos.board[m.play.from()])] / 100;
}

std::uint32_t Zombie::move_key(const Move& m) {
  switch (m.kind) {
    case Move::kBury:
      return 64 * 64 + m.square;
    case Move::kEndTurn:
      return 64 * 64 + 64;
    case Move::kPromote:
      return 64 * 64 + 64 + 1 + m.square * 4u + (m.type - kKnight);
    case Move::kPlay:
      break;
  }
  return std::uint32_t(m.play.from() * 64 + m.play.to());
}

bool Zombie::see_ge(const State& s, const Move& m, int threshold) {
  if (m.kind != Move::kPlay) return threshold <= 0;
  return chess::see_ge(s.pos, m.play, threshold);
}

bool Zombie::draw_by_rule(const State& s) {
  if (s.under_way()) return false;
  return (s.pos.halfmove >= 100 && !s.pos.in_check()) ||
         (insufficient_material(s.pos) && !s.burials[0].count && !s.burials[1].count);
}

}  // namespace menagerie::zombie
