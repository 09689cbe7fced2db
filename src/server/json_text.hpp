// JSON as the server writes it to clients. Error messages quote what a client sent, and a game's
// parser may quote a single byte of a UTF-8 character ("unexpected character '\xC3'"); nlohmann's
// dump() throws on such text, which used to escape the request handler and end the server (found
// by fuzz/http_routes.cpp). Invalid bytes are written as U+FFFD instead.
#pragma once

#include <string>
#include <string_view>
#include <utility>

#include <nlohmann/json.hpp>

namespace menagerie::server {

inline std::string json_text(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// A JSON object written field by field: the caller gives the keys in sorted order, as nlohmann
// writes an object, so the text is the one dumping the whole object would give. For the messages
// sent on every move: a tree of nlohmann nodes built only to be written and dropped costs an
// allocation per field.
class ObjectText {
 public:
  // `value` is JSON text already.
  ObjectText& raw(std::string_view key, std::string_view value) {
    text_ += text_.size() > 1 ? ",\"" : "\"";
    text_ += key;
    text_ += "\":";
    text_ += value;
    return *this;
  }
  ObjectText& add(std::string_view key, const nlohmann::json& value) {
    return raw(key, json_text(value));
  }
  std::string done() {
    text_ += '}';
    return std::move(text_);
  }

 private:
  std::string text_ = "{";
};

// `text` with every byte that is not part of valid UTF-8 replaced by U+FFFD.
inline std::string valid_utf8(std::string_view text) {
  std::string quoted = json_text(nlohmann::json(std::string(text)));
  return nlohmann::json::parse(quoted).get<std::string>();
}

// An error to a client, {"type": "error", "message", "request"}: the message may quote what a
// client sent, so both texts are made valid UTF-8 and dump() cannot throw.
inline nlohmann::json error_message(const std::string& text, const std::string& request) {
  return {{"type", "error"}, {"message", valid_utf8(text)}, {"request", valid_utf8(request)}};
}

}  // namespace menagerie::server
