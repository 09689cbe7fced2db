// Named playing levels for people, 1 (a beginner) to 8 (full strength): how deep the search looks
// and how often it picks a weaker move. A weaker move is chosen among the MultiPV lines whose score
// is within `spread` centipawns of the best, each weighted by how close it is.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/rng.hpp"
#include "engine/limits.hpp"

namespace menagerie::engine {

struct Level {
  int depth;
  std::uint64_t nodes;
  int multipv;
  int spread;  // centipawns; 0 = always the best line
};

inline constexpr int kMinLevel = 1, kMaxLevel = 8;

inline Level level(int n) {
  static constexpr Level kLevels[] = {
      {1, 0, 12, 500}, {2, 0, 8, 250},     {3, 0, 6, 120},     {4, 0, 4, 60},
      {6, 0, 3, 30},   {8, 300000, 2, 10}, {0, 1500000, 1, 0}, {0, 0, 1, 0},
  };
  return kLevels[std::clamp(n, kMinLevel, kMaxLevel) - 1];
}

// Limits for a level; full strength (level 8) thinks for `full_strength_ms` unless a clock is
// given.
inline Limits limits_for(int n, std::int64_t full_strength_ms = 2000) {
  Level l = level(n);
  Limits limits;
  limits.depth = l.depth;
  limits.nodes = l.nodes;
  limits.multipv = l.multipv;
  if (l.depth == 0 && l.nodes == 0) limits.movetime = full_strength_ms;
  return limits;
}

// The levels of a determinized search (engine/pimc.hpp), for games with hidden information: how
// many States are drawn from what the player has seen, how far each is searched, and how often a
// weaker move is chosen (spread in centipawns, as above). Level 8 stays within about a second.
struct SampledLevel {
  int samples;
  int depth;
  std::uint64_t nodes;  // per sample
  int spread;
};

inline SampledLevel sampled_level(int n) {
  static constexpr SampledLevel kLevels[] = {
      {2, 1, 0, 400},   {3, 2, 0, 200},    {4, 3, 0, 100},    {6, 4, 0, 50},
      {8, 0, 4000, 25}, {8, 0, 10000, 10}, {12, 0, 20000, 0}, {16, 0, 40000, 0},
  };
  return kLevels[std::clamp(n, kMinLevel, kMaxLevel) - 1];
}

// Which of the lines (scores best first) to play: the best, or a near one at random.
inline std::size_t choose_line(const std::vector<int>& scores, int spread, Rng& rng) {
  if (scores.empty() || spread <= 0) return 0;
  std::vector<std::uint64_t> weights;
  std::uint64_t total = 0;
  for (int s : scores) {
    int gap = scores[0] - s;
    std::uint64_t w = gap >= spread ? 0 : std::uint64_t(spread - gap);
    weights.push_back(w);
    total += w;
  }
  std::uint64_t r = rng.below(total);
  for (std::size_t i = 0; i < weights.size(); ++i) {
    if (r < weights[i]) return i;
    r -= weights[i];
  }
  return 0;
}

}  // namespace menagerie::engine
