// Quick pairing (issue 29), the shell around the pure book of seeks (seek_book.hpp): the routes'
// answers, the sweep that pairs waiting players as their rating ranges widen and drops the seeks
// nobody asks about, and the games it creates for the players it pairs (through the hub, as a
// creator and joiners would: every check of POST /api/games and join applies).
//
// The book is kept in the players' store as one shared text (AccountStore::update_shared_text),
// so every node of a deployment on PostgreSQL pairs from the same book, each change made under the
// database's lock: players seeking on different nodes are paired, and no seek twice. Whichever
// node pairs a match creates its game; each player polls their own node, which reads the outcome
// from the book. A seek's secret never rests in the database (only its hash), and a seat's token
// rests there only sealed to a key that secret derives (players::seal).
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include <functional>
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

  // The name of the shared text that holds the book.
  static constexpr const char* kBookName = "seeks";

  Pairing(Hub& hub, store::AccountStore& shared, boost::asio::io_context& io,
          std::function<std::int64_t()> now_ms);

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
  // Keeps `body` as the outcome of `seek` (a token in it sealed to the seek's key).
  void outcome(const Seek& seek, nlohmann::json body);
  void arm();
  void sweep();

  struct Ledger;
  // Runs `change` on the shared book and its outcomes under the store's lock; keeps what it left
  // when it returns true.
  void change(const std::function<bool(Ledger&)>& change);

  Hub& hub_;
  store::AccountStore& shared_;
  boost::asio::steady_timer timer_;
  std::function<std::int64_t()> now_ms_;
};

}  // namespace menagerie::server
