// Takebacks (docs/api.md): a player asks to play their last turn again. Against the computer, or
// when one person holds every human seat, it happens at once; between people every other person
// must agree, as with a draw, and a move by anyone lets the request lapse. Only in games without
// secrets or chance: a move once answered by a hidden reply or a draw has shown its player what it
// cannot unsee, and a takeback would let them choose again knowing it.
#include <algorithm>
#include <string>

#include "server/session.hpp"
#include "server/session_ask.hpp"
#include "server/takeback.hpp"

namespace menagerie::server {

Decision Session::ask_takeback(const Ask& a) const {
  Traits t = table_->traits();
  if (t.hidden || t.chance)
    return a.refuse(
        "no takebacks in a game with secrets or chance: what a move showed cannot be unseen");
  if (takeback_agreed_ & seat_bit(a.seat)) return a.refuse("you have already asked for a takeback");
  SeatSet all = SeatSet((1u << record_.seats.size()) - 1), agreed = takeback_agreed_;
  for (int s : a.seats) agreed |= seat_bit(s);
  for (int s = 0; s < int(record_.seats.size()); ++s)
    if (is_computer(s)) agreed |= seat_bit(s);  // the computer always lets a person try again
  // The turn taken back is the asker's, or the one the standing request named.
  int of = takeback_agreed_ ? takeback_of_ : -1;
  if (of < 0)
    for (int s : a.seats)
      if (moves_to_take_back(movers_, s) > 0 &&
          (of < 0 || moves_to_take_back(movers_, s) < moves_to_take_back(movers_, of)))
        of = s;  // the asker's most recent turn, when it holds several seats
  if (of < 0) return a.refuse("you have no move to take back");
  if (a.holds_all_humans || agreed == all)
    return a.then(event("takeback", of, std::to_string(moves_to_take_back(movers_, of)), a.now));
  // The first request's seat names the turn (apply() keeps it); later ones agree to it.
  return a.then(event("takeback-offer", takeback_agreed_ ? a.seat : of, "", a.now));
}

void Session::take_back(std::size_t n, std::int64_t at) {
  for (std::size_t i = 0; i < n && !moves_.empty(); ++i) {
    table_->undo();
    moves_.pop_back();
    movers_.pop_back();
  }
  std::fill(has_moved_.begin(), has_moved_.end(), false);
  for (int s : movers_)
    if (s >= 0 && s < int(has_moved_.size())) has_moved_[s] = true;
  draw_agreed_ = 0;
  takeback_agreed_ = 0;
  takeback_of_ = -1;
  ++takebacks_;
  if (clock_) {
    // The time spent so far stays spent; the seat to move now has the move, with no increment.
    clock_->stop(at);
    clock_->begin_turn(table_->to_move(), at);
  }
  phase_.update(table_->deadline(), at);
}

}  // namespace menagerie::server
