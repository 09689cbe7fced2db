// The profile and leaderboard routes (docs/api.md, "Players"): GET /api/players/{name} and
// GET /api/leaderboard/{game}, read by anyone, logged in or not. Decided here from the two stores
// (behind their interfaces) and the time given by the caller, so that each rule has a unit test;
// the HTTP shell (profile_routes.hpp) only runs it on the work pool and writes the JSON back.
//
// A rating is shown as it stands now: its RD grown by the whole days since its last rated game
// (players::as_of), provisional while that RD is above 110 (players::provisional). The leaderboard
// ranks the settled ratings (not provisional now) of players whose last rated game of that game
// was in the last 30 days, the top 50; a cooperative game (scored, not rated) shows its best
// scores instead.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "server/hub.hpp"
#include "store/accounts.hpp"
#include "store/store.hpp"

namespace menagerie::server {

struct ProfilePolicy {
  int leaderboard_size = 50;
  std::int64_t active_ms = 30LL * 24 * 3600 * 1000;  // "played in the last month"
  int recent_games = 20;                             // a profile's recent games
};

class ProfilesApi {
 public:
  ProfilesApi(store::AccountStore& accounts, store::Store& games,
              std::function<std::int64_t()> now_ms, ProfilePolicy policy = {});

  // The profile of the player named `name` (any case): 404 naming it when there is none. Throws
  // only what the stores throw when they fail (a 500).
  Reply player(const std::string& name);
  // The leaderboard of the catalog game `game`: 404 naming it when there is no such game.
  Reply leaderboard(const std::string& game);

 private:
  store::AccountStore& accounts_;
  store::Store& games_;
  std::function<std::int64_t()> now_ms_;
  ProfilePolicy policy_;
};

}  // namespace menagerie::server
