// What one seat knows, and full states drawn consistent with it (for a computer player that sees
// only its own view): the public board and zombie fields, its own burials, and for each of the
// opponent's burials the buried piece and the squares it may lie under (Burial::candidates, kept
// up to date by the rules from public facts alone).
#include <algorithm>
#include <string>

#include <fmt/format.h>

#include "core/error.hpp"
#include "games/zombie/notation.hpp"
#include "games/zombie/zombie.hpp"

namespace menagerie::zombie {


namespace {

void blank(Burials& b) {
  for (Burial& x : b) x.square = 0;
  std::sort(b.begin(), b.end(), [](const Burial& a, const Burial& c) {
    return a.piece != c.piece ? a.piece < c.piece : a.candidates < c.candidates;
  });
}

// Gives each burial a square among its candidates, no two on one square (a random matching,
// trying the most constrained burial first and backing up when stuck).
bool place(Burials& b, chess::Bitboard used, Rng& rng) {
  int best = -1, fewest = 65;
  for (int i = 0; i < b.count; ++i) {
    if (b.list[std::size_t(i)].square != 0xFF) continue;
    int n = popcount(b.list[std::size_t(i)].candidates & ~used);
    if (n < fewest) best = i, fewest = n;
  }
  if (best < 0) return true;
  Burial& x = b.list[std::size_t(best)];
  chess::Bitboard options = x.candidates & ~used;
  for (int tries = fewest; tries > 0; --tries) {
    int k = int(rng.below(std::uint64_t(popcount(options))));
    chess::Bitboard pick = options;
    for (int j = 0; j < k; ++j) pick &= pick - 1;
    chess::Square sq = lsb(pick);
    x.square = std::uint8_t(sq);
    if (place(b, used | bit(sq), rng)) return true;
    x.square = 0xFF;
    options &= ~bit(sq);
  }
  return false;
}

}  // namespace

Zombie::Observation Zombie::observe(const State& s, Seat seat) {
  Observation o;
  o.known = s;
  o.seat = std::uint8_t(seat);
  blank(o.known.burials[1 - seat]);
  return o;
}

Zombie::State Zombie::sample(const Observation& o, Rng& rng) {
  State s = o.known;
  Burials& theirs = s.burials[1 - o.seat];
  for (Burial& x : theirs) x.square = 0xFF;
  if (!place(theirs, 0, rng))
    throw std::logic_error("no placement of the opponent's burials fits what the seat knows");
  return s;
}

std::string Zombie::observation_text(const Observation& o) {
  return fmt::format("seat={} {}", o.seat, zombie::state_text(o.known, o.seat == 0 ? 2u : 1u));
}

Zombie::Observation Zombie::parse_observation(std::string_view text) {
  if (text.size() < 7 || text.substr(0, 5) != "seat=" || (text[5] != '0' && text[5] != '1') ||
      text[6] != ' ')
    throw InputError("a Zombie Chess observation starts with seat=0 or seat=1");
  Observation o;
  o.seat = std::uint8_t(text[5] - '0');
  o.known = zombie::parse_state(text.substr(7), true);
  blank(o.known.burials[1 - o.seat]);
  return o;
}

}  // namespace menagerie::zombie
