// Determinization: what one seat knows, and full States drawn consistent with it. A seat knows the
// board, every public answer (the consistent sets) and the powers it gave the opponent; its own
// pieces' powers are drawn uniformly from its consistent set (every permutation there is equally
// likely given what was asked, since the opponent's choice is not modelled).
#include "games/masquerade/masquerade.hpp"

namespace menagerie::masquerade {


Masquerade::Observation Masquerade::observe(const State& s, Seat seat) {
  Observation o{s.pos, {s.powers[0], s.powers[1]}, {s.known[0], s.known[1]}, s.reachable_only};
  for (int c = 0; c < 2; ++c)
    if (s.powers[c] != kUnassigned && seat != 1 - c) o.powers[c] = kHidden;
  return o;
}

Masquerade::State Masquerade::sample(const Observation& o, Rng& rng) {
  State s{o.pos, {o.powers[0], o.powers[1]}, {o.known[0], o.known[1]}, o.reachable_only};
  for (int c = 0; c < 2; ++c)
    if (o.powers[c] == kHidden)
      s.powers[c] = std::uint8_t(o.known[c].nth(int(rng.below(std::uint64_t(o.known[c].count())))));
  return s;
}

std::vector<Masquerade::State> Masquerade::worlds(const Observation& o, std::size_t limit) {
  // The powers each colour may have: the one the seat gave, or every member of its set.
  std::vector<std::uint8_t> choices[2];
  for (int c = 0; c < 2; ++c) {
    if (o.powers[c] != kHidden) {
      choices[c].push_back(o.powers[c]);
      continue;
    }
    for (int p = 0; p < masquerade::kPerms; ++p)
      if (o.known[c].has(p)) choices[c].push_back(std::uint8_t(p));
  }
  std::vector<State> out;
  if (choices[0].size() * choices[1].size() > limit) return out;
  out.reserve(choices[0].size() * choices[1].size());
  for (std::uint8_t white : choices[0])
    for (std::uint8_t black : choices[1])
      out.push_back(State{o.pos, {white, black}, {o.known[0], o.known[1]}, o.reachable_only});
  return out;
}

}  // namespace menagerie::masquerade
