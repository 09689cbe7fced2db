#include "server/hub.hpp"

#include <boost/asio/post.hpp>

#include <algorithm>
#include <limits>

#include <fmt/format.h>

#include "catalog/create.hpp"
#include "catalog/lessons.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "server/rated.hpp"
#include "server/request_fields.hpp"
#include "server/tokens.hpp"

namespace menagerie::server {

using nlohmann::json;

namespace {

// Whether `options` are exactly those of one of the variant's published lessons (their seed, if
// any, is public: anyone may read what it deals).
bool published_lesson(const std::string& variant, const json& options) {
  const json& all = catalog::lessons(variant);
  return std::any_of(all.begin(), all.end(),
                     [&](const json& l) { return l.value("options", json()) == options; });
}

Reply busy() { return {503, {{"error", "the server is busy: try again in a moment"}}}; }
}  // namespace

Hub::Hub(store::Store& store, Committer& committer, ComputerPool& computers, WorkPool& work,
         boost::asio::io_context& io, std::function<std::int64_t()> now_ms)
    : store_(store),
      work_(work),
      services_{committer, computers, io, std::move(now_ms), {}},
      sweep_timer_(io) {
  services_.create_rematch = [this](const store::GameRecord& old, auto done) {
    create_rematch(old, std::move(done));
  };
  variants_ = json::array();
  for (const catalog::Variant* v : catalog::variants()) {
    json d = catalog::describe(*v);
    has_engine_[std::string(v->id())] = d["engine"].get<bool>();
    variants_.push_back(std::move(d));
  }
}

Hub::~Hub() { sweep_timer_.cancel(); }

int Hub::resume_all(bool alone) {
  int n = 0;
  for (const auto& stored : store_.unfinished_games()) {
    try {
      auto room = adopt(Room::open(services_, stored));
      if (alone) room->resume_after_restart();
      room->start(alone);
      // Written by another node since the load, and announced before the room was reachable?
      if (services_.shared) room->remote_change(-1);
      ++n;
    } catch (const std::exception& e) {
      fmt::print(stderr, "game {} could not be resumed: {}\n", stored.game.id, e.what());
    }
  }
  return n;
}

std::shared_ptr<Room> Hub::adopt(const std::shared_ptr<Room>& room) {
  std::lock_guard lock(mutex_);
  auto& slot = rooms_[room->id()];
  if (slot && !slot->broken()) return slot;
  slot = room;
  return room;
}

void Hub::share_store(std::int64_t takeover_ms) {
  services_.shared = true;
  services_.takeover_ms = takeover_ms;
}

void Hub::remote_change(const store::Change& change) {
  // Not in memory here: whoever loads it reads it whole.
  if (auto room = in_memory(change.game_id)) room->remote_change(change.seq);
}

void Hub::catch_up_all() {
  std::vector<std::shared_ptr<Room>> rooms;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [id, room] : rooms_) rooms.push_back(room);
  }
  for (const auto& room : rooms) room->remote_change(-1);
}

std::shared_ptr<Room> Hub::in_memory(const std::string& id) {
  std::lock_guard lock(mutex_);
  auto it = rooms_.find(id);
  if (it != rooms_.end() && !it->second->broken()) return it->second;
  return nullptr;
}

std::shared_ptr<Room> Hub::find(const std::string& id) {
  if (auto room = in_memory(id)) return room;
  // Not in memory (evicted once finished, or broken by a failed write): the store has the truth.
  auto stored = store_.load_game(id);
  if (!stored) return nullptr;
  auto loaded = Room::open(services_, *stored);
  auto room = adopt(loaded);
  if (room != loaded) return room;  // another request loaded it first
  ++rooms_loaded_;
  room->read_ratings();  // a finished rated game says its ratings
  // With other nodes, a game found in the store is theirs to move for now (Room::start), and
  // what they wrote between the load and now was announced before the room was reachable.
  room->start(!services_.shared);
  if (services_.shared) room->remote_change(-1);
  return room;
}

void Hub::find_async(const std::string& id, bool fresh_seats, Found then) {
  fresh_seats = fresh_seats && services_.shared;
  if (!fresh_seats)
    if (auto room = in_memory(id)) return then(room, {});
  bool queued = work_.submit([this, id, then, fresh_seats] {
    std::shared_ptr<Room> room;
    try {
      room = find(id);
      if (room && fresh_seats)
        if (auto stored = store_.load_game_since(id, std::numeric_limits<std::int64_t>::max()))
          room->merge_stored_seats(stored->game.seats);
    } catch (const std::exception& e) {
      return then(nullptr, {500, {{"error", "game " + id + " cannot be loaded: " + e.what()}}});
    }
    if (!room) return then(nullptr, {404, {{"error", "no game " + id}}});
    then(room, {});
  });
  if (!queued) then(nullptr, busy());
}

std::size_t Hub::rooms_in_memory() {
  std::lock_guard lock(mutex_);
  return rooms_.size();
}

void Hub::set_eviction(std::int64_t after_ms, std::int64_t every_ms) {
  evict_after_ms_ = after_ms;
  sweep_every_ms_ = std::max<std::int64_t>(every_ms, 1);
  arm_sweep();
}

void Hub::arm_sweep() {
  if (evict_after_ms_ <= 0) return;
  sweep_timer_.expires_after(std::chrono::milliseconds(sweep_every_ms_));
  sweep_timer_.async_wait([this](const boost::system::error_code& ec) {
    if (ec) return;
    sweep();
    arm_sweep();
  });
}

void Hub::sweep() {
  std::int64_t now = services_.now_ms();
  std::vector<std::shared_ptr<Room>> gone;  // destroyed outside the lock
  std::vector<std::string> lessons_done;    // deleted from the store outside the lock
  {
    std::lock_guard lock(mutex_);
    // A room retires under its own lock while the hub's is held, so nobody finds it in the map
    // once it refuses watchers: a later lookup loads the game afresh (a lesson's: not at all).
    for (auto it = rooms_.begin(); it != rooms_.end();) {
      Room& room = *it->second;
      const bool lesson = room.lesson();
      if (room.retire_if_idle(now, evict_after_ms_) ||
          (lesson && lesson_idle_ms_ > 0 && room.retire_if_idle(now, lesson_idle_ms_, true))) {
        if (lesson) lessons_done.push_back(it->first);
        gone.push_back(std::move(it->second));
        it = rooms_.erase(it);
      } else {
        ++it;
      }
    }
  }
  // Everything a retired room wrote is durable: its game can go. A lesson's game kept by a failed
  // delete is in no list and is deleted when next loaded and swept.
  if (lessons_done.empty()) return;
  auto forget = [this, lessons_done] {
    for (const std::string& id : lessons_done) {
      try {
        store_.delete_game(id);
      } catch (const store::StoreError&) {
      }
    }
  };
  if (!work_.submit(forget)) forget();
}

void Hub::create(const json& request, Respond respond, std::optional<store::Account> player) {
  // Making the table may search (an option such as Golf's "par"): on the work pool.
  if (!work_.submit([this, request, respond, player] { create_checked(request, respond, player); }))
    respond(busy());
}

void Hub::create_checked(const json& request, Respond respond,
                         const std::optional<store::Account>& player) {
  store::GameRecord g;
  std::string token = store::new_token();
  std::vector<int> taken;
  std::unique_ptr<catalog::Table> table;
  try {
    if (!request.is_object()) throw InputError("the request must be a JSON object");
    if (!request.contains("variant") || !request["variant"].is_string())
      throw InputError("\"variant\" is required: one of the ids from /api/variants");
    const catalog::Variant& variant = catalog::find(request["variant"].get<std::string>());
    g.variant = std::string(variant.id());
    json options = request.value("options", json::object());
    if (!options.is_object()) throw InputError("\"options\" must be an object");
    // Chance comes from a seed drawn here and kept until the game ends.
    options = catalog::with_seed(variant, std::move(options));
    // Throws InputError naming a bad option, or a move of option "moves" that cannot be played.
    table = catalog::create_game(variant, options);
    g.options = options;

    if (!request.contains("seats") || !request["seats"].is_array())
      throw InputError(
          fmt::format("\"seats\" is required: {} entries of {{\"kind\": \"human\"}} or "
                      "{{\"kind\": \"computer\", \"level\": 1-8}}",
                      table->seats()));
    const json& seats = request["seats"];
    if (int(seats.size()) != table->seats())
      throw InputError(fmt::format("{} has {} seats, the request gives {}", g.variant,
                                   table->seats(), seats.size()));
    for (std::size_t i = 0; i < seats.size(); ++i) {
      const json& s = seats[i];
      if (!s.is_object() || !s.contains("kind") || !s["kind"].is_string())
        throw InputError(fmt::format("seat {} needs \"kind\": \"human\" or \"computer\"", i));
      store::SeatRecord seat;
      seat.kind = s["kind"].get<std::string>();
      if (seat.kind == "computer") {
        if (!has_engine_[g.variant])
          throw InputError("the computer does not play " + g.variant + " yet");
        json level = s.value("level", json(4));
        if (!level.is_number_integer() || level.get<int>() < 1 || level.get<int>() > 8)
          throw InputError(fmt::format("seat {}: \"level\" must be a whole number from 1 to 8", i));
        seat.level = level.get<int>();
        seat.name = fmt::format("Computer level {}", seat.level);
      } else if (seat.kind != "human") {
        throw InputError(fmt::format("seat {}: kind \"{}\" is neither \"human\" nor \"computer\"",
                                     i, seat.kind));
      }
      g.seats.push_back(seat);
    }

    json take = request.value("take", json());
    if (take.is_null()) {
      take = json::array();
      for (int i = 0; i < int(g.seats.size()); ++i)
        if (g.seats[i].kind == "human") {
          take.push_back(i);
          break;
        }
    }
    if (!take.is_array()) throw InputError("\"take\" must be a list of seat numbers");
    // A logged-in player's seats carry the account and its name (no other name passes for it).
    std::string name = player ? player->name : checked_name(request, "Guest");
    std::string hash = store::hash_token(token);
    for (const json& t : take) {
      if (!t.is_number_integer() || t.get<int>() < 0 || t.get<int>() >= int(g.seats.size()))
        throw InputError("\"take\": no such seat " + t.dump());
      int s = t.get<int>();
      if (g.seats[s].kind != "human")
        throw InputError(fmt::format("\"take\": seat {} is a computer's", s));
      g.seats[s].token_hash = hash;
      g.seats[s].name = name;
      g.seats[s].account_id = player ? player->id : 0;
      taken.push_back(s);
    }

    // An open seat is offered to anyone in the lobby unless the game is for an invited friend.
    json listed = request.value("listed", json(true));
    if (!listed.is_boolean()) throw InputError("\"listed\" must be true or false");
    g.listed = listed.get<bool>();
    // A lesson's game (the Learn page's): never listed, deleted once done with (set_lesson_idle).
    json lesson = request.value("lesson", json(false));
    if (!lesson.is_boolean()) throw InputError("\"lesson\" must be true or false");
    g.lesson = lesson.get<bool>();
    if (g.lesson) g.listed = false;
    // Rated (issue 29): between logged-in people only, each in one seat (server/rated.hpp).
    json rated = request.value("rated", json(false));
    if (!rated.is_boolean()) throw InputError("\"rated\" must be true or false");
    g.rated = rated.get<bool>();
    if (g.rated && !services_.accounts)
      throw InputError("this server keeps no accounts: every game is casual");
    if (g.rated)
      if (auto why = why_not_rated(table->traits(), g.variant, g.seats, player.has_value(),
                                   int(taken.size()), g.lesson))
        throw InputError(*why);

    // A seed the creator chose tells them what the game hides: fair only if nobody else plays,
    // or if the deal is public anyway (a lesson's game dealt as the published lesson says).
    const json asked = request.value("options", json::object());  // as the creator gave them
    const bool chosen_seed = asked.contains("seed");
    const bool lesson_deal = g.lesson && published_lesson(g.variant, asked);
    if (chosen_seed && !allow_chosen_seeds_ && !lesson_deal)
      for (std::size_t s = 0; s < g.seats.size(); ++s)
        if (g.seats[s].kind == "human" && g.seats[s].token_hash.empty())
          throw InputError(fmt::format(
              "\"options\": a chosen \"seed\" is allowed only when you play every human seat "
              "(seat {} is left for someone else, who could not trust a deal you know): leave the "
              "seed out and the server draws one",
              s));

    g.clock = stored_clock(request.value("clock", json()));
  } catch (const InputError& e) {
    return respond({400, {{"error", e.what()}}});
  }
  g.id = new_game_id();
  g.created_ms = services_.now_ms();
  // The table made above is the game's: once it is written, the room only adopts it.
  auto made = std::make_shared<std::unique_ptr<catalog::Table>>(std::move(table));
  services_.committer.write(
      [g](store::Store& s) { s.create_game(g); },
      [this, g, token, taken, respond, made](const std::string& error) {
        if (!error.empty()) return respond({500, {{"error", "could not save the game: " + error}}});
        std::shared_ptr<Room> room;
        try {
          room = adopt(Room::open(services_, {g, {}}, std::move(*made)));
        } catch (const std::exception& e) {
          return respond({500, {{"error", e.what()}}});
        }
        room->start();
        json tokens = json::object();
        for (int s : taken) tokens[std::to_string(s)] = token;
        respond({201, {{"id", g.id}, {"tokens", tokens}, {"url", "/game/" + g.id}}});
      });
}

void Hub::join(const std::string& id, const json& request, Respond respond,
               std::optional<store::Account> player) {
  int seat = -1;
  std::string name;
  try {
    if (!request.is_object()) throw InputError("the request must be a JSON object");
    if (request.contains("seat") && !request["seat"].is_null()) {
      if (!request["seat"].is_number_integer()) throw InputError("\"seat\" must be a seat number");
      seat = request["seat"].get<int>();
      if (seat < 0) throw InputError("\"seat\" must be a seat number");
    }
    name = player ? player->name : checked_name(request, "Guest");
  } catch (const InputError& e) {
    return respond({400, {{"error", e.what()}}});
  }
  join_found(id, seat, name, player ? player->id : 0, std::move(respond));
}

void Hub::join_found(const std::string& id, int seat, const std::string& name,
                     std::int64_t account_id, Respond respond) {
  find_async(id, [this, id, seat, name, account_id, respond](std::shared_ptr<Room> room,
                                                             const Reply& failure) {
    if (!room) return respond(failure);
    bool joined =
        room->join(seat, name, account_id, [respond](int s, const std::string& token_or_error) {
          if (s < 0) return respond({409, {{"error", token_or_error}}});
          respond({200, {{"seat", s}, {"token", token_or_error}}});
        });
    // The room left memory between the lookup and the join: the next lookup loads it again.
    if (!joined) join_found(id, seat, name, account_id, respond);
  });
}

void Hub::list_open(int limit, Respond respond) {
  bool queued = work_.submit([this, limit, respond] {
    json out = json::array();
    for (const auto& g : store_.list_games(true, limit)) {
      auto room = find(g.id);
      if (!room) continue;
      // The room is ahead of the store (a game just ended, a seat just taken, is written a moment
      // later): what it says now decides.
      json summary = room->summary();
      bool open_seat = false;
      for (const json& seat : summary["seats"]) open_seat = open_seat || seat.value("open", false);
      if (summary["status"] == "playing" && open_seat) out.push_back(std::move(summary));
    }
    respond({200, out});
  });
  if (!queued) respond(busy());
}

void Hub::list_ids(const std::vector<std::string>& ids, Respond respond) {
  bool queued = work_.submit([this, ids, respond] {
    json out = json::array();
    for (const auto& id : ids)
      if (auto room = find(id)) out.push_back(room->summary());
    respond({200, out});
  });
  if (!queued) respond(busy());
}

void Hub::give_seats(std::int64_t account_id, const std::string& name,
                     const std::vector<std::pair<std::string, std::string>>& claims,
                     Respond respond) {
  bool queued = work_.submit([this, account_id, name, claims, respond] {
    int given = 0;
    try {
      for (const auto& [game, token] : claims) {
        const std::string hash = store::hash_token(token);
        int n = store_.give_seats_to_account(game, hash, account_id, name);
        given += n;
        // A room in memory keeps its own copy of the seats: it learns the account too.
        if (n > 0)
          if (auto room = in_memory(game)) room->give_seats_to_account(hash, account_id, name);
      }
    } catch (const store::StoreError& e) {
      return respond({500, {{"error", std::string("could not claim the seats: ") + e.what()}}});
    }
    respond({200, {{"seats", given}}});
  });
  if (!queued) respond(busy());
}

void Hub::list_account(std::int64_t account_id, int limit, Respond respond) {
  bool queued = work_.submit([this, account_id, limit, respond] {
    json out = json::array();
    try {
      for (const auto& g : store_.games_of_account(account_id, limit))
        if (auto room = find(g.id)) {
          // The seats the account holds: with the game's "acting", whether it is their turn.
          json game = room->summary();
          game["you"] = room->seats_of_account(account_id);
          out.push_back(std::move(game));
        }
    } catch (const store::StoreError& e) {
      return respond({500, {{"error", std::string("could not list your games: ") + e.what()}}});
    }
    respond({200, out});
  });
  if (!queued) respond(busy());
}

void Hub::create_rematch(const store::GameRecord& old,
                         std::function<void(const std::string&)> done) {
  int n = int(old.seats.size());
  store::GameRecord g;
  g.id = new_game_id();
  g.variant = old.variant;
  // The same options, colours turned round; a game with chance or secrets deals afresh (its old
  // seed is in the old record for all to read), one without keeps its start: a fair pair.
  g.options = catalog::derived_options(catalog::find(old.variant), old.options);
  g.clock = old.clock;
  g.created_ms = services_.now_ms();
  g.rematch_of = old.id;
  g.listed = old.listed;
  g.lesson = old.lesson;
  g.rated = old.rated;  // the same players, each in one seat still
  g.seats.resize(n);
  // Old seat s plays seat (s + 1) mod n, held by the same token: whichever node each holder is
  // connected to can tell them (it knows their token; no node knows another's new secret).
  for (int s = 0; s < n; ++s) g.seats[(s + 1) % n] = old.seats[s];
  // The new game's table is made on the work pool (its options may search), then written; the
  // room only adopts it once it is written.
  bool queued = work_.submit([this, g, done] {
    std::shared_ptr<std::unique_ptr<catalog::Table>> made;
    try {
      made = std::make_shared<std::unique_ptr<catalog::Table>>(
          catalog::create_game(catalog::find(g.variant), g.options));
    } catch (const std::exception&) {
      return done("");
    }
    services_.committer.write([g](store::Store& s) { s.create_game(g); },
                              [this, g, done, made](const std::string& error) {
                                if (!error.empty()) return done("");
                                try {
                                  adopt(Room::open(services_, {g, {}}, std::move(*made)))->start();
                                } catch (const std::exception&) {
                                  return done("");
                                }
                                done(g.id);
                              });
  });
  // `done` locks the old room, which our caller holds: say "no" from the network threads.
  if (!queued) boost::asio::post(services_.io, [done] { done(""); });
}

}  // namespace menagerie::server
