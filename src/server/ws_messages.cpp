#include "server/ws_messages.hpp"

#include "server/json_text.hpp"

namespace menagerie::server {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxMessage = 4096;  // larger ones are refused with an error

WsAnswer refuse(const std::string& why, const std::string& request) {
  return {ws_error(why, request), true};
}

WsAnswer watch(Site& site, Following& following, const std::shared_ptr<Subscriber>& who,
               const json& m) {
  if (!m.contains("game") || !m["game"].is_string())
    return refuse("\"watch\" needs \"game\": the game id", "watch");
  std::string token;
  if (m.contains("token") && !m["token"].is_null()) {
    if (!m["token"].is_string()) return refuse("\"token\" must be text", "watch");
    token = m["token"].get<std::string>();
  }
  std::shared_ptr<Room> room;
  try {
    room = site.hub.find(m["game"].get<std::string>());
  } catch (const std::exception& e) {
    return refuse(std::string("the game cannot be loaded: ") + e.what(), "watch");
  }
  if (!room) return refuse("no game " + m["game"].get<std::string>(), "watch");
  std::vector<int> seats = room->seats_of(token);
  if (!token.empty() && seats.empty())
    return refuse("that token holds no seat in this game", "watch");
  if (following.room) following.room->unwatch(who.get());
  following.room = room;
  following.seats = seats;
  following.room->watch(who, following.seats);
  return {};
}

}  // namespace

std::string ws_error(const std::string& why, const std::string& request) {
  return json_text({{"type", "error"}, {"message", why}, {"request", request}});
}

WsAnswer handle_ws_message(Site& site, Following& following, const std::shared_ptr<Subscriber>& who,
                           const std::string& text) {
  if (text.size() > kMaxMessage) return refuse("a message is at most 4096 bytes", "");
  json m;
  try {
    m = json::parse(text);
  } catch (const json::parse_error&) {
    return refuse("the message is not valid JSON", "");
  }
  if (!m.is_object() || !m.contains("type") || !m["type"].is_string())
    return refuse("a message is a JSON object with a \"type\" string", "");
  std::string type = m["type"].get<std::string>();
  if (type == "ping") return {json{{"type", "pong"}}.dump(), false};
  if (type == "watch") return watch(site, following, who, m);
  if (!following.room) return refuse("send {\"type\": \"watch\", \"game\": ID} first", type);
  following.room->request(who, following.seats, m);
  return {};
}

}  // namespace menagerie::server
