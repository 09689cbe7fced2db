#include "server/pairing.hpp"

#include <fmt/format.h>
#include <boost/asio/post.hpp>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <numeric>
#include <random>

#include "core/error.hpp"
#include "players/secrets.hpp"
#include "server/request_fields.hpp"
#include "server/tokens.hpp"
#include "store/token.hpp"

namespace menagerie::server {

using nlohmann::json;

namespace {

std::optional<store::Account> account_of(const Seek& s) {
  if (s.account_id == 0) return std::nullopt;
  store::Account a;
  a.id = s.account_id;
  a.name = s.name;
  return a;
}

json public_seek(const Seek& s) {
  json j = {{"id", s.public_id}, {"variant", s.variant}, {"clock", s.clock},
            {"rated", s.rated},  {"players", s.players}, {"name", s.name}};
  if (s.any_size) j["any"] = true;  // a race of any size: `players` is the most it seats
  if (s.rating) j["rating"] = std::lround(*s.rating);
  return j;
}

// The sizes of a variant's game, read from the catalog (the server knows no game): the seats of
// its default game, or, for a variant whose integer option "seats" chooses how many (docs/api.md;
// Golf's race), the range of a race of people.
struct Sizes {
  int seats = 0;           // of the default game (0: no such variant)
  bool by_option = false;  // the option "seats" chooses the size
  int fewest = 2, most = 2;
};

Sizes sizes_of(const json& variants, const std::string& id) {
  Sizes out;
  for (const json& v : variants) {
    if (v.value("id", "") != id) continue;
    out.seats = int(v.value("seats", json::array()).size());
    out.fewest = out.most = out.seats;
    for (const json& o : v.value("options", json::array()))
      if (o.value("name", "") == "seats" && o.value("type", "") == "integer" &&
          o.value("max", 0) >= 2) {
        out.by_option = true;
        out.fewest = std::max(2, o.value("min", 2));
        out.most = o.value("max", 2);
      }
  }
  return out;
}

// The size a seek asks for: "players" (a number, or "any" in a race), the game's own by default.
void read_size(const json& request, const Sizes& sizes, Seek& s) {
  json players = request.value("players", json());
  if (!sizes.by_option) {
    s.players = sizes.seats;
    if (!players.is_null() && players != json(sizes.seats))
      throw InputError(
          fmt::format("\"players\": {} seats {}: no size to choose", s.variant, sizes.seats));
    return;
  }
  // A race: of the size asked, or of any size (the default); it may start short after a wait.
  s.fewest = sizes.fewest;
  if (players.is_null() || players == "any") {
    s.any_size = true;
    s.players = sizes.most;
    return;
  }
  if (!players.is_number_integer())
    throw InputError("\"players\" must be a number of players or \"any\"");
  int n = players.get<int>();
  if (n < sizes.fewest || n > sizes.most)
    throw InputError(fmt::format("\"players\": a race of {} has {} to {} players", s.variant,
                                 sizes.fewest, sizes.most));
  s.players = n;
}

// The browser's key, so that one guest's two tabs are one holder: letters, digits, '-' and '_'.
std::string read_holder(const json& request) {
  json h = request.value("holder", json());
  if (h.is_null()) return "";
  if (!h.is_string()) throw InputError("\"holder\" must be a string: this browser's key");
  std::string key = h.get<std::string>();
  bool plain = std::all_of(key.begin(), key.end(),
                           [](unsigned char c) { return std::isalnum(c) || c == '-' || c == '_'; });
  if (key.empty() || key.size() > 64 || !plain)
    throw InputError("\"holder\" must be 1 to 64 letters, digits, '-' or '_'");
  return key;
}

}  // namespace

// The book and the outcomes of the seeks it paired, by each seek's key (the hash of its secret):
// {"status": "pairing"}, then "paired" (the game, the seat and the token sealed) or "failed".
struct Pairing::Ledger {
  SeekBook book;
  json outcomes = json::object();  // key -> {"body": ..., "at_ms": N}

  static Ledger read(const std::string& text) {
    Ledger l;
    if (text.empty()) return l;
    try {
      json j = json::parse(text);
      l.book = SeekBook(j.at("seeks").get<std::vector<Seek>>());
      l.outcomes = j.at("outcomes");
    } catch (const json::exception& e) {
      // Not a book this program wrote: begin a new one rather than stop pairing for good.
      std::fprintf(stderr, "quick pairing: the shared book could not be read (%s): begun anew\n",
                   e.what());
      return Ledger{};
    }
    return l;
  }
  std::string text() const {
    return json{{"seeks", book.waiting()}, {"outcomes", outcomes}}.dump();
  }
  void keep(const std::string& key, json body, std::int64_t now) {
    outcomes[key] = {{"body", std::move(body)}, {"at_ms", now}};
  }
};

Pairing::Pairing(Hub& hub, store::AccountStore& shared, boost::asio::io_context& io,
                 std::function<std::int64_t()> now_ms)
    : hub_(hub), shared_(shared), timer_(io), now_ms_(std::move(now_ms)) {}

void Pairing::start() { arm(); }

void Pairing::change(const std::function<bool(Ledger&)>& change) {
  shared_.update_shared_text(kBookName, [&](const std::string& text) -> std::optional<std::string> {
    Ledger l = Ledger::read(text);
    if (!change(l)) return std::nullopt;
    return l.text();
  });
}

Reply Pairing::seek(const json& request, const std::optional<store::Account>& who,
                    std::optional<double> rating) {
  Seek s;
  std::string take;
  try {
    if (!request.is_object()) throw InputError("a seek is a JSON object");
    if (!request.contains("variant") || !request["variant"].is_string())
      throw InputError("a seek needs \"variant\": the game's id");
    s.variant = request["variant"].get<std::string>();
    Sizes sizes = sizes_of(hub_.variants(), s.variant);
    if (sizes.seats == 0) throw InputError("no variant " + s.variant);
    if (sizes.most < 2) throw InputError(s.variant + " is played alone: nobody to pair");
    read_size(request, sizes, s);
    s.holder = read_holder(request);
    // The clock as the game will store it, so that two ways of writing one control pair.
    s.clock = stored_clock(request.value("clock", json()));
    json rated = request.value("rated", json(false));
    if (!rated.is_boolean()) throw InputError("\"rated\" must be true or false");
    s.rated = rated.get<bool>();
    if (s.rated && !who) return {401, {{"error", "log in to seek a rated game"}}};
    s.name = who ? who->name : checked_name(request, "Guest");
    s.account_id = who ? who->id : 0;
    s.rating = rating;
    if (request.contains("take") && !request["take"].is_null()) {
      if (!request["take"].is_string()) throw InputError("\"take\" must be a listed seek's id");
      take = request["take"].get<std::string>();
    }
  } catch (const InputError& e) {
    return {400, {{"error", e.what()}}};
  }
  // The holder's secret; the book keeps its hash, and the key a seat's token is sealed to.
  const std::string secret = new_game_id();
  s.id = store::hash_token(secret);
  s.seal_key = players::sealing_key(secret);
  s.public_id = new_game_id();
  std::optional<Match> match;
  std::string why;
  change([&](Ledger& l) {
    const std::int64_t now = now_ms_();
    match = take.empty() ? l.book.add(s, now) : l.book.take(take, s, why);
    if (!match) return take.empty();  // a refused take leaves the book as it was
    for (const auto& m : *match) l.keep(m.id, {{"status", "pairing"}}, now);
    return true;
  });
  if (!match && !take.empty()) return {409, {{"error", why}}};
  json body = {
      {"id", secret}, {"public_id", s.public_id}, {"status", match ? "pairing" : "waiting"}};
  if (match) seat(std::move(*match));
  return {201, body};
}

Reply Pairing::status(const std::string& id) {
  const std::string key = store::hash_token(id);
  std::optional<json> body;
  change([&](Ledger& l) {
    body.reset();
    if (l.book.touch(key, now_ms_())) {
      body = json{{"status", "waiting"}};
      return true;
    }
    if (l.outcomes.contains(key)) body = l.outcomes[key]["body"];
    return false;
  });
  if (!body) return {404, {{"error", "no such seek: it was cancelled or expired"}}};
  if (body->contains("sealed_token")) {
    // Sealed by whichever node seated the player, to the key this seek's secret derives.
    auto token = players::unseal(id, (*body)["sealed_token"].get<std::string>());
    body->erase("sealed_token");
    if (!token) return {500, {{"error", "the seat's token could not be read"}}};
    (*body)["token"] = *token;
  }
  return {200, *body};
}

Reply Pairing::cancel(const std::string& id) {
  const std::string key = store::hash_token(id);
  Reply reply;
  change([&](Ledger& l) {
    if (l.book.cancel(key)) {
      reply = {200, {{"status", "cancelled"}}};
      return true;
    }
    reply = l.outcomes.contains(key)
                ? Reply{409, {{"error", "too late: the seek was paired"}}}
                : Reply{404, {{"error", "no such seek: it was cancelled or expired"}}};
    return false;
  });
  return reply;
}

Reply Pairing::listed() {
  json out = json::array();
  change([&](Ledger& l) {
    out = json::array();
    for (const auto& s : l.book.waiting()) out.push_back(public_seek(s));
    return false;
  });
  return {200, out};
}

void Pairing::outcome(const Seek& seek, json body) {
  if (body.contains("token")) {
    body["sealed_token"] = players::seal(seek.seal_key, body["token"].get<std::string>());
    body.erase("token");
  }
  change([&](Ledger& l) {
    l.keep(seek.id, body, now_ms_());
    return true;
  });
}

void Pairing::seat(Match match) {
  // Who plays which seat (White, a team) is drawn, not the order of arrival.
  auto seats = std::make_shared<std::vector<int>>(match.size());
  std::iota(seats->begin(), seats->end(), 0);
  std::shuffle(seats->begin(), seats->end(), std::mt19937_64(std::random_device{}()));
  auto shared = std::make_shared<Match>(std::move(match));
  const Seek& first = shared->front();
  json request = {{"variant", first.variant},
                  {"seats", json::array()},
                  {"take", {(*seats)[0]}},
                  {"clock", requested_clock(first.clock)},  // the hub checks it again
                  {"listed", false},
                  {"name", first.name}};
  for (std::size_t k = 0; k < shared->size(); ++k) request["seats"].push_back({{"kind", "human"}});
  // A race's size is its option "seats": as many as were paired.
  if (sizes_of(hub_.variants(), first.variant).by_option)
    request["options"] = {{"seats", shared->size()}};
  if (first.rated) request["rated"] = true;
  hub_.create(
      request,
      [this, shared, seats](Reply r) {
        const Seek& first = shared->front();
        if (r.status != 201) {
          for (const auto& s : *shared)
            outcome(s, {{"status", "failed"},
                        {"error", r.body.value("error", "the game could not be created")}});
          return;
        }
        std::string game = r.body["id"];
        std::string token = r.body["tokens"].value(std::to_string((*seats)[0]), "");
        outcome(first,
                {{"status", "paired"}, {"game", game}, {"seat", (*seats)[0]}, {"token", token}});
        // Not from inside the hub's callback, which may hold the room's lock: from the io threads.
        boost::asio::post(timer_.get_executor(), [=, this] { join_next(shared, seats, game, 1); });
      },
      account_of(first));
}

void Pairing::join_next(std::shared_ptr<Match> match, std::shared_ptr<std::vector<int>> seats,
                        std::string game, std::size_t k) {
  if (k >= match->size()) return;
  const Seek& s = (*match)[k];
  hub_.join(
      game, {{"seat", (*seats)[k]}, {"name", s.name}},
      [this, match, seats, game, k](Reply r) {
        const Seek& s = (*match)[k];
        if (r.status == 200)
          outcome(s, {{"status", "paired"},
                      {"game", game},
                      {"seat", r.body["seat"]},
                      {"token", r.body["token"]}});
        else
          outcome(s, {{"status", "failed"},
                      {"error", r.body.value("error", "the seat could not be taken")}});
        boost::asio::post(timer_.get_executor(),
                          [=, this] { join_next(match, seats, game, k + 1); });
      },
      account_of(s));
}

void Pairing::arm() {
  timer_.expires_after(std::chrono::milliseconds(kSweepMs));
  timer_.async_wait([this](const boost::system::error_code& ec) {
    if (!ec) sweep();
  });
}

void Pairing::sweep() {
  std::vector<Match> matches;
  try {
    change([&](Ledger& l) {
      const std::int64_t now = now_ms_();
      bool changed = !l.book.expire(now, kIdleMs).empty();
      for (auto it = l.outcomes.begin(); it != l.outcomes.end();) {
        if (now - (*it)["at_ms"].get<std::int64_t>() > kOutcomeMs) {
          it = l.outcomes.erase(it);
          changed = true;
        } else {
          ++it;
        }
      }
      matches = l.book.sweep(now);
      for (const auto& m : matches)
        for (const auto& s : m) l.keep(s.id, {{"status", "pairing"}}, now);
      return changed || !matches.empty();
    });
  } catch (const std::exception& e) {
    // The store is down for a moment: the next sweep tries again.
    std::fprintf(stderr, "quick pairing: the sweep failed: %s\n", e.what());
    matches.clear();
  }
  for (auto& m : matches) seat(std::move(m));
  arm();
}

}  // namespace menagerie::server
