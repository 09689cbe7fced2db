// The players' part of the store (docs/players.md): accounts, sessions, ratings per game and their
// history, beside the games and never inside them. It opens the same database as the game store
// (its own connection) and keeps its tables to itself: no game table has a column for it, and its
// schema has its own version (the table players_schema), so the two parts migrate independently.
// It knows no rating rule: a rating update is a function the caller passes (src/players decides).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "store/store.hpp"

namespace menagerie::store {

struct Account {
  std::int64_t id = 0;        // given by the store
  std::string name;           // as its owner wrote it
  std::string name_key;       // the uniqueness key (players::name_key)
  std::string password_hash;  // Argon2id hash string, never the password
  std::int64_t created_ms = 0;
};

// A logged-in browser. The token itself lives only in the browser's cookie.
struct Session {
  std::string token_hash;  // players::hash_session_token of the cookie's token
  std::int64_t account_id = 0;
  std::int64_t created_ms = 0;
  std::int64_t expires_ms = 0;
};

// An account's rating in one game (a catalog id), on the Glicko scale.
struct RatingRecord {
  std::int64_t account_id = 0;
  std::string game;
  double rating = 0.0;
  double rd = 0.0;
  double volatility = 0.0;
  std::int64_t games = 0;  // rated games played
  std::int64_t updated_ms = 0;
};

// One line of an account's history in a game: the rating a rated game left it with.
struct RatingChange {
  std::string game_id;
  RatingRecord after;
};

// An account's best score in a game scored rather than rated (Cooperative: a team's points).
struct BestScore {
  std::int64_t account_id = 0;
  std::string name;  // the account's name, for the table
  std::string game;
  std::int64_t score = 0;
  std::string game_id;  // the game that scored it first
  std::int64_t at_ms = 0;
};

// A line of a game's leaderboard: a rating and the name of its account.
struct LeaderRow {
  std::string name;
  RatingRecord rating;
};

// Thrown by create_account when the name key is taken; nothing is written.
struct NameTaken : StoreError {
  using StoreError::StoreError;
};

// Given the ratings that `accounts` hold in the game before it was played (in the order given;
// nothing for an account not rated in that game yet), the ratings they hold after it, in the same
// order. Called inside the store's transaction: it must not call the store.
using RatingUpdate = std::function<std::vector<RatingRecord>(
    const std::vector<std::optional<RatingRecord>>& before)>;

// Every method is safe from several threads at once; every write is durable when it returns.
class AccountStore {
 public:
  virtual ~AccountStore() = default;

  // Adds an account and returns it with its id. Throws NameTaken when name_key exists.
  virtual Account create_account(const std::string& name, const std::string& name_key,
                                 const std::string& password_hash, std::int64_t created_ms) = 0;
  virtual std::optional<Account> find_account(const std::string& name_key) = 0;
  virtual std::optional<Account> account_by_id(std::int64_t id) = 0;
  // Replaces the password hash; false when there is no such account.
  virtual bool set_password_hash(std::int64_t account_id, const std::string& password_hash) = 0;

  // Throws StoreError when the token hash exists or the account does not.
  virtual void create_session(const Session& session) = 0;
  // The session, unless there is none or it expired at or before `now_ms`.
  virtual std::optional<Session> find_session(const std::string& token_hash,
                                              std::int64_t now_ms) = 0;
  // Log out: false when there was no such session.
  virtual bool delete_session(const std::string& token_hash) = 0;
  // Every session of an account (a password change logs out everywhere); how many there were.
  virtual int delete_sessions_of(std::int64_t account_id) = 0;
  // Every session expired at or before `now_ms` (the server's periodic sweep); how many.
  virtual int delete_expired_sessions(std::int64_t now_ms) = 0;

  virtual std::optional<RatingRecord> rating(std::int64_t account_id, const std::string& game) = 0;
  // The ratings rated games left the account with in `game`, oldest first.
  virtual std::vector<RatingChange> rating_history(std::int64_t account_id,
                                                   const std::string& game) = 0;
  // The account's rating in every game it has one in, by game id.
  virtual std::vector<RatingRecord> ratings_of(std::int64_t account_id) = 0;
  // The ratings in `game` with an RD of at most `max_rd` (the caller's rule of a settled rating)
  // updated at or after `since_ms`, highest first (then more games, then the older account), at
  // most `limit`.
  virtual std::vector<LeaderRow> leaderboard(const std::string& game, std::int64_t since_ms,
                                             double max_rd, int limit) = 0;

  // Rates the game `game_id` (of the catalog game `game`) exactly once. In one transaction: marks
  // the game rated, reads the accounts' ratings, calls `update` and writes what it returns and a
  // history line each. Returns false and writes nothing when the game was rated before (also by
  // another process racing this one: one of the two wins). Throws StoreError, writing nothing, for
  // an unknown or repeated account, or when `update` returns other accounts or another game.
  virtual bool rate_game(const std::string& game_id, const std::string& game,
                         std::span<const std::int64_t> accounts, std::int64_t at_ms,
                         const RatingUpdate& update) = 0;

  // Keeps `score` as the account's best in `game` when it beats the best so far (an equal score
  // keeps the earlier game). True when it is the new best. Throws StoreError for no such account.
  virtual bool record_score(std::int64_t account_id, const std::string& game, std::int64_t score,
                            const std::string& game_id, std::int64_t at_ms) = 0;
  // The best scores in `game`, highest first (equal scores: the earlier first), at most `limit`.
  virtual std::vector<BestScore> best_scores(const std::string& game, int limit) = 0;

  // What the server calls when a rated game ends: records its result (as Store::finish_game) and
  // rates it (as rate_game) in ONE transaction. Returns false and writes nothing when the game is
  // already finished (another node recorded it first) or already rated. Throws StoreError, writing
  // nothing, for a game that does not exist, a result that is not a JSON object, or any of
  // rate_game's refusals, or when rate_game rated the game before it was finished (a caller's
  // mistake): a result is never recorded without its rating.
  virtual bool finish_and_rate_game(const std::string& game_id, const nlohmann::json& result,
                                    const std::string& game, std::span<const std::int64_t> accounts,
                                    std::int64_t at_ms, const RatingUpdate& update) = 0;

  // A text every node shares (quick pairing's book of seeks, docs/players.md), changed only under
  // a lock that every process on this database takes: `change` gets the text as it stands ("" at
  // first) and returns the text to keep, or nothing to keep it as it is. No other node's change
  // comes between the read and the write, so two nodes never both pair one seek. `change` may be
  // called again if the database asks for a retry; it must not act outside the text.
  virtual void update_shared_text(
      const std::string& name,
      const std::function<std::optional<std::string>(const std::string&)>& change) = 0;
};

// The players' tables in the SQLite file at `path` (created when missing), beside the games.
std::unique_ptr<AccountStore> open_sqlite_accounts(const std::string& path);
// The players' tables in the PostgreSQL database at `url`, created when missing.
std::unique_ptr<AccountStore> open_postgres_accounts(const std::string& url);

namespace detail {
// The checks both stores make on what a RatingUpdate returned (throws StoreError).
void check_rating_update(const std::string& game_id, const std::string& game,
                         std::span<const std::int64_t> accounts,
                         const std::vector<RatingRecord>& after);
// The refusal of finish_and_rate_game for a game rated (by rate_game) while unfinished.
StoreError rated_unfinished(const std::string& game_id);
// Throws StoreError when an account appears twice.
void check_distinct_accounts(const std::string& game_id, std::span<const std::int64_t> accounts);
}  // namespace detail

}  // namespace menagerie::store
