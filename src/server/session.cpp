// The session's state and what it shows (session.hpp): the message each viewer is sent, the
// game's summary and record, its result. Deciding requests: session_requests.cpp; applying events:
// session_events.cpp.
#include "server/session.hpp"

#include <algorithm>
#include <ctime>

#include <fmt/format.h>

#include "server/json_text.hpp"
#include "server/seat_list.hpp"

namespace menagerie::server {

using nlohmann::json;

Session::Session(store::GameRecord record, std::unique_ptr<catalog::Table> table)
    : record_(std::move(record)),
      table_(std::move(table)),
      has_moved_(record_.seats.size(), false) {
  if (record_.clock.is_object())
    clock_.emplace(record_.clock.value("initial_ms", std::int64_t{0}),
                   record_.clock.value("increment_ms", std::int64_t{0}), int(record_.seats.size()),
                   record_.clock.contains("days_per_move"));
  if (clock_) clock_->begin_turn(table_->to_move(), record_.created_ms);
  phase_.update(table_->deadline(), record_.created_ms);
}

store::Event Session::event(std::string kind, int seat, std::string data, std::int64_t at) const {
  return store::Event{next_seq_, std::move(kind), seat, std::move(data), at};
}

std::optional<store::Event> Session::flag_due(std::int64_t now) const {
  if (over() || !clock_) return std::nullopt;
  auto deadline = clock_->deadline();
  if (!deadline || now < *deadline) return std::nullopt;
  return event("flag", table_->to_move(), "", now);
}

std::optional<store::Event> Session::timeout_due(std::int64_t now) const {
  // The referee's move, logged like any other so that a restart replays it.
  if (over() || !phase_.current() || !phase_timed_out(now)) return std::nullopt;
  return event("move", kChance, phase_.current()->move, now);
}

bool Session::phase_timed_out(std::int64_t now) const {
  auto due = phase_.due();
  return due && now >= *due;
}

void Session::adopt(Session&& fresh) {
  // The whole log replayed on a fresh table; the seats (and claims on their way) stay.
  table_ = std::move(fresh.table_);
  moves_ = std::move(fresh.moves_);
  movers_ = std::move(fresh.movers_);
  has_moved_ = std::move(fresh.has_moved_);
  next_seq_ = fresh.next_seq_;
  clock_ = std::move(fresh.clock_);
  aborted_ = fresh.aborted_;
  draw_agreed_ = fresh.draw_agreed_;
  rematch_agreed_ = fresh.rematch_agreed_;
  takeback_agreed_ = fresh.takeback_agreed_;
  takeback_of_ = fresh.takeback_of_;
  takebacks_ += fresh.takebacks_;  // only ever grows: answers asked before a takeback stay stale
  rematch_id_ = std::move(fresh.rematch_id_);
  phase_ = fresh.phase_;
  talk_ = std::move(fresh.talk_);
}

Seat Session::viewer_of(const std::vector<int>& seats) const {
  int to_move = table_->to_move();
  if (contains(seats, to_move)) return to_move;
  SeatSet acting = table_->acting();
  for (int s : seats)
    if (s >= 0 && (acting & seat_bit(s))) return s;
  return seats.empty() ? kSpectator : seats.front();
}

int Session::seat_for_move(const std::vector<int>& seats, const json& message) const {
  if (message.contains("seat")) return message["seat"].get<int>();
  int to_move = table_->to_move();
  if (contains(seats, to_move)) return to_move;
  SeatSet acting = table_->acting();
  for (int s : seats)
    if (s >= 0 && (acting & seat_bit(s))) return s;
  return seats.front();
}

json Session::view_for(Seat viewer) const {
  json view = table_->view(viewer);
  if (!over()) return view;
  // The table's result, or the abort it does not know of, with its reason.
  json r = result();
  view["over"] = true;
  view["result"] = r["result"];
  view["winner"] = r["winner"];
  view["reason"] = r["reason"];
  for (const char* key : {"results", "winners", "scores"})
    if (r.contains(key)) view[key] = r[key];
  view.erase("legal");
  return view;
}

json Session::listed(SeatSet set) const {
  json out = json::array();
  for (int s = 0; s < int(record_.seats.size()); ++s)
    if (set & seat_bit(s)) out.push_back(s);
  return out;
}

std::string Session::message_for(const std::vector<int>& seats, std::int64_t now) const {
  json agreed = listed(draw_agreed_), rematch = listed(rematch_agreed_);
  // Written field by field (keys in sorted order): the view and the summary are not copied into a
  // tree of the whole message first.
  ObjectText m;
  m.add("clock", clock_ ? clock_->to_json(now) : json());
  // The game's timed phase (a race's counts): how long is left, and what happens then.
  m.add("deadline", over() ? json() : phase_.to_json(now));
  // Every seat that agreed to a draw so far, and the first of them, who offered it (null: none).
  m.add("draw_agreed", agreed);
  m.add("draw_offer", agreed.empty() ? json() : agreed[0]);
  m.raw("game", summary_text(now));
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
  m.add("view", view_for(viewer_of(seats)));
  m.add("you", seats);
  return m.done();
}

std::string Session::summary_text(std::int64_t now) const {
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
  // Whose turn it is is public (every view says it): a list of games can put "your turn" first.
  ObjectText g;
  g.add("acting", listed(over() ? 0 : table_->acting()))
      .add("clock", record_.clock)
      .add("created_ms", record_.created_ms)
      .add("id", record_.id)
      .add("listed", record_.listed)
      .add("options", options)
      .add("rated", record_.rated);
  if (!ratings_.is_null()) g.add("ratings", ratings_);
  if (!rematch_id_.empty()) g.add("rematch", rematch_id_);
  if (!record_.rematch_of.empty()) g.add("rematch_of", record_.rematch_of);
  // When the running clock falls (a date: a list of correspondence games says the time left).
  auto falls = clock_ && !over() ? clock_->deadline() : std::nullopt;
  g.add("result", result())
      .raw("seats", seats)
      .raw("status", over() ? R"("finished")" : R"("playing")")
      .raw("traits", traits_text_)
      .add("turn_ends_ms", falls ? json(*falls) : json())
      // The time left as the server counts it: a list shows it right whatever the reader's own
      // clock says (a date is read against a device's clock, which may be off).
      .add("turn_left_ms", falls ? json(std::max<std::int64_t>(0, *falls - now)) : json())
      .add("variant", record_.variant);
  return g.done();
}

std::string Session::record_text(const std::vector<int>& seats, RecordFormat format) const {
  RecordTags tags;
  for (const auto& seat : record_.seats) tags.players.push_back(seat.name);
  std::time_t created = std::time_t(record_.created_ms / 1000);
  std::tm day{};
  gmtime_r(&created, &day);
  tags.date = fmt::format("{:04}.{:02}.{:02}", day.tm_year + 1900, day.tm_mon + 1, day.tm_mday);
  tags.site = "Menagerie";
  // An aborted game has no result its rules know: the record says it was abandoned.
  if (aborted_) tags.termination = "abandoned";
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

json Session::result() const {
  if (aborted_) return {{"result", "aborted"}, {"winner", -2}, {"reason", "aborted"}};
  Outcome o = table_->outcome();
  if (!o.over()) return nullptr;
  return outcome_json(o);
}

json Session::outcome_json(const Outcome& o) const {
  json r{{"result", o.kind == Outcome::Kind::kDraw   ? "draw"
                    : o.kind == Outcome::Kind::kLoss ? "loss"
                                                     : "win"},
         {"winner", o.winner},
         {"reason", std::string(o.reason)}};
  r.update(catalog::results_json(o, int(record_.seats.size())));
  return r;
}

bool Session::over() const { return aborted_ || table_->outcome().over(); }

bool Session::is_computer(int seat) const {
  return seat >= 0 && seat < int(record_.seats.size()) && record_.seats[seat].kind == "computer";
}

bool Session::everyone_moved() const {
  return std::all_of(has_moved_.begin(), has_moved_.end(), [](bool b) { return b; });
}

bool Session::seat_open(int s) const {
  return s >= 0 && s < int(record_.seats.size()) && record_.seats[s].kind == "human" &&
         record_.seats[s].token_hash.empty();
}

void Session::hold_seat(int seat, const std::string& name, const std::string& token_hash,
                        std::int64_t account_id) {
  record_.seats[seat].token_hash = token_hash;
  record_.seats[seat].name = name;
  record_.seats[seat].account_id = account_id;
}

void Session::release_seat(int seat, const std::string& token_hash) {
  // Unless what is there now is the claim of another node that won.
  if (record_.seats[seat].token_hash != token_hash) return;
  record_.seats[seat].token_hash.clear();
  record_.seats[seat].name.clear();
  record_.seats[seat].account_id = 0;
}

void Session::give_seats_to_account(const std::string& token_hash, std::int64_t account_id,
                                    const std::string& name) {
  for (auto& seat : record_.seats)
    if (!seat.token_hash.empty() && seat.token_hash == token_hash && seat.account_id == 0) {
      seat.account_id = account_id;
      seat.name = name;  // a seat an account holds is named by it (seats, records)
    }
}

void Session::merge_seats(const std::vector<store::SeatRecord>& stored) {
  // A seat claimed in the store is that claim's (perhaps another node's); an open one stays as
  // memory has it (a claim of this node may be on its way to the store).
  for (std::size_t s = 0; s < stored.size() && s < record_.seats.size(); ++s)
    if (!stored[s].token_hash.empty()) {
      record_.seats[s].token_hash = stored[s].token_hash;
      record_.seats[s].name = stored[s].name;
      record_.seats[s].account_id = stored[s].account_id;
    }
}

RatedEnd Session::rated_end() const {
  std::vector<std::int64_t> accounts;
  std::vector<int> teams;
  const Traits traits = table_->traits();
  for (int s = 0; s < int(record_.seats.size()); ++s) {
    accounts.push_back(record_.seats[s].account_id);
    if (traits.teams) teams.push_back(table_->team(s));
  }
  return server::rated_end(traits, table_->outcome(), aborted_, accounts, teams);
}

void Session::finish_record() {
  record_.finished = true;
  record_.result = result();
}

}  // namespace menagerie::server
