// Named playing levels for people, 1 (a beginner) to 8 (full strength): how deep the search looks
// and how often it picks a weaker move. A weaker move is chosen among the MultiPV lines whose score
// is within `spread` centipawns of the best, each weighted by how close it is. Every line's score
// ends in the capture search, so a move that drops a piece to a one-move reply scores a piece
// below the best; the spread stays well under a minor piece at every level (and shrinks as the
// level rises), so a level is weak by looking less far ahead and by choosing among sound moves,
// never by giving material away (issue 27: a spread of 500 at level 1 and 250 at level 2 chose
// lines a piece or two pawns down; tests/catalog/level_blunder_test.cpp).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/rng.hpp"
#include "engine/limits.hpp"
#include "engine/searchable.hpp"

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
      {1, 0, 12, 100}, {2, 0, 8, 80},      {3, 0, 6, 60},     {4, 0, 4, 40},
      {6, 0, 3, 25},   {8, 300000, 2, 10}, {0, 600000, 1, 0}, {0, 0, 1, 0},
  };
  return kLevels[std::clamp(n, kMinLevel, kMaxLevel) - 1];
}

// Limits for a level; full strength (level 8) thinks for `full_strength_ms` unless a clock is
// given. A person waits about a second at most (issue 27): every level stops at that time too.
// The levels limited by nodes reach it on a loaded machine (level 7's 1,500,000 nodes took
// 1.5-2.7 s on the shared two-core box), the levels limited by depth only in a position that makes
// their few plies explode (a run of checks in Crowded House's capture search); otherwise depth or
// nodes decide, so the same seed gives the same move.
inline Limits limits_for(int n, std::int64_t full_strength_ms = 1000) {
  Level l = level(n);
  Limits limits;
  limits.depth = l.depth;
  limits.nodes = l.nodes;
  limits.multipv = l.multipv;
  limits.movetime = full_strength_ms;
  return limits;
}

// The most a level may think for one move when its game has a clock: a thirtieth of what is left
// plus three quarters of the increment (the share UCI's ponder budget takes), never under 10 ms, so that
// no level loses on time (level 8's second a move would flag near move 55 at 1+0).
inline std::int64_t clock_cap_ms(std::int64_t remaining_ms, std::int64_t increment_ms) {
  return std::max<std::int64_t>(10, remaining_ms / 30 + increment_ms * 3 / 4);
}

// What level 8 searches when no clock may decide: about its second's worth on a quiet machine.
inline constexpr std::uint64_t kFullStrengthNodes = 1000000;

// A level's limits by depth and nodes alone, never by time: for a benchmark (the ladder of the
// levels), whose result must not depend on the machine's load. Levels 1-6 are the same as
// limits_for; level 7 keeps its nodes without the time cap; level 8 searches kFullStrengthNodes.
inline Limits fixed_limits_for(int n) {
  Limits limits = limits_for(n);
  limits.movetime = 0;
  if (!limits.depth && !limits.nodes) limits.nodes = kFullStrengthNodes;
  return limits;
}

// The levels of a determinized search (engine/pimc.hpp), for games with hidden information: how
// many States are drawn from what the player has seen, how far each is searched, and how often a
// weaker move is chosen (spread in centipawns, as above: never near a piece). Level 8 stays within
// about a second.
struct SampledLevel {
  int samples;
  int depth;
  std::uint64_t nodes;  // per sample
  int spread;
};

inline SampledLevel sampled_level(int n) {
  static constexpr SampledLevel kLevels[] = {
      {2, 1, 0, 100},   {3, 2, 0, 80},     {4, 3, 0, 60},    {6, 4, 0, 40},
      {8, 0, 4000, 25}, {8, 0, 10000, 10}, {12, 0, 8000, 0}, {16, 0, 40000, 0},
  };
  return kLevels[std::clamp(n, kMinLevel, kMaxLevel) - 1];
}

// The sampled levels of game G: its own table where it names one (G::kSampledLevels, one entry per
// level 1-8), else the shared one above. How many samples a level can afford against how deep each
// is searched depends on the game's width (issue 27: in Zombie the shared level 5, 8 samples of
// 4,000 nodes, lost to level 4's 6 samples at depth 4), as a game of perfect information names
// its own depths (G::kLevelDepths).
template <class G>
SampledLevel sampled_level_of(int n) {
  if constexpr (requires { G::kSampledLevels; })
    return G::kSampledLevels[std::size_t(std::clamp(n, kMinLevel, kMaxLevel) - kMinLevel)];
  else
    return sampled_level(n);
}

// The most a level's chosen line may score below its best line: a third of a minor piece at most.
inline constexpr int kMaxSpread = 100;

// Which of the lines (scores best first) to play: the best, or a near one at random (never one
// `kMaxSpread` or more below the best, whatever the spread asked for). A forced mate found is
// always played at once: mates a few plies longer score within the spread of it, and a level that
// chose among them could put the mate off move after move and never give it (issue 27: Power
// Chess at level 4 walked its king instead of mating by bringing a rook back).
inline std::size_t choose_line(const std::vector<int>& scores, int spread, Rng& rng) {
  if (scores.empty() || spread <= 0 || scores[0] >= kMateBound) return 0;
  spread = std::min(spread, kMaxSpread);
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
