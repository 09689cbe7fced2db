#include "store/accounts.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

namespace menagerie::store::detail {

StoreError rated_unfinished(const std::string& game_id) {
  return StoreError(fmt::format(
      "cannot finish and rate game '{}': it was rated before it was finished; nothing written",
      game_id));
}

void check_distinct_accounts(const std::string& game_id, std::span<const std::int64_t> accounts) {
  std::vector<std::int64_t> sorted(accounts.begin(), accounts.end());
  std::sort(sorted.begin(), sorted.end());
  const auto twice = std::adjacent_find(sorted.begin(), sorted.end());
  if (twice != sorted.end()) {
    throw StoreError(fmt::format("rating game '{}': account {} is listed twice; nothing written",
                                 game_id, *twice));
  }
}

void check_rating_update(const std::string& game_id, const std::string& game,
                         std::span<const std::int64_t> accounts,
                         const std::vector<RatingRecord>& after) {
  if (after.size() != accounts.size()) {
    throw StoreError(fmt::format(
        "rating game '{}': the update returned {} ratings for {} accounts; nothing written",
        game_id, after.size(), accounts.size()));
  }
  for (std::size_t i = 0; i < after.size(); ++i) {
    const RatingRecord& r = after[i];
    if (r.account_id != accounts[i] || r.game != game) {
      throw StoreError(fmt::format(
          "rating game '{}': rating {} is for account {} in '{}', not account {} in '{}'; nothing "
          "written",
          game_id, i + 1, r.account_id, r.game, accounts[i], game));
    }
    if (!std::isfinite(r.rating) || !std::isfinite(r.rd) || !std::isfinite(r.volatility)) {
      throw StoreError(fmt::format(
          "rating game '{}': the rating of account {} is not a finite number; nothing written",
          game_id, r.account_id));
    }
  }
}

}  // namespace menagerie::store::detail
