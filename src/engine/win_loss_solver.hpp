// An exact solver for finite two-outcome games: does the side we solve for (the "maximiser") win
// with perfect play, and which of its moves win? Memoised minimax over a problem type P that
// supplies:
//
//   P::Node                       a trivially copyable search node
//   P::Move, P::kMaxMoves         the moves and a bound on their number at any node
//   P::Key                        a trivially copyable, equality-comparable exact key: two
//                                 nonterminal nodes with equal keys (within one solver's life)
//                                 have equal values
//   p.generate(n, list)           the legal moves of n into a MoveList<Move, kMaxMoves>
//   p.child(n, m)                 the node after m
//   p.maximiser_to_move(n)        whether the maximiser moves at n
//   p.maximiser_wins(n)           the result at a node without moves
//   p.key(n), P::key_hash(key)    the key of a node that has moves, and its 64-bit hash
//   p.count_moves(n)              optional: the number of legal moves of n, if cheaper than
//                                 generating them
//   p.children(n)                 optional: an object c, made once per searched node, with
//                                 c.generate(list) (n's moves, as p.generate lists them),
//                                 c.count_moves(m) and c.key(m) (the number of moves and the key
//                                 of child(n, m)), for a problem that can answer these without
//                                 making each child
//   p.packs(), p.pack(key)        optional: whether this problem's keys pack exactly (injectively)
//                                 into 64 bits, and the packed word; then the solver keeps its
//                                 values in a PackedTable, three times as dense
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
#include <bit>
#include <concepts>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#ifdef __linux__
#include <sys/mman.h>
#endif

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

namespace detail {

// Memory for a table of n trivially copyable T, aligned to cache lines, freed with std::free. Every
// probe of a large table lands on a random page, so with small pages nearly every probe also misses
// the TLB: a table of 2 MB or more asks for huge pages (Linux; elsewhere, or if refused, nothing
// changes).
template <class T>
struct TableMemory {
  struct Free {
    void operator()(T* p) const { std::free(p); }
  };
  using Pointer = std::unique_ptr<T[], Free>;

  static Pointer allocate(std::size_t n, const T& value) {
    constexpr std::size_t kHuge = std::size_t{2} << 20;
    std::size_t bytes = n * sizeof(T);
    std::size_t align = bytes >= kHuge ? kHuge : 64;
    bytes = (bytes + align - 1) / align * align;
    void* memory = std::aligned_alloc(align, bytes);
    if (!memory) throw std::bad_alloc();
#ifdef __linux__
    if (align == kHuge) madvise(memory, bytes, MADV_HUGEPAGE);
#endif
    Pointer out(static_cast<T*>(memory));
    std::uninitialized_fill_n(out.get(), n, value);
    return out;
  }
};

}  // namespace detail

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
    slots_ = detail::TableMemory<Slot>::allocate(n, Slot{});
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
      for (std::size_t i = 0; i <= mask_; ++i) slots_[i].stamp = 0;
      generation_ = 1;
    }
  }

 private:
  struct Slot {
    Key key;
    std::uint32_t stamp = 0;  // generation << 1 | value; generation 0 is never current
  };

  typename detail::TableMemory<Slot>::Pointer slots_;
  std::size_t mask_ = 0, size_ = 0;
  std::uint32_t generation_ = 1;
};

// The same for keys that a problem packs exactly into 64 bits: each slot is one 64-bit word and the
// eight slots a key may use fill one cache line, so a table holds three times as many values in
// the same memory and a probe touches one line. The packed key is first mixed by a bijection, the
// "hash": its low bits choose the line and the slot keeps the rest, so equal slots mean equal keys.
// A slot: the rest of the hash, then the generation (bits - 1 bits, 0 never current), then the
// value, where bits = log2(lines).
class PackedTable {
 public:
  static constexpr std::size_t kWays = 8;

  explicit PackedTable(std::size_t capacity = std::size_t{1} << 20) {
    std::size_t lines = 4;
    while (lines * kWays < capacity) lines <<= 1;
    bits_ = std::countr_zero(lines);
    mask_ = lines - 1;
    slots_ = detail::TableMemory<std::uint64_t>::allocate(lines * kWays, 0);
  }

  // A bijection of 64-bit words (each step is invertible), spreading nearby keys over the lines.
  static std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 32;
    x *= 0xD6E8FEB86659FD93ull;
    x ^= x >> 32;
    x *= 0xD6E8FEB86659FD93ull;
    x ^= x >> 32;
    return x;
  }

  void prefetch(std::uint64_t hash) const { __builtin_prefetch(line(hash)); }

  // 1 win, 0 loss, -1 unknown; `hash` is mix(packed key).
  int find(std::uint64_t hash) const {
    const std::uint64_t* l = line(hash);
    std::uint64_t want = tagged(hash);
    for (std::size_t k = 0; k < kWays; ++k)
      if ((l[k] >> 1) == want) return static_cast<int>(l[k] & 1);
    return -1;
  }

  void insert(std::uint64_t hash, bool value) {
    std::uint64_t* l = line(hash);
    std::uint64_t slot = tagged(hash) << 1 | static_cast<std::uint64_t>(value);
    std::uint64_t generation_mask = (std::uint64_t{1} << (bits_ - 1)) - 1;
    for (std::size_t k = 0; k < kWays; ++k) {
      if (((l[k] >> 1) & generation_mask) != generation_) {
        l[k] = slot;
        ++size_;
        return;
      }
    }
    // Every slot holds a value of this search: the last slot's value goes, the others move down one
    // and the new value goes first. (Measured: dropping the oldest value, or always the newest,
    // instead searched about 2% more positions.)
    std::memmove(l + 1, l, (kWays - 1) * sizeof(std::uint64_t));
    l[0] = slot;
  }

  std::size_t size() const { return size_; }
  void clear() {
    size_ = 0;
    if (++generation_ == (std::uint64_t{1} << (bits_ - 1))) {
      std::fill_n(slots_.get(), (mask_ + 1) * kWays, std::uint64_t{0});
      generation_ = 1;
    }
  }

 private:
  const std::uint64_t* line(std::uint64_t hash) const { return &slots_[(hash & mask_) * kWays]; }
  std::uint64_t* line(std::uint64_t hash) { return &slots_[(hash & mask_) * kWays]; }
  // The slot without its value bit: the hash's bits above the line number, then the generation.
  std::uint64_t tagged(std::uint64_t hash) const {
    return (hash >> bits_) << (bits_ - 1) | generation_;
  }

  detail::TableMemory<std::uint64_t>::Pointer slots_;
  std::size_t mask_ = 0, size_ = 0;
  int bits_ = 0;
  std::uint64_t generation_ = 1;
};

template <WinLossProblem P>
class WinLossSolver {
 public:
  using Node = typename P::Node;
  using Move = typename P::Move;
  using Moves = MoveList<Move, P::kMaxMoves>;

  // `capacity`: slots of the value table (a power of two; more only saves re-searching).
  explicit WinLossSolver(const P& problem, std::size_t capacity = std::size_t{1} << 20)
      : p_(problem),
        packed_(packs(problem)),
        wide_(packed_ ? 16 : capacity),
        narrow_(packed_ ? capacity : 16) {}

  // Whether the maximiser wins from n with perfect play by both sides.
  bool wins(const Node& n) {
    Moves moves;
    p_.generate(n, moves);
    if (moves.empty()) {
      ++nodes_;
      return p_.maximiser_wins(n);
    }
    auto key = p_.key(n);
    return solve(n, key, hash(key), 0);
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
  std::size_t stored() const { return packed_ ? narrow_.size() : wide_.size(); }
  // Forget every stored value: needed before solving from a root whose keys are not comparable with
  // the previous root's (see the problem's own key contract).
  void clear() {
    wide_.clear();
    narrow_.clear();
    nodes_ = 0;
  }

 private:
  // The moves of one node, its children's numbers of moves and their keys, made once: the numbers
  // order the search (the fewer replies a child leaves, the likelier it decides the node, and a
  // child without moves is judged at once). A child's moves are generated only if it is searched,
  // and with p.children(n) a child is made only then.
  static_assert(P::kMaxMoves <= 256, "children are indexed in 8 bits");
  struct Frame {
    Moves moves;
    std::array<std::uint8_t, P::kMaxMoves> index;
    std::array<std::uint32_t, P::kMaxMoves> order;
    std::array<typename P::Key, P::kMaxMoves> keys;
    std::array<std::uint64_t, P::kMaxMoves> hashes;
  };

  Frame& frame(std::size_t depth) {
    while (frames_.size() <= depth) frames_.push_back(std::make_unique<Frame>());
    return *frames_[depth];
  }

  // What a search asks about the children of n, when the problem has no p.children(n) of its own:
  // each child made and counted (by p.count_moves if the problem has it, else by generating).
  struct MadeChildren {
    const P& p;
    const Node& n;
    Moves& scratch;
    void generate(Moves& out) const { p.generate(n, out); }
    std::size_t count_moves(const Move& m) const {
      if constexpr (requires(const Node& c) {
                      { p.count_moves(c) } -> std::convertible_to<std::size_t>;
                    }) {
        return p.count_moves(p.child(n, m));
      } else {
        scratch.clear();
        p.generate(p.child(n, m), scratch);
        return scratch.size();
      }
    }
    typename P::Key key(const Move& m) const { return p.key(p.child(n, m)); }
  };

  auto children(const Node& n, Moves& scratch) const {
    if constexpr (requires { p_.children(n); }) {
      return p_.children(n);
    } else {
      return MadeChildren{p_, n, scratch};
    }
  }

  // n has moves; key and hash are its own.
  bool solve(const Node& n, const typename P::Key& key, std::uint64_t hash, std::size_t depth) {
    ++nodes_;
    if (int known = find(key, hash); known >= 0) return known != 0;
    // The mover looks for a child that decides the node in its favour: a win for the maximiser, a
    // loss for the other side. If none does, the node goes the other way.
    bool max = p_.maximiser_to_move(n);
    Frame& f = frame(depth);
    const auto kids = children(n, frame(depth + 1).moves);
    f.moves.clear();
    kids.generate(f.moves);
    // First every child's number of moves: a child without moves that wins for the mover decides
    // at once, before any key is made. A problem's p.children(n) counts and keys children without
    // making them: then only a child that is searched (or judged) is made.
    std::size_t live = 0;
    std::array<std::uint32_t, P::kMaxMoves> replies;
    for (std::size_t i = 0; i < f.moves.size(); ++i) {
      std::size_t r = kids.count_moves(f.moves[i]);
      if (r == 0) {
        if (p_.maximiser_wins(p_.child(n, f.moves[i])) == max) return store(key, hash, max);
        continue;  // decided, and not for the mover
      }
      replies[live] = static_cast<std::uint32_t>(r);
      f.index[live++] = static_cast<std::uint8_t>(i);
    }
    // Then the keys of the children with moves, their slots prefetched.
    for (std::size_t i = 0; i < live; ++i) {
      f.keys[i] = kids.key(f.moves[f.index[i]]);
      f.hashes[i] = this->hash(f.keys[i]);
      prefetch(f.hashes[i]);
    }
    // Then the children already in the table.
    std::size_t open = 0;
    for (std::size_t i = 0; i < live; ++i) {
      int known = find(f.keys[i], f.hashes[i]);
      if (known >= 0) {
        if ((known != 0) == max) return store(key, hash, max);
        continue;
      }
      f.order[open++] = replies[i] << 8 | static_cast<std::uint32_t>(i);
    }
    std::sort(f.order.begin(), f.order.begin() + open);
    for (std::size_t k = 0; k < open; ++k) {
      std::size_t i = f.order[k] & 0xFF;
      if (solve(p_.child(n, f.moves[f.index[i]]), f.keys[i], f.hashes[i], depth + 1) == max)
        return store(key, hash, max);
    }
    return store(key, hash, !max);
  }

  bool store(const typename P::Key& key, std::uint64_t hash, bool value) {
    if (packed_)
      narrow_.insert(hash, value);
    else
      wide_.insert(key, hash, value);
    return value;
  }

  // The value table: packed (one word a slot) when the problem packs its keys exactly into 64 bits
  // (optional p.packs(), whether it does, and p.pack(key)), else wide; the other stays tiny.
  static bool packs(const P& p) {
    if constexpr (requires(const typename P::Key& k) {
                    { p.packs() } -> std::same_as<bool>;
                    { p.pack(k) } -> std::same_as<std::uint64_t>;
                  }) {
      return p.packs();
    } else {
      return false;
    }
  }
  std::uint64_t hash(const typename P::Key& key) const {
    if constexpr (requires { p_.pack(key); }) {
      if (packed_) return PackedTable::mix(p_.pack(key));
    }
    return P::key_hash(key);
  }
  int find(const typename P::Key& key, std::uint64_t hash) const {
    return packed_ ? narrow_.find(hash) : wide_.find(key, hash);
  }
  void prefetch(std::uint64_t hash) const {
    if (packed_)
      narrow_.prefetch(hash);
    else
      wide_.prefetch(hash);
  }

  const P& p_;
  bool packed_;
  ExactTable<typename P::Key> wide_;
  PackedTable narrow_;
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
