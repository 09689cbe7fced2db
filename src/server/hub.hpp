// The hub: every game the server knows, by id. It creates games (validating the request against the
// catalog), hands out seats, finds a game for a request (loading it from the store when it is not
// in memory), and resumes every unfinished game after a restart. Whatever may take long (creating
// a table whose options search, loading and replaying a stored game, reading lists from the
// store) runs on the work pool, never on the caller's network thread (work_pool.hpp). Finished
// games nobody watches leave memory after a while (set_eviction) and are loaded again on demand.
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

#include "server/room.hpp"
#include "server/work_pool.hpp"
#include "store/accounts.hpp"
#include "store/feed.hpp"

namespace menagerie::server {

// An answer to a REST request: a status and a JSON body.
struct Reply {
  int status = 200;
  nlohmann::json body;
};
using Respond = std::function<void(Reply)>;
// What a lookup finds: the room, or (room null) the answer that says why not: 404 no such game,
// 503 too busy to load it now, 500 a stored game that does not replay.
using Found = std::function<void(std::shared_ptr<Room> room, const Reply& failure)>;

class Hub {
 public:
  Hub(store::Store& store, Committer& committer, ComputerPool& computers, WorkPool& work,
      boost::asio::io_context& io, std::function<std::int64_t()> now_ms);
  ~Hub();

  // Loads every unfinished game and starts it again (computers think, clocks run). Returns how
  // many games resumed. `alone`: no other node runs on this store, so the service was down and
  // the clocks resume from now; a node joining running ones leaves that and the computers' moves
  // to them.
  int resume_all(bool alone = true);

  // Several nodes on one PostgreSQL (docs/scaling.md). Called before resume_all: rooms follow the
  // writes of other nodes from then on.
  void share_store(std::int64_t takeover_ms);
  // From the change feed: another node wrote to a game (a room in memory reads it).
  void remote_change(const store::Change& change);
  // The feed reconnected, announcements may be lost: every room in memory reads its log again.
  void catch_up_all();

  // POST /api/games. `respond` runs once the game is durably stored (on another thread); the
  // request is checked and the table made on the work pool. `player`: the logged-in account of
  // the request, if any (its seats carry the account and its name; a guest's the name given).
  void create(const nlohmann::json& request, Respond respond,
              std::optional<store::Account> player = std::nullopt);
  // POST /api/games/{id}/join.
  void join(const std::string& id, const nlohmann::json& request, Respond respond,
            std::optional<store::Account> player = std::nullopt);
  // The game: at once on this thread when it is in memory, else loaded on the work pool and
  // handed over there.
  void find_async(const std::string& id, Found then) { find_async(id, false, std::move(then)); }
  // `fresh_seats`, with other nodes: the room's seats are read again from the store first (a seat
  // another node gave a moment ago may not have been announced here yet).
  void find_async(const std::string& id, bool fresh_seats, Found then);
  // The game, or nullptr when no such game exists, loading it here when it is not in memory:
  // for callers already on the work pool.
  std::shared_ptr<Room> find(const std::string& id);
  // GET /api/games?open=1 and ?ids=a,b: read on the work pool.
  void list_open(int limit, Respond respond);
  void list_ids(const std::vector<std::string>& ids, Respond respond);
  // POST /api/account/claim: the seats held by these (game id, token) pairs, a guest's, become
  // the account's, named `name` (the account's); answers how many seats.
  void give_seats(std::int64_t account_id, const std::string& name,
                  const std::vector<std::pair<std::string, std::string>>& claims, Respond respond);
  // GET /api/account/games: the games where the account holds a seat, newest first.
  void list_account(std::int64_t account_id, int limit, Respond respond);
  // GET /api/variants.
  const nlohmann::json& variants() const { return variants_; }

  // Finished games that nobody has watched or asked for during `after_ms` leave memory (checked
  // every `every_ms`); 0 keeps every game. Their record stays in the store, which answers for them
  // again when they are next asked for.
  void set_eviction(std::int64_t after_ms, std::int64_t every_ms);
  // Lessons' games (created with "lesson": true, never listed) are deleted from the store by the
  // same sweep: once over and evicted as above, or unfinished with nobody watching or asking for
  // `idle_ms` (0: only once over). Called before set_eviction.
  void set_lesson_idle(std::int64_t idle_ms) { lesson_idle_ms_ = idle_ms; }
  // Whether a creator may choose the seed (`options.seed`) of a game that leaves a human seat to
  // others. Off by default: whoever chose the seed knows what the game hides (the deal, the
  // secrets), so only a game the creator plays alone (hot-seat, against computers) may have one.
  // On for tests and for a tournament whose deal everyone may know in advance.
  void allow_chosen_seeds(bool allow) { allow_chosen_seeds_ = allow; }
  // The players' store: rated games' ends are written there (none: no game may be rated).
  void use_accounts(store::AccountStore* accounts) { services_.accounts = accounts; }
  // How many games are in memory now.
  std::size_t rooms_in_memory();
  // How many games were read back from the store since the start (evicted ones asked for again,
  // or another node's).
  std::uint64_t rooms_loaded() const { return rooms_loaded_; }

 private:
  void create_rematch(const store::GameRecord& old, std::function<void(const std::string&)> done);
  void create_checked(const nlohmann::json& request, Respond respond,
                      const std::optional<store::Account>& player);
  void join_found(const std::string& id, int seat, const std::string& name, std::int64_t account_id,
                  Respond respond);
  // Keeps `room` as the game's room, unless another was put there meanwhile (two requests loaded
  // the same game at once): returns the one kept, so that a game has one room.
  std::shared_ptr<Room> adopt(const std::shared_ptr<Room>& room);
  std::shared_ptr<Room> in_memory(const std::string& id);
  void arm_sweep();
  void sweep();

  store::Store& store_;
  WorkPool& work_;
  Services services_;
  nlohmann::json variants_;
  std::map<std::string, bool> has_engine_;
  std::mutex mutex_;
  std::map<std::string, std::shared_ptr<Room>> rooms_;
  std::int64_t evict_after_ms_ = 0, sweep_every_ms_ = 0, lesson_idle_ms_ = 0;
  bool allow_chosen_seeds_ = false;
  std::atomic<std::uint64_t> rooms_loaded_{0};
  boost::asio::steady_timer sweep_timer_;
};

}  // namespace menagerie::server
