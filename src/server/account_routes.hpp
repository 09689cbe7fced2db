// The HTTP shell of the account routes: /api/account/{signup,login,logout,password,me}. It copies
// what AccountsApi (accounts_api.hpp) decides from off the request, runs it on the work pool (a
// password hash takes a tenth of a second, too long for a network thread) and writes its answer,
// with its Set-Cookie, back.
#pragma once

#include <functional>
#include <string>

#include "server/accounts_api.hpp"
#include "server/routes.hpp"

namespace menagerie::server {

// What AccountsApi reads of `request` to /api/account/{action}, from `client`. A TLS proxy in front
// of the server says so with X-Forwarded-Proto: https (the cookie is then Secure, and a browser's
// Origin is https).
AccountRequest account_request(const Request& request, const std::string& client,
                               const std::string& action);

// Answers /api/account/{action} through `send`, later, from a work thread.
void account_route(Site& site, const Request& request, const std::string& client,
                   const std::string& action, std::function<void(Response)> send);

}  // namespace menagerie::server
