// What one seat knows, and full states drawn consistent with it: the partner's hand is any draw of
// its size from the cards this seat has not seen (every unseen card is alike to it: the draws it
// did not see tell nothing of which went where); the draw pile is the rest, in no order.
#include <fmt/format.h>

#include "core/error.hpp"
#include "games/cooperative/cooperative.hpp"
#include "games/cooperative/notation.hpp"

namespace menagerie::cooperative {


Cooperative::Observation Cooperative::observe(const State& s, Seat seat) {
  if (seat != 0 && seat != 1) throw InputError("only a seat observes Cooperative Chess");
  Observation o;
  o.known = s;
  o.seat = std::uint8_t(seat);
  o.partner_cards = std::uint8_t(s.hands[1 - seat].size());
  o.known.hands[1 - seat] = Hand{};
  return o;
}

Cooperative::State Cooperative::sample(const Observation& o, Rng& rng) {
  State s = o.known;
  auto unseen = draw_pile(s);
  std::vector<Card> pool;
  for (Card c = 0; c < 16; ++c)
    for (int i = 0; i < unseen[c]; ++i) pool.push_back(c);
  // A partial Fisher-Yates: the first partner_cards of a shuffle.
  for (std::size_t i = 0; i < o.partner_cards && i < pool.size(); ++i) {
    std::size_t j = i + rng.below(pool.size() - i);
    std::swap(pool[i], pool[j]);
    ++s.hands[1 - o.seat].count[pool[i]];
  }
  return s;
}

std::string Cooperative::observation_text(const Observation& o) {
  // The seat's position text with the partner's hand as "?"s.
  State s = o.known;
  std::string text = state_text(s, 0);
  std::string hidden(o.partner_cards, '?');
  if (hidden.empty()) hidden = "-";
  // Rewrite the partner's half of hands=.
  auto at = text.find(" hands=") + 7;
  auto slash = text.find('/', at), end = text.find(' ', at);
  if (o.seat == 0)
    text.replace(slash + 1, end - slash - 1, hidden);
  else
    text.replace(at, slash - at, hidden);
  return fmt::format("seat={} {}", o.seat, text);
}

Cooperative::Observation Cooperative::parse_observation(std::string_view text) {
  if (text.size() < 7 || text.substr(0, 5) != "seat=" || (text[5] != '0' && text[5] != '1') ||
      text[6] != ' ')
    throw InputError("an observation starts with seat=0 or seat=1");
  Observation o;
  o.seat = std::uint8_t(text[5] - '0');
  int hidden[2] = {0, 0};
  o.known = parse_state(text.substr(7), hidden);
  if (hidden[o.seat] != 0 || o.known.hands[1 - o.seat].size() != 0)
    throw InputError("an observation hides the partner's hand only (as '?')");
  o.partner_cards = std::uint8_t(hidden[1 - o.seat]);
  return o;
}

}  // namespace menagerie::cooperative
