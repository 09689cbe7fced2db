// What each logged event does to a game's session: one small function per kind, found in a table.
// The same functions apply a new event and replay a stored game, so a resumed game is the one
// interrupted.
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>

#include "server/session.hpp"

namespace menagerie::server {

using nlohmann::json;

void Session::apply(const store::Event& e, bool played) {
  if (played) {
    apply_move(e, true);
  } else {
    const auto& kinds = event_kinds();
    auto kind = kinds.find(e.kind);
    if (kind == kinds.end()) throw std::runtime_error("unknown event kind \"" + e.kind + "\"");
    kind->second(*this, e);
  }
  ++next_seq_;
}

// `played`: the table has played it already (decide_move() checked it by playing it; a replay has
// not).
void Session::apply_move(const store::Event& e, bool played) {
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

void Session::stop_clocks(std::int64_t at) {
  if (clock_) clock_->stop(at);
  phase_.update(std::nullopt, at);
}

// The game's own rule says who wins when a seat resigns or loses on time (two seats: the other;
// teams: the other team; a cooperative game: nobody): the table concludes it, and its result and
// record carry it.
void Session::apply_forfeit(const store::Event& e) {
  if (!table_->outcome().over()) table_->forfeit(e.seat, e.kind == "flag" ? "time" : "resignation");
  stop_clocks(e.at_ms);
}

// One small function per event kind. The same functions replay a
// stored game, so a new kind is added here and nowhere else.
const std::unordered_map<std::string_view, void (*)(Session&, const store::Event&)>&
Session::event_kinds() {
  using E = const store::Event&;
  static const std::unordered_map<std::string_view, void (*)(Session&, E)> kinds{
      {"move", [](Session& s, E e) { s.apply_move(e, false); }},
      {"resign", [](Session& s, E e) { s.apply_forfeit(e); }},
      {"flag", [](Session& s, E e) { s.apply_forfeit(e); }},
      // An aborted game stays unfinished in the record.
      {"abort",
       [](Session& s, E e) {
         s.aborted_ = true;
         s.stop_clocks(e.at_ms);
       }},
      {"draw-accept",
       [](Session& s, E e) {
         if (!s.table_->outcome().over()) s.table_->conclude(Outcome::draw("agreement"));
         s.stop_clocks(e.at_ms);
       }},
      {"draw-offer", [](Session& s, E e) { s.draw_agreed_ |= seat_bit(e.seat); }},
      {"draw-decline", [](Session& s, E) { s.draw_agreed_ = 0; }},
      {"takeback-offer",
       [](Session& s, E e) {
         if (!s.takeback_agreed_) s.takeback_of_ = e.seat;
         s.takeback_agreed_ |= seat_bit(e.seat);
       }},
      {"takeback-decline",
       [](Session& s, E) {
         s.takeback_agreed_ = 0;
         s.takeback_of_ = -1;
       }},
      {"takeback", [](Session& s, E e) { s.take_back(std::stoul(e.data), e.at_ms); }},
      {"rematch-offer", [](Session& s, E e) { s.rematch_agreed_ |= seat_bit(e.seat); }},
      {"rematch", [](Session& s, E e) { s.rematch_id_ = e.data; }},
      {"resume",
       [](Session& s, E e) {
         if (s.clock_) s.clock_->resume(e.at_ms);
         s.phase_.resume(e.at_ms);
       }},
      {"ask", [](Session& s, E e) { s.talk_.apply(e); }},
      {"answer", [](Session& s, E e) { s.talk_.apply(e); }},
  };
  return kinds;
}

}  // namespace menagerie::server
