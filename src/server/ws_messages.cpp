#include "server/ws_messages.hpp"

#include "server/json_text.hpp"

namespace menagerie::server {

using nlohmann::json;

namespace {

constexpr std::size_t kMaxMessage = 4096;  // larger ones are refused with an error

WsAnswer refuse(const std::string& why, const std::string& request) {
  return {ws_error(why, request), true, std::nullopt};
}

WsAnswer watch(const json& m) {
  if (!m.contains("game") || !m["game"].is_string())
    return refuse("\"watch\" needs \"game\": the game id", "watch");
  WatchRequest request{m["game"].get<std::string>(), ""};
  if (m.contains("token") && !m["token"].is_null()) {
    if (!m["token"].is_string()) return refuse("\"token\" must be text", "watch");
    request.token = m["token"].get<std::string>();
  }
  WsAnswer answer;
  answer.watch = std::move(request);
  return answer;
}

}  // namespace

std::string ws_error(const std::string& why, const std::string& request) {
  return json_text({{"type", "error"}, {"message", why}, {"request", request}});
}

WsAnswer handle_ws_message(Following& following, const std::shared_ptr<Subscriber>& who,
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
  if (type == "ping") return {json{{"type", "pong"}}.dump(), false, std::nullopt};
  if (type == "watch") return watch(m);
  if (!following.room) return refuse("send {\"type\": \"watch\", \"game\": ID} first", type);
  following.room->request(who, following.seats, m);
  return {};
}

WsAnswer follow(Following& following, const std::shared_ptr<Subscriber>& who,
                const WatchRequest& request, const std::shared_ptr<Room>& room,
                const std::string& failure, bool& retry) {
  retry = false;
  if (!room) return refuse(failure.empty() ? "no game " + request.game : failure, "watch");
  std::vector<int> seats = request.token.empty() ? room->seats_of_account(request.account_id)
                                                 : room->seats_of(request.token);
  if (!request.token.empty() && seats.empty()) {
    retry = room->shared() && !request.fresh_seats;
    return refuse("that token holds no seat in this game", "watch");
  }
  // Another node may have given the account its seat a moment ago: read the seats once more
  // before watching as a spectator.
  if (request.account_id != 0 && seats.empty() && room->shared() && !request.fresh_seats) {
    retry = true;
    return {};
  }
  if (following.room) following.room->unwatch(who.get());
  following.room.reset();
  if (!room->watch(who, seats, request.token)) {
    retry = true;
    return refuse("the game is being reloaded: watch it again", "watch");
  }
  following.room = room;
  following.seats = std::move(seats);
  return {};
}

}  // namespace menagerie::server
