#include "server/account_http.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

namespace menagerie::server {

namespace {

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

// Whether a Content-Type names a JSON body (parameters such as a charset allowed).
bool json_body(std::string_view content_type) {
  return iequals(trim(content_type.substr(0, content_type.find(';'))), "application/json");
}

}  // namespace

std::variant<Credentials, std::string> parse_credentials(std::string_view body) {
  auto json = nlohmann::json::parse(body, nullptr, /*allow_exceptions=*/false);
  if (json.is_discarded()) return std::string("the body is not valid JSON");
  if (!json.is_object()) return std::string("the body must be a JSON object");
  auto name = json.find("name");
  if (name == json.end() || !name->is_string()) return std::string("\"name\" must be a string");
  auto password = json.find("password");
  if (password == json.end() || !password->is_string())
    return std::string("\"password\" must be a string");
  return Credentials{name->get<std::string>(), password->get<std::string>()};
}

std::string session_cookie(std::string_view token, std::int64_t max_age_s, bool secure) {
  return fmt::format("{}={}; HttpOnly; SameSite=Lax; Path=/; Max-Age={}{}", kSessionCookie, token,
                     max_age_s, secure ? "; Secure" : "");
}

std::string cleared_session_cookie(bool secure) { return session_cookie("", 0, secure); }

std::optional<std::string> session_token(std::string_view header) {
  while (!header.empty()) {
    auto end = header.find(';');
    auto pair = trim(header.substr(0, end));
    header = end == std::string_view::npos ? std::string_view{} : header.substr(end + 1);
    auto eq = pair.find('=');
    if (eq == std::string_view::npos || trim(pair.substr(0, eq)) != kSessionCookie) continue;
    auto value = trim(pair.substr(eq + 1));
    if (value.empty()) return std::nullopt;
    return std::string(value);
  }
  return std::nullopt;
}

std::optional<std::string> state_change_error(std::string_view content_type,
                                              std::string_view origin, std::string_view host,
                                              bool tls) {
  if (!json_body(content_type))
    return fmt::format("Content-Type must be application/json, not '{}'", content_type);
  return foreign_origin_error(origin, host, tls);
}

std::optional<std::string> foreign_origin_error(std::string_view origin, std::string_view host,
                                                bool tls) {
  if (origin.empty()) return std::nullopt;
  auto expected = fmt::format("{}://{}", tls ? "https" : "http", host);
  if (!iequals(origin, expected))
    return fmt::format("Origin '{}' is not this site ({})", origin, expected);
  return std::nullopt;
}

int state_change_status(std::string_view content_type) {
  return json_body(content_type) ? 403 : 415;
}

}  // namespace menagerie::server
