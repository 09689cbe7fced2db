#include "server/room.hpp"

#include <algorithm>
#include <chrono>
#include <map>

#include <fmt/format.h>

#include "catalog/create.hpp"
#include "core/error.hpp"
#include "engine/levels.hpp"
#include "server/json_text.hpp"
#include "server/tokens.hpp"

namespace menagerie::server {

using nlohmann::json;

Room::Room(Services& services, store::GameRecord record, std::unique_ptr<catalog::Table> table)
    : services_(services),
      session_(std::move(record), std::move(table)),
      timer_(services.io),
      phase_timer_(services.io),
      takeover_timer_(services.io),
      hint_limits_(session_.record().seats.size(), RateLimit(kHintRate, kHintBurst)) {}

std::shared_ptr<Room> Room::open(Services& services, const store::StoredGame& stored,
                                 std::unique_ptr<catalog::Table> table) {
  if (!table) table = catalog::create_game(catalog::find(stored.game.variant), stored.game.options);
  if (int(stored.game.seats.size()) != table->seats())
    throw std::runtime_error("game " + stored.game.id + " has the wrong number of seats");
  std::shared_ptr<Room> room(new Room(services, stored.game, std::move(table)));
  std::lock_guard lock(room->mutex_);
  for (const auto& e : stored.events) {
    if (e.seq != room->session_.next_seq())
      throw std::runtime_error("game " + stored.game.id + ": event log has a gap");
    room->session_.apply(e);
  }
  room->finish_written_ = stored.game.finished;
  room->last_active_ = services.now_ms();
  return room;
}

void Room::start(bool think) {
  std::lock_guard lock(mutex_);
  finish_if_over();
  arm_timer();
  arm_phase_timer();
  if (think) {
    maybe_computer();
    maybe_computer_answers();
  } else {
    arm_takeover();
  }
}

void Room::resume_after_restart() {
  std::lock_guard lock(mutex_);
  if (over()) return;
  const auto& clock = session_.clock();
  if ((clock && clock->running() && !clock->per_move()) || session_.phase().current())
    commit(session_.event("resume", -2, "", now()), {});
}

std::vector<int> Room::seats_of(const std::string& token) const {
  std::vector<int> seats;
  if (token.empty()) return seats;
  std::string hash = store::hash_token(token);
  std::lock_guard lock(mutex_);
  const auto& held = session_.record().seats;
  for (int s = 0; s < int(held.size()); ++s)
    if (!held[s].token_hash.empty() && same_secret(held[s].token_hash, hash)) seats.push_back(s);
  return seats;
}

std::vector<int> Room::seats_of_account(std::int64_t account_id) const {
  std::vector<int> seats;
  if (account_id == 0) return seats;
  std::lock_guard lock(mutex_);
  const auto& held = session_.record().seats;
  for (int s = 0; s < int(held.size()); ++s)
    if (held[s].account_id == account_id) seats.push_back(s);
  return seats;
}

bool Room::watch(const std::shared_ptr<Subscriber>& who, std::vector<int> seats,
                 const std::string& token) {
  std::lock_guard lock(mutex_);
  if (retired_) return false;
  last_active_ = now();
  watchers_.push_back({who, seats, seats.empty() ? "" : token});
  who->send(state_message(seats));
  return true;
}

void Room::unwatch(const Subscriber* who) {
  std::lock_guard lock(mutex_);
  last_active_ = now();
  std::erase_if(watchers_, [&](const Watcher& w) {
    auto p = w.who.lock();
    return !p || p.get() == who;
  });
}

void Room::request(const std::shared_ptr<Subscriber>& who, const std::vector<int>& seats,
                   const json& message) {
  std::lock_guard lock(mutex_);
  last_active_ = now();
  Retry r{who, seats, message};
  if (pending_) {
    // An earlier change is still being written: this one waits for it.
    queue_.push_back([this, r = std::move(r)] { decide_request(r); });
    return;
  }
  decide_request(std::move(r));
}

void Room::decide_request(Retry r) {
  auto who = r.who.lock();
  if (!who) return;
  if (r.decided == kDecisions)
    return who->send(error_message(fmt::format("other servers changed this game {} times while "
                                               "your request was decided: send it again",
                                               kDecisions),
                                   r.message.value("type", ""))
                         .dump());
  ++r.decided;
  retry_ = r;  // commit() takes it with the event it writes
  handle(who, r.seats, r.message);
  retry_.reset();
}

void Room::handle(const std::shared_ptr<Subscriber>& who, const std::vector<int>& seats,
                  const json& message) {
  std::string type = message.value("type", "");
  if (broken_)
    return who->send(error_message("this game could not be saved; reload the page", type).dump());
  carry_out(session_.decide(seats, message, now()), who, type);
}

void Room::carry_out(const Decision& d, const std::shared_ptr<Subscriber>& who,
                     const std::string& type) {
  if (!d.refusal.empty() && who) who->send(error_message(d.refusal, type).dump());
  // An event that comes with a refusal (a flag fall before the move) is the game's, not the
  // asker's: a failure to write it is not theirs to hear.
  if (d.event) return commit(*d.event, d.refusal.empty() ? who : nullptr, d.played);
  if (d.rematch) return start_rematch();
  if (d.hint >= 0) give_hint(who, d.hint);
}

void Room::play_move(int seat, const std::string& text) {
  carry_out(session_.decide_move(seat, text, now()), nullptr, "move");
}

void Room::commit(const store::Event& e, std::weak_ptr<Subscriber> requester, bool played) {
  session_.apply(e, played);
  pending_ = true;
  services_.committer.append(
      {session_.record().id, e},
      [self = shared_from_this(), requester, kind = e.kind,
       again = std::exchange(retry_, std::nullopt)](const Committer::Appended& done) {
        std::lock_guard lock(self->mutex_);
        self->pending_ = false;
        if (done.kind == Committer::Appended::Kind::kTaken) {
          // Another node wrote this seq first: read what it wrote, then decide again.
          return self->catch_up(true, again);
        }
        if (done.kind == Committer::Appended::Kind::kFailed) {
          // Memory is now ahead of the store: refuse everything until the hub reloads the game.
          self->broken_ = true;
          if (auto p = requester.lock())
            p->send(error_message("could not save: " + done.error, kind).dump());
          self->queue_.clear();
          return;
        }
        self->after_change();
      });
}

void Room::after_change() {
  takeover_timer_.cancel();  // this node wrote: it asks its computers itself
  last_active_ = now();
  finish_if_over();
  broadcast();
  arm_timer();
  arm_phase_timer();
  maybe_computer();
  maybe_computer_answers();
  run_queue();
}

void Room::run_queue() {
  while (!pending_ && !queue_.empty()) {
    auto next = std::move(queue_.front());
    queue_.pop_front();
    next();
  }
}

void Room::finish_if_over() {
  if (!over() || finish_written_) return;
  finish_written_ = true;
  session_.finish_record();
  if (session_.record().rated && services_.accounts) return finish_rated();
  services_.committer.write([id = session_.record().id, result = session_.record().result](
                                store::Store& s) { s.finish_game(id, result); },
                            nullptr);
}

void Room::finish_rated() {
  const store::GameRecord& record = session_.record();
  std::vector<std::int64_t> seats;
  for (const auto& s : record.seats) seats.push_back(s.account_id);
  auto lines = std::make_shared<json>();
  // On the committer's thread, after this game's last event: the store decides who writes when
  // several nodes finish the same game (write_rated_end: once only). Whoever wrote, the lines are
  // read back from the store.
  services_.committer.write(
      [accounts = services_.accounts, id = record.id, variant = record.variant,
       result = record.result, end = session_.rated_end(), seats, at = now(),
       lines](store::Store& s) {
        *lines = write_rated_end(s, *accounts, id, variant, result, end, seats, at);
      },
      [self = shared_from_this(), lines](const std::string& error) {
        if (!error.empty() || lines->is_null()) return;
        std::lock_guard lock(self->mutex_);
        self->session_.set_ratings(*lines);
        self->broadcast();
      });
}

void Room::read_ratings() {
  std::vector<std::int64_t> seats;
  std::string id, variant;
  {
    std::lock_guard lock(mutex_);
    const store::GameRecord& record = session_.record();
    if (!record.rated || !over() || !services_.accounts) return;
    for (const auto& s : record.seats) seats.push_back(s.account_id);
    id = record.id;
    variant = record.variant;
  }
  json lines = rating_lines(*services_.accounts, id, variant, seats);
  if (lines.is_null()) return;
  std::lock_guard lock(mutex_);
  session_.set_ratings(std::move(lines));
}

// Every computer seat that may act now is asked (several at once in a game where seats act
// together), each once until it answers.
void Room::maybe_computer() {
  if (over() || pending_ || broken_) return;
  SeatSet acting = session_.table().acting();
  for (int seat = 0; seat < int(session_.record().seats.size()); ++seat)
    if ((acting & seat_bit(seat)) && session_.is_computer(seat) && !(thinking_ & seat_bit(seat)))
      ask_computer(seat);
}

void Room::ask_computer(int seat) {
  thinking_ |= seat_bit(seat);
  // The computer is given its seat's observation and the public options: never the table, the
  // seed or another seat's secret.
  ComputerRequest r;
  const store::GameRecord& record = session_.record();
  r.seen = session_.table().observation(seat);
  r.seen.options = catalog::public_options(record.options);
  r.level = record.seats[seat].level;
  // Under a clock the computer thinks no longer than its share of what it has left.
  if (const auto& clock = session_.clock())
    r.time_cap_ms =
        engine::clock_cap_ms(clock->remaining(seat, services_.now_ms()), clock->increment());
  std::size_t ply = session_.moves().size();
  r.seed = std::hash<std::string>{}(record.id) ^ (ply * 0x9e3779b97f4a7c15ULL);
  services_.computers.submit(
      std::move(r), [self = shared_from_this(), seat, ply,
                     takebacks = session_.takebacks()](const std::string& move) {
        std::lock_guard lock(self->mutex_);
        self->thinking_ &= SeatSet(~seat_bit(seat));
        if (self->over() || self->broken_) return;
        if (self->session_.moves().size() != ply || self->session_.takebacks() != takebacks) {
          // Something happened meanwhile (another seat's move): ask again about the game as it
          // is now, if this seat may still act.
          if (!self->pending_) self->maybe_computer();
          return;
        }
        if (move.rfind("error: ", 0) == 0) {
          // The computer cannot move: say so to everyone rather than wait forever.
          for (auto& w : self->watchers_)
            if (auto p = w.who.lock()) p->send(error_message(move.substr(7), "computer").dump());
          return;
        }
        auto go = [self, seat, move] { self->play_move(seat, move); };
        if (self->pending_)
          self->queue_.push_back(go);
        else
          go();
      });
}

void Room::arm_timer() {
  timer_.cancel();
  if (!session_.clock() || over()) return;
  auto deadline = session_.clock()->deadline();
  if (!deadline) return;
  auto wait = std::chrono::milliseconds(std::max<std::int64_t>(0, *deadline - now()) + 1);
  timer_.expires_after(wait);
  timer_.async_wait([weak = weak_from_this()](const boost::system::error_code& ec) {
    if (ec) return;
    if (auto self = weak.lock()) {
      std::lock_guard lock(self->mutex_);
      self->on_timer();
    }
  });
}

void Room::on_timer() {
  if (over() || broken_ || !session_.clock()) return;
  if (pending_) {
    queue_.push_back([this] { on_timer(); });
    return;
  }
  if (!session_.clock()->deadline()) return;
  if (auto flag = session_.flag_due(now()))
    commit(*flag, {});
  else
    arm_timer();
}

void Room::arm_phase_timer() {
  phase_timer_.cancel();
  auto due = session_.phase().due();
  if (over() || !due) return;
  auto wait = std::chrono::milliseconds(std::max<std::int64_t>(0, *due - now()) + 1);
  phase_timer_.expires_after(wait);
  phase_timer_.async_wait([weak = weak_from_this()](const boost::system::error_code& ec) {
    if (ec) return;
    if (auto self = weak.lock()) {
      std::lock_guard lock(self->mutex_);
      self->on_phase_timer();
    }
  });
}

void Room::on_phase_timer() {
  if (over() || broken_ || !session_.phase().current()) return;
  if (pending_) {
    queue_.push_back([this] { on_phase_timer(); });
    return;
  }
  if (auto timeout = session_.timeout_due(now()))
    commit(*timeout, {});
  else
    arm_phase_timer();
}

void Room::start_rematch() {
  pending_ = true;  // nothing else happens here until the new game exists
  services_.create_rematch(session_.record(), [self = shared_from_this()](const std::string& id) {
    std::lock_guard lock(self->mutex_);
    self->pending_ = false;
    if (id.empty()) {
      for (auto& w : self->watchers_)
        if (auto p = w.who.lock())
          p->send(error_message("could not create the rematch", "rematch").dump());
      return self->run_queue();
    }
    // Applied at once, so that the announcement names it.
    self->commit(self->session_.event("rematch", -2, id, self->now()), {});
    self->announce_rematch();
  });
}

void Room::announce_rematch() {
  // A holder's token holds its new seats too (seat s plays seat s+1); a spectator gets none.
  for (auto& w : watchers_)
    if (auto p = w.who.lock())
      p->send(json{{"type", "rematch"}, {"id", session_.rematch_id()}, {"token", w.token}}.dump());
}

void Room::broadcast() {
  std::map<std::vector<int>, std::string> cache;  // spectators share one message
  std::erase_if(watchers_, [](const Watcher& w) { return w.who.expired(); });
  for (auto& w : watchers_) {
    auto p = w.who.lock();
    if (!p) continue;
    auto it = cache.find(w.seats);
    if (it == cache.end()) it = cache.emplace(w.seats, state_message(w.seats)).first;
    p->send(it->second);
  }
}

std::string Room::state_message(const std::vector<int>& seats) const {
  return session_.message_for(seats, now());
}

json Room::summary() const {
  std::lock_guard lock(mutex_);
  last_active_ = now();
  return summary_locked();
}

json Room::summary_locked() const { return json::parse(session_.summary_text(now())); }

std::string Room::record(const std::vector<int>& seats, RecordFormat format) const {
  std::lock_guard lock(mutex_);
  last_active_ = now();
  return session_.record_text(seats, format);
}

json Room::spectator_state() const {
  std::lock_guard lock(mutex_);
  last_active_ = now();
  return json::parse(state_message({}));
}

Room::Moves Room::moves_played() const {
  std::lock_guard lock(mutex_);
  const store::GameRecord& record = session_.record();
  Moves m{record.variant, record.options, session_.moves(), over()};
  if (!m.over && m.options.is_object()) m.options.erase("seed");
  return m;
}

bool Room::finished() const {
  std::lock_guard lock(mutex_);
  return over();
}

bool Room::broken() const {
  std::lock_guard lock(mutex_);
  return broken_;
}

void Room::give_seats_to_account(const std::string& token_hash, std::int64_t account_id,
                                 const std::string& name) {
  std::lock_guard lock(mutex_);
  session_.give_seats_to_account(token_hash, account_id, name);
}

bool Room::join(int seat, const std::string& name, std::int64_t account_id,
                std::function<void(int, const std::string&)> done) {
  std::lock_guard lock(mutex_);
  if (retired_) return false;
  last_active_ = now();
  join_locked(seat, name, account_id, std::move(done));
  return true;
}

void Room::join_locked(int seat, const std::string& name, std::int64_t account_id,
                       std::function<void(int, const std::string&)> done) {
  if (seat == -1)
    for (int s = 0; s < int(session_.record().seats.size()) && seat == -1; ++s)
      if (session_.seat_open(s)) seat = s;
  if (seat == -1) return done(-1, "no seat is open in this game");
  if (!session_.seat_open(seat)) return done(-1, "seat " + std::to_string(seat) + " is not open");
  if (session_.record().rated)
    if (auto why = why_not_join_rated(session_.record().seats, seat, account_id))
      return done(-1, *why);
  std::string token = store::new_token(), hash = store::hash_token(token);
  session_.hold_seat(seat, name, hash, account_id);  // held while the claim is written
  auto claimed = std::make_shared<bool>(false);
  services_.committer.write(
      [id = session_.record().id, seat, name, hash, account_id, claimed](store::Store& s) {
        *claimed = s.claim_seat(id, seat, name, hash, account_id);
      },
      [self = shared_from_this(), seat, token, hash, claimed, done](const std::string& error) {
        std::lock_guard lock(self->mutex_);
        if (!error.empty() || !*claimed) {
          // Let go of the hold, unless what is there now is the claim of another node that won.
          self->session_.release_seat(seat, hash);
          return done(-1, error.empty() ? "seat " + std::to_string(seat) + " was taken" : error);
        }
        self->broadcast();
        done(seat, token);
      });
}

bool Room::retire_if_idle(std::int64_t now_ms, std::int64_t idle_ms, bool unfinished_too) {
  std::lock_guard lock(mutex_);
  if (retired_) return true;
  std::erase_if(watchers_, [](const Watcher& w) { return w.who.expired(); });
  // Everything it knows is in the store (the finish is queued after the last event, which is
  // durable once nothing is pending), and nothing it started is still running.
  bool settled = (unfinished_too || (over() && finish_written_)) && !pending_ && queue_.empty() &&
                 thinking_ == 0;
  if (!settled || !watchers_.empty() || now_ms - last_active_ < idle_ms) return false;
  retired_ = true;
  timer_.cancel();
  phase_timer_.cancel();
  takeover_timer_.cancel();
  return true;
}

}  // namespace menagerie::server
