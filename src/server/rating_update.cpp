#include "server/rating_update.hpp"

#include <stdexcept>
#include <utility>

#include <fmt/format.h>

#include "players/outcomes.hpp"

namespace menagerie::server {

store::RatingUpdate rating_update(players::Standing standing, std::string game,
                                  std::vector<std::int64_t> accounts, std::int64_t now_ms) {
  if (accounts.size() != standing.places.size())
    throw std::invalid_argument(fmt::format("{} accounts for a standing of {} seats",
                                            accounts.size(), standing.places.size()));
  return [standing = std::move(standing), game = std::move(game), accounts = std::move(accounts),
          now_ms](const std::vector<std::optional<store::RatingRecord>>& before) {
    std::vector<players::Rating> ratings;
    for (const auto& stored : before) {
      if (!stored) {
        ratings.push_back(players::Rating{});  // a new player's
        continue;
      }
      ratings.push_back(players::as_of({stored->rating, stored->rd, stored->volatility},
                                       stored->updated_ms, now_ms));
    }
    std::vector<players::Rating> after = players::ratings_after(standing, ratings);
    std::vector<store::RatingRecord> out;
    for (std::size_t i = 0; i < after.size(); ++i) {
      const std::int64_t games = before[i] ? before[i]->games : 0;
      out.push_back({accounts[i], game, after[i].rating, after[i].rd, after[i].volatility,
                     games + 1, now_ms});
    }
    return out;
  };
}

}  // namespace menagerie::server
