// Every WebSocket message type (docs/api.md), through the handling the server's sessions use
// (server/ws_messages.hpp) and the room behind it, without a socket. An input is the variant of its
// game on the first line ("zombie", or "zombie clock" for a game with a clock), then one message
// per line from the first client, or from a second when the line starts with "2>" (the first line
// may also give the game's options: "chessence-sniderman {"rounds": 3}"). $GAME, $TOKEN
// and $TOKEN2 stand for the game's id and the two seats' tokens. Each message moves the clock on by
// a second, so that flags fall too.
//
// Properties: no message crashes or throws; every message a client is sent is a JSON object with a
// "type"; and once the messages are handled, the game rebuilt from the store is the game the
// clients see (what a restart would resume).
#include <mutex>

#include <nlohmann/json.hpp>

#include "server/room.hpp"
#include "server/ws_messages.hpp"
#include "support/check.hpp"
#include "support/server_rig.hpp"

namespace {

namespace fuzz = menagerie::fuzz;
namespace server = menagerie::server;
using nlohmann::json;

constexpr int kMaxMessages = 64;

// A client as the room sees it: checks every message it is sent. (A state message is only looked
// at, not parsed: parsing every one took a fifth of the time, and nlohmann writes valid JSON or
// throws, which the fuzzer sees anyway.)
class Client final : public server::Subscriber {
 public:
  void send(std::string text) override {
    if (text.rfind(R"({"clock":)", 0) == 0) return;  // a state message: keys are written sorted
    json m = json::parse(text, nullptr, /*allow_exceptions=*/false);
    fuzz::expect(m.is_object() && m.contains("type") && m["type"].is_string(),
                 "a client is sent JSON objects with a \"type\"", text);
  }
  server::Following following;
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static fuzz::ServerRig* rig =
      new fuzz::ServerRig;  // kept to the end: its threads serve every run
  std::vector<std::string_view> lines = fuzz::lines(fuzz::text_of(data, size));
  if (lines.empty()) return 0;
  if (!rig->begin(lines[0])) return -1;
  auto one = std::make_shared<Client>(), two = std::make_shared<Client>();
  for (std::size_t i = 1; i < lines.size() && int(i) <= kMaxMessages; ++i) {
    std::string_view line = lines[i];
    bool second = line.substr(0, 2) == "2>";
    if (second) line.remove_prefix(2);
    auto& who = second ? two : one;
    server::WsAnswer answer = server::handle_ws_message(who->following, who, rig->substitute(line));
    if (answer.watch) {
      // The session looks the game up on the work pool; here at once.
      std::shared_ptr<server::Room> room;
      std::string failure;
      try {
        room = rig->site().hub.find(answer.watch->game);
      } catch (const std::exception& e) {
        failure = std::string("the game cannot be loaded: ") + e.what();
      }
      bool retry = false;
      answer = server::follow(who->following, who, *answer.watch, room, failure, retry);
    }
    if (!answer.text.empty()) who->send(answer.text);
    rig->settle();
    rig->advance_clock(1000);
  }
  for (auto& c : {one, two})
    if (c->following.room) c->following.room->unwatch(c.get());
  rig->check_replay();
  return 0;
}
