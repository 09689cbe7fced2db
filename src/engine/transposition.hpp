// The transposition table: what earlier searches learned about a position (best move, score and its
// bound, depth), found again by the position's key. Buckets of four entries; a new result replaces
// the entry of the same key (unless it is much shallower), else the shallowest or oldest one.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "engine/searchable.hpp"

namespace menagerie::engine {

enum class Bound : std::uint8_t { kNone = 0, kUpper = 1, kLower = 2, kExact = 3 };

template <class Move>
class TranspositionTable {
 public:
  struct Entry {
    std::uint32_t check = 0;  // the key's upper half: tells apart positions sharing a bucket
    Move move{};
    std::int16_t score = 0;
    std::int16_t eval = 0;
    std::int8_t depth = 0;
    Bound bound = Bound::kNone;
    std::uint8_t generation = 0;
  };

  // The table's memory is claimed by the first search, not here: an engine made only to ask what
  // it can do (the lobby's description of every game) costs nothing.
  explicit TranspositionTable(std::size_t megabytes = 16) { resize(megabytes); }

  void resize(std::size_t megabytes) {
    buckets_ = std::max<std::size_t>(1, (megabytes << 20) / sizeof(Bucket));
    table_ = {};
  }
  void clear() { std::fill(table_.begin(), table_.end(), Bucket{}); }
  // Before anything probes or stores: claims the memory the first time.
  void ready() {
    if (table_.empty()) table_.assign(buckets_, Bucket{});
  }
  // Before every search.
  void new_search() {
    ready();
    ++generation_;
  }

  const Entry* probe(std::uint64_t key) const {
    const Bucket& b = bucket(key);
    for (const Entry& e : b.entries)
      if (e.check == check_of(key) && e.bound != Bound::kNone) return &e;
    return nullptr;
  }

  // Mate scores are stored relative to this node (distance from here, not from the root).
  void store(std::uint64_t key, Move move, int score, int eval, int depth, Bound bound, int ply) {
    Bucket& b = bucket(key);
    Entry* victim = &b.entries[0];
    for (Entry& e : b.entries) {
      if (e.check == check_of(key)) {
        // A much shallower bound (say from quiescence) does not displace a deeper one.
        if (bound != Bound::kExact && depth + 2 < e.depth && e.generation == generation_) return;
        victim = &e;
        if (move == Move{}) move = e.move;  // keep the old best move when this result has none
        break;
      }
      if (worth(e) < worth(*victim)) victim = &e;
    }
    victim->check = check_of(key);
    victim->move = move;
    victim->score = std::int16_t(to_table(score, ply));
    victim->eval = std::int16_t(eval);
    victim->depth = std::int8_t(std::clamp(depth, -100, 127));
    victim->bound = bound;
    victim->generation = generation_;
  }

  static int from_table(int score, int ply) {
    if (score >= kMateBound) return score - ply;
    if (score <= -kMateBound) return score + ply;
    return score;
  }
  // Permille of the first thousand buckets' entries written by the current search.
  int hashfull() const {
    int used = 0, seen = 0;
    for (std::size_t i = 0; i < std::min<std::size_t>(table_.size(), 250); ++i)
      for (const Entry& e : table_[i].entries) {
        used += e.bound != Bound::kNone && e.generation == generation_;
        ++seen;
      }
    return seen ? used * 1000 / seen : 0;
  }

 private:
  struct Bucket {
    Entry entries[4];
  };
  static std::uint32_t check_of(std::uint64_t key) { return std::uint32_t(key >> 32); }
  static int to_table(int score, int ply) {
    if (score >= kMateBound) return score + ply;
    if (score <= -kMateBound) return score - ply;
    return score;
  }
  int worth(const Entry& e) const {
    return e.bound == Bound::kNone ? -1000 : e.depth - 4 * std::uint8_t(generation_ - e.generation);
  }
  Bucket& bucket(std::uint64_t key) {
    return table_[std::size_t((unsigned __int128)key * table_.size() >> 64)];
  }
  const Bucket& bucket(std::uint64_t key) const {
    return table_[std::size_t((unsigned __int128)key * table_.size() >> 64)];
  }

  std::size_t buckets_ = 1;
  std::vector<Bucket> table_;  // empty until the first search
  std::uint8_t generation_ = 0;
};

}  // namespace menagerie::engine
