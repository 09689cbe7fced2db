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
    if (seq < 0 || seq >= next_seq_) catch_up(false, nullptr);
  };
  if (pending_)
    queue_.push_back(go);
  else
    go();
}

void Room::catch_up(bool rebuild, std::function<void()> again) {
  // Like a write of our own: requests wait until the log is read. The read goes through the
  // committer, after whatever this node is writing; so does a rebuild's replay of the whole log
  // (a Golf race searches its holes again), which must not hold up a network thread.
  pending_ = true;
  auto loaded = std::make_shared<std::optional<store::StoredGame>>();
  auto fresh = std::make_shared<std::shared_ptr<Room>>();
  services_.committer.write(
      [id = record_.id, from = rebuild ? 0 : next_seq_, loaded, fresh, rebuild,
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
                     const std::function<void()>& again) {
  std::string why = error;
  if (why.empty() && !loaded) why = "the game is no longer in the store";
  // The rematch this room knew of (perhaps one it created and lost the race to announce).
  const std::string rematch_before = rematch_id_;
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
  if (!rematch_id_.empty() && rematch_id_ != rematch_before) announce_rematch();
  arm_timer();
  arm_phase_timer();
  // The node that wrote asks its computers; this one waits, in case that node died.
  arm_takeover();
  if (again) again();
  run_queue();
}

void Room::adopt(const store::StoredGame& stored, Room& fresh) {
  // The whole log replayed on a fresh table; who watches, what waits and which searches run stay.
  table_ = std::move(fresh.table_);
  moves_ = std::move(fresh.moves_);
  movers_ = std::move(fresh.movers_);
  has_moved_ = std::move(fresh.has_moved_);
  next_seq_ = fresh.next_seq_;
  clock_ = std::move(fresh.clock_);
  ended_ = std::move(fresh.ended_);
  draw_agreed_ = fresh.draw_agreed_;
  rematch_agreed_ = fresh.rematch_agreed_;
  takeback_agreed_ = fresh.takeback_agreed_;
  takeback_of_ = fresh.takeback_of_;
  takebacks_ += fresh.takebacks_;  // only ever grows: answers asked before a takeback stay stale
  rematch_id_ = std::move(fresh.rematch_id_);
  phase_ = fresh.phase_;
  talk_ = std::move(fresh.talk_);
  merge_seats(stored.game.seats);
  finish_written_ = finish_written_ || stored.game.finished;
}

void Room::apply_new(const store::StoredGame& stored) {
  merge_seats(stored.game.seats);
  finish_written_ = finish_written_ || stored.game.finished;
  for (const store::Event& e : stored.events) {
    if (e.seq < next_seq_) continue;
    if (e.seq != next_seq_)
      throw std::runtime_error("game " + record_.id + ": the stored log has a gap at seq " +
                               std::to_string(next_seq_));
    apply(e);
    ++next_seq_;
  }
}

void Room::merge_stored_seats(const std::vector<store::SeatRecord>& stored) {
  std::lock_guard lock(mutex_);
  merge_seats(stored);
}

void Room::merge_seats(const std::vector<store::SeatRecord>& stored) {
  // A seat claimed in the store is that claim's (perhaps another node's); an open one stays as
  // memory has it (a claim of this node may be on its way to the store).
  for (std::size_t s = 0; s < stored.size() && s < record_.seats.size(); ++s)
    if (!stored[s].token_hash.empty()) {
      record_.seats[s].token_hash = stored[s].token_hash;
      record_.seats[s].name = stored[s].name;
    }
}

void Room::arm_takeover() {
  takeover_timer_.cancel();
  if (over() || broken_) return;
  // A computer seat that may move, or that was asked a question at the table.
  bool computer_to_act = false;
  SeatSet acting = table_->acting();
  for (int seat = 0; seat < int(record_.seats.size()); ++seat)
    if (is_computer(seat) && ((acting & seat_bit(seat)) || talk_.open_to(seat)))
      computer_to_act = true;
  if (!computer_to_act) return;
  takeover_timer_.expires_after(std::chrono::milliseconds(services_.takeover_ms));
  takeover_timer_.async_wait(
      [weak = weak_from_this(), seq = next_seq_](const boost::system::error_code& ec) {
        if (ec) return;
        auto self = weak.lock();
        if (!self) return;
        std::lock_guard lock(self->mutex_);
        // Nothing was written since: the node that should have moved did not.
        if (self->next_seq_ != seq || self->pending_) return;
        self->maybe_computer();
        self->maybe_computer_answers();
      });
}

}  // namespace menagerie::server
