#include "server/room.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <map>

#include <fmt/format.h>

#include "catalog/create.hpp"
#include "core/error.hpp"
#include "server/json_text.hpp"
#include "server/tokens.hpp"

namespace menagerie::server {

using nlohmann::json;

namespace {
bool contains(const std::vector<int>& v, int x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}
}  // namespace

Room::Room(Services& services, store::GameRecord record, std::unique_ptr<catalog::Table> table)
    : services_(services),
      record_(std::move(record)),
      table_(std::move(table)),
      has_moved_(record_.seats.size(), false),
      timer_(services.io),
      phase_timer_(services.io),
      takeover_timer_(services.io),
      hint_limits_(record_.seats.size(), RateLimit(kHintRate, kHintBurst)) {
  if (record_.clock.is_object())
    clock_.emplace(record_.clock.value("initial_ms", std::int64_t{0}),
                   record_.clock.value("increment_ms", std::int64_t{0}), int(record_.seats.size()));
  if (clock_) clock_->begin_turn(table_->to_move(), record_.created_ms);
  phase_.update(table_->deadline(), record_.created_ms);
}

std::shared_ptr<Room> Room::open(Services& services, const store::StoredGame& stored,
                                 std::unique_ptr<catalog::Table> table) {
  if (!table) table = catalog::create_game(catalog::find(stored.game.variant), stored.game.options);
  if (int(stored.game.seats.size()) != table->seats())
    throw std::runtime_error("game " + stored.game.id + " has the wrong number of seats");
  std::shared_ptr<Room> room(new Room(services, stored.game, std::move(table)));
  std::lock_guard lock(room->mutex_);
  for (const auto& e : stored.events) {
    if (e.seq != room->next_seq_)
      throw std::runtime_error("game " + stored.game.id + ": event log has a gap");
    room->apply(e);
    ++room->next_seq_;
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
  if ((clock_ && clock_->running()) || phase_.current()) commit("resume", -2, "", {});
}

std::vector<int> Room::seats_of(const std::string& token) const {
  std::vector<int> seats;
  if (token.empty()) return seats;
  std::string hash = store::hash_token(token);
  std::lock_guard lock(mutex_);
  for (int s = 0; s < int(record_.seats.size()); ++s)
    if (!record_.seats[s].token_hash.empty() && same_secret(record_.seats[s].token_hash, hash))
      seats.push_back(s);
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
  if (pending_) {
    // An earlier change is still being written: this one waits for it.
    queue_.push_back([this, w = std::weak_ptr<Subscriber>(who), seats, message] {
      if (auto p = w.lock()) handle_retrying(p, seats, message);
    });
    return;
  }
  handle_retrying(who, seats, message);
}

void Room::handle_retrying(const std::shared_ptr<Subscriber>& who, const std::vector<int>& seats,
                           const json& message) {
  retry_ = [this, w = std::weak_ptr<Subscriber>(who), seats, message] {
    if (auto p = w.lock()) handle_retrying(p, seats, message);
  };
  handle(who, seats, message);
  retry_ = nullptr;
}

void Room::commit(const std::string& kind, int seat, const std::string& data,
                  std::weak_ptr<Subscriber> requester, bool played) {
  store::Event e{next_seq_, kind, seat, data, now()};
  if (played)
    apply_move(e, true);
  else
    apply(e);
  ++next_seq_;
  pending_ = true;
  services_.committer.append(
      {record_.id, e}, [self = shared_from_this(), requester, kind,
                        again = std::exchange(retry_, nullptr)](const Committer::Appended& done) {
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
  record_.finished = true;
  record_.result = result_json();
  services_.committer.write(
      [id = record_.id, result = record_.result](store::Store& s) { s.finish_game(id, result); },
      nullptr);
}

// Every computer seat that may act now is asked (several at once in a game where seats act
// together), each once until it answers.
void Room::maybe_computer() {
  if (over() || pending_ || broken_) return;
  SeatSet acting = table_->acting();
  for (int seat = 0; seat < int(record_.seats.size()); ++seat)
    if ((acting & seat_bit(seat)) && is_computer(seat) && !(thinking_ & seat_bit(seat)))
      ask_computer(seat);
}

void Room::ask_computer(int seat) {
  thinking_ |= seat_bit(seat);
  // The computer is given its seat's observation and the public options: never the table, the
  // seed or another seat's secret.
  ComputerRequest r;
  r.seen = table_->observation(seat);
  r.seen.options = catalog::public_options(record_.options);
  r.level = record_.seats[seat].level;
  r.seed = std::hash<std::string>{}(record_.id) ^ (moves_.size() * 0x9e3779b97f4a7c15ULL);
  std::size_t ply = moves_.size();
  services_.computers.submit(std::move(r), [self = shared_from_this(), seat, ply,
                                            takebacks = takebacks_](const std::string& move) {
    std::lock_guard lock(self->mutex_);
    self->thinking_ &= SeatSet(~seat_bit(seat));
    if (self->over() || self->broken_) return;
    if (self->moves_.size() != ply || self->takebacks_ != takebacks) {
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
    auto go = [self, seat, move] { self->play_move(seat, move, {}); };
    if (self->pending_)
      self->queue_.push_back(go);
    else
      go();
  });
}

void Room::arm_timer() {
  timer_.cancel();
  if (!clock_ || over()) return;
  auto deadline = clock_->deadline();
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
  if (over() || broken_ || !clock_) return;
  if (pending_) {
    queue_.push_back([this] { on_timer(); });
    return;
  }
  auto deadline = clock_->deadline();
  if (!deadline) return;
  if (now() >= *deadline)
    commit("flag", table_->to_move(), "", {});
  else
    arm_timer();
}

void Room::arm_phase_timer() {
  phase_timer_.cancel();
  auto due = phase_.due();
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
  if (over() || broken_ || !phase_.current()) return;
  if (pending_) {
    queue_.push_back([this] { on_phase_timer(); });
    return;
  }
  // The referee's move, logged like any other so that a restart replays it.
  if (phase_timed_out())
    commit("move", kChance, phase_.current()->move, {});
  else
    arm_phase_timer();
}

void Room::start_rematch() {
  pending_ = true;  // nothing else happens here until the new game exists
  services_.create_rematch(record_, [self = shared_from_this()](const std::string& id) {
    std::lock_guard lock(self->mutex_);
    self->pending_ = false;
    if (id.empty()) {
      for (auto& w : self->watchers_)
        if (auto p = w.who.lock())
          p->send(error_message("could not create the rematch", "rematch").dump());
      return self->run_queue();
    }
    self->rematch_id_ = id;
    self->announce_rematch();
    self->commit("rematch", -2, id, {});
  });
}

void Room::announce_rematch() {
  // A holder's token holds its new seats too (seat s plays seat s+1); a spectator gets none.
  for (auto& w : watchers_)
    if (auto p = w.who.lock())
      p->send(json{{"type", "rematch"}, {"id", rematch_id_}, {"token", w.token}}.dump());
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

Seat Room::viewer_of(const std::vector<int>& seats) const {
  int to_move = table_->to_move();
  if (contains(seats, to_move)) return to_move;
  SeatSet acting = table_->acting();
  for (int s : seats)
    if (s >= 0 && (acting & seat_bit(s))) return s;
  return seats.empty() ? kSpectator : seats.front();
}

std::string Room::state_message(const std::vector<int>& seats) const {
  Seat viewer = viewer_of(seats);
  json view = table_->view(viewer);
  if (over()) {
    // A result the rules do not know (resignation, time, agreement, abort) overrides theirs.
    json r = result_json();
    view["over"] = true;
    view["result"] = r["result"];
    view["winner"] = r["winner"];
    view["reason"] = r["reason"];
    for (const char* key : {"results", "winners", "scores"})
      if (r.contains(key)) view[key] = r[key];
    view.erase("legal");
  }
  auto listed = [&](SeatSet set) {
    json out = json::array();
    for (int s = 0; s < int(record_.seats.size()); ++s)
      if (set & seat_bit(s)) out.push_back(s);
    return out;
  };
  json agreed = listed(draw_agreed_), rematch = listed(rematch_agreed_);
  // Written field by field (keys in sorted order): the view and the summary are not copied into a
  // tree of the whole message first.
  ObjectText m;
  m.add("clock", clock_ ? clock_->to_json(now()) : json());
  // The game's timed phase (a race's counts): how long is left, and what happens then.
  m.add("deadline", over() ? json() : phase_.to_json(now()));
  // Every seat that agreed to a draw so far, and the first of them, who offered it (null: none).
  m.add("draw_agreed", agreed);
  m.add("draw_offer", agreed.empty() ? json() : agreed[0]);
  m.raw("game", summary_text_locked());
  m.add("ply", moves_.size());
  // Likewise every seat that asked for a rematch so far, and the first of them.
  m.add("rematch_agreed", rematch);
  m.add("rematch_offer", rematch.empty() ? json() : rematch[0]);
  // The standing takeback request: every seat that agreed so far, and the seat whose last turn it
  // takes back (null: none).
  m.add("takeback_agreed", listed(takeback_agreed_));
  m.add("takeback_offer", takeback_agreed_ ? json(takeback_of_) : json());
  // Table talk is said across the table: every seat and every spectator sees it.
  if (table_->traits().talk) m.add("talk", talk_.to_json());
  m.raw("type", R"("state")");
  m.add("view", view);
  m.add("you", seats);
  return m.done();
}

json Room::summary() const {
  std::lock_guard lock(mutex_);
  last_active_ = now();
  return summary_locked();
}

json Room::summary_locked() const { return json::parse(summary_text_locked()); }

std::string Room::summary_text_locked() const {
  std::string seats = "[";
  for (const auto& s : record_.seats) {
    ObjectText j;
    j.add("kind", s.kind);
    if (s.kind == "computer") j.add("level", s.level);
    j.add("name", s.name).add("open", s.kind == "human" && s.token_hash.empty());
    seats += (seats.size() > 1 ? "," : "") + j.done();
  }
  seats += ']';
  json options = record_.options;
  // The seed decides what is hidden (shuffles, deals): it stays secret until the game ends.
  if (!over() && options.is_object()) options.erase("seed");
  // What kind of game it is: clients act on the traits (a covered screen between seats at one
  // device when there are secrets, no draw offers in a cooperative game), never on the id. They
  // are the variant's: written once.
  if (traits_text_.empty()) {
    json traits = catalog::traits_json(table_->traits());
    traits["hints"] = table_->hints();
    traits_text_ = json_text(traits);
  }
  ObjectText g;
  g.add("clock", record_.clock)
      .add("created_ms", record_.created_ms)
      .add("id", record_.id)
      .add("listed", record_.listed)
      .add("options", options);
  if (!rematch_id_.empty()) g.add("rematch", rematch_id_);
  if (!record_.rematch_of.empty()) g.add("rematch_of", record_.rematch_of);
  g.add("result", result_json())
      .raw("seats", seats)
      .raw("status", over() ? R"("finished")" : R"("playing")")
      .raw("traits", traits_text_)
      .add("variant", record_.variant);
  return g.done();
}

std::string Room::record(const std::vector<int>& seats, RecordFormat format) const {
  std::lock_guard lock(mutex_);
  last_active_ = now();
  RecordTags tags;
  for (const auto& seat : record_.seats) tags.players.push_back(seat.name);
  std::time_t created = std::time_t(record_.created_ms / 1000);
  std::tm day{};
  gmtime_r(&created, &day);
  tags.date = fmt::format("{:04}.{:02}.{:02}", day.tm_year + 1900, day.tm_mon + 1, day.tm_mday);
  tags.site = "Menagerie";
  // An aborted game has no result its rules know: the record says it was abandoned.
  if (ended_.is_object() && ended_.value("result", "") == "aborted") tags.termination = "abandoned";
  std::string text = format == RecordFormat::json ? table_->json_record(viewer_of(seats), tags)
                                                  : table_->record(viewer_of(seats), tags);
  // A JSON record carries the table talk too (a PGN game has none).
  if (!talk_.empty() && !text.empty() && text[0] == '{') {
    json r = json::parse(text, nullptr, false);
    if (r.is_object()) {
      r["talk"] = talk_.record();
      return r.dump(2);
    }
  }
  return text;
}

json Room::spectator_state() const {
  std::lock_guard lock(mutex_);
  last_active_ = now();
  return json::parse(state_message({}));
}

Room::Moves Room::moves_played() const {
  std::lock_guard lock(mutex_);
  Moves m{record_.variant, record_.options, moves_, over()};
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

bool Room::join(int seat, const std::string& name,
                std::function<void(int, const std::string&)> done) {
  std::lock_guard lock(mutex_);
  if (retired_) return false;
  last_active_ = now();
  join_locked(seat, name, std::move(done));
  return true;
}

void Room::join_locked(int seat, const std::string& name,
                       std::function<void(int, const std::string&)> done) {
  auto open = [&](int s) {
    return s >= 0 && s < int(record_.seats.size()) && record_.seats[s].kind == "human" &&
           record_.seats[s].token_hash.empty();
  };
  if (seat == -1)
    for (int s = 0; s < int(record_.seats.size()) && seat == -1; ++s)
      if (open(s)) seat = s;
  if (seat == -1) return done(-1, "no seat is open in this game");
  if (!open(seat)) return done(-1, "seat " + std::to_string(seat) + " is not open");
  std::string token = store::new_token(), hash = store::hash_token(token);
  record_.seats[seat].token_hash = hash;  // held while the claim is written
  record_.seats[seat].name = name;
  auto claimed = std::make_shared<bool>(false);
  services_.committer.write(
      [id = record_.id, seat, name, hash, claimed](store::Store& s) {
        *claimed = s.claim_seat(id, seat, name, hash);
      },
      [self = shared_from_this(), seat, token, hash, claimed, done](const std::string& error) {
        std::lock_guard lock(self->mutex_);
        if (!error.empty() || !*claimed) {
          // Let go of the hold, unless what is there now is the claim of another node that won.
          if (self->record_.seats[seat].token_hash == hash) {
            self->record_.seats[seat].token_hash.clear();
            self->record_.seats[seat].name.clear();
          }
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

json Room::result_json() const {
  if (!ended_.is_null()) return ended_;
  Outcome o = table_->outcome();
  if (!o.over()) return nullptr;
  return outcome_json(o);
}

json Room::outcome_json(const Outcome& o) const {
  json r{{"result", o.kind == Outcome::Kind::kDraw   ? "draw"
                    : o.kind == Outcome::Kind::kLoss ? "loss"
                                                     : "win"},
         {"winner", o.winner},
         {"reason", std::string(o.reason)}};
  r.update(catalog::results_json(o, int(record_.seats.size())));
  return r;
}

bool Room::over() const { return !ended_.is_null() || table_->outcome().over(); }

bool Room::is_computer(int seat) const {
  return seat >= 0 && seat < int(record_.seats.size()) && record_.seats[seat].kind == "computer";
}

bool Room::everyone_moved() const {
  return std::all_of(has_moved_.begin(), has_moved_.end(), [](bool b) { return b; });
}

}  // namespace menagerie::server
