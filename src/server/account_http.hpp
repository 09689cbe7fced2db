// The HTTP edges of the account routes (docs/players.md, "What is next"), decided without I/O so
// each rule has a unit test: reading credentials from a JSON body, the session cookie written and
// read back, and the checks a state-changing request must pass (a JSON body, a same-site Origin).
// The routes themselves (signup, login, logout, password, me) are the thin shell around these.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace menagerie::server {

inline constexpr std::string_view kSessionCookie = "menagerie_session";

struct Credentials {
  std::string name;
  std::string password;
};

// The name and password of a signup or login body: a JSON object with string fields "name" and
// "password". Anything else is an error naming what was wrong.
std::variant<Credentials, std::string> parse_credentials(std::string_view body);

// The Set-Cookie value that hands the browser its session token; `secure` behind TLS.
std::string session_cookie(std::string_view token, std::int64_t max_age_s, bool secure);

// The Set-Cookie value that makes the browser forget its session (logout).
std::string cleared_session_cookie(bool secure);

// The session token in a Cookie header, or nothing when the header holds none (or an empty one).
std::optional<std::string> session_token(std::string_view cookie_header);

// Why a state-changing request must be refused, or nothing: its Content-Type must be
// application/json (parameters allowed), and an Origin, when sent, must name this very host
// (`host` as the Host header gives it) with the scheme the server is reached by.
std::optional<std::string> state_change_error(std::string_view content_type,
                                              std::string_view origin, std::string_view host,
                                              bool tls);

// Why a request's Origin is not this site, or nothing: an Origin, when sent, must name this very
// host (`host` as the Host header gives it) with the scheme the server is reached by. A WebSocket
// opened by a foreign page is a guest's, whatever cookie the browser sent with it.
std::optional<std::string> foreign_origin_error(std::string_view origin, std::string_view host,
                                                bool tls);

// The HTTP status of a refusal by state_change_error: 415 when the body is not JSON (its type),
// else 403 (a foreign Origin).
int state_change_status(std::string_view content_type);

}  // namespace menagerie::server
