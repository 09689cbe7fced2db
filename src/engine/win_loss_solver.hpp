// An exact solver for finite two-outcome games: does the side we solve for (the "maximiser") win with
// perfect play, and which of its moves win? Memoised minimax over a problem type P that supplies:
//
//   P::Node                       a trivially copyable search node
//   P::Move, P::kMaxMoves         the moves and a bound on their number at any node
//   P::Key                        a trivially copyable, equality-comparable exact key: two nonterminal
//                                 nodes with equal keys (within one solver's life) have equal values
//   p.generate(n, list)           the legal moves of n into a MoveList<Move, kMaxMoves>
//   p.child(n, m)                 the node after m
//   p.maximiser_to_move(n)        whether the maximiser moves at n
//   p.maximiser_wins(n)           the result at a node without moves
//   p.key(n), P::key_hash(key)    the key of a node that has moves, and its 64-bit hash
//   p.order(n, list)              (optional) reorders the moves, likeliest cut-off first
//
// Only nonterminal nodes are stored, so a problem may leave out of the key whatever matters only once
// the game is over (for example the last move, when the game's result depends on the last move and
// another move is still to come). The value is boolean, so a node stops at the first child that decides
// it; the table makes transpositions free.
#pragma once

#include <concepts>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/game.hpp"

namespace menagerie::engine {

template <class P>
concept WinLossProblem =
    std::is_trivially_copyable_v<typename P::Node> && std::is_trivially_copyable_v<typename P::Key> &&
    std::equality_comparable<typename P::Key> &&
    requires(const P& p, const typename P::Node& n, const typename P::Move& m,
             MoveList<typename P::Move, P::kMaxMoves>& list, const typename P::Key& k) {
      { p.generate(n, list) } -> std::same_as<void>;
      { p.child(n, m) } -> std::same_as<typename P::Node>;
      { p.maximiser_to_move(n) } -> std::same_as<bool>;
      { p.maximiser_wins(n) } -> std::same_as<bool>;
      { p.key(n) } -> std::same_as<typename P::Key>;
      { P::key_hash(k) } -> std::same_as<std::uint64_t>;
    };

// Open addressing with linear probing; grows at half load so probes stay short.
template <class Key>
class ExactTable {
 public:
  explicit ExactTable(std::size_t capacity = 1 << 16) { reset(capacity); }

  // 1 win, 0 loss, -1 unknown.
  int find(const Key& key, std::uint64_t hash) const {
    for (std::size_t i = hash & mask_;; i = (i + 1) & mask_) {
      const Slot& s = slots_[i];
      if (!s.used) return -1;
      if (s.key == key) return s.value;
    }
  }

  void insert(const Key& key, std::uint64_t hash, bool value) {
    if (2 * (size_ + 1) > slots_.size()) grow();
    place(key, hash, value);
  }

  std::size_t size() const { return size_; }
  void clear() {
    if (size_ == 0) return;
    for (auto& s : slots_) s.used = false;
    size_ = 0;
  }

 private:
  struct Slot {
    Key key;
    std::uint64_t hash;
    bool used;
    bool value;
  };

  void reset(std::size_t capacity) {
    std::size_t n = 16;
    while (n < capacity) n <<= 1;
    slots_.assign(n, Slot{});
    mask_ = n - 1;
    size_ = 0;
  }

  void place(const Key& key, std::uint64_t hash, bool value) {
    for (std::size_t i = hash & mask_;; i = (i + 1) & mask_) {
      Slot& s = slots_[i];
      if (!s.used) {
        s = Slot{key, hash, true, value};
        ++size_;
        return;
      }
      if (s.key == key) {
        s.value = value;
        return;
      }
    }
  }

  void grow() {
    std::vector<Slot> old = std::move(slots_);
    reset(old.size() * 2);
    for (const Slot& s : old)
      if (s.used) place(s.key, s.hash, s.value);
  }

  std::vector<Slot> slots_;
  std::size_t mask_ = 0, size_ = 0;
};

template <WinLossProblem P>
class WinLossSolver {
 public:
  using Node = typename P::Node;
  using Move = typename P::Move;
  using Moves = MoveList<Move, P::kMaxMoves>;

  explicit WinLossSolver(const P& problem) : p_(problem) {}

  // Whether the maximiser wins from n with perfect play by both sides.
  bool wins(const Node& n) { return solve(n); }

  // Every legal move of n with whether the maximiser wins after it (in generation order).
  std::vector<std::pair<Move, bool>> move_values(const Node& n) {
    Moves moves;
    p_.generate(n, moves);
    std::vector<std::pair<Move, bool>> out;
    for (const Move& m : moves) out.emplace_back(m, solve(p_.child(n, m)));
    return out;
  }

  // Nodes whose moves were generated since construction or the last clear().
  std::uint64_t nodes() const { return nodes_; }
  std::size_t stored() const { return table_.size(); }
  // Forget every stored value: needed before solving from a root whose keys are not comparable with
  // the previous root's (see the problem's own key contract).
  void clear() {
    table_.clear();
    nodes_ = 0;
  }

 private:
  bool solve(const Node& n) {
    Moves moves;
    p_.generate(n, moves);
    ++nodes_;
    if (moves.empty()) return p_.maximiser_wins(n);
    auto key = p_.key(n);
    std::uint64_t hash = P::key_hash(key);
    if (int known = table_.find(key, hash); known >= 0) return known != 0;
    bool max = p_.maximiser_to_move(n);
    if constexpr (requires { p_.order(n, moves); }) p_.order(n, moves);
    // The mover looks for a child that decides the node in its favour: a win for the maximiser, a loss
    // for the other side. If none does, the node goes the other way.
    bool value = !max;
    for (const Move& m : moves) {
      if (solve(p_.child(n, m)) == max) {
        value = max;
        break;
      }
    }
    table_.insert(key, hash, value);
    return value;
  }

  const P& p_;
  ExactTable<typename P::Key> table_;
  std::uint64_t nodes_ = 0;
};

// The same values by plain minimax: no table, no early stop. The reference the solver is tested against.
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
