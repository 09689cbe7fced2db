// The exact solver (solver.hpp): breadth-first layers over compact keys, and past the deepest
// stored layer a search of the last few moves pruned by the relevance lemmas
// (solver_relevance.hpp). The proof that the answer is the optimum is written at solve().
#include "games/golf/solver.hpp"

#include <algorithm>
#include <array>
#include <optional>
#include <utility>

#include "chess/attacks.hpp"
#include "core/bitboard.hpp"
#include "games/golf/solver_relevance.hpp"

namespace menagerie::golf {

namespace {

// A position of the hole in 17 bytes: which squares hold a piece, each one's kind (colour and
// type, a nibble, in square order), and the capturing piece's square. Identical pieces are
// interchangeable, so positions that differ only by which of two white knights stands where are
// one key. What was taken follows from the pieces left, the cards from the start.
struct Key {
  std::uint64_t occupied = 0, kinds = 0;
  std::int8_t taking = -1;
  bool operator==(const Key&) const = default;
};

int kind_of(Piece p) { return chess::color_of(p) * 5 + chess::type_of(p) - chess::kKnight; }
Piece piece_of_kind(int k) {
  return chess::make_piece(chess::Color(k / 5), chess::PieceType(k % 5 + chess::kKnight));
}

Key key_of(const Hole& h) {
  Key k;
  k.occupied = h.occupied();
  int i = 0;
  for (int s : squares(k.occupied)) k.kinds |= std::uint64_t(kind_of(h.at[s])) << (4 * i++);
  k.taking = h.taking;
  return k;
}

std::uint64_t mix(std::uint64_t x) {
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

std::uint64_t hash_of(const Key& k) {
  return mix(k.occupied ^ mix(k.kinds + std::uint64_t(k.taking + 1)));
}

// The pieces of each kind at the start, to tell what has been taken since.
struct Counts {
  std::array<int, 10> n{};
};
Counts count(const Hole& h) {
  Counts c;
  for (int s : squares(h.occupied())) ++c.n[kind_of(h.at[s])];
  return c;
}

Hole decode(const Key& k, const Hole& start, const Counts& at_start) {
  Hole h;
  h.cards = start.cards;
  h.card_count = start.card_count;
  h.special = start.special;
  h.taking = k.taking;
  int i = 0;
  Counts now;
  for (int s : squares(k.occupied)) {
    int kind = int((k.kinds >> (4 * i++)) & 15);
    ++now.n[kind];
    h.put(s, piece_of_kind(kind));
  }
  for (int kind = 0; kind < 10; ++kind)
    for (int n = now.n[kind]; n < at_start.n[kind]; ++n)
      h.taken[h.taken_count++] = piece_of_kind(kind);
  return h;
}

struct Node {
  Key key;
  std::uint32_t parent;
  Step step;
};

// Open addressing over indices into the node list (0: an empty slot).
class KeySet {
 public:
  explicit KeySet(std::size_t slots = 1 << 12) : slots_(slots, 0) {}
  // The node index of k, or inserts `index` for it and returns it.
  std::uint32_t find_or_insert(const Key& k, std::uint32_t index, const std::vector<Node>& nodes) {
    if (2 * (count_ + 1) > slots_.size()) grow(nodes);
    std::size_t mask = slots_.size() - 1;
    for (std::size_t i = hash_of(k) & mask;; i = (i + 1) & mask) {
      if (slots_[i] == 0) {
        slots_[i] = index + 1;
        ++count_;
        return index;
      }
      if (nodes[slots_[i] - 1].key == k) return slots_[i] - 1;
    }
  }
  std::size_t bytes() const { return slots_.capacity() * sizeof(std::uint32_t); }

 private:
  void grow(const std::vector<Node>& nodes) {
    std::vector<std::uint32_t> old(slots_.size() * 2, 0);
    old.swap(slots_);
    std::size_t mask = slots_.size() - 1;
    for (std::uint32_t v : old) {
      if (!v) continue;
      std::size_t i = hash_of(nodes[v - 1].key) & mask;
      while (slots_[i]) i = (i + 1) & mask;
      slots_[i] = v;
    }
  }
  std::vector<std::uint32_t> slots_;
  std::size_t count_ = 0;
};

std::vector<Step> line_to(const std::vector<Node>& nodes, std::uint32_t i) {
  std::vector<Step> line;
  for (; nodes[i].parent != i; i = nodes[i].parent) line.push_back(nodes[i].step);
  std::reverse(line.begin(), line.end());
  return line;
}

int captures_left(const Hole& h) { return h.card_count - 1 - h.taken_count; }

// Whether a line can exist at all: captures change the capture table and nothing else does (a
// quiet move keeps the pieces and what was taken, and the capturing piece is followed), so with
// no capture of the table at the start, or (two captures left) no second one after any first,
// no line exists, however the pieces move.
bool may_finish(const Hole& h) {
  const CaptureTable t = capture_table(h);
  for (int x : squares(h.occupied()))
    for (int y : squares(t.of(h, x))) {
      if (captures_left(h) == 1) return true;
      Hole after = h;
      play(after, Step{std::uint8_t(x), std::uint8_t(y)});
      if (may_finish(after)) return true;
    }
  return false;
}

// The search past the stored layers (solve()): whether h is solved in `budget` more moves, given
// that it cannot be in fewer (the caller's invariant), so that every line looked for has exactly
// `budget` moves and none of its tails could be shorter. With c captures still to make:
//   - fewer than c moves left: no line;
//   - exactly c: captures only;
//   - c + 1, h without a capture: one quiet move, first, which must give its child a capture:
//     only the relevant ones (Relevance);
//   - c + 1, h with captures: (c is then 2 or more) the quiet move is relevant to h or to h
//     after some of the captures that follow (below);
//   - c + 2, h without a capture: only the first moves TwoMoveRelevance keeps (proved for c of 1
//     and 2; with more captures to make, every move);
//   - more: every move.
struct Past {
  std::uint64_t examined = 0, limit = 0;
  bool stopped = false;        // the limit was reached: the answer is unknown
  std::vector<Step> reversed;  // the line found, last move first

  // `t`: h's capture table.
  bool finishes(const Hole& h, const CaptureTable& t, int budget) {
    if (stopped || ++examined > limit) return !(stopped = true);
    const int c = captures_left(h);
    if (c == 0) return true;
    if (budget < c) return false;
    Steps caps;
    generate_captures(h, t, caps);
    for (Step x : caps)
      if (tries(h, t, x, budget)) return true;
    if (budget == c) return false;
    Steps quiet;
    if (budget == c + 1 && caps.empty()) {
      generate_relevant(h, t, Relevance(h, t), quiet);
    } else if (budget == c + 1) {
      // A line m, x1, ..., xc with m irrelevant to h has x1 among h's captures (the lemma); m and
      // x1 touch different squares, so after m, x1 the position is h after x1 with m's piece
      // moved, and if m is irrelevant to that position too, x2 is a capture of h after x1; and so
      // on: if m were irrelevant to h and to h after each of x1, x1 x2, ..., x1..x(c-1), then
      // x1..xc would solve h in fewer moves than the budget. So m is relevant to h or to h after
      // some sequence of fewer than c captures (with three cards, after one capture).
      Steps steps;
      generate(h, t, steps);
      std::vector<std::pair<Hole, Relevance>> after{{h, Relevance(h, t)}};
      add_after_captures(h, caps, c - 1, after);
      for (Step m : steps)
        if (h.at[m.to] == chess::kNoPiece &&
            std::any_of(after.begin(), after.end(),
                        [&](const auto& a) { return a.second.matters(a.first, m); }))
          quiet.push_back(m);
    } else {
      Steps steps;
      generate(h, t, steps);
      std::optional<TwoMoveRelevance> two;
      if (budget == c + 2 && caps.empty() && c <= 2) two.emplace(h, t);
      for (Step m : steps)
        if (h.at[m.to] == chess::kNoPiece && (!two || two->matters(h, m))) quiet.push_back(m);
    }
    for (Step m : quiet)
      if (tries(h, t, m, budget)) return true;
    return false;
  }

  // h after each sequence of 1 to `depth` captures (each from the position before it, `caps`
  // being h's), with its relevance.
  static void add_after_captures(const Hole& h, const Steps& caps, int depth,
                                 std::vector<std::pair<Hole, Relevance>>& after) {
    if (depth <= 0) return;
    for (Step x : caps) {
      Hole child = h;
      play(child, x);
      const CaptureTable t = capture_table(child);
      after.emplace_back(child, Relevance(child, t));
      if (depth > 1) {
        Steps next;
        generate_captures(child, t, next);
        add_after_captures(child, next, depth - 1, after);
      }
    }
  }

  bool tries(const Hole& h, const CaptureTable& t, Step m, int budget) {
    Hole child = h;
    play(child, m);
    const CaptureTable next =
        h.at[m.to] == chess::kNoPiece ? quiet_move_table(t, m, child) : capture_table(child);
    if (!finishes(child, next, budget - 1)) return false;
    reversed.push_back(m);
    return true;
  }
};

}  // namespace

Solution solve(const Hole& start, SolveLimits limits) {
  Solution out;
  if (solved(start)) {
    out.optimum = 0;
    return out;
  }
  if (!may_finish(start)) return out;  // proved: no capture can ever be made
  const Counts at_start = count(start);
  std::vector<Node> nodes;
  KeySet seen;
  Past past;
  past.limit = limits.max_examined;
  auto finish = [&] {
    out.visited = nodes.size();
    out.examined = past.examined;
    out.peak_bytes = nodes.capacity() * sizeof(Node) + seen.bytes();
  };
  auto unknown = [&] {
    out.proved = false;
    finish();
    return out;
  };
  nodes.push_back({key_of(start), 0, {}});
  seen.find_or_insert(nodes[0].key, 0, nodes);
  // Breadth-first layers are stored up to depth D; from each position of the deepest, the last
  // `reach` moves are searched without storing them (Past). With c captures to make at the start,
  // reach is c + 2 (two quiet moves at most, the first kept only by TwoMoveRelevance); under the
  // `moves` rule, where the lemmas keep every move, c + 1.
  //
  // (With more than three cards the same holds: only the two-move lemma is left out, Past.)
  //
  // Proof of the optimum: bounds B = 1, 2, ... are tried in turn, each with D = max(0, B - reach).
  // When B is tried, no line shorter than B exists (every shorter bound failed). A line of B moves
  // passes through some position P after D moves; P is in layer D (a shorter way to P would give
  // a line shorter than B), and from P it takes B - D moves, none fewer (same argument). So
  // searching every position of layer D for lines of exactly B - D moves finds one, and the
  // pruning in Past leaves out only moves that no such line makes (the lemmas). When a layer
  // comes out empty, every reachable position has been searched with every bound up to its depth
  // plus reach: no line exists at all.
  const int reach = captures_left(start) + (start.special == Special::kMoves ? 1 : 2);
  std::size_t begin = 0, end = 1;
  int depth = 0;
  for (int bound = 1;; ++bound) {
    if (bound - reach > depth) {
      for (std::size_t i = begin; i < end; ++i) {
        Hole h = decode(nodes[i].key, start, at_start);
        Steps steps;
        generate(h, steps);
        for (Step m : steps) {
          Hole child = h;
          play(child, m);
          auto index = std::uint32_t(nodes.size());
          Key k = key_of(child);
          if (seen.find_or_insert(k, index, nodes) == index) {
            // Grown by doubling, but never past the limit: a node's children are at most
            // kMaxSteps, and the limit is checked after each node, so the last growth stops at
            // what the limit can hold (not twice it, with the old copy alive beside the new).
            if (nodes.size() == nodes.capacity())
              nodes.reserve(std::min(std::max<std::size_t>(16, 2 * nodes.capacity()),
                                     limits.max_states + kMaxSteps + 1));
            nodes.push_back({k, std::uint32_t(i), m});
          }
        }
        if (nodes.size() > limits.max_states) return unknown();
      }
      if (nodes.size() == end) {  // nothing new: every reachable position was searched
        finish();
        return out;
      }
      begin = end;
      end = nodes.size();
      ++depth;
    }
    for (std::size_t i = begin; i < end; ++i) {
      Hole h = decode(nodes[i].key, start, at_start);
      past.reversed.clear();
      if (past.finishes(h, capture_table(h), bound - depth)) {
        out.optimum = bound;
        out.line = line_to(nodes, std::uint32_t(i));
        out.line.insert(out.line.end(), past.reversed.rbegin(), past.reversed.rend());
        finish();
        return out;
      }
      if (past.stopped) return unknown();
    }
  }
}

}  // namespace menagerie::golf
