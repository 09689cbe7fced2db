// The store's RatingUpdate for a finished rated game (store/accounts.hpp): the players' ratings
// as they stood (grown by their idle days, a new player's when they have none), rated by the
// game's standing (players/standing.hpp), written back with one more game each. Decided here,
// written by the store in the transaction that records the result.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "players/standing.hpp"
#include "store/accounts.hpp"

namespace menagerie::server {

// `accounts[i]` plays seat i of the standing; `game` is the catalog id; `now_ms` the game's end.
store::RatingUpdate rating_update(players::Standing standing, std::string game,
                                  std::vector<std::int64_t> accounts, std::int64_t now_ms);

}  // namespace menagerie::server
