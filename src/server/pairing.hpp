// Quick pairing (issue 29), the shell around the pure book of seeks (seek_book.hpp): the routes'
// answers, the sweep that pairs waiting players as their rating ranges widen and drops the seeks
// nobody asks about, and the games it creates for the players it pairs (through the hub, as a
// creator and joiners would: every check of POST /api/games and join applies).
//
// One node's book: with several nodes on PostgreSQL, players seeking on different nodes are not
// paired with each other (docs/players.md).
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "server/hub.hpp"
#include "server/seek_book.hpp"
#include "store/accounts.hpp"

namespace menagerie::server {

class Pairing {
 public:
  // A seek nobody polls for this long is dropped (its player closed the page).
  static constexpr std::int64_t kIdleMs = 20'000;
  // How often waiting seeks are looked at again; how long an outcome waits for its poll.
  static constexpr std::int64_t kSweepMs = 2'000, kOutcomeMs = 120'000;

  Pairing(Hub& hub, boost::asio::io_context& io, std::function<std::int64_t()> now_ms);

  void start();  // the sweep timer, which runs until the io context stops

  // POST /api/seeks: {"variant", "clock"?, "rated"?, "name"?, "take"?: public id, "players"?: a
  // race's size or "any", "holder"?: the browser's key (one guest's tabs never pair)}. `who`: the
  // logged-in account, if any; `rating`: its rating in the variant. 201 {"id", "status"} or a
  // refusal naming what is wrong.
  // 201 {"id", "public_id", "status"}: `public_id` is how GET /api/seeks lists it.
  Reply seek(const nlohmann::json& request, const std::optional<store::Account>& who,
             std::optional<double> rating);
  // GET /api/seeks/{id}: "waiting", "pairing", "paired" (with the game, its seat and token) or
  // "failed" (with the error); 404 for a seek that is not (or no longer) known.
  Reply status(const std::string& id);
  // DELETE /api/seeks/{id}.
  Reply cancel(const std::string& id);
  // GET /api/seeks: the seeks waiting, oldest first, as anyone may see them.
  Reply listed();

 private:
  // Creates the game of `match` (its seats shuffled): the first player creates it, the others
  // join their seats; each seek's outcome is kept for its poll.
  void seat(Match match);
  void join_next(std::shared_ptr<Match> match, std::shared_ptr<std::vector<int>> seats,
                 std::string game, std::size_t k);
  void outcome(const std::string& id, nlohmann::json body);
  void arm();
  void sweep();

  Hub& hub_;
  boost::asio::steady_timer timer_;
  std::function<std::int64_t()> now_ms_;
  std::mutex mutex_;
  SeekBook book_;
  struct Outcome {
    nlohmann::json body;
    std::int64_t at_ms = 0;
  };
  std::map<std::string, Outcome> outcomes_;  // by seek id: pairing, paired or failed
};

}  // namespace menagerie::server
