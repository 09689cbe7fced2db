// The HTTP shell of the players' public pages: GET /api/players/{name} and
// GET /api/leaderboard/{game}. It runs what ProfilesApi (profiles_api.hpp) decides on the work pool
// (store reads) and writes its JSON back.
#pragma once

#include <functional>
#include <string>

#include "server/routes.hpp"

namespace menagerie::server {

// Answers /api/{kind}/{what} (kind "players" or "leaderboard") through `send`, later, from a
// work thread.
void profile_route(Site& site, const Request& request, const std::string& kind,
                   const std::string& what, std::function<void(Response)> send);

}  // namespace menagerie::server
