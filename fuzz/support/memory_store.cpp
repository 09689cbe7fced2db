#include "support/memory_store.hpp"

#include <algorithm>

#include "store/records.hpp"

namespace menagerie::fuzz {

using store::StoreError;

void MemoryStore::create_game(const store::GameRecord& game) {
  std::lock_guard lock(mutex_);
  if (games_.count(game.id)) throw StoreError("game " + game.id + " exists");
  games_[game.id] = {game, {}};
  order_.push_back(game.id);
}

void MemoryStore::append(std::span<const store::Append> batch) {
  std::lock_guard lock(mutex_);
  // All or nothing: check every event against the counts so far, the batch's own included.
  std::map<std::string, std::int64_t> next;
  for (const auto& a : batch) {
    auto it = games_.find(a.game_id);
    if (it == games_.end()) throw StoreError("no game " + a.game_id);
    auto [n, fresh] = next.try_emplace(a.game_id, std::int64_t(it->second.events.size()));
    if (a.event.seq != n->second) throw StoreError("event out of sequence in " + a.game_id);
    ++n->second;
  }
  for (const auto& a : batch) games_[a.game_id].events.push_back(a.event);
}

bool MemoryStore::claim_seat(const std::string& game_id, int seat, const std::string& name,
                             const std::string& token_hash, std::int64_t account_id) {
  std::lock_guard lock(mutex_);
  auto it = games_.find(game_id);
  if (it == games_.end()) return false;
  auto& seats = it->second.game.seats;
  if (seat < 0 || seat >= int(seats.size()) || seats[seat].kind != "human" ||
      !seats[seat].token_hash.empty())
    return false;
  seats[seat].name = name;
  seats[seat].token_hash = token_hash;
  seats[seat].account_id = account_id;
  return true;
}

int MemoryStore::give_seats_to_account(const std::string& game_id, const std::string& token_hash,
                                       std::int64_t account_id, const std::string& name) {
  std::lock_guard lock(mutex_);
  auto it = games_.find(game_id);
  if (it == games_.end() || token_hash.empty()) return 0;
  int given = 0;
  for (auto& s : it->second.game.seats)
    if (s.token_hash == token_hash && s.account_id == 0) {
      s.account_id = account_id;
      s.name = name;
      ++given;
    }
  return given;
}

std::vector<store::GameRecord> MemoryStore::games_of_account(std::int64_t account_id, int limit) {
  std::lock_guard lock(mutex_);
  std::vector<store::GameRecord> out;
  if (account_id == 0) return out;
  for (auto it = order_.rbegin(); it != order_.rend() && int(out.size()) < limit; ++it) {
    const store::GameRecord& g = games_[*it].game;
    if (!g.lesson && std::any_of(g.seats.begin(), g.seats.end(), [&](const store::SeatRecord& s) {
          return s.account_id == account_id;
        }))
      out.push_back(g);
  }
  return out;
}

std::vector<store::GameTally> MemoryStore::tally_of_account(std::int64_t account_id) {
  std::lock_guard lock(mutex_);
  std::vector<store::detail::SeatOutcome> finished;
  if (account_id == 0) return {};
  for (const auto& [id, stored] : games_) {
    const store::GameRecord& g = stored.game;
    if (!g.finished || g.lesson) continue;
    for (int s = 0; s < int(g.seats.size()); ++s) {
      if (g.seats[s].account_id != account_id) continue;
      finished.push_back({g.variant, g.result, s});
      break;
    }
  }
  return store::detail::tally(finished);
}

bool MemoryStore::delete_game(const std::string& game_id) {
  std::lock_guard lock(mutex_);
  std::erase(order_, game_id);
  return games_.erase(game_id) == 1;
}

void MemoryStore::finish_game(const std::string& game_id, const nlohmann::json& result) {
  std::lock_guard lock(mutex_);
  auto it = games_.find(game_id);
  if (it == games_.end()) throw StoreError("no game " + game_id);
  it->second.game.finished = true;
  it->second.game.result = result;
}

std::optional<store::StoredGame> MemoryStore::load_game(const std::string& game_id) {
  std::lock_guard lock(mutex_);
  auto it = games_.find(game_id);
  if (it == games_.end()) return std::nullopt;
  return it->second;
}

std::vector<store::StoredGame> MemoryStore::unfinished_games() {
  std::lock_guard lock(mutex_);
  std::vector<store::StoredGame> out;
  for (const auto& id : order_)
    if (!games_[id].game.finished) out.push_back(games_[id]);
  return out;
}

std::vector<store::GameRecord> MemoryStore::list_games(bool open_only, int limit) {
  std::lock_guard lock(mutex_);
  std::vector<store::GameRecord> out;
  for (auto it = order_.rbegin(); it != order_.rend() && int(out.size()) < limit; ++it) {
    const store::GameRecord& g = games_[*it].game;
    bool open = std::any_of(g.seats.begin(), g.seats.end(), [](const store::SeatRecord& s) {
      return s.kind == "human" && s.token_hash.empty();
    });
    if (!g.lesson && (!open_only || (!g.finished && open))) out.push_back(g);
  }
  return out;
}

void MemoryStore::clear() {
  std::lock_guard lock(mutex_);
  games_.clear();
  order_.clear();
}

}  // namespace menagerie::fuzz
