// The room's table talk and hints (room.hpp, talk.hpp; docs/api.md): requests beside the game that
// never change the position. A question and its answer are events like a move (stored, replayed,
// announced once durable); a hint is a search on the computer pool whose move goes back to the
// person who asked, and nowhere else.
#include <algorithm>
#include <functional>

#include "core/error.hpp"
#include "server/json_text.hpp"
#include "server/room.hpp"

namespace menagerie::server {

using nlohmann::json;

void Room::handle_ask(const std::shared_ptr<Subscriber>& who, const std::vector<int>& seats,
                      const json& message) {
  auto refuse = [&](const std::string& why) { who->send(error_message(why, "ask").dump()); };
  if (!table_->traits().talk)
    return refuse("this game has no table talk: its players do not ask each other questions");
  TableTalk::Seats table;
  table.seats = int(record_.seats.size());
  table.is_computer = [this](int s) { return is_computer(s); };
  table.is_open = [this](int s) {
    return record_.seats[std::size_t(s)].kind == "human" &&
           record_.seats[std::size_t(s)].token_hash.empty();
  };
  table.presets = catalog::find(record_.variant).questions();
  try {
    auto [from, data] = talk_.ask(message, seats, table, now());
    commit("ask", from, data, who);
  } catch (const InputError& e) {
    refuse(e.what());
  }
}

void Room::handle_answer(const std::shared_ptr<Subscriber>& who, const std::vector<int>& seats,
                         const json& message) {
  auto refuse = [&](const std::string& why) { who->send(error_message(why, "answer").dump()); };
  if (!table_->traits().talk) return refuse("this game has no table talk");
  try {
    auto [seat, data] = talk_.answer(message, seats);
    commit("answer", seat, data, who);
  } catch (const InputError& e) {
    refuse(e.what());
  }
}

void Room::maybe_computer_answers() {
  if (over() || broken_ || answering_ >= 0) return;
  for (int seat = 0; seat < int(record_.seats.size()); ++seat) {
    if (!is_computer(seat)) continue;
    const TableTalk::Exchange* x = talk_.open_to(seat);
    if (!x) continue;
    // The computer answers from its own seat's observation: the room hands over the question's
    // preset id and never reads a hand itself.
    answering_ = x->id;
    ComputerRequest r;
    r.seen = table_->observation(seat);
    r.seen.options = catalog::public_options(record_.options);
    r.question = x->preset;
    services_.computers.submit(std::move(r), [self = shared_from_this(), seat,
                                              id = x->id](const std::string& reply) {
      std::lock_guard lock(self->mutex_);
      self->answering_ = -1;
      if (self->broken_ || self->over()) return;
      if (reply != "yes" && reply != "no") {
        for (auto& w : self->watchers_)
          if (auto p = w.who.lock())
            p->send(error_message(reply.substr(reply.rfind("error: ", 0) == 0 ? 7 : 0), "answer")
                        .dump());
        return;
      }
      auto go = [self, seat, id, yes = reply == "yes"] {
        const TableTalk::Exchange* open = self->talk_.open_to(seat);
        if (!open || open->id != id) return;
        self->commit("answer", seat, json{{"question", id}, {"yes", yes}}.dump(), {});
      };
      if (self->pending_)
        self->queue_.push_back(go);
      else
        go();
    });
    return;
  }
}

std::uint64_t Room::thinking_seed(const catalog::ObservationText& seen) const {
  // From what the seat sees alone, so that a hint cannot differ between two games that differ
  // only in what the seat does not see.
  std::uint64_t x = std::hash<std::string>{}(seen.info);
  for (const auto& m : seen.moves) x = x * 31 + std::hash<std::string>{}(m);
  x ^= std::uint64_t(seen.seat) * 0x9E3779B97F4A7C15ull;
  return Rng::splitmix(x);
}

void Room::handle_hint(const std::shared_ptr<Subscriber>& who, const std::vector<int>& seats) {
  auto refuse = [&](const std::string& why) { who->send(error_message(why, "hint").dump()); };
  // The game says where a hint would decide it (a race whose hint is the solver's count).
  if (!table_->hints()) return refuse("this game gives no hints: a hint would decide it");
  // Fair only where nobody plays against a person: a cooperative game (the team against the game),
  // a game against the computer, or a person alone (a puzzle). Between people a hint would be a
  // second player at one side.
  bool against_computer = record_.seats.size() == 1;
  for (int s = 0; s < int(record_.seats.size()); ++s) against_computer |= is_computer(s);
  if (!table_->traits().cooperative && !against_computer)
    return refuse(
        "hints are given in cooperative games and against the computer, not between people");
  // The seat whose turn it is among the asker's (in a race, any of its seats that may act now).
  int seat = seats.empty() ? -1 : seat_for_move(seats, json::object());
  if (seat < 0 || !(table_->acting() & seat_bit(seat)) || is_computer(seat))
    return refuse("a hint is for your own turn: it is not your turn");
  if (hinting_) return refuse("a hint is already being worked out: wait for it");
  if (!hint_limits_[std::size_t(seat)].allow())
    return refuse("at most 3 hints at once, then one every 20 seconds");
  hinting_ = true;
  ComputerRequest r;
  r.seen = table_->observation(seat);
  r.seen.options = catalog::public_options(record_.options);
  r.level = kHintLevel;
  r.seed = thinking_seed(r.seen);
  std::size_t ply = moves_.size();
  services_.computers.submit(
      std::move(r), [self = shared_from_this(), w = std::weak_ptr<Subscriber>(who), seat, ply,
                     takebacks = takebacks_](const std::string& move) {
        std::lock_guard lock(self->mutex_);
        self->hinting_ = false;
        auto p = w.lock();
        if (!p) return;
        if (move.rfind("error: ", 0) == 0)
          return p->send(error_message("no hint: " + move.substr(7), "hint").dump());
        if (self->moves_.size() != ply || self->takebacks_ != takebacks || self->over())
          return p->send(
              error_message("the position changed while the hint was worked out: ask again", "hint")
                  .dump());
        // The hint goes to the person who asked, and is never played.
        p->send(json{{"type", "hint"}, {"seat", seat}, {"ply", ply}, {"move", move}}.dump());
      });
}

}  // namespace menagerie::server
