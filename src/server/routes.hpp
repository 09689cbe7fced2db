// What the server answers to each HTTP request, apart from the connection handling: the REST API
// (docs/api.md) and the web client's files.
#pragma once

#include <boost/beast/http.hpp>

#include <functional>

#include <nlohmann/json.hpp>

#include "server/site.hpp"

namespace menagerie::server {

namespace http = boost::beast::http;
using Request = http::request<http::string_body>;
using Response = http::response<http::string_body>;

// A JSON answer as every API route writes it (no caching; Retry-After: 1 on a 429 or a 503),
// for the routes whose work ends on another thread, where only the request's version and
// keep-alive are left.
Response json_response(unsigned version, bool keep_alive, int status, const nlohmann::json& body);

// Answers `request`; `send` may be called later, from another thread (when the answer waits for
// the store). `client` is the address the request came from.
void route(Site& site, const Request& request, const std::string& client,
           std::function<void(Response)> send);

}  // namespace menagerie::server
