// Storage for games played on the server: a game is its creation record (variant, options with the
// seed, seats, time control) plus an append-only event log (moves, resignations, draw offers, flag
// falls, ...). Everything else is derived by replaying the log. Two implementations: SQLite (the
// embedded default) and PostgreSQL.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace menagerie::store {

// One seat of a game. A human seat is "open" until somebody claims it (token_hash empty).
struct SeatRecord {
  std::string kind;        // "human" or "computer"
  int level = 0;           // computer seats: 1..8
  std::string name;        // shown to others ("Guest", "Computer level 4")
  std::string token_hash;  // hex SHA-256 of the seat's secret token; empty while the seat is open
  std::int64_t account_id =
      0;  // the account (store/accounts.hpp) that took it; 0: a guest, or open
};

struct GameRecord {
  std::string id;                                     // public, unguessable game id (URL-safe)
  std::string variant;                                // catalog id
  nlohmann::json options = nlohmann::json::object();  // validated options, the seed included
  std::vector<SeatRecord> seats;
  nlohmann::json clock;         // null, or {"initial_ms": N, "increment_ms": N}
  std::int64_t created_ms = 0;  // wall clock, milliseconds since the Unix epoch
  bool finished = false;
  nlohmann::json result;   // null while playing; the final result once finished
  std::string rematch_of;  // the game this one is a rematch of, or empty
  bool listed = true;      // among the open games anyone may join; false: reached by its link only
  // Played for a lesson of the Learn page (never listed, never a player's game): the server deletes
  // it once it ends or lies idle (Hub's sweep), so that lessons do not pile up in the store.
  bool lesson = false;
  // Rated (issue 29): its end changes the players' ratings (or, in a cooperative game, their best
  // scores); chosen at creation, only between accounts. False: casual.
  bool rated = false;
};

// One entry of a game's log. `seq` numbers entries 0, 1, 2, ... per game with no gap.
struct Event {
  std::int64_t seq = 0;
  std::string kind;  // "move", "resign", "draw-offer", "draw-accept", "draw-decline", "abort",
                     // "flag", "rematch", "start" (the server decides the vocabulary)
  int seat = -2;     // who acted (-2: nobody, e.g. a flag fall judged by the server)
  std::string data;  // e.g. the move text in machine form
  std::int64_t at_ms = 0;  // wall clock when the server accepted it
};

// An account's record in one game (a catalog id): its results in the finished games it sat in.
struct GameTally {
  std::string game;
  std::int64_t wins = 0, losses = 0, draws = 0;
};

struct StoredGame {
  GameRecord game;
  std::vector<Event> events;  // in seq order
};

// An event to append to one game's log.
struct Append {
  std::string game_id;
  Event event;
};

// Thrown for storage failures (I/O, a broken database, a violated constraint). The message says
// what failed; the server turns it into an error reply and changes nothing.
struct StoreError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Thrown by append when an event's seq is already taken: another writer (a second server node on
// the same PostgreSQL) appended to that game first. Nothing of the batch is written; the writer
// reads the log again and decides anew (docs/scaling.md).
struct AppendConflict : StoreError {
  using StoreError::StoreError;
};

// Every method is safe to call from several threads at once. Every write is durable (committed,
// synced as the database promises) when the call returns.
class Store {
 public:
  virtual ~Store() = default;

  // Adds a new game with no events. Throws StoreError when the id exists.
  virtual void create_game(const GameRecord& game) = 0;

  // Appends events (possibly to several games) in ONE transaction: all or nothing. Each event's
  // seq must be the next of its game (the count of its events so far, counting earlier ones in the
  // same batch); otherwise nothing is written and StoreError is thrown (AppendConflict when the seq
  // is already taken). This is how the server commits a burst of moves from many games with one
  // sync, and how two nodes appending to one game at once get exactly one of the two events in.
  virtual void append(std::span<const Append> batch) = 0;

  // Gives an open human seat to somebody: sets its name, token hash and account (0 for a guest)
  // only when the seat is still open. Returns false (changing nothing) when it was already taken,
  // is not human, or is no seat.
  virtual bool claim_seat(const std::string& game_id, int seat, const std::string& name,
                          const std::string& token_hash, std::int64_t account_id = 0) = 0;

  // Deletes the game, its seats and its events (a lesson's game, once done with). Returns false when
  // there was no such game.
  virtual bool delete_game(const std::string& game_id) = 0;

  // Marks the game finished with its result (a JSON object).
  virtual void finish_game(const std::string& game_id, const nlohmann::json& result) = 0;

  virtual std::optional<StoredGame> load_game(const std::string& game_id) = 0;

  // The game (its record and seats in full) with only its events from `from_seq` on: how a server
  // node that already holds the first `from_seq` events catches up with another node's writes.
  virtual std::optional<StoredGame> load_game_since(const std::string& game_id,
                                                    std::int64_t from_seq) {
    std::optional<StoredGame> g = load_game(game_id);
    if (g) std::erase_if(g->events, [&](const Event& e) { return e.seq < from_seq; });
    return g;
  }

  // Unfinished games (with their events), oldest first: what the server resumes after a restart.
  virtual std::vector<StoredGame> unfinished_games() = 0;

  // Games, newest first, at most `limit`, lessons' games left out: when `open_only`, the
  // unfinished listed games with an open human seat (what a stranger may join).
  virtual std::vector<GameRecord> list_games(bool open_only, int limit) = 0;

  // Gives the account the seats of `game_id` held by the token whose hash is `token_hash` and held
  // by no account yet (a guest's seats, claimed when the guest signs up or logs in), each named
  // `name` (the account's, as a seat an account holds is named): how many.
  virtual int give_seats_to_account(const std::string& game_id, const std::string& token_hash,
                                    std::int64_t account_id, const std::string& name) = 0;

  // The games where the account holds a seat, newest first, at most `limit`, lessons' games left
  // out: "your games" on any device the player logs in from.
  virtual std::vector<GameRecord> games_of_account(std::int64_t account_id, int limit) = 0;

  // The account's wins, losses and draws per game (by game id), read from the results of the
  // finished games where it holds a seat (its first seat's entry of the result's "results"):
  // aborted games (no "results") and lessons' games are not counted. A profile's record.
  virtual std::vector<GameTally> tally_of_account(std::int64_t account_id) = 0;
};

// Opens (creating when missing) the SQLite database file at `path`: WAL mode, synchronous=FULL.
std::unique_ptr<Store> open_sqlite(const std::string& path);
// Connects to PostgreSQL (a libpq connection string or URL) and creates the tables when missing.
std::unique_ptr<Store> open_postgres(const std::string& url);

}  // namespace menagerie::store
