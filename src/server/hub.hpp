// The hub: every game the server knows, by id. It creates games (validating the request against the
// catalog), hands out seats, finds a game for a request (loading it from the store when it is not
// in memory), and resumes every unfinished game after a restart.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>

#include "server/room.hpp"
#include "store/feed.hpp"

namespace menagerie::server {

// An answer to a REST request: a status and a JSON body.
struct Reply {
  int status = 200;
  nlohmann::json body;
};
using Respond = std::function<void(Reply)>;

class Hub {
 public:
  Hub(store::Store& store, Committer& committer, ComputerPool& computers,
      boost::asio::io_context& io, std::function<std::int64_t()> now_ms);

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

  // POST /api/games. `respond` runs once the game is durably stored (on another thread).
  void create(const nlohmann::json& request, Respond respond);
  // POST /api/games/{id}/join.
  void join(const std::string& id, const nlohmann::json& request, Respond respond);
  // The game, or nullptr when no such game exists.
  std::shared_ptr<Room> find(const std::string& id);
  // GET /api/games?open=1 and ?ids=a,b.
  nlohmann::json list_open(int limit);
  nlohmann::json list_ids(const std::vector<std::string>& ids);
  // GET /api/variants.
  const nlohmann::json& variants() const { return variants_; }

 private:
  void create_rematch(const store::GameRecord& old, std::function<void(const std::string&)> done);
  // Returns the room kept: one that was added meanwhile for the same game wins over `room`.
  std::shared_ptr<Room> add_room(const std::shared_ptr<Room>& room);

  store::Store& store_;
  Services services_;
  nlohmann::json variants_;
  std::map<std::string, bool> has_engine_;
  std::mutex mutex_;
  std::map<std::string, std::shared_ptr<Room>> rooms_;
};

}  // namespace menagerie::server
