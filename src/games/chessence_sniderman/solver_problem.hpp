// What Chessence supplies to the generic exact solver (engine/win_loss_solver.hpp): nodes, moves,
// and exact keys that keep of the history only what the object can still look at.
//
// Key = the board (16 four-bit cells) + a 64-bit summary of the history:
//   - for "last(k)" with k up to K: the K-1 most recent captures. At a node that still has moves,
//   at
//     least one more capture will come, so the capture that is last now can only be last(2) or
//     deeper at the end. (Terminal nodes are never stored; they are judged on the full history.)
//   - each capture named absolutely (first, move(n)) once it has been made;
//   - one bit per any(...)/all(...) and a counter per count(...), folded as captures are made;
//   - of each remembered capture, only the features the object reads (e.g. one bit for a square
//   colour).
// The number of moves played is not in the key: from one root it follows from the number of pieces.
// So keys are exact among the descendants of one root; clear the solver's table between roots.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "core/error.hpp"
#include "core/game.hpp"
#include "games/chessence_sniderman/game.hpp"

namespace menagerie::sniderman {

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

class SolverProblem {
 public:
  struct Node {
    State s;
    std::uint32_t folds = 0;  // the quantifiers' running values (layout: fold_shift_)
  };
  using Move = sniderman::Move;
  static constexpr std::size_t kMaxMoves = Chessence::kMaxMoves;
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
    Chessence::play(c.s, m);
    if (!fold_shift_.empty())
      c.folds = fold(c.folds, c.s.captures[c.s.capture_count() - 1], c.s.ply);
    return c;
  }
  bool maximiser_to_move(const Node& n) const {
    return (Chessence::to_move(n.s) == kOddSeat) == (side_ == Side::kOdd);
  }
  bool maximiser_wins(const Node& n) const {
    return object_.winner(Chessence::round(n.s)) == side_;
  }
  Key key(const Node& n) const;

  static std::uint64_t key_hash(const Key& k) {
    std::uint64_t h = k.board * 0x9E3779B97F4A7C15ull ^
                      (k.history + 0x632BE59BD9B4E019ull) * 0xC2B2AE3D27D4EB4Full;
    return h ^ (h >> 29);
  }

  const Object& object() const { return object_; }
  Side side() const { return side_; }
  // Bits of history in each key (0: the board alone decides).
  int history_bits() const { return history_bits_; }

 private:
  std::uint32_t fold(std::uint32_t folds, const Capture& c, int move_number) const;
  std::uint64_t project(const Capture& c) const;

  Object object_;  // a copy: the problem never dangles
  Side side_;
  ObjectNeeds needs_;
  int record_bits_ = 0;
  int history_bits_ = 0;
  std::vector<int> fold_shift_;
  // The board symmetries that keep everything the object reads (bit i: transform i of symmetry()).
  std::uint32_t symmetries_ = 1;
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

}  // namespace menagerie::sniderman
