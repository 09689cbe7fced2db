#include "server/account_routes.hpp"

#include "server/work_pool.hpp"

namespace menagerie::server {

namespace {

Response account_response(unsigned version, bool keep_alive, const AccountReply& reply) {
  Response res = json_response(version, keep_alive, reply.status, reply.body);
  if (reply.set_cookie) res.set(http::field::set_cookie, *reply.set_cookie);
  return res;
}

}  // namespace

AccountRequest account_request(const Request& req, const std::string& client,
                               const std::string& action) {
  AccountRequest a;
  a.action = action;
  a.post = req.method() == http::verb::post;
  a.content_type = std::string(req[http::field::content_type]);
  a.origin = std::string(req[http::field::origin]);
  a.host = std::string(req[http::field::host]);
  a.tls = req["X-Forwarded-Proto"] == "https";
  a.cookie = std::string(req[http::field::cookie]);
  a.body = req.body();
  a.client = client;
  return a;
}

void account_route(Site& site, const Request& req, const std::string& client,
                   const std::string& action, std::function<void(Response)> send) {
  unsigned version = req.version();
  bool keep = req.keep_alive();
  if (!site.accounts)
    return send(account_response(
        version, keep, {404, {{"error", "this server keeps no accounts"}}, std::nullopt}));
  if (req.method() != http::verb::get && req.method() != http::verb::head &&
      req.method() != http::verb::post)
    return send(account_response(
        version, keep, {405, {{"error", "use POST (or GET for /api/account/me)"}}, std::nullopt}));
  bool queued = site.work.submit(
      [&api = *site.accounts, a = account_request(req, client, action), version, keep, send] {
        AccountReply reply;
        try {
          reply = api.answer(a);
        } catch (const std::exception& e) {  // the store failed: nothing was decided
          reply = {500, {{"error", e.what()}}, std::nullopt};
        }
        send(account_response(version, keep, reply));
      });
  if (!queued)
    send(account_response(
        version, keep,
        {503, {{"error", "the server is busy: try again in a moment"}}, std::nullopt}));
}

}  // namespace menagerie::server
