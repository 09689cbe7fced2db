#include "games/golf/computer.hpp"

#include <algorithm>

#include "games/golf/solver.hpp"

namespace menagerie::golf {

namespace {

// The optimal line the level finds from the hole as dealt, or nothing (too long to find).
std::optional<std::vector<Step>> line_found(const Hole& dealt, const ComputerLevel& l) {
  Solution s = solve(dealt, {.max_states = l.max_states});
  if (!s.optimum || *s.optimum > l.depth) return std::nullopt;
  return s.line;
}

std::string count_move(const GolfState& s, Seat seat, int n) {
  return Golf::move_text(
      s, GolfMove{
             .kind = GolfMove::Kind::kCount, .seat = std::uint8_t(seat), .count = std::uint8_t(n)});
}

}  // namespace

ComputerLevel computer_level(int level) {
  static constexpr ComputerLevel kLevels[] = {
      {2, 2'000, 35},  {3, 10'000, 25}, {3, 30'000, 18},   {4, 100'000, 12},
      {5, 300'000, 8}, {6, 600'000, 4}, {8, 1'000'000, 2}, {kMaxCount, 2'000'000, 0},
  };
  return kLevels[std::clamp(level, 1, 8) - 1];
}

std::string computer_move(const GolfObservation& o, int level, Rng& rng) {
  const GolfState& s = o.seen;
  if (!(Golf::acting(s) & seat_bit(o.seat))) return "";
  if (s.phase == Phase::kChoose) {
    int best_other = 1 << 30;
    for (int k = 0; k < s.race.seats; ++k)
      if (k != o.seat) best_other = std::min(best_other, Golf::total_of(s, k));
    const int last = Golf::last_cards(s);
    const bool behind = Golf::total_of(s, o.seat) > best_other;
    const int n = behind && last + 1 <= kMaxCount + 1 ? last + 1 : last;
    return Golf::move_text(s, GolfMove{.kind = GolfMove::Kind::kCards,
                                       .seat = std::uint8_t(o.seat),
                                       .count = std::uint8_t(n)});
  }
  ComputerLevel l = computer_level(level);
  if (s.phase == Phase::kCount) {
    auto line = line_found(s.race.start, l);
    int n = line ? int(line->size()) : 0;
    if (int(rng.below(100)) < l.miss_percent) {
      // Wrong: too cautious, too hopeful, or losing heart.
      switch (rng.below(4)) {
        case 0:
          n = 0;
          break;
        case 1:
          n = n > 1 ? n - 1 : n + 2;
          break;
        default:
          n = n + 1 + int(rng.below(2));
      }
    }
    return count_move(s, o.seat, std::clamp(n, 0, kMaxCount));
  }
  // Demonstrating (or a puzzle): the same line again, from the hole as dealt, one stroke further;
  // given up when it is longer than the strokes left.
  auto line = line_found(s.race.start, l);
  int left = s.phase == Phase::kDemo ? s.race.count[o.seat] - s.strokes : kMaxCount;
  if (!line || int(line->size()) - s.strokes > left || s.strokes >= int(line->size()))
    return "give-up";
  Hole replayed = s.race.start;
  for (int i = 0; i < s.strokes; ++i) golf::play(replayed, (*line)[i]);
  if (!(replayed == s.hole)) return "give-up";  // not its own line: it cannot follow it
  return step_text((*line)[s.strokes]);
}

}  // namespace menagerie::golf
