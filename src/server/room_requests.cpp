// What a watcher asks of a room (docs/api.md): one small function per request type, found in a
// table, and a move checked by playing it, once. Each either refuses (to the asker alone, changing
// nothing) or commits the events it decides.
#include <algorithm>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/error.hpp"
#include "server/json_text.hpp"
#include "server/room.hpp"

namespace menagerie::server {

using nlohmann::json;

namespace {
bool contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}
}  // namespace

// A request as the room reads it: who sent it, the seats they hold, the seat they act as, and
// whether they hold every human seat (then they agree for everyone).
struct Room::Ask {
  const std::shared_ptr<Subscriber>& who;
  const std::vector<int>& seats;
  const json& message;
  const std::string& type;
  int seat;
  bool holds_all_humans;
  void refuse(const std::string& why) const { who->send(error_message(why, type).dump()); }
};

// One small function per request type; `when_over`: it may be asked once the game has ended.
struct Room::RequestKind {
  bool when_over;
  void (*handle)(Room& room, const Ask& ask);
};

const std::unordered_map<std::string_view, Room::RequestKind>& Room::request_kinds() {
  static const std::unordered_map<std::string_view, RequestKind> kinds{
      {"rematch", {true, [](Room& r, const Ask& a) { r.ask_rematch(a); }}},
      {"ask", {false, [](Room& r, const Ask& a) { r.handle_ask(a.who, a.seats, a.message); }}},
      {"answer",
       {false, [](Room& r, const Ask& a) { r.handle_answer(a.who, a.seats, a.message); }}},
      {"hint", {false, [](Room& r, const Ask& a) { r.handle_hint(a.who, a.seats); }}},
      {"resign", {false, [](Room& r, const Ask& a) { r.commit("resign", a.seat, "", a.who); }}},
      {"takeback",
       {false,
        [](Room& r, const Ask& a) {
          r.handle_takeback(a.who, a.seats, a.seat, a.holds_all_humans);
        }}},
      {"abort", {false, [](Room& r, const Ask& a) { r.ask_abort(a); }}},
      {"draw", {false, [](Room& r, const Ask& a) { r.ask_draw(a); }}},
      {"decline", {false, [](Room& r, const Ask& a) { r.ask_decline(a); }}},
  };
  return kinds;
}

void Room::handle(const std::shared_ptr<Subscriber>& who, const std::vector<int>& seats,
                  const json& message) {
  std::string type = message.value("type", "");
  auto refuse = [&](const std::string& why) { who->send(error_message(why, type).dump()); };
  if (broken_) return refuse("this game could not be saved; reload the page");
  if (type == "move") return handle_move(seats, message, who);
  if (seats.empty()) return refuse("you are watching this game, not playing it");
  int to_move = table_->to_move();
  int seat = contains(seats, to_move) ? to_move : seats.front();
  bool holds_all_humans = true;
  for (int s = 0; s < int(record_.seats.size()); ++s)
    if (record_.seats[s].kind == "human" && !contains(seats, s)) holds_all_humans = false;
  const auto& kinds = request_kinds();
  auto kind = kinds.find(type);
  // Past the end only a rematch is asked; anything else, known or not, is refused as before.
  if (over() && (kind == kinds.end() || !kind->second.when_over)) return refuse("the game is over");
  if (kind == kinds.end()) return refuse("unknown request type \"" + type + "\"");
  kind->second.handle(*this, Ask{who, seats, message, type, seat, holds_all_humans});
}

void Room::ask_rematch(const Ask& a) {
  if (!over()) return a.refuse("a rematch can be asked only when the game is over");
  if (!rematch_id_.empty()) return a.refuse("the rematch has already started");
  // Like a draw, a rematch starts when every seat has asked for it (a computer always agrees;
  // one request counts for all the seats its holder plays).
  if (rematch_agreed_ & seat_bit(a.seat)) return a.refuse("you have already asked for a rematch");
  SeatSet all = SeatSet((1u << record_.seats.size()) - 1), mine = 0;
  for (int s : a.seats) mine |= seat_bit(s);
  for (int s = 0; s < int(record_.seats.size()); ++s)
    if (is_computer(s)) mine |= seat_bit(s);
  if (a.holds_all_humans || ((rematch_agreed_ | mine) == all)) return start_rematch();
  commit("rematch-offer", a.seat, "", a.who);
}

void Room::ask_abort(const Ask& a) {
  if (everyone_moved()) return a.refuse("too late to abort: every side has moved; resign instead");
  commit("abort", a.seat, "", a.who);
}

void Room::ask_draw(const Ask& a) {
  // A draw is agreed when every seat has offered or accepted it; a seat's offer counts for all
  // the seats its holder plays.
  if (table_->traits().cooperative)
    return a.refuse("a cooperative game has no draw: the game is won or lost together");
  SeatSet all = SeatSet((1u << record_.seats.size()) - 1), mine = 0;
  for (int s : a.seats) mine |= seat_bit(s);
  if (draw_agreed_ & seat_bit(a.seat)) return a.refuse("you have already offered a draw");
  for (int s = 0; s < int(record_.seats.size()); ++s)
    if (is_computer(s)) return a.refuse("the computer declines: play on");
  if (a.holds_all_humans || ((draw_agreed_ | mine) == all))
    return commit("draw-accept", a.seat, "", a.who);
  commit("draw-offer", a.seat, "", a.who);
}

void Room::ask_decline(const Ask& a) {
  // The standing offer of a kind ("draw" unless "offer" says "takeback").
  if (a.message.value("offer", json("draw")) == "takeback") {
    if (!takeback_agreed_ || (takeback_agreed_ & seat_bit(a.seat)))
      return a.refuse("there is no takeback request to decline");
    return commit("takeback-decline", a.seat, "", a.who);
  }
  if (!draw_agreed_ || (draw_agreed_ & seat_bit(a.seat)))
    return a.refuse("there is no draw offer to decline");
  commit("draw-decline", a.seat, "", a.who);
}

void Room::handle_move(const std::vector<int>& seats, const json& message,
                       const std::shared_ptr<Subscriber>& who) {
  auto refuse = [&](const std::string& why) { who->send(error_message(why, "move").dump()); };
  if (!message.contains("move") || !message["move"].is_string())
    return refuse("a move request needs \"move\": the move as text, e.g. \"e2e4\"");
  if (message.contains("ply")) {
    if (!message["ply"].is_number_integer()) return refuse("\"ply\" must be a whole number");
    auto ply = message["ply"].get<std::int64_t>();
    if (ply != std::int64_t(moves_.size()))
      return refuse("that move was for an older position (move " + std::to_string(ply) +
                    "); the game has moved on to move " + std::to_string(moves_.size()));
  }
  if (over()) return refuse("the game is over");
  if (seats.empty()) return refuse("you are watching this game, not playing it");
  if (message.contains("seat") &&
      (!message["seat"].is_number_integer() || !contains(seats, message["seat"].get<int>())))
    return refuse("\"seat\" must be one of the seats you hold");
  std::string text = message["move"].get<std::string>();
  if (text.empty() || text.size() > 64) return refuse("a move is 1 to 64 characters");
  play_move(seat_for_move(seats, message), text, who);
}

// The seat a move is made as: the one the message names, else the seat to move when the sender
// holds it, else the first of its seats that may act now, else its first seat (the referee then
// says why it may not act).
int Room::seat_for_move(const std::vector<int>& seats, const json& message) const {
  if (message.contains("seat")) return message["seat"].get<int>();
  int to_move = table_->to_move();
  if (contains(seats, to_move)) return to_move;
  SeatSet acting = table_->acting();
  for (int s : seats)
    if (s >= 0 && (acting & seat_bit(s))) return s;
  return seats.front();
}

bool Room::phase_timed_out() const {
  auto due = phase_.due();
  return due && now() >= *due;
}

void Room::play_move(int seat, const std::string& text, std::weak_ptr<Subscriber> requester) {
  std::int64_t t = now();
  if (clock_ && clock_->deadline() && t >= *clock_->deadline()) {
    if (auto p = requester.lock()) p->send(error_message("your time ran out", "move").dump());
    return commit("flag", seat, "", {});
  }
  if (phase_timed_out()) {
    // The phase's time ran out before the timer fired: the game's timeout comes first, and the
    // move is refused (the game itself will say why if it is sent again).
    if (auto p = requester.lock())
      p->send(error_message("time ran out: " + phase_.current()->what, "move").dump());
    return commit("move", kChance, phase_.current()->move, {});
  }
  try {
    table_->play_as(seat, text);  // the referee checks the seat; nothing changed if it throws
  } catch (const InputError& e) {
    if (auto p = requester.lock()) p->send(error_message(e.what(), "move").dump());
    return;
  }
  // Played once: the event carries on from the table as it is now (apply_move(), played).
  commit("move", seat, text, requester, true);
}

}  // namespace menagerie::server
