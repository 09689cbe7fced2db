#include "server/hub.hpp"

#include <fmt/format.h>

#include "catalog/create.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "server/tokens.hpp"

namespace menagerie::server {

using nlohmann::json;

namespace {
constexpr std::int64_t kMaxClockMs = 3 * 3600 * 1000, kMaxIncrementMs = 180 * 1000;
constexpr std::size_t kMaxName = 40;

std::string checked_name(const json& request, const char* fallback) {
  if (!request.contains("name") || request["name"].is_null()) return fallback;
  if (!request["name"].is_string()) throw InputError("\"name\" must be text");
  std::string name = request["name"].get<std::string>();
  if (name.size() > kMaxName) throw InputError("\"name\" is longer than 40 characters");
  for (unsigned char c : name)
    if (c < 32) throw InputError("\"name\" contains a control character");
  return name.empty() ? fallback : name;
}
}  // namespace

Hub::Hub(store::Store& store, Committer& committer, ComputerPool& computers,
         boost::asio::io_context& io, std::function<std::int64_t()> now_ms)
    : store_(store), services_{committer, computers, io, std::move(now_ms), {}} {
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

int Hub::resume_all(bool alone) {
  int n = 0;
  for (const auto& stored : store_.unfinished_games()) {
    try {
      auto room = add_room(Room::open(services_, stored));
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

std::shared_ptr<Room> Hub::add_room(const std::shared_ptr<Room>& room) {
  std::lock_guard lock(mutex_);
  auto [it, added] = rooms_.try_emplace(room->id(), room);
  if (!added && it->second->broken()) it->second = room;
  return it->second;
}

void Hub::share_store(std::int64_t takeover_ms) {
  services_.shared = true;
  services_.takeover_ms = takeover_ms;
}

void Hub::remote_change(const store::Change& change) {
  std::shared_ptr<Room> room;
  {
    std::lock_guard lock(mutex_);
    auto it = rooms_.find(change.game_id);
    if (it == rooms_.end()) return;  // not followed here: whoever loads it reads it whole
    room = it->second;
  }
  room->remote_change(change.seq);
}

void Hub::catch_up_all() {
  std::vector<std::shared_ptr<Room>> rooms;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [id, room] : rooms_) rooms.push_back(room);
  }
  for (const auto& room : rooms) room->remote_change(-1);
}

std::shared_ptr<Room> Hub::find(const std::string& id) {
  {
    std::lock_guard lock(mutex_);
    auto it = rooms_.find(id);
    if (it != rooms_.end() && !it->second->broken()) return it->second;
  }
  // Not in memory (finished long ago, or broken by a failed write): the store has the truth.
  auto stored = store_.load_game(id);
  if (!stored) return nullptr;
  auto loaded = Room::open(services_, *stored);
  auto room = add_room(loaded);
  if (room != loaded) return room;  // another request loaded it first
  // With other nodes, a game found in the store is theirs to move for now (Room::start).
  room->start(!services_.shared);
  if (services_.shared) room->remote_change(-1);
  return room;
}

void Hub::create(const json& request, Respond respond) {
  store::GameRecord g;
  std::string token = store::new_token();
  std::vector<int> taken;
  try {
    if (!request.is_object()) throw InputError("the request must be a JSON object");
    if (!request.contains("variant") || !request["variant"].is_string())
      throw InputError("\"variant\" is required: one of the ids from /api/variants");
    const catalog::Variant& variant = catalog::find(request["variant"].get<std::string>());
    g.variant = std::string(variant.id());
    json options = request.value("options", json::object());
    if (!options.is_object()) throw InputError("\"options\" must be an object");
    bool has_seed = false;
    for (const auto& o : variant.options())
      if (o.name == "seed") has_seed = true;
    // Chance comes from a seed drawn here and kept until the game ends (53 bits: exact in JSON).
    if (has_seed && !options.contains("seed")) options["seed"] = fresh_seed() >> 11;
    // Throws InputError naming a bad option, or a move of option "moves" that cannot be played.
    auto table = catalog::create_game(variant, options);
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
    std::string name = checked_name(request, "Guest");
    std::string hash = store::hash_token(token);
    for (const json& t : take) {
      if (!t.is_number_integer() || t.get<int>() < 0 || t.get<int>() >= int(g.seats.size()))
        throw InputError("\"take\": no such seat " + t.dump());
      int s = t.get<int>();
      if (g.seats[s].kind != "human")
        throw InputError(fmt::format("\"take\": seat {} is a computer's", s));
      g.seats[s].token_hash = hash;
      g.seats[s].name = name;
      taken.push_back(s);
    }

    // An open seat is offered to anyone in the lobby unless the game is for an invited friend.
    json listed = request.value("listed", json(true));
    if (!listed.is_boolean()) throw InputError("\"listed\" must be true or false");
    g.listed = listed.get<bool>();

    json clock = request.value("clock", json());
    if (!clock.is_null()) {
      if (!clock.is_object())
        throw InputError("\"clock\" must be {\"initial_s\": N, \"increment_s\": N} or null");
      json initial = clock.value("initial_s", json()),
           increment = clock.value("increment_s", json(0));
      if (!initial.is_number() || !increment.is_number())
        throw InputError("\"clock\" needs numbers \"initial_s\" and \"increment_s\"");
      auto initial_ms = std::int64_t(initial.get<double>() * 1000);
      auto increment_ms = std::int64_t(increment.get<double>() * 1000);
      if (initial_ms < 1000 || initial_ms > kMaxClockMs)
        throw InputError("\"clock\": \"initial_s\" must be from 1 to 10800 seconds");
      if (increment_ms < 0 || increment_ms > kMaxIncrementMs)
        throw InputError("\"clock\": \"increment_s\" must be from 0 to 180 seconds");
      g.clock = {{"initial_ms", initial_ms}, {"increment_ms", increment_ms}};
    }
  } catch (const InputError& e) {
    return respond({400, {{"error", e.what()}}});
  }
  g.id = new_game_id();
  g.created_ms = services_.now_ms();
  services_.committer.write(
      [g](store::Store& s) { s.create_game(g); },
      [this, g, token, taken, respond](const std::string& error) {
        if (!error.empty()) return respond({500, {{"error", "could not save the game: " + error}}});
        std::shared_ptr<Room> room;
        try {
          room = Room::open(services_, {g, {}});
        } catch (const std::exception& e) {
          return respond({500, {{"error", e.what()}}});
        }
        room = add_room(room);
        room->start();
        json tokens = json::object();
        for (int s : taken) tokens[std::to_string(s)] = token;
        respond({201, {{"id", g.id}, {"tokens", tokens}, {"url", "/game/" + g.id}}});
      });
}

void Hub::join(const std::string& id, const json& request, Respond respond) {
  int seat = -1;
  std::string name;
  try {
    if (!request.is_object()) throw InputError("the request must be a JSON object");
    if (request.contains("seat") && !request["seat"].is_null()) {
      if (!request["seat"].is_number_integer()) throw InputError("\"seat\" must be a seat number");
      seat = request["seat"].get<int>();
      if (seat < 0) throw InputError("\"seat\" must be a seat number");
    }
    name = checked_name(request, "Guest");
  } catch (const InputError& e) {
    return respond({400, {{"error", e.what()}}});
  }
  auto room = find(id);
  if (!room) return respond({404, {{"error", "no game " + id}}});
  room->join(seat, name, [respond](int s, const std::string& token_or_error) {
    if (s < 0) return respond({409, {{"error", token_or_error}}});
    respond({200, {{"seat", s}, {"token", token_or_error}}});
  });
}

json Hub::list_open(int limit) {
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
  return out;
}

json Hub::list_ids(const std::vector<std::string>& ids) {
  json out = json::array();
  for (const auto& id : ids)
    if (auto room = find(id)) out.push_back(room->summary());
  return out;
}

void Hub::create_rematch(const store::GameRecord& old,
                         std::function<void(const std::string&)> done) {
  int n = int(old.seats.size());
  store::GameRecord g;
  g.id = new_game_id();
  g.variant = old.variant;
  g.options = old.options;  // the same start (same seed), colours turned round: a fair pair
  g.clock = old.clock;
  g.created_ms = services_.now_ms();
  g.rematch_of = old.id;
  g.listed = old.listed;
  g.seats.resize(n);
  // Old seat s plays seat (s + 1) mod n, held by the same token: whichever node each holder is
  // connected to can tell them (it knows their token; no node knows another's new secret).
  for (int s = 0; s < n; ++s) g.seats[(s + 1) % n] = old.seats[s];
  services_.committer.write([g](store::Store& s) { s.create_game(g); },
                            [this, g, done](const std::string& error) {
                              if (!error.empty()) return done("");
                              try {
                                auto room = add_room(Room::open(services_, {g, {}}));
                                room->start();
                              } catch (const std::exception&) {
                                return done("");
                              }
                              done(g.id);
                            });
}

}  // namespace menagerie::server
