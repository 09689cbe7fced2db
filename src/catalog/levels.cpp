#include "engine/levels.hpp"

#include "catalog/variant.hpp"

namespace menagerie::catalog {

engine::Limits Engine::level_limits(int level) const {
  engine::Limits limits =
      fixed_nodes() ? engine::fixed_limits_for(level) : engine::limits_for(level);
  limits.movetime = engine::tighter_ms(limits.movetime, time_cap());
  return limits;
}

Thought Engine::play_level(const ObservationText& seen, int level, Rng& rng) {
  engine::Limits limits = level_limits(level);
  std::vector<engine::Info> lines;
  auto collect = [&](const engine::Info& i) {
    if (i.multipv == 1) lines.clear();  // keep only the last completed depth
    lines.push_back(i);
  };
  Thought best = think(seen, limits, collect, nullptr);
  if (lines.size() < 2) return best;
  std::vector<int> scores;
  for (const auto& l : lines) scores.push_back(l.score);
  std::size_t pick = engine::choose_line(scores, engine::level(level).spread, rng);
  if (pick == 0 || lines[pick].pv.empty()) return best;
  Thought t = best;
  t.best = lines[pick].pv[0];
  t.ponder = lines[pick].pv.size() > 1 ? lines[pick].pv[1] : "";
  t.score = lines[pick].score;
  return t;
}

}  // namespace menagerie::catalog
