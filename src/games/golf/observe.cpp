// What one golfer knows (Determinizable, golf.hpp): the position with the other golfers' counts
// hidden until the last one reveals them, samples that fill them in, and its text.
#include <fmt/format.h>

#include "core/error.hpp"
#include "games/golf/golf.hpp"
#include "games/golf/race_notation.hpp"
#include "games/golf/words.hpp"

namespace menagerie::golf {

using text::number;

GolfObservation Golf::observe(const State& s, Seat seat) {
  Observation o{s, seat};
  if (s.mode == Mode::kRace && s.phase == Phase::kCount)
    for (int k = 0; k < s.race.seats; ++k)
      if (k != seat && s.race.count[k] != kNoCount) o.seen.race.count[k] = kHiddenCount;
  return o;
}

GolfState Golf::sample(const Observation& o, Rng& rng) {
  State s = o.seen;
  for (int k = 0; k < s.race.seats; ++k)
    if (s.race.count[k] == kHiddenCount) s.race.count[k] = std::int8_t(rng.below(kMaxCount + 1));
  return s;
}

std::string Golf::observation_text(const Observation& o) {
  return fmt::format("{} {}", o.seat,
                     o.seen.mode == Mode::kRace ? race_text(o.seen, true) : position_text(o.seen));
}

GolfObservation Golf::parse_observation(std::string_view raw) {
  auto space = raw.find(' ');
  if (space == std::string_view::npos)
    throw InputError("a Golf observation is the seat, then the position as that seat sees it");
  Observation o;
  o.seat = number(std::string(raw.substr(0, space)), "the seat", 0, kMaxSeats - 1);
  std::string_view rest = raw.substr(space + 1);
  o.seen = rest.substr(0, 5) == "race " ? parse_race(rest, true) : parse_position(rest);
  return o;
}

}  // namespace menagerie::golf
