// The room's computer at the table and its hints (room.hpp, talk.hpp; docs/api.md): beside the game,
// never changing the position. A computer seat answers a question asked of it from its own
// observation; a hint is a search on the computer pool whose move goes back to the person who
// asked, and nowhere else. The session decides the questions, answers and who may have a hint.
#include <algorithm>
#include <functional>

#include "core/error.hpp"
#include "server/json_text.hpp"
#include "server/room.hpp"

namespace menagerie::server {

using nlohmann::json;

void Room::maybe_computer_answers() {
  if (over() || broken_ || answering_ >= 0) return;
  for (int seat = 0; seat < int(session_.record().seats.size()); ++seat) {
    if (!session_.is_computer(seat)) continue;
    const TableTalk::Exchange* x = session_.talk().open_to(seat);
    if (!x) continue;
    // The computer answers from its own seat's observation: the room hands over the question's
    // preset id and never reads a hand itself.
    answering_ = x->id;
    ComputerRequest r;
    r.seen = session_.table().observation(seat);
    r.seen.options = catalog::public_options(session_.record().options);
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
        const TableTalk::Exchange* open = self->session_.talk().open_to(seat);
        if (!open || open->id != id) return;
        std::string data = json{{"question", id}, {"yes", yes}}.dump();
        self->commit(self->session_.event("answer", seat, data, self->now()), {});
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

void Room::give_hint(const std::shared_ptr<Subscriber>& who, int seat) {
  // The session said the seat may have one; the pool's limits are the shell's.
  auto refuse = [&](const std::string& why) { who->send(error_message(why, "hint").dump()); };
  if (hinting_) return refuse("a hint is already being worked out: wait for it");
  if (!hint_limits_[std::size_t(seat)].allow())
    return refuse("at most 3 hints at once, then one every 20 seconds");
  hinting_ = true;
  ComputerRequest r;
  r.seen = session_.table().observation(seat);
  r.seen.options = catalog::public_options(session_.record().options);
  r.level = kHintLevel;
  r.seed = thinking_seed(r.seen);
  std::size_t ply = session_.moves().size();
  services_.computers.submit(
      std::move(r), [self = shared_from_this(), w = std::weak_ptr<Subscriber>(who), seat, ply,
                     takebacks = session_.takebacks()](const std::string& move) {
        std::lock_guard lock(self->mutex_);
        self->hinting_ = false;
        auto p = w.lock();
        if (!p) return;
        if (move.rfind("error: ", 0) == 0)
          return p->send(error_message("no hint: " + move.substr(7), "hint").dump());
        if (self->session_.moves().size() != ply || self->session_.takebacks() != takebacks ||
            self->over())
          return p->send(
              error_message("the position changed while the hint was worked out: ask again", "hint")
                  .dump());
        // The hint goes to the person who asked, and is never played.
        p->send(json{{"type", "hint"}, {"seat", seat}, {"ply", ply}, {"move", move}}.dump());
      });
}

}  // namespace menagerie::server
