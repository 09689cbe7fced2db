#include "server/profile_routes.hpp"

#include "server/profiles_api.hpp"
#include "server/work_pool.hpp"

namespace menagerie::server {

namespace {

Response profile_response(unsigned version, bool keep_alive, const Reply& reply) {
  return json_response(version, keep_alive, reply.status, reply.body);
}

}  // namespace

void profile_route(Site& site, const Request& req, const std::string& kind, const std::string& what,
                   std::function<void(Response)> send) {
  const unsigned version = req.version();
  const bool keep = req.keep_alive();
  if (!site.profiles)
    return send(
        profile_response(version, keep, {404, {{"error", "this server keeps no players"}}}));
  if (req.method() != http::verb::get && req.method() != http::verb::head)
    return send(profile_response(version, keep, {405, {{"error", "use GET on /api/" + kind}}}));
  const bool queued = site.work.submit([&api = *site.profiles, kind, what, version, keep, send] {
    Reply reply;
    try {
      reply = kind == "players" ? api.player(what) : api.leaderboard(what);
    } catch (const std::exception& e) {  // a store failed: nothing was decided
      reply = {500, {{"error", e.what()}}};
    }
    send(profile_response(version, keep, reply));
  });
  if (!queued)
    send(profile_response(version, keep,
                          {503, {{"error", "the server is busy: try again in a moment"}}}));
}

}  // namespace menagerie::server
