#include "server/profiles_api.hpp"

#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "catalog/game_analysis.hpp"
#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "players/glicko2.hpp"
#include "players/names.hpp"
#include "players/outcomes.hpp"

namespace menagerie::server {

namespace {

using nlohmann::json;

// A game's name for people, or its id when the catalog no longer has it (an old record).
std::string title_of(const std::string& game) {
  const catalog::Variant* v = catalog::lookup(game);
  return v ? std::string(v->name()) : game;
}

std::string game_link(const std::string& game_id) { return "/game/" + game_id; }

// Whether POST /api/analysis takes games of `game` (no secrets, no chance, an engine that
// evaluates): a finished one then links to its analysis.
bool analysable(const std::string& game) {
  const catalog::Variant* v = catalog::lookup(game);
  if (!v) return false;
  try {
    catalog::require_analysable(*v);
    return true;
  } catch (const InputError&) {
    return false;
  }
}

// The stored rating as it stands at `now`: its RD grown by the idle days since its last game.
players::Rating rating_now(const store::RatingRecord& r, std::int64_t now) {
  return players::as_of(players::Rating{r.rating, r.rd, r.volatility}, r.updated_ms, now);
}

// What the account's seat in `g` came to: "playing", "aborted", or its entry of the results.
std::string seat_result(const store::GameRecord& g, int seat) {
  if (!g.finished) return "playing";
  const json& results = g.result.is_object() ? g.result.value("results", json()) : json();
  if (results.is_array() && seat < int(results.size()) && results[seat].is_string())
    return results[seat].get<std::string>();
  return "aborted";
}

json recent_game(const store::GameRecord& g, std::int64_t account_id) {
  int mine = 0;
  while (mine < int(g.seats.size()) && g.seats[mine].account_id != account_id) ++mine;
  json opponents = json::array();
  for (const store::SeatRecord& s : g.seats) {
    if (s.account_id == account_id) continue;  // a hot-seat game against oneself names nobody
    // "account": the name is an account's (a profile to link to), not a guest's or a computer's.
    opponents.push_back(
        {{"name", s.name.empty() ? "open seat" : s.name}, {"account", s.account_id != 0}});
  }
  const std::string result = seat_result(g, mine);
  json out{{"id", g.id},
           {"game", g.variant},
           {"title", title_of(g.variant)},
           {"opponents", std::move(opponents)},
           {"result", result},
           {"created_ms", g.created_ms},
           {"link", game_link(g.id)}};
  if (result != "playing" && result != "aborted" && analysable(g.variant))
    out["analysis"] = "/analysis?game=" + g.id;
  return out;
}

}  // namespace

ProfilesApi::ProfilesApi(store::AccountStore& accounts, store::Store& games,
                         std::function<std::int64_t()> now_ms, ProfilePolicy policy)
    : accounts_(accounts), games_(games), now_ms_(std::move(now_ms)), policy_(policy) {}

Reply ProfilesApi::player(const std::string& name) {
  // A name no account may have is simply nobody's (name_key of it would find nothing anyway).
  std::optional<store::Account> account;
  if (!players::name_error(name)) account = accounts_.find_account(players::name_key(name));
  if (!account) return {404, {{"error", fmt::format("no player '{}'", name)}}};
  const std::int64_t now = now_ms_();

  // Every game the player has a rating or a result in, in the catalog's order (then any game the
  // catalog no longer has, by id).
  std::map<std::string, json> by_game;
  auto entry = [&](const std::string& game) -> json& {
    json& e = by_game[game];
    if (e.is_null()) {
      e = {{"game", game},
           {"title", title_of(game)},
           {"rating", nullptr},
           {"rd", nullptr},
           {"provisional", true},
           {"games", 0},
           {"history", json::array()},
           {"record", {{"wins", 0}, {"losses", 0}, {"draws", 0}}}};
    }
    return e;
  };
  for (const store::RatingRecord& r : accounts_.ratings_of(account->id)) {
    json& e = entry(r.game);
    const players::Rating shown = rating_now(r, now);
    e["rating"] = shown.rating;
    e["rd"] = shown.rd;
    e["provisional"] = players::provisional(shown);
    e["games"] = r.games;
    json history = json::array();
    for (const store::RatingChange& c : accounts_.rating_history(account->id, r.game))
      history.push_back({c.after.updated_ms, c.after.rating});
    e["history"] = std::move(history);
  }
  for (const store::GameTally& t : games_.tally_of_account(account->id))
    entry(t.game)["record"] = {{"wins", t.wins}, {"losses", t.losses}, {"draws", t.draws}};

  json games = json::array();
  for (const catalog::Variant* v : catalog::variants()) {
    auto it = by_game.find(std::string(v->id()));
    if (it == by_game.end()) continue;
    games.push_back(std::move(it->second));
    by_game.erase(it);
  }
  for (auto& [id, e] : by_game) games.push_back(std::move(e));

  json recent = json::array();
  for (const store::GameRecord& g : games_.games_of_account(account->id, policy_.recent_games))
    recent.push_back(recent_game(g, account->id));

  return {200,
          {{"name", account->name},
           {"joined_ms", account->created_ms},
           {"games", std::move(games)},
           {"recent", std::move(recent)}}};
}

Reply ProfilesApi::leaderboard(const std::string& game) {
  const catalog::Variant* v = catalog::lookup(game);
  if (!v) {
    std::string known;
    for (const catalog::Variant* each : catalog::variants())
      known += (known.empty() ? "" : ", ") + std::string(each->id());
    return {404, {{"error", fmt::format("no game '{}' (the games: {})", game, known)}}};
  }
  json rows = json::array();
  json out{{"game", game}, {"title", std::string(v->name())}};
  if (v->traits().cooperative) {
    // Scored, not rated: the best scores of all time, the first game to reach each.
    for (const store::BestScore& b : accounts_.best_scores(game, policy_.leaderboard_size)) {
      rows.push_back({{"rank", int(rows.size()) + 1},
                      {"name", b.name},
                      {"score", b.score},
                      {"at_ms", b.at_ms},
                      {"link", game_link(b.game_id)}});
    }
    out["kind"] = "scores";
  } else {
    const std::int64_t now = now_ms_();
    const std::int64_t since = now - policy_.active_ms;
    const players::Settings settings;
    // The store filters on the RDs it holds (as of each player's last game); the idle days since
    // may have grown some past the bound. Those are left out, and more are read while the board
    // is not full and the store may hold more (twice the board, then four times that, ...).
    for (int asked = 2 * policy_.leaderboard_size;; asked *= 4) {
      const std::vector<store::LeaderRow> read =
          accounts_.leaderboard(game, since, settings.provisional_rd, asked);
      rows = json::array();
      for (const store::LeaderRow& row : read) {
        const players::Rating shown = rating_now(row.rating, now);
        if (players::provisional(shown, settings)) continue;
        rows.push_back({{"rank", int(rows.size()) + 1},
                        {"name", row.name},
                        {"rating", shown.rating},
                        {"rd", shown.rd},
                        {"games", row.rating.games}});
        if (int(rows.size()) == policy_.leaderboard_size) break;
      }
      if (int(rows.size()) == policy_.leaderboard_size || int(read.size()) < asked) break;
    }
    out["kind"] = "ratings";
    out["since_ms"] = since;
  }
  out["rows"] = std::move(rows);
  return {200, std::move(out)};
}

}  // namespace menagerie::server
