// The players' tables in PostgreSQL: a connection of its own, guarded by a mutex, with
// synchronous_commit on. rate_game inserts the game's "rated" mark first: a second transaction
// racing it (another node) waits on that key and then inserts nothing, so a game is rated once.
// The accounts' rows are locked in id order before their ratings are read, so two games of one
// player rated at once are applied one after the other, never one over the other.
#include <algorithm>
#include <mutex>

#include <fmt/format.h>
#include <pqxx/pqxx>

#include "store/accounts.hpp"
#include "store/postgres_guard.hpp"
#include "store/records.hpp"

namespace menagerie::store {
namespace {

constexpr int kPgPlayersSchemaVersion = 1;

constexpr const char* kPgPlayersSchema = R"sql(
CREATE TABLE IF NOT EXISTS players_schema (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS accounts (
  id BIGSERIAL PRIMARY KEY,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE,  -- the case-insensitive uniqueness key
  password_hash TEXT NOT NULL,    -- Argon2id hash string
  created_ms BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,    -- hash of the cookie's token, never the token
  account_id BIGINT NOT NULL REFERENCES accounts (id),
  created_ms BIGINT NOT NULL,
  expires_ms BIGINT NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_by_account ON sessions (account_id);
CREATE TABLE IF NOT EXISTS ratings (
  account_id BIGINT NOT NULL REFERENCES accounts (id),
  game TEXT NOT NULL,             -- catalog id
  rating DOUBLE PRECISION NOT NULL,
  rd DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  games BIGINT NOT NULL,
  updated_ms BIGINT NOT NULL,
  PRIMARY KEY (account_id, game)
);
CREATE TABLE IF NOT EXISTS rating_history (
  num BIGSERIAL PRIMARY KEY,      -- keeps the order of equal at_ms
  account_id BIGINT NOT NULL REFERENCES accounts (id),
  game TEXT NOT NULL,
  game_id TEXT NOT NULL,          -- the rated game (no foreign key: games stay the rooms' own)
  rating DOUBLE PRECISION NOT NULL,
  rd DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  at_ms BIGINT NOT NULL,
  UNIQUE (account_id, game_id)
);
CREATE TABLE IF NOT EXISTS best_scores (  -- games scored rather than rated (Cooperative)
  account_id BIGINT NOT NULL REFERENCES accounts (id),
  game TEXT NOT NULL,
  score BIGINT NOT NULL,
  game_id TEXT NOT NULL,
  at_ms BIGINT NOT NULL,
  PRIMARY KEY (account_id, game)
);
-- the leaderboards: a game's ratings, highest first
CREATE INDEX IF NOT EXISTS ratings_by_game ON ratings (game, rating DESC);
CREATE INDEX IF NOT EXISTS best_scores_by_game ON best_scores (game, score DESC, at_ms);
CREATE TABLE IF NOT EXISTS rated_games (
  game_id TEXT PRIMARY KEY,       -- its ratings were updated: never again
  rated_ms BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS shared_texts (  -- texts every node shares (the book of seeks)
  name TEXT PRIMARY KEY,
  text TEXT NOT NULL
);
)sql";

// Any number, not the game store's: serialises two processes creating the players' tables.
constexpr const char* kPgAccountsSchemaLock = "SELECT pg_advisory_xact_lock(7460132052)";

constexpr const char* kPgAccountColumns = "id, name, name_key, password_hash, created_ms";

class PostgresAccounts final : public AccountStore {
 public:
  explicit PostgresAccounts(std::string url) : url_(std::move(url)) {
    std::lock_guard lock(mutex_);
    guard("connecting", [&] { connection(); });
  }

  Account create_account(const std::string& name, const std::string& name_key,
                         const std::string& password_hash, std::int64_t created_ms) override {
    Account out{0, name, name_key, password_hash, created_ms};
    write("creating an account", [&](pqxx::work& tx) {
      const pqxx::result r =
          tx.exec_prepared("insert_account", name, name_key, password_hash, created_ms);
      if (r.empty()) throw NameTaken(fmt::format("the user name '{}' is taken", name));
      out.id = r[0][0].as<std::int64_t>();
    });
    return out;
  }

  std::optional<Account> find_account(const std::string& name_key) override {
    std::optional<Account> out;
    write("finding an account", [&](pqxx::work& tx) {
      out = read_account(tx.exec_prepared("account_by_key", name_key));
    });
    return out;
  }

  std::optional<Account> account_by_id(std::int64_t id) override {
    std::optional<Account> out;
    write("finding an account",
          [&](pqxx::work& tx) { out = read_account(tx.exec_prepared("account_by_id", id)); });
    return out;
  }

  bool set_password_hash(std::int64_t account_id, const std::string& password_hash) override {
    bool changed = false;
    write("changing a password", [&](pqxx::work& tx) {
      changed = tx.exec_prepared("set_password", password_hash, account_id).affected_rows() == 1;
    });
    return changed;
  }

  void create_session(const Session& s) override {
    write("creating a session", [&](pqxx::work& tx) {
      tx.exec_prepared0("insert_session", s.token_hash, s.account_id, s.created_ms, s.expires_ms);
    });
  }

  std::optional<Session> find_session(const std::string& token_hash, std::int64_t now_ms) override {
    std::optional<Session> out;
    write("finding a session", [&](pqxx::work& tx) {
      const pqxx::result r = tx.exec_prepared("session", token_hash, now_ms);
      if (r.empty()) return;
      out = Session{r[0][0].as<std::string>(), r[0][1].as<std::int64_t>(),
                    r[0][2].as<std::int64_t>(), r[0][3].as<std::int64_t>()};
    });
    return out;
  }

  bool delete_session(const std::string& token_hash) override {
    int removed = 0;
    write("deleting a session", [&](pqxx::work& tx) {
      removed = static_cast<int>(tx.exec_prepared("delete_session", token_hash).affected_rows());
    });
    return removed == 1;
  }

  int delete_expired_sessions(std::int64_t now_ms) override {
    int removed = 0;
    write("deleting expired sessions", [&](pqxx::work& tx) {
      removed = static_cast<int>(tx.exec_prepared("delete_expired", now_ms).affected_rows());
    });
    return removed;
  }

  int delete_sessions_of(std::int64_t account_id) override {
    int removed = 0;
    write("deleting an account's sessions", [&](pqxx::work& tx) {
      removed =
          static_cast<int>(tx.exec_prepared("delete_sessions_of", account_id).affected_rows());
    });
    return removed;
  }

  std::optional<RatingRecord> rating(std::int64_t account_id, const std::string& game) override {
    std::optional<RatingRecord> out;
    write("reading a rating", [&](pqxx::work& tx) { out = read_rating(tx, account_id, game); });
    return out;
  }

  std::vector<RatingChange> rating_history(std::int64_t account_id,
                                           const std::string& game) override {
    std::vector<RatingChange> out;
    write("reading a rating history", [&](pqxx::work& tx) {
      for (const pqxx::row& row : tx.exec_prepared("history", account_id, game)) {
        out.push_back(RatingChange{
            row[0].as<std::string>(),
            RatingRecord{row[1].as<std::int64_t>(), row[2].as<std::string>(), row[3].as<double>(),
                         row[4].as<double>(), row[5].as<double>(), 0, row[6].as<std::int64_t>()}});
      }
    });
    return out;
  }

  std::vector<RatingRecord> ratings_of(std::int64_t account_id) override {
    std::vector<RatingRecord> out;
    write("reading an account's ratings", [&](pqxx::work& tx) {
      for (const pqxx::row& row : tx.exec_prepared("ratings_of", account_id))
        out.push_back(rating_row(row, 0));
    });
    return out;
  }

  std::vector<LeaderRow> leaderboard(const std::string& game, std::int64_t since_ms, double max_rd,
                                     int limit) override {
    std::vector<LeaderRow> out;
    if (limit <= 0) return out;
    write("reading a leaderboard", [&](pqxx::work& tx) {
      for (const pqxx::row& row : tx.exec_prepared("leaderboard", game, since_ms, max_rd, limit))
        out.push_back(LeaderRow{row[0].as<std::string>(), rating_row(row, 1)});
    });
    return out;
  }

  bool rate_game(const std::string& game_id, const std::string& game,
                 std::span<const std::int64_t> accounts, std::int64_t at_ms,
                 const RatingUpdate& update) override {
    detail::check_distinct_accounts(game_id, accounts);
    bool rated = false;
    write(fmt::format("rating game '{}'", game_id),
          [&](pqxx::work& tx) { rated = rate_in(tx, game_id, game, accounts, at_ms, update); });
    return rated;
  }

  bool record_score(std::int64_t account_id, const std::string& game, std::int64_t score,
                    const std::string& game_id, std::int64_t at_ms) override {
    bool best = false;
    write("recording a score", [&](pqxx::work& tx) {
      best = tx.exec_prepared("record_score", account_id, game, score, game_id, at_ms)
                 .affected_rows() == 1;
    });
    return best;
  }

  std::vector<BestScore> best_scores(const std::string& game, int limit) override {
    std::vector<BestScore> out;
    if (limit <= 0) return out;
    write("reading the best scores", [&](pqxx::work& tx) {
      for (const pqxx::row& row : tx.exec_prepared("best_scores", game, limit)) {
        out.push_back(BestScore{row[0].as<std::int64_t>(), row[1].as<std::string>(),
                                row[2].as<std::string>(), row[3].as<std::int64_t>(),
                                row[4].as<std::string>(), row[5].as<std::int64_t>()});
      }
    });
    return out;
  }

  bool finish_and_rate_game(const std::string& game_id, const nlohmann::json& result,
                            const std::string& game, std::span<const std::int64_t> accounts,
                            std::int64_t at_ms, const RatingUpdate& update) override {
    detail::check_result(game_id, result);
    detail::check_distinct_accounts(game_id, accounts);
    bool done = false;
    write(fmt::format("finishing and rating game '{}'", game_id), [&](pqxx::work& tx) {
      // Not prepared: the game store creates the table, and may connect after this store.
      const pqxx::result finished = tx.exec_params(
          "UPDATE games SET finished = TRUE, result = $1 WHERE id = $2 AND NOT finished",
          detail::json_text(result), game_id);
      if (finished.affected_rows() != 1) {
        if (tx.exec_params("SELECT 1 FROM games WHERE id = $1", game_id).empty()) {
          throw StoreError(fmt::format("cannot finish game '{}': no such game", game_id));
        }
        return;  // finished before, by another node or this one
      }
      if (!rate_in(tx, game_id, game, accounts, at_ms, update))
        throw detail::rated_unfinished(game_id);
      done = true;
    });
    return done;
  }

 private:
  // Inside the caller's transaction: marks the game rated and writes the update; false when it
  // was rated before.
  static bool rate_in(pqxx::work& tx, const std::string& game_id, const std::string& game,
                      std::span<const std::int64_t> accounts, std::int64_t at_ms,
                      const RatingUpdate& update) {
    if (tx.exec_prepared("mark_rated", game_id, at_ms).affected_rows() != 1) return false;
    std::vector<std::int64_t> ids(accounts.begin(), accounts.end());
    std::sort(ids.begin(), ids.end());
    for (std::int64_t id : ids) {
      if (tx.exec_prepared("lock_account", id).empty()) {
        throw StoreError(
            fmt::format("rating game '{}': no account {}; nothing written", game_id, id));
      }
    }
    std::vector<std::optional<RatingRecord>> before;
    for (std::int64_t id : accounts) before.push_back(read_rating(tx, id, game));
    const std::vector<RatingRecord> after = update(before);
    detail::check_rating_update(game_id, game, accounts, after);
    for (const RatingRecord& r : after) {
      tx.exec_prepared0("upsert_rating", r.account_id, r.game, r.rating, r.rd, r.volatility,
                        r.games, r.updated_ms);
      tx.exec_prepared0("insert_history", r.account_id, r.game, game_id, r.rating, r.rd,
                        r.volatility, at_ms);
    }
    return true;
  }

  pqxx::connection& connection() {
    if (conn_ && conn_->is_open()) return *conn_;
    conn_.reset();
    auto c = std::make_unique<pqxx::connection>(url_);
    c->set_variable("synchronous_commit", "on");
    c->set_variable("client_min_messages", "warning");  // no NOTICE for "already exists"
    {
      pqxx::work tx(*c);
      tx.exec(kPgAccountsSchemaLock);
      tx.exec(kPgPlayersSchema);
      const int found =
          tx.exec1("SELECT COALESCE(MAX(version), 0) FROM players_schema")[0].as<int>();
      if (found > kPgPlayersSchemaVersion) {
        throw StoreError(fmt::format(
            "PostgreSQL: the players' schema version {} is newer than this program's ({})", found,
            kPgPlayersSchemaVersion));
      }
      tx.exec("DELETE FROM players_schema");
      tx.exec(
          fmt::format("INSERT INTO players_schema (version) VALUES ({})", kPgPlayersSchemaVersion));
      tx.commit();
    }
    c->prepare("insert_account",
               "INSERT INTO accounts (name, name_key, password_hash, created_ms) "
               "VALUES ($1, $2, $3, $4) ON CONFLICT (name_key) DO NOTHING RETURNING id");
    c->prepare("account_by_key",
               fmt::format("SELECT {} FROM accounts WHERE name_key = $1", kPgAccountColumns));
    c->prepare("account_by_id",
               fmt::format("SELECT {} FROM accounts WHERE id = $1", kPgAccountColumns));
    c->prepare("lock_account", "SELECT id FROM accounts WHERE id = $1 FOR UPDATE");
    c->prepare("set_password", "UPDATE accounts SET password_hash = $1 WHERE id = $2");
    c->prepare("insert_session",
               "INSERT INTO sessions (token_hash, account_id, created_ms, expires_ms) "
               "VALUES ($1, $2, $3, $4)");
    c->prepare("session",
               "SELECT token_hash, account_id, created_ms, expires_ms FROM sessions "
               "WHERE token_hash = $1 AND expires_ms > $2");
    c->prepare("delete_session", "DELETE FROM sessions WHERE token_hash = $1");
    c->prepare("delete_sessions_of", "DELETE FROM sessions WHERE account_id = $1");
    c->prepare("delete_expired", "DELETE FROM sessions WHERE expires_ms <= $1");
    c->prepare("rating",
               "SELECT account_id, game, rating, rd, volatility, games, updated_ms FROM ratings "
               "WHERE account_id = $1 AND game = $2");
    c->prepare(
        "history",
        "SELECT game_id, account_id, game, rating, rd, volatility, at_ms FROM rating_history "
        "WHERE account_id = $1 AND game = $2 ORDER BY at_ms, num");
    c->prepare("mark_rated",
               "INSERT INTO rated_games (game_id, rated_ms) VALUES ($1, $2) "
               "ON CONFLICT (game_id) DO NOTHING");
    c->prepare("upsert_rating",
               "INSERT INTO ratings (account_id, game, rating, rd, volatility, games, updated_ms) "
               "VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (account_id, game) DO UPDATE SET "
               "rating = excluded.rating, rd = excluded.rd, volatility = excluded.volatility, "
               "games = excluded.games, updated_ms = excluded.updated_ms");
    c->prepare("insert_history",
               "INSERT INTO rating_history (account_id, game, game_id, rating, rd, volatility, "
               "at_ms) VALUES ($1, $2, $3, $4, $5, $6, $7)");
    c->prepare("record_score",
               "INSERT INTO best_scores (account_id, game, score, game_id, at_ms) "
               "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (account_id, game) DO UPDATE SET "
               "score = excluded.score, game_id = excluded.game_id, at_ms = excluded.at_ms "
               "WHERE excluded.score > best_scores.score");
    c->prepare("best_scores",
               "SELECT b.account_id, a.name, b.game, b.score, b.game_id, b.at_ms FROM "
               "best_scores b JOIN accounts a ON a.id = b.account_id WHERE b.game = $1 "
               "ORDER BY b.score DESC, b.at_ms, b.account_id LIMIT $2");
    c->prepare("ratings_of",
               "SELECT account_id, game, rating, rd, volatility, games, updated_ms FROM ratings "
               "WHERE account_id = $1 ORDER BY game");
    c->prepare("leaderboard",
               "SELECT a.name, r.account_id, r.game, r.rating, r.rd, r.volatility, r.games, "
               "r.updated_ms FROM ratings r JOIN accounts a ON a.id = r.account_id "
               "WHERE r.game = $1 AND r.updated_ms >= $2 AND r.rd <= $3 "
               "ORDER BY r.rating DESC, r.games DESC, r.account_id LIMIT $4");
    conn_ = std::move(c);
    return *conn_;
  }

  void update_shared_text(
      const std::string& name,
      const std::function<std::optional<std::string>(const std::string&)>& change) override {
    write("changing a shared text", [&](pqxx::work& tx) {
      // The row first (so that there is one to lock), then locked: another node's change waits
      // here until this transaction ends, and then reads what this one wrote.
      tx.exec_params("INSERT INTO shared_texts (name, text) VALUES ($1, '') ON CONFLICT DO NOTHING",
                     name);
      const pqxx::result r =
          tx.exec_params("SELECT text FROM shared_texts WHERE name = $1 FOR UPDATE", name);
      std::optional<std::string> next = change(r.at(0)[0].as<std::string>());
      if (next) tx.exec_params("UPDATE shared_texts SET text = $2 WHERE name = $1", name, *next);
    });
  }

  template <class F>
  void guard(const std::string& doing, F&& f) {
    detail::guard(conn_, doing, std::forward<F>(f));
  }

  // Reads go through a write transaction too: each is one statement, and a session lookup must
  // see a logout committed on another node.
  template <class F>
  void write(const std::string& doing, F&& f) {
    std::lock_guard lock(mutex_);
    guard(doing, [&] {
      pqxx::work tx(connection());
      f(tx);
      tx.commit();
    });
  }

  static std::optional<Account> read_account(const pqxx::result& r) {
    if (r.empty()) return std::nullopt;
    return Account{r[0][0].as<std::int64_t>(), r[0][1].as<std::string>(), r[0][2].as<std::string>(),
                   r[0][3].as<std::string>(), r[0][4].as<std::int64_t>()};
  }

  static std::optional<RatingRecord> read_rating(pqxx::work& tx, std::int64_t account_id,
                                                 const std::string& game) {
    const pqxx::result r = tx.exec_prepared("rating", account_id, game);
    if (r.empty()) return std::nullopt;
    return rating_row(r[0], 0);
  }

  // The rating's seven columns from column `from` on.
  static RatingRecord rating_row(const pqxx::row& row, int from) {
    return RatingRecord{row[from].as<std::int64_t>(),    row[from + 1].as<std::string>(),
                        row[from + 2].as<double>(),      row[from + 3].as<double>(),
                        row[from + 4].as<double>(),      row[from + 5].as<std::int64_t>(),
                        row[from + 6].as<std::int64_t>()};
  }

  std::mutex mutex_;
  std::string url_;
  std::unique_ptr<pqxx::connection> conn_;
};

}  // namespace

std::unique_ptr<AccountStore> open_postgres_accounts(const std::string& url) {
  return std::make_unique<PostgresAccounts>(url);
}

}  // namespace menagerie::store
