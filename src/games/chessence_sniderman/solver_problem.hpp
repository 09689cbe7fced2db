// What Chessence supplies to the generic exact solver (engine/win_loss_solver.hpp): nodes, moves,
// and exact keys that keep of the history only what the object can still look at.
//
// Key = the board (16 four-bit cells) + a 64-bit summary of the history:
//   - for "last(k)" with k up to K: the K-1 most recent captures. At a node that still has
//     moves, at least one more capture will come, so the capture that is last now can only be
//     last(2) or deeper at the end. (Terminal nodes are never stored; they are judged on the full
//     history.)
//   - each capture named absolutely (first, move(n)) once it has been made;
//   - one bit per any(...)/all(...) and a counter per count(...), folded as captures are made;
//   - of each remembered capture, only the features the object reads (e.g. one bit for a
//     square colour).
// The number of moves played is not in the key: from one root it follows from the number of pieces.
// So keys are exact among the descendants of one root; clear the solver's table between roots.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/error.hpp"
#include "core/game.hpp"
#include "games/chessence_sniderman/chessence_sniderman.hpp"

#ifdef __BMI2__
#include <immintrin.h>
#endif

namespace menagerie::chessence_sniderman {

// attacks(kind_of(p), s, occupied) without a branch on the kind: the search meets pieces of every
// kind in no predictable order, so a switch mispredicts often, while the four tables it reads are
// small enough to stay in the first-level cache.
inline Squares branch_free_attacks(Piece p, Square s, Squares occupied) {
  struct Masks {
    Squares knight, king, diagonal, orthogonal;
  };
  static constexpr Masks kByKind[8] = {
      {0, 0, 0, 0},           {0xFFFF, 0, 0, 0}, {0, 0, 0xFFFF, 0}, {0, 0, 0, 0xFFFF},
      {0, 0, 0xFFFF, 0xFFFF}, {0, 0xFFFF, 0, 0}, {0, 0, 0, 0},      {0, 0, 0, 0}};
  const Masks& m = kByKind[kind_of(p)];
  const auto& t = detail::kTables;
  return static_cast<Squares>((t.knight[s] & m.knight) | (t.king[s] & m.king) |
                              (t.bishop[s][detail::bishop_index(occupied)] & m.diagonal) |
                              (t.rook[s][detail::rook_index(s, occupied)] & m.orthogonal));
}

// Bit i of a set of squares moved to bit 4i: one 4-bit counter per square.
inline std::uint64_t spread_to_nibbles(Squares a) {
#ifdef __BMI2__
  return _pdep_u64(a, 0x1111111111111111ull);
#else
  std::uint64_t x = a;
  x = (x | (x << 24)) & 0x000000FF000000FFull;
  x = (x | (x << 12)) & 0x000F000F000F000Full;
  x = (x | (x << 6)) & 0x0303030303030303ull;
  return (x | (x << 3)) & 0x1111111111111111ull;
#endif
}

class SolverProblem {
 public:
  struct Node {
    State s;
    std::uint32_t folds = 0;  // the quantifiers' running values (layout: fold_shift_)
  };
  using Move = chessence_sniderman::Move;
  static constexpr std::size_t kMaxMoves = ChessenceSniderman::kMaxMoves;
  struct Key {
    std::uint64_t board = 0, history = 0;
    bool operator==(const Key&) const = default;
  };

  // Solving for `side`: the maximiser. Throws InputError when the object would need more than 64
  // bits of history in its keys.
  SolverProblem(Object object, int start_ply, Side side = Side::kOdd);

  Node root(const State& s) const;

  // The same moves in the same order as Chessence::generate, with branch-free attacks.
  template <class List>
  void generate(const Node& n, List& out) const {
    Squares occupied = n.s.occupied();
    for (int c = 0; c < 2; ++c) {
      Squares prey = n.s.colour[c ^ 1];
      for (int from : squares(n.s.colour[c])) {
        Squares targets = branch_free_attacks(n.s.at(from), from, occupied) & prey;
        for (int to : squares(targets))
          out.push_back(Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)});
      }
    }
  }
  // Cheaper than generating: the solver orders children by it and generates only those it searches.
  std::size_t count_moves(const Node& n) const {
    Squares occupied = n.s.occupied();
    int count = 0;
    for (int c = 0; c < 2; ++c)
      for (int from : squares(n.s.colour[c]))
        count += popcount(branch_free_attacks(n.s.at(from), from, occupied) & n.s.colour[c ^ 1]);
    return static_cast<std::size_t>(count);
  }
  Node child(const Node& n, const Move& m) const {
    Node c = n;
    ChessenceSniderman::play(c.s, m);
    if (!fold_shift_.empty())
      c.folds = fold(c.folds, c.s.captures[c.s.capture_count() - 1], c.s.ply);
    return c;
  }
  bool maximiser_to_move(const Node& n) const {
    return (ChessenceSniderman::to_move(n.s) == kOddSeat) == (side_ == Side::kOdd);
  }
  bool maximiser_wins(const Node& n) const {
    return object_.winner(ChessenceSniderman::round(n.s)) == side_;
  }
  Key key(const Node& n) const;

  // What the solver asks about the children of one node, made once for the node: each piece's
  // attacks, how many pieces of each colour attack each square, and the board's images under the
  // symmetries the keys use. A child's number of moves and its key then cost a few operations
  // instead of a pass over its board, and no child (with its history) is copied to ask.
  class Children {
   public:
    Children(const SolverProblem& p, const Node& n);
    // The node's moves, as generate() lists them.
    template <class List>
    void generate(List& out) const {
      for (int c = 0; c < 2; ++c)
        for (int from : squares(n_.s.colour[c]))
          for (int to : squares(static_cast<Squares>(attacks_[from] & n_.s.colour[c ^ 1])))
            out.push_back(Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)});
    }
    // count_moves(child(n, m)) and key(child(n, m)).
    std::size_t count_moves(const Move& m) const;
    Key key(const Move& m) const;

   private:
    // How many pieces of colour c attack square s.
    int attackers(int c, Square s) const {
      return static_cast<int>((attackers_[c] >> (4 * s)) & 0xF);
    }

    const SolverProblem& p_;
    const Node& n_;
    std::array<Squares, kSquares> attacks_{};  // of the piece on each square (0 if empty)
    std::uint64_t attackers_[2]{};  // each square's number of attackers of each colour, 4 bits each
    Squares diagonal_ = 0, orthogonal_ = 0;  // bishops and queens; rooks and queens
    int moves_ = 0;
    // The board under each symmetry slot (see shifts_), made at the first key: many nodes are
    // decided by a child that ends the round before any key is asked for.
    mutable std::array<std::uint64_t, 8> images_;
    mutable bool imaged_ = false;
  };
  Children children(const Node& n) const { return Children(*this, n); }

  static std::uint64_t key_hash(const Key& k) {
    std::uint64_t h = k.board * 0x9E3779B97F4A7C15ull ^
                      (k.history + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
    return h ^ (h >> 29);
  }

  // Keys with at most 8 bits of history pack exactly into 64 bits (the solver's compact table): the
  // board alone, or the board squeezed into 56 bits below the history.
  bool packs() const { return history_bits_ <= 8; }
  std::uint64_t pack(const Key& k) const {
    return history_bits_ == 0 ? k.board : squeeze(k.board) | k.history << 56;
  }
  // The 64 bits of a board in 56: a cell holds one of 11 codes (empty, or a colour and one of five
  // kinds), so two cells take 121 of a byte's 256 values, and fit in 7 bits.
  static std::uint64_t squeeze(std::uint64_t board) {
    // Each cell's code to 0..10: Black's 9..13 become 6..10 (no borrow crosses a cell).
    std::uint64_t cells = board - 3 * ((board >> 3) & 0x1111111111111111ull);
    // Each byte's two cells to low * 11 + high, at most 120 (no carry crosses a byte).
    std::uint64_t pairs =
        (cells & 0x0F0F0F0F0F0F0F0Full) * 11 + ((cells >> 4) & 0x0F0F0F0F0F0F0F0Full);
#ifdef __BMI2__
    return _pext_u64(pairs, 0x7F7F7F7F7F7F7F7Full);
#else
    std::uint64_t out = 0;
    for (int i = 0; i < 8; ++i) out |= ((pairs >> (8 * i)) & 0x7F) << (7 * i);
    return out;
#endif
  }

  const Object& object() const { return object_; }
  Side side() const { return side_; }
  // Bits of history in each key (0: the board alone decides).
  int history_bits() const { return history_bits_; }

  // The features of a capture that the object reads, packed as a key records them (the layout of
  // kFields in the .cpp): field by field, and by table (what keys use; public for the tests).
  std::uint64_t project_by_fields(const Capture& c) const;
  std::uint64_t project(const Capture& c) const {
    return by_pieces_[c.captured << 4 | c.by] | by_squares_[c.from << 4 | c.to];
  }

 private:
  std::uint64_t canonical(std::uint64_t cells) const;
  // The history part of a key, from captures[0..count) and, if `then` is given, one more capture.
  std::uint64_t history(const Capture* captures, int count, const Capture* then,
                        std::uint32_t folds) const;
  std::uint32_t fold(std::uint32_t folds, const Capture& c, int move_number) const;

  Object object_;  // a copy: the problem never dangles
  Side side_;
  ObjectNeeds needs_;
  int record_bits_ = 0;
  int history_bits_ = 0;
  std::vector<int> fold_shift_;
  // The board symmetries that keep everything the object reads (bit i: transform i of symmetry()).
  std::uint32_t symmetries_ = 1;
  // For Children::key: eight symmetry slots, each one of the symmetries kept (the identity fills
  // the slots of the others, so the minimum over the slots is the minimum over the kept ones):
  // which symmetry each slot applies, and where it takes each cell (a shift of 4 * its image).
  std::array<int, 8> slot_symmetry_{};
  // project() by table: the record of the pieces (captured << 4 | by) and of the squares (from << 4
  // | to).
  std::array<std::uint32_t, 256> by_pieces_{}, by_squares_{};
  std::array<std::array<std::uint8_t, kSquares>, 8> shifts_{};
};

// The eight symmetries of the 4×4 board applied to a board of 4-bit cells: bit 0 of `which` mirrors
// the files, bit 1 the ranks, bit 2 reflects in the a1-d4 diagonal (applied last). Pieces move the
// same way on the image, so the image has the same game tree.
constexpr std::uint64_t symmetry(std::uint64_t x, int which) {
  if (which & 1) {  // files: reverse the four cells of each rank
    x = ((x >> 8) & 0x00FF00FF00FF00FFull) | ((x & 0x00FF00FF00FF00FFull) << 8);
    x = ((x >> 4) & 0x0F0F0F0F0F0F0F0Full) | ((x & 0x0F0F0F0F0F0F0F0Full) << 4);
  }
  if (which & 2) {  // ranks: reverse the four 16-bit ranks
    x = ((x >> 32) | (x << 32));
    x = ((x >> 16) & 0x0000FFFF0000FFFFull) | ((x & 0x0000FFFF0000FFFFull) << 16);
  }
  if (which & 4) {  // transpose: swap the off-diagonal 2×2 blocks, then within each block
    std::uint64_t t = (x ^ (x >> 24)) & 0x00000000FF00FF00ull;
    x ^= t ^ (t << 24);
    t = (x ^ (x >> 12)) & 0x0000F0F00000F0F0ull;
    x ^= t ^ (t << 12);
  }
  return x;
}

inline SolverProblem::Children::Children(const SolverProblem& p, const Node& n) : p_(p), n_(n) {
  // Which kinds slide along diagonals and along ranks and files, by kind number.
  static constexpr Squares kDiagonal[8] = {0, 0, 0xFFFF, 0, 0xFFFF, 0, 0, 0};
  static constexpr Squares kOrthogonal[8] = {0, 0, 0, 0xFFFF, 0xFFFF, 0, 0, 0};
  Squares occupied = n.s.occupied();
  for (int c = 0; c < 2; ++c) {
    for (int s : squares(n.s.colour[c])) {
      Piece piece = n.s.at(s);
      Squares a = branch_free_attacks(piece, s, occupied);
      attacks_[s] = a;
      moves_ += popcount(static_cast<Squares>(a & n.s.colour[c ^ 1]));
      // One more attacker on every square of a. No count overflows its 4 bits: at most 12 pieces
      // attack a square (the nearest on each of 8 lines, and 4 a knight's leap away).
      attackers_[c] += spread_to_nibbles(a);
      auto bit = static_cast<Squares>(1u << s);
      diagonal_ |= static_cast<Squares>(kDiagonal[kind_of(piece)] & bit);
      orthogonal_ |= static_cast<Squares>(kOrthogonal[kind_of(piece)] & bit);
    }
  }
}

// The child's moves are the node's, changed only where the move changes something: the mover and
// the captured piece lose their moves and the mover gains those from its new square; the other
// pieces of the mover's colour can no longer take on the target square, those of the other colour
// now can, but no longer on the square the mover left; and sliders that the mover blocked see
// further.
inline std::size_t SolverProblem::Children::count_moves(const Move& m) const {
  const Square from = m.from, to = m.to;
  const Piece mover = n_.s.at(from);
  const int c = colour_of(mover);
  const auto from_bit = static_cast<Squares>(1u << from), to_bit = static_cast<Squares>(1u << to);
  const Squares own = n_.s.colour[c], other = n_.s.colour[c ^ 1];
  const auto own_after = static_cast<Squares>((own & ~from_bit) | to_bit);
  const auto other_after = static_cast<Squares>(other & ~to_bit);
  const auto occupied = static_cast<Squares>(own | other);
  const auto occupied_after = static_cast<Squares>(occupied & ~from_bit);
  int count =
      moves_ - popcount(static_cast<Squares>(attacks_[from] & other)) -
      popcount(static_cast<Squares>(attacks_[to] & own)) - (attackers(c, to) - 1) -
      (attackers(c ^ 1, from) - ((attacks_[to] >> from) & 1)) + attackers(c ^ 1, to) +
      popcount(static_cast<Squares>(branch_free_attacks(mover, to, occupied_after) & other_after));
  // A slider sees the square the mover left exactly when that square sees it along the same line.
  const auto& t = detail::kTables;
  auto unblocked =
      static_cast<Squares>(((t.bishop[from][detail::bishop_index(occupied)] & diagonal_) |
                            (t.rook[from][detail::rook_index(from, occupied)] & orthogonal_)) &
                           ~to_bit);
  for (int s : squares(unblocked)) {
    Piece piece = n_.s.at(s);
    auto gained =
        static_cast<Squares>(branch_free_attacks(piece, s, occupied_after) & ~attacks_[s]);
    count +=
        popcount(static_cast<Squares>(gained & (colour_of(piece) == c ? other_after : own_after)));
  }
  return static_cast<std::size_t>(count);
}

inline SolverProblem::Key SolverProblem::Children::key(const Move& m) const {
  const Square from = m.from, to = m.to;
  const std::uint64_t mover = n_.s.at(from);
  if (!imaged_) {
    for (int k = 0; k < 8; ++k) images_[k] = symmetry(n_.s.cells, p_.slot_symmetry_[k]);
    imaged_ = true;
  }
  // The child's image under each kept symmetry: the node's image with the two cells changed.
  std::uint64_t board = ~std::uint64_t{0};
  for (int k = 0; k < 8; ++k) {
    int f = p_.shifts_[k][from], t = p_.shifts_[k][to];
    std::uint64_t image =
        (images_[k] & ~(std::uint64_t{0xF} << f) & ~(std::uint64_t{0xF} << t)) | (mover << t);
    board = std::min(board, image);
  }
  Key key{board, 0};
  if (p_.history_bits_ == 0) return key;
  // The child's history: the node's captures, then this move's.
  Capture made{n_.s.at(to), static_cast<Piece>(mover), m.from, m.to};
  std::uint32_t folds = p_.fold_shift_.empty() ? 0 : p_.fold(n_.folds, made, n_.s.ply + 1);
  key.history = p_.history(n_.s.captures.data(), n_.s.capture_count(), &made, folds);
  return key;
}

}  // namespace menagerie::chessence_sniderman
