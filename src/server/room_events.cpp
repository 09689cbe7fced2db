// What each logged event does to a room: one small function per kind, found in a table. The same
// functions apply a new event and replay a stored game, so a resumed game is the one interrupted.
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>

#include "server/room.hpp"

namespace menagerie::server {

using nlohmann::json;

void Room::apply(const store::Event& e) {
  const auto& kinds = event_kinds();
  auto kind = kinds.find(e.kind);
  if (kind == kinds.end()) throw std::runtime_error("unknown event kind \"" + e.kind + "\"");
  kind->second(*this, e);
}

// `played`: the table has played it already (play_move() checked it by playing it; a replay has
// not).
void Room::apply_move(const store::Event& e, bool played) {
  // A seat's move is played as that seat; the referee's own (a timeout) as the log writes it.
  if (!played) {
    if (e.seat >= 0)
      table_->play_as(e.seat, e.data);
    else
      table_->play(e.data);
  }
  moves_.push_back(e.data);
  movers_.push_back(e.seat);
  if (e.seat >= 0 && e.seat < int(has_moved_.size())) has_moved_[e.seat] = true;
  // Moving on declines an offer made by others; a takeback asked for another position lapses.
  if (e.seat >= 0 && !(draw_agreed_ & seat_bit(e.seat))) draw_agreed_ = 0;
  takeback_agreed_ = 0;
  takeback_of_ = -1;
  if (clock_) {
    // The increment comes once a turn: while the same seat goes on moving (a turn of several
    // moves), its clock keeps running.
    if (over()) {
      clock_->end_turn(e.at_ms);
      clock_->stop(e.at_ms);
    } else if (table_->to_move() != e.seat) {
      clock_->end_turn(e.at_ms);
      clock_->begin_turn(table_->to_move(), e.at_ms);
    }
  }
  phase_.update(table_->deadline(), e.at_ms);
}

void Room::end_with(const json& result, std::int64_t at) {
  ended_ = result;
  if (clock_) clock_->stop(at);
  phase_.update(std::nullopt, at);
}

// The game's own rule says who wins when a seat resigns or loses on time (two seats: the other;
// teams: the other team; a cooperative game: nobody), and the game record carries it too.
void Room::apply_forfeit(const store::Event& e) {
  if (!table_->outcome().over()) table_->forfeit(e.seat, e.kind == "flag" ? "time" : "resignation");
  end_with(outcome_json(table_->outcome()), e.at_ms);
}

// One small function per event kind. The same functions replay a
// stored game, so a new kind is added here and nowhere else.
const std::unordered_map<std::string_view, void (*)(Room&, const store::Event&)>&
Room::event_kinds() {
  using E = const store::Event&;
  static const std::unordered_map<std::string_view, void (*)(Room&, E)> kinds{
      {"move", [](Room& r, E e) { r.apply_move(e, false); }},
      {"resign", [](Room& r, E e) { r.apply_forfeit(e); }},
      {"flag", [](Room& r, E e) { r.apply_forfeit(e); }},
      // An aborted game stays unfinished in the record.
      {"abort",
       [](Room& r, E e) {
         r.end_with({{"result", "aborted"}, {"winner", -2}, {"reason", "aborted"}}, e.at_ms);
       }},
      {"draw-accept",
       [](Room& r, E e) {
         if (!r.table_->outcome().over()) r.table_->conclude(Outcome::draw("agreement"));
         r.end_with(r.outcome_json(r.table_->outcome()), e.at_ms);
       }},
      {"draw-offer", [](Room& r, E e) { r.draw_agreed_ |= seat_bit(e.seat); }},
      {"draw-decline", [](Room& r, E) { r.draw_agreed_ = 0; }},
      {"takeback-offer",
       [](Room& r, E e) {
         if (!r.takeback_agreed_) r.takeback_of_ = e.seat;
         r.takeback_agreed_ |= seat_bit(e.seat);
       }},
      {"takeback-decline",
       [](Room& r, E) {
         r.takeback_agreed_ = 0;
         r.takeback_of_ = -1;
       }},
      {"takeback", [](Room& r, E e) { r.take_back(std::stoul(e.data), e.at_ms); }},
      {"rematch-offer", [](Room& r, E e) { r.rematch_agreed_ |= seat_bit(e.seat); }},
      {"rematch", [](Room& r, E e) { r.rematch_id_ = e.data; }},
      {"resume",
       [](Room& r, E e) {
         if (r.clock_) r.clock_->resume(e.at_ms);
         r.phase_.resume(e.at_ms);
       }},
      {"ask", [](Room& r, E e) { r.talk_.apply(e); }},
      {"answer", [](Room& r, E e) { r.talk_.apply(e); }},
  };
  return kinds;
}

}  // namespace menagerie::server
