// The exact solver (solver.hpp): breadth-first layers over compact keys, the last layer replaced
// by a capture test.
#include "games/golf/solver.hpp"

#include <algorithm>
#include <optional>

#include "chess/attacks.hpp"
#include "core/bitboard.hpp"

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

}  // namespace

namespace {

// The capture that finishes h, if it has one.
std::optional<Step> finishing(const Hole& h) {
  if (h.taken_count + 2 != h.card_count || !any_capture(h)) return std::nullopt;
  Steps steps;
  generate(h, steps);
  for (Step m : steps)
    if (h.at[m.to] != chess::kNoPiece) return m;
  return std::nullopt;
}

// Which moves of h (a position with no finishing capture) could give its child one. A capture
// needs a capturer, a target, a lender of the right type beside the capturer (or the king's step)
// and a clear path; a move can only create one by moving a capturer or a target, by arriving
// beside a capturer of its colour, by leaving a path between a capturer and a target, or by
// giving a capturer's colour the king's step. Any other move leaves every capture as it was.
struct Relevance {
  bool none = false;           // no child can finish (more than two captures to come)
  bool captures_only = false;  // two captures to come: only a capture child can finish
  bool all = false;            // the `moves` rule: any move may change who has the king's step
  Bitboard movers = 0;         // capturers and targets
  Bitboard beside[2] = {};     // squares beside a capturer of each colour
  Bitboard paths = 0;          // squares between a capturer and one of its targets
  bool pairs[2] = {};          // a capturer of this colour, and a pair (pairs rule): no step yet

  explicit Relevance(const Hole& h) {
    if (h.taken_count + 3 < h.card_count) {
      none = true;
      return;
    }
    if (h.taken_count + 3 == h.card_count) {
      captures_only = true;
      return;
    }
    if (h.special == Special::kMoves) {
      all = true;
      return;
    }
    CaptureTable t = capture_table(h);
    for (int s : squares(h.occupied())) {
      Bitboard targets = t.of(h, s);
      if (!targets) continue;
      chess::Color c = chess::color_of(h.at[s]);
      movers |= bit(s) | targets;
      beside[c] |= chess::king_attacks(s);
      for (int x : squares(targets)) paths |= chess::between(s, x);
      pairs[c] = h.special == Special::kPairs && has_pair(h, c);
    }
  }

  bool matters(const Hole& h, const Hole& child, Step m) const {
    if (none) return false;
    if (captures_only) return h.at[m.to] != chess::kNoPiece;
    if (all) return true;
    chess::Color c = chess::color_of(h.at[m.from]);
    return ((movers | paths) & bit(m.from)) || (beside[c] & bit(m.to)) ||
           (pairs[c] && !has_pair(child, c));
  }
};

}  // namespace

Solution solve(const Hole& start, SolveLimits limits) {
  Solution out;
  if (solved(start)) {
    out.optimum = 0;
    return out;
  }
  const Counts at_start = count(start);
  std::vector<Node> nodes;
  KeySet seen;
  auto finish = [&] {
    out.visited = nodes.size();
    out.peak_bytes = nodes.capacity() * sizeof(Node) + seen.bytes();
  };
  if (auto m = finishing(start)) {
    out.optimum = 1;
    out.line = {*m};
    finish();
    return out;
  }
  nodes.push_back({key_of(start), 0, {}});
  seen.find_or_insert(nodes[0].key, 0, nodes);
  std::size_t begin = 0, end = 1;
  // Invariant: no stored position at depth d has a finishing capture. So a child of one with a
  // finishing capture proves the optimum d + 2: first every position of the layer is asked that
  // (children tested, not stored: the deepest layer is never kept), then the next layer is
  // stored.
  for (int depth = 0;; ++depth) {
    for (std::size_t i = begin; i < end; ++i) {
      Hole h = decode(nodes[i].key, start, at_start);
      Relevance r(h);
      if (r.none) continue;
      Steps steps;
      generate(h, steps);
      for (Step m : steps) {
        Hole child = h;
        play(child, m);
        if (!r.matters(h, child, m)) continue;
        if (auto last = finishing(child)) {
          out.optimum = depth + 2;
          out.line = line_to(nodes, std::uint32_t(i));
          out.line.push_back(m);
          out.line.push_back(*last);
          finish();
          return out;
        }
      }
    }
    for (std::size_t i = begin; i < end; ++i) {
      Hole h = decode(nodes[i].key, start, at_start);
      Steps steps;
      generate(h, steps);
      for (Step m : steps) {
        Hole child = h;
        play(child, m);
        auto index = std::uint32_t(nodes.size());
        Key k = key_of(child);
        if (seen.find_or_insert(k, index, nodes) == index)
          nodes.push_back({k, std::uint32_t(i), m});
      }
      if (nodes.size() > limits.max_states) {
        out.proved = false;
        finish();
        return out;
      }
    }
    if (nodes.size() == end) {  // nothing new: every reachable position was seen, none solves it
      finish();
      return out;
    }
    begin = end;
    end = nodes.size();
  }
}

}  // namespace menagerie::golf
