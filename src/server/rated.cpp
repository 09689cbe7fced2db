#include "server/rated.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>

#include <fmt/format.h>

#include "players/glicko2.hpp"
#include "server/rating_update.hpp"

namespace menagerie::server {

std::optional<std::string> why_not_rated(const Traits& traits, const std::string& variant,
                                         const std::vector<store::SeatRecord>& seats,
                                         bool logged_in, int taken, bool lesson) {
  if (!logged_in)
    return "a rated game is between accounts: log in (or sign up) to create one, or create a "
           "casual game";
  if (lesson) return std::string("a lesson's game cannot be rated");
  if (seats.size() < 2)
    return fmt::format(
        "{} with {} seat cannot be rated: a rated game needs two players or more (any game with "
        "two seats or more can be; a cooperative game keeps a best score instead)",
        variant, seats.size());
  for (std::size_t s = 0; s < seats.size(); ++s)
    if (seats[s].kind != "human")
      return fmt::format(
          "a rated game is between people: seat {} is a computer's (a game against the computer "
          "is always casual)",
          s);
  // The store rates each account once per game: two seats of one account cannot be rated.
  if (taken > 1)
    return fmt::format(
        "in a rated game you take one seat (you asked for {}): the others are for "
        "other players",
        taken);
  (void)traits;  // every game of two seats or more gives a rating, or a score when cooperative
  return std::nullopt;
}

std::optional<std::string> why_not_join_rated(const std::vector<store::SeatRecord>& seats, int seat,
                                              std::int64_t account_id) {
  if (account_id == 0)
    return std::string(
        "this game is rated: log in (or sign up) to take a seat, or watch it as a guest");
  for (std::size_t s = 0; s < seats.size(); ++s)
    if (seats[s].account_id == account_id && int(s) != seat)
      return fmt::format("you already play seat {} of this rated game: a player takes one seat", s);
  return std::nullopt;
}

RatedEnd rated_end(const Traits& traits, const Outcome& outcome, bool aborted,
                   std::span<const std::int64_t> accounts, std::span<const int> team_of_seat) {
  RatedEnd end;
  if (aborted || !outcome.over() || accounts.size() < 2) return end;
  for (std::int64_t a : accounts)
    if (a == 0) return end;  // a seat no account holds (a rated game never has one: a safeguard)
  end.accounts.assign(accounts.begin(), accounts.end());
  if (traits.cooperative) {
    if (!outcome.scored) return {};
    for (std::size_t s = 0; s < accounts.size(); ++s) end.scores.push_back(outcome.score[s]);
    end.kind = RatedEnd::Kind::score;
    return end;
  }
  auto standing = players::standing_of(traits, outcome, int(accounts.size()), team_of_seat);
  if (!standing) return {};
  end.kind = RatedEnd::Kind::rate;
  end.standing = std::move(*standing);
  return end;
}

nlohmann::json rating_lines(store::AccountStore& accounts, const std::string& game_id,
                            const std::string& variant, std::span<const std::int64_t> seats) {
  nlohmann::json lines = nlohmann::json::array();
  for (std::int64_t account : seats) {
    if (account == 0) return nullptr;
    const std::vector<store::RatingChange> history = accounts.rating_history(account, variant);
    auto it = std::find_if(history.begin(), history.end(),
                           [&](const store::RatingChange& c) { return c.game_id == game_id; });
    if (it == history.end()) return nullptr;
    const double before =
        it == history.begin() ? players::Rating{}.rating : std::prev(it)->after.rating;
    const store::RatingRecord& after = it->after;
    lines.push_back(
        {{"before", std::lround(before)},
         {"after", std::lround(after.rating)},
         {"provisional", players::provisional({after.rating, after.rd, after.volatility})}});
  }
  return lines;
}

nlohmann::json write_rated_end(store::Store& games, store::AccountStore& accounts,
                               const std::string& game_id, const std::string& variant,
                               const nlohmann::json& result, const RatedEnd& end,
                               std::span<const std::int64_t> seats, std::int64_t at_ms) {
  switch (end.kind) {
    case RatedEnd::Kind::rate:
      try {
        accounts.finish_and_rate_game(game_id, result, variant, end.accounts, at_ms,
                                      rating_update(end.standing, variant, end.accounts, at_ms));
      } catch (const store::StoreError& e) {
        fmt::print(stderr, "game {} could not be rated: {}\n", game_id, e.what());
        games.finish_game(game_id, result);
        return nullptr;
      }
      return rating_lines(accounts, game_id, variant, seats);
    case RatedEnd::Kind::score:
      games.finish_game(game_id, result);
      for (std::size_t i = 0; i < end.accounts.size(); ++i)
        accounts.record_score(end.accounts[i], variant, end.scores[i], game_id, at_ms);
      return nullptr;
    case RatedEnd::Kind::nothing:
      break;
  }
  games.finish_game(game_id, result);
  return nullptr;
}

}  // namespace menagerie::server
