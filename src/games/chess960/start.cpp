#include "games/chess960/start.hpp"

#include <algorithm>
#include <unordered_map>

#include <fmt/format.h>

#include "chess/fen.hpp"
#include "core/error.hpp"

namespace menagerie::chess960 {

namespace {

// The ten ways to place two knights on five empty squares, in Scharnagl's order.
constexpr std::array<std::array<int, 2>, 10> kKnightPlaces{
    {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}};

// Puts `piece` on the n-th still-empty file of `rank`.
void place_nth_empty(std::string& rank, int n, char piece) {
  for (char& c : rank)
    if (c == ' ' && n-- == 0) {
      c = piece;
      return;
    }
}

}  // namespace

std::string back_rank(int number) {
  if (number < 0 || number > 959)
    throw InputError(fmt::format("Chess960 start numbers run from 0 to 959, not {}", number));
  std::string rank(8, ' ');
  int n = number;
  rank[2 * (n % 4) + 1] = 'B';  // light-squared bishop: b, d, f, h
  n /= 4;
  rank[2 * (n % 4)] = 'B';  // dark-squared bishop: a, c, e, g
  n /= 4;
  place_nth_empty(rank, n % 6, 'Q');
  n /= 6;
  auto [first, second] = kKnightPlaces[n];
  place_nth_empty(rank, second,
                  'N');  // the later one first, so the earlier index still counts right
  place_nth_empty(rank, first, 'N');
  for (char piece : {'R', 'K', 'R'}) place_nth_empty(rank, 0, piece);
  return rank;
}

int start_number(const std::string& rank) {
  // Built once: every view of a game names its start, and building 960 ranks each time showed in
  // the server's profile under load.
  static const std::unordered_map<std::string, int> numbers = [] {
    std::unordered_map<std::string, int> m;
    for (int n = 0; n < 960; ++n) m.emplace(back_rank(n), n);
    return m;
  }();
  auto it = numbers.find(rank);
  return it == numbers.end() ? -1 : it->second;
}

chess::Position start_position(int number) {
  std::string white = back_rank(number), black = white;
  std::transform(black.begin(), black.end(), black.begin(), [](char c) { return char(c + 32); });
  return chess::parse_fen(
      fmt::format("{}/pppppppp/8/8/8/8/PPPPPPPP/{} w KQkq - 0 1", black, white));
}

CardDeal deal_cards(Rng& rng) {
  std::array<std::string, 4> pile1{"A", "3", "5", "7"}, pile2{"2", "4", "6", "8"};
  std::array<std::string, 6> pile3{"8", "8", "10", "10", "10", "Q"};
  rng.shuffle(pile1);
  rng.shuffle(pile2);
  rng.shuffle(pile3);
  return {pile1[0], pile2[0], pile3};
}

std::string back_rank(const CardDeal& deal) {
  auto file_of_card = [](const std::string& card, bool odd) {
    static const std::array<std::string, 8> kCards{"A", "2", "3", "4", "5", "6", "7", "8"};
    auto it = std::find(kCards.begin(), kCards.end(), card);
    int file = int(it - kCards.begin());
    if (it == kCards.end() || (file % 2 == 0) != odd)
      throw InputError(fmt::format("card '{}' cannot be turned from pile {} (it holds {})", card,
                                   odd ? 1 : 2, odd ? "A 3 5 7" : "2 4 6 8"));
    return file;
  };
  std::string rank(8, ' ');
  rank[file_of_card(deal.pile1, true)] = 'B';
  rank[file_of_card(deal.pile2, false)] = 'B';
  std::array<std::string, 6> sorted = deal.pile3;
  std::sort(sorted.begin(), sorted.end());
  if (sorted != std::array<std::string, 6>{"10", "10", "10", "8", "8", "Q"})
    throw InputError("pile 3 must hold exactly the cards 8 8 10 10 10 Q");
  int tens = 0;
  for (const auto& card : deal.pile3) {
    char piece = card == "8" ? 'N' : card == "Q" ? 'Q' : (tens++ == 1 ? 'K' : 'R');
    place_nth_empty(rank, 0, piece);
  }
  return rank;
}

std::string describe(const CardDeal& deal) {
  return fmt::format("bishops {} and {}; then {}", deal.pile1, deal.pile2,
                     fmt::join(deal.pile3, " "));
}

}  // namespace menagerie::chess960
