// JSON as the server writes it to clients. Error messages quote what a client sent, and a game's
// parser may quote a single byte of a UTF-8 character ("unexpected character '\xC3'"); nlohmann's
// dump() throws on such text, which used to escape the request handler and end the server (found
// by fuzz/http_routes.cpp). Invalid bytes are written as U+FFFD instead.
#pragma once

#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace menagerie::server {

inline std::string json_text(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// `text` with every byte that is not part of valid UTF-8 replaced by U+FFFD.
inline std::string valid_utf8(std::string_view text) {
  std::string quoted = json_text(nlohmann::json(std::string(text)));
  return nlohmann::json::parse(quoted).get<std::string>();
}

}  // namespace menagerie::server
