// A room among several server nodes on one PostgreSQL (docs/scaling.md). Any node may hold a room
// for any game; the store's log is the truth. A node learns of another's writes from the change
// feed (Hub::remote_change) and reads them here; when its own event loses the race for a seq (the
// store's AppendConflict), it reads the whole log again and decides the request anew.
#include <chrono>
#include <memory>
#include <optional>

#include "server/json_text.hpp"
#include "server/room.hpp"

namespace menagerie::server {

void Room::remote_change(std::int64_t seq) {
  std::lock_guard lock(mutex_);
  // Broken: the hub loads it afresh for the next visitor; retired: it has left memory.
  if (broken_ || retired_) return;
  auto go = [this, seq] {
    // Our own write echoed back, or one already read: nothing to do.
    if (seq < 0 || seq >= session_.next_seq()) catch_up(false, std::nullopt);
  };
  if (pending_)
    queue_.push_back(go);
  else
    go();
}

void Room::catch_up(bool rebuild, std::optional<Retry> again) {
  // Like a write of our own: requests wait until the log is read. The read goes through the
  // committer, after whatever this node is writing; so does a rebuild's replay of the whole log
  // (a Golf race searches its holes again), which must not hold up a network thread.
  pending_ = true;
  auto loaded = std::make_shared<std::optional<store::StoredGame>>();
  auto fresh = std::make_shared<std::shared_ptr<Room>>();
  services_.committer.write(
      [id = session_.record().id, from = rebuild ? 0 : session_.next_seq(), loaded, fresh, rebuild,
       services = &services_](store::Store& s) {
        *loaded = s.load_game_since(id, from);
        if (rebuild && *loaded) *fresh = Room::open(*services, **loaded);
      },
      [self = shared_from_this(), loaded, fresh, again](const std::string& error) {
        std::lock_guard lock(self->mutex_);
        self->pending_ = false;
        self->caught_up(*loaded, *fresh, error, again);
      });
}

void Room::caught_up(const std::optional<store::StoredGame>& loaded,
                     const std::shared_ptr<Room>& fresh, const std::string& error,
                     const std::optional<Retry>& again) {
  std::string why = error;
  if (why.empty() && !loaded) why = "the game is no longer in the store";
  // The rematch this room knew of (perhaps one it created and lost the race to announce).
  const std::string rematch_before = session_.rematch_id();
  if (why.empty()) {
    try {
      if (fresh)
        adopt(*loaded, *fresh);
      else
        apply_new(*loaded);
    } catch (const std::exception& e) {
      why = e.what();
    }
  }
  if (!why.empty()) {
    // Memory may be half way: refuse everything until the hub loads the game afresh.
    broken_ = true;
    json message = error_message("could not read another server's move: " + why, "");
    for (auto& w : watchers_)
      if (auto p = w.who.lock()) p->send(message.dump());
    queue_.clear();
    return;
  }
  finish_if_over();
  broadcast();
  // Another node started the rematch: the players here learn of it from this node.
  if (!session_.rematch_id().empty() && session_.rematch_id() != rematch_before) announce_rematch();
  arm_timer();
  arm_phase_timer();
  // The node that wrote asks its computers; this one waits, in case that node died.
  arm_takeover();
  if (again) decide_request(*again);
  run_queue();
}

void Room::adopt(const store::StoredGame& stored, Room& fresh) {
  // The whole log replayed on a fresh session; who watches, what waits and which searches run stay.
  session_.adopt(std::move(fresh.session_));
  session_.merge_seats(stored.game.seats);
  finish_written_ = finish_written_ || stored.game.finished;
}

void Room::apply_new(const store::StoredGame& stored) {
  session_.merge_seats(stored.game.seats);
  finish_written_ = finish_written_ || stored.game.finished;
  for (const store::Event& e : stored.events) {
    if (e.seq < session_.next_seq()) continue;
    if (e.seq != session_.next_seq())
      throw std::runtime_error("game " + session_.record().id +
                               ": the stored log has a gap at seq " +
                               std::to_string(session_.next_seq()));
    session_.apply(e);
  }
}

void Room::merge_stored_seats(const std::vector<store::SeatRecord>& stored) {
  std::lock_guard lock(mutex_);
  session_.merge_seats(stored);
}

void Room::arm_takeover() {
  takeover_timer_.cancel();
  if (over() || broken_) return;
  // A computer seat that may move, or that was asked a question at the table.
  bool computer_to_act = false;
  SeatSet acting = session_.table().acting();
  for (int seat = 0; seat < int(session_.record().seats.size()); ++seat)
    if (session_.is_computer(seat) && ((acting & seat_bit(seat)) || session_.talk().open_to(seat)))
      computer_to_act = true;
  if (!computer_to_act) return;
  takeover_timer_.expires_after(std::chrono::milliseconds(services_.takeover_ms));
  takeover_timer_.async_wait(
      [weak = weak_from_this(), seq = session_.next_seq()](const boost::system::error_code& ec) {
        if (ec) return;
        auto self = weak.lock();
        if (!self) return;
        std::lock_guard lock(self->mutex_);
        // Nothing was written since: the node that should have moved did not.
        if (self->session_.next_seq() != seq || self->pending_) return;
        self->maybe_computer();
        self->maybe_computer_answers();
      });
}

}  // namespace menagerie::server
