// What a watcher asks of a game (docs/api.md): one small function per request type, found in a
// table, and a move checked by playing it, once. Each either refuses (nothing changes) or gives the
// event it decides; the room's shell then logs it and tells the watchers.
#include <algorithm>
#include <string>
#include <string_view>
#include <unordered_map>

#include "core/error.hpp"
#include "server/seat_list.hpp"
#include "server/session.hpp"
#include "server/session_ask.hpp"

namespace menagerie::server {

using nlohmann::json;

// One small function per request type; `when_over`: it may be asked once the game has ended.
struct Session::RequestKind {
  bool when_over;
  Decision (*decide)(const Session& s, const Ask& ask);
};

const std::unordered_map<std::string_view, Session::RequestKind>& Session::request_kinds() {
  using S = const Session&;
  using A = const Ask&;
  static const std::unordered_map<std::string_view, RequestKind> kinds{
      {"rematch", {true, [](S s, A a) { return s.ask_rematch(a); }}},
      {"ask", {false, [](S s, A a) { return s.ask_question(a); }}},
      {"answer", {false, [](S s, A a) { return s.ask_answer(a); }}},
      {"hint", {false, [](S s, A a) { return s.ask_hint(a); }}},
      {"resign", {false, [](S s, A a) { return a.then(s.event("resign", a.seat, "", a.now)); }}},
      {"takeback", {false, [](S s, A a) { return s.ask_takeback(a); }}},
      {"abort", {false, [](S s, A a) { return s.ask_abort(a); }}},
      {"draw", {false, [](S s, A a) { return s.ask_draw(a); }}},
      {"decline", {false, [](S s, A a) { return s.ask_decline(a); }}},
  };
  return kinds;
}

Decision Session::decide(const std::vector<int>& seats, const json& message, std::int64_t now) {
  std::string type = message.value("type", "");
  if (type == "move") return ask_move(seats, message, now);
  if (seats.empty()) return Ask::refuse("you are watching this game, not playing it");
  int to_move = table_->to_move();
  int seat = contains(seats, to_move) ? to_move : seats.front();
  bool holds_all_humans = true;
  for (int s = 0; s < int(record_.seats.size()); ++s)
    if (record_.seats[s].kind == "human" && !contains(seats, s)) holds_all_humans = false;
  const auto& kinds = request_kinds();
  auto kind = kinds.find(type);
  // Past the end only a rematch is asked; anything else, known or not, is refused as before.
  if (over() && (kind == kinds.end() || !kind->second.when_over))
    return Ask::refuse("the game is over");
  if (kind == kinds.end()) return Ask::refuse("unknown request type \"" + type + "\"");
  return kind->second.decide(*this, Ask{seats, message, seat, holds_all_humans, now});
}

Decision Session::ask_rematch(const Ask& a) const {
  if (!over()) return a.refuse("a rematch can be asked only when the game is over");
  if (!rematch_id_.empty()) return a.refuse("the rematch has already started");
  // Like a draw, a rematch starts when every seat has asked for it (a computer always agrees;
  // one request counts for all the seats its holder plays).
  if (rematch_agreed_ & seat_bit(a.seat)) return a.refuse("you have already asked for a rematch");
  SeatSet all = SeatSet((1u << record_.seats.size()) - 1), mine = 0;
  for (int s : a.seats) mine |= seat_bit(s);
  for (int s = 0; s < int(record_.seats.size()); ++s)
    if (is_computer(s)) mine |= seat_bit(s);
  if (a.holds_all_humans || ((rematch_agreed_ | mine) == all)) {
    Decision d;
    d.rematch = true;
    return d;
  }
  return a.then(event("rematch-offer", a.seat, "", a.now));
}

Decision Session::ask_abort(const Ask& a) const {
  if (everyone_moved()) return a.refuse("too late to abort: every side has moved; resign instead");
  return a.then(event("abort", a.seat, "", a.now));
}

Decision Session::ask_draw(const Ask& a) const {
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
    return a.then(event("draw-accept", a.seat, "", a.now));
  return a.then(event("draw-offer", a.seat, "", a.now));
}

Decision Session::ask_decline(const Ask& a) const {
  // The standing offer of a kind ("draw" unless "offer" says "takeback").
  if (a.message.value("offer", json("draw")) == "takeback") {
    if (!takeback_agreed_ || (takeback_agreed_ & seat_bit(a.seat)))
      return a.refuse("there is no takeback request to decline");
    return a.then(event("takeback-decline", a.seat, "", a.now));
  }
  if (!draw_agreed_ || (draw_agreed_ & seat_bit(a.seat)))
    return a.refuse("there is no draw offer to decline");
  return a.then(event("draw-decline", a.seat, "", a.now));
}

Decision Session::ask_move(const std::vector<int>& seats, const json& message, std::int64_t now) {
  auto refuse = &Ask::refuse;
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
  return decide_move(seat_for_move(seats, message), text, now);
}

Decision Session::decide_move(int seat, const std::string& text, std::int64_t now) {
  Decision d;
  if (clock_ && clock_->deadline() && now >= *clock_->deadline()) {
    d.refusal = "your time ran out";
    d.event = event("flag", seat, "", now);
    return d;
  }
  if (phase_timed_out(now)) {
    // The phase's time ran out before the timer fired: the game's timeout comes first, and the
    // move is refused (the game itself will say why if it is sent again).
    d.refusal = "time ran out: " + phase_.current()->what;
    d.event = event("move", kChance, phase_.current()->move, now);
    return d;
  }
  try {
    table_->play_as(seat, text);  // the referee checks the seat; nothing changed if it throws
  } catch (const InputError& e) {
    return Ask::refuse(e.what());
  }
  // Played once: the event carries on from the table as it is now (apply(e, played)).
  d.event = event("move", seat, text, now);
  d.played = true;
  return d;
}

}  // namespace menagerie::server
