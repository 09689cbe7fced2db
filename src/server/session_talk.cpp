// Table talk and hints as the session decides them (talk.hpp; docs/api.md): a question and its
// answer are events like a move; a hint is worked out by the shell on the computer pool, for the
// seat decided here.
#include <string>

#include "core/error.hpp"
#include "server/session.hpp"
#include "server/session_ask.hpp"

namespace menagerie::server {

using nlohmann::json;

Decision Session::ask_question(const Ask& a) const {
  if (!table_->traits().talk)
    return a.refuse("this game has no table talk: its players do not ask each other questions");
  TableTalk::Seats table;
  table.seats = int(record_.seats.size());
  table.is_computer = [this](int s) { return is_computer(s); };
  table.is_open = [this](int s) {
    return record_.seats[std::size_t(s)].kind == "human" &&
           record_.seats[std::size_t(s)].token_hash.empty();
  };
  table.presets = catalog::find(record_.variant).questions();
  try {
    auto [from, data] = talk_.ask(a.message, a.seats, table, a.now);
    return a.then(event("ask", from, data, a.now));
  } catch (const InputError& e) {
    return a.refuse(e.what());
  }
}

Decision Session::ask_answer(const Ask& a) const {
  if (!table_->traits().talk) return a.refuse("this game has no table talk");
  try {
    auto [seat, data] = talk_.answer(a.message, a.seats);
    return a.then(event("answer", seat, data, a.now));
  } catch (const InputError& e) {
    return a.refuse(e.what());
  }
}

Decision Session::ask_hint(const Ask& a) const {
  // The game says where a hint would decide it (a race whose hint is the solver's count).
  if (!table_->hints()) return a.refuse("this game gives no hints: a hint would decide it");
  // Fair only where nobody plays against a person: a cooperative game (the team against the game),
  // a game against the computer, or a person alone (a puzzle). Between people a hint would be a
  // second player at one side.
  bool against_computer = record_.seats.size() == 1;
  for (int s = 0; s < int(record_.seats.size()); ++s) against_computer |= is_computer(s);
  if (!table_->traits().cooperative && !against_computer)
    return a.refuse(
        "hints are given in cooperative games and against the computer, not between people");
  // The seat whose turn it is among the asker's (in a race, any of its seats that may act now).
  int seat = a.seats.empty() ? -1 : seat_for_move(a.seats, json::object());
  if (seat < 0 || !(table_->acting() & seat_bit(seat)) || is_computer(seat))
    return a.refuse("a hint is for your own turn: it is not your turn");
  Decision d;
  d.hint = seat;
  return d;
}

}  // namespace menagerie::server
