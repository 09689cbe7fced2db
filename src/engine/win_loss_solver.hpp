// An exact solver for finite two-outcome games: does the side we solve for (the "maximiser") win
// with perfect play, and which of its moves win? Memoised minimax over a problem type P that
// supplies:
//
//   P::Node                       a trivially copyable search node
//   P::Move, P::kMaxMoves         the moves and a bound on their number at any node
//   P::Key                        a trivially copyable, equality-comparable exact key: two
//   nonterminal
//                                 nodes with equal keys (within one solver's life) have equal
//                                 values
//   p.generate(n, list)           the legal moves of n into a MoveList<Move, kMaxMoves>
//   p.child(n, m)                 the node after m
//   p.maximiser_to_move(n)        whether the maximiser moves at n
//   p.maximiser_wins(n)           the result at a node without moves
//   p.key(n), P::key_hash(key)    the key of a node that has moves, and its 64-bit hash
//   p.count_moves(n)              optional: the number of legal moves of n, if cheaper than
//                                 generating them
//
// Children are searched fewest replies first (a generic mobility ordering), after every child that
// is already decided (without moves, or in the table) has been looked at. Only nonterminal nodes
// are stored, so a problem may leave out of the key whatever matters only once the game is over
// (for example the last move, when the game's result depends on the last move and another move is
// still to come). The value is boolean, so a node stops at the first child that decides it; the
// table makes transpositions free.
#pragma once

#include <algorithm>
#include <array>
#include <concepts>
#include <cstdint>
#include <cstring>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/game.hpp"

namespace menagerie::engine {

template <class P>
concept WinLossProblem = std::is_trivially_copyable_v<typename P::Node> &&
    std::is_trivially_copyable_v<typename P::Key> && std::equality_comparable<typename P::Key> &&
    requires(const P& p, const typename P::Node& n, const typename P::Move& m,
             MoveList<typename P::Move, P::kMaxMoves>& list, const typename P::Key& k) {
  { p.generate(n, list) } -> std::same_as<void>;
  { p.child(n, m) } -> std::same_as<typename P::Node>;
  { p.maximiser_to_move(n) } -> std::same_as<bool>;
  { p.maximiser_wins(n) } -> std::same_as<bool>;
  { p.key(n) } -> std::same_as<typename P::Key>;
  { P::key_hash(k) } -> std::same_as<std::uint64_t>;
};

// A fixed-size table of exact values. Lossy: when the few slots a key may use are all taken by the
// current search, the oldest candidate is overwritten, so memory stays bounded and hot (losing a
// value costs time, never correctness). clear() is O(1): it moves to a new generation.
template <class Key>
class ExactTable {
 public:
  static constexpr std::size_t kProbes = 4;

  explicit ExactTable(std::size_t capacity = std::size_t{1} << 20) {
    std::size_t n = 16;
    while (n < capacity) n <<= 1;
    slots_.assign(n, Slot{});
    mask_ = n - 1;
  }

  // Start loading the slots a key may use: a search computes all its children's hashes first and
  // probes them afterwards, so the memory latency of one probe overlaps the others'.
  void prefetch(std::uint64_t hash) const {
    __builtin_prefetch(&slots_[hash & mask_]);
    __builtin_prefetch(&slots_[(hash + kProbes - 1) & mask_]);
  }

  // 1 win, 0 loss, -1 unknown.
  int find(const Key& key, std::uint64_t hash) const {
    for (std::size_t k = 0; k < kProbes; ++k) {
      const Slot& s = slots_[(hash + k) & mask_];
      if ((s.stamp >> 1) == generation_ && s.key == key) return static_cast<int>(s.stamp & 1);
    }
    return -1;
  }

  void insert(const Key& key, std::uint64_t hash, bool value) {
    std::size_t victim = hash & mask_;
    for (std::size_t k = 0; k < kProbes; ++k) {
      std::size_t i = (hash + k) & mask_;
      if ((slots_[i].stamp >> 1) != generation_) {
        victim = i;
        ++size_;
        break;
      }
    }
    slots_[victim] = Slot{key, (generation_ << 1) | static_cast<std::uint32_t>(value)};
  }

  // Values stored since the last clear (including those overwritten later).
  std::size_t size() const { return size_; }
  void clear() {
    size_ = 0;
    if (++generation_ == (1u << 31)) {
      for (auto& s : slots_) s.stamp = 0;
      generation_ = 1;
    }
  }

 private:
  struct Slot {
    Key key;
    std::uint32_t stamp = 0;  // generation << 1 | value; generation 0 is never current
  };

  std::vector<Slot> slots_;
  std::size_t mask_ = 0, size_ = 0;
  std::uint32_t generation_ = 1;
};

template <WinLossProblem P>
class WinLossSolver {
 public:
  using Node = typename P::Node;
  using Move = typename P::Move;
  using Moves = MoveList<Move, P::kMaxMoves>;

  // `capacity`: slots of the value table (a power of two; more only saves re-searching).
  explicit WinLossSolver(const P& problem, std::size_t capacity = std::size_t{1} << 20)
      : p_(problem), table_(capacity) {}

  // Whether the maximiser wins from n with perfect play by both sides.
  bool wins(const Node& n) {
    Moves moves;
    p_.generate(n, moves);
    if (moves.empty()) {
      ++nodes_;
      return p_.maximiser_wins(n);
    }
    auto key = p_.key(n);
    return solve(n, key, P::key_hash(key), 0);
  }

  // Every legal move of n with whether the maximiser wins after it (in generation order).
  std::vector<std::pair<Move, bool>> move_values(const Node& n) {
    Moves moves;
    p_.generate(n, moves);
    std::vector<std::pair<Move, bool>> out;
    for (const Move& m : moves) out.emplace_back(m, wins(p_.child(n, m)));
    return out;
  }

  // Nodes searched since construction or the last clear().
  std::uint64_t nodes() const { return nodes_; }
  std::size_t stored() const { return table_.size(); }
  // Forget every stored value: needed before solving from a root whose keys are not comparable with
  // the previous root's (see the problem's own key contract).
  void clear() {
    table_.clear();
    nodes_ = 0;
  }

 private:
  // The children of one node, their numbers of moves and their keys, made once: the numbers order
  // the search (the fewer replies a child leaves, the likelier it decides the node, and a child
  // without moves is judged at once). A problem may supply p.count_moves(n), cheaper than
  // generating; a child's moves are generated only if it is searched.
  static_assert(P::kMaxMoves <= 256, "children are indexed in 8 bits");
  struct Frame {
    Moves moves;
    std::array<Node, P::kMaxMoves> children;
    std::array<std::uint32_t, P::kMaxMoves> order;
    std::array<typename P::Key, P::kMaxMoves> keys;
    std::array<std::uint64_t, P::kMaxMoves> hashes;
  };

  Frame& frame(std::size_t depth) {
    while (frames_.size() <= depth) frames_.push_back(std::make_unique<Frame>());
    return *frames_[depth];
  }

  std::size_t count_moves(const Node& n, Moves& scratch) const {
    if constexpr (requires {
                    { p_.count_moves(n) } -> std::convertible_to<std::size_t>;
                  }) {
      return p_.count_moves(n);
    } else {
      scratch.clear();
      p_.generate(n, scratch);
      return scratch.size();
    }
  }

  // n has moves; key and hash are its own.
  bool solve(const Node& n, const typename P::Key& key, std::uint64_t hash, std::size_t depth) {
    ++nodes_;
    if (int known = table_.find(key, hash); known >= 0) return known != 0;
    // The mover looks for a child that decides the node in its favour: a win for the maximiser, a
    // loss for the other side. If none does, the node goes the other way.
    bool max = p_.maximiser_to_move(n);
    Frame& f = frame(depth);
    f.moves.clear();
    p_.generate(n, f.moves);
    // First every child and its number of moves: a child without moves that wins for the mover
    // decides at once, before any key is made.
    std::size_t live = 0;
    Moves& scratch = frame(depth + 1).moves;
    std::array<std::uint32_t, P::kMaxMoves> replies;
    for (std::size_t i = 0; i < f.moves.size(); ++i) {
      f.children[live] = p_.child(n, f.moves[i]);
      std::size_t r = count_moves(f.children[live], scratch);
      if (r == 0) {
        if (p_.maximiser_wins(f.children[live]) == max) return store(key, hash, max);
        continue;  // decided, and not for the mover
      }
      replies[live] = static_cast<std::uint32_t>(r);
      ++live;
    }
    // Then the keys of the children with moves, their slots prefetched.
    for (std::size_t i = 0; i < live; ++i) {
      f.keys[i] = p_.key(f.children[i]);
      f.hashes[i] = P::key_hash(f.keys[i]);
      table_.prefetch(f.hashes[i]);
    }
    // Then the children already in the table.
    std::size_t open = 0;
    for (std::size_t i = 0; i < live; ++i) {
      int known = table_.find(f.keys[i], f.hashes[i]);
      if (known >= 0) {
        if ((known != 0) == max) return store(key, hash, max);
        continue;
      }
      f.order[open++] = replies[i] << 8 | static_cast<std::uint32_t>(i);
    }
    std::sort(f.order.begin(), f.order.begin() + open);
    for (std::size_t k = 0; k < open; ++k) {
      std::size_t i = f.order[k] & 0xFF;
      if (solve(f.children[i], f.keys[i], f.hashes[i], depth + 1) == max)
        return store(key, hash, max);
    }
    return store(key, hash, !max);
  }

  bool store(const typename P::Key& key, std::uint64_t hash, bool value) {
    table_.insert(key, hash, value);
    return value;
  }

  const P& p_;
  ExactTable<typename P::Key> table_;
  std::vector<std::unique_ptr<Frame>> frames_;
  std::uint64_t nodes_ = 0;
};

// The same values by plain minimax: no table, no early stop. The reference the solver is tested
// against.
template <WinLossProblem P>
bool plain_minimax(const P& p, const typename P::Node& n) {
  MoveList<typename P::Move, P::kMaxMoves> moves;
  p.generate(n, moves);
  if (moves.empty()) return p.maximiser_wins(n);
  bool max = p.maximiser_to_move(n);
  bool any_win = false, any_loss = false;
  for (const auto& m : moves) {
    bool v = plain_minimax(p, p.child(n, m));
    any_win = any_win || v;
    any_loss = any_loss || !v;
  }
  return max ? any_win : !any_loss;
}

}  // namespace menagerie::engine
